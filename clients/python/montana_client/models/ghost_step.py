from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_status import GameStatus






T = TypeVar("T", bound="GhostStep")



@_attrs_define
class GhostStep:
    """ 
        Attributes:
            t (int): milliseconds from the start, by the ghost game's own clock
            cards_in_sequence (int):
            moves (int):
            redeals_used (int):
            status (GameStatus):
     """

    t: int
    cards_in_sequence: int
    moves: int
    redeals_used: int
    status: GameStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        t = self.t

        cards_in_sequence = self.cards_in_sequence

        moves = self.moves

        redeals_used = self.redeals_used

        status = self.status.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "t": t,
            "cards_in_sequence": cards_in_sequence,
            "moves": moves,
            "redeals_used": redeals_used,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        t = d.pop("t")

        cards_in_sequence = d.pop("cards_in_sequence")

        moves = d.pop("moves")

        redeals_used = d.pop("redeals_used")

        status = GameStatus(d.pop("status"))




        ghost_step = cls(
            t=t,
            cards_in_sequence=cards_in_sequence,
            moves=moves,
            redeals_used=redeals_used,
            status=status,
        )


        ghost_step.additional_properties = d
        return ghost_step

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_status import GameStatus






T = TypeVar("T", bound="GhostResult")



@_attrs_define
class GhostResult:
    """ 
        Attributes:
            status (GameStatus):
            elapsed_ms (int):
            cards_in_sequence (int):
            moves (int):
     """

    status: GameStatus
    elapsed_ms: int
    cards_in_sequence: int
    moves: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        elapsed_ms = self.elapsed_ms

        cards_in_sequence = self.cards_in_sequence

        moves = self.moves


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "status": status,
            "elapsed_ms": elapsed_ms,
            "cards_in_sequence": cards_in_sequence,
            "moves": moves,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = GameStatus(d.pop("status"))




        elapsed_ms = d.pop("elapsed_ms")

        cards_in_sequence = d.pop("cards_in_sequence")

        moves = d.pop("moves")

        ghost_result = cls(
            status=status,
            elapsed_ms=elapsed_ms,
            cards_in_sequence=cards_in_sequence,
            moves=moves,
        )


        ghost_result.additional_properties = d
        return ghost_result

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.move_outcome import MoveOutcome
from typing import cast






T = TypeVar("T", bound="LegalMoveOut")



@_attrs_define
class LegalMoveOut:
    """ 
        Attributes:
            card (str): rank then suit, e.g. 8D or TC
            to (list[int]): [row, col], 0-based
            ends_game (bool): true when this move wins or leaves the board blocked for good
            outcome (MoveOutcome | None): how the game would end after this move: won, or lost (blocked with no redeal
                left); null if it would go on
     """

    card: str
    to: list[int]
    ends_game: bool
    outcome: MoveOutcome | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        to = self.to



        ends_game = self.ends_game

        outcome: None | str
        if isinstance(self.outcome, MoveOutcome):
            outcome = self.outcome.value
        else:
            outcome = self.outcome


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "to": to,
            "ends_game": ends_game,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        to = cast(list[int], d.pop("to"))


        ends_game = d.pop("ends_game")

        def _parse_outcome(data: object) -> MoveOutcome | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                outcome_type_0 = MoveOutcome(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MoveOutcome | None, data)

        outcome = _parse_outcome(d.pop("outcome"))


        legal_move_out = cls(
            card=card,
            to=to,
            ends_game=ends_game,
            outcome=outcome,
        )


        legal_move_out.additional_properties = d
        return legal_move_out

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

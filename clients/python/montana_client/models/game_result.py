from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badge import Badge
from ..models.end_reason import EndReason
from ..models.game_status import GameStatus
from typing import cast






T = TypeVar("T", bound="GameResult")



@_attrs_define
class GameResult:
    """ The result rules-v1.md defines: replaying the actions must reproduce it exactly.

        Attributes:
            status (GameStatus):
            reason (EndReason | None):
            moves (int):
            undos (int):
            redeals_used (int):
            cards_in_sequence (int):
            complete_rows (int):
            elapsed_ms (int):
            score (int):
            badge (Badge | None):
     """

    status: GameStatus
    reason: EndReason | None
    moves: int
    undos: int
    redeals_used: int
    cards_in_sequence: int
    complete_rows: int
    elapsed_ms: int
    score: int
    badge: Badge | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        reason: None | str
        if isinstance(self.reason, EndReason):
            reason = self.reason.value
        else:
            reason = self.reason

        moves = self.moves

        undos = self.undos

        redeals_used = self.redeals_used

        cards_in_sequence = self.cards_in_sequence

        complete_rows = self.complete_rows

        elapsed_ms = self.elapsed_ms

        score = self.score

        badge: None | str
        if isinstance(self.badge, Badge):
            badge = self.badge.value
        else:
            badge = self.badge


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "status": status,
            "reason": reason,
            "moves": moves,
            "undos": undos,
            "redeals_used": redeals_used,
            "cards_in_sequence": cards_in_sequence,
            "complete_rows": complete_rows,
            "elapsed_ms": elapsed_ms,
            "score": score,
            "badge": badge,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = GameStatus(d.pop("status"))




        def _parse_reason(data: object) -> EndReason | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_0 = EndReason(data)



                return reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EndReason | None, data)

        reason = _parse_reason(d.pop("reason"))


        moves = d.pop("moves")

        undos = d.pop("undos")

        redeals_used = d.pop("redeals_used")

        cards_in_sequence = d.pop("cards_in_sequence")

        complete_rows = d.pop("complete_rows")

        elapsed_ms = d.pop("elapsed_ms")

        score = d.pop("score")

        def _parse_badge(data: object) -> Badge | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                badge_type_0 = Badge(data)



                return badge_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Badge | None, data)

        badge = _parse_badge(d.pop("badge"))


        game_result = cls(
            status=status,
            reason=reason,
            moves=moves,
            undos=undos,
            redeals_used=redeals_used,
            cards_in_sequence=cards_in_sequence,
            complete_rows=complete_rows,
            elapsed_ms=elapsed_ms,
            score=score,
            badge=badge,
        )


        game_result.additional_properties = d
        return game_result

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

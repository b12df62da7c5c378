from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.end_reason import EndReason
from ..models.game_status import GameStatus
from typing import cast
import datetime






T = TypeVar("T", bound="MyDailyGame")



@_attrs_define
class MyDailyGame:
    """ Your game on today's deal (one ranked attempt each).

        Attributes:
            id (str):
            status (GameStatus):
            reason (EndReason | None):
            score (int):
            elapsed_ms (int):
            moves (int):
            cards_in_sequence (int):
            finished_at (datetime.datetime | None):
     """

    id: str
    status: GameStatus
    reason: EndReason | None
    score: int
    elapsed_ms: int
    moves: int
    cards_in_sequence: int
    finished_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status.value

        reason: None | str
        if isinstance(self.reason, EndReason):
            reason = self.reason.value
        else:
            reason = self.reason

        score = self.score

        elapsed_ms = self.elapsed_ms

        moves = self.moves

        cards_in_sequence = self.cards_in_sequence

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "status": status,
            "reason": reason,
            "score": score,
            "elapsed_ms": elapsed_ms,
            "moves": moves,
            "cards_in_sequence": cards_in_sequence,
            "finished_at": finished_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

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


        score = d.pop("score")

        elapsed_ms = d.pop("elapsed_ms")

        moves = d.pop("moves")

        cards_in_sequence = d.pop("cards_in_sequence")

        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)



                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))


        my_daily_game = cls(
            id=id,
            status=status,
            reason=reason,
            score=score,
            elapsed_ms=elapsed_ms,
            moves=moves,
            cards_in_sequence=cards_in_sequence,
            finished_at=finished_at,
        )


        my_daily_game.additional_properties = d
        return my_daily_game

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

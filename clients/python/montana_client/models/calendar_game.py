from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badge import Badge
from ..models.game_status import GameStatus
from typing import cast






T = TypeVar("T", bound="CalendarGame")



@_attrs_define
class CalendarGame:
    """ 
        Attributes:
            id (str):
            status (GameStatus):
            badge (Badge | None):
            score (int):
            elapsed_ms (int):
            moves (int):
            redeals_used (int):
     """

    id: str
    status: GameStatus
    badge: Badge | None
    score: int
    elapsed_ms: int
    moves: int
    redeals_used: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status.value

        badge: None | str
        if isinstance(self.badge, Badge):
            badge = self.badge.value
        else:
            badge = self.badge

        score = self.score

        elapsed_ms = self.elapsed_ms

        moves = self.moves

        redeals_used = self.redeals_used


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "status": status,
            "badge": badge,
            "score": score,
            "elapsed_ms": elapsed_ms,
            "moves": moves,
            "redeals_used": redeals_used,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        status = GameStatus(d.pop("status"))




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


        score = d.pop("score")

        elapsed_ms = d.pop("elapsed_ms")

        moves = d.pop("moves")

        redeals_used = d.pop("redeals_used")

        calendar_game = cls(
            id=id,
            status=status,
            badge=badge,
            score=score,
            elapsed_ms=elapsed_ms,
            moves=moves,
            redeals_used=redeals_used,
        )


        calendar_game.additional_properties = d
        return calendar_game

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.calendar_game import CalendarGame





T = TypeVar("T", bound="CalendarPractice")



@_attrs_define
class CalendarPractice:
    """ 
        Attributes:
            games (int): practice games of this day's deal you started
            best (CalendarGame):
     """

    games: int
    best: CalendarGame
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calendar_game import CalendarGame # noqa: PLC0415
        games = self.games

        best = self.best.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "games": games,
            "best": best,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calendar_game import CalendarGame # noqa: PLC0415
        d = dict(src_dict)
        games = d.pop("games")

        best = CalendarGame.from_dict(d.pop("best"))




        calendar_practice = cls(
            games=games,
            best=best,
        )


        calendar_practice.additional_properties = d
        return calendar_practice

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

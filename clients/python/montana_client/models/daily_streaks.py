from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.freezes import Freezes
  from ..models.streak import Streak





T = TypeVar("T", bound="DailyStreaks")



@_attrs_define
class DailyStreaks:
    """ Your streaks of UTC days with the daily deal played, and won, from the server's games alone.

        Attributes:
            played (Streak):
            won (Streak):
            freezes (Freezes):
            played_today (bool): today's daily deal is started: today counts
     """

    played: Streak
    won: Streak
    freezes: Freezes
    played_today: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.freezes import Freezes # noqa: PLC0415
        from ..models.streak import Streak # noqa: PLC0415
        played = self.played.to_dict()

        won = self.won.to_dict()

        freezes = self.freezes.to_dict()

        played_today = self.played_today


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "played": played,
            "won": won,
            "freezes": freezes,
            "played_today": played_today,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.freezes import Freezes # noqa: PLC0415
        from ..models.streak import Streak # noqa: PLC0415
        d = dict(src_dict)
        played = Streak.from_dict(d.pop("played"))




        won = Streak.from_dict(d.pop("won"))




        freezes = Freezes.from_dict(d.pop("freezes"))




        played_today = d.pop("played_today")

        daily_streaks = cls(
            played=played,
            won=won,
            freezes=freezes,
            played_today=played_today,
        )


        daily_streaks.additional_properties = d
        return daily_streaks

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

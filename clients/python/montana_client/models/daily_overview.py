from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.daily_deal import DailyDeal
  from ..models.my_daily_game import MyDailyGame





T = TypeVar("T", bound="DailyOverview")



@_attrs_define
class DailyOverview:
    """ 
        Attributes:
            today (DailyDeal):
            tomorrow (DailyDeal):
            yesterday_seed (str): yesterday's deal is over: its seed, to check its commitment
            my_game (MyDailyGame | None | Unset): with a token: your game on today's deal, in play or over; null if you have
                none
     """

    today: DailyDeal
    tomorrow: DailyDeal
    yesterday_seed: str
    my_game: MyDailyGame | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.daily_deal import DailyDeal # noqa: PLC0415
        from ..models.my_daily_game import MyDailyGame # noqa: PLC0415
        today = self.today.to_dict()

        tomorrow = self.tomorrow.to_dict()

        yesterday_seed = self.yesterday_seed

        my_game: dict[str, Any] | None | Unset
        if isinstance(self.my_game, Unset):
            my_game = UNSET
        elif isinstance(self.my_game, MyDailyGame):
            my_game = self.my_game.to_dict()
        else:
            my_game = self.my_game


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "today": today,
            "tomorrow": tomorrow,
            "yesterday_seed": yesterday_seed,
        })
        if my_game is not UNSET:
            field_dict["my_game"] = my_game

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.daily_deal import DailyDeal # noqa: PLC0415
        from ..models.my_daily_game import MyDailyGame # noqa: PLC0415
        d = dict(src_dict)
        today = DailyDeal.from_dict(d.pop("today"))




        tomorrow = DailyDeal.from_dict(d.pop("tomorrow"))




        yesterday_seed = d.pop("yesterday_seed")

        def _parse_my_game(data: object) -> MyDailyGame | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                my_game_type_0 = MyDailyGame.from_dict(data)



                return my_game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MyDailyGame | None | Unset, data)

        my_game = _parse_my_game(d.pop("my_game", UNSET))


        daily_overview = cls(
            today=today,
            tomorrow=tomorrow,
            yesterday_seed=yesterday_seed,
            my_game=my_game,
        )


        daily_overview.additional_properties = d
        return daily_overview

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

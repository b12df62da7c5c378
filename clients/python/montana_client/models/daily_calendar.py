from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badge import Badge
from ..models.rules import Rules
from typing import cast

if TYPE_CHECKING:
  from ..models.calendar_day import CalendarDay
  from ..models.monthly_medal import MonthlyMedal





T = TypeVar("T", bound="DailyCalendar")



@_attrs_define
class DailyCalendar:
    """ One month of daily deals, each beside your game on it and your practice of it.

        Attributes:
            month (str): YYYY-MM (UTC)
            rules (Rules): A rules profile of rules-v1.md.
            days (list[CalendarDay]):
            played_days (int):
            won_days (int):
            medal (Badge | None): the month's medal so far, by days won (see `medals`)
            next_medal (MonthlyMedal | None): the next medal up and the days won it takes; null at gold
            medals (list[MonthlyMedal]): every monthly medal and the days won it takes
            previous_month (None | str):
            next_month (None | str): null for the current month: later ones have not begun
     """

    month: str
    rules: Rules
    days: list[CalendarDay]
    played_days: int
    won_days: int
    medal: Badge | None
    next_medal: MonthlyMedal | None
    medals: list[MonthlyMedal]
    previous_month: None | str
    next_month: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calendar_day import CalendarDay # noqa: PLC0415
        from ..models.monthly_medal import MonthlyMedal # noqa: PLC0415
        month = self.month

        rules = self.rules.value

        days = []
        for days_item_data in self.days:
            days_item = days_item_data.to_dict()
            days.append(days_item)



        played_days = self.played_days

        won_days = self.won_days

        medal: None | str
        if isinstance(self.medal, Badge):
            medal = self.medal.value
        else:
            medal = self.medal

        next_medal: dict[str, Any] | None
        if isinstance(self.next_medal, MonthlyMedal):
            next_medal = self.next_medal.to_dict()
        else:
            next_medal = self.next_medal

        medals = []
        for medals_item_data in self.medals:
            medals_item = medals_item_data.to_dict()
            medals.append(medals_item)



        previous_month: None | str
        previous_month = self.previous_month

        next_month: None | str
        next_month = self.next_month


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "month": month,
            "rules": rules,
            "days": days,
            "played_days": played_days,
            "won_days": won_days,
            "medal": medal,
            "next_medal": next_medal,
            "medals": medals,
            "previous_month": previous_month,
            "next_month": next_month,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calendar_day import CalendarDay # noqa: PLC0415
        from ..models.monthly_medal import MonthlyMedal # noqa: PLC0415
        d = dict(src_dict)
        month = d.pop("month")

        rules = Rules(d.pop("rules"))




        days = []
        _days = d.pop("days")
        for days_item_data in (_days):
            days_item = CalendarDay.from_dict(days_item_data)



            days.append(days_item)


        played_days = d.pop("played_days")

        won_days = d.pop("won_days")

        def _parse_medal(data: object) -> Badge | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                medal_type_0 = Badge(data)



                return medal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Badge | None, data)

        medal = _parse_medal(d.pop("medal"))


        def _parse_next_medal(data: object) -> MonthlyMedal | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                next_medal_type_0 = MonthlyMedal.from_dict(data)



                return next_medal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MonthlyMedal | None, data)

        next_medal = _parse_next_medal(d.pop("next_medal"))


        medals = []
        _medals = d.pop("medals")
        for medals_item_data in (_medals):
            medals_item = MonthlyMedal.from_dict(medals_item_data)



            medals.append(medals_item)


        def _parse_previous_month(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        previous_month = _parse_previous_month(d.pop("previous_month"))


        def _parse_next_month(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_month = _parse_next_month(d.pop("next_month"))


        daily_calendar = cls(
            month=month,
            rules=rules,
            days=days,
            played_days=played_days,
            won_days=won_days,
            medal=medal,
            next_medal=next_medal,
            medals=medals,
            previous_month=previous_month,
            next_month=next_month,
        )


        daily_calendar.additional_properties = d
        return daily_calendar

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

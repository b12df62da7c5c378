from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rules import Rules
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.count_bin import CountBin
  from ..models.day_played import DayPlayed
  from ..models.month_figures import MonthFigures
  from ..models.redeal_count import RedealCount





T = TypeVar("T", bound="PlayerCharts")



@_attrs_define
class PlayerCharts:
    """ Your ranked games of one mode, ready to draw: the year by month and by day, and how your latest finished
    games were distributed.

        Attributes:
            rules (Rules): A rules profile of rules-v1.md.
            since (datetime.date): the first day of the year the months and days cover (UTC)
            months (list[MonthFigures]): the last twelve months, oldest first; ranked games ended in each
            days (list[DayPlayed]): the days of that year with a ranked game ended, oldest first
            games (int): the finished ranked games the distributions count: the latest 5,000 at most
            wins (int):
            best_time_ms (int | None): among those wins
            median_time_ms (int | None): among those wins (the lower middle of an even count)
            times (list[CountBin]): finishing times of those wins in ms, in bins of one round width
            median_moves (int | None):
            moves (list[CountBin]): moves of those games, in bins of one round width
            redeals (list[RedealCount]):
     """

    rules: Rules
    since: datetime.date
    months: list[MonthFigures]
    days: list[DayPlayed]
    games: int
    wins: int
    best_time_ms: int | None
    median_time_ms: int | None
    times: list[CountBin]
    median_moves: int | None
    moves: list[CountBin]
    redeals: list[RedealCount]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.count_bin import CountBin # noqa: PLC0415
        from ..models.day_played import DayPlayed # noqa: PLC0415
        from ..models.month_figures import MonthFigures # noqa: PLC0415
        from ..models.redeal_count import RedealCount # noqa: PLC0415
        rules = self.rules.value

        since = self.since.isoformat()

        months = []
        for months_item_data in self.months:
            months_item = months_item_data.to_dict()
            months.append(months_item)



        days = []
        for days_item_data in self.days:
            days_item = days_item_data.to_dict()
            days.append(days_item)



        games = self.games

        wins = self.wins

        best_time_ms: int | None
        best_time_ms = self.best_time_ms

        median_time_ms: int | None
        median_time_ms = self.median_time_ms

        times = []
        for times_item_data in self.times:
            times_item = times_item_data.to_dict()
            times.append(times_item)



        median_moves: int | None
        median_moves = self.median_moves

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)



        redeals = []
        for redeals_item_data in self.redeals:
            redeals_item = redeals_item_data.to_dict()
            redeals.append(redeals_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rules": rules,
            "since": since,
            "months": months,
            "days": days,
            "games": games,
            "wins": wins,
            "best_time_ms": best_time_ms,
            "median_time_ms": median_time_ms,
            "times": times,
            "median_moves": median_moves,
            "moves": moves,
            "redeals": redeals,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.count_bin import CountBin # noqa: PLC0415
        from ..models.day_played import DayPlayed # noqa: PLC0415
        from ..models.month_figures import MonthFigures # noqa: PLC0415
        from ..models.redeal_count import RedealCount # noqa: PLC0415
        d = dict(src_dict)
        rules = Rules(d.pop("rules"))




        since = datetime.date.fromisoformat(d.pop("since"))




        months = []
        _months = d.pop("months")
        for months_item_data in (_months):
            months_item = MonthFigures.from_dict(months_item_data)



            months.append(months_item)


        days = []
        _days = d.pop("days")
        for days_item_data in (_days):
            days_item = DayPlayed.from_dict(days_item_data)



            days.append(days_item)


        games = d.pop("games")

        wins = d.pop("wins")

        def _parse_best_time_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        best_time_ms = _parse_best_time_ms(d.pop("best_time_ms"))


        def _parse_median_time_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        median_time_ms = _parse_median_time_ms(d.pop("median_time_ms"))


        times = []
        _times = d.pop("times")
        for times_item_data in (_times):
            times_item = CountBin.from_dict(times_item_data)



            times.append(times_item)


        def _parse_median_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        median_moves = _parse_median_moves(d.pop("median_moves"))


        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = CountBin.from_dict(moves_item_data)



            moves.append(moves_item)


        redeals = []
        _redeals = d.pop("redeals")
        for redeals_item_data in (_redeals):
            redeals_item = RedealCount.from_dict(redeals_item_data)



            redeals.append(redeals_item)


        player_charts = cls(
            rules=rules,
            since=since,
            months=months,
            days=days,
            games=games,
            wins=wins,
            best_time_ms=best_time_ms,
            median_time_ms=median_time_ms,
            times=times,
            median_moves=median_moves,
            moves=moves,
            redeals=redeals,
        )


        player_charts.additional_properties = d
        return player_charts

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

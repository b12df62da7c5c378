from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.day_figures import DayFigures
  from ..models.rules_stats_cards_in_sequence import RulesStatsCardsInSequence





T = TypeVar("T", bound="RulesStats")



@_attrs_define
class RulesStats:
    """ 
        Attributes:
            played (int):
            won (int):
            win_rate (float):
            current_streak (int):
            best_streak (int):
            best_time_ms (int | None):
            best_score (int | None):
            fewest_moves_win (int | None):
            average_score (float):
            total_score (int):
            gold (int):
            silver (int):
            bronze (int):
            abandoned (int): games left in play or idle too long, each counted as a loss
            cards_in_sequence (RulesStatsCardsInSequence): how many games ended with each number of cards in sequence
            last_30_days (list[DayFigures]):
     """

    played: int
    won: int
    win_rate: float
    current_streak: int
    best_streak: int
    best_time_ms: int | None
    best_score: int | None
    fewest_moves_win: int | None
    average_score: float
    total_score: int
    gold: int
    silver: int
    bronze: int
    abandoned: int
    cards_in_sequence: RulesStatsCardsInSequence
    last_30_days: list[DayFigures]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.day_figures import DayFigures # noqa: PLC0415
        from ..models.rules_stats_cards_in_sequence import RulesStatsCardsInSequence # noqa: PLC0415
        played = self.played

        won = self.won

        win_rate = self.win_rate

        current_streak = self.current_streak

        best_streak = self.best_streak

        best_time_ms: int | None
        best_time_ms = self.best_time_ms

        best_score: int | None
        best_score = self.best_score

        fewest_moves_win: int | None
        fewest_moves_win = self.fewest_moves_win

        average_score = self.average_score

        total_score = self.total_score

        gold = self.gold

        silver = self.silver

        bronze = self.bronze

        abandoned = self.abandoned

        cards_in_sequence = self.cards_in_sequence.to_dict()

        last_30_days = []
        for last_30_days_item_data in self.last_30_days:
            last_30_days_item = last_30_days_item_data.to_dict()
            last_30_days.append(last_30_days_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "played": played,
            "won": won,
            "win_rate": win_rate,
            "current_streak": current_streak,
            "best_streak": best_streak,
            "best_time_ms": best_time_ms,
            "best_score": best_score,
            "fewest_moves_win": fewest_moves_win,
            "average_score": average_score,
            "total_score": total_score,
            "gold": gold,
            "silver": silver,
            "bronze": bronze,
            "abandoned": abandoned,
            "cards_in_sequence": cards_in_sequence,
            "last_30_days": last_30_days,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.day_figures import DayFigures # noqa: PLC0415
        from ..models.rules_stats_cards_in_sequence import RulesStatsCardsInSequence # noqa: PLC0415
        d = dict(src_dict)
        played = d.pop("played")

        won = d.pop("won")

        win_rate = d.pop("win_rate")

        current_streak = d.pop("current_streak")

        best_streak = d.pop("best_streak")

        def _parse_best_time_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        best_time_ms = _parse_best_time_ms(d.pop("best_time_ms"))


        def _parse_best_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        best_score = _parse_best_score(d.pop("best_score"))


        def _parse_fewest_moves_win(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        fewest_moves_win = _parse_fewest_moves_win(d.pop("fewest_moves_win"))


        average_score = d.pop("average_score")

        total_score = d.pop("total_score")

        gold = d.pop("gold")

        silver = d.pop("silver")

        bronze = d.pop("bronze")

        abandoned = d.pop("abandoned")

        cards_in_sequence = RulesStatsCardsInSequence.from_dict(d.pop("cards_in_sequence"))




        last_30_days = []
        _last_30_days = d.pop("last_30_days")
        for last_30_days_item_data in (_last_30_days):
            last_30_days_item = DayFigures.from_dict(last_30_days_item_data)



            last_30_days.append(last_30_days_item)


        rules_stats = cls(
            played=played,
            won=won,
            win_rate=win_rate,
            current_streak=current_streak,
            best_streak=best_streak,
            best_time_ms=best_time_ms,
            best_score=best_score,
            fewest_moves_win=fewest_moves_win,
            average_score=average_score,
            total_score=total_score,
            gold=gold,
            silver=silver,
            bronze=bronze,
            abandoned=abandoned,
            cards_in_sequence=cards_in_sequence,
            last_30_days=last_30_days,
        )


        rules_stats.additional_properties = d
        return rules_stats

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

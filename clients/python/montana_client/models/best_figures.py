from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="BestFigures")



@_attrs_define
class BestFigures:
    """ 
        Attributes:
            played (int):
            won (int):
            abandoned (int): games left in play or idle too long, each counted as a loss
            best_score (int | None):
            best_time_ms (int | None):
            fewest_moves_win (int | None):
     """

    played: int
    won: int
    abandoned: int
    best_score: int | None
    best_time_ms: int | None
    fewest_moves_win: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        played = self.played

        won = self.won

        abandoned = self.abandoned

        best_score: int | None
        best_score = self.best_score

        best_time_ms: int | None
        best_time_ms = self.best_time_ms

        fewest_moves_win: int | None
        fewest_moves_win = self.fewest_moves_win


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "played": played,
            "won": won,
            "abandoned": abandoned,
            "best_score": best_score,
            "best_time_ms": best_time_ms,
            "fewest_moves_win": fewest_moves_win,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        played = d.pop("played")

        won = d.pop("won")

        abandoned = d.pop("abandoned")

        def _parse_best_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        best_score = _parse_best_score(d.pop("best_score"))


        def _parse_best_time_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        best_time_ms = _parse_best_time_ms(d.pop("best_time_ms"))


        def _parse_fewest_moves_win(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        fewest_moves_win = _parse_fewest_moves_win(d.pop("fewest_moves_win"))


        best_figures = cls(
            played=played,
            won=won,
            abandoned=abandoned,
            best_score=best_score,
            best_time_ms=best_time_ms,
            fewest_moves_win=fewest_moves_win,
        )


        best_figures.additional_properties = d
        return best_figures

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

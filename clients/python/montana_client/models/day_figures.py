from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="DayFigures")



@_attrs_define
class DayFigures:
    """ 
        Attributes:
            date (str):
            played (int):
            won (int):
            best_score (int):
     """

    date: str
    played: int
    won: int
    best_score: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        date = self.date

        played = self.played

        won = self.won

        best_score = self.best_score


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "date": date,
            "played": played,
            "won": won,
            "best_score": best_score,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        date = d.pop("date")

        played = d.pop("played")

        won = d.pop("won")

        best_score = d.pop("best_score")

        day_figures = cls(
            date=date,
            played=played,
            won=won,
            best_score=best_score,
        )


        day_figures.additional_properties = d
        return day_figures

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.score_term_code import ScoreTermCode






T = TypeVar("T", bound="ScoreLine")



@_attrs_define
class ScoreLine:
    """ 
        Attributes:
            code (ScoreTermCode): The terms of the score formula (rules-v1.md).
            count (int): how many: cards, rows, moves, redeals or seconds
            per (int): points for each
            points (int): count x per
            what (str): the line in English words, e.g. '48 cards in sequence x 100'
     """

    code: ScoreTermCode
    count: int
    per: int
    points: int
    what: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        count = self.count

        per = self.per

        points = self.points

        what = self.what


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "count": count,
            "per": per,
            "points": points,
            "what": what,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = ScoreTermCode(d.pop("code"))




        count = d.pop("count")

        per = d.pop("per")

        points = d.pop("points")

        what = d.pop("what")

        score_line = cls(
            code=code,
            count=count,
            per=per,
            points=points,
            what=what,
        )


        score_line.additional_properties = d
        return score_line

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

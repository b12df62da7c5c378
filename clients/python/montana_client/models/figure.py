from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Figure")



@_attrs_define
class Figure:
    """ A finished game's figures: speed boards rank by elapsed_ms then moves, score boards by score.

        Attributes:
            score (int):
            elapsed_ms (int):
            moves (int):
     """

    score: int
    elapsed_ms: int
    moves: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        score = self.score

        elapsed_ms = self.elapsed_ms

        moves = self.moves


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "score": score,
            "elapsed_ms": elapsed_ms,
            "moves": moves,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        score = d.pop("score")

        elapsed_ms = d.pop("elapsed_ms")

        moves = d.pop("moves")

        figure = cls(
            score=score,
            elapsed_ms=elapsed_ms,
            moves=moves,
        )


        figure.additional_properties = d
        return figure

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

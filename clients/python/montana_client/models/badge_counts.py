from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BadgeCounts")



@_attrs_define
class BadgeCounts:
    """ 
        Attributes:
            gold (int):
            silver (int):
            bronze (int):
     """

    gold: int
    silver: int
    bronze: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        gold = self.gold

        silver = self.silver

        bronze = self.bronze


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "gold": gold,
            "silver": silver,
            "bronze": bronze,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gold = d.pop("gold")

        silver = d.pop("silver")

        bronze = d.pop("bronze")

        badge_counts = cls(
            gold=gold,
            silver=silver,
            bronze=bronze,
        )


        badge_counts.additional_properties = d
        return badge_counts

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

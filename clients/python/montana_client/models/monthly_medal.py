from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badge import Badge






T = TypeVar("T", bound="MonthlyMedal")



@_attrs_define
class MonthlyMedal:
    """ 
        Attributes:
            medal (Badge):
            days_won (int):
     """

    medal: Badge
    days_won: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        medal = self.medal.value

        days_won = self.days_won


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "medal": medal,
            "days_won": days_won,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        medal = Badge(d.pop("medal"))




        days_won = d.pop("days_won")

        monthly_medal = cls(
            medal=medal,
            days_won=days_won,
        )


        monthly_medal.additional_properties = d
        return monthly_medal

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rules import Rules
from typing import cast
import datetime






T = TypeVar("T", bound="DailyDeal")



@_attrs_define
class DailyDeal:
    """ 
        Attributes:
            date (datetime.date):
            rules (Rules): A rules profile of rules-v1.md.
            commitment (str):
     """

    date: datetime.date
    rules: Rules
    commitment: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        rules = self.rules.value

        commitment = self.commitment


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "date": date,
            "rules": rules,
            "commitment": commitment,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))




        rules = Rules(d.pop("rules"))




        commitment = d.pop("commitment")

        daily_deal = cls(
            date=date,
            rules=rules,
            commitment=commitment,
        )


        daily_deal.additional_properties = d
        return daily_deal

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

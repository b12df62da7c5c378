from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="Freezes")



@_attrs_define
class Freezes:
    """ 
        Attributes:
            held (int): freezes held now (at most `most`): each covers one missed day of a streak
            most (int):
            days_to_next (int | None): days of streak still to play before the next freeze is earned; null while `most` are
                held
            covered_days (list[datetime.date]): the missed days a freeze covered, oldest first
     """

    held: int
    most: int
    days_to_next: int | None
    covered_days: list[datetime.date]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        held = self.held

        most = self.most

        days_to_next: int | None
        days_to_next = self.days_to_next

        covered_days = []
        for covered_days_item_data in self.covered_days:
            covered_days_item = covered_days_item_data.isoformat()
            covered_days.append(covered_days_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "held": held,
            "most": most,
            "days_to_next": days_to_next,
            "covered_days": covered_days,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        held = d.pop("held")

        most = d.pop("most")

        def _parse_days_to_next(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        days_to_next = _parse_days_to_next(d.pop("days_to_next"))


        covered_days = []
        _covered_days = d.pop("covered_days")
        for covered_days_item_data in (_covered_days):
            covered_days_item = datetime.date.fromisoformat(covered_days_item_data)



            covered_days.append(covered_days_item)


        freezes = cls(
            held=held,
            most=most,
            days_to_next=days_to_next,
            covered_days=covered_days,
        )


        freezes.additional_properties = d
        return freezes

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badge import Badge
from typing import cast






T = TypeVar("T", bound="CampaignResult")



@_attrs_define
class CampaignResult:
    """ 
        Attributes:
            level (int):
            best_badge (Badge | None):
     """

    level: int
    best_badge: Badge | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        level = self.level

        best_badge: None | str
        if isinstance(self.best_badge, Badge):
            best_badge = self.best_badge.value
        else:
            best_badge = self.best_badge


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "level": level,
            "best_badge": best_badge,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = d.pop("level")

        def _parse_best_badge(data: object) -> Badge | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                best_badge_type_0 = Badge(data)



                return best_badge_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Badge | None, data)

        best_badge = _parse_best_badge(d.pop("best_badge"))


        campaign_result = cls(
            level=level,
            best_badge=best_badge,
        )


        campaign_result.additional_properties = d
        return campaign_result

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

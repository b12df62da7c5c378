from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rules import Rules
from typing import cast

if TYPE_CHECKING:
  from ..models.rating_entry import RatingEntry





T = TypeVar("T", bound="RatingPage")



@_attrs_define
class RatingPage:
    """ 
        Attributes:
            rules (Rules): A rules profile of rules-v1.md.
            items (list[RatingEntry]):
            next_cursor (None | str):
            entries (list[RatingEntry]): deprecated (goes in /api/v2): the same as items, under its old name
     """

    rules: Rules
    items: list[RatingEntry]
    next_cursor: None | str
    entries: list[RatingEntry]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.rating_entry import RatingEntry # noqa: PLC0415
        rules = self.rules.value

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)



        next_cursor: None | str
        next_cursor = self.next_cursor

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rules": rules,
            "items": items,
            "next_cursor": next_cursor,
            "entries": entries,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_entry import RatingEntry # noqa: PLC0415
        d = dict(src_dict)
        rules = Rules(d.pop("rules"))




        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = RatingEntry.from_dict(items_item_data)



            items.append(items_item)


        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))


        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            entries_item = RatingEntry.from_dict(entries_item_data)



            entries.append(entries_item)


        rating_page = cls(
            rules=rules,
            items=items,
            next_cursor=next_cursor,
            entries=entries,
        )


        rating_page.additional_properties = d
        return rating_page

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

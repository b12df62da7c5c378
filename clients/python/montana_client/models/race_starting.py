from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rules import Rules
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="RaceStarting")



@_attrs_define
class RaceStarting:
    """ A race you sit in counts down: it starts at ``start_at`` (your game is dealt then).

        Attributes:
            race_id (str):
            rules (Rules): A rules profile of rules-v1.md.
            start_at (datetime.datetime):
            at (datetime.datetime):
            type_ (Literal['race-starting'] | Unset):  Default: 'race-starting'.
     """

    race_id: str
    rules: Rules
    start_at: datetime.datetime
    at: datetime.datetime
    type_: Literal['race-starting'] | Unset = 'race-starting'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        race_id = self.race_id

        rules = self.rules.value

        start_at = self.start_at.isoformat()

        at = self.at.isoformat()

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "race_id": race_id,
            "rules": rules,
            "start_at": start_at,
            "at": at,
        })
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        race_id = d.pop("race_id")

        rules = Rules(d.pop("rules"))




        start_at = datetime.datetime.fromisoformat(d.pop("start_at"))




        at = datetime.datetime.fromisoformat(d.pop("at"))




        type_ = cast(Literal['race-starting'] | Unset , d.pop("type", UNSET))
        if type_ != 'race-starting'and not isinstance(type_, Unset):
            raise ValueError(f"type must match const 'race-starting', got '{type_}'")

        race_starting = cls(
            race_id=race_id,
            rules=rules,
            start_at=start_at,
            at=at,
            type_=type_,
        )


        race_starting.additional_properties = d
        return race_starting

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

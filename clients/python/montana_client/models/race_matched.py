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






T = TypeVar("T", bound="RaceMatched")



@_attrs_define
class RaceMatched:
    """ Quick match found you a race: follow it at /api/v1/races/{race_id}.

        Attributes:
            race_id (str):
            rules (Rules): A rules profile of rules-v1.md.
            at (datetime.datetime):
            type_ (Literal['race-matched'] | Unset):  Default: 'race-matched'.
     """

    race_id: str
    rules: Rules
    at: datetime.datetime
    type_: Literal['race-matched'] | Unset = 'race-matched'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        race_id = self.race_id

        rules = self.rules.value

        at = self.at.isoformat()

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "race_id": race_id,
            "rules": rules,
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




        at = datetime.datetime.fromisoformat(d.pop("at"))




        type_ = cast(Literal['race-matched'] | Unset , d.pop("type", UNSET))
        if type_ != 'race-matched'and not isinstance(type_, Unset):
            raise ValueError(f"type must match const 'race-matched', got '{type_}'")

        race_matched = cls(
            race_id=race_id,
            rules=rules,
            at=at,
            type_=type_,
        )


        race_matched.additional_properties = d
        return race_matched

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

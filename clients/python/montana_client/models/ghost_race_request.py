from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rules import Rules
from ..types import UNSET, Unset






T = TypeVar("T", bound="GhostRaceRequest")



@_attrs_define
class GhostRaceRequest:
    """ 
        Attributes:
            rules (Rules | Unset): A rules profile of rules-v1.md.
     """

    rules: Rules | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        rules: str | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _rules = d.pop("rules", UNSET)
        rules: Rules | Unset
        if isinstance(_rules,  Unset):
            rules = UNSET
        else:
            rules = Rules(_rules)




        ghost_race_request = cls(
            rules=rules,
        )

        return ghost_race_request


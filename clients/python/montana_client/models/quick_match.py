from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rules import Rules
from ..types import UNSET, Unset






T = TypeVar("T", bound="QuickMatch")



@_attrs_define
class QuickMatch:
    """ 
        Attributes:
            rules (Rules | Unset): A rules profile of rules-v1.md.
            abandon_current (bool | Unset): a ranked game you have in play ends as abandoned (a loss) when the race starts
                Default: False.
     """

    rules: Rules | Unset = UNSET
    abandon_current: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        rules: str | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.value


        abandon_current = self.abandon_current


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if rules is not UNSET:
            field_dict["rules"] = rules
        if abandon_current is not UNSET:
            field_dict["abandon_current"] = abandon_current

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




        abandon_current = d.pop("abandon_current", UNSET)

        quick_match = cls(
            rules=rules,
            abandon_current=abandon_current,
        )

        return quick_match


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="StartOptions")



@_attrs_define
class StartOptions:
    """ 
        Attributes:
            abandon_current (bool | Unset): end the ranked game in play as a loss (abandoned) and start this one Default:
                False.
     """

    abandon_current: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        abandon_current = self.abandon_current


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if abandon_current is not UNSET:
            field_dict["abandon_current"] = abandon_current

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        abandon_current = d.pop("abandon_current", UNSET)

        start_options = cls(
            abandon_current=abandon_current,
        )

        return start_options


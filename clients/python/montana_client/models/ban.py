from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Ban")



@_attrs_define
class Ban:
    """ 
        Attributes:
            reason (str): why: kept with the decision, for ever
            banned (bool):
     """

    reason: str
    banned: bool





    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        banned = self.banned


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reason": reason,
            "banned": banned,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        banned = d.pop("banned")

        ban = cls(
            reason=reason,
            banned=banned,
        )

        return ban


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.follow_status import FollowStatus






T = TypeVar("T", bound="FollowAnswer")



@_attrs_define
class FollowAnswer:
    """ 
        Attributes:
            status (FollowStatus): A follow as its two players see it: ``requested`` (asked, not yet let in), ``accepted``
                (in force: the
                follower sees the followed on their friends' boards), ``ignored`` (left unanswered on purpose; the follower
                still sees it as requested).
     """

    status: FollowStatus





    def to_dict(self) -> dict[str, Any]:
        status = self.status.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = FollowStatus(d.pop("status"))




        follow_answer = cls(
            status=status,
        )

        return follow_answer


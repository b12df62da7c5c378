from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.follow_status import FollowStatus
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.someone import Someone





T = TypeVar("T", bound="Follow")



@_attrs_define
class Follow:
    """ 
        Attributes:
            player (Someone): A player as others see them.
            status (FollowStatus): A follow as its two players see it: ``requested`` (asked, not yet let in), ``accepted``
                (in force: the
                follower sees the followed on their friends' boards), ``ignored`` (left unanswered on purpose; the follower
                still sees it as requested).
            since (datetime.datetime): when the follow was asked
     """

    player: Someone
    status: FollowStatus
    since: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.someone import Someone # noqa: PLC0415
        player = self.player.to_dict()

        status = self.status.value

        since = self.since.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "player": player,
            "status": status,
            "since": since,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.someone import Someone # noqa: PLC0415
        d = dict(src_dict)
        player = Someone.from_dict(d.pop("player"))




        status = FollowStatus(d.pop("status"))




        since = datetime.datetime.fromisoformat(d.pop("since"))




        follow = cls(
            player=player,
            status=status,
            since=since,
        )


        follow.additional_properties = d
        return follow

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

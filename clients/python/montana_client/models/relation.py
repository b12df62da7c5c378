from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.follow_status import FollowStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.someone import Someone





T = TypeVar("T", bound="Relation")



@_attrs_define
class Relation:
    """ What is between you and another player.

        Attributes:
            player (Someone): A player as others see them.
            following (FollowStatus | None): your follow of them (requested or accepted), if any
            follower (FollowStatus | None): their follow of you (requested, accepted, ignored), if any
            blocked (bool): whether you block them
     """

    player: Someone
    following: FollowStatus | None
    follower: FollowStatus | None
    blocked: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.someone import Someone # noqa: PLC0415
        player = self.player.to_dict()

        following: None | str
        if isinstance(self.following, FollowStatus):
            following = self.following.value
        else:
            following = self.following

        follower: None | str
        if isinstance(self.follower, FollowStatus):
            follower = self.follower.value
        else:
            follower = self.follower

        blocked = self.blocked


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "player": player,
            "following": following,
            "follower": follower,
            "blocked": blocked,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.someone import Someone # noqa: PLC0415
        d = dict(src_dict)
        player = Someone.from_dict(d.pop("player"))




        def _parse_following(data: object) -> FollowStatus | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                following_type_0 = FollowStatus(data)



                return following_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FollowStatus | None, data)

        following = _parse_following(d.pop("following"))


        def _parse_follower(data: object) -> FollowStatus | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                follower_type_0 = FollowStatus(data)



                return follower_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FollowStatus | None, data)

        follower = _parse_follower(d.pop("follower"))


        blocked = d.pop("blocked")

        relation = cls(
            player=player,
            following=following,
            follower=follower,
            blocked=blocked,
        )


        relation.additional_properties = d
        return relation

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="MeOut")



@_attrs_define
class MeOut:
    """ 
        Attributes:
            id (str):
            username (None | str): null while the player is a guest (and for an account of passkeys only)
            guest (bool): no account yet: neither a username nor a passkey
            bot (bool): a program: its games rank on the bots' boards only
            moderator (bool):
            banned (None | str): why this player may not appear on the leaderboards, if so
            created_at (datetime.datetime):
            display_name (None | str):
            title (None | str):
     """

    id: str
    username: None | str
    guest: bool
    bot: bool
    moderator: bool
    banned: None | str
    created_at: datetime.datetime
    display_name: None | str
    title: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        username: None | str
        username = self.username

        guest = self.guest

        bot = self.bot

        moderator = self.moderator

        banned: None | str
        banned = self.banned

        created_at = self.created_at.isoformat()

        display_name: None | str
        display_name = self.display_name

        title: None | str
        title = self.title


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "username": username,
            "guest": guest,
            "bot": bot,
            "moderator": moderator,
            "banned": banned,
            "created_at": created_at,
            "display_name": display_name,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_username(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        username = _parse_username(d.pop("username"))


        guest = d.pop("guest")

        bot = d.pop("bot")

        moderator = d.pop("moderator")

        def _parse_banned(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        banned = _parse_banned(d.pop("banned"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_display_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        display_name = _parse_display_name(d.pop("display_name"))


        def _parse_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        title = _parse_title(d.pop("title"))


        me_out = cls(
            id=id,
            username=username,
            guest=guest,
            bot=bot,
            moderator=moderator,
            banned=banned,
            created_at=created_at,
            display_name=display_name,
            title=title,
        )


        me_out.additional_properties = d
        return me_out

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

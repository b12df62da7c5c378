from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="NewAccount")



@_attrs_define
class NewAccount:
    """ 
        Attributes:
            username (str):
            password (str):
            bot (bool | Unset): declare the player a program (it cannot be undeclared here) Default: False.
     """

    username: str
    password: str
    bot: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        username = self.username

        password = self.password

        bot = self.bot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "username": username,
            "password": password,
        })
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        username = d.pop("username")

        password = d.pop("password")

        bot = d.pop("bot", UNSET)

        new_account = cls(
            username=username,
            password=password,
            bot=bot,
        )

        return new_account


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="NewPlayer")



@_attrs_define
class NewPlayer:
    """ 
        Attributes:
            bot (bool | Unset): this player is a program: welcome, its games rank on the bots' boards Default: False.
     """

    bot: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        bot = self.bot


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = d.pop("bot", UNSET)

        new_player = cls(
            bot=bot,
        )

        return new_player


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BotMark")



@_attrs_define
class BotMark:
    """ 
        Attributes:
            reason (str): why: kept with the decision, for ever
            bot (bool):
     """

    reason: str
    bot: bool





    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        bot = self.bot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reason": reason,
            "bot": bot,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        bot = d.pop("bot")

        bot_mark = cls(
            reason=reason,
            bot=bot,
        )

        return bot_mark


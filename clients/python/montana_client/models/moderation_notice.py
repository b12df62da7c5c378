from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.moderation_action import ModerationAction
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="ModerationNotice")



@_attrs_define
class ModerationNotice:
    """ A moderator decided about you (a ban, a bot mark, or one of your held games cleared or rejected); a ban says
    why, as your page does.

        Attributes:
            action (ModerationAction):
            game_id (None | str):
            reason (None | str):
            at (datetime.datetime):
            type_ (Literal['moderation'] | Unset):  Default: 'moderation'.
     """

    action: ModerationAction
    game_id: None | str
    reason: None | str
    at: datetime.datetime
    type_: Literal['moderation'] | Unset = 'moderation'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        game_id: None | str
        game_id = self.game_id

        reason: None | str
        reason = self.reason

        at = self.at.isoformat()

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action": action,
            "game_id": game_id,
            "reason": reason,
            "at": at,
        })
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = ModerationAction(d.pop("action"))




        def _parse_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game_id = _parse_game_id(d.pop("game_id"))


        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))


        at = datetime.datetime.fromisoformat(d.pop("at"))




        type_ = cast(Literal['moderation'] | Unset , d.pop("type", UNSET))
        if type_ != 'moderation'and not isinstance(type_, Unset):
            raise ValueError(f"type must match const 'moderation', got '{type_}'")

        moderation_notice = cls(
            action=action,
            game_id=game_id,
            reason=reason,
            at=at,
            type_=type_,
        )


        moderation_notice.additional_properties = d
        return moderation_notice

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.moderation_action import ModerationAction
from typing import cast
import datetime






T = TypeVar("T", bound="DecisionOut")



@_attrs_define
class DecisionOut:
    """ 
        Attributes:
            id (int):
            moderator_id (str):
            action (ModerationAction):
            player_id (str):
            game_id (None | str):
            reason (str):
            created_at (datetime.datetime):
     """

    id: int
    moderator_id: str
    action: ModerationAction
    player_id: str
    game_id: None | str
    reason: str
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        moderator_id = self.moderator_id

        action = self.action.value

        player_id = self.player_id

        game_id: None | str
        game_id = self.game_id

        reason = self.reason

        created_at = self.created_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "moderator_id": moderator_id,
            "action": action,
            "player_id": player_id,
            "game_id": game_id,
            "reason": reason,
            "created_at": created_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        moderator_id = d.pop("moderator_id")

        action = ModerationAction(d.pop("action"))




        player_id = d.pop("player_id")

        def _parse_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game_id = _parse_game_id(d.pop("game_id"))


        reason = d.pop("reason")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        decision_out = cls(
            id=id,
            moderator_id=moderator_id,
            action=action,
            player_id=player_id,
            game_id=game_id,
            reason=reason,
            created_at=created_at,
        )


        decision_out.additional_properties = d
        return decision_out

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

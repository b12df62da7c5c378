from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_kind import GameKind
from ..models.rules import Rules
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="GameStarted")



@_attrs_define
class GameStarted:
    """ A game of yours started, on this device or another (``event: game-started``).

        Attributes:
            game_id (str):
            rules (Rules): A rules profile of rules-v1.md.
            kind (GameKind): Where a game's deal came from.
            ranked (bool):
            at (datetime.datetime):
            type_ (Literal['game-started'] | Unset):  Default: 'game-started'.
     """

    game_id: str
    rules: Rules
    kind: GameKind
    ranked: bool
    at: datetime.datetime
    type_: Literal['game-started'] | Unset = 'game-started'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        rules = self.rules.value

        kind = self.kind.value

        ranked = self.ranked

        at = self.at.isoformat()

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game_id": game_id,
            "rules": rules,
            "kind": kind,
            "ranked": ranked,
            "at": at,
        })
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        rules = Rules(d.pop("rules"))




        kind = GameKind(d.pop("kind"))




        ranked = d.pop("ranked")

        at = datetime.datetime.fromisoformat(d.pop("at"))




        type_ = cast(Literal['game-started'] | Unset , d.pop("type", UNSET))
        if type_ != 'game-started'and not isinstance(type_, Unset):
            raise ValueError(f"type must match const 'game-started', got '{type_}'")

        game_started = cls(
            game_id=game_id,
            rules=rules,
            kind=kind,
            ranked=ranked,
            at=at,
            type_=type_,
        )


        game_started.additional_properties = d
        return game_started

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

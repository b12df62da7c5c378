from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rules import Rules
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
import datetime

if TYPE_CHECKING:
  from ..models.someone import Someone





T = TypeVar("T", bound="Challenged")



@_attrs_define
class Challenged:
    """ ``player`` challenges you to a secret deal of ``rules``: play it by ``ends_at`` at
    /api/v1/challenges/{challenge_id} (or decline it there).

        Attributes:
            challenge_id (str):
            player (Someone): A player as others see them.
            rules (Rules): A rules profile of rules-v1.md.
            ends_at (datetime.datetime):
            at (datetime.datetime):
            type_ (Literal['challenged'] | Unset):  Default: 'challenged'.
     """

    challenge_id: str
    player: Someone
    rules: Rules
    ends_at: datetime.datetime
    at: datetime.datetime
    type_: Literal['challenged'] | Unset = 'challenged'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.someone import Someone # noqa: PLC0415
        challenge_id = self.challenge_id

        player = self.player.to_dict()

        rules = self.rules.value

        ends_at = self.ends_at.isoformat()

        at = self.at.isoformat()

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "challenge_id": challenge_id,
            "player": player,
            "rules": rules,
            "ends_at": ends_at,
            "at": at,
        })
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.someone import Someone # noqa: PLC0415
        d = dict(src_dict)
        challenge_id = d.pop("challenge_id")

        player = Someone.from_dict(d.pop("player"))




        rules = Rules(d.pop("rules"))




        ends_at = datetime.datetime.fromisoformat(d.pop("ends_at"))




        at = datetime.datetime.fromisoformat(d.pop("at"))




        type_ = cast(Literal['challenged'] | Unset , d.pop("type", UNSET))
        if type_ != 'challenged'and not isinstance(type_, Unset):
            raise ValueError(f"type must match const 'challenged', got '{type_}'")

        challenged = cls(
            challenge_id=challenge_id,
            player=player,
            rules=rules,
            ends_at=ends_at,
            at=at,
            type_=type_,
        )


        challenged.additional_properties = d
        return challenged

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

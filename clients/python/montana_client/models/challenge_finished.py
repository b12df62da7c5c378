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






T = TypeVar("T", bound="ChallengeFinished")



@_attrs_define
class ChallengeFinished:
    """ A challenge of yours is placed (everyone played, declined, or its time was up): your ``place`` (null when
    you did not play it) of ``players``; its seed and every replay are public now.

        Attributes:
            challenge_id (str):
            rules (Rules): A rules profile of rules-v1.md.
            place (int | None):
            players (int):
            at (datetime.datetime):
            type_ (Literal['challenge-finished'] | Unset):  Default: 'challenge-finished'.
     """

    challenge_id: str
    rules: Rules
    place: int | None
    players: int
    at: datetime.datetime
    type_: Literal['challenge-finished'] | Unset = 'challenge-finished'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        challenge_id = self.challenge_id

        rules = self.rules.value

        place: int | None
        place = self.place

        players = self.players

        at = self.at.isoformat()

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "challenge_id": challenge_id,
            "rules": rules,
            "place": place,
            "players": players,
            "at": at,
        })
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        challenge_id = d.pop("challenge_id")

        rules = Rules(d.pop("rules"))




        def _parse_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        place = _parse_place(d.pop("place"))


        players = d.pop("players")

        at = datetime.datetime.fromisoformat(d.pop("at"))




        type_ = cast(Literal['challenge-finished'] | Unset , d.pop("type", UNSET))
        if type_ != 'challenge-finished'and not isinstance(type_, Unset):
            raise ValueError(f"type must match const 'challenge-finished', got '{type_}'")

        challenge_finished = cls(
            challenge_id=challenge_id,
            rules=rules,
            place=place,
            players=players,
            at=at,
            type_=type_,
        )


        challenge_finished.additional_properties = d
        return challenge_finished

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

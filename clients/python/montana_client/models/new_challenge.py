from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rules import Rules
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="NewChallenge")



@_attrs_define
class NewChallenge:
    """ 
        Attributes:
            rules (None | Rules | Unset): the profile (classic by default; a rematch: the race's)
            players (list[Any] | Unset): the ids of 1 to 8 players to challenge: each lets you follow them or follows you (a
                rematch may leave it empty: everyone of the race)
            hours (float | None | Unset): how long everyone has to play it (48 by default; at most 14 days)
            rematch_of (None | str | Unset): a finished race you raced in: its people are challenged
     """

    rules: None | Rules | Unset = UNSET
    players: list[Any] | Unset = UNSET
    hours: float | None | Unset = UNSET
    rematch_of: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        rules: None | str | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, Rules):
            rules = self.rules.value
        else:
            rules = self.rules

        players: list[Any] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players



        hours: float | None | Unset
        if isinstance(self.hours, Unset):
            hours = UNSET
        else:
            hours = self.hours

        rematch_of: None | str | Unset
        if isinstance(self.rematch_of, Unset):
            rematch_of = UNSET
        else:
            rematch_of = self.rematch_of


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if rules is not UNSET:
            field_dict["rules"] = rules
        if players is not UNSET:
            field_dict["players"] = players
        if hours is not UNSET:
            field_dict["hours"] = hours
        if rematch_of is not UNSET:
            field_dict["rematch_of"] = rematch_of

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_rules(data: object) -> None | Rules | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rules_type_0 = Rules(data)



                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Rules | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))


        players = cast(list[Any], d.pop("players", UNSET))


        def _parse_hours(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        hours = _parse_hours(d.pop("hours", UNSET))


        def _parse_rematch_of(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of", UNSET))


        new_challenge = cls(
            rules=rules,
            players=players,
            hours=hours,
            rematch_of=rematch_of,
        )

        return new_challenge


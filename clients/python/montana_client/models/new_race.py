from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.race_visibility import RaceVisibility
from ..models.rules import Rules
from ..types import UNSET, Unset






T = TypeVar("T", bound="NewRace")



@_attrs_define
class NewRace:
    """ 
        Attributes:
            rules (Rules | Unset): A rules profile of rules-v1.md.
            seats (int | Unset): 2 to 8 racers Default: 4.
            visibility (RaceVisibility | Unset): ``public`` races are listed and always rated; ``private`` ones are joined
                by code and rated if asked.
            rated (bool | Unset): a private race updates its racers' ratings only if asked Default: False.
            allow_bots (bool | Unset): bots may take seats (the race is then unrated) Default: False.
            abandon_current (bool | Unset): a ranked game you have in play ends as abandoned (a loss) when the race starts
                Default: False.
     """

    rules: Rules | Unset = UNSET
    seats: int | Unset = 4
    visibility: RaceVisibility | Unset = UNSET
    rated: bool | Unset = False
    allow_bots: bool | Unset = False
    abandon_current: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        rules: str | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.value


        seats = self.seats

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value


        rated = self.rated

        allow_bots = self.allow_bots

        abandon_current = self.abandon_current


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if rules is not UNSET:
            field_dict["rules"] = rules
        if seats is not UNSET:
            field_dict["seats"] = seats
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if rated is not UNSET:
            field_dict["rated"] = rated
        if allow_bots is not UNSET:
            field_dict["allow_bots"] = allow_bots
        if abandon_current is not UNSET:
            field_dict["abandon_current"] = abandon_current

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _rules = d.pop("rules", UNSET)
        rules: Rules | Unset
        if isinstance(_rules,  Unset):
            rules = UNSET
        else:
            rules = Rules(_rules)




        seats = d.pop("seats", UNSET)

        _visibility = d.pop("visibility", UNSET)
        visibility: RaceVisibility | Unset
        if isinstance(_visibility,  Unset):
            visibility = UNSET
        else:
            visibility = RaceVisibility(_visibility)




        rated = d.pop("rated", UNSET)

        allow_bots = d.pop("allow_bots", UNSET)

        abandon_current = d.pop("abandon_current", UNSET)

        new_race = cls(
            rules=rules,
            seats=seats,
            visibility=visibility,
            rated=rated,
            allow_bots=allow_bots,
            abandon_current=abandon_current,
        )

        return new_race


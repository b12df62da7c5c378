from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RaceConflictProblem")



@_attrs_define
class RaceConflictProblem:
    """ A seat refused: the race is full or started, you sit in another race (``race_id``), or a ranked game of yours
    is in play (``game_id``: finish it, or send ``abandon_current``).

        Attributes:
            type_ (str): stable: what went wrong, for programs
            title (str):
            status (int):
            detail (str): what to do, for people
            race_id (None | str | Unset): in-another-race: the race you hold a seat in
            game_id (None | str | Unset): ranked-game-in-play: the ranked game in play
     """

    type_: str
    title: str
    status: int
    detail: str
    race_id: None | str | Unset = UNSET
    game_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        race_id: None | str | Unset
        if isinstance(self.race_id, Unset):
            race_id = UNSET
        else:
            race_id = self.race_id

        game_id: None | str | Unset
        if isinstance(self.game_id, Unset):
            game_id = UNSET
        else:
            game_id = self.game_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "title": title,
            "status": status,
            "detail": detail,
        })
        if race_id is not UNSET:
            field_dict["race_id"] = race_id
        if game_id is not UNSET:
            field_dict["game_id"] = game_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        def _parse_race_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        race_id = _parse_race_id(d.pop("race_id", UNSET))


        def _parse_game_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        game_id = _parse_game_id(d.pop("game_id", UNSET))


        race_conflict_problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            race_id=race_id,
            game_id=game_id,
        )


        race_conflict_problem.additional_properties = d
        return race_conflict_problem

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

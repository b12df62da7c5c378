from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RankedGameInPlayProblem")



@_attrs_define
class RankedGameInPlayProblem:
    """ 
        Attributes:
            type_ (str): stable: what went wrong, for programs
            title (str):
            status (int):
            detail (str): what to do, for people
            game_id (str): the ranked game in play: finish it, or start again with abandon_current
     """

    type_: str
    title: str
    status: int
    detail: str
    game_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        game_id = self.game_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "title": title,
            "status": status,
            "detail": detail,
            "game_id": game_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        game_id = d.pop("game_id")

        ranked_game_in_play_problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            game_id=game_id,
        )


        ranked_game_in_play_problem.additional_properties = d
        return ranked_game_in_play_problem

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

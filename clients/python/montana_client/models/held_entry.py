from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.figure import Figure





T = TypeVar("T", bound="HeldEntry")



@_attrs_define
class HeldEntry:
    """ 
        Attributes:
            would_rank (int): the rank it would take if a moderator clears it
            figure (Figure): A finished game's figures: speed boards rank by elapsed_ms then moves, score boards by score.
            game_id (str):
            finished_at (datetime.datetime):
     """

    would_rank: int
    figure: Figure
    game_id: str
    finished_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.figure import Figure # noqa: PLC0415
        would_rank = self.would_rank

        figure = self.figure.to_dict()

        game_id = self.game_id

        finished_at = self.finished_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "would_rank": would_rank,
            "figure": figure,
            "game_id": game_id,
            "finished_at": finished_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.figure import Figure # noqa: PLC0415
        d = dict(src_dict)
        would_rank = d.pop("would_rank")

        figure = Figure.from_dict(d.pop("figure"))




        game_id = d.pop("game_id")

        finished_at = datetime.datetime.fromisoformat(d.pop("finished_at"))




        held_entry = cls(
            would_rank=would_rank,
            figure=figure,
            game_id=game_id,
            finished_at=finished_at,
        )


        held_entry.additional_properties = d
        return held_entry

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ghost_result import GhostResult
  from ..models.ghost_step import GhostStep





T = TypeVar("T", bound="GhostOut")



@_attrs_define
class GhostOut:
    """ Your own finished game, raced again: its progress through its actions, by its clock (at most 100 steps,
    spread evenly over a longer game, its end included).

        Attributes:
            game_id (str):
            timeline (list[GhostStep]):
            result (GhostResult):
            place (int | None):
     """

    game_id: str
    timeline: list[GhostStep]
    result: GhostResult
    place: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ghost_result import GhostResult # noqa: PLC0415
        from ..models.ghost_step import GhostStep # noqa: PLC0415
        game_id = self.game_id

        timeline = []
        for timeline_item_data in self.timeline:
            timeline_item = timeline_item_data.to_dict()
            timeline.append(timeline_item)



        result = self.result.to_dict()

        place: int | None
        place = self.place


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game_id": game_id,
            "timeline": timeline,
            "result": result,
            "place": place,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ghost_result import GhostResult # noqa: PLC0415
        from ..models.ghost_step import GhostStep # noqa: PLC0415
        d = dict(src_dict)
        game_id = d.pop("game_id")

        timeline = []
        _timeline = d.pop("timeline")
        for timeline_item_data in (_timeline):
            timeline_item = GhostStep.from_dict(timeline_item_data)



            timeline.append(timeline_item)


        result = GhostResult.from_dict(d.pop("result"))




        def _parse_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        place = _parse_place(d.pop("place"))


        ghost_out = cls(
            game_id=game_id,
            timeline=timeline,
            result=result,
            place=place,
        )


        ghost_out.additional_properties = d
        return ghost_out

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

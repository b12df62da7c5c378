from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rules import Rules
from typing import cast

if TYPE_CHECKING:
  from ..models.replay_step import ReplayStep





T = TypeVar("T", bound="ReplaySteps")



@_attrs_define
class ReplaySteps:
    """ 
        Attributes:
            game_id (str):
            rules (Rules): A rules profile of rules-v1.md.
            steps (list[ReplayStep]):
     """

    game_id: str
    rules: Rules
    steps: list[ReplayStep]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.replay_step import ReplayStep # noqa: PLC0415
        game_id = self.game_id

        rules = self.rules.value

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game_id": game_id,
            "rules": rules,
            "steps": steps,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.replay_step import ReplayStep # noqa: PLC0415
        d = dict(src_dict)
        game_id = d.pop("game_id")

        rules = Rules(d.pop("rules"))




        steps = []
        _steps = d.pop("steps")
        for steps_item_data in (_steps):
            steps_item = ReplayStep.from_dict(steps_item_data)



            steps.append(steps_item)


        replay_steps = cls(
            game_id=game_id,
            rules=rules,
            steps=steps,
        )


        replay_steps.additional_properties = d
        return replay_steps

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

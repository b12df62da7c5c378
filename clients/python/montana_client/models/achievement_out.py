from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.achievement_code import AchievementCode
from typing import cast
import datetime






T = TypeVar("T", bound="AchievementOut")



@_attrs_define
class AchievementOut:
    """ 
        Attributes:
            code (AchievementCode): A named achievement, earned once (see GET /achievements for its name and how it is
                earned).
            name (str):
            how_to_earn (str): in English words (a client words the code itself)
            earned_at (datetime.datetime | None): when you earned it; null if you have not yet
            game_id (None | str): the game that earned it (its replay shows how)
     """

    code: AchievementCode
    name: str
    how_to_earn: str
    earned_at: datetime.datetime | None
    game_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        name = self.name

        how_to_earn = self.how_to_earn

        earned_at: None | str
        if isinstance(self.earned_at, datetime.datetime):
            earned_at = self.earned_at.isoformat()
        else:
            earned_at = self.earned_at

        game_id: None | str
        game_id = self.game_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "name": name,
            "how_to_earn": how_to_earn,
            "earned_at": earned_at,
            "game_id": game_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = AchievementCode(d.pop("code"))




        name = d.pop("name")

        how_to_earn = d.pop("how_to_earn")

        def _parse_earned_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                earned_at_type_0 = datetime.datetime.fromisoformat(data)



                return earned_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        earned_at = _parse_earned_at(d.pop("earned_at"))


        def _parse_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game_id = _parse_game_id(d.pop("game_id"))


        achievement_out = cls(
            code=code,
            name=name,
            how_to_earn=how_to_earn,
            earned_at=earned_at,
            game_id=game_id,
        )


        achievement_out.additional_properties = d
        return achievement_out

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
import datetime

if TYPE_CHECKING:
  from ..models.someone import Someone





T = TypeVar("T", bound="Followed")



@_attrs_define
class Followed:
    """ ``player`` follows you now: they opened your invite link, or follow you back.

        Attributes:
            player (Someone): A player as others see them.
            at (datetime.datetime):
            type_ (Literal['followed'] | Unset):  Default: 'followed'.
     """

    player: Someone
    at: datetime.datetime
    type_: Literal['followed'] | Unset = 'followed'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.someone import Someone # noqa: PLC0415
        player = self.player.to_dict()

        at = self.at.isoformat()

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "player": player,
            "at": at,
        })
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.someone import Someone # noqa: PLC0415
        d = dict(src_dict)
        player = Someone.from_dict(d.pop("player"))




        at = datetime.datetime.fromisoformat(d.pop("at"))




        type_ = cast(Literal['followed'] | Unset , d.pop("type", UNSET))
        if type_ != 'followed'and not isinstance(type_, Unset):
            raise ValueError(f"type must match const 'followed', got '{type_}'")

        followed = cls(
            player=player,
            at=at,
            type_=type_,
        )


        followed.additional_properties = d
        return followed

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="MoveAction")



@_attrs_define
class MoveAction:
    """ 
        Attributes:
            type_ (Literal['move']):
            card (str): rank then suit, e.g. 8D or TC
            to (list[int]): [row, col], 0-based
            t (int): milliseconds since the game started, by the server's clock
     """

    type_: Literal['move']
    card: str
    to: list[int]
    t: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        to = self.to



        t = self.t


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "card": card,
            "to": to,
            "t": t,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['move'] , d.pop("type"))
        if type_ != 'move':
            raise ValueError(f"type must match const 'move', got '{type_}'")

        card = d.pop("card")

        to = cast(list[int], d.pop("to"))


        t = d.pop("t")

        move_action = cls(
            type_=type_,
            card=card,
            to=to,
            t=t,
        )


        move_action.additional_properties = d
        return move_action

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

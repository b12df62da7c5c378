from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="MoveRequest")



@_attrs_define
class MoveRequest:
    """ 
        Attributes:
            type_ (Literal['move']):
            card (None | str | Unset): may be left out when the gap accepts one card
            to (list[int] | None | Unset): may be left out when the card fits one gap
     """

    type_: Literal['move']
    card: None | str | Unset = UNSET
    to: list[int] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        else:
            card = self.card

        to: list[int] | None | Unset
        if isinstance(self.to, Unset):
            to = UNSET
        elif isinstance(self.to, list):
            to = self.to


        else:
            to = self.to


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if card is not UNSET:
            field_dict["card"] = card
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['move'] , d.pop("type"))
        if type_ != 'move':
            raise ValueError(f"type must match const 'move', got '{type_}'")

        def _parse_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))


        def _parse_to(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                to_type_0 = cast(list[int], data)

                return to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        to = _parse_to(d.pop("to", UNSET))


        move_request = cls(
            type_=type_,
            card=card,
            to=to,
        )

        return move_request


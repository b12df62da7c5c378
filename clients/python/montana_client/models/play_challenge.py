from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PlayChallenge")



@_attrs_define
class PlayChallenge:
    """ 
        Attributes:
            abandon_current (bool | Unset): a ranked game you have in play ends as abandoned (a loss) as this one is dealt
                Default: False.
     """

    abandon_current: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        abandon_current = self.abandon_current


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if abandon_current is not UNSET:
            field_dict["abandon_current"] = abandon_current

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        abandon_current = d.pop("abandon_current", UNSET)

        play_challenge = cls(
            abandon_current=abandon_current,
        )

        return play_challenge


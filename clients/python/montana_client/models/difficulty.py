from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.deal_verdict import DealVerdict
from typing import cast






T = TypeVar("T", bound="Difficulty")



@_attrs_define
class Difficulty:
    """ How hard the game's first deal is, as the worker's solver rated it after the game.

        Attributes:
            verdict (DealVerdict): A first deal as the solver found it: winnable without a redeal, proved unwinnable without
                one, or not
                decided within its budget.
            par (int | None): when winnable: the moves of the shortest winning line the solver found
            text (str): the same in words, e.g. 'par 74 moves'
     """

    verdict: DealVerdict
    par: int | None
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        verdict = self.verdict.value

        par: int | None
        par = self.par

        text = self.text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "verdict": verdict,
            "par": par,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        verdict = DealVerdict(d.pop("verdict"))




        def _parse_par(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        par = _parse_par(d.pop("par"))


        text = d.pop("text")

        difficulty = cls(
            verdict=verdict,
            par=par,
            text=text,
        )


        difficulty.additional_properties = d
        return difficulty

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

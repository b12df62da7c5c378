from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PlayFacts")



@_attrs_define
class PlayFacts:
    """ What the server's own clock (and, for a won game, the solver) says of how a game was played.

        Attributes:
            actions (int):
            median_think_ms (int | None): median time between actions
            fastest_window_rate (float | None): actions a second over the fastest window of actions
            solver_agreement (float | None | Unset): share of real choices (3+ legal moves) where the move was the solver's
                first
            agreement_choices (int | None | Unset): real choices the agreement was measured on
     """

    actions: int
    median_think_ms: int | None
    fastest_window_rate: float | None
    solver_agreement: float | None | Unset = UNSET
    agreement_choices: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actions = self.actions

        median_think_ms: int | None
        median_think_ms = self.median_think_ms

        fastest_window_rate: float | None
        fastest_window_rate = self.fastest_window_rate

        solver_agreement: float | None | Unset
        if isinstance(self.solver_agreement, Unset):
            solver_agreement = UNSET
        else:
            solver_agreement = self.solver_agreement

        agreement_choices: int | None | Unset
        if isinstance(self.agreement_choices, Unset):
            agreement_choices = UNSET
        else:
            agreement_choices = self.agreement_choices


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actions": actions,
            "median_think_ms": median_think_ms,
            "fastest_window_rate": fastest_window_rate,
        })
        if solver_agreement is not UNSET:
            field_dict["solver_agreement"] = solver_agreement
        if agreement_choices is not UNSET:
            field_dict["agreement_choices"] = agreement_choices

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        actions = d.pop("actions")

        def _parse_median_think_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        median_think_ms = _parse_median_think_ms(d.pop("median_think_ms"))


        def _parse_fastest_window_rate(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        fastest_window_rate = _parse_fastest_window_rate(d.pop("fastest_window_rate"))


        def _parse_solver_agreement(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        solver_agreement = _parse_solver_agreement(d.pop("solver_agreement", UNSET))


        def _parse_agreement_choices(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        agreement_choices = _parse_agreement_choices(d.pop("agreement_choices", UNSET))


        play_facts = cls(
            actions=actions,
            median_think_ms=median_think_ms,
            fastest_window_rate=fastest_window_rate,
            solver_agreement=solver_agreement,
            agreement_choices=agreement_choices,
        )


        play_facts.additional_properties = d
        return play_facts

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

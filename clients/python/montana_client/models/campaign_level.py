from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badge import Badge
from ..models.rules import Rules
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CampaignLevel")



@_attrs_define
class CampaignLevel:
    """ 
        Attributes:
            level (int):
            rules (Rules): A rules profile of rules-v1.md.
            commitment (None | str): null until the worker has chosen and proved the level's deal
            proven_winnable (bool): the solver proved this deal winnable without a redeal
            best_badge (Badge | None):
            attempts (int):
            par_moves (int | None | Unset): when proven winnable: the moves of the shortest winning line the solver found
     """

    level: int
    rules: Rules
    commitment: None | str
    proven_winnable: bool
    best_badge: Badge | None
    attempts: int
    par_moves: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        level = self.level

        rules = self.rules.value

        commitment: None | str
        commitment = self.commitment

        proven_winnable = self.proven_winnable

        best_badge: None | str
        if isinstance(self.best_badge, Badge):
            best_badge = self.best_badge.value
        else:
            best_badge = self.best_badge

        attempts = self.attempts

        par_moves: int | None | Unset
        if isinstance(self.par_moves, Unset):
            par_moves = UNSET
        else:
            par_moves = self.par_moves


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "level": level,
            "rules": rules,
            "commitment": commitment,
            "proven_winnable": proven_winnable,
            "best_badge": best_badge,
            "attempts": attempts,
        })
        if par_moves is not UNSET:
            field_dict["par_moves"] = par_moves

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = d.pop("level")

        rules = Rules(d.pop("rules"))




        def _parse_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        commitment = _parse_commitment(d.pop("commitment"))


        proven_winnable = d.pop("proven_winnable")

        def _parse_best_badge(data: object) -> Badge | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                best_badge_type_0 = Badge(data)



                return best_badge_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Badge | None, data)

        best_badge = _parse_best_badge(d.pop("best_badge"))


        attempts = d.pop("attempts")

        def _parse_par_moves(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        par_moves = _parse_par_moves(d.pop("par_moves", UNSET))


        campaign_level = cls(
            level=level,
            rules=rules,
            commitment=commitment,
            proven_winnable=proven_winnable,
            best_badge=best_badge,
            attempts=attempts,
            par_moves=par_moves,
        )


        campaign_level.additional_properties = d
        return campaign_level

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

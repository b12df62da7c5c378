from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rules import Rules
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="NewGame")



@_attrs_define
class NewGame:
    """ 
        Attributes:
            rules (Rules | Unset): A rules profile of rules-v1.md.
            seed (None | str | Unset): a practice deal: the game is unranked and its seed is public from the start (any text
                without control characters)
            winnable (bool | Unset): a ranked classic@1 deal the solver proved winnable without a redeal; its par is shown
                after. Such deals are shared among all players (a few a day each) and rank on no leaderboard Default: False.
            lesson (bool | Unset): with `seed`: a practice game played as a lesson (a tutorial's), of kind `lesson`, that
                stays off your public list of games Default: False.
            abandon_current (bool | Unset): ranked games are played one at a time: end the one in play as a loss (abandoned)
                and start this one; without it, a ranked game in play answers 409 with its id Default: False.
     """

    rules: Rules | Unset = UNSET
    seed: None | str | Unset = UNSET
    winnable: bool | Unset = False
    lesson: bool | Unset = False
    abandon_current: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        rules: str | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.value


        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        winnable = self.winnable

        lesson = self.lesson

        abandon_current = self.abandon_current


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if rules is not UNSET:
            field_dict["rules"] = rules
        if seed is not UNSET:
            field_dict["seed"] = seed
        if winnable is not UNSET:
            field_dict["winnable"] = winnable
        if lesson is not UNSET:
            field_dict["lesson"] = lesson
        if abandon_current is not UNSET:
            field_dict["abandon_current"] = abandon_current

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _rules = d.pop("rules", UNSET)
        rules: Rules | Unset
        if isinstance(_rules,  Unset):
            rules = UNSET
        else:
            rules = Rules(_rules)




        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        winnable = d.pop("winnable", UNSET)

        lesson = d.pop("lesson", UNSET)

        abandon_current = d.pop("abandon_current", UNSET)

        new_game = cls(
            rules=rules,
            seed=seed,
            winnable=winnable,
            lesson=lesson,
            abandon_current=abandon_current,
        )

        return new_game


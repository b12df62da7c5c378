from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rules import Rules
from typing import cast

if TYPE_CHECKING:
  from ..models.race_player import RacePlayer





T = TypeVar("T", bound="RatingOut")



@_attrs_define
class RatingOut:
    """ 
        Attributes:
            rating (float): mu - 3 sigma: the figure shown and ranked by
            mu (float):
            sigma (float):
            races (int):
            player (RacePlayer):
            rules (Rules): A rules profile of rules-v1.md.
            rank (int | None): on the race board (people in good standing only)
     """

    rating: float
    mu: float
    sigma: float
    races: int
    player: RacePlayer
    rules: Rules
    rank: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.race_player import RacePlayer # noqa: PLC0415
        rating = self.rating

        mu = self.mu

        sigma = self.sigma

        races = self.races

        player = self.player.to_dict()

        rules = self.rules.value

        rank: int | None
        rank = self.rank


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rating": rating,
            "mu": mu,
            "sigma": sigma,
            "races": races,
            "player": player,
            "rules": rules,
            "rank": rank,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.race_player import RacePlayer # noqa: PLC0415
        d = dict(src_dict)
        rating = d.pop("rating")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        races = d.pop("races")

        player = RacePlayer.from_dict(d.pop("player"))




        rules = Rules(d.pop("rules"))




        def _parse_rank(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rank = _parse_rank(d.pop("rank"))


        rating_out = cls(
            rating=rating,
            mu=mu,
            sigma=sigma,
            races=races,
            player=player,
            rules=rules,
            rank=rank,
        )


        rating_out.additional_properties = d
        return rating_out

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

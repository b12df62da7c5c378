from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.badge_counts import BadgeCounts
  from ..models.hardest_win import HardestWin
  from ..models.public_profile_best import PublicProfileBest
  from ..models.public_profile_race_ratings import PublicProfileRaceRatings





T = TypeVar("T", bound="PublicProfile")



@_attrs_define
class PublicProfile:
    """ What anyone may see of a player: never the username, settings or games in progress.

        Attributes:
            id (str):
            name (str):
            named (bool): false when the player chose no display name (the name is then a default)
            bot (bool):
            title (None | str):
            badges (BadgeCounts):
            best (PublicProfileBest): per rules profile
            campaign_golds (int):
            card_backs (int):
            race_ratings (PublicProfileRaceRatings): per rules profile raced rated at least once
            hardest_win (HardestWin | None | Unset): the hardest deal the player won in a ranked game without hints: one
                proved unwinnable without a redeal first, then the greatest par; only deals anyone may see (no campaign level,
                no daily deal before its day ends); null until one is rated
     """

    id: str
    name: str
    named: bool
    bot: bool
    title: None | str
    badges: BadgeCounts
    best: PublicProfileBest
    campaign_golds: int
    card_backs: int
    race_ratings: PublicProfileRaceRatings
    hardest_win: HardestWin | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.badge_counts import BadgeCounts # noqa: PLC0415
        from ..models.hardest_win import HardestWin # noqa: PLC0415
        from ..models.public_profile_best import PublicProfileBest # noqa: PLC0415
        from ..models.public_profile_race_ratings import PublicProfileRaceRatings # noqa: PLC0415
        id = self.id

        name = self.name

        named = self.named

        bot = self.bot

        title: None | str
        title = self.title

        badges = self.badges.to_dict()

        best = self.best.to_dict()

        campaign_golds = self.campaign_golds

        card_backs = self.card_backs

        race_ratings = self.race_ratings.to_dict()

        hardest_win: dict[str, Any] | None | Unset
        if isinstance(self.hardest_win, Unset):
            hardest_win = UNSET
        elif isinstance(self.hardest_win, HardestWin):
            hardest_win = self.hardest_win.to_dict()
        else:
            hardest_win = self.hardest_win


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "named": named,
            "bot": bot,
            "title": title,
            "badges": badges,
            "best": best,
            "campaign_golds": campaign_golds,
            "card_backs": card_backs,
            "race_ratings": race_ratings,
        })
        if hardest_win is not UNSET:
            field_dict["hardest_win"] = hardest_win

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.badge_counts import BadgeCounts # noqa: PLC0415
        from ..models.hardest_win import HardestWin # noqa: PLC0415
        from ..models.public_profile_best import PublicProfileBest # noqa: PLC0415
        from ..models.public_profile_race_ratings import PublicProfileRaceRatings # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        named = d.pop("named")

        bot = d.pop("bot")

        def _parse_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        title = _parse_title(d.pop("title"))


        badges = BadgeCounts.from_dict(d.pop("badges"))




        best = PublicProfileBest.from_dict(d.pop("best"))




        campaign_golds = d.pop("campaign_golds")

        card_backs = d.pop("card_backs")

        race_ratings = PublicProfileRaceRatings.from_dict(d.pop("race_ratings"))




        def _parse_hardest_win(data: object) -> HardestWin | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hardest_win_type_0 = HardestWin.from_dict(data)



                return hardest_win_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HardestWin | None | Unset, data)

        hardest_win = _parse_hardest_win(d.pop("hardest_win", UNSET))


        public_profile = cls(
            id=id,
            name=name,
            named=named,
            bot=bot,
            title=title,
            badges=badges,
            best=best,
            campaign_golds=campaign_golds,
            card_backs=card_backs,
            race_ratings=race_ratings,
            hardest_win=hardest_win,
        )


        public_profile.additional_properties = d
        return public_profile

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

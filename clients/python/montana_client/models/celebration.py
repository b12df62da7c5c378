from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.achievement_code import AchievementCode
from ..models.off_boards import OffBoards
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.campaign_result import CampaignResult
  from ..models.improved_board import ImprovedBoard





T = TypeVar("T", bound="Celebration")



@_attrs_define
class Celebration:
    """ What the action that ended a ranked game earned: only in that response.

        Attributes:
            improved_boards (list[ImprovedBoard] | Unset):
            off_boards (None | str | Unset): why the game is on no leaderboard, if it is not
            off_boards_code (None | OffBoards | Unset): the same reason, as a code
            under_review (bool | Unset): held for a moderator's review: on no public board until it is cleared Default:
                False.
            unlocked_card_backs (list[str] | Unset):
            achievements (list[AchievementCode] | Unset): the achievements this game earned, if any
            title (None | str | Unset):
            campaign (CampaignResult | None | Unset):
     """

    improved_boards: list[ImprovedBoard] | Unset = UNSET
    off_boards: None | str | Unset = UNSET
    off_boards_code: None | OffBoards | Unset = UNSET
    under_review: bool | Unset = False
    unlocked_card_backs: list[str] | Unset = UNSET
    achievements: list[AchievementCode] | Unset = UNSET
    title: None | str | Unset = UNSET
    campaign: CampaignResult | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.campaign_result import CampaignResult # noqa: PLC0415
        from ..models.improved_board import ImprovedBoard # noqa: PLC0415
        improved_boards: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.improved_boards, Unset):
            improved_boards = []
            for improved_boards_item_data in self.improved_boards:
                improved_boards_item = improved_boards_item_data.to_dict()
                improved_boards.append(improved_boards_item)



        off_boards: None | str | Unset
        if isinstance(self.off_boards, Unset):
            off_boards = UNSET
        else:
            off_boards = self.off_boards

        off_boards_code: None | str | Unset
        if isinstance(self.off_boards_code, Unset):
            off_boards_code = UNSET
        elif isinstance(self.off_boards_code, OffBoards):
            off_boards_code = self.off_boards_code.value
        else:
            off_boards_code = self.off_boards_code

        under_review = self.under_review

        unlocked_card_backs: list[str] | Unset = UNSET
        if not isinstance(self.unlocked_card_backs, Unset):
            unlocked_card_backs = self.unlocked_card_backs



        achievements: list[str] | Unset = UNSET
        if not isinstance(self.achievements, Unset):
            achievements = []
            for achievements_item_data in self.achievements:
                achievements_item = achievements_item_data.value
                achievements.append(achievements_item)



        title: None | str | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        else:
            title = self.title

        campaign: dict[str, Any] | None | Unset
        if isinstance(self.campaign, Unset):
            campaign = UNSET
        elif isinstance(self.campaign, CampaignResult):
            campaign = self.campaign.to_dict()
        else:
            campaign = self.campaign


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if improved_boards is not UNSET:
            field_dict["improved_boards"] = improved_boards
        if off_boards is not UNSET:
            field_dict["off_boards"] = off_boards
        if off_boards_code is not UNSET:
            field_dict["off_boards_code"] = off_boards_code
        if under_review is not UNSET:
            field_dict["under_review"] = under_review
        if unlocked_card_backs is not UNSET:
            field_dict["unlocked_card_backs"] = unlocked_card_backs
        if achievements is not UNSET:
            field_dict["achievements"] = achievements
        if title is not UNSET:
            field_dict["title"] = title
        if campaign is not UNSET:
            field_dict["campaign"] = campaign

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.campaign_result import CampaignResult # noqa: PLC0415
        from ..models.improved_board import ImprovedBoard # noqa: PLC0415
        d = dict(src_dict)
        _improved_boards = d.pop("improved_boards", UNSET)
        improved_boards: list[ImprovedBoard] | Unset = UNSET
        if _improved_boards is not UNSET:
            improved_boards = []
            for improved_boards_item_data in _improved_boards:
                improved_boards_item = ImprovedBoard.from_dict(improved_boards_item_data)



                improved_boards.append(improved_boards_item)


        def _parse_off_boards(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        off_boards = _parse_off_boards(d.pop("off_boards", UNSET))


        def _parse_off_boards_code(data: object) -> None | OffBoards | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                off_boards_code_type_0 = OffBoards(data)



                return off_boards_code_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OffBoards | Unset, data)

        off_boards_code = _parse_off_boards_code(d.pop("off_boards_code", UNSET))


        under_review = d.pop("under_review", UNSET)

        unlocked_card_backs = cast(list[str], d.pop("unlocked_card_backs", UNSET))


        _achievements = d.pop("achievements", UNSET)
        achievements: list[AchievementCode] | Unset = UNSET
        if _achievements is not UNSET:
            achievements = []
            for achievements_item_data in _achievements:
                achievements_item = AchievementCode(achievements_item_data)



                achievements.append(achievements_item)


        def _parse_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        title = _parse_title(d.pop("title", UNSET))


        def _parse_campaign(data: object) -> CampaignResult | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                campaign_type_0 = CampaignResult.from_dict(data)



                return campaign_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CampaignResult | None | Unset, data)

        campaign = _parse_campaign(d.pop("campaign", UNSET))


        celebration = cls(
            improved_boards=improved_boards,
            off_boards=off_boards,
            off_boards_code=off_boards_code,
            under_review=under_review,
            unlocked_card_backs=unlocked_card_backs,
            achievements=achievements,
            title=title,
            campaign=campaign,
        )


        celebration.additional_properties = d
        return celebration

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

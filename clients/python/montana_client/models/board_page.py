from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.board import Board
from ..models.league import League
from ..models.rules import Rules
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.entry import Entry
  from ..models.held_entry import HeldEntry





T = TypeVar("T", bound="BoardPage")



@_attrs_define
class BoardPage:
    """ 
        Attributes:
            board (Board): ``speed``: wins by least time, then fewer moves; ``score``: the highest score.
            rules (Rules): A rules profile of rules-v1.md.
            league (League): Who a board ranks: people, or programs.
            period (str):
            items (list[Entry]):
            next_cursor (None | str):
            entries (list[Entry]): deprecated (goes in /api/v2): the same as items, under its old name
            under_review (list[HeldEntry] | Unset): with a token: your own games held for review that would be on this board
     """

    board: Board
    rules: Rules
    league: League
    period: str
    items: list[Entry]
    next_cursor: None | str
    entries: list[Entry]
    under_review: list[HeldEntry] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.entry import Entry # noqa: PLC0415
        from ..models.held_entry import HeldEntry # noqa: PLC0415
        board = self.board.value

        rules = self.rules.value

        league = self.league.value

        period = self.period

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)



        next_cursor: None | str
        next_cursor = self.next_cursor

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)



        under_review: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.under_review, Unset):
            under_review = []
            for under_review_item_data in self.under_review:
                under_review_item = under_review_item_data.to_dict()
                under_review.append(under_review_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board": board,
            "rules": rules,
            "league": league,
            "period": period,
            "items": items,
            "next_cursor": next_cursor,
            "entries": entries,
        })
        if under_review is not UNSET:
            field_dict["under_review"] = under_review

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entry import Entry # noqa: PLC0415
        from ..models.held_entry import HeldEntry # noqa: PLC0415
        d = dict(src_dict)
        board = Board(d.pop("board"))




        rules = Rules(d.pop("rules"))




        league = League(d.pop("league"))




        period = d.pop("period")

        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = Entry.from_dict(items_item_data)



            items.append(items_item)


        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))


        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            entries_item = Entry.from_dict(entries_item_data)



            entries.append(entries_item)


        _under_review = d.pop("under_review", UNSET)
        under_review: list[HeldEntry] | Unset = UNSET
        if _under_review is not UNSET:
            under_review = []
            for under_review_item_data in _under_review:
                under_review_item = HeldEntry.from_dict(under_review_item_data)



                under_review.append(under_review_item)


        board_page = cls(
            board=board,
            rules=rules,
            league=league,
            period=period,
            items=items,
            next_cursor=next_cursor,
            entries=entries,
            under_review=under_review,
        )


        board_page.additional_properties = d
        return board_page

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

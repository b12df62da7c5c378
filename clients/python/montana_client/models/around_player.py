from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.board import Board
from ..models.league import League
from ..models.rules import Rules
from typing import cast

if TYPE_CHECKING:
  from ..models.entry import Entry





T = TypeVar("T", bound="AroundPlayer")



@_attrs_define
class AroundPlayer:
    """ 
        Attributes:
            board (Board): ``speed``: wins by least time, then fewer moves; ``score``: the highest score.
            rules (Rules): A rules profile of rules-v1.md.
            league (League): Who a board ranks: people, or programs.
            period (str):
            rank (int | None): null when the player has no entry on this board (items is then empty)
            items (list[Entry]):
            entries (list[Entry]): deprecated (goes in /api/v2): the same as items, under its old name
     """

    board: Board
    rules: Rules
    league: League
    period: str
    rank: int | None
    items: list[Entry]
    entries: list[Entry]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.entry import Entry # noqa: PLC0415
        board = self.board.value

        rules = self.rules.value

        league = self.league.value

        period = self.period

        rank: int | None
        rank = self.rank

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)



        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board": board,
            "rules": rules,
            "league": league,
            "period": period,
            "rank": rank,
            "items": items,
            "entries": entries,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entry import Entry # noqa: PLC0415
        d = dict(src_dict)
        board = Board(d.pop("board"))




        rules = Rules(d.pop("rules"))




        league = League(d.pop("league"))




        period = d.pop("period")

        def _parse_rank(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rank = _parse_rank(d.pop("rank"))


        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = Entry.from_dict(items_item_data)



            items.append(items_item)


        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            entries_item = Entry.from_dict(entries_item_data)



            entries.append(entries_item)


        around_player = cls(
            board=board,
            rules=rules,
            league=league,
            period=period,
            rank=rank,
            items=items,
            entries=entries,
        )


        around_player.additional_properties = d
        return around_player

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

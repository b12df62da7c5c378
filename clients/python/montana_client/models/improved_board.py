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
  from ..models.figure import Figure





T = TypeVar("T", bound="ImprovedBoard")



@_attrs_define
class ImprovedBoard:
    """ 
        Attributes:
            board (Board): ``speed``: wins by least time, then fewer moves; ``score``: the highest score.
            rules (Rules): A rules profile of rules-v1.md.
            league (League): Who a board ranks: people, or programs.
            period (str):
            rank (int):
            previous (Figure | None): the personal best it replaced; null for a first entry
            figure (Figure): A finished game's figures: speed boards rank by elapsed_ms then moves, score boards by score.
     """

    board: Board
    rules: Rules
    league: League
    period: str
    rank: int
    previous: Figure | None
    figure: Figure
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.figure import Figure # noqa: PLC0415
        board = self.board.value

        rules = self.rules.value

        league = self.league.value

        period = self.period

        rank = self.rank

        previous: dict[str, Any] | None
        if isinstance(self.previous, Figure):
            previous = self.previous.to_dict()
        else:
            previous = self.previous

        figure = self.figure.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board": board,
            "rules": rules,
            "league": league,
            "period": period,
            "rank": rank,
            "previous": previous,
            "figure": figure,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.figure import Figure # noqa: PLC0415
        d = dict(src_dict)
        board = Board(d.pop("board"))




        rules = Rules(d.pop("rules"))




        league = League(d.pop("league"))




        period = d.pop("period")

        rank = d.pop("rank")

        def _parse_previous(data: object) -> Figure | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                previous_type_0 = Figure.from_dict(data)



                return previous_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Figure | None, data)

        previous = _parse_previous(d.pop("previous"))


        figure = Figure.from_dict(d.pop("figure"))




        improved_board = cls(
            board=board,
            rules=rules,
            league=league,
            period=period,
            rank=rank,
            previous=previous,
            figure=figure,
        )


        improved_board.additional_properties = d
        return improved_board

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.deal_verdict import DealVerdict
from ..models.rules import Rules
from typing import cast
import datetime






T = TypeVar("T", bound="HardestWin")



@_attrs_define
class HardestWin:
    """ The hardest deal a player won, as the solver rated it.

        Attributes:
            game_id (str): the game: its replay is at /api/v1/games/{game_id}/replay
            rules (Rules): A rules profile of rules-v1.md.
            verdict (DealVerdict): A first deal as the solver found it: winnable without a redeal, proved unwinnable without
                one, or not
                decided within its budget.
            par (int | None): the deal's par, when winnable without a redeal
            finished_at (datetime.datetime):
     """

    game_id: str
    rules: Rules
    verdict: DealVerdict
    par: int | None
    finished_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        rules = self.rules.value

        verdict = self.verdict.value

        par: int | None
        par = self.par

        finished_at = self.finished_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game_id": game_id,
            "rules": rules,
            "verdict": verdict,
            "par": par,
            "finished_at": finished_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        rules = Rules(d.pop("rules"))




        verdict = DealVerdict(d.pop("verdict"))




        def _parse_par(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        par = _parse_par(d.pop("par"))


        finished_at = datetime.datetime.fromisoformat(d.pop("finished_at"))




        hardest_win = cls(
            game_id=game_id,
            rules=rules,
            verdict=verdict,
            par=par,
            finished_at=finished_at,
        )


        hardest_win.additional_properties = d
        return hardest_win

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

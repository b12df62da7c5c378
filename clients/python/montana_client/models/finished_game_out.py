from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cause import Cause
from ..models.game_kind import GameKind
from ..models.rules import Rules
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.game_result import GameResult





T = TypeVar("T", bound="FinishedGameOut")



@_attrs_define
class FinishedGameOut:
    """ A finished game as anyone may see it: its result, and its replay once its deal is public.

        Attributes:
            id (str):
            rules (Rules): A rules profile of rules-v1.md.
            kind (GameKind): Where a game's deal came from.
            ranked (bool):
            result (GameResult): The result rules-v1.md defines: replaying the actions must reproduce it exactly.
            cause (Cause | None):
            assisted (bool):
            bot (bool):
            par_moves (int | None):
            created_at (datetime.datetime):
            finished_at (datetime.datetime):
            replay (str): the address of its replay record
     """

    id: str
    rules: Rules
    kind: GameKind
    ranked: bool
    result: GameResult
    cause: Cause | None
    assisted: bool
    bot: bool
    par_moves: int | None
    created_at: datetime.datetime
    finished_at: datetime.datetime
    replay: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_result import GameResult # noqa: PLC0415
        id = self.id

        rules = self.rules.value

        kind = self.kind.value

        ranked = self.ranked

        result = self.result.to_dict()

        cause: None | str
        if isinstance(self.cause, Cause):
            cause = self.cause.value
        else:
            cause = self.cause

        assisted = self.assisted

        bot = self.bot

        par_moves: int | None
        par_moves = self.par_moves

        created_at = self.created_at.isoformat()

        finished_at = self.finished_at.isoformat()

        replay = self.replay


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "rules": rules,
            "kind": kind,
            "ranked": ranked,
            "result": result,
            "cause": cause,
            "assisted": assisted,
            "bot": bot,
            "par_moves": par_moves,
            "created_at": created_at,
            "finished_at": finished_at,
            "replay": replay,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_result import GameResult # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        rules = Rules(d.pop("rules"))




        kind = GameKind(d.pop("kind"))




        ranked = d.pop("ranked")

        result = GameResult.from_dict(d.pop("result"))




        def _parse_cause(data: object) -> Cause | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                cause_type_0 = Cause(data)



                return cause_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Cause | None, data)

        cause = _parse_cause(d.pop("cause"))


        assisted = d.pop("assisted")

        bot = d.pop("bot")

        def _parse_par_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        par_moves = _parse_par_moves(d.pop("par_moves"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        finished_at = datetime.datetime.fromisoformat(d.pop("finished_at"))




        replay = d.pop("replay")

        finished_game_out = cls(
            id=id,
            rules=rules,
            kind=kind,
            ranked=ranked,
            result=result,
            cause=cause,
            assisted=assisted,
            bot=bot,
            par_moves=par_moves,
            created_at=created_at,
            finished_at=finished_at,
            replay=replay,
        )


        finished_game_out.additional_properties = d
        return finished_game_out

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

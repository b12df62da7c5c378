from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.held_player import HeldPlayer
  from ..models.play_facts import PlayFacts





T = TypeVar("T", bound="HeldGame")



@_attrs_define
class HeldGame:
    """ 
        Attributes:
            game_id (str):
            player (HeldPlayer):
            rules (str):
            status (str):
            elapsed_ms (int):
            moves (int):
            score (int):
            finished_at (datetime.datetime | None):
            held_at (datetime.datetime):
            facts (PlayFacts): What the server's own clock (and, for a won game, the solver) says of how a game was played.
            flags (list[str]): why it was held, in words
            replay (str): its replay record (moderators may read it even on a shared deal)
     """

    game_id: str
    player: HeldPlayer
    rules: str
    status: str
    elapsed_ms: int
    moves: int
    score: int
    finished_at: datetime.datetime | None
    held_at: datetime.datetime
    facts: PlayFacts
    flags: list[str]
    replay: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.held_player import HeldPlayer # noqa: PLC0415
        from ..models.play_facts import PlayFacts # noqa: PLC0415
        game_id = self.game_id

        player = self.player.to_dict()

        rules = self.rules

        status = self.status

        elapsed_ms = self.elapsed_ms

        moves = self.moves

        score = self.score

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        held_at = self.held_at.isoformat()

        facts = self.facts.to_dict()

        flags = self.flags



        replay = self.replay


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game_id": game_id,
            "player": player,
            "rules": rules,
            "status": status,
            "elapsed_ms": elapsed_ms,
            "moves": moves,
            "score": score,
            "finished_at": finished_at,
            "held_at": held_at,
            "facts": facts,
            "flags": flags,
            "replay": replay,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.held_player import HeldPlayer # noqa: PLC0415
        from ..models.play_facts import PlayFacts # noqa: PLC0415
        d = dict(src_dict)
        game_id = d.pop("game_id")

        player = HeldPlayer.from_dict(d.pop("player"))




        rules = d.pop("rules")

        status = d.pop("status")

        elapsed_ms = d.pop("elapsed_ms")

        moves = d.pop("moves")

        score = d.pop("score")

        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)



                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))


        held_at = datetime.datetime.fromisoformat(d.pop("held_at"))




        facts = PlayFacts.from_dict(d.pop("facts"))




        flags = cast(list[str], d.pop("flags"))


        replay = d.pop("replay")

        held_game = cls(
            game_id=game_id,
            player=player,
            rules=rules,
            status=status,
            elapsed_ms=elapsed_ms,
            moves=moves,
            score=score,
            finished_at=finished_at,
            held_at=held_at,
            facts=facts,
            flags=flags,
            replay=replay,
        )


        held_game.additional_properties = d
        return held_game

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

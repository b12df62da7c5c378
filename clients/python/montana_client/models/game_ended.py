from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cause import Cause
from ..models.end_reason import EndReason
from ..models.game_kind import GameKind
from ..models.game_status import GameStatus
from ..models.rules import Rules
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="GameEnded")



@_attrs_define
class GameEnded:
    """ A game of yours ended: you played it to its end, on any device, or the server ended it (``cause``).

        Attributes:
            game_id (str):
            rules (Rules): A rules profile of rules-v1.md.
            kind (GameKind): Where a game's deal came from.
            ranked (bool):
            status (GameStatus):
            reason (EndReason | None):
            cause (Cause | None):
            score (int):
            at (datetime.datetime):
            type_ (Literal['game-ended'] | Unset):  Default: 'game-ended'.
     """

    game_id: str
    rules: Rules
    kind: GameKind
    ranked: bool
    status: GameStatus
    reason: EndReason | None
    cause: Cause | None
    score: int
    at: datetime.datetime
    type_: Literal['game-ended'] | Unset = 'game-ended'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        rules = self.rules.value

        kind = self.kind.value

        ranked = self.ranked

        status = self.status.value

        reason: None | str
        if isinstance(self.reason, EndReason):
            reason = self.reason.value
        else:
            reason = self.reason

        cause: None | str
        if isinstance(self.cause, Cause):
            cause = self.cause.value
        else:
            cause = self.cause

        score = self.score

        at = self.at.isoformat()

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game_id": game_id,
            "rules": rules,
            "kind": kind,
            "ranked": ranked,
            "status": status,
            "reason": reason,
            "cause": cause,
            "score": score,
            "at": at,
        })
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        rules = Rules(d.pop("rules"))




        kind = GameKind(d.pop("kind"))




        ranked = d.pop("ranked")

        status = GameStatus(d.pop("status"))




        def _parse_reason(data: object) -> EndReason | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_0 = EndReason(data)



                return reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EndReason | None, data)

        reason = _parse_reason(d.pop("reason"))


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


        score = d.pop("score")

        at = datetime.datetime.fromisoformat(d.pop("at"))




        type_ = cast(Literal['game-ended'] | Unset , d.pop("type", UNSET))
        if type_ != 'game-ended'and not isinstance(type_, Unset):
            raise ValueError(f"type must match const 'game-ended', got '{type_}'")

        game_ended = cls(
            game_id=game_id,
            rules=rules,
            kind=kind,
            ranked=ranked,
            status=status,
            reason=reason,
            cause=cause,
            score=score,
            at=at,
            type_=type_,
        )


        game_ended.additional_properties = d
        return game_ended

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

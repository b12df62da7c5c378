"""Actions of rules-v1.md as small frozen values that round-trip through JSON.

>>> action = action_from_json({"type": "move", "card": "8D", "to": [1, 4], "t": 5120})
>>> action
Move(card='8D', to=(1, 4), t=5120)
>>> action.to_json()
{'type': 'move', 'card': '8D', 'to': [1, 4], 't': 5120}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from app.engine.errors import MalformedActionError


@dataclass(frozen=True, slots=True)
class Move:
    """Put ``card`` into the gap at ``to`` = (row, col)."""

    card: str
    to: tuple[int, int]
    t: int
    type: ClassVar[str] = "move"

    def to_json(self) -> dict[str, Any]:
        return {"type": "move", "card": self.card, "to": [self.to[0], self.to[1]], "t": self.t}


@dataclass(frozen=True, slots=True)
class Undo:
    t: int
    type: ClassVar[str] = "undo"

    def to_json(self) -> dict[str, Any]:
        return {"type": "undo", "t": self.t}


@dataclass(frozen=True, slots=True)
class Redeal:
    t: int
    type: ClassVar[str] = "redeal"

    def to_json(self) -> dict[str, Any]:
        return {"type": "redeal", "t": self.t}


@dataclass(frozen=True, slots=True)
class Resign:
    t: int
    type: ClassVar[str] = "resign"

    def to_json(self) -> dict[str, Any]:
        return {"type": "resign", "t": self.t}


@dataclass(frozen=True, slots=True)
class Timeout:
    t: int
    type: ClassVar[str] = "timeout"

    def to_json(self) -> dict[str, Any]:
        return {"type": "timeout", "t": self.t}


Action = Move | Undo | Redeal | Resign | Timeout

_SIMPLE_ACTIONS: dict[str, type[Undo] | type[Redeal] | type[Resign] | type[Timeout]] = {
    "undo": Undo,
    "redeal": Redeal,
    "resign": Resign,
    "timeout": Timeout,
}
ACTION_TYPES = ("move", *_SIMPLE_ACTIONS)


def _is_int(value: object) -> bool:
    return type(value) is int


def parse_t(value: object) -> int:
    if not _is_int(value) or value < 0:  # type: ignore[operator]
        raise MalformedActionError(f"t must be a whole number of milliseconds, 0 or more; got {value!r}")
    return value  # type: ignore[return-value]


def parse_cell(value: object) -> tuple[int, int]:
    if not isinstance(value, list | tuple) or len(value) != 2 or not _is_int(value[0]) or not _is_int(value[1]):
        raise MalformedActionError(f"'to' must be [row, col] with two whole numbers; got {value!r}")
    return (value[0], value[1])


_FIELDS = {"move": frozenset({"type", "card", "to", "t"})} | {
    kind: frozenset({"type", "t"}) for kind in _SIMPLE_ACTIONS
}


def action_from_json(data: object) -> Action:
    """The action a JSON object describes; raises :class:`MalformedActionError` otherwise."""
    if not isinstance(data, dict):
        raise MalformedActionError(f"an action is a JSON object; got {data!r}")
    kind = data.get("type")
    expected = _FIELDS.get(kind)  # type: ignore[arg-type]
    if expected is None:
        raise MalformedActionError(f"unknown action type {kind!r}: use one of {', '.join(ACTION_TYPES)}")
    if len(data) != len(expected) or not expected.issuperset(data):
        missing = expected - data.keys()
        extra = data.keys() - expected
        problem = f"missing {sorted(missing)}" if missing else f"unknown fields {sorted(extra)}"
        raise MalformedActionError(f"a {kind} action has fields {sorted(expected)}: {problem}")
    t = data["t"]
    if type(t) is not int or t < 0:
        parse_t(t)
    if kind == "move":
        card = data["card"]
        if not isinstance(card, str):
            raise MalformedActionError(f"'card' must be a card code such as 8D; got {card!r}")
        to = data["to"]
        if type(to) is not list or len(to) != 2 or type(to[0]) is not int or type(to[1]) is not int:
            to = parse_cell(to)
        return Move(card, (to[0], to[1]), t)
    return _SIMPLE_ACTIONS[kind](t)  # type: ignore[index]

"""Every position of a game, for the replay viewer, built once per action.

A game's log only grows (an undo is an action too), so the positions of a game in play are kept, encoded, with the
engine game at the last of them: the next read replays only the actions that came since (and pays for those
alone, ``replayed``), instead of the whole game on every read.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import orjson
from cachetools import LRUCache

from app.engine import Game, action_from_json


def position(game: Game, action: dict[str, Any] | None) -> dict[str, Any]:
    """One step of a replay (``app.games.schemas.ReplayStep``): the position after ``action``."""
    result = game.result()
    return {
        "action": action,
        "board": game.board.rows(),
        "runs": game.runs(),
        "moves": result.moves,
        "redeals_used": result.redeals_used,
        "score": result.score,
        "status": result.status,
        "elapsed_ms": result.elapsed_ms,
    }


@dataclass
class Positions:
    """A game's positions so far: the engine game at the last of them, and each step encoded."""

    game: Game
    steps: list[bytes] = field(default_factory=list)
    size: int = 0

    @classmethod
    def dealt(cls, rules: str, seed: str) -> Positions:
        built = cls(Game(rules, seed))
        built.add(None)
        return built

    @property
    def actions(self) -> int:
        return len(self.steps) - 1

    def extend(self, actions: Sequence[dict[str, Any]]) -> None:
        for data in actions:
            self.game.apply(action_from_json(data))
            self.add(data)

    def add(self, action: dict[str, Any] | None) -> None:
        encoded = orjson.dumps(position(self.game, action))
        self.steps.append(encoded)
        self.size += len(encoded)

    def body(self, game_id: str, rules: str, actions: int) -> bytes:
        """The ``ReplaySteps`` document of the deal and the first ``actions`` actions' positions."""
        head = orjson.dumps({"game_id": game_id, "rules": rules})[:-1]
        return head + b',"steps":[' + b",".join(self.steps[: actions + 1]) + b"]}"


class KeptPositions:
    """The positions of recently replayed games, by recent use, up to a total size. A game is taken out while a
    request extends it and given back after (two requests for one game at once: the second builds its own)."""

    def __init__(self, max_bytes: int = 64 * 1024 * 1024) -> None:
        self.max_bytes = max_bytes
        # Sized when given back: a game's positions only grow while it is out.
        self.kept: LRUCache[str, Positions] = LRUCache(max_bytes, getsizeof=lambda positions: positions.size)
        self.lock = threading.Lock()

    def take(self, game_id: str) -> Positions | None:
        with self.lock:
            return self.kept.pop(game_id, None)

    def give(self, game_id: str, positions: Positions) -> None:
        if positions.size > self.max_bytes // 8:
            return
        with self.lock:
            self.kept[game_id] = positions

"""The one seam for "a game ended": the games package announces it, features react.

Progress, fair play, leaderboards (and anything later) register a handler when the application
is composed (``app.wiring``); the games package imports none of them. Handlers run inside the
transaction of the action that ended the game, in the order given, so that what they write commits
or rolls back with the action. Slow work (a solver review) is not done here: a handler queues a job
(``app.jobs``) that the worker runs after the commit.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from app.games.repository import StoredGame


@dataclass(frozen=True, slots=True)
class GameEnded:
    game: StoredGame
    """The game as stored by the action that ended it (status, result, cause, flags)."""
    session: Session
    now: datetime


GameEndHandler = Callable[[GameEnded], dict[str, Any] | None]
"""Reacts to an ended game; may return members of the celebration the final response carries."""


def announce(handlers: Sequence[GameEndHandler], event: GameEnded) -> dict[str, Any]:
    """Hand the event to every handler in turn; returns the celebration they put together."""
    celebration: dict[str, Any] = {}
    for handler in handlers:
        celebration |= handler(event) or {}
    return celebration

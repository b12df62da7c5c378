"""The one seam for "a game ended": the games package announces it, features react.

Progress, fair play, leaderboards (and anything later) register a handler when the application
is composed (``app.wiring``); the games package imports none of them. Handlers run inside the
transaction of the action that ended the game, in the order given, so that what they write commits
or rolls back with the action. A feature whose handler locks a row that others lock before a player
(a race) registers that lock too: it is taken before the game ends. Slow work (a solver review) is not
done here: a handler queues a job (``app.jobs``) that the worker runs after the commit.
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
GameEndLock = Callable[[Session, StoredGame], None]
"""Locks, for a game about to end, the rows of a feature that its handler will lock (a race's), before the games
package locks the player and the game's own row: the lock order of docs/operations.md (race, player, game)."""


@dataclass(frozen=True, slots=True)
class GameEndSeam:
    """What reacts to the end of a game: the locks taken before it ends, and the handlers, each in order."""

    locks: tuple[GameEndLock, ...] = ()
    handlers: tuple[GameEndHandler, ...] = ()

    def lock_before_the_end(self, session: Session, game: StoredGame) -> None:
        for lock in self.locks:
            lock(session, game)


def announce(handlers: Sequence[GameEndHandler], event: GameEnded) -> dict[str, Any]:
    """Hand the event to every handler in turn; returns the celebration they put together."""
    celebration: dict[str, Any] = {}
    for handler in handlers:
        celebration |= handler(event) or {}
    return celebration


NO_SEAM = GameEndSeam()
"""Nothing reacts (a service that only reads, or a test of the games package alone)."""

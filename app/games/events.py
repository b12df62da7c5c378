"""The one seam for "a game ended": the games package announces it, features react.

Progress, fair play, leaderboards (and anything later) register a handler when the application
is composed (``app.wiring``); the games package imports none of them. Handlers run inside the
transaction of the action that ended the game, in the order given, so that what they write commits
or rolls back with the action. Each is handed the :class:`Celebration` so far and returns it with its own part:
one that depends on another reads that part (the boards read whether the fair-play review held the game, and
refuse to run before it). A feature whose handler locks a row that others lock before a player
(a race) registers that lock too: it is taken before the game ends. Slow work (a solver review) is not
done here: a handler queues a job (``app.jobs``) that the worker runs after the commit.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.orm import Session

from app.games.repository import StoredGame
from app.kit.vocabulary import OffBoards


@dataclass(frozen=True, slots=True)
class GameEnded:
    game: StoredGame
    """The game as stored by the action that ended it (status, result, cause, flags)."""
    session: Session
    now: datetime


@dataclass(frozen=True, slots=True)
class Improvement:
    """A new personal best on one board, and the rank it reached."""

    board: str
    rules: str
    league: str
    period: str
    rank: int
    previous: dict[str, int] | None
    """The entry it replaced (its figures), or None for a first entry."""
    figure: dict[str, int]


@dataclass(frozen=True, slots=True)
class CampaignOutcome:
    level: int
    best_badge: str | None


@dataclass(frozen=True, slots=True)
class Celebration:
    """What the end of a ranked game earned, put together by the handlers in turn (the final response carries it)."""

    unlocked_card_backs: tuple[str, ...] = ()
    title: str | None = None
    campaign: CampaignOutcome | None = None
    reviewed: bool = False
    """The fair-play handler has run (whether or not the game needed a review)."""
    under_review: bool = False
    improved_boards: tuple[Improvement, ...] = ()
    off_boards: str | None = None
    off_boards_code: OffBoards | None = None


GameEndHandler = Callable[["GameEnded", Celebration], Celebration]
"""Reacts to an ended game, given the celebration so far; returns it with its own part added."""
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


def announce(handlers: Sequence[GameEndHandler], event: GameEnded) -> Celebration:
    """Hand the event to every handler in turn; returns the celebration they put together."""
    celebration = Celebration()
    for handler in handlers:
        celebration = handler(event, celebration)
    return celebration


NO_SEAM = GameEndSeam()
"""Nothing reacts (a service that only reads, or a test of the games package alone)."""

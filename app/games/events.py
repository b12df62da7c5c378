"""The one seam for "a game ended": the games package announces it, features react.

Progress, fair play, leaderboards (and anything later) register a :class:`Reaction` when the application
is composed (``app.wiring``); the games package imports none of them. Reactions run inside the
transaction of the action that ended the game, in the order given, so that what they write commits
or rolls back with the action. Each is handed the :class:`Celebration` so far and returns it with its own part;
one that reads another's part names it in ``after`` (the boards read whether the fair-play review held the game),
and a seam that would run a reaction before one it follows is refused when the application is composed.
By the time they run, the game's player is locked and read again (:attr:`GameEnded.player`): a ban committed
before the lock is seen, and two games of one player ending at once see each other's writes. A feature whose
reaction locks a row that others lock before a player (a race) registers that lock too: it is taken before the
game ends. Slow work (a solver review) is not done here: a reaction queues a job (``app.jobs``) that the worker
runs after the commit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.orm import Session

from app.games.repository import StoredGame
from app.kit.vocabulary import OffBoards
from app.players.models import Player


@dataclass(frozen=True, slots=True)
class GameEnded:
    game: StoredGame
    """The game as stored by the action that ended it (status, result, cause, flags)."""
    session: Session
    now: datetime
    player: Player
    """The game's player, locked for the rest of the transaction and read after the lock."""


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
    achievements: tuple[str, ...] = ()
    title: str | None = None
    campaign: CampaignOutcome | None = None
    reviewed: bool = False
    """The fair-play reaction has run (whether or not the game needed a review)."""
    under_review: bool = False
    """The fair-play review held the game (the boards leave it off until a moderator decides)."""
    improved_boards: tuple[Improvement, ...] = ()
    off_boards: str | None = None
    off_boards_code: OffBoards | None = None
    deal_unrated: bool = False
    """The deal had no rating when the game ended, and its rating was queued then (the state shows none yet)."""


GameEndHandler = Callable[["GameEnded", Celebration], Celebration]
"""Reacts to an ended game, given the celebration so far; returns it with its own part added."""
GameEndLock = Callable[[Session, StoredGame], None]
"""Locks, for a game about to end, the rows of a feature that its handler will lock (a race's), before the games
package locks the player and the game's own row: the lock order of docs/operations.md (race, player, game)."""


@dataclass(frozen=True, slots=True)
class Reaction:
    """One feature's handler of a game's end, and the reactions whose part of the celebration it reads."""

    name: str
    handle: GameEndHandler
    after: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class GameEndSeam:
    """What reacts to the end of a game: the locks taken before it ends, and the reactions, each in order."""

    locks: tuple[GameEndLock, ...] = ()
    reactions: tuple[Reaction, ...] = ()

    def __post_init__(self) -> None:
        before: set[str] = set()
        for reaction in self.reactions:
            if reaction.name in before:
                raise ValueError(f"two game-end reactions are named {reaction.name!r}")
            missing = [name for name in reaction.after if name not in before]
            if missing:
                raise ValueError(f"the game-end reaction {reaction.name!r} reads what {', '.join(missing)} decide: "
                                 "it must come after them")  # fmt: skip
            before.add(reaction.name)

    def lock_before_the_end(self, session: Session, game: StoredGame) -> None:
        for lock in self.locks:
            lock(session, game)

    def announce(self, event: GameEnded) -> Celebration:
        """Hand the event to every reaction in turn; returns the celebration they put together."""
        celebration = Celebration()
        for reaction in self.reactions:
            celebration = reaction.handle(event, celebration)
        return celebration


NO_SEAM = GameEndSeam()
"""Nothing reacts (a service that only reads, or a test of the games package alone)."""

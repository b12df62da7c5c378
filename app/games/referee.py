"""The server's referee of a stored game at one instant: what its clock ends, what may be seen of it, and whether
an action is allowed, applied to the engine game.

It reads and writes nothing. :class:`app.games.service.GameService` stores what it decides through the request's
session, and :mod:`app.games.batched` stores the common action in statements shared with other requests'. Both
decide through the same methods here, so an action is refereed alike however it is stored.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from app.engine import (
    Action,
    Game,
    GameOverError,
    IllegalActionError,
    InvalidCardError,
    MalformedActionError,
    Move,
    Redeal,
    Resign,
    Timeout,
    Undo,
    parse_card,
)
from app.games.events import Celebration
from app.games.repository import SHARED_DEALS, StoredGame
from app.games.schemas import MoveRequest, RedealRequest, ResignRequest, UndoRequest
from app.games.solving import SolverBudget
from app.kit.errors import ActionLimit, GameOver, IllegalAction, InsufficientScope, MalformedAction, PreconditionFailed
from app.kit.versions import etag, matches_version
from app.players.repository import CurrentPlayer
from app.players.service import plays_as_bot

ActionRequest = MoveRequest | UndoRequest | RedealRequest | ResignRequest

ABANDONED = "abandoned"
EXPIRED = "expired"
RACE_OVER = "race_over"


@dataclass
class LoadedGame:
    """A stored game and the engine game resumed from its cached position."""

    record: StoredGame
    game: Game
    celebration: Celebration | None = None
    """What ending the game earned (boards, unlocks); set only by the action that ended it."""
    difficulty: dict[str, Any] | None = None
    """The deal's rating, once read (see :meth:`GameService.difficulty`)."""
    difficulty_read: bool = False

    @classmethod
    def resumed(cls, record: StoredGame) -> LoadedGame:
        """The game where its stored cache leaves it (no action replayed)."""
        return cls(record, Game.restore(record.rules, record.seed, record.position))


@dataclass(frozen=True)
class GamePolicy:
    """The server's rules around the game rules, from the settings."""

    idle_limit: timedelta = timedelta(hours=24)
    """A ranked game untouched this long ends as abandoned."""
    winnable_per_day: int = 10
    """Games from the pool of proven deals a player may start per UTC day (the pool is shared)."""
    max_actions: int = 1500
    """Actions a game may hold, a resign apart."""
    race_time_limits_ms: Mapping[str, int] = field(default_factory=dict)
    """A race game still in play this long after its start ends (``race_over``), per rules profile."""
    solver: SolverBudget = field(default_factory=SolverBudget)
    """The worker's CPU for background searches and deal ratings."""


def cached_columns(game: Game) -> dict[str, Any]:
    """Everything the games table caches about an engine game."""
    result = game.result()
    return {
        "status": result.status,
        "reason": result.reason,
        "moves": result.moves,
        "undos": result.undos,
        "redeals_used": result.redeals_used,
        "cards_in_sequence": result.cards_in_sequence,
        "complete_rows": result.complete_rows,
        "score": result.score,
        "badge": result.badge,
        "elapsed_ms": result.elapsed_ms,
        "position": game.snapshot(),
    }


def day_end(day: date) -> datetime:
    """Midnight UTC after ``day``: when its daily deal closes and its seed becomes public."""
    return datetime.combine(day + timedelta(days=1), time.min, tzinfo=UTC)


class Referee:
    """Decisions about stored games at the instant ``now``, under the server's ``policy``."""

    def __init__(self, now: datetime, policy: GamePolicy | None = None) -> None:
        self.now = now
        self.policy = policy or GamePolicy()

    # -- what may be seen ----------------------------------------------------------------

    def seed_visible(self, record: StoredGame, over: bool) -> bool:
        """Practice seeds are public; a ranked seed shows once its game is over, a shared deal's once its deal is."""
        if not record.ranked:
            return True
        return over and self.deal_public(record)

    def deal_public(self, record: StoredGame) -> bool:
        """Whether the deal may be known to everyone: shared deals (the daily deal, a campaign level) stay secret
        while others may still play them; every other deal belongs to its one game."""
        if record.kind == "daily":
            return record.daily_date is not None and self.now >= day_end(record.daily_date)
        if record.kind in SHARED_DEALS:  # every racer (challenger) plays this seed: their race alone says when
            return record.deal_revealed
        # A campaign level is one deal for every player, retried at will: revealing it would give it away.
        return record.kind != "campaign"

    # -- the clock -------------------------------------------------------------------------

    def etag(self, loaded: LoadedGame) -> str:
        return etag(loaded.record.version)

    def elapsed_ms(self, record: StoredGame, moment: datetime | None = None) -> int:
        """The server's clock for a game: milliseconds from its start to ``moment`` (now by default)."""
        return max(0, int(((moment or self.now) - record.created_at).total_seconds() * 1000))

    def time_left_ms(self, loaded: LoadedGame) -> int | None:
        limit = loaded.game.rules.time_limit_ms
        if limit is None:
            return None
        if loaded.game.is_over:
            return max(0, limit - loaded.game.elapsed_ms)
        return max(0, limit - self.elapsed_ms(loaded.record))

    def closing_due(self, loaded: LoadedGame) -> tuple[Action, str | None] | None:
        """The action that ends a game in play whose deadline has passed (the earliest deadline wins), with its
        cause."""
        record, game = loaded.record, loaded.game
        if game.is_over:
            return None
        deadlines: list[tuple[datetime, Action, str | None]] = []
        limit = game.rules.time_limit_ms
        if limit is not None:
            deadlines.append((record.created_at + timedelta(milliseconds=limit), Timeout(limit), None))
        if record.kind == "daily" and record.daily_date is not None:
            closes = day_end(record.daily_date)
            deadlines.append((closes, Resign(self.clock_at(loaded, closes)), EXPIRED))
        race_limit = self.policy.race_time_limits_ms.get(record.rules) if record.kind == "race" else None
        if race_limit is not None:
            closes = record.created_at + timedelta(milliseconds=race_limit)
            deadlines.append((closes, Resign(self.clock_at(loaded, closes)), RACE_OVER))
        if record.ranked:
            idle_until = record.updated_at + self.policy.idle_limit
            deadlines.append((idle_until, Resign(self.clock_at(loaded, idle_until)), ABANDONED))
        due = [deadline for deadline in deadlines if deadline[0] <= self.now]
        if not due:
            return None
        _, action, cause = min(due, key=lambda deadline: deadline[0])
        return action, cause

    def clock_at(self, loaded: LoadedGame, moment: datetime) -> int:
        """The game clock at ``moment``, never before the last action's."""
        return max(loaded.game.elapsed_ms, self.elapsed_ms(loaded.record, moment))

    # -- an action ---------------------------------------------------------------------------

    @staticmethod
    def check_plays_as(player: CurrentPlayer, record: StoredGame) -> None:
        """403 for a person's game in the hands of a bot's token: it may neither act in it nor ask it a hint."""
        if plays_as_bot(player) and not record.bot:
            raise InsufficientScope(
                "this game was started as a person's: a bot's token plays only games a bot started, on the bots' "
                "boards (start one with this token)"
            )

    def apply_action(
        self, player: CurrentPlayer, loaded: LoadedGame, request: ActionRequest, if_match: str | None
    ) -> Action:
        """Referee the player's action on their game and apply it to the engine game (nothing is stored): the
        action the game's log is to hold, stamped with the server's clock.

        Refused with a problem: a person's game played with a bot's token (403), a version other than If-Match's
        (412), a game over (409), a game at its action limit (409), an action that is malformed or illegal (422).
        """
        record, game = loaded.record, loaded.game
        self.check_plays_as(player, record)
        if if_match is not None and not matches_version(if_match, record.version):
            raise PreconditionFailed(
                f"the game is at version {record.version}, not {if_match}: look at its state and try again",
                state_of=loaded,
            )
        if game.is_over:
            raise GameOver(self.over_reason(loaded), state_of=loaded)
        action = self._engine_action(game, request, self.clock_at(loaded, self.now))
        if record.action_count >= self.policy.max_actions and not isinstance(action, Resign):
            raise ActionLimit(
                f"this game holds {record.action_count:,} actions, as many as a game may: resign it and start another",
                state_of=loaded,
            )
        try:
            game.apply(action)
        except GameOverError as error:
            raise GameOver(str(error), state_of=loaded) from None
        except MalformedActionError as error:
            raise MalformedAction(str(error)) from None
        except IllegalActionError as error:
            raise IllegalAction(str(error)) from None
        return action

    def cache_after(self, loaded: LoadedGame, cause: str | None = None) -> None:
        """Bring the stored game's cache up to the engine game, after the action just applied (``cause``: why the
        server ended the game, if it did)."""
        record = loaded.record
        record.action_count += 1
        for column, value in cached_columns(loaded.game).items():
            setattr(record, column, value)
        record.updated_at = self.now
        record.cause = cause
        if loaded.game.is_over:
            record.finished_at = self.now

    def difficulty(self, loaded: LoadedGame) -> dict[str, Any] | None:
        """The deal's rating as the game shows it, if it has been read (:class:`GameService` reads it)."""
        return loaded.difficulty

    def over_reason(self, loaded: LoadedGame) -> str:
        game, record = loaded.game, loaded.record
        if game.reason == "time_up":
            return f"time is up: {game.rules} games end at {game.rules.time_limit_ms} ms, so this action came too late"
        if record.cause == EXPIRED:
            return "this daily deal closed at midnight UTC, when its day ended: play today's deal instead"
        if record.cause == ABANDONED:
            return "this game was abandoned (left for another ranked game, or idle too long): start a new one"
        if record.cause == RACE_OVER:
            return "the race's time limit has passed: this game ended with it"
        ending = game.status if game.reason is None else f"{game.status}, {game.reason.replace('_', ' ')}"
        return f"the game is over ({ending}); start a new one with POST /api/v1/games"

    def _engine_action(self, game: Game, request: ActionRequest, t: int) -> Action:
        if isinstance(request, UndoRequest):
            return Undo(t)
        if isinstance(request, RedealRequest):
            return Redeal(t)
        if isinstance(request, ResignRequest):
            return Resign(t)
        return self._resolve_move(game, request, t)

    def _resolve_move(self, game: Game, request: MoveRequest, t: int) -> Move:
        """Fill in the card or the gap a move left out, when only one fits."""
        card, to = request.card, request.to
        if card is not None and to is not None:
            return Move(card, (to[0], to[1]), t)
        if card is None and to is None:
            raise MalformedAction('a move names a card, a gap ("to"), or both: e.g. {"type": "move", "card": "8D"}')
        if to is None:
            assert card is not None
            try:
                parse_card(card)
            except InvalidCardError as error:
                raise MalformedAction(str(error)) from None
            targets = [move.to for move in game.legal_moves() if move.card == card]
            if len(targets) == 1:
                return Move(card, targets[0], t)
            if not targets:
                raise IllegalAction(f"{card} fits no gap now; GET the game for its legal_moves")
            listed = ", ".join(f"[{r}, {c}]" for r, c in targets)
            raise IllegalAction(f"{card} fits {len(targets)} gaps ({listed}): say which with 'to'")
        at = (to[0], to[1])
        if not (0 <= at[0] < 4 and 0 <= at[1] < game.rules.cols):
            raise MalformedAction(
                f"[{at[0]}, {at[1]}] is off the board: rows are 0-3 and columns 0-{game.rules.cols - 1}"
            )
        view = next((gap for gap in game.gaps() if gap.at == at), None)
        if view is None:
            raise IllegalAction(f"[{at[0]}, {at[1]}] is not a gap: name the card to move with 'card'")
        if len(view.accepts) == 1:
            return Move(view.accepts[0], at, t)
        if not view.accepts:
            raise IllegalAction(f"the gap at [{at[0]}, {at[1]}] is dead: no card can go there until a redeal")
        raise IllegalAction(
            f"the gap at [{at[0]}, {at[1]}] takes any of {', '.join(view.accepts)}: say which with 'card'"
        )

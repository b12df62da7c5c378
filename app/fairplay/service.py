"""Fair play: the plausibility review of games that could rank, and the moderators' decisions.

When a ranked game by a person ends and could rank, its timing facts (from the server's clock) are computed at
once; a game that does not look like a person's play is held: it is not on any public board until a moderator
clears it. A won game that passed is also queued for a slower check in the worker (how often its moves were the
solver's first choice), which can hold it later. Moderators clear or reject held games, mark players as bots, and
ban them; every decision is kept with who, when and why, and the boards follow it (ranks stay exact).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from sqlalchemy.orm import Session

from app.config import Settings
from app.fairplay.agreement import solver_agreement
from app.fairplay.facts import Thresholds, flags_of, timing_facts
from app.fairplay.models import GameReview, ModerationDecision
from app.fairplay.repository import FairPlayRepository
from app.games.events import GameEnded
from app.games.repository import FinishedGame, GameRepository
from app.jobs.queue import enqueue
from app.kit.bridge import off_the_loop
from app.kit.cursors import read_signed, read_time_cursor, sign_cursor, sign_time_cursor
from app.kit.errors import Conflict, Forbidden, NotFound
from app.kit.vocabulary import League, ModerationAction
from app.players.feed import tell
from app.players.models import Player
from app.players.names import shown_name
from app.players.repository import CurrentPlayer, PlayerRepository
from app.players.schemas import ModerationNotice

AGREEMENT_JOB = "fairplay.agreement"
MODERATOR = "moderator"
REVIEW_QUEUE = "the review queue"
DECISIONS = "moderators' decisions"


class Boards(Protocol):
    """What the review and the moderators' decisions need of the leaderboards (which follow the reviews)."""

    def league_of(self, game: FinishedGame, player: Player | None = None) -> str | None:
        """Where the game may rank before any review (``people``, ``bots``), None where it ranks nowhere (``player``:
        the game's, as read after its lock)."""
        ...

    def enter(self, game: FinishedGame) -> None:
        """Enter the game on the boards it may rank on (a cleared game)."""
        ...

    def rebuild_player(self, player_id: str) -> None:
        """Take the player's entries off and enter again each game that may rank."""
        ...


@dataclass(frozen=True)
class AgreementBudget:
    seconds: float = 2.0
    """Solver time for one game's agreement check, in the worker."""
    per_position: float = 0.03


def thresholds_of(settings: Settings) -> Thresholds:
    """The review's thresholds as this deployment sets them (``REVIEW_*``)."""
    return Thresholds(
        window=settings.review_window,
        max_window_rate=settings.review_max_window_rate,
        min_median_think_ms=settings.review_min_median_think_ms,
        max_solver_agreement=settings.review_max_solver_agreement,
        min_agreement_choices=settings.review_min_agreement_choices,
    )


class FairPlayService:
    def __init__(
        self,
        session: Session,
        now: datetime,
        thresholds: Thresholds,
        boards: Callable[[Session], Boards],
        secret_key: str = "",
    ) -> None:
        self.session = session
        self.now = now
        self.thresholds = thresholds
        self.secret_key = secret_key
        self.reviews = FairPlayRepository(session)
        self.boards = boards(session)

    # -- when a game ends ------------------------------------------------------------------

    def review(self, event: GameEnded) -> bool:
        """Review a person's ranked game that could rank; whether it is held (the boards then leave it off)."""
        game = event.game
        if not game.ranked:
            return False
        if game.kind == "challenge":  # placed against friends, off the boards: reviewed as a person's ranked game
            if game.bot or event.player.bot:
                return False
        elif self.boards.league_of(game, event.player) != League.PEOPLE:
            return False  # bots rank among bots, and a game off the boards needs no review
        times = GameRepository(self.session).action_times(game.id)
        facts = timing_facts(times, self.thresholds.window)
        flags = flags_of(facts, self.thresholds)
        status = "held" if flags else "passed"
        self.reviews.add(
            GameReview(
                game_id=game.id, player_id=game.player_id, status=status, facts=facts, flags=flags,
                created_at=self.now,
            )
        )  # fmt: skip
        if status == "passed" and game.status == "won":
            enqueue(self.session, AGREEMENT_JOB, game.id, {"game_id": game.id}, self.now)
        return status == "held"

    def check_agreement(self, game_id: str, budget: AgreementBudget) -> None:
        """The worker's slow check: how often the game's moves were the solver's first choice; holds it if too often."""
        game = self.reviews.game(game_id)
        if game is None:
            return
        actions = GameRepository(self.session).actions(game_id)
        # The search holds no lock; then the player, then the review, in the lock order, and the review read again.
        agreement, choices = off_the_loop(
            solver_agreement, game.rules, game.seed, actions, seconds=budget.seconds, per_position=budget.per_position
        )
        PlayerRepository(self.session).lock(game.player_id)
        review = self.reviews.review(game_id)
        if review is None or review.status != "passed":
            return
        facts = {**review.facts, "solver_agreement": agreement, "agreement_choices": choices}
        flags = flags_of(facts, self.thresholds)
        review.facts, review.flags = facts, flags
        if flags:
            review.status = "held"
            self.session.flush()
            self.boards.rebuild_player(game.player_id)
        self.session.flush()

    # -- moderators -------------------------------------------------------------------------

    def moderator(self, current: CurrentPlayer) -> Player:
        player = PlayerRepository(self.session).get(current.id)
        if player is None or player.role != MODERATOR:
            raise Forbidden("moderation is for moderators only (granted with `montana admin grant-moderator`)")
        return player

    def queue(self, cursor: str | None, limit: int) -> tuple[list[dict[str, Any]], str | None]:
        after = None if cursor is None else read_time_cursor(cursor, self.secret_key, of=REVIEW_QUEUE)
        rows = self.reviews.held(after, limit + 1)
        items = [self._held_item(row) for row in rows[:limit]]
        last = rows[limit - 1] if len(rows) > limit else None
        next_cursor = (
            sign_time_cursor(last.created_at, last.game_id, self.secret_key, of=REVIEW_QUEUE) if last else None
        )
        return items, next_cursor

    @staticmethod
    def _held_item(row: Any) -> dict[str, Any]:
        name = shown_name(row.display_name, row.player_id)
        return {
            "game_id": row.game_id,
            "player": {"id": row.player_id, "name": name, "username": row.username},
            "rules": row.rules, "status": row.game_status, "elapsed_ms": row.elapsed_ms, "moves": row.moves,
            "score": row.score, "finished_at": row.finished_at, "held_at": row.created_at,
            "facts": row.facts, "flags": row.flags, "replay": f"/api/v1/games/{row.game_id}/replay",
        }  # fmt: skip

    def decide_game(self, moderator: Player, game_id: str, action: str, reason: str) -> GameReview:
        """``clear`` a held game (it ranks from now on) or ``reject`` a held or passed one (it never ranks)."""
        found = self.reviews.review(game_id, locked=False)
        if found is None:
            raise NotFound(f"game {game_id!r} was never reviewed: only ranked games that could rank are")
        players = PlayerRepository(self.session)
        players.lock(found.player_id)  # players lock before reviews
        review = self.reviews.review(game_id)
        assert review is not None  # reviews are never deleted
        allowed = {"clear": ("held",), "reject": ("held", "passed", "cleared")}[action]
        if review.status not in allowed:
            raise Conflict(f"game {game_id} is {review.status}: it cannot be {action}ed now")
        was_ranking = review.status in ("passed", "cleared")
        review.status = "cleared" if action == "clear" else "rejected"
        review.decided_at = self.now
        self._log(moderator, action, review.player_id, game_id, reason)
        if action == "clear":
            game = self.reviews.game(game_id)
            assert game is not None
            self.boards.enter(game)
        elif was_ranking:
            self.boards.rebuild_player(review.player_id)
        return review

    def set_bot(self, moderator: Player, player_id: str, bot: bool, reason: str) -> Player:
        player = self._target(player_id)
        player.bot = bot
        self._log(moderator, "mark-bot" if bot else "unmark-bot", player_id, None, reason)
        self.boards.rebuild_player(player_id)
        return player

    def set_banned(self, moderator: Player, player_id: str, banned: bool, reason: str) -> Player:
        player = self._target(player_id)
        if player.role == MODERATOR and banned:
            raise Conflict("a moderator cannot be banned: revoke the role first (montana admin revoke-moderator)")
        player.banned_at, player.banned_reason = (self.now, reason) if banned else (None, None)
        self._log(moderator, "ban" if banned else "unban", player_id, None, reason)
        self.boards.rebuild_player(player_id)
        return player

    def decisions(self, cursor: str | None, limit: int) -> tuple[list[ModerationDecision], str | None]:
        before = None
        if cursor is not None:
            (before,) = read_signed(cursor, self.secret_key, 1, of=DECISIONS)
        rows = self.reviews.decisions(before, limit + 1)
        next_cursor = sign_cursor([rows[limit - 1].id], self.secret_key, of=DECISIONS) if len(rows) > limit else None
        return rows[:limit], next_cursor

    def _target(self, player_id: str) -> Player:
        player = self.reviews.player(player_id)
        if player is None:
            raise NotFound(f"there is no player {player_id!r}")
        return player

    def _log(self, moderator: Player, action: str, player_id: str, game_id: str | None, reason: str) -> None:
        self.reviews.add(
            ModerationDecision(
                moderator_id=moderator.id, action=action, player_id=player_id, game_id=game_id, reason=reason,
                created_at=self.now,
            )
        )  # fmt: skip
        # A ban's reason is shown on the player's page already; other decisions' notes stay the moderators'.
        shown = reason if action in (ModerationAction.BAN, ModerationAction.UNBAN) else None
        notice = ModerationNotice(action=ModerationAction(action), game_id=game_id, reason=shown, at=self.now)
        tell(self.session, player_id, notice)

"""The solver's work for games beyond a hint's own search, as docs/rules.md ("What a server stores and runs") lays
it out: the findings each game's hints follow, background searches of positions a hint left undecided, and the
rating of every finished ranked game's deal.

Searches and ratings run in the worker, never in a request, and are paid from the player's CPU budget per UTC
day (``SOLVER_SECONDS_PER_PLAYER_DAY``), measured on the worker thread's own CPU clock. A game has one background
search at a time (one job per game: a newer position replaces the one still waiting), and a deal is rated once
however many play it (one job per deal). The daily deal and campaign levels are the server's own deals, a handful
a day at most: their ratings cost no player anything.

Nothing here reads or stores a seed where a client could see it: a finding names positions and lines of the
player's own game, a search job holds the position on the player's table, and a rating job names only the game.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from app.engine import Game
from app.engine.difficulty import DealRating, rate_deal
from app.engine.findings import Finding, SearchRequest, background_search, line_from_json, position_id
from app.engine.solver import UNKNOWN, WINNABLE
from app.games.repository import GameRepository, StoredGame
from app.games.solver_repository import SolverRepository
from app.jobs.queue import enqueue_latest, enqueue_new, waiting, withdraw
from app.kit.bridge import off_the_loop

SEARCH_JOB = "solver.search"
RATING_JOB = "solver.rating"
SERVERS_DEALS = ("daily", "campaign")
"""Deals the server makes (one a day, twelve in all): rated at the server's cost, not a player's."""


@dataclass(frozen=True)
class SolverBudget:
    search_seconds: float = 2.0
    """CPU seconds of one background search."""
    rating_seconds: float = 5.0
    """CPU seconds of one deal's rating."""
    per_player_day: float = 300.0
    """CPU seconds of searches and ratings per player and UTC day."""


@dataclass(frozen=True)
class Rated:
    """What a new rating changed: games now at a new version (their state shows the difficulty), and players whose
    hardest win may now be this deal."""

    games: list[tuple[str, int]]
    players: list[str]


def rating_key(rules: str, seed_commitment: str) -> str:
    return f"{rules}:{seed_commitment}"


def difficulty_of(row: Any) -> dict[str, Any]:
    """A stored rating as the API shows it."""
    words = DealRating(row.verdict, row.par, row.nodes, row.seconds).words
    return {"verdict": row.verdict, "par": row.par, "text": words}


class SolverService:
    def __init__(
        self,
        session: Session,
        now: datetime,
        budget: SolverBudget | None = None,
        *,
        clock: Callable[[], float] = time.thread_time,
    ) -> None:
        self.session = session
        self.now = now
        self.budget = budget or SolverBudget()
        self.clock = clock
        """CPU time of the thread the search runs in (``off_the_loop``): the rest of the worker is not charged."""
        self.solver = SolverRepository(session)
        self.games = GameRepository(session)

    # -- in requests ------------------------------------------------------------------------------------

    def known(self, game_id: str, phase: int) -> list[tuple[int, dict[str, Any]]]:
        return self.solver.findings(game_id, phase)

    def store(self, game_id: str, phase: int, source: str, finding: Finding) -> int:
        return self.solver.add_finding(game_id, phase, source, finding.to_json(), self.now)

    def store_proof(self, game_id: str, game: Game, line: list[Any]) -> None:
        """A proven deal's winning line, as the game's first finding: its hints walk the player along it."""
        proof = Finding(game.rules.name, position_id(game.board), WINNABLE, tuple(line_from_json(game.rules, line)))
        self.store(game_id, 0, "proof", proof)

    def queue_search(
        self, record: StoredGame, phase: int, request: SearchRequest, may_queue: Callable[[], bool] = lambda: True
    ) -> bool:
        """Search ``request``'s position in the worker, if the player's budget has seconds left today and
        ``may_queue`` (the address's limit) allows."""
        if self._left(record.player_id) <= 0 or not may_queue():
            return False
        payload = {"game_id": record.id, "phase": phase, "request": request.to_json()}
        enqueue_latest(self.session, SEARCH_JOB, record.id, payload, self.now)
        return True

    def queue_rating(self, game: StoredGame, may_queue: Callable[[], bool] = lambda: True) -> bool:
        """Rate a finished ranked game's deal in the worker, unless it is rated or queued already, or ``may_queue``
        (the address's limit) refuses a player's deal (the server's own are always rated); whether it was queued
        (then the deal has no rating yet)."""
        if not game.ranked:
            return False
        key, rated = rating_key(game.rules, game.seed_commitment), self.solver.rated(game.rules, game.seed_commitment)
        queued = enqueue_new(self.session, RATING_JOB, key, {"game_id": game.id}, self.now, unless=rated)
        if queued is None:
            return False
        # The limit is asked only about a deal that needs rating, so a deal rated or queued already spends none of
        # it; a refusal (rare: an address over its limit) takes the job back.
        if game.kind not in SERVERS_DEALS and not may_queue():
            withdraw(self.session, queued)
            return False
        return True

    def rating_pending(self, rules: str, seed_commitment: str) -> bool:
        return waiting(self.session, RATING_JOB, rating_key(rules, seed_commitment)) > 0

    # -- in the worker ------------------------------------------------------------------------------------

    def search(self, payload: dict[str, Any]) -> Finding | None:
        """Run a queued background search and store what it found; None when it was not worth running (the game
        ended or was redealt, or the player's budget is spent)."""
        record = self.games.get(payload["game_id"])
        phase = payload["phase"]
        if record is None or record.status != "playing" or record.redeals_used != phase:
            return None
        left = self._left(record.player_id)
        if left <= 0:
            return None
        request = SearchRequest.from_json(payload["request"])
        if request.rules != record.rules:
            return None
        found = off_the_loop(background_search, request, min(self.budget.search_seconds, left), clock=self.clock)
        self.solver.charge(record.player_id, self.now.date(), found.seconds)
        if found.verdict != UNKNOWN or found.dead:
            self.store(record.id, phase, "search", found)
        return found

    def rate(self, payload: dict[str, Any]) -> Rated | None:
        """Rate the deal of a finished ranked game (once per deal); None when it was rated already."""
        record = self.games.get(payload["game_id"])
        if record is None or self.solver.rating(record.rules, record.seed_commitment) is not None:
            return None
        payer = None if record.kind in SERVERS_DEALS else record.player_id
        seconds = self.budget.rating_seconds if payer is None else min(self.budget.rating_seconds, self._left(payer))
        rating = DealRating(UNKNOWN, None, 0, 0.0)
        if seconds > 0:
            rating = off_the_loop(rate_deal, record.rules, record.seed, seconds, clock=self.clock)
            if payer is not None:
                self.solver.charge(payer, self.now.date(), rating.seconds)
        verdict, par = rating.verdict, rating.par
        if record.par_moves is not None:  # a proven deal: its proof is a winning line already
            verdict, par = WINNABLE, min(record.par_moves, par or record.par_moves)
        stored = self.solver.add_rating(
            record.rules, record.seed_commitment, verdict, par, rating.nodes, round(rating.seconds, 3), self.now
        )
        if not stored:
            return None
        games = self.solver.new_versions_of_finished_games(record.rules, record.seed_commitment)
        return Rated(games, self.solver.winners_of(record.rules, record.seed_commitment))

    def _left(self, player_id: str) -> float:
        return self.budget.per_player_day - self.solver.used(player_id, self.now.date())

"""All SQL about what the solver learned: findings per game, deal ratings, and its CPU per player and day."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime
from typing import Any, cast

from sqlalchemy import Exists, Row, Table, and_, case, delete, insert, or_, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from app.games.models import DealRating, SolverUsage
from app.games.repository import FINDINGS, GAMES, lock_games_in_order

RATINGS = cast(Table, DealRating.__table__)
USAGE = cast(Table, SolverUsage.__table__)

KEPT_FINDINGS = 32
"""Findings kept per game, the newest: every hint reads them all, and a player asking hints on many positions
must not make that read grow without bound."""


class SolverRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def _insert(self) -> Any:
        return postgresql.insert if self.session.get_bind().dialect.name == "postgresql" else sqlite.insert

    # -- findings ----------------------------------------------------------------------------------

    def findings(self, game_id: str, phase: int) -> list[tuple[int, dict[str, Any]]]:
        """The game's findings about its current deal phase, oldest first, with their ids."""
        query = (
            select(FINDINGS.c.id, FINDINGS.c.finding)
            .where(FINDINGS.c.game_id == game_id, FINDINGS.c.phase == phase)
            .order_by(FINDINGS.c.id)
        )
        return [(row.id, row.finding) for row in self.session.connection().execute(query)]

    def add_finding(self, game_id: str, phase: int, source: str, finding: dict[str, Any], now: datetime) -> int:
        connection = self.session.connection()
        values = {"game_id": game_id, "phase": phase, "source": source, "finding": finding, "created_at": now}
        new_id = int(connection.execute(insert(FINDINGS).values(values).returning(FINDINGS.c.id)).scalar_one())
        newest = select(FINDINGS.c.id).where(FINDINGS.c.game_id == game_id).order_by(FINDINGS.c.id.desc())
        connection.execute(
            delete(FINDINGS).where(FINDINGS.c.game_id == game_id, FINDINGS.c.id.not_in(newest.limit(KEPT_FINDINGS)))
        )
        return new_id

    def forget_findings_made_before(self, moment: datetime) -> int:
        """Drop findings older than ``moment``: a game left in play (practice games are never closed) keeps none
        for ever."""
        query = delete(FINDINGS).where(FINDINGS.c.created_at < moment)
        return int(self.session.connection().execute(query).rowcount or 0)

    # -- deal ratings ------------------------------------------------------------------------------

    def rating(self, rules: str, seed_commitment: str) -> Row[Any] | None:
        query = select(RATINGS).where(RATINGS.c.rules == rules, RATINGS.c.seed_commitment == seed_commitment)
        return self.session.connection().execute(query).first()

    def rated(self, rules: str, seed_commitment: str) -> Exists:
        """Whether the deal has a rating, as a condition of another statement."""
        return (
            select(RATINGS.c.rules)
            .where(RATINGS.c.rules == rules, RATINGS.c.seed_commitment == seed_commitment)
            .exists()
        )

    def ratings(self, deals: Iterable[tuple[str, str]]) -> dict[tuple[str, str], Row[Any]]:
        """The ratings of the deals given as (rules, seed commitment), in one query."""
        wanted = set(deals)
        if not wanted:
            return {}
        query = select(RATINGS).where(RATINGS.c.seed_commitment.in_({commitment for _, commitment in wanted}))
        rows = self.session.connection().execute(query)
        return {(row.rules, row.seed_commitment): row for row in rows if (row.rules, row.seed_commitment) in wanted}

    def add_rating(
        self, rules: str, seed_commitment: str, verdict: str, par: int | None, nodes: int, seconds: float, now: datetime
    ) -> bool:
        """Store a deal's rating unless one is stored already (a deal is rated once); whether this one was."""
        values = {
            "rules": rules, "seed_commitment": seed_commitment, "verdict": verdict, "par": par, "nodes": nodes,
            "seconds": seconds, "rated_at": now,
        }  # fmt: skip
        query = self._insert()(RATINGS).values(values).on_conflict_do_nothing().returning(RATINGS.c.rules)
        return self.session.connection().execute(query).first() is not None

    def new_versions_of_finished_games(self, rules: str, seed_commitment: str) -> list[tuple[str, int]]:
        """Move every finished ranked game of the deal to a new version (its state now shows the deal's
        difficulty, so a client's copy of the old version is stale); returns (game id, new version) pairs."""
        finished_of_the_deal = and_(
            GAMES.c.rules == rules,
            GAMES.c.seed_commitment == seed_commitment,
            GAMES.c.ranked.is_(True),
            GAMES.c.status != "playing",
        )
        lock_games_in_order(self.session, finished_of_the_deal)
        query = (
            update(GAMES)
            .where(finished_of_the_deal)
            .values(version=GAMES.c.version + 1)
            .returning(GAMES.c.id, GAMES.c.version)
        )
        return [(row.id, row.version) for row in self.session.connection().execute(query)]

    def winners_of(self, rules: str, seed_commitment: str) -> list[str]:
        """Players who won a ranked game of the deal (their hardest win may be this deal now)."""
        query = select(GAMES.c.player_id).where(
            GAMES.c.rules == rules,
            GAMES.c.seed_commitment == seed_commitment,
            GAMES.c.ranked.is_(True),
            GAMES.c.status == "won",
        )
        return sorted(set(self.session.scalars(query)))

    def hardest_win(self, player_id: str, now: datetime) -> Any:
        """The player's unassisted ranked win on the hardest rated deal anyone may see: a deal proved unwinnable
        without a redeal first (its win needed the redeals), then the greatest par; the earliest such win."""
        others = GAMES.alias("others")
        deal_in_play = (
            select(others.c.id)
            .where(others.c.seed_commitment == GAMES.c.seed_commitment, others.c.status == "playing")
            .exists()
        )
        harder = case((RATINGS.c.verdict == "unwinnable", 1), else_=0)
        query = (
            select(GAMES.c.id, GAMES.c.rules, GAMES.c.finished_at, RATINGS.c.verdict, RATINGS.c.par)
            .join(
                RATINGS,
                and_(RATINGS.c.rules == GAMES.c.rules, RATINGS.c.seed_commitment == GAMES.c.seed_commitment),
            )
            .where(
                GAMES.c.player_id == player_id,
                GAMES.c.ranked.is_(True),
                GAMES.c.status == "won",
                GAMES.c.assisted.is_(False),
                RATINGS.c.verdict.in_(("winnable", "unwinnable")),
                GAMES.c.kind != "campaign",
                or_(GAMES.c.kind != "daily", GAMES.c.daily_date < now.date()),
                or_(GAMES.c.kind != "race", ~deal_in_play),
                or_(GAMES.c.kind != "challenge", GAMES.c.deal_revealed.is_(True)),
            )
            .order_by(harder.desc(), RATINGS.c.par.desc(), GAMES.c.finished_at, GAMES.c.id)
            .limit(1)
        )
        return self.session.connection().execute(query).first()

    # -- the solver's CPU per player -----------------------------------------------------------------

    def used(self, player_id: str, day: date) -> float:
        query = select(USAGE.c.seconds).where(USAGE.c.player_id == player_id, USAGE.c.day == day)
        return float(self.session.connection().execute(query).scalar() or 0.0)

    def charge(self, player_id: str, day: date, seconds: float) -> None:
        statement = self._insert()(USAGE).values(player_id=player_id, day=day, seconds=seconds)
        statement = statement.on_conflict_do_update(
            index_elements=["player_id", "day"], set_={"seconds": USAGE.c.seconds + statement.excluded.seconds}
        )
        self.session.connection().execute(statement)

    def forget_usage(self, before: date) -> int:
        return int(self.session.connection().execute(delete(USAGE).where(USAGE.c.day < before)).rowcount or 0)

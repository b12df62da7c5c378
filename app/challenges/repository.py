"""All SQL about challenges and their players."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, cast

from sqlalchemy import Row, Table, and_, func, or_, select
from sqlalchemy.orm import Session

from app.challenges.models import Challenge, Challenger
from app.games.repository import GAMES
from app.kit.db import lock_again
from app.players.repository import PLAYERS

CHALLENGES = cast(Table, Challenge.__table__)
CHALLENGERS = cast(Table, Challenger.__table__)


class ChallengeRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def add(self, row: Challenge | Challenger) -> None:
        self.session.add(row)
        self.session.flush()

    def get(self, challenge_id: str) -> Challenge | None:
        return self.session.get(Challenge, challenge_id)

    def lock(self, challenge: Challenge) -> Challenge:
        """The challenge again, locked until the transaction ends (a row lock in PostgreSQL, the database's write
        lock in SQLite): its games' ends, its declines and its placing happen one after another."""
        return lock_again(self.session, challenge)

    def of_game(self, game_id: str) -> Challenge | None:
        query = select(Challenge).join(Challenger, Challenger.challenge_id == Challenge.id)
        return self.session.scalars(query.where(Challenger.game_id == game_id)).first()

    def seat(self, challenge_id: str, player_id: str) -> Challenger | None:
        return self.session.get(Challenger, (challenge_id, player_id))

    def seats(self, challenge_id: str) -> list[Challenger]:
        query = select(Challenger).where(Challenger.challenge_id == challenge_id)
        return list(self.session.scalars(query.order_by(Challenger.seat)))

    def lines(self, challenge_id: str) -> list[Row[Any]]:
        """Each player of the challenge with their name and their game's figures: the maker, then as named."""
        return self.lines_of([challenge_id])[challenge_id]

    def lines_of(self, challenge_ids: Sequence[str]) -> dict[str, list[Row[Any]]]:
        """The lines of several challenges, in one query."""
        query = (
            select(
                CHALLENGERS,
                PLAYERS.c.display_name,
                PLAYERS.c.bot.label("player_bot"),
                GAMES.c.status,
                GAMES.c.reason,
                GAMES.c.cause,
                GAMES.c.moves,
                GAMES.c.redeals_used,
                GAMES.c.cards_in_sequence,
                GAMES.c.elapsed_ms,
                GAMES.c.assisted,
                GAMES.c.bot.label("game_bot"),
            )
            .select_from(
                CHALLENGERS.join(PLAYERS, PLAYERS.c.id == CHALLENGERS.c.player_id).outerjoin(
                    GAMES, GAMES.c.id == CHALLENGERS.c.game_id
                )
            )
            .where(CHALLENGERS.c.challenge_id.in_(challenge_ids))
            .order_by(CHALLENGERS.c.challenge_id, CHALLENGERS.c.seat)
        )
        lines: dict[str, list[Row[Any]]] = {challenge_id: [] for challenge_id in challenge_ids}
        for row in self.session.connection().execute(query):
            lines[row.challenge_id].append(row)
        return lines

    def games_in_play(self, challenge_id: str) -> list[str]:
        query = (
            select(GAMES.c.id)
            .join(CHALLENGERS, CHALLENGERS.c.game_id == GAMES.c.id)
            .where(CHALLENGERS.c.challenge_id == challenge_id, GAMES.c.status == "playing")
        )
        return list(self.session.scalars(query))

    def open_made_by(self, player_id: str) -> int:
        query = select(func.count()).where(CHALLENGES.c.creator_id == player_id, CHALLENGES.c.status == "open")
        return int(self.session.scalar(query) or 0)

    def rematch_by(self, race_id: str, player_id: str) -> Challenge | None:
        query = select(Challenge).where(Challenge.rematch_of == race_id, Challenge.creator_id == player_id)
        return self.session.scalars(query).first()

    def of_player(
        self, player_id: str, status: str | None, after: tuple[datetime, str] | None, limit: int
    ) -> list[Challenge]:
        """The player's challenges, newest first by when they were named in it."""
        query = (
            select(Challenge, Challenger.joined_at)
            .join(Challenger, Challenger.challenge_id == Challenge.id)
            .where(Challenger.player_id == player_id)
        )
        if status is not None:
            query = query.where(Challenge.status == status)
        if after is not None:
            joined_at, challenge_id = after
            query = query.where(
                or_(
                    Challenger.joined_at < joined_at,
                    and_(Challenger.joined_at == joined_at, Challenge.id < challenge_id),
                )
            )
        query = query.order_by(Challenger.joined_at.desc(), Challenge.id.desc()).limit(limit)
        return [row[0] for row in self.session.execute(query)]

    def due(self, now: datetime, limit: int = 100) -> list[str]:
        """Open challenges whose time is up, or whose every player is done (a safety net for the last end)."""
        still_to_play = (
            select(CHALLENGERS.c.player_id)
            .outerjoin(GAMES, GAMES.c.id == CHALLENGERS.c.game_id)
            .where(
                CHALLENGERS.c.challenge_id == CHALLENGES.c.id,
                CHALLENGERS.c.declined.is_(False),
                or_(CHALLENGERS.c.game_id.is_(None), GAMES.c.status == "playing"),
            )
            .exists()
        )
        query = select(CHALLENGES.c.id).where(
            CHALLENGES.c.status == "open", or_(CHALLENGES.c.ends_at <= now, ~still_to_play)
        )
        return list(self.session.scalars(query.order_by(CHALLENGES.c.ends_at).limit(limit)))

"""All SQL about reviews and moderation decisions."""

from __future__ import annotations

from datetime import datetime
from typing import Any, cast

from sqlalchemy import Table, and_, or_, select
from sqlalchemy.engine import Row
from sqlalchemy.orm import Session

from app.fairplay.models import GameReview, ModerationDecision
from app.games.models import GameRecord
from app.players.models import Player

REVIEWS = cast(Table, GameReview.__table__)
DECISIONS = cast(Table, ModerationDecision.__table__)
GAMES = cast(Table, GameRecord.__table__)
PLAYERS = cast(Table, Player.__table__)


class FairPlayRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def add(self, row: GameReview | ModerationDecision) -> None:
        self.session.add(row)
        self.session.flush()

    def review(self, game_id: str, *, locked: bool = True) -> GameReview | None:
        """The game's review, read again and locked (take its player's lock first: players lock before reviews),
        or as it stands without a lock."""
        if not locked:
            return self.session.get(GameReview, game_id)
        return self.session.get(GameReview, game_id, with_for_update={"key_share": True}, populate_existing=True)

    def held(self, after: tuple[datetime, str] | None, limit: int) -> list[Row[Any]]:
        """Held reviews with their game and player, oldest first."""
        shown = (
            REVIEWS, GAMES.c.rules, GAMES.c.status.label("game_status"), GAMES.c.elapsed_ms, GAMES.c.moves,
            GAMES.c.score, GAMES.c.kind, GAMES.c.finished_at, PLAYERS.c.display_name, PLAYERS.c.username,
        )  # fmt: skip
        query = (
            select(*shown)
            .join(GAMES, GAMES.c.id == REVIEWS.c.game_id)
            .join(PLAYERS, PLAYERS.c.id == REVIEWS.c.player_id)
            .where(REVIEWS.c.status == "held")
        )
        if after is not None:
            created_at, game_id = after
            later = and_(REVIEWS.c.created_at == created_at, REVIEWS.c.game_id > game_id)
            query = query.where(or_(REVIEWS.c.created_at > created_at, later))
        query = query.order_by(REVIEWS.c.created_at, REVIEWS.c.game_id).limit(limit)
        return list(self.session.connection().execute(query))

    def decisions(self, before_id: int | None, limit: int) -> list[ModerationDecision]:
        query = select(ModerationDecision).order_by(ModerationDecision.id.desc()).limit(limit)
        if before_id is not None:
            query = query.where(ModerationDecision.id < before_id)
        return list(self.session.scalars(query))

    def player(self, player_id: str) -> Player | None:
        return self.session.get(Player, player_id, with_for_update={"key_share": True}, populate_existing=True)

    def game(self, game_id: str) -> GameRecord | None:
        return self.session.get(GameRecord, game_id)

"""All SQL about players, their sessions and sign-in throttles."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, cast

from sqlalchemy import Table, bindparam, select, update
from sqlalchemy.orm import Session

from app.players.models import AuthSession, Player, SignInThrottle

SESSIONS = cast(Table, AuthSession.__table__)
PLAYERS = cast(Table, Player.__table__)


@dataclass(frozen=True, slots=True)
class CurrentPlayer:
    """Who a request's token belongs to, read in one query on every authenticated request."""

    id: str
    username: str | None
    created_at: datetime
    bot: bool
    role: str | None
    banned_reason: str | None
    session_id: int
    expires_at: datetime
    revoked_at: datetime | None


CURRENT_PLAYER_COLUMNS = (
    PLAYERS.c.id,
    PLAYERS.c.username,
    PLAYERS.c.created_at,
    PLAYERS.c.bot,
    PLAYERS.c.role,
    PLAYERS.c.banned_reason,
    SESSIONS.c.id.label("session_id"),
    SESSIONS.c.expires_at,
    SESSIONS.c.revoked_at,
)
SESSION_OF_TOKEN = SESSIONS.join(PLAYERS, PLAYERS.c.id == SESSIONS.c.player_id)
"""Join the games repository extends, so an action reads its player and its game in one query."""

_BY_TOKEN = (
    select(*CURRENT_PLAYER_COLUMNS)
    .select_from(SESSION_OF_TOKEN)
    .where(SESSIONS.c.token_hash == bindparam("token_hash"))
)


class PlayerRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def add(self, row: Player | AuthSession) -> None:
        self.session.add(row)
        self.session.flush()

    def by_username(self, username_key: str) -> Player | None:
        return self.session.scalars(select(Player).where(Player.username_key == username_key)).first()

    def by_token(self, token_hash: str) -> CurrentPlayer | None:
        row = self.session.connection().execute(_BY_TOKEN, {"token_hash": token_hash}).first()
        return None if row is None else CurrentPlayer(**row._mapping)

    def lock(self, player_id: str) -> None:
        """Serialize the writes that must see each other for one player (starting a ranked game, recording a
        leaderboard entry): a row lock in PostgreSQL, the database's write lock in SQLite."""
        connection = self.session.connection()
        if connection.dialect.name == "sqlite":
            # A write takes SQLite's lock at once; a read first could not upgrade to it safely later.
            connection.execute(update(PLAYERS).where(PLAYERS.c.id == player_id).values(id=PLAYERS.c.id))
        else:
            connection.execute(select(PLAYERS.c.id).where(PLAYERS.c.id == player_id).with_for_update())

    def get(self, player_id: str) -> Player | None:
        return self.session.get(Player, player_id)

    def by_display_name(self, display_name_key: str) -> Player | None:
        query = select(Player).where(Player.display_name_key == display_name_key)
        return self.session.scalars(query).first()

    def save_settings(self, player_id: str, settings: dict[str, Any], read_version: int) -> bool:
        """Store new settings only if nobody changed them since ``read_version`` was read."""
        changed = self.session.connection().execute(
            update(PLAYERS)
            .where(PLAYERS.c.id == player_id, PLAYERS.c.settings_version == read_version)
            .values(settings=settings, settings_version=read_version + 1)
        )
        return changed.rowcount == 1

    def revoke(self, session_id: int, now: datetime) -> None:
        self.session.connection().execute(update(SESSIONS).where(SESSIONS.c.id == session_id).values(revoked_at=now))

    def throttle(self, key: str) -> SignInThrottle | None:
        return self.session.get(SignInThrottle, key)

    def record_failure(self, key: str, now: datetime) -> None:
        throttle = self.session.get(SignInThrottle, key, with_for_update=True)
        if throttle is None:
            self.session.add(SignInThrottle(key=key, failures=1, last_failure_at=now))
        else:
            throttle.failures += 1
            throttle.last_failure_at = now
        self.session.flush()

    def clear_failures(self, key: str) -> None:
        throttle = self.session.get(SignInThrottle, key)
        if throttle is not None:
            self.session.delete(throttle)
            self.session.flush()

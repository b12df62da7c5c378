"""All SQL about players, their sessions and sign-in throttles."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime
from typing import Any, cast

from sqlalchemy import Table, bindparam, or_, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import set_committed_value

from app.kit.db import before_commit
from app.players.models import AuthSession, Player, SignInThrottle

SESSIONS = cast(Table, AuthSession.__table__)
THROTTLES = cast(Table, SignInThrottle.__table__)
PLAYERS = cast(Table, Player.__table__)


@dataclass(frozen=True, slots=True)
class CurrentPlayer:
    """Who a request's token belongs to, read in one query on every authenticated request."""

    id: str
    username: str | None
    registered_at: datetime | None
    created_at: datetime
    bot: bool
    role: str | None
    banned_reason: str | None
    session_id: int
    session_kind: str
    scopes: list[str] | None
    """An app token's scopes; None for a device, which may do everything."""
    last_seen_at: datetime | None
    expires_at: datetime
    revoked_at: datetime | None


CURRENT_PLAYER_COLUMNS = (
    PLAYERS.c.id,
    PLAYERS.c.username,
    PLAYERS.c.registered_at,
    PLAYERS.c.created_at,
    PLAYERS.c.bot,
    PLAYERS.c.role,
    PLAYERS.c.banned_reason,
    SESSIONS.c.id.label("session_id"),
    SESSIONS.c.kind.label("session_kind"),
    SESSIONS.c.scopes,
    SESSIONS.c.last_seen_at,
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
        leaderboard entry): a row lock in PostgreSQL, the database's write lock in SQLite.

        The lock is FOR NO KEY UPDATE, as every row lock of the code base: inserting a row that refers to the player
        (a game, a session, an idempotency key) takes a key-share lock on it, which FOR UPDATE would wait for, and a
        transaction that inserted one and then locks the player would deadlock with another doing the same. See
        docs/operations.md for the order in which locks are taken."""
        connection = self.session.connection()
        if connection.dialect.name == "sqlite":
            # A write takes SQLite's lock at once; a read first could not upgrade to it safely later.
            connection.execute(update(PLAYERS).where(PLAYERS.c.id == player_id).values(id=PLAYERS.c.id))
        else:
            connection.execute(select(PLAYERS.c.id).where(PLAYERS.c.id == player_id).with_for_update(key_share=True))

    def lock_those_free(self, player_ids: Collection[str]) -> set[str]:
        """:meth:`lock` the players no other transaction holds, without waiting for the others; those locked (all of
        them in SQLite, whose writer holds the whole database)."""
        connection = self.session.connection()
        if connection.dialect.name == "sqlite":
            return set(player_ids)
        query = select(PLAYERS.c.id).where(PLAYERS.c.id.in_(list(player_ids)))
        query = query.with_for_update(skip_locked=True, key_share=True)
        return set(connection.scalars(query))

    def locked(self, player_id: str) -> Player | None:
        """The player, locked as :meth:`lock` locks and read after the lock (so a ban committed before it is seen):
        one statement in PostgreSQL (a game's end asks it)."""
        if self.session.get_bind().dialect.name == "sqlite":
            self.lock(player_id)
            return self.get(player_id, fresh=True)
        self.session.flush()
        return self.session.get(Player, player_id, populate_existing=True, with_for_update={"key_share": True})

    def get(self, player_id: str, *, fresh: bool = False) -> Player | None:
        """The player; ``fresh`` reads the row again even if this session holds it (after taking its lock), with
        this session's own changes written first."""
        if fresh:
            self.session.flush()
        return self.session.get(Player, player_id, populate_existing=fresh)

    def replace_password(self, player: Player, verified_hash: str, new_hash: str) -> bool:
        """Store ``new_hash`` (or ``verified_hash`` again) only if the account's hash is still the one a password was
        just verified against, and hold the player's row until the transaction ends: a sign-in and a change of
        password that overlap see each other (the one that comes second finds the hash changed, or waits for the
        first to commit and then revokes what it issued)."""
        changed = self.session.connection().execute(
            update(PLAYERS)
            .where(PLAYERS.c.id == player.id, PLAYERS.c.password_hash == verified_hash)
            .values(password_hash=new_hash)
        )
        if changed.rowcount != 1:
            return False
        set_committed_value(player, "password_hash", new_hash)
        return True

    def claim_username(
        self, player: Player, username: str, username_key: str, password_hash: str, now: datetime
    ) -> bool:
        """Make a guest an account, only if it is still a guest (two upgrades of one guest at once: one wins)."""
        changed = self.session.connection().execute(
            update(PLAYERS)
            .where(PLAYERS.c.id == player.id, PLAYERS.c.username.is_(None))
            .values(username=username, username_key=username_key, password_hash=password_hash, registered_at=now)
        )
        if changed.rowcount != 1:
            return False
        for name, value in (("username", username), ("username_key", username_key), ("password_hash", password_hash),
                            ("registered_at", now)):  # fmt: skip
            set_committed_value(player, name, value)
        return True

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

    def seen(self, session_id: int, now: datetime) -> None:
        """Note when the session was last seen, as the transaction's last write (sessions come last in the lock
        order: a change of password locks its player, then every session), and without waiting for a transaction
        that holds the session's row: that note is then skipped, and the next request of the hour makes it."""
        row = select(SESSIONS.c.id).where(SESSIONS.c.id == session_id)
        if self.session.get_bind().dialect.name == "postgresql":
            row = row.with_for_update(skip_locked=True, key_share=True)
        statement = update(SESSIONS).where(SESSIONS.c.id.in_(row.scalar_subquery())).values(last_seen_at=now)

        def note(session: Session) -> None:
            session.connection().execute(statement)

        before_commit(self.session, note)

    def tokens_in_force(self, token_hashes: list[str], now: datetime) -> set[str]:
        """Which of these token digests are still valid (not signed out, not expired), in one query per 500."""
        valid: set[str] = set()
        for start in range(0, len(token_hashes), 500):
            query = select(SESSIONS.c.token_hash).where(
                SESSIONS.c.token_hash.in_(token_hashes[start : start + 500]),
                SESSIONS.c.revoked_at.is_(None),
                SESSIONS.c.expires_at > now,
            )
            valid.update(self.session.connection().execute(query).scalars())
        return valid

    def seen_together(self, token_hashes: list[str], now: datetime, unless_seen_since: datetime) -> None:
        """Note ``now`` as when these tokens' sessions were last seen, for those not seen since ``unless_seen_since``
        (one statement per 500; most find nothing to change)."""
        for start in range(0, len(token_hashes), 500):
            self.session.connection().execute(
                update(SESSIONS)
                .where(
                    SESSIONS.c.token_hash.in_(token_hashes[start : start + 500]),
                    or_(SESSIONS.c.last_seen_at.is_(None), SESSIONS.c.last_seen_at < unless_seen_since),
                )
                .values(last_seen_at=now)
            )

    def revoke(self, session_id: int, now: datetime) -> None:
        self.session.connection().execute(update(SESSIONS).where(SESSIONS.c.id == session_id).values(revoked_at=now))

    def revoke_session(self, player_id: str, session_id: int, now: datetime, kind: str | None = None) -> bool:
        query = update(SESSIONS).where(
            SESSIONS.c.id == session_id, SESSIONS.c.player_id == player_id, SESSIONS.c.revoked_at.is_(None)
        )
        if kind is not None:
            query = query.where(SESSIONS.c.kind == kind)
        return self.session.connection().execute(query.values(revoked_at=now)).rowcount == 1

    def revoke_all(self, player_id: str, now: datetime, keep: int | None = None) -> None:
        """Sign the player out of every device and app token (but ``keep``)."""
        query = update(SESSIONS).where(SESSIONS.c.player_id == player_id, SESSIONS.c.revoked_at.is_(None))
        if keep is not None:
            query = query.where(SESSIONS.c.id != keep)
        self.session.connection().execute(query.values(revoked_at=now))

    def sessions_of(self, player_id: str, now: datetime, kind: str | None = None) -> list[AuthSession]:
        """The player's tokens still in force (an app's OAuth grant while its refresh token is), newest first."""
        query = select(AuthSession).where(
            AuthSession.player_id == player_id,
            AuthSession.revoked_at.is_(None),
            or_(AuthSession.expires_at > now, AuthSession.refresh_expires_at > now),
        )
        if kind is not None:
            query = query.where(AuthSession.kind == kind)
        return list(self.session.scalars(query.order_by(AuthSession.created_at.desc(), AuthSession.id.desc())))

    def signed_in_from(self, player_id: str, address: str, since: datetime) -> bool:
        """Whether the player signed in from ``address`` since ``since`` (a known place for them)."""
        query = select(SESSIONS.c.id).where(
            SESSIONS.c.player_id == player_id, SESSIONS.c.address == address, SESSIONS.c.created_at >= since
        )
        return self.session.connection().execute(query.limit(1)).first() is not None

    def lock_throttles(self, keys: list[str], now: datetime) -> list[SignInThrottle]:
        """The sign-in throttles of ``keys`` (made when missing), locked until the transaction ends, in key order.

        The insert comes first: in SQLite it takes the database's write lock at once, in PostgreSQL the rows it
        makes can then be locked like the others.
        """
        insert = postgresql.insert if self.session.get_bind().dialect.name == "postgresql" else sqlite.insert
        rows = [{"key": key, "failures": 0, "last_failure_at": now} for key in keys]
        self.session.connection().execute(insert(THROTTLES).values(rows).on_conflict_do_nothing())
        query = select(SignInThrottle).where(SignInThrottle.key.in_(keys)).order_by(SignInThrottle.key)
        return list(self.session.scalars(query.with_for_update(), execution_options={"populate_existing": True}))

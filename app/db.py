"""Database engine, the declarative base, and the request's session scope."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import DateTime, MetaData, create_engine, event
from sqlalchemy.engine import Dialect, Engine
from sqlalchemy.orm import DeclarativeBase, Session, sessionmaker
from sqlalchemy.types import TypeDecorator

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class UTCDateTime(TypeDecorator[datetime]):
    """Aware UTC datetimes on every backend (SQLite keeps no zone of its own)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime: store aware UTC datetimes")
        return value.astimezone(UTC) if dialect.name != "sqlite" else value.astimezone(UTC).replace(tzinfo=None)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def utcnow() -> datetime:
    return datetime.now(UTC)


def make_engine(url: str, timeout: float = 5.0, connections: int = 20) -> Engine:
    """The engine for ``url``. SQL parameters never reach an error message or a log (they may hold secrets)."""
    if url.startswith("sqlite"):
        engine = create_engine(url, hide_parameters=True, connect_args={"check_same_thread": False, "timeout": 30})

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(connection: Any, _record: Any) -> None:
            cursor = connection.cursor()
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA busy_timeout=30000")
            cursor.close()

        return engine
    # No pre-ping: it costs a round trip per request. A dropped connection fails one request
    # with 503 and is then discarded by the pool (see the OperationalError handler).
    # Every wait is bounded, so that a database that is gone, or a network that silently drops
    # packets, answers 503 within seconds instead of holding a request for ever: the connect
    # timeout, TCP keepalives and tcp_user_timeout (unacknowledged data), the statement timeout
    # (on the server), and the wait for a pooled connection.
    milliseconds = int(timeout * 1000)
    return create_engine(
        url,
        hide_parameters=True,
        # As many connections as the threads that use them: a thread never waits for one, and none is opened and
        # closed again under load (each costs PostgreSQL milliseconds of CPU).
        pool_size=connections,
        max_overflow=4,
        pool_timeout=timeout,
        pool_recycle=1800,
        connect_args={
            "connect_timeout": max(1, int(timeout / 2)),
            "keepalives": 1,
            "keepalives_idle": max(1, int(timeout / 3)),
            "keepalives_interval": 1,
            "keepalives_count": 2,
            "tcp_user_timeout": milliseconds,
            "options": f"-c statement_timeout={milliseconds}",
        },
    )


class Database:
    """One engine and its session factory; the app holds one, tests make their own.

    With ``read_url`` (a read replica), ``read_sessions`` read from it: public reads that may lag a moment
    (leaderboard pages, public profiles) go there and spare the primary.
    """

    def __init__(self, url: str, timeout: float = 5.0, connections: int = 20, read_url: str | None = None) -> None:
        self.url = url
        self.engine = make_engine(url, timeout, connections)
        self.sessions = sessionmaker(self.engine, expire_on_commit=False)
        self.read_engine = make_engine(read_url, timeout, connections) if read_url else self.engine
        self.read_sessions = sessionmaker(self.read_engine, expire_on_commit=False) if read_url else self.sessions

    @staticmethod
    def finish(session: Session, *, commit: bool) -> None:
        """End a unit of work: commit it (or roll it back) and release the connection."""
        try:
            if commit:
                session.commit()
            else:
                session.rollback()
        finally:
            session.close()

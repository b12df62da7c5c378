"""Database engine, the declarative base, and the request's session scope."""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, TypeVar

from sqlalchemy import DateTime, MetaData, create_engine, event
from sqlalchemy.engine import Dialect, Engine
from sqlalchemy.exc import DBAPIError, OperationalError
from sqlalchemy.orm import DeclarativeBase, Session, sessionmaker
from sqlalchemy.types import TypeDecorator

from app.kit.errors import OUTCOME_UNKNOWN, OutcomeUnknown

logger = logging.getLogger("montana.db")
T = TypeVar("T")
ABORTED_BY_THE_DATABASE = frozenset({"40P01", "40001", "55P03"})
"""SQLSTATEs of a transaction PostgreSQL chose to abort, which the same work run again may well get through: a
deadlock (the other transaction of the cycle goes on), a serialization failure, a lock not available in time."""
TRIES = 3

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


def aborted_by_the_database(error: DBAPIError) -> bool:
    return getattr(error.orig, "sqlstate", None) in ABORTED_BY_THE_DATABASE


def run_and_commit(session: Session, work: Callable[[], T]) -> T:
    """Run ``work`` in ``session``'s transaction and commit it: the request's unit of work.

    A transaction the database aborted (a deadlock, a serialization failure) is rolled back and run again, up to
    ``TRIES`` times in all: it concerned this request alone, and nothing of it was kept. A COMMIT whose connection
    broke before it was answered may have been applied: that is :class:`OutcomeUnknown`, not the "nothing was
    changed" of a failure before it. The session is left rolled back after any failure (the caller closes it).
    """
    for attempt in range(1, TRIES + 1):
        try:
            result = work()
            session.flush()
        except OperationalError as error:
            session.rollback()
            if attempt < TRIES and aborted_by_the_database(error):
                logger.warning("the database aborted a transaction (%s): running it again", error.orig.sqlstate)  # type: ignore[union-attr]
                continue
            raise
        except BaseException:
            session.rollback()
            raise
        try:
            session.commit()
        except OperationalError as error:
            session.rollback()
            if error.connection_invalidated:
                raise OutcomeUnknown(OUTCOME_UNKNOWN, headers={"Retry-After": "5"}) from error
            if attempt < TRIES and aborted_by_the_database(error):
                continue
            raise
        except BaseException:
            session.rollback()
            raise
        return result
    raise AssertionError("unreachable")  # the last try returns or raises

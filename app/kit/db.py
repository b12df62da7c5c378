"""Database engines, the declarative base, and the unit of work.

Every unit of work, a request's or the worker's, runs on an event loop, on SQLAlchemy's asynchronous engine
(psycopg's asynchronous connections on PostgreSQL, aiosqlite on SQLite): the use cases are written as plain
functions of a ``Session``, and :func:`run_unit_of_work` runs them through ``AsyncSession.run_sync``, where each
statement waits for the database without holding the loop (``app.kit.bridge`` says how the rest of their waits
do). Only the command line's administration and the migrations use the synchronous engine of the same driver
family.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import weakref
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, TypeVar

import orjson
from sqlalchemy import DateTime, MetaData, create_engine, event, inspect, select, update
from sqlalchemy.engine import Dialect, Engine, make_url
from sqlalchemy.exc import DBAPIError, OperationalError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase, Session, SessionTransaction, sessionmaker
from sqlalchemy.pool import NullPool
from sqlalchemy.types import TypeDecorator

from app.kit.batching import BatchConnections
from app.kit.errors import OUTCOME_UNKNOWN, OutcomeUnknown

logger = logging.getLogger("montana.db")
T = TypeVar("T")
Model = TypeVar("Model", bound="Base")
ABORTED_BY_THE_DATABASE = frozenset({"40P01", "40001", "55P03"})
"""SQLSTATEs of a transaction PostgreSQL chose to abort, which the same work run again may well get through: a
deadlock (the other transaction of the cycle goes on), a serialization failure, a lock not available in time."""
TRIES = 3
BATCH_CONNECTIONS = 4
"""Connections of a process's statement batches (``app.kit.batching``): a read and a save at once, and two saves
waiting for games other transactions hold."""

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


def _engine_arguments(url: str, timeout: float, connections: int) -> dict[str, Any]:
    """What an engine for ``url`` is made with, synchronous or not: parameters never reach an error message or a log
    (they may hold secrets), and every wait is bounded."""
    if url.startswith("sqlite"):
        return {"hide_parameters": True, "connect_args": {"check_same_thread": False, "timeout": 30}}
    # No pre-ping: it costs a round trip per request. A dropped connection fails one request
    # with 503 and is then discarded by the pool (see the OperationalError handler).
    # Every wait is bounded, so that a database that is gone, or a network that silently drops
    # packets, answers 503 within seconds instead of holding a request for ever: the connect
    # timeout, TCP keepalives and tcp_user_timeout (unacknowledged data), the statement timeout
    # (on the server), and the wait for a pooled connection.
    milliseconds = int(timeout * 1000)
    return {
        "hide_parameters": True,
        # Connections enough for the requests a process works on at once: none is opened and closed again under
        # load (each costs PostgreSQL milliseconds of CPU); a request beyond them waits for one, at most ``timeout``.
        "pool_size": connections,
        "max_overflow": 4,
        "pool_timeout": timeout,
        "pool_recycle": 1800,
        "connect_args": {
            "connect_timeout": max(1, int(timeout / 2)),
            "keepalives": 1,
            "keepalives_idle": max(1, int(timeout / 3)),
            "keepalives_interval": 1,
            "keepalives_count": 2,
            "tcp_user_timeout": milliseconds,
            "options": f"-c statement_timeout={milliseconds}",
        },
    }


def _sqlite_pragmas(connection: Any, _record: Any) -> None:
    cursor = connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.close()


def make_engine(url: str, timeout: float = 5.0, connections: int = 20) -> Engine:
    """The synchronous engine for ``url`` (the worker, the command line, the migrations)."""
    engine = create_engine(url, **_engine_arguments(url, timeout, connections))
    if url.startswith("sqlite"):
        event.listen(engine, "connect", _sqlite_pragmas)
    return engine


def async_url(url: str) -> str:
    """``url`` for the asynchronous engine, on the same driver family: psycopg on PostgreSQL (its asynchronous
    connections), and on SQLite the standard library's driver through aiosqlite."""
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        return parsed.set(drivername="sqlite+aiosqlite").render_as_string(hide_password=False)
    if parsed.get_backend_name() == "postgresql":
        return parsed.set(drivername="postgresql+psycopg").render_as_string(hide_password=False)
    return url


def make_async_engine(
    url: str, timeout: float = 5.0, connections: int = 20, *, pooled: bool = True, autocommit: bool = False
) -> AsyncEngine:
    """The asynchronous engine for ``url``: the requests'. Without ``pooled``, each session opens a connection of its
    own and closes it when it ends; with ``autocommit``, each statement is a transaction of its own."""
    arguments = _engine_arguments(url, timeout, connections)
    if autocommit:  # the statement batches' engine (``app.kit.batching``): orjson decodes a game's JSON far faster
        arguments["isolation_level"] = "AUTOCOMMIT"
        arguments["json_deserializer"] = orjson.loads
        if "options" in arguments["connect_args"]:  # its rows are read as the driver gives them: in UTC
            arguments["connect_args"]["options"] += " -c TimeZone=UTC"
    if not pooled:
        arguments = {name: value for name, value in arguments.items() if not name.startswith("pool_")}
        arguments.pop("max_overflow", None)
        arguments["poolclass"] = NullPool
    engine = create_async_engine(async_url(url), **arguments)
    if url.startswith("sqlite"):
        event.listen(engine.sync_engine, "connect", _sqlite_pragmas)
    return engine


class _OnALoop:
    """An asynchronous engine and its sessions, for one event loop: a connection belongs to the loop that opened it.
    A server process has one loop, opened with the application (:meth:`Database.open_on_this_loop`), whose
    connections are pooled; any other loop (a test's request without the application's lifespan) opens a connection
    for each session, so that none is left open when that loop is gone."""

    def __init__(self, url: str, timeout: float, connections: int, read_url: str | None, pooled: bool) -> None:
        self.engine = make_async_engine(url, timeout, connections, pooled=pooled)
        self.sessions = async_sessionmaker(self.engine, expire_on_commit=False)
        self.read_engine = make_async_engine(read_url, timeout, connections, pooled=pooled) if read_url else self.engine
        self.read_sessions = async_sessionmaker(self.read_engine, expire_on_commit=False) if read_url else self.sessions
        self.batch_engine = (
            make_async_engine(url, timeout, BATCH_CONNECTIONS, pooled=pooled, autocommit=True)
            if make_url(url).get_backend_name() == "postgresql"
            else None
        )

    async def dispose(self) -> None:
        await self.engine.dispose()
        if self.batch_engine is not None:
            await self.batch_engine.dispose()
        if self.read_engine is not self.engine:
            await self.read_engine.dispose()


class Database:
    """A database's engines: per event loop, the asynchronous one of every unit of work, and the synchronous one
    (``engine``, ``sessions``: the command line's administration, tests' setup). The app holds one, tests make
    their own.

    With ``read_url`` (a read replica), ``async_read_sessions`` read from it: public reads that may lag a moment
    (leaderboard pages, public profiles) go there and spare the primary.
    """

    def __init__(self, url: str, timeout: float = 5.0, connections: int = 20, read_url: str | None = None) -> None:
        self.url = url
        self.timeout, self.connections, self.read_url = timeout, connections, read_url
        self._loops: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _OnALoop] = weakref.WeakKeyDictionary()

    @functools.cached_property
    def engine(self) -> Engine:
        """The synchronous engine, made when first asked for: a server or worker process never makes one."""
        return make_engine(self.url, self.timeout, self.connections)

    @functools.cached_property
    def sessions(self) -> sessionmaker[Session]:
        return sessionmaker(self.engine, expire_on_commit=False)

    def _on_this_loop(self) -> _OnALoop:
        loop = asyncio.get_running_loop()
        found = self._loops.get(loop)
        if found is None:
            found = self._loops[loop] = _OnALoop(self.url, self.timeout, self.connections, self.read_url, False)
        return found

    async def open_on_this_loop(self) -> None:
        """Pool the connections of this loop's sessions (an application starting on it)."""
        loop = asyncio.get_running_loop()
        if loop in self._loops:
            await self._loops.pop(loop).dispose()
        self._loops[loop] = _OnALoop(self.url, self.timeout, self.connections, self.read_url, True)

    def async_sessions(self) -> AsyncSession:
        """A session of the asynchronous engine (a request's); it connects when first used."""
        return self._on_this_loop().sessions()

    def async_read_sessions(self) -> AsyncSession:
        """A session for public reads that may lag a moment: from the read replica, if there is one."""
        return self._on_this_loop().read_sessions()

    def async_engine(self) -> AsyncEngine:
        return self._on_this_loop().engine

    def batch_connections(self) -> BatchConnections | None:
        """The connections of this loop's statement batches, on PostgreSQL (``app.kit.batching``); None on SQLite,
        where one writer at a time gains nothing from them."""
        engine = self._on_this_loop().batch_engine
        return None if engine is None else BatchConnections(engine, self.timeout)

    async def run(self, work: Callable[[Session], T]) -> T:
        """Run ``work`` in a unit of work of its own on this loop (see :func:`run_unit_of_work`), and commit it: the
        worker's units of work, each in a session of its own."""
        async with self.async_sessions() as session:
            return await run_unit_of_work(session, work)

    async def close_on_this_loop(self) -> None:
        """Close this loop's connections (an application stopping)."""
        found = self._loops.pop(asyncio.get_running_loop(), None)
        if found is not None:
            await found.dispose()


def before_commit(session: Session, hook: Callable[[Session], None]) -> None:
    """Run ``hook`` just before ``session``'s transaction commits (its last write). A transaction rolled back forgets
    it: a unit of work run again registers its own."""
    _hooks(session, "before_commit").append(hook)


def after_commit(session: Session, hook: Callable[[Session], None]) -> None:
    """Run ``hook`` once ``session``'s transaction has committed; a transaction rolled back forgets it."""
    _hooks(session, "after_commit").append(hook)


def _hooks(session: Session, moment: str) -> list[Callable[[Session], None]]:
    if not session.info.get("hooked"):
        session.info["hooked"] = True
        event.listen(session, "before_commit", lambda done: _run(done, "before_commit"))
        event.listen(session, "after_commit", lambda done: _run(done, "after_commit"))
        event.listen(session, "after_soft_rollback", _forget)
    hooks: list[Callable[[Session], None]] = session.info.setdefault(moment, [])
    return hooks


def _run(session: Session, moment: str) -> None:
    for hook in session.info.pop(moment, []):
        hook(session)


def _forget(session: Session, transaction: SessionTransaction) -> None:
    if transaction.parent is None:  # the whole transaction (a savepoint's rollback keeps the rest of it)
        session.info.pop("before_commit", None)
        session.info.pop("after_commit", None)


def aborted_by_the_database(error: DBAPIError) -> bool:
    return getattr(error.orig, "sqlstate", None) in ABORTED_BY_THE_DATABASE


def lock_again(session: Session, row: Model) -> Model:
    """The mapped ``row`` read again, locked until the transaction ends: a row lock in PostgreSQL (``FOR NO KEY
    UPDATE``), the database's write lock in SQLite (taken by a write that changes nothing), so that the changes of one
    row (a race's, a challenge's) happen one after another."""
    model = type(row)
    mapper = inspect(model)
    key = mapper.primary_key[0]
    identity = key == getattr(row, mapper.get_property_by_column(key).key)
    query = select(model).where(identity)
    if session.get_bind().dialect.name == "sqlite":
        session.connection().execute(update(model).where(identity).values({key: key}))
    else:
        query = query.with_for_update(key_share=True)
    return session.scalars(query, execution_options={"populate_existing": True}).one()


async def run_unit_of_work(session: AsyncSession, work: Callable[[Session], T]) -> T:
    """Run ``work`` (sync code, given the session) on the event loop in ``session``'s transaction, and commit it.

    A transaction the database aborted (a deadlock, a serialization failure) is rolled back and run again, up to
    ``TRIES`` times in all: it concerned this unit of work alone, and nothing of it was kept. A COMMIT whose
    connection broke before it was answered may have been applied: that is :class:`OutcomeUnknown`, not the "nothing
    was changed" of a failure before it. The session is left rolled back after any failure (the caller closes it).
    """
    for attempt in range(1, TRIES + 1):
        try:
            result = await session.run_sync(_worked_and_flushed, work)
        except OperationalError as error:
            await session.rollback()
            if _run_again(error, attempt):
                continue
            raise
        except BaseException:
            await session.rollback()
            raise
        try:
            await session.commit()
        except OperationalError as error:
            await session.rollback()
            if _run_again_after_commit(error, attempt):
                continue
            raise
        except BaseException:
            await session.rollback()
            raise
        return result
    raise AssertionError("unreachable")  # the last try returns or raises


def _run_again(error: OperationalError, attempt: int) -> bool:
    """Whether a unit of work that failed before its COMMIT is run again (rolled back, nothing of it was kept)."""
    again = attempt < TRIES and aborted_by_the_database(error)
    if again:
        logger.warning("the database aborted a transaction (%s): running it again", error.orig.sqlstate)  # type: ignore[union-attr]
    return again


def _run_again_after_commit(error: OperationalError, attempt: int) -> bool:
    """Whether a unit of work whose COMMIT failed is run again; :class:`OutcomeUnknown` if the COMMIT may have been
    applied (its connection broke before the answer)."""
    if error.connection_invalidated:
        raise OutcomeUnknown(OUTCOME_UNKNOWN, headers={"Retry-After": "5"}) from error
    return attempt < TRIES and aborted_by_the_database(error)


def _worked_and_flushed(session: Session, work: Callable[[Session], T]) -> T:
    result = work(session)
    session.flush()
    return result

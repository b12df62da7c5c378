"""PostgreSQL on the event loop, through asyncpg, for the statements of the hottest request.

Use cases run on SQLAlchemy sessions in the request threads (``app.kit.db``). For a game action that machinery (the hop
to a worker thread and back, the session and its transaction's extra round trips, the driver's Python) cost the
server several times the action's own work, so the action lane (``app.games.lane``) runs its two statements here
instead, on the event loop. They are still built with SQLAlchemy Core, once, and compiled for asyncpg
(:class:`AsyncStatement`), so their SQL has one source.

Every wait is bounded as on the synchronous engine: connecting, waiting for a pooled connection, and each
statement (asyncpg's ``command_timeout`` on the client, ``statement_timeout`` on the server) end within
``DATABASE_TIMEOUT_SECONDS`` with :class:`app.kit.errors.DatabaseUnavailable` (503), whether the database is gone or
the network to it silently drops packets.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable, Mapping
from contextlib import asynccontextmanager
from typing import Any, Generic, TypeVar

import asyncpg
import orjson
from sqlalchemy.dialects.postgresql.asyncpg import dialect as asyncpg_dialect
from sqlalchemy.engine import make_url
from sqlalchemy.sql.expression import Executable

from app.kit.errors import DATABASE_UNAVAILABLE, OUTCOME_UNKNOWN, DatabaseUnavailable, OutcomeUnknown

logger = logging.getLogger("montana.db")
Item = TypeVar("Item")
Outcome = TypeVar("Outcome")

UNAVAILABLE = (
    OSError,
    TimeoutError,
    asyncpg.PostgresConnectionError,
    asyncpg.InterfaceError,
    asyncpg.exceptions.OperatorInterventionError,
    asyncpg.exceptions.InsufficientResourcesError,
    asyncpg.exceptions.QueryCanceledError,
)
"""What asyncpg raises when the database cannot be reached or answer in time (a refused or dropped connection, a
timeout, a server shutting down or full, a statement cancelled by ``statement_timeout``)."""


LIBPQ_CLIENT_SETTINGS = frozenset({
    "connect_timeout", "keepalives", "keepalives_idle", "keepalives_interval", "keepalives_count",
    "tcp_user_timeout", "gssencmode", "fallback_application_name", "sslcompression",
})  # fmt: skip
"""Settings of a ``DATABASE_URL`` that only libpq's client reads (psycopg): asyncpg would pass them on to the server
as settings it does not know. Its own connections bound every wait themselves."""


def asyncpg_dsn(url: str) -> str:
    """``url`` (SQLAlchemy's, for psycopg) as asyncpg reads a connection string."""
    parsed = make_url(url)
    kept = {name: value for name, value in parsed.query.items() if name not in LIBPQ_CLIENT_SETTINGS}
    return parsed.set(drivername="postgresql", query=kept).render_as_string(hide_password=False)


SAID_BY_THE_SERVER = (
    asyncpg.exceptions.OperatorInterventionError,
    asyncpg.exceptions.InsufficientResourcesError,
    asyncpg.InterfaceError,
)
"""Failures that leave no doubt that a statement was not applied: the server said it cancelled or refused it (its
``statement_timeout``, a shutdown, no room), or the client never sent it (a connection already closed). After any
other failure of a statement that was sent (a timeout, a connection that broke meanwhile) it may have committed."""


class AsyncStatement:
    """A SQLAlchemy Core statement compiled once for asyncpg: its SQL, the order of its named parameters, and whether
    it writes (each statement commits on its own: a write whose answer never came may have been applied)."""

    def __init__(self, statement: Executable, *, writes: bool = False) -> None:
        compiled = statement.compile(dialect=asyncpg_dialect())  # type: ignore[attr-defined, no-untyped-call]
        self.sql: str = str(compiled)
        self.names: tuple[str, ...] = tuple(compiled.positiontup or ())
        self.writes = writes

    def arguments(self, values: Mapping[str, Any]) -> list[Any]:
        return [values[name] for name in self.names]


class AsyncConnection:
    """One pooled connection, lent for the statements of one request."""

    def __init__(self, connection: asyncpg.pool.PoolConnectionProxy[asyncpg.Record]) -> None:
        self._connection = connection

    async def fetch(self, statement: AsyncStatement, values: Mapping[str, Any]) -> list[asyncpg.Record]:
        """The rows the statement returns (each statement is a transaction of its own)."""
        try:
            return await self._connection.fetch(statement.sql, *statement.arguments(values))
        except UNAVAILABLE as error:
            if statement.writes and not isinstance(error, SAID_BY_THE_SERVER):
                raise outcome_unknown(error) from None
            raise unavailable(error) from None


class AsyncDatabase:
    """A small pool of asyncpg connections to PostgreSQL, opened with the application and connected when first used
    (a database that is away at start-up delays nothing; requests then answer 503 until it is back)."""

    def __init__(self, url: str, timeout: float = 5.0, connections: int = 8) -> None:
        self.dsn = asyncpg_dsn(url)
        self.timeout = timeout
        self.connections = connections
        self._pool: asyncpg.Pool[asyncpg.Record] | None = None

    @property
    def opened(self) -> bool:
        return self._pool is not None

    async def open(self) -> None:
        """Open the pool, and try one connection: a database that is away is tried again by each request, but one
        that refuses this configuration (a setting of the URL asyncpg cannot pass on, say) leaves the pool closed,
        with an error in the log, and its users fall back on the synchronous engine."""
        pool = await asyncpg.create_pool(
            self.dsn,
            min_size=0,
            max_size=self.connections,
            init=_decode_json,
            reset=_keep_as_it_is,
            timeout=max(1.0, self.timeout / 2),
            command_timeout=self.timeout,
            server_settings={"statement_timeout": str(int(self.timeout * 1000))},
        )
        try:
            async with pool.acquire(timeout=self.timeout):
                pass
        except UNAVAILABLE:
            pass
        except Exception as error:
            logger.error("the asynchronous database refused its connection: %s", type(error).__name__)
            await pool.close()
            return
        self._pool = pool

    async def close(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            await pool.close()

    @asynccontextmanager
    async def connection(self) -> AsyncIterator[AsyncConnection]:
        """A connection of the pool for the duration of the block; 503 when none can be had in time."""
        if self._pool is None:
            raise RuntimeError("the asynchronous database is not open (it opens with the application)")
        try:
            connection = await self._pool.acquire(timeout=self.timeout)
        except UNAVAILABLE as error:
            raise unavailable(error) from None
        try:
            yield AsyncConnection(connection)
        finally:
            with contextlib.suppress(*UNAVAILABLE):  # asyncpg has closed it: the pool opens another when needed
                await self._pool.release(connection, timeout=self.timeout)


class Batch(Generic[Item, Outcome]):
    """One statement for what many concurrent requests ask: each hands in its item and waits for its outcome.

    Items handed in while earlier ones are being run go together into the next run (no timer: an item handed in when
    nothing runs goes at once, alone), up to ``most`` items a run and ``at_once`` runs at a time. Under load a run then
    carries many requests, and PostgreSQL parses, plans and commits once for all of them. Items with the same
    ``key`` never run together, in one run or in two at once: the later one waits for the next run.

    ``run`` is given a connection and the items, and returns an outcome for each, in order. When it fails for any
    reason but the database's absence, each item is run again alone, so that one bad item fails alone. Every item
    gets an answer: its outcome, or a 503 when the database is away (the items not yet run), when it waited longer
    than the database's timeout, when ``most`` times ``queued_runs`` items wait already, or when a run fails in a way
    nothing foresaw.
    """

    def __init__(
        self,
        database: AsyncDatabase,
        run: Callable[[AsyncConnection, list[Item]], Awaitable[list[Outcome]]],
        *,
        key: Callable[[Item], Hashable] = id,
        most: int = 64,
        at_once: int = 2,
        queued_runs: int = 8,
        writes: bool = False,
    ) -> None:
        self.database, self.run, self.key, self.writes = database, run, key, writes
        self.most, self.at_once, self.most_waiting = most, at_once, most * queued_runs
        self._waiting: list[tuple[Item, asyncio.Future[Outcome], float]] = []
        self._in_flight: set[Hashable] = set()
        self._running = 0
        self._tasks: set[asyncio.Task[None]] = set()  # the loop keeps only weak references to tasks

    async def __call__(self, item: Item) -> Outcome:
        if len(self._waiting) >= self.most_waiting:
            raise DatabaseUnavailable(BUSY, headers={"Retry-After": "1"})
        loop = asyncio.get_running_loop()
        outcome: asyncio.Future[Outcome] = loop.create_future()
        self._waiting.append((item, outcome, loop.time()))
        if self._running < self.at_once:
            self._running += 1
            task = loop.create_task(self._run_while_waiting())
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        return await outcome

    async def _run_while_waiting(self) -> None:
        try:
            while True:
                batch, keys = self._next_batch()
                if not batch:
                    break
                try:
                    outcomes = await self._outcomes_of(batch)
                finally:
                    self._in_flight -= keys
                for (_, waiting), outcome in zip(batch, outcomes, strict=True):
                    if waiting.done():  # its request was cancelled
                        continue
                    if isinstance(outcome, BaseException):
                        waiting.set_exception(outcome)
                    else:
                        waiting.set_result(outcome)
        finally:
            self._running -= 1

    async def _outcomes_of(self, batch: list[tuple[Item, asyncio.Future[Outcome]]]) -> list[Outcome | BaseException]:
        try:
            async with self.database.connection() as connection:
                return await self._outcomes(connection, [item for item, _ in batch])
        except DatabaseUnavailable as error:
            return _each_its_own(error, len(batch))
        except Exception:  # a request never waits for ever, whatever went wrong
            logger.exception("a batch of statements failed")
            problem = OutcomeUnknown(OUTCOME_UNKNOWN) if self.writes else DatabaseUnavailable(DATABASE_UNAVAILABLE)
            problem.headers = {"Retry-After": "5"}
            return _each_its_own(problem, len(batch))

    def _next_batch(self) -> tuple[list[tuple[Item, asyncio.Future[Outcome]]], set[Hashable]]:
        """The next run's items and their keys, now in flight; the items whose request has gone are dropped, and
        those that waited too long told so."""
        batch: list[tuple[Item, asyncio.Future[Outcome]]] = []
        later: list[tuple[Item, asyncio.Future[Outcome], float]] = []
        keys: set[Hashable] = set()
        too_old = asyncio.get_running_loop().time() - self.database.timeout
        for entry in self._waiting:
            item, waiting, since = entry
            if waiting.done():
                continue
            if since < too_old:
                waiting.set_exception(DatabaseUnavailable(BUSY, headers={"Retry-After": "1"}))
                continue
            key = self.key(item)
            if len(batch) < self.most and key not in keys and key not in self._in_flight:
                batch.append((item, waiting))
                keys.add(key)
            else:
                later.append(entry)
        self._waiting = later
        self._in_flight |= keys
        return batch, keys

    async def _outcomes(self, connection: AsyncConnection, items: list[Item]) -> list[Outcome | BaseException]:
        try:
            return list(await self.run(connection, items))
        except DatabaseUnavailable:
            raise
        except Exception as error:
            if len(items) == 1:
                return [error]
        alone: list[Outcome | BaseException] = []
        for number, item in enumerate(items):
            try:
                alone.extend(await self.run(connection, [item]))
            except DatabaseUnavailable as error:  # what was run alone stands: only the rest are unanswered
                return [*alone, *_each_its_own(error, 1), *_not_run(len(items) - number - 1)]
            except Exception as error:
                alone.append(error)
        return alone


def _each_its_own(problem: DatabaseUnavailable, count: int) -> list[Outcome | BaseException]:
    """``problem`` for ``count`` requests, a copy each (an exception raised in one request must not carry another's
    traceback)."""
    return [type(problem)(problem.detail, headers=problem.headers) for _ in range(count)]


def _not_run(count: int) -> list[Outcome | BaseException]:
    """The answer of requests whose statement was never sent: the database went first."""
    return _each_its_own(DatabaseUnavailable(DATABASE_UNAVAILABLE, headers={"Retry-After": "5"}), count)


BUSY = "the game store is busy right now; nothing was changed, try again in a second"


def unavailable(error: BaseException) -> DatabaseUnavailable:
    logger.error("database unavailable: %s", type(error).__name__)
    return DatabaseUnavailable(DATABASE_UNAVAILABLE, headers={"Retry-After": "5"})


def outcome_unknown(error: BaseException) -> OutcomeUnknown:
    logger.error("database unavailable after a write was sent: %s", type(error).__name__)
    return OutcomeUnknown(OUTCOME_UNKNOWN, headers={"Retry-After": "5"})


async def _decode_json(connection: asyncpg.Connection[asyncpg.Record]) -> None:
    """JSON columns arrive as Python values and are sent from them, through orjson (as the engine's JSON type)."""
    await connection.set_type_codec(
        "json", schema="pg_catalog", encoder=lambda value: orjson.dumps(value).decode(), decoder=orjson.loads
    )


async def _keep_as_it_is(_connection: asyncpg.Connection[asyncpg.Record]) -> None:
    """A connection goes back to the pool as it is: its statements are single ones in autocommit that leave nothing
    behind (no transaction, lock, cursor, listener or setting), so asyncpg's default reset, a round trip on every
    release, would find nothing to undo."""

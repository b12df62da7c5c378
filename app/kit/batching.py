"""Statement batching: what concurrent requests ask of PostgreSQL goes to it together, one statement a run.

A repository's tool for its hottest statements (a game's read and its version-checked save): PostgreSQL parses, plans
and commits once for all the requests of a run, and the process pays one round trip. The statements are SQLAlchemy
Core, each a transaction of its own, run on the one driver of the requests (psycopg's asynchronous connections) through
a small pool of connections in autocommit (:class:`BatchConnections`).

Every wait is bounded as the requests' are: connecting, waiting for a pooled connection, and each statement
(``statement_timeout`` on the server, ``tcp_user_timeout`` on the client) end within ``DATABASE_TIMEOUT_SECONDS``
with :class:`app.kit.errors.DatabaseUnavailable` (503), or :class:`app.kit.errors.OutcomeUnknown` for a write whose
answer never came.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable, Mapping
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any, Generic, Protocol, TypeVar

import psycopg
from sqlalchemy.dialects.postgresql.psycopg import dialect as psycopg_dialect
from sqlalchemy.exc import DBAPIError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine
from sqlalchemy.sql.expression import Executable

from app.kit.errors import DATABASE_UNAVAILABLE, OUTCOME_UNKNOWN, DatabaseUnavailable, OutcomeUnknown

logger = logging.getLogger("montana.db")
Item = TypeVar("Item")
Outcome = TypeVar("Outcome")

SAID_BY_THE_SERVER = ("08", "53", "57")
"""SQLSTATE classes of a statement the server refused or cancelled, which leave no doubt that it was not applied: a
connection it refused, no room (53), and an operator's or a timeout's intervention (57: ``statement_timeout``, a
shutdown). A failure without a SQLSTATE is the client's: the connection broke, and a write sent may have committed."""


class Lender(Protocol):
    """Lends a connection for one run (:class:`BatchConnections`; tests lend their own)."""

    timeout: float

    def connection(self) -> AbstractAsyncContextManager[AsyncConnection]: ...


class BatchConnections:
    """The connections batches run on: a few, in autocommit (each statement a transaction of its own), from an engine
    of the requests' driver made for this event loop (``Database.batch_engine``)."""

    def __init__(self, engine: AsyncEngine, timeout: float) -> None:
        self.engine = engine
        self.timeout = timeout

    @asynccontextmanager
    async def connection(self) -> AsyncIterator[AsyncConnection]:
        """A connection for the duration of the block; 503 when none can be had in time."""
        try:
            connection = await self.engine.connect()
        except (PoolTimeout, DBAPIError, OSError) as error:
            raise unavailable(error) from None
        try:
            yield connection
        finally:
            await connection.close()


class Statement:
    """A SQLAlchemy Core statement compiled once for the requests' driver (psycopg), and whether it writes.

    A batch runs it on the driver's own connection, its rows plain tuples in the order of its columns: SQLAlchemy's
    work on each execution (the statement's cache key, a description of every column, a row object each) would
    cost the process more than the statement's run."""

    def __init__(self, statement: Executable, *, writes: bool = False) -> None:
        self.sql: str = str(statement.compile(dialect=psycopg_dialect()))  # type: ignore[attr-defined, no-untyped-call]
        self.writes = writes


class RefusedByTheDatabase(Exception):
    """The database refused a statement (a deadlock, a serialization failure...): nothing of it was applied."""


async def rows(connection: AsyncConnection, statement: Statement, values: Mapping[str, Any]) -> list[tuple[Any, ...]]:
    """The rows ``statement`` returns; 503 when the database is away (:class:`OutcomeUnknown` for a write that may
    have been applied), and :class:`RefusedByTheDatabase` when it refused the statement."""
    raw = await connection.get_raw_connection()
    driver: psycopg.AsyncConnection[tuple[Any, ...]] = raw.driver_connection  # type: ignore[assignment]
    try:
        async with driver.cursor() as cursor:
            await cursor.execute(statement.sql, values)
            return await cursor.fetchall()
    except psycopg.Error as error:
        if error.sqlstate is not None and error.sqlstate[:2] in SAID_BY_THE_SERVER:
            raise unavailable(error) from None
        if error.sqlstate is None or driver.closed:  # the connection broke: the pool must not lend it again
            await connection.invalidate()
            raise (outcome_unknown(error) if statement.writes else unavailable(error)) from None
        raise RefusedByTheDatabase(error.sqlstate) from error


class Batch(Generic[Item, Outcome]):
    """One statement for what many concurrent requests ask: each hands in its item and waits for its outcome.

    Items handed in while earlier ones are being run go together into the next run (no timer: an item handed in when
    nothing runs goes at once, alone), up to ``most`` items a run and ``at_once`` runs at a time. Under load a run then
    carries many requests, and PostgreSQL parses, plans and commits once for all of them. Items with the same
    ``key`` never run together, in one run or in two at once: the later one waits for the next run.

    ``run`` is given a connection and the items, and returns an outcome for each, in order. When it fails for any
    reason but the database's absence, each item is run again alone, so that one bad item fails alone. Every item
    gets an answer: its outcome, or a 503 when the database is away (the items not yet run), when it waited longer
    than the database's timeout in the queue or in its run (a frozen path ends no socket's timeout), when ``most``
    times ``queued_runs`` items wait already, or when a run fails in a way nothing foresaw.
    """

    def __init__(
        self,
        database: Lender,
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
        self._taken: dict[asyncio.Future[Outcome], float] = {}  # when each item in a run was taken into it
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
        expiry = loop.call_at(loop.time() + self.database.timeout, self._expire, outcome)
        try:
            return await outcome
        finally:
            expiry.cancel()

    def _expire(self, outcome: asyncio.Future[Outcome]) -> None:
        """Answer an item that has waited the database's timeout, in the queue or since its run began: a path to the
        database that freezes (nothing refused, nothing answered) then holds up no request longer than that. An item
        still queued was never sent (nothing was changed); one in a run may have been applied. Its run, when it ends,
        answers it no more."""
        if outcome.done():
            return
        loop = asyncio.get_running_loop()
        taken = self._taken.get(outcome)
        if taken is not None and taken + self.database.timeout > loop.time():
            loop.call_at(taken + self.database.timeout, self._expire, outcome)
            return
        if taken is None:
            outcome.set_exception(DatabaseUnavailable(BUSY, headers={"Retry-After": "1"}))
        elif self.writes:
            outcome.set_exception(outcome_unknown(TimeoutError()))
        else:
            outcome.set_exception(unavailable(TimeoutError()))

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
                    for _, waiting in batch:
                        self._taken.pop(waiting, None)
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
        now = asyncio.get_running_loop().time()
        self._taken.update((waiting, now) for _, waiting in batch)
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

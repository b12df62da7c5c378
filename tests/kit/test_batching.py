"""Statement batching: what concurrent requests ask goes to the database together, one statement a run, each
request with its own outcome; and what a statement's failure tells its caller."""

from __future__ import annotations

import asyncio
import os
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from app.config import Settings
from app.kit.batching import Batch, BatchConnections, RefusedByTheDatabase, Statement, rows
from app.kit.db import make_async_engine
from app.kit.errors import DatabaseUnavailable, OutcomeUnknown
from app.main import create_app
from tests.conftest import TEST_SECRET_KEY, UNLIMITED, new_player, on_a_loop_of_its_own


class Store:
    """Stands in for the database: it lends a connection, and counts what each run was given."""

    def __init__(self) -> None:
        self.runs: list[list[Any]] = []
        self.away = False
        self.broken: Exception | None = None
        self.timeout = 5.0
        self.round_trip = 0.01

    @asynccontextmanager
    async def connection(self) -> AsyncIterator[AsyncConnection]:
        if self.away:
            raise DatabaseUnavailable("away", headers={"Retry-After": "5"})
        if self.broken is not None:
            raise self.broken
        yield None  # type: ignore[misc]

    async def doubled(self, _connection: AsyncConnection, items: list[int]) -> list[int]:
        self.runs.append(list(items))
        await asyncio.sleep(self.round_trip)  # requests arriving meanwhile wait for the next run
        if any(item < 0 for item in items):
            raise ValueError("a value the database refuses")
        return [2 * item for item in items]


def run(coroutine: Any) -> Any:
    return on_a_loop_of_its_own(coroutine)


def test_requests_that_arrive_together_go_in_one_run_and_each_gets_its_own_outcome() -> None:
    store = Store()
    batch: Batch[int, int] = Batch(store, store.doubled, at_once=1)  # type: ignore[arg-type]

    async def many() -> list[int]:
        return list(await asyncio.gather(*(batch(n) for n in range(10))))

    assert run(many()) == [2 * n for n in range(10)]
    assert store.runs == [list(range(10))]


def test_an_item_alone_goes_at_once_and_later_ones_wait_for_the_next_run() -> None:
    store = Store()
    batch: Batch[int, int] = Batch(store, store.doubled, at_once=1)  # type: ignore[arg-type]

    async def staggered() -> list[int]:
        first = asyncio.ensure_future(batch(1))
        await asyncio.sleep(0.001)  # the first run is on its way
        later = [asyncio.ensure_future(batch(n)) for n in (2, 3, 4)]
        return [await first, *[await each for each in later]]

    assert run(staggered()) == [2, 4, 6, 8]
    assert store.runs == [[1], [2, 3, 4]]


def test_items_with_one_key_never_share_a_run_and_runs_hold_at_most_most() -> None:
    store = Store()
    batch: Batch[int, int] = Batch(store, store.doubled, key=lambda n: n % 3, most=2, at_once=1)  # type: ignore[arg-type]

    async def many() -> list[int]:
        return list(await asyncio.gather(*(batch(n) for n in (0, 3, 1, 4, 2))))

    assert run(many()) == [0, 6, 2, 8, 4]
    assert all(len(items) <= 2 and len({n % 3 for n in items}) == len(items) for items in store.runs)
    assert sorted(n for items in store.runs for n in items) == [0, 1, 2, 3, 4]


def test_a_run_that_fails_is_run_again_item_by_item_so_that_one_bad_item_fails_alone() -> None:
    store = Store()
    batch: Batch[int, int] = Batch(store, store.doubled, at_once=1)  # type: ignore[arg-type]

    async def with_a_bad_one() -> list[Any]:
        return list(await asyncio.gather(*(batch(n) for n in (1, -1, 2)), return_exceptions=True))

    first, bad, last = run(with_a_bad_one())
    assert (first, last) == (2, 4)
    assert isinstance(bad, ValueError)
    assert store.runs == [[1, -1, 2], [1], [-1], [2]]


def test_without_the_database_every_waiting_request_gets_its_own_503() -> None:
    store = Store()
    store.away = True
    batch: Batch[int, int] = Batch(store, store.doubled)  # type: ignore[arg-type]

    async def many() -> list[Any]:
        return list(await asyncio.gather(*(batch(n) for n in range(3)), return_exceptions=True))

    refused = run(many())
    assert all(isinstance(each, DatabaseUnavailable) for each in refused)
    assert len({id(each) for each in refused}) == 3, "each request raises a problem of its own"
    assert all(each.headers == {"Retry-After": "5"} for each in refused)
    assert store.runs == []


def test_items_with_one_key_are_never_in_two_runs_at_once() -> None:
    store = Store()
    running: set[int] = set()
    overlaps: list[int] = []

    async def watched(connection: AsyncConnection, items: list[int]) -> list[int]:
        overlaps.extend(item % 2 for item in items if item % 2 in running)
        running.update(item % 2 for item in items)
        try:
            return await store.doubled(connection, items)
        finally:
            running.difference_update(item % 2 for item in items)

    batch: Batch[int, int] = Batch(store, watched, key=lambda n: n % 2, at_once=2)  # type: ignore[arg-type]

    async def arriving() -> list[int]:
        arrivals = []
        for n in range(12):
            arrivals.append(asyncio.ensure_future(batch(n)))
            await asyncio.sleep(0.003)
        return list(await asyncio.gather(*arrivals))

    assert run(arriving()) == [2 * n for n in range(12)]
    assert overlaps == [], "a game's save never races another of its own"


def test_a_run_that_fails_in_a_way_nothing_foresaw_answers_every_request_503_and_leaves_none_waiting() -> None:
    store = Store()
    store.broken = RuntimeError("the pool was closed under the run")
    batch: Batch[int, int] = Batch(store, store.doubled)  # type: ignore[arg-type]

    async def many() -> list[Any]:
        return list(await asyncio.wait_for(asyncio.gather(*(batch(n) for n in range(5)), return_exceptions=True), 2))

    assert all(isinstance(each, DatabaseUnavailable) for each in run(many()))
    store.broken = None
    assert run(batch(4)) == 8, "the next request is served as usual"


def test_a_database_lost_while_a_failed_run_is_run_again_keeps_what_was_saved_before() -> None:
    store = Store()

    async def lost_after_the_first(connection: AsyncConnection, items: list[int]) -> list[int]:
        if len(store.runs) == 2:
            store.runs.append(list(items))
            raise DatabaseUnavailable("away", headers={"Retry-After": "5"})
        return await store.doubled(connection, items)

    batch: Batch[int, int] = Batch(store, lost_after_the_first, at_once=1)  # type: ignore[arg-type]

    async def with_a_bad_one() -> list[Any]:
        return list(await asyncio.gather(*(batch(n) for n in (1, -1, 2)), return_exceptions=True))

    saved, lost, never_run = run(with_a_bad_one())
    assert saved == 2, "an item saved alone is answered with its outcome, not a 503 that would invite a second try"
    assert isinstance(lost, DatabaseUnavailable) and isinstance(never_run, DatabaseUnavailable)


def test_requests_beyond_what_the_queue_holds_are_refused_at_once_and_stale_ones_are_never_run() -> None:
    store = Store()
    store.timeout, store.round_trip = 0.05, 0.2  # the first run outlasts the patience of those behind it
    batch: Batch[int, int] = Batch(store, store.doubled, most=2, at_once=1, queued_runs=2)  # type: ignore[arg-type]

    async def flood() -> list[Any]:
        first = asyncio.ensure_future(batch(0))
        await asyncio.sleep(0.001)  # the first run is on its way: the next four wait, the sixth finds no room
        return list(await asyncio.gather(first, *(batch(n) for n in range(1, 7)), return_exceptions=True))

    answers = run(flood())
    assert isinstance(answers[0], DatabaseUnavailable) and answers[0].headers == {"Retry-After": "5"}
    refused = [each for each in answers[1:] if isinstance(each, DatabaseUnavailable)]
    assert len(refused) == 6 and all(each.headers == {"Retry-After": "1"} for each in refused)
    assert store.runs == [[0]], "what waited past the timeout was never run"


@pytest.mark.parametrize("writes", [False, True])
def test_a_run_that_never_ends_holds_up_no_request_past_the_timeout(writes: bool) -> None:
    """A frozen path to the database (nothing refused, nothing answered): every request is answered once it has
    waited the timeout, a write already sent as of unknown outcome, what was still queued as nothing changed; and
    once the path flows again the batch serves the next requests."""
    store = Store()
    store.timeout = 0.2
    frozen = asyncio.Event()
    frozen.set()

    async def doubled_unless_frozen(connection: AsyncConnection, items: list[int]) -> list[int]:
        store.runs.append(list(items))
        await frozen.wait()
        return [2 * item for item in items]

    batch: Batch[int, int] = Batch(store, doubled_unless_frozen, at_once=1, writes=writes)  # type: ignore[arg-type]

    async def through_a_freeze() -> tuple[list[Any], float, list[int]]:
        loop = asyncio.get_running_loop()
        frozen.clear()
        started = loop.time()
        sent = asyncio.ensure_future(batch(1))
        await asyncio.sleep(0.01)  # its run is on its way, and hangs
        answers = await asyncio.gather(sent, batch(2), batch(3), return_exceptions=True)
        waited = loop.time() - started
        frozen.set()
        await asyncio.sleep(0.01)  # the frozen run ends: its answer goes to nobody
        return answers, waited, [await batch(4), await batch(5)]

    answers, waited, after = run(through_a_freeze())
    sent, *queued = answers
    assert isinstance(sent, OutcomeUnknown if writes else DatabaseUnavailable), sent
    assert writes or not isinstance(sent, OutcomeUnknown), "a read changes nothing: it is simply unavailable"
    assert all(type(each) is DatabaseUnavailable and each.headers == {"Retry-After": "1"} for each in queued), queued
    assert waited < 0.5, f"the requests waited {waited:.2f} s for a database that never answered"
    assert after == [8, 10]
    assert store.runs == [[1], [4], [5]], "what timed out in the queue was never run"


@pytest.mark.parametrize("at_once", [1, 2])
def test_no_more_runs_than_at_once_are_in_flight(at_once: int) -> None:
    store = Store()
    in_flight, most_in_flight = 0, 0

    async def counted(connection: AsyncConnection, items: list[int]) -> list[int]:
        nonlocal in_flight, most_in_flight
        in_flight += 1
        most_in_flight = max(most_in_flight, in_flight)
        try:
            return await store.doubled(connection, items)
        finally:
            in_flight -= 1

    batch: Batch[int, int] = Batch(store, counted, at_once=at_once)  # type: ignore[arg-type]

    async def arriving_while_runs_are_in_flight() -> None:
        arrivals = []
        for n in range(6):
            arrivals.append(asyncio.ensure_future(batch(n)))
            await asyncio.sleep(0.002)
        await asyncio.gather(*arrivals)

    run(arriving_while_runs_are_in_flight())
    assert most_in_flight == at_once


def test_a_url_with_libpq_s_own_settings_is_batched_too(postgres_url: str) -> None:
    settings = Settings(
        environment="test", database_url=f"{postgres_url}?connect_timeout=3&keepalives=1", secret_key=TEST_SECRET_KEY,
        **UNLIMITED,
    )  # fmt: skip
    with TestClient(create_app(settings)) as client:
        assert client.app.state.batched_actions is not None  # type: ignore[attr-defined]
        auth = new_player(client)
        game = client.post("/api/v1/games", json={"seed": "libpq"}, headers=auth).json()
        move = game["legal_moves"][0]
        played = client.post(
            f"/api/v1/games/{game['id']}/actions", json={"type": "move", "card": move["card"], "to": move["to"]},
            headers=auth,
        )  # fmt: skip
        assert played.status_code == 200


def on_postgres(postgres_url: str, scenario: Callable[[AsyncConnection], Awaitable[Any]]) -> Any:
    async def connected() -> Any:
        engine = make_async_engine(postgres_url, timeout=1.0, connections=1, autocommit=True)
        try:
            async with BatchConnections(engine, 1.0).connection() as connection:
                return await scenario(connection)
        finally:
            await engine.dispose()

    return run(connected())


def test_a_statement_the_server_cancels_at_its_timeout_is_a_503_that_nothing_was_changed(postgres_url: str) -> None:
    async def slow(connection: AsyncConnection) -> Exception:
        with pytest.raises(DatabaseUnavailable) as refused:
            await rows(connection, Statement(text("SELECT pg_sleep(3)"), writes=True), {})
        return refused.value

    refused = on_postgres(postgres_url, slow)
    assert type(refused) is DatabaseUnavailable and refused.headers == {"Retry-After": "5"}


def test_a_write_whose_connection_breaks_before_its_answer_may_have_been_applied(postgres_url: str) -> None:
    async def cut_while_running(connection: AsyncConnection, writes: bool) -> Exception:
        raw = await connection.get_raw_connection()
        descriptor = raw.driver_connection.fileno()  # type: ignore[union-attr]

        async def cut() -> None:  # the network between them goes, the server knows nothing of it
            await asyncio.sleep(0.2)
            with socket.socket(fileno=os.dup(descriptor)) as same:
                same.shutdown(socket.SHUT_RDWR)

        cutting = asyncio.ensure_future(cut())
        with pytest.raises(DatabaseUnavailable) as failed:
            await rows(connection, Statement(text("SELECT pg_sleep(0.5)"), writes=writes), {})
        await cutting
        return failed.value

    async def broken(connection: AsyncConnection) -> tuple[Exception, Exception]:
        written = await cut_while_running(connection, writes=True)
        async with BatchConnections(connection.engine, 1.0).connection() as another:
            read = await cut_while_running(another, writes=False)
        return written, read

    written, read = on_postgres(postgres_url, broken)
    assert type(written) is OutcomeUnknown and written.slug == "outcome-unknown"
    assert type(read) is DatabaseUnavailable, "a read that was lost changed nothing"


def test_a_statement_the_server_ended_was_not_applied(postgres_url: str) -> None:
    async def ended(connection: AsyncConnection) -> Exception:
        with pytest.raises(DatabaseUnavailable) as refused:
            await rows(connection, Statement(text("SELECT pg_terminate_backend(pg_backend_pid())"), writes=True), {})
        return refused.value

    assert type(on_postgres(postgres_url, ended)) is DatabaseUnavailable


def test_a_refusal_of_the_database_is_raised_as_it_is_for_the_caller_to_decide(postgres_url: str) -> None:
    async def refused(connection: AsyncConnection) -> None:
        with pytest.raises(RefusedByTheDatabase):
            await rows(connection, Statement(text("SELECT 1 / 0")), {})

    on_postgres(postgres_url, refused)

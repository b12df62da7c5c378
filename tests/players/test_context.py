"""The request's unit of work: requests that wait on more than the database (a hint's solver search, a password
hash) wait in threads of their own, a few at once, so that however many of them wait, a player's actions never
queue behind them; their queue holds four requests for each turn, and a request beyond it is answered 503 at once."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import anyio.to_thread
import pytest
from fastapi import APIRouter, Request
from fastapi.exceptions import FastAPIError
from fastapi.security import HTTPAuthorizationCredentials
from fastapi.testclient import TestClient
from sqlalchemy.exc import TimeoutError as PoolTimeout

from app.kit.db import Database
from app.kit.ratelimit import RequestLimits, request_limits
from app.main import create_app
from app.players import context as context_module
from app.players.context import SLOW_QUEUE_PER_TURN, ContextDep, in_unit_of_work
from app.players.service import PlayerService
from tests.conftest import FakeClock, new_player, on_a_loop_of_its_own, settings_with
from tests.kit.test_ratelimit import SilentStore


class HeldSearches:
    """Hint searches that wait until the test lets them go on."""

    def __init__(self, app: Any) -> None:
        self.released, self.waiting = threading.Event(), threading.Semaphore(0)
        self.search = app.state.hints.search
        app.state.hints.search = self.held

    def held(self, *args: Any, **kwargs: Any) -> Any:
        self.waiting.release()
        assert self.released.wait(20), "the test never released the search"
        return self.search(*args, **kwargs)


def test_hints_waiting_on_the_solver_never_hold_up_the_actions_of_others(postgres_url: str, clock: FakeClock) -> None:
    # On PostgreSQL: SQLite (one laptop) lets one transaction write at a time, so there a hint that has marked its
    # game assisted holds up every other write anyway.
    database = Database(postgres_url)
    app = create_app(settings_with(database, request_connections=1, slow_requests=3), database, clock)
    searches = HeldSearches(app)
    with TestClient(app) as client, ThreadPoolExecutor(3) as pool:
        askers = [new_player(client) for _ in range(3)]
        games = [client.post("/api/v1/games", json={}, headers=auth).json()["id"] for auth in askers]
        hints = [
            pool.submit(client.post, f"/api/v1/games/{game}/hint", headers=auth)
            for game, auth in zip(games, askers, strict=True)
        ]
        try:
            for _ in hints:
                assert searches.waiting.acquire(timeout=20), "every hint is searching at once"
            player = new_player(client)
            game = client.post("/api/v1/games", json={}, headers=player).json()
            move = game["legal_moves"][0]
            action = {"type": "move", "card": move["card"], "to": move["to"]}
            acted = client.post(f"/api/v1/games/{game['id']}/actions", json=action, headers=player)
            assert acted.status_code == 200, acted.text
            assert not any(hint.done() for hint in hints), "the hints were still waiting on the solver"
        finally:
            searches.released.set()
        assert [hint.result(timeout=30).status_code for hint in hints] == [200, 200, 200]
    database.engine.dispose()


def test_a_hint_beyond_the_slow_turns_queue_is_answered_busy_at_once(postgres_url: str, clock: FakeClock) -> None:
    database = Database(postgres_url)
    app = create_app(settings_with(database, slow_requests=1), database, clock)
    searches = HeldSearches(app)
    with TestClient(app) as client, ThreadPoolExecutor(1 + SLOW_QUEUE_PER_TURN) as pool:
        askers = [new_player(client) for _ in range(2 + SLOW_QUEUE_PER_TURN)]
        games = [client.post("/api/v1/games", json={}, headers=auth).json()["id"] for auth in askers]
        try:
            searching = pool.submit(client.post, f"/api/v1/games/{games[0]}/hint", headers=askers[0])
            assert searches.waiting.acquire(timeout=20)
            queued = [
                pool.submit(client.post, f"/api/v1/games/{game}/hint", headers=auth)
                for game, auth in zip(games[1:-1], askers[1:-1], strict=True)
            ]
            deadline = time.monotonic() + 20
            while app.state.slow_turns.statistics().tasks_waiting < len(queued) and time.monotonic() < deadline:
                time.sleep(0.05)
            refused = client.post(f"/api/v1/games/{games[-1]}/hint", headers=askers[-1])
            assert refused.status_code == 503 and refused.headers["Retry-After"] == "2"
            assert refused.json()["type"].endswith("/slow-requests-busy") and "try again" in refused.json()["detail"]
        finally:
            searches.released.set()
        assert [hint.result(timeout=30).status_code for hint in [searching, *queued]] == [200] * (1 + len(queued))
    database.engine.dispose()


def test_a_players_move_while_their_first_hint_searches_is_not_held_up_by_it(
    postgres_url: str, clock: FakeClock
) -> None:
    database = Database(postgres_url)
    app = create_app(settings_with(database), database, clock)
    searches = HeldSearches(app)
    with TestClient(app) as client, ThreadPoolExecutor(1) as pool:
        auth = new_player(client)
        game = client.post("/api/v1/games", json={}, headers=auth).json()
        try:
            hint = pool.submit(client.post, f"/api/v1/games/{game['id']}/hint", headers=auth)
            assert searches.waiting.acquire(timeout=20)
            move = game["legal_moves"][0]
            started = time.monotonic()
            acted = client.post(
                f"/api/v1/games/{game['id']}/actions", json={"type": "move", "card": move["card"], "to": move["to"]},
                headers=auth,
            )  # fmt: skip
            assert acted.status_code == 200 and time.monotonic() - started < 3, "the move waited on the search"
        finally:
            searches.released.set()
        answered = hint.result(timeout=30)
        assert answered.status_code == 412 and "ask for the hint again" in answered.json()["detail"]
        assert client.get(f"/api/v1/games/{game['id']}", headers=auth).json()["assisted"] is False
    database.engine.dispose()


def test_a_read_that_is_not_counted_spends_nothing_of_the_requests_limits(client: TestClient) -> None:
    """What a live stream reads after its first read: the token is checked, nothing is counted, and the request's
    bookkeeping of its limits does not grow however long the stream lives."""
    auth = new_player(client)
    app = client.app
    request = Request({"type": "http", "app": app, "client": ("198.51.100.7", 5000), "headers": [], "method": "GET"})
    credentials = HTTPAuthorizationCredentials(scheme="Bearer", credentials=auth["Authorization"].split()[1])

    async def read(counted: bool) -> list[str]:
        limits = RequestLimits(app.state.limits, "198.51.100.7")  # type: ignore[attr-defined]
        request_limits.set(limits)
        for _ in range(3):
            await in_unit_of_work(request, credentials, lambda context: context.player(), counted=counted)
        return [count.policy for count in limits.counts]

    assert on_a_loop_of_its_own(read(counted=True)) == ["session"], "a request counts once, whatever it reads"
    assert on_a_loop_of_its_own(read(counted=False)) == []


def test_a_hung_redis_never_holds_the_event_loop_while_players_write(database: Database, clock: FakeClock) -> None:
    """What a use case counts against the shared limits and what its commit announces to the read cache go to Redis
    from the request's unit of work, on the event loop: with a store that accepts connections and never answers, a
    write that meets it waits out the store's timeout without holding the loop (a probe answered on the loop stays
    fast meanwhile), and the writes after it go on without the store."""
    store = SilentStore()
    try:
        app = create_app(settings_with(database, redis_url=store.url, redis_timeout_seconds=1.0), database, clock)
        with TestClient(app) as client, ThreadPoolExecutor(1) as pool:
            auth = new_player(client)  # its count met the silent store: the limits count alone from now on
            game = client.post("/api/v1/games", json={"rules": "express@1"}, headers=auth).json()
            started = time.monotonic()
            ending = pool.submit(
                client.post, f"/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=auth
            )
            probes: list[float] = []
            while not ending.done():
                asked = time.monotonic()
                assert client.get("/healthz").status_code == 200
                probes.append(time.monotonic() - asked)
                time.sleep(0.02)
            ended = ending.result()
            waited = time.monotonic() - started
            assert ended.status_code == 200 and ended.json()["reason"] == "resigned", ended.text
            again = client.post("/api/v1/games", json={"rules": "express@1"}, headers=auth)
            assert again.status_code == 201, "the next write goes on without the store"
    finally:
        store.close()
    assert waited > 0.9, "the game's end announced its new boards to the store, and waited for it"
    assert probes and max(probes) < 0.5, f"the event loop was held: /healthz took up to {max(probes):.3f} s"


def test_requests_past_the_queue_for_the_database_are_answered_busy_at_once(
    database: Database, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A process works on a few units of work at once (``REQUEST_CONNECTIONS``), each with a connection: the others
    wait for a turn holding none, and past the queue a request is refused at once instead of waiting out the pool."""
    app = create_app(settings_with(database, request_connections=1), database, clock)
    monkeypatch.setattr(context_module, "QUEUE_PER_TURN", 0)
    with TestClient(app) as client:
        auth = new_player(client)
        held, released = threading.Event(), threading.Event()

        async def hold_the_only_turn() -> None:
            async with app.state.request_turns:
                held.set()
                await anyio.to_thread.run_sync(released.wait)

        holding = client.portal.start_task_soon(hold_the_only_turn)  # type: ignore[union-attr]
        try:
            assert held.wait(10)
            busy = client.get("/api/v1/players/me", headers=auth)
        finally:
            released.set()
            holding.result(10)
        assert busy.status_code == 503 and busy.json()["type"] == "/problems/server-busy", busy.text
        assert busy.headers["retry-after"] == "1"
        assert client.get("/api/v1/players/me", headers=auth).status_code == 200, "the turn is free again"


def test_no_free_connection_in_time_is_a_503_not_a_500(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    auth = new_player(client)

    def pool_timed_out(*_args: Any, **_kwargs: Any) -> Any:
        raise PoolTimeout("QueuePool limit of size 8 overflow 4 reached, connection timed out, timeout 5.00")

    monkeypatch.setattr(PlayerService, "authenticate", pool_timed_out)
    answer = client.get("/api/v1/players/me", headers=auth)
    assert answer.status_code == 503 and answer.json()["type"] == "/problems/database-unavailable", answer.text
    assert answer.headers["retry-after"] == "5"


def test_an_endpoint_taking_the_context_on_a_router_that_makes_none_is_refused_when_composed() -> None:
    router = APIRouter()
    with pytest.raises(FastAPIError):

        @router.get("/nowhere")
        def nowhere(context: ContextDep) -> None: ...

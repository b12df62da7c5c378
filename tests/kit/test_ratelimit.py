"""Rate limits shared by every server process through Redis (and kept per process without it)."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
import time
import uuid

import httpx
import pytest
import redis
from sqlalchemy.util import greenlet_spawn

from app.kit import outage
from app.kit.ratelimit import RateLimits, RequestLimits, WindowCounts
from tests.conftest import on_a_loop_of_its_own
from tests.servers import Server, running


def allowed_across(bases: list[str], auth: dict[str, str], requests: int) -> int:
    statuses = [
        httpx.get(f"{bases[n % len(bases)]}/api/v1/players/me", headers=auth, timeout=10).status_code
        for n in range(requests)
    ]
    assert set(statuses) <= {200, 429}, statuses
    return statuses.count(200)


def test_a_limit_holds_across_two_processes_sharing_redis(postgres_url: str, shared_redis: str) -> None:
    try:
        redis.Redis.from_url(shared_redis, socket_timeout=2).ping()
    except redis.RedisError as error:  # a missing Redis fails the run, never skips it
        raise AssertionError(f"Redis is not reachable at {shared_redis} ({error}); start redis-server") from None
    # A limit of this test's own: the counters of other tests sharing this Redis never meet it. The store's
    # deadline is generous: this test is about sharing, and a first answer slower than the default 0.1 s (a new
    # connection, the limiter's scripts loaded, on a machine busy with other tests) would have each process
    # count alone for a while, as it should when the store is slow (the silent store's tests below).
    limit = {"RATE_LIMIT_SESSION": f"10/{60 + uuid.uuid4().int % 1000} seconds", "REDIS_TIMEOUT_SECONDS": "5"}
    with (
        running(Server(postgres_url, REDIS_URL=shared_redis, **limit)) as one,
        running(Server(postgres_url, REDIS_URL=shared_redis, **limit)) as two,
    ):
        token = httpx.post(f"{one.base}/api/v1/players").json()["token"]
        auth = {"Authorization": f"Bearer {token}"}
        assert allowed_across([one.base, two.base], auth, 30) == 10
        refused = httpx.get(f"{two.base}/api/v1/players/me", headers=auth)
        assert refused.status_code == 429 and int(refused.headers["retry-after"]) >= 1
        assert refused.headers["ratelimit"].startswith('"session";r=0;')


def test_without_redis_each_process_counts_alone(postgres_url: str) -> None:
    limit = {"RATE_LIMIT_SESSION": "10/minute"}
    with running(Server(postgres_url, **limit)) as one, running(Server(postgres_url, **limit)) as two:
        token = httpx.post(f"{one.base}/api/v1/players").json()["token"]
        assert allowed_across([one.base, two.base], {"Authorization": f"Bearer {token}"}, 30) == 20


def test_an_unreachable_redis_leaves_each_process_counting_alone(postgres_url: str) -> None:
    with running(Server(postgres_url, REDIS_URL="redis://127.0.0.1:1/0", RATE_LIMIT_SESSION="2/minute")) as server:
        token = httpx.post(f"{server.base}/api/v1/players").json()["token"]
        auth = {"Authorization": f"Bearer {token}"}
        assert allowed_across([server.base], auth, 5) == 2, "the game goes on, and so do its limits"


class SilentStore:
    """A Redis address that accepts connections and never answers: a store that is slow, not down."""

    def __init__(self) -> None:
        self.listener = socket.socket()
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(64)
        self.accepted: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.listener.getsockname()[1]}/0"

    def _accept(self) -> None:
        with contextlib.suppress(OSError):
            while True:
                self.accepted.append(self.listener.accept()[0])

    def accepted_within(self, seconds: float) -> int:
        """How many connections the store has accepted, once no new one has come for ``seconds``: the thread that
        accepts them may lag behind the caller that opened them."""
        count, quiet_until = len(self.accepted), time.monotonic() + seconds
        while time.monotonic() < quiet_until:
            time.sleep(0.02)
            if len(self.accepted) != count:
                count, quiet_until = len(self.accepted), time.monotonic() + seconds
        return count

    def close(self) -> None:
        for connection in [*self.accepted, self.listener]:
            connection.close()


def test_a_store_that_stops_answering_is_asked_again_only_seconds_later(monkeypatch: pytest.MonkeyPatch) -> None:
    """A store that hangs costs one request its timeout, not every request: the process counts alone meanwhile,
    and asks the store again once ``app.kit.outage.RETRY_SECONDS`` have passed."""
    store = SilentStore()
    try:
        monkeypatch.setattr(outage, "RETRY_SECONDS", 1.0)
        limits = RateLimits({"session": "3/minute"}, store.url)
        counts = [on_a_loop_of_its_own(limits.acount("session", "17")) for _ in range(5)]
        assert [count.allowed for count in counts if count] == [True, True, True, False, False]
        assert store.accepted_within(0.5) == 1, "one request met the silent store; the others counted at once"
        assert on_a_loop_of_its_own(limits.aspent("session", "17")) is not None and len(store.accepted) == 1
        time.sleep(1.1)

        async def count_while_the_store_is_asked_again() -> None:
            # The store is asked from a task of its own: this loop lives until that task has met the timeout.
            assert await limits.acount("session", "17") is not None
            await asyncio.sleep(3 * limits.store.timeout)

        on_a_loop_of_its_own(count_while_the_store_is_asked_again())
        assert store.accepted_within(2.0) == 2, "the store is asked again once the retry time has passed"
    finally:
        store.close()


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def test_in_memory_a_window_counts_to_its_limit_then_a_new_window_begins(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    monkeypatch.setattr(time, "time", clock)
    limits = RateLimits({"session": "3/minute"})
    counts = [on_a_loop_of_its_own(limits.acount("session", "17")) for _ in range(4)]
    assert [count.allowed for count in counts if count] == [True, True, True, False]
    assert counts[-1] is not None and counts[-1].reset == 60 and counts[-1].remaining == 0
    assert on_a_loop_of_its_own(limits.acount("session", "18")).allowed, "another key has a window of its own"  # type: ignore[union-attr]
    clock.now += 45
    assert on_a_loop_of_its_own(limits.aspent("session", "17")) == 15, "the wait left in the window"
    clock.now += 15
    assert on_a_loop_of_its_own(limits.aspent("session", "17")) is None
    assert on_a_loop_of_its_own(limits.acount("session", "17")).allowed  # type: ignore[union-attr]


def test_in_memory_ended_windows_are_swept_so_memory_stays_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    monkeypatch.setattr(time, "time", clock)
    counts = WindowCounts()
    for number in range(WindowCounts.SWEEP_EVERY - 1):
        counts.hit(f"address:{number}", 60)
    clock.now += 61
    counts.hit("address:last", 60)
    assert counts.counted("address:last")[0] == 1
    assert counts.counted_keys() == ["address:last"], "every ended window was dropped by the sweep"


def test_a_request_is_checked_once_per_limit_but_each_job_it_queues_counts() -> None:
    limits = RateLimits({"session": "10/minute", "solver_address": "10/minute"}, None, "test")
    request = RequestLimits(limits, "198.51.100.9")

    def use_case() -> list[bool]:  # sync code in a unit of work, as a retried one runs it twice
        request.check("session", "7")
        request.check("session", "7")
        return [request.within("solver_address") for _ in range(3)]  # three games ended: three ratings queued

    assert on_a_loop_of_its_own(greenlet_spawn(use_case)) == [True, True, True]
    again = RequestLimits(limits, "198.51.100.9")
    on_a_loop_of_its_own(again.acheck("session", "7"))
    on_a_loop_of_its_own(again.acheck("solver_address", "198.51.100.9"))
    assert [(count.policy, count.remaining) for count in again.counts] == [("session", 8), ("solver_address", 6)]

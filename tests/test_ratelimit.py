"""Rate limits shared by every server process through Redis (and kept per process without it)."""

from __future__ import annotations

import uuid

import httpx
import redis

from tests.servers import Server, running

REDIS_URL = "redis://127.0.0.1:6379/0"


def allowed_across(bases: list[str], auth: dict[str, str], requests: int) -> int:
    statuses = [
        httpx.get(f"{bases[n % len(bases)]}/api/v1/players/me", headers=auth, timeout=10).status_code
        for n in range(requests)
    ]
    assert set(statuses) <= {200, 429}, statuses
    return statuses.count(200)


def test_a_limit_holds_across_two_processes_sharing_redis(postgres_url: str) -> None:
    try:
        redis.Redis.from_url(REDIS_URL, socket_timeout=2).ping()
    except redis.RedisError as error:  # CI starts Redis: a missing one fails the run, never skips it
        raise AssertionError(f"Redis is not reachable at {REDIS_URL} ({error}); start redis-server") from None
    # A limit of this run's own: the counters of other runs sharing this Redis never meet it.
    limit = {"RATE_LIMIT_SESSION": f"10/{60 + uuid.uuid4().int % 1000} seconds"}
    with (
        running(Server(postgres_url, REDIS_URL=REDIS_URL, **limit)) as one,
        running(Server(postgres_url, REDIS_URL=REDIS_URL, **limit)) as two,
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


def test_an_unreachable_redis_lets_requests_through(postgres_url: str) -> None:
    with running(Server(postgres_url, REDIS_URL="redis://127.0.0.1:1/0", RATE_LIMIT_SESSION="2/minute")) as server:
        token = httpx.post(f"{server.base}/api/v1/players").json()["token"]
        auth = {"Authorization": f"Bearer {token}"}
        assert allowed_across([server.base], auth, 5) == 5, "a limit must not take the game down with it"

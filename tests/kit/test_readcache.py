"""Public reads served from the read cache: no query while nothing changed, fresh as soon as something did."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import event

from app.config import Settings
from app.kit.db import Database
from app.main import create_app
from tests.conftest import TEST_SECRET_KEY, UNLIMITED, FakeClock, new_player
from tests.servers import Server, own_redis, running


@pytest.fixture
def cached(database: Database, clock: FakeClock) -> Iterator[TestClient]:
    settings = Settings(
        environment="test", database_url=database.url, secret_key=TEST_SECRET_KEY,
        **UNLIMITED | {"read_cache_seconds": 60},
    )  # fmt: skip
    with TestClient(create_app(settings, database, clock)) as client:
        yield client


@pytest.fixture
def queries(database: Database) -> Iterator[list[str]]:
    seen: list[str] = []

    def count(_connection: Any, _cursor: Any, statement: str, *_: Any) -> None:
        seen.append(statement)

    event.listen(database.engine, "before_cursor_execute", count)
    yield seen
    event.remove(database.engine, "before_cursor_execute", count)


def finish(client: TestClient, auth: dict[str, str]) -> None:
    game = client.post("/api/v1/games", json={}, headers=auth).json()
    client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=auth)


def test_a_board_page_is_read_once_until_an_entry_changes(cached: TestClient, queries: list[str]) -> None:
    first = cached.get("/api/v1/leaderboards/score")
    queries.clear()
    again = cached.get("/api/v1/leaderboards/score")
    assert again.json() == first.json() and again.headers["ETag"] == first.headers["ETag"]
    assert queries == [], "served from the cache"
    finish(cached, new_player(cached))
    fresh = cached.get("/api/v1/leaderboards/score")
    assert len(fresh.json()["items"]) == 1, "a new entry shows at once, not after the cache's second"
    assert cached.get("/api/v1/leaderboards/score", headers={"If-None-Match": fresh.headers["ETag"]}).status_code == 304


def test_a_signed_in_reader_gets_the_kept_page_and_only_their_token_is_read(
    cached: TestClient, queries: list[str]
) -> None:
    auth = new_player(cached)
    finish(cached, auth)
    anonymous = cached.get("/api/v1/leaderboards/score")
    queries.clear()
    personal = cached.get("/api/v1/leaderboards/score", headers=auth)
    assert personal.json()["items"] == anonymous.json()["items"]
    assert not any("leaderboard_entries" in statement for statement in queries), "the page itself came from the cache"


def test_a_public_profile_is_read_once_until_the_player_changes(cached: TestClient, queries: list[str]) -> None:
    auth = new_player(cached)
    player_id = cached.get("/api/v1/players/me", headers=auth).json()["id"]
    before = cached.get(f"/api/v1/players/{player_id}").json()
    queries.clear()
    assert cached.get(f"/api/v1/players/{player_id}").json() == before and queries == []
    finish(cached, auth)
    assert cached.get(f"/api/v1/players/{player_id}").json()["best"]["classic@1"]["played"] == 1
    cached.patch("/api/v1/players/me", json={"display_name": "Doc Holliday"}, headers=auth)
    assert cached.get(f"/api/v1/players/{player_id}").json()["name"] == "Doc Holliday"
    assert cached.get("/api/v1/leaderboards/score").json()["items"][0]["player"]["name"] == "Doc Holliday"


def test_a_finished_games_public_replay_is_made_once(client: TestClient, queries: list[str]) -> None:
    auth = new_player(client)
    game = client.post("/api/v1/games", json={}, headers=auth).json()
    client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "redeal"}, headers=auth)
    client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=auth)
    for path in ("replay", "replay/steps"):
        first = client.get(f"/api/v1/games/{game['id']}/{path}")
        queries.clear()
        again = client.get(f"/api/v1/games/{game['id']}/{path}", headers=new_player(client) if path == "replay" else {})
        assert again.content == first.content and again.headers["Cache-Control"].startswith("public")
        assert not any("game_actions" in statement for statement in queries), "not replayed again"
        assert (
            client.get(
                f"/api/v1/games/{game['id']}/{path}", headers={"If-None-Match": first.headers["ETag"]}
            ).status_code
            == 304
        )


def test_a_signed_in_reader_is_never_served_someone_elses_page(cached: TestClient) -> None:
    finish(cached, new_player(cached))
    cached.get("/api/v1/leaderboards/score")
    personal = cached.get("/api/v1/leaderboards/score", headers=new_player(cached))
    assert personal.headers["Cache-Control"] == "private, no-cache" and personal.json()["under_review"] == []


def test_processes_sharing_redis_see_a_change_at_once(postgres_url: str, shared_redis: str) -> None:
    # A generous deadline for the store: a first answer slower than the default 0.1 s on a busy machine would
    # have a process keep its pages in memory for a while, as it should when the store is slow (the test below).
    shared = {"REDIS_URL": shared_redis, "READ_CACHE_SECONDS": "60", "REDIS_TIMEOUT_SECONDS": "5"}
    with running(Server(postgres_url, **shared)) as one, running(Server(postgres_url, **shared)) as two:
        assert httpx.get(f"{two.base}/api/v1/leaderboards/score?rules=express@1").json()["items"] == []
        token = httpx.post(f"{one.base}/api/v1/players").json()["token"]
        auth = {"Authorization": f"Bearer {token}"}
        game = httpx.post(f"{one.base}/api/v1/games", json={"rules": "express@1"}, headers=auth).json()
        httpx.post(f"{one.base}/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=auth)
        page = httpx.get(f"{two.base}/api/v1/leaderboards/score?rules=express@1").json()
        assert len(page["items"]) == 1, "the other process's cached page was dropped"


@pytest.mark.alone  # it times a probe of the event loop against half a second: a browser test beside it skews that
def test_a_hung_redis_neither_stalls_the_process_nor_slows_every_read(postgres_url: str) -> None:
    """Redis stopped with SIGSTOP accepts connections and never answers: the reads that meet it wait out one
    timeout without holding the event loop (a probe answered on the loop stays fast), and the reads after them
    skip the store (each process keeps its answers in memory meanwhile). The store's timeout is a second here, so
    a read that waited on it stands apart from one that was only slow on a busy machine."""
    timeout = 1.0
    with (
        own_redis() as store,
        running(
            Server(postgres_url, REDIS_URL=store.url, READ_CACHE_SECONDS="1", REDIS_TIMEOUT_SECONDS=str(timeout))
        ) as server,
        httpx.Client(base_url=server.base, timeout=10) as client,
    ):
        assert client.get("/api/v1/leaderboards/score").status_code == 200
        store.hang()
        reads: list[tuple[int, float]] = []
        probes: list[float] = []

        def read_boards() -> None:
            for limit in range(1, 11):
                started = time.monotonic()
                assert client.get(f"/api/v1/leaderboards/score?limit={limit}").status_code == 200
                reads.append((limit, time.monotonic() - started))

        readers = [threading.Thread(target=read_boards) for _ in range(4)]
        for reader in readers:
            reader.start()
        while any(reader.is_alive() for reader in readers):
            started = time.monotonic()
            assert client.get("/healthz").status_code == 200
            probes.append(time.monotonic() - started)
            time.sleep(0.02)
        for reader in readers:
            reader.join()
    assert len(reads) == 40
    assert max(probes) < timeout / 2, f"the event loop was held: /healthz took up to {max(probes):.3f} s"
    waited = [(limit, seconds) for limit, seconds in reads if seconds >= timeout * 0.9]
    assert len(waited) <= 4, f"only the reads that met the hung store first may wait on it: {waited}"
    assert all(limit == 1 for limit, _ in waited), f"each reader's later reads never wait on the store: {waited}"

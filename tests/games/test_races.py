"""Requests racing each other on one game or one player: never a 500, never a 412 for a read, nothing doubled."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import httpx
from fastapi.testclient import TestClient

from tests.conftest import FakeClock, new_player


def at_once(count: int, request: Callable[[], httpx.Response]) -> list[httpx.Response]:
    barrier = threading.Barrier(count)
    responses: list[httpx.Response] = []

    def run() -> None:
        barrier.wait()
        responses.append(request())

    threads = [threading.Thread(target=run) for _ in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return responses


def test_reads_of_a_game_past_its_deadline_never_fail(client: TestClient, clock: FakeClock) -> None:
    auth = new_player(client)
    game = client.post("/api/v1/games", json={"rules": "express@1", "seed": "demo"}, headers=auth).json()
    clock.advance(minutes=4)
    responses = at_once(20, lambda: client.get(f"/api/v1/games/{game['id']}", headers=auth))
    assert sorted({response.status_code for response in responses}) == [200]
    assert {(r.json()["status"], r.json()["reason"]) for r in responses} == {("lost", "time_up")}
    actions = client.get(f"/api/v1/games/{game['id']}/replay", headers=auth).json()["actions"]
    assert actions == [{"type": "timeout", "t": 180_000}], "closed once, by whichever read came first"


def test_one_idempotency_key_sent_many_times_at_once_starts_one_game(client: TestClient) -> None:
    auth = {**new_player(client), "Idempotency-Key": "start-once"}
    responses = at_once(10, lambda: client.post("/api/v1/games", json={"rules": "classic@1"}, headers=auth))
    assert {response.status_code for response in responses} == {201}
    assert len({response.json()["id"] for response in responses}) == 1
    assert len(client.get("/api/v1/games", headers=auth).json()["items"]) == 1


def test_the_daily_deal_started_many_times_at_once_is_one_game(client: TestClient) -> None:
    auth = new_player(client)
    responses = at_once(8, lambda: client.post("/api/v1/daily/game", headers=auth))
    assert sorted(response.status_code for response in responses) == [200] * 7 + [201]
    assert len({response.json()["id"] for response in responses}) == 1


def test_actions_racing_a_read_that_closes_the_game_never_500(client: TestClient, clock: FakeClock) -> None:
    auth = new_player(client)
    game = client.post("/api/v1/games", json={"rules": "express@1", "seed": "demo"}, headers=auth).json()
    clock.advance(minutes=4)
    url = f"/api/v1/games/{game['id']}"
    requests: list[Callable[[], httpx.Response]] = [
        lambda: client.get(url, headers=auth),
        lambda: client.post(f"{url}/actions", json={"type": "resign"}, headers=auth),
    ]
    responses: list[Any] = at_once(10, lambda: requests[threading.get_ident() % 2]())
    assert {response.status_code for response in responses} <= {200, 409}

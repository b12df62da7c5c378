"""Racers for the API tests: each a guest on an address of its own (racers who share one are not rated against
each other), and the server's clock moved through a race."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient

from app.kit.db import Database
from app.races.referee import RaceReferee
from tests.conftest import FakeClock


@dataclass
class Racer:
    client: TestClient
    auth: dict[str, str]
    id: str

    def get(self, path: str, headers: dict[str, str] | None = None, **kwargs: Any) -> Any:
        return self.client.get(f"/api/v1{path}", headers={**self.auth, **(headers or {})}, **kwargs)

    def post(self, path: str, body: dict[str, Any] | None = None, **kwargs: Any) -> Any:
        return self.client.post(f"/api/v1{path}", json=body or {}, headers=self.auth, **kwargs)

    def delete(self, path: str) -> Any:
        return self.client.delete(f"/api/v1{path}", headers=self.auth)

    def act(self, game_id: str, action: dict[str, Any]) -> dict[str, Any]:
        answer = self.post(f"/games/{game_id}/actions", action)
        assert answer.status_code == 200, answer.text
        return dict(answer.json())

    def race(self, key: str) -> dict[str, Any]:
        answer = self.get(f"/races/{key}")
        assert answer.status_code == 200, answer.text
        return dict(answer.json())


def racer(app: FastAPI, address: str, *, bot: bool = False) -> Racer:
    client = TestClient(app, client=(address, 50000))
    answer = client.post("/api/v1/players", json={"bot": bot})
    assert answer.status_code == 201, answer.text
    token = answer.json()
    return Racer(client, {"Authorization": f"Bearer {token['token']}"}, token["player"]["id"])


def racers(app: FastAPI, count: int) -> list[Racer]:
    return [racer(app, f"198.51.100.{number + 1}") for number in range(count)]


def veterans(app: FastAPI, clock: FakeClock, count: int) -> list[Racer]:
    """Racers whose accounts are a day old (the youngest a race rates), each on an address of its own."""
    players = [racer(app, f"198.51.100.{100 + number}") for number in range(count)]
    for player in players:
        made = player.post("/players/me/account", {"username": f"racer-{player.id[:8]}", "password": "correct horse"})
        assert made.status_code == 200, made.text
    clock.advance(days=1)
    return players


def room(host: Racer, **options: Any) -> dict[str, Any]:
    answer = host.post("/races", options)
    assert answer.status_code == 201, answer.text
    return dict(answer.json())


def dealt(host: Racer, guests: list[Racer], clock: FakeClock, **options: Any) -> dict[str, Any]:
    """A room of ``host`` and ``guests``, started and past its countdown: every game dealt."""
    made = room(host, seats=1 + len(guests), **options)
    for guest in guests:
        assert guest.post(f"/races/{made['code']}/racers").status_code == 201
    clock.advance(seconds=3)
    race = host.race(made["id"])
    assert race["status"] == "running", race
    return race


def referee(app: FastAPI, database: Database, clock: FakeClock) -> RaceReferee:
    """The worker's race referee, on the test's database and clock."""
    from app.worker import Worker

    return Worker(database, app.state.settings, clock=clock).race_referee()

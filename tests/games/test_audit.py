"""The action log is the truth: every stored game's cache must equal a replay of its log."""

from __future__ import annotations

import random

from fastapi.testclient import TestClient

from app.games.models import GameRecord
from app.games.service import GameService
from app.kit.db import Database
from tests.conftest import FakeClock, new_player


def play_some_games(client: TestClient, clock: FakeClock, games: int = 6) -> None:
    rng = random.Random(5)
    auth = new_player(client)
    for number in range(games):
        rules = ["classic@1", "relaxed@1", "express@1", "blue-moon@1"][number % 4]
        state = client.post("/api/v1/games", json={"rules": rules}, headers=auth).json()
        for _ in range(rng.randrange(5, 40)):
            if state["status"] != "playing":
                break
            clock.advance(milliseconds=rng.randrange(100, 3000))
            options = [{"type": "move", "card": m["card"], "to": m["to"]} for m in state["legal_moves"]]
            if state["can_undo"]:
                options.append({"type": "undo"})
            if state["can_redeal"]:
                options.append({"type": "redeal"})
            response = client.post(f"/api/v1/games/{state['id']}/actions", json=rng.choice(options), headers=auth)
            assert response.status_code == 200, response.text
            state = response.json()


def test_every_stored_game_replays_to_its_cached_position(
    client: TestClient, clock: FakeClock, database: Database
) -> None:
    play_some_games(client, clock)
    with database.sessions() as session:
        assert GameService(session, clock()).audit() == []


def test_the_audit_catches_a_cache_that_drifted_from_the_log(
    client: TestClient, clock: FakeClock, database: Database
) -> None:
    play_some_games(client, clock, games=2)
    with database.sessions() as session:
        record = session.query(GameRecord).first()
        assert record is not None
        record.score += 1
        session.flush()
        assert GameService(session, clock()).audit() == [record.id]
        session.rollback()

"""The request threads: requests that wait on more than the database (a hint's solver search, a password hash)
have threads of their own, so that however many of them wait, a player's actions never queue behind them."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from fastapi.testclient import TestClient

from app.db import Database
from app.main import create_app
from tests.conftest import FakeClock, new_player, settings_with


def test_hints_waiting_on_the_solver_never_hold_up_the_actions_of_others(postgres_url: str, clock: FakeClock) -> None:
    # On PostgreSQL: SQLite (one laptop) lets one transaction write at a time, so there a hint that has marked its
    # game assisted holds up every other write anyway.
    database = Database(postgres_url)
    app = create_app(settings_with(database, request_threads=1, slow_request_threads=3), database, clock)
    released, waiting = threading.Event(), threading.Semaphore(0)
    search = app.state.hints.search

    def slow_search(*args: Any, **kwargs: Any) -> Any:
        waiting.release()
        assert released.wait(20), "the test never released the search"
        return search(*args, **kwargs)

    app.state.hints.search = slow_search
    with TestClient(app) as client, ThreadPoolExecutor(3) as pool:
        askers = [new_player(client) for _ in range(3)]
        games = [client.post("/api/v1/games", json={}, headers=auth).json()["id"] for auth in askers]
        hints = [
            pool.submit(client.post, f"/api/v1/games/{game}/hint", headers=auth)
            for game, auth in zip(games, askers, strict=True)
        ]
        try:
            for _ in hints:
                assert waiting.acquire(timeout=20), "every hint is searching at once"
            player = new_player(client)
            game = client.post("/api/v1/games", json={}, headers=player).json()
            move = game["legal_moves"][0]
            action = {"type": "move", "card": move["card"], "to": move["to"]}
            acted = client.post(f"/api/v1/games/{game['id']}/actions", json=action, headers=player)
            assert acted.status_code == 200, acted.text
            assert not any(hint.done() for hint in hints), "the hints were still waiting on the solver"
        finally:
            released.set()
        assert [hint.result(timeout=30).status_code for hint in hints] == [200, 200, 200]
    database.engine.dispose()

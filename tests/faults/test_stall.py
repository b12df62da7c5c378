"""A path to the database that freezes (every byte held, nothing refused) for longer than the database timeout, under
load: an answer that says nothing was changed is true, and one whose statement was sent says the outcome is unknown."""

from __future__ import annotations

import random
import threading
import time
from collections import Counter
from typing import Any

import httpx
from sqlalchemy.engine import make_url

from bench.api import choose_action
from tests.servers import Proxy, Server, running

UNAVAILABLE = "/problems/database-unavailable"
UNKNOWN = "/problems/outcome-unknown"


class Player:
    """Plays one game after another; after each 503, reads the game once the store answers again to learn whether
    that action was applied."""

    def __init__(self, base: str, seed: int) -> None:
        self.client = httpx.Client(base_url=base, timeout=30)
        self.rng = random.Random(seed)
        token = self.client.post("/api/v1/players").json()["token"]
        self.client.headers["Authorization"] = f"Bearer {token}"
        self.state = self.new_game()
        self.outcomes: list[tuple[str, bool]] = []
        """(problem type, whether the action was applied) of every 503."""
        self.statuses: Counter[int] = Counter()

    def new_game(self) -> dict[str, Any]:
        response = self.client.post("/api/v1/games", json={"rules": "relaxed@1", "seed": f"s{self.rng.random()}"})
        assert response.status_code == 201, response.text
        return dict(response.json())

    def game_once_it_answers(self) -> dict[str, Any]:
        while True:
            response = self.client.get(f"/api/v1/games/{self.state['id']}")
            if response.status_code == 200:
                return dict(response.json())
            time.sleep(0.2)

    def play(self, stop: threading.Event) -> None:
        while not stop.is_set():
            version = self.state["version"]
            response = self.client.post(
                f"/api/v1/games/{self.state['id']}/actions",
                json=choose_action(self.state, self.rng),
                headers={"If-Match": f'"{version}"'},
            )
            self.statuses[response.status_code] += 1
            if response.status_code == 200:
                self.state = response.json()
            elif response.status_code == 503:
                kind = response.json()["type"]
                self.game_once_it_answers()
                time.sleep(0.5)  # what the frozen path still held has arrived by now
                self.state = self.game_once_it_answers()
                self.outcomes.append((kind, self.state["version"] > version))
            else:
                self.state = self.game_once_it_answers()
            if self.state["status"] != "playing":
                self.state = self.new_game()


def test_a_frozen_database_path_never_answers_nothing_was_changed_for_a_change_that_was_made(
    postgres_url: str,
) -> None:
    url = make_url(postgres_url)
    proxy = Proxy(url.port or 5432)
    proxy.open()
    through = url.set(port=proxy.port).render_as_string(hide_password=False)
    with running(Server(through, DATABASE_TIMEOUT_SECONDS="1.5")) as server:
        players = [Player(server.base, seed) for seed in range(16)]
        stop = threading.Event()
        threads = [threading.Thread(target=player.play, args=(stop,)) for player in players]
        for thread in threads:
            thread.start()
        try:
            for _ in range(3):
                time.sleep(1.0)
                proxy.stall()
                time.sleep(2.5)
                proxy.flow()
            time.sleep(1.0)
        finally:
            proxy.flow()
            stop.set()
            for thread in threads:
                thread.join(timeout=60)
    outcomes = [outcome for player in players for outcome in player.outcomes]
    statuses = sum((player.statuses for player in players), Counter())
    assert not any(status >= 500 and status != 503 for status in statuses), statuses
    assert any(kind == UNAVAILABLE for kind, _ in outcomes), f"the stalls were met: {statuses}"
    falsely = [applied for kind, applied in outcomes if kind == UNAVAILABLE and applied]
    assert falsely == [], f"{len(falsely)} actions answered 'nothing was changed' were applied: {Counter(outcomes)}"
    assert {kind for kind, _ in outcomes} <= {UNAVAILABLE, UNKNOWN}

"""Machines are lost and processes run side by side: no acknowledged action may be lost or doubled."""

from __future__ import annotations

import random
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import httpx

from app.games.service import GameService
from app.kit.db import Database
from bench.api import choose_action
from tests.servers import Server, running


@dataclass
class Player:
    """A simulated player; remembers, per game, the newest version the server acknowledged."""

    bases: list[str]
    seed: int
    acknowledged: dict[str, int] = field(default_factory=dict)
    statuses: Counter[int] = field(default_factory=Counter)
    token: str = ""
    state: dict[str, Any] = field(default_factory=dict)

    def client(self, turn: int) -> httpx.Client:
        return httpx.Client(base_url=self.bases[turn % len(self.bases)], timeout=10)

    def sign_up(self) -> None:
        with self.client(0) as client:
            self.token = client.post("/api/v1/players").json()["token"]
            self.new_game(client)

    @property
    def auth(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}

    def new_game(self, client: httpx.Client) -> None:
        self.state = client.post("/api/v1/games", json={"rules": "classic@1"}, headers=self.auth).json()
        self.acknowledged[self.state["id"]] = self.state["version"]

    def play(self, stop: threading.Event, actions: int) -> None:
        rng = random.Random(self.seed)
        for turn in range(actions):
            if stop.is_set():
                return
            try:
                with self.client(turn) as client:
                    if self.state["status"] != "playing":
                        self.new_game(client)
                        continue
                    headers = {**self.auth, "If-Match": f'"{self.state["version"]}"'}
                    response = client.post(
                        f"/api/v1/games/{self.state['id']}/actions",
                        json=choose_action(self.state, rng),
                        headers=headers,
                    )
            except httpx.TransportError:
                return  # the server is gone: what it acknowledged must survive
            self.statuses[response.status_code] += 1
            if response.status_code == 200:
                self.state = response.json()
                self.acknowledged[self.state["id"]] = self.state["version"]
            elif response.status_code == 412:
                self.state = response.json()["state"]


def run_players(players: list[Player], actions: int, stop: threading.Event) -> list[threading.Thread]:
    threads = [threading.Thread(target=player.play, args=(stop, actions)) for player in players]
    for thread in threads:
        thread.start()
    return threads


def check_store(database_url: str, players: list[Player]) -> None:
    """Every acknowledged action is in the log, and every cached position equals a replay of its log."""
    database = Database(database_url)
    try:
        with database.sessions() as session:
            assert GameService(session, datetime.now(UTC)).audit() == []
            for player in players:
                for game_id, version in player.acknowledged.items():
                    stored_version, logged = (
                        session.connection()
                        .exec_driver_sql(
                            "SELECT version, (SELECT count(*) FROM game_actions WHERE game_id = games.id) "
                            f"FROM games WHERE id = '{game_id}'"
                        )
                        .one()
                    )
                    assert stored_version >= version, f"an acknowledged action of {game_id} was lost"
                    assert logged == stored_version - 1, f"the log of {game_id} and its version disagree"
    finally:
        database.engine.dispose()


def test_a_server_killed_mid_load_loses_no_acknowledged_action(postgres_url: str) -> None:
    server = Server(postgres_url).start()
    players = [Player([server.base], seed) for seed in range(8)]
    for player in players:
        player.sign_up()
    stop = threading.Event()
    threads = run_players(players, 10_000, stop)
    # Killed once the load is well under way, however long a busy machine takes to get there.
    deadline = time.monotonic() + 60
    while sum(p.statuses[200] for p in players) <= 20 and time.monotonic() < deadline:
        time.sleep(0.1)
    time.sleep(0.5)
    server.kill()
    for thread in threads:
        thread.join(timeout=30)
    assert sum(p.statuses[200] for p in players) > 20, "the load was running when the server died"
    assert not any(code >= 500 for p in players for code in p.statuses)
    check_store(postgres_url, players)

    with running(Server(postgres_url, port=server.port)) as restarted:
        for player in players:  # play goes on from the stored state, on any game in play
            with httpx.Client(base_url=restarted.base, timeout=10) as client:
                player.state = client.get(f"/api/v1/games/{player.state['id']}", headers=player.auth).json()
        threads = run_players(players, 5, threading.Event())
        for thread in threads:
            thread.join(timeout=30)
    assert all(p.statuses[200] >= 1 for p in players)
    check_store(postgres_url, players)


def test_two_processes_on_one_database_neither_lose_nor_double_an_action(postgres_url: str) -> None:
    with running(Server(postgres_url)) as first, running(Server(postgres_url)) as second:
        players = [Player([first.base, second.base], seed) for seed in range(6)]
        for player in players:
            player.sign_up()
        threads = run_players(players, 40, threading.Event())
        for thread in threads:
            thread.join(timeout=120)

        # Two devices send the same version to both processes at once: exactly one applies.
        racer = players[0]
        if racer.state["status"] != "playing":
            with httpx.Client(base_url=first.base, timeout=10) as client:
                racer.new_game(client)
        barrier = threading.Barrier(2)
        answers: list[int] = []

        def device(base: str) -> None:
            with httpx.Client(base_url=base, timeout=10) as client:
                barrier.wait()
                response = client.post(
                    f"/api/v1/games/{racer.state['id']}/actions",
                    json={"type": "resign"},
                    headers={**racer.auth, "If-Match": f'"{racer.state["version"]}"'},
                )
                answers.append(response.status_code)
                if response.status_code == 200:
                    racer.acknowledged[racer.state["id"]] = response.json()["version"]

        racers = [threading.Thread(target=device, args=(base,)) for base in (first.base, second.base)]
        for thread in racers:
            thread.start()
        for thread in racers:
            thread.join(timeout=30)
    assert sorted(answers) == [200, 412]
    assert sum(p.statuses[200] for p in players) >= 6 * 30
    assert not any(code >= 500 for p in players for code in p.statuses)
    check_store(postgres_url, players)

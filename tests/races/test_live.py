"""A race live, on real server processes: every racer and spectator sees each action within a second, whichever
process serves them (PostgreSQL LISTEN/NOTIFY), the countdown ends in the deal without anyone asking, and a viewer
who reconnects resumes with Last-Event-ID."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import httpx

from app.migrate import upgrade_to_head
from tests.players.test_live import player, stream
from tests.servers import Server, running


def racer_line(race: dict[str, Any], player_id: str) -> dict[str, Any]:
    return dict(next(line for line in race["racers"] if line["player"]["id"] == player_id))


def me(base: str, auth: dict[str, str]) -> str:
    return str(httpx.get(f"{base}/api/v1/players/me", headers=auth).json()["id"])


def test_racers_and_spectators_on_two_processes_see_each_action_within_a_second(postgres_url: str) -> None:
    with running(Server(postgres_url)) as one, running(Server(postgres_url)) as two:
        host, guest = player(one.base), player(two.base)
        made = httpx.post(f"{one.base}/api/v1/races", json={"seats": 2}, headers=host).json()
        path = f"/api/v1/races/{made['code']}/events"
        with stream(two.base, path, {}) as watched, stream(two.base, path, guest) as mine:
            assert next(watched)["data"]["status"] == "open" and next(mine)["event"] == "race"
            joined = httpx.post(f"{two.base}/api/v1/races/{made['id']}/racers", headers=guest)
            assert joined.status_code == 201 and joined.json()["status"] == "countdown"
            assert next(watched)["data"]["status"] == "countdown"
            running_race = next(watched)["data"]  # the stream's own clock deals the games at start_at
            assert running_race["status"] == "running" and running_race["your_game_id"] is None
            state = next(mine)
            while state["data"]["status"] != "running":
                state = next(mine)
            assert state["data"]["your_game_id"] is not None
            game_id = httpx.get(f"{one.base}/api/v1/races/{made['id']}", headers=host).json()["your_game_id"]
            game = httpx.get(f"{one.base}/api/v1/games/{game_id}", headers=host).json()
            host_id = me(one.base, host)
            for move in game["legal_moves"][:2]:
                started = time.monotonic()
                action = {"type": "move", "card": move["card"], "to": move["to"]}
                acted = httpx.post(f"{one.base}/api/v1/games/{game_id}/actions", json=action, headers=host)
                if acted.status_code != 200:
                    continue
                for events in (watched, mine):
                    seen = next(events)
                    assert racer_line(seen["data"], host_id)["moves"] == acted.json()["moves"]
                    assert "board" not in str(seen["data"])
                assert time.monotonic() - started < 1.0
            last = int(seen["id"])
        with stream(one.base, path, guest, last=last) as resumed:
            httpx.post(f"{one.base}/api/v1/games/{game_id}/actions", json={"type": "resign"}, headers=host)
            event = next(resumed)
            assert int(event["id"]) > last and racer_line(event["data"], host_id)["status"] == "lost"
            guest_game = event["data"]["your_game_id"]
            httpx.post(f"{two.base}/api/v1/games/{guest_game}/actions", json={"type": "resign"}, headers=guest)
            final = next(resumed)
            while final["data"]["status"] != "finished":
                final = next(resumed)
            assert final["data"]["seed"] is not None and next(resumed)["data"]["reason"] == "over"
            assert next(resumed, None) is None, "the stream ends with the race"


def test_on_sqlite_one_process_streams_a_race_in_process(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'montana.db'}"
    upgrade_to_head(url)
    with running(Server(url)) as server:
        host, guest = player(server.base), player(server.base)
        made = httpx.post(f"{server.base}/api/v1/races", json={"seats": 2}, headers=host).json()
        with stream(server.base, f"/api/v1/races/{made['id']}/events", {}) as watched:
            assert next(watched)["data"]["racers"][0]["host"]
            httpx.post(f"{server.base}/api/v1/races/{made['code']}/racers", headers=guest)
            assert len(next(watched)["data"]["racers"]) == 2


def test_a_race_stream_ends_when_its_token_is_signed_out(postgres_url: str) -> None:
    with running(Server(postgres_url, RACE_STREAM_TOKEN_CHECK_SECONDS="0.01")) as server:
        host, guest, late = player(server.base), player(server.base), player(server.base)
        made = httpx.post(f"{server.base}/api/v1/races", json={"seats": 3}, headers=host).json()
        join = f"{server.base}/api/v1/races/{made['code']}/racers"
        assert httpx.post(join, headers=guest).status_code == 201
        with stream(server.base, f"/api/v1/races/{made['id']}/events", guest) as mine:
            assert [line["you"] for line in next(mine)["data"]["racers"]] == [False, True]
            assert httpx.delete(f"{server.base}/api/v1/sessions/current", headers=guest).status_code == 204
            assert httpx.post(join, headers=late).status_code == 201  # the race changes: the stream reads it
            assert next(mine)["data"]["reason"] == "signed-out", "a signed-out device hears no more of its race"
            assert next(mine, None) is None

"""Live updates over Server-Sent Events: a second device sees each move within a second, whichever server
process serves it; resuming with Last-Event-ID; settings stream too."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI, Request
from fastapi.testclient import TestClient
from sqlalchemy import text

from app.kit.events import Events
from app.migrate import upgrade_to_head
from app.players.live import Snapshot, TokenChecks
from app.players.repository import PlayerRepository
from app.players.security import token_digest
from app.races import live
from app.races.live import RaceFrames, RaceReads, race_snapshot
from app.races.router import present_race
from app.races.schemas import RaceOut
from app.races.service import RaceView
from tests.conftest import TEST_SECRET_KEY, FakeClock, on_a_loop_of_its_own
from tests.races.helpers import dealt, racers
from tests.servers import Server, running


def events(response: httpx.Response) -> Iterator[dict[str, Any]]:
    """The events of a text/event-stream answer, as they arrive (comments skipped)."""
    event: dict[str, Any] = {}
    for line in response.iter_lines():
        if not line:
            if event:
                yield event
            event = {}
        elif line.startswith(":"):
            continue
        else:
            field, _, value = line.partition(": ")
            event[field] = json.loads(value) if field == "data" else value


@contextmanager
def stream(base: str, path: str, auth: dict[str, str], last: int | None = None) -> Iterator[Iterator[dict[str, Any]]]:
    headers = {**auth, **({"Last-Event-ID": str(last)} if last is not None else {})}
    with httpx.stream("GET", f"{base}{path}", headers=headers, timeout=10) as response:
        assert response.status_code == 200, response.read()
        assert response.headers["content-type"].startswith("text/event-stream")
        yield events(response)


def player(base: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {httpx.post(f'{base}/api/v1/players').json()['token']}"}


def act(base: str, auth: dict[str, str], game_id: str, action: dict[str, Any]) -> dict[str, Any]:
    response = httpx.post(f"{base}/api/v1/games/{game_id}/actions", json=action, headers=auth)
    assert response.status_code == 200, response.text
    return dict(response.json())


def test_a_second_device_on_another_process_sees_each_move_within_a_second(postgres_url: str) -> None:
    with running(Server(postgres_url)) as one, running(Server(postgres_url)) as two:
        auth = player(one.base)
        game = httpx.post(f"{one.base}/api/v1/games", json={"seed": "live"}, headers=auth).json()
        path = f"/api/v1/games/{game['id']}/events"
        with stream(two.base, path, auth) as seen:
            first = next(seen)
            assert (first["event"], first["id"], first["data"]["version"]) == ("state", "1", 1)
            for move in game["legal_moves"][:2]:
                started = time.monotonic()
                state = act(one.base, auth, game["id"], {"type": "move", "card": move["card"], "to": move["to"]})
                state = act(one.base, auth, game["id"], {"type": "undo"}) if state["moves"] == 1 else state
                event = next(seen)
                assert time.monotonic() - started < 1.0
                assert int(event["id"]) == event["data"]["version"] <= state["version"]
        act(one.base, auth, game["id"], {"type": "redeal"})
        current = httpx.get(f"{one.base}/api/v1/games/{game['id']}", headers=auth).json()["version"]
        with stream(two.base, path, auth, last=current - 1) as resumed:
            assert int(next(resumed)["id"]) == current, "only what is newer than Last-Event-ID"
        with stream(one.base, path, auth, last=current) as quiet:
            act(two.base, auth, game["id"], {"type": "resign"})
            final = next(quiet)
            assert final["data"]["status"] == "lost" and int(final["id"]) == current + 1
            assert next(quiet)["data"]["reason"] == "over", "the stream says why it ends"
            assert next(quiet, None) is None, "the stream ends with the game"


def test_settings_changed_on_one_device_reach_the_others(postgres_url: str) -> None:
    with running(Server(postgres_url)) as one, running(Server(postgres_url)) as two:
        auth = player(one.base)
        with stream(two.base, "/api/v1/players/me/events", auth) as seen:
            assert next(seen)["data"]["version"] == 1
            settings = httpx.get(f"{one.base}/api/v1/players/me/settings", headers=auth).json()["settings"]
            changed = {**settings, "theme": "aged-pine"}
            put = httpx.put(f"{one.base}/api/v1/players/me/settings", json=changed, headers={**auth, "If-Match": '"1"'})
            assert put.status_code == 200
            event = next(seen)
            assert event["event"] == "settings" and event["data"]["settings"]["theme"] == "aged-pine"


def test_a_stream_ends_when_its_token_is_signed_out(postgres_url: str) -> None:
    with running(Server(postgres_url)) as server:
        auth = player(server.base)
        credentials = {"username": "listener", "password": "correct horse battery"}
        httpx.post(f"{server.base}/api/v1/players/me/account", json=credentials, headers=auth)
        other = {
            "Authorization": f"Bearer {httpx.post(f'{server.base}/api/v1/sessions', json=credentials).json()['token']}"
        }
        game = httpx.post(f"{server.base}/api/v1/games", json={"seed": "live"}, headers=auth).json()
        with stream(server.base, f"/api/v1/games/{game['id']}/events", auth) as seen:
            next(seen)
            httpx.delete(f"{server.base}/api/v1/sessions/current", headers=auth)
            act(server.base, other, game["id"], {"type": "redeal"})  # the stream reads the game again: 401
            end = next(seen)
            assert end["event"] == "end" and end["data"]["reason"] == "signed-out"
            assert "sign in again" in end["data"]["detail"]
            assert next(seen, None) is None


@pytest.mark.parametrize("path", ["/api/v1/players/me/events", "game"])
def test_a_quiet_stream_of_a_signed_out_token_ends_within_seconds(postgres_url: str, path: str) -> None:
    """Nothing changes on the stream's resource: the stream still ends soon after its token is signed out, and says
    why."""
    with running(Server(postgres_url, RACE_STREAM_TOKEN_CHECK_SECONDS="1")) as server:
        auth = player(server.base)
        if path == "game":
            game = httpx.post(f"{server.base}/api/v1/games", json={"seed": "quiet"}, headers=auth).json()
            path = f"/api/v1/games/{game['id']}/events"
        with stream(server.base, path, auth) as seen:
            next(seen)
            assert httpx.delete(f"{server.base}/api/v1/sessions/current", headers=auth).status_code == 204
            signed_out_at = time.monotonic()
            end = next(seen)
            assert end["event"] == "end" and end["data"]["reason"] == "signed-out"
            assert time.monotonic() - signed_out_at < 4, "within a few token checks"
            assert next(seen, None) is None


def test_a_streams_own_reads_spend_nothing_of_the_players_limits(postgres_url: str) -> None:
    """A device of a player watches its settings (two streams, the most of one resource) while another changes them
    twenty times a second with the same token: every stream
    keeps up (reading at most ten times a second, and the newest version last), none ends, and the player's own
    requests are not refused for what the streams read."""
    with running(Server(postgres_url, RATE_LIMIT_SESSION="30/second")) as server:
        auth = player(server.base)
        base = f"{server.base}/api/v1/players/me"
        settings = httpx.get(f"{base}/settings", headers=auth).json()["settings"]
        received: list[list[int]] = [[] for _ in range(2)]
        ended: list[dict[str, Any]] = []
        changes = 30

        def watch(number: int) -> None:
            with stream(server.base, "/api/v1/players/me/events", auth) as seen:
                for event in seen:
                    if event["event"] == "end":
                        ended.append(event)
                        return
                    received[number].append(event["data"]["version"])
                    if event["data"]["version"] == changes + 1:
                        return

        watchers = [threading.Thread(target=watch, args=(number,)) for number in range(2)]
        for watcher in watchers:
            watcher.start()
        time.sleep(0.5)
        refused = []
        started = time.monotonic()
        for version in range(1, changes + 1):
            changed = {**settings, "sound": version % 2 == 0}
            put = httpx.put(f"{base}/settings", json=changed, headers={**auth, "If-Match": f'"{version}"'})
            if put.status_code != 200:
                refused.append(put.status_code)
            time.sleep(0.05)
        seconds = time.monotonic() - started
        for watcher in watchers:
            watcher.join(timeout=10)
    assert refused == [] and ended == []
    for versions in received:
        assert versions[-1] == changes + 1, "the newest version comes last"
        assert len(versions) <= 10 * seconds + 5, f"{len(versions)} reads in {seconds:.1f} s"


def test_streams_are_few_per_token_and_per_resource(postgres_url: str) -> None:
    with running(Server(postgres_url)) as server:
        auth = player(server.base)
        games = [
            httpx.post(f"{server.base}/api/v1/games", json={"seed": f"live {n}"}, headers=auth).json() for n in range(5)
        ]
        urls = [f"{server.base}/api/v1/games/{game['id']}/events" for game in games]
        with httpx.Client(timeout=10) as client:
            opened = [client.stream("GET", url, headers=auth) for url in (urls[0], urls[0])]
            opened += [client.stream("GET", url, headers=auth) for url in urls[1:4] for _ in range(2)]
            answers = [context.__enter__() for context in opened]
            assert {answer.status_code for answer in answers} == {200}
            again = client.get(urls[4], headers=auth)
            assert again.status_code == 429 and "too many live streams" in again.json()["detail"], "eight a token"
            opened[-1].__exit__(None, None, None)
            third = client.get(urls[0], headers=auth)
            assert third.status_code == 429, "two of one resource: one for the device, one for its reload"
            for context in opened[:-1]:
                context.__exit__(None, None, None)


def test_on_sqlite_one_process_streams_in_process(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'montana.db'}"
    upgrade_to_head(url)
    with running(Server(url)) as server:
        auth = player(server.base)
        game = httpx.post(f"{server.base}/api/v1/games", json={"seed": "live"}, headers=auth).json()
        with stream(server.base, f"/api/v1/games/{game['id']}/events", auth) as seen:
            next(seen)
            act(server.base, auth, game["id"], {"type": "redeal"})
            assert next(seen)["data"]["redeals_used"] == 1


def test_each_version_of_a_race_is_validated_once_for_all_its_streams(
    app: FastAPI, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    host, guest = racers(app, 2)
    race = dealt(host, [guest], clock)
    validations: list[int] = []

    def counted(view: RaceView, now: datetime) -> RaceOut:
        validations.append(1)
        return present_race(view, now)

    monkeypatch.setattr(live, "present_race", counted)
    scope = {"type": "http", "app": app, "client": ("198.51.100.9", 5000), "headers": [], "method": "GET"}
    viewers = [None] * 12 + [host.id] * 4 + [guest.id] * 4

    async def every_stream_reads() -> list[Snapshot]:
        request = Request(scope)
        return list(
            await asyncio.gather(
                *(race_snapshot(request, race["id"], viewer, app.state.events.delivered) for viewer in viewers)
            )
        )

    seen = on_a_loop_of_its_own(every_stream_reads())
    assert len(validations) == 1
    spectator = TestClient(app).get(f"/api/v1/races/{race['id']}").json()
    assert {snapshot.data for snapshot in seen[:12]} == {seen[0].data}
    assert json.loads(seen[0].data) == spectator, "a spectator's stream shows what GET shows them"
    assert json.loads(seen[12].data) == host.race(race["id"]), "each racer's stream shows what GET shows them"
    assert json.loads(seen[16].data) == guest.race(race["id"])
    validations.clear()
    on_a_loop_of_its_own(every_stream_reads())
    assert validations == [], "the same version again: nothing is validated again"
    move = host.get(f"/games/{race['your_game_id']}").json()["legal_moves"][0]
    host.act(race["your_game_id"], {"type": "move", "card": move["card"], "to": move["to"]})
    seen = on_a_loop_of_its_own(every_stream_reads())
    assert len(validations) == 1 and {snapshot.version for snapshot in seen} == {race["version"] + 1}
    assert json.loads(seen[16].data) == guest.race(race["id"])


def test_streams_woken_by_one_change_share_one_read_while_other_races_change() -> None:
    """Fifty busy rooms: news of other races, delivered while a race is being read, must not make the streams that
    the same change woke read it again, each on its own."""
    events = Events()
    reads = RaceReads(events)
    began: list[int] = []

    async def scenario() -> list[RaceFrames]:
        release = asyncio.Event()

        async def work(_kept: RaceFrames | None) -> RaceFrames:
            began.append(events.delivered)
            await release.wait()
            return object()  # type: ignore[return-value]

        events.deliver("race:elsewhere")
        woken_by = events.delivered  # the message that woke this race's four streams
        first = asyncio.ensure_future(reads.read("this", woken_by, work))
        await asyncio.sleep(0)
        for _ in range(4):  # other rooms' moves, while this race is read
            events.deliver("race:elsewhere")
        others = [asyncio.ensure_future(reads.read("this", woken_by, work)) for _ in range(3)]
        later = asyncio.ensure_future(reads.read("this", events.delivered, work))  # woken by a newer message
        await asyncio.sleep(0)
        release.set()
        return list(await asyncio.gather(first, *others, later))

    frames = on_a_loop_of_its_own(scenario())
    assert len(began) == 2, "one read for the four streams one change woke, and one for the newer change"
    assert len({id(frame) for frame in frames[:4]}) == 1, "the four streams one change woke share one read"
    assert frames[4] is not frames[0], "a stream woken by a newer change waits for a read that sees it"


def test_the_tokens_of_every_race_stream_are_checked_together_in_one_query(
    app: FastAPI, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    host, guest, signed_out = racers(app, 3)
    assert signed_out.delete("/sessions/current").status_code == 204
    digests = {
        racer.id: token_digest(racer.auth["Authorization"].removeprefix("Bearer "), TEST_SECRET_KEY)
        for racer in (host, guest, signed_out)
    }
    queries: list[list[str]] = []
    tokens_in_force = PlayerRepository.tokens_in_force

    def counted(repository: PlayerRepository, token_hashes: list[str], now: datetime) -> set[str]:
        queries.append(token_hashes)
        return tokens_in_force(repository, token_hashes, now)

    monkeypatch.setattr(PlayerRepository, "tokens_in_force", counted)
    checks = TokenChecks(every=5.0)
    for digest in digests.values():
        checks.hold(digest)
    request = Request({"type": "http", "app": app, "client": ("198.51.100.9", 5000), "headers": [], "method": "GET"})

    async def every_stream_asks() -> list[bool]:
        return list(await asyncio.gather(*(checks.in_force(digest, request) for digest in digests.values())))

    assert on_a_loop_of_its_own(every_stream_asks()) == [True, True, False]
    assert len(queries) == 1 and sorted(queries[0]) == sorted(digests.values())
    assert host.delete("/sessions/current").status_code == 204
    assert on_a_loop_of_its_own(every_stream_asks()) == [True, True, False], "checked again only after 5 s"
    checks.checked_at -= 5.0
    assert on_a_loop_of_its_own(every_stream_asks()) == [False, True, False]
    assert len(queries) == 2

    def seen(racer: Any) -> str:
        with app.state.database.engine.connect() as connection:
            query = text("SELECT last_seen_at FROM sessions WHERE token_hash = :digest")
            return str(connection.execute(query, {"digest": digests[racer.id]}).scalar_one())

    watching_since = seen(guest)
    clock.advance(minutes=61)
    checks.checked_at -= 5.0
    assert on_a_loop_of_its_own(every_stream_asks()) == [False, True, False]
    assert seen(guest) != watching_since, "a device that only watches its race is still seen to the hour"
    assert seen(host) != seen(guest), "a signed-out device is not"

"""A player's event stream: what happens to them reaches every device, whichever process serves it, each event
once and in order; a client that reconnects with Last-Event-ID gets what it missed; games, quick matches, race
countdowns and moderators' decisions each tell the player."""

from __future__ import annotations

import time
from datetime import timedelta
from typing import Any

import httpx
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select

from app.kit.db import Database
from app.players.feed import FeedCursor, tell
from app.players.models import PlayerEvent
from app.players.schemas import RaceMatched
from tests.conftest import FakeClock, on_a_loop_of_its_own
from tests.fairplay.test_api import account, moderator
from tests.players.test_live import act, player, stream
from tests.races.helpers import racers, referee
from tests.servers import Server, running

FEED = "/api/v1/players/me/feed"


def kinds(database: Database, player_id: str) -> list[tuple[str, dict[str, Any]]]:
    with database.sessions() as session:
        rows = session.scalars(select(PlayerEvent).where(PlayerEvent.player_id == player_id).order_by(PlayerEvent.id))
        return [(row.kind, row.data) for row in rows]


def test_a_game_started_and_ended_on_one_process_reaches_a_device_on_another(postgres_url: str) -> None:
    with running(Server(postgres_url)) as one, running(Server(postgres_url)) as two:
        auth = player(one.base)
        with stream(two.base, FEED, auth) as seen:
            started_at = time.monotonic()
            game = httpx.post(f"{one.base}/api/v1/games", json={"seed": "feed"}, headers=auth).json()
            started = next(seen)
            assert time.monotonic() - started_at < 1.0
            assert started["event"] == "game-started" and started["data"]["game_id"] == game["id"]
            assert started["data"]["ranked"] is False and started["data"]["rules"] == "classic@1"
            act(one.base, auth, game["id"], {"type": "resign"})
            ended = next(seen)
            assert ended["event"] == "game-ended" and int(ended["id"]) > int(started["id"])
            assert (ended["data"]["status"], ended["data"]["reason"]) == ("lost", "resigned")
        other = httpx.post(f"{two.base}/api/v1/games", json={"seed": "feed-2"}, headers=auth).json()
        with stream(one.base, FEED, auth, last=int(started["id"])) as resumed:
            missed = [next(resumed), next(resumed)]
            assert [event["event"] for event in missed] == ["game-ended", "game-started"], "what it missed, in order"
            assert missed[1]["data"]["game_id"] == other["id"]
        with stream(one.base, FEED, auth) as fresh:
            act(two.base, auth, other["id"], {"type": "resign"})
            assert next(fresh)["data"]["game_id"] == other["id"], "without Last-Event-ID: what comes next only"


def test_another_players_events_never_reach_a_stream(tmp_path: Any) -> None:
    from app.migrate import upgrade_to_head

    url = f"sqlite:///{tmp_path / 'montana.db'}"
    upgrade_to_head(url)
    with running(Server(url)) as server:
        mine, theirs = player(server.base), player(server.base)
        with stream(server.base, FEED, mine) as seen:
            httpx.post(f"{server.base}/api/v1/games", json={"seed": "theirs"}, headers=theirs)
            game = httpx.post(f"{server.base}/api/v1/games", json={"seed": "mine"}, headers=mine).json()
            event = next(seen)
            assert event["data"]["game_id"] == game["id"], "on SQLite too, and only the player's own"
        with stream(server.base, FEED, mine, last=10**20 - 1) as past_every_event:
            again = httpx.post(f"{server.base}/api/v1/games", json={"seed": "mine-2"}, headers=mine).json()
            assert next(past_every_event)["data"]["game_id"] == again["id"], "a Last-Event-ID past all: what comes next"
        assert httpx.get(f"{server.base}{FEED}").status_code == 401


def test_quick_match_and_the_countdown_tell_each_racer(app: FastAPI, database: Database, clock: FakeClock) -> None:
    players = racers(app, 4)
    for racer in players:
        racer.post("/races/queue", {"rules": "express@1"})
    assert on_a_loop_of_its_own(referee(app, database, clock).tick()) == 1
    race_id = players[0].get("/races/queue/me").json()["race_id"]
    for racer in players:
        told = [(kind, data) for kind, data in kinds(database, racer.id) if kind.startswith("race-")]
        assert [kind for kind, _ in told] == ["race-matched", "race-starting"]
        assert {data["race_id"] for _, data in told} == {race_id} and told[1][1]["start_at"] is not None
    clock.advance(seconds=5)
    players[0].race(race_id)  # the countdown is over: every racer's game is dealt
    dealt = [data for kind, data in kinds(database, players[1].id) if kind == "game-started"]
    assert len(dealt) == 1 and dealt[0]["kind"] == "race"


def test_a_moderators_decision_tells_the_player_why(client: TestClient, database: Database) -> None:
    target_id, _ = account(client, "dodger")
    judge = moderator(client, database)
    banned = client.post(
        f"/api/v1/moderation/players/{target_id}/ban", json={"banned": True, "reason": "bot play"}, headers=judge
    )
    assert banned.status_code == 200, banned.text
    assert kinds(database, target_id)[-1][0] == "moderation"
    assert kinds(database, target_id)[-1][1] | {"at": None} == {
        "type": "moderation", "action": "ban", "game_id": None, "reason": "bot play", "at": None,
    }  # fmt: skip


def test_an_event_that_commits_late_is_still_sent_once_and_a_resumed_stream_starts_after_its_id(
    database: Database, clock: FakeClock, client: TestClient
) -> None:
    player_id, _ = account(client, "waiter")
    now = clock()

    def told(race: str, at: Any = None) -> None:
        with database.sessions() as session, session.begin():
            tell(session, player_id, RaceMatched(race_id=race, rules="classic@1", at=at or now))

    def read(cursor: FeedCursor, at: Any = None) -> list[str]:
        with database.sessions() as session:  # each read its own unit of work, as a stream's
            return [row.data["race_id"] for row in cursor.read(session, player_id, at or now)]

    cursor = FeedCursor.resuming(None)
    assert read(cursor) == []
    told("a")
    told("b")
    with database.sessions() as session, session.begin():  # "b" takes id 5, leaving 3 and 4 to open transactions
        newest = session.scalar(select(PlayerEvent.id).order_by(PlayerEvent.id.desc()).limit(1))
        session.execute(PlayerEvent.__table__.update().where(PlayerEvent.id == newest).values(id=newest + 3))
    assert read(cursor) == ["a", "b"]
    with database.sessions() as late, late.begin():  # one of them commits now, after "b" was sent
        late.add(
            PlayerEvent(
                id=newest + 1, player_id=player_id, kind="race-matched", created_at=now, data={"race_id": "late"}
            )
        )
    assert read(cursor) == ["late"], "a lower id that committed late is still sent"
    assert read(cursor, now + timedelta(seconds=1)) == [], "each event once"
    assert read(FeedCursor.resuming(str(cursor.after))) == [], "nothing at or below Last-Event-ID again"

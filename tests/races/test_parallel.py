"""Requests of one player sent at once: they take seats one after the other, so the player never holds two seats in
races not yet dealt, and nothing answers 500 or 503."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import func, select

from app.kit.db import Database
from app.races.models import Race, Racer
from tests.conftest import FakeClock, on_a_loop_of_its_own
from tests.games.test_races import at_once
from tests.races.helpers import racers, referee, room


def waiting_seats(database: Database, player_id: str) -> int:
    with database.sessions() as session:
        query = (
            select(func.count())
            .select_from(Racer)
            .join(Race, Race.id == Racer.race_id)
            .where(Racer.player_id == player_id, Race.status.in_(("open", "countdown")))
        )
        return int(session.scalar(query) or 0)


def statuses(responses: list[httpx.Response]) -> Counter[int]:
    return Counter(response.status_code for response in responses)


def test_one_player_making_rooms_at_once_gets_one_room(app: FastAPI, database: Database) -> None:
    player = racers(app, 1)[0]
    answers = at_once(6, lambda: player.post("/races", {"seats": 2}))
    assert statuses(answers) == Counter({201: 1, 409: 5})
    assert {answer.json()["type"] for answer in answers if answer.status_code == 409} == {"/problems/in-another-race"}
    assert waiting_seats(database, player.id) == 1


def test_one_player_joining_several_rooms_at_once_takes_one_seat(app: FastAPI, database: Database) -> None:
    player, *hosts = racers(app, 5)
    codes = [room(host)["code"] for host in hosts]
    pending = list(codes)
    answers = at_once(4, lambda: player.post(f"/races/{pending.pop()}/racers"))
    assert statuses(answers) == Counter({201: 1, 409: 3})
    assert waiting_seats(database, player.id) == 1


def test_one_player_entering_the_queue_at_once_holds_one_ticket(app: FastAPI, database: Database) -> None:
    player = racers(app, 1)[0]
    answers = at_once(6, lambda: player.post("/races/queue", {"rules": "express@1"}))
    assert statuses(answers) == Counter({200: 6})
    assert {answer.json()["status"] for answer in answers} == {"waiting"}


def test_a_room_a_ghost_and_the_queue_at_once_leave_one_seat(
    app: FastAPI, database: Database, clock: FakeClock
) -> None:
    player, host = racers(app, 2)
    finished = player.post("/games", {"rules": "classic@1"}).json()
    player.act(finished["id"], {"type": "resign"})
    code = room(host)["code"]
    requests = [
        lambda: player.post("/races", {}),
        lambda: player.post("/races/ghost", {}),
        lambda: player.post(f"/races/{code}/racers"),
        lambda: player.post("/races", {}),
        lambda: player.post("/races/ghost", {}),
        lambda: player.post(f"/races/{code}/racers"),
    ]
    answers = at_once(len(requests), lambda: requests.pop()())
    assert set(statuses(answers)) <= {200, 201, 409} and statuses(answers)[201] == 1  # 200: a seat joined again
    assert waiting_seats(database, player.id) == 1


def test_the_matcher_and_a_room_made_at_once_leave_one_seat(app: FastAPI, database: Database, clock: FakeClock) -> None:
    player, partner = racers(app, 2)
    for one in (player, partner):
        assert one.post("/races/queue", {}).status_code == 200
    clock.advance(seconds=10)
    races = referee(app, database, clock)
    jobs: list[Callable[[], Any]] = [lambda: player.post("/races", {}), lambda: on_a_loop_of_its_own(races.tick())]
    at_once(2, lambda: jobs.pop()())
    assert waiting_seats(database, player.id) == 1

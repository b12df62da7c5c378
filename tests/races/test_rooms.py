"""Rooms: made, joined by code, started by the host (or when full, or by the clock), left; one secret deal for every
racer, dealt at one instant after the countdown."""

from __future__ import annotations

import hashlib
from datetime import datetime, timedelta

from fastapi import FastAPI

from tests.conftest import FakeClock
from tests.races.helpers import dealt, racer, racers, room


def test_a_room_is_joined_by_code_and_its_host_starts_the_countdown(app: FastAPI, clock: FakeClock) -> None:
    host, guest, other = racers(app, 3)
    made = room(host, rules="express@1", seats=3)
    assert made["status"] == "open" and made["seed"] is None and len(made["seed_commitment"]) == 64
    assert made["racers"][0]["host"] and made["racers"][0]["you"] and made["time_limit_ms"] == 180_000
    joined = guest.post(f"/races/{made['code'].lower()}/racers")
    mine = [line["player"]["id"] for line in joined.json()["racers"] if line["you"]]
    assert joined.status_code == 201 and mine == [guest.id] and len(joined.json()["racers"]) == 2
    assert guest.post(f"/races/{made['id']}/racers").status_code == 200, "joining again changes nothing"
    refused = guest.post(f"/races/{made['id']}/start")
    assert refused.status_code == 403 and refused.json()["type"] == "/problems/not-the-host"
    started = host.post(f"/races/{made['id']}/start").json()
    assert started["status"] == "countdown"
    assert datetime.fromisoformat(started["start_at"]) == clock.now + timedelta(seconds=3)
    late = other.post(f"/races/{made['code']}/racers")
    assert late.status_code == 409 and late.json()["type"] == "/problems/race-started"
    clock.advance(seconds=2)
    assert guest.race(made["id"])["your_game_id"] is None, "no game before the start instant"
    assert guest.get("/games").json()["items"] == []


def test_every_racer_is_dealt_the_same_secret_deal_at_the_same_instant(app: FastAPI, clock: FakeClock) -> None:
    host, *guests = racers(app, 3)
    race = dealt(host, guests, clock)
    states = []
    for player in (host, *guests):
        mine = player.race(race["id"])
        state = player.get(f"/games/{mine['your_game_id']}").json()
        assert state["kind"] == "race" and state["ranked"] and state["seed"] is None
        states.append(state)
    assert {state["seed_commitment"] for state in states} == {race["seed_commitment"]}
    assert all(state["board"] == states[0]["board"] for state in states)
    assert {state["created_at"] for state in states} == {race["start_at"]}
    assert race["ends_at"] is not None and race["your_game_id"] == states[0]["id"]


def test_a_full_room_counts_down_by_itself_and_a_full_or_started_room_refuses_with_409(
    app: FastAPI, clock: FakeClock
) -> None:
    host, guest, late = racers(app, 3)
    made = room(host, seats=2)
    assert guest.post(f"/races/{made['code']}/racers").json()["status"] == "countdown"
    full = late.post(f"/races/{made['code']}/racers")
    assert full.status_code == 409 and full.json()["type"] == "/problems/race-full"
    unknown = late.post("/races/ZZZZZZ/racers")
    assert unknown.status_code == 404


def test_a_host_who_vanishes_holds_nobody_the_room_starts_or_closes_by_itself(app: FastAPI, clock: FakeClock) -> None:
    host, guest, lonely = racers(app, 3)
    made = room(host, visibility="public")
    guest.post(f"/races/{made['code']}/racers")
    alone = room(lonely)
    clock.advance(minutes=5)
    assert guest.race(made["id"])["status"] == "countdown"
    closed = lonely.race(alone["id"])
    assert closed["status"] == "closed" and closed["seed"] is not None
    clock.advance(seconds=3)
    assert guest.race(made["id"])["status"] == "running"


def test_leaving_frees_the_seat_passes_the_host_on_and_the_last_to_leave_closes_the_room(
    app: FastAPI, clock: FakeClock
) -> None:
    host, guest = racers(app, 2)
    made = room(host)
    guest.post(f"/races/{made['code']}/racers")
    left = host.delete(f"/races/{made['id']}/racers/me").json()
    assert [line["player"]["id"] for line in left["racers"]] == [guest.id] and left["host_id"] == guest.id
    assert guest.delete(f"/races/{made['id']}/racers/me").json()["status"] == "closed"
    assert guest.delete(f"/races/{made['id']}/racers/me").status_code == 404


def test_one_waiting_seat_at_a_time_and_the_ranked_game_rule_holds_for_races(app: FastAPI, clock: FakeClock) -> None:
    host, guest = racers(app, 2)
    first = room(host)
    other = host.post("/races", {})
    assert other.status_code == 409 and other.json()["race_id"] == first["id"]
    ranked = guest.post("/games", {"rules": "classic@1"}).json()
    refused = guest.post(f"/races/{first['code']}/racers")
    assert refused.status_code == 409 and refused.json()["game_id"] == ranked["id"]
    assert guest.post(f"/races/{first['code']}/racers", {"abandon_current": True}).status_code == 201
    assert guest.get(f"/games/{ranked['id']}").json()["status"] == "playing", "it ends when the race starts"
    host.post(f"/races/{first['id']}/start")
    clock.advance(seconds=3)
    race = guest.race(first["id"])
    abandoned = guest.get(f"/games/{ranked['id']}").json()
    assert (abandoned["status"], abandoned["cause"]) == ("lost", "abandoned")
    again = guest.post("/games", {"rules": "classic@1"})
    assert again.status_code == 409 and again.json()["game_id"] == race["your_game_id"]


def test_a_racer_acts_through_the_games_endpoints_from_the_start_instant(app: FastAPI, clock: FakeClock) -> None:
    host, guest = racers(app, 2)
    race = dealt(host, [guest], clock)
    clock.advance(seconds=2)
    state = host.get(f"/games/{race['your_game_id']}").json()
    move = state["legal_moves"][0]
    after = host.act(state["id"], {"type": "move", "card": move["card"], "to": move["to"]})
    assert after["moves"] == 1 and after["elapsed_ms"] == 2000
    actions = host.get(f"/games/{state['id']}/replay").json()["actions"]
    assert actions[0]["t"] == 2000


def test_public_rooms_are_listed_and_few_per_address(app: FastAPI, clock: FakeClock) -> None:
    hosts = [racer(app, "203.0.113.9") for _ in range(4)]
    for host in hosts[:3]:
        room(host, visibility="public", rules="relaxed@1")
    refused = hosts[3].post("/races", {"visibility": "public"})
    assert refused.status_code == 429 and "Retry-After" in refused.headers
    assert hosts[3].post("/races", {"visibility": "private"}).status_code == 201
    listed = hosts[0].get("/races", params={"rules": "relaxed@1", "limit": 2}).json()
    assert len(listed["items"]) == 2 and listed["items"][0]["taken"] == 1 and listed["next_cursor"]
    rest = hosts[0].get("/races", params={"rules": "relaxed@1", "cursor": listed["next_cursor"]}).json()
    assert len(rest["items"]) == 1 and rest["next_cursor"] is None
    other_rules = hosts[0].get("/races", params={"rules": "classic@1", "cursor": listed["next_cursor"]})
    assert other_rules.status_code == 422 and other_rules.json()["type"] == "/problems/invalid-cursor"
    assert hosts[0].get("/races", params={"rules": "classic@1"}).json()["items"] == []


def test_bots_race_only_in_rooms_that_allow_them(app: FastAPI, clock: FakeClock) -> None:
    host = racers(app, 1)[0]
    bot = racer(app, "192.0.2.77", bot=True)
    people = room(host)
    refused = bot.post(f"/races/{people['code']}/racers")
    assert refused.status_code == 403 and refused.json()["type"] == "/problems/bots-not-allowed"
    host.delete(f"/races/{people['id']}/racers/me")
    welcoming = room(host, allow_bots=True, visibility="public")
    assert welcoming["rated"] is False
    assert bot.post(f"/races/{welcoming['code']}/racers").status_code == 201


def test_the_commitment_is_the_sha256_of_the_seed_revealed_at_the_end(app: FastAPI, clock: FakeClock) -> None:
    host, guest = racers(app, 2)
    race = dealt(host, [guest], clock)
    for player in (host, guest):
        game_id = player.race(race["id"])["your_game_id"]
        player.act(game_id, {"type": "resign"})
    over = guest.race(race["id"])
    assert over["status"] == "finished"
    assert hashlib.sha256(over["seed"].encode()).hexdigest() == over["seed_commitment"]

"""Quick match: players of similar rating raced within 30 s (four at once, two or three after a wait), never two
from one network; unmatched players may race their own best game as a ghost."""

from __future__ import annotations

from fastapi import FastAPI

from app.kit.db import Database
from app.races.policy import GHOST_STEPS
from tests.conftest import FakeClock, on_a_loop_of_its_own
from tests.races.helpers import racer, racers, referee


def test_four_waiting_players_are_raced_at_once(app: FastAPI, database: Database, clock: FakeClock) -> None:
    players = racers(app, 5)
    for player in players[:4]:
        ticket = player.post("/races/queue", {"rules": "express@1"}).json()
        assert ticket["status"] == "waiting" and ticket["rating"] == 0
    players[4].post("/races/queue", {"rules": "classic@1"})
    assert on_a_loop_of_its_own(referee(app, database, clock).tick()) == 1
    tickets = [player.get("/races/queue/me").json() for player in players]
    assert {ticket["status"] for ticket in tickets[:4]} == {"matched"} and tickets[4]["status"] == "waiting"
    late = players[3].delete("/races/queue/me")  # they meant to leave the queue, but the matcher seated them first
    assert late.status_code == 409 and late.json()["type"] == "/problems/in-another-race"
    assert late.json()["race_id"] == tickets[3]["race_id"] and "leave the race instead" in late.json()["detail"]
    assert players[4].delete("/races/queue/me").status_code == 204
    race = players[0].race(tickets[0]["race_id"])
    assert (race["mode"], race["visibility"], race["rated"], race["status"]) == ("quick", "public", True, "countdown")
    assert {line["player"]["id"] for line in race["racers"]} == {player.id for player in players[:4]}
    clock.advance(seconds=5)
    assert players[1].race(race["id"])["your_game_id"] is not None


def test_two_players_wait_a_little_for_others_then_race(app: FastAPI, database: Database, clock: FakeClock) -> None:
    one, two = racers(app, 2)
    one.post("/races/queue")
    two.post("/races/queue")
    assert on_a_loop_of_its_own(referee(app, database, clock).tick()) == 0
    clock.advance(seconds=10)
    on_a_loop_of_its_own(referee(app, database, clock).tick())
    race_id = one.get("/races/queue/me").json()["race_id"]
    assert race_id is not None and race_id == two.get("/races/queue/me").json()["race_id"]


def test_players_of_one_network_are_never_matched_and_an_unmatched_player_is_offered_a_ghost(
    app: FastAPI, database: Database, clock: FakeClock
) -> None:
    one = racer(app, "192.0.2.10")
    puppet = racer(app, "192.0.2.10")
    game = one.post("/games", {"rules": "classic@1"}).json()
    one.act(game["id"], {"type": "resign"})
    one.post("/races/queue")
    puppet.post("/races/queue")
    clock.advance(seconds=20)
    on_a_loop_of_its_own(referee(app, database, clock).tick())
    assert one.get("/races/queue/me").json()["status"] == "waiting"
    clock.advance(seconds=11)
    on_a_loop_of_its_own(referee(app, database, clock).tick())
    ticket = one.get("/races/queue/me").json()
    assert (ticket["status"], ticket["ghost_available"]) == ("unmatched", True)
    assert puppet.get("/races/queue/me").json()["ghost_available"] is False
    assert one.delete("/races/queue/me").status_code == 204
    assert one.get("/races/queue/me").status_code == 404


def test_far_apart_ratings_wait_longer_than_close_ones(app: FastAPI, database: Database, clock: FakeClock) -> None:
    from app.races.models import RaceRating

    strong, weak, equal = racers(app, 3)
    with database.sessions() as session:
        for player, ordinal in ((strong, 30.0), (equal, 29.0)):
            session.add(RaceRating(player_id=player.id, rules="classic@1", mu=ordinal + 6, sigma=2.0,
                                   ordinal=ordinal, races=40, updated_at=clock.now))  # fmt: skip
        session.commit()
    for player in (strong, weak, equal):
        player.post("/races/queue")
    clock.advance(seconds=10)
    on_a_loop_of_its_own(referee(app, database, clock).tick())
    race_id = strong.get("/races/queue/me").json()["race_id"]
    assert race_id == equal.get("/races/queue/me").json()["race_id"] is not None
    assert weak.get("/races/queue/me").json()["status"] == "waiting"


def test_bots_and_seated_players_cannot_queue(app: FastAPI, clock: FakeClock) -> None:
    bot = racer(app, "192.0.2.99", bot=True)
    refused = bot.post("/races/queue")
    assert refused.status_code == 403 and refused.json()["type"] == "/problems/bots-not-allowed"
    host = racers(app, 1)[0]
    made = host.post("/races", {}).json()
    seated = host.post("/races/queue")
    assert seated.status_code == 409 and seated.json()["race_id"] == made["id"]


def test_a_ghost_race_replays_your_best_game_against_you(app: FastAPI, database: Database, clock: FakeClock) -> None:
    player = racers(app, 1)[0]
    assert player.post("/races/ghost").status_code == 404
    best = player.post("/games", {"rules": "classic@1"}).json()
    clock.advance(seconds=4)
    move = best["legal_moves"][0]
    player.act(best["id"], {"type": "move", "card": move["card"], "to": move["to"]})
    clock.advance(seconds=2)
    finished = player.act(best["id"], {"type": "resign"})
    race = player.post("/races/ghost").json()
    assert (race["mode"], race["status"], race["rated"]) == ("ghost", "countdown", False)
    assert race["seed_commitment"] == finished["seed_commitment"] and race["ghost"]["game_id"] == best["id"]
    assert [step["t"] for step in race["ghost"]["timeline"]] == [0, 4000, 6000]
    clock.advance(seconds=3)
    game_id = player.race(race["id"])["your_game_id"]
    practice = player.get(f"/games/{game_id}").json()
    assert practice["ranked"] is False and practice["board"] == best["board"] and practice["seed"] == finished["seed"]
    player.act(game_id, {"type": "resign"})
    over = player.race(race["id"])
    assert over["status"] == "finished" and (over["racers"][0]["place"], over["ghost"]["place"]) == (2, 1)
    assert over["racers"][0]["placed_last_because"] == "resigned", "a resign never beats the ghost"
    assert over["racers"][0]["unrated_because"] == "a practice race against a ghost is not rated"


def test_a_long_game_races_as_a_ghost_of_bounded_size(app: FastAPI, clock: FakeClock) -> None:
    player = racers(app, 1)[0]
    best = player.post("/games", {"rules": "classic@1"}).json()
    move = best["legal_moves"][0]
    for _ in range(51):  # 102 actions, each a second apart
        clock.advance(seconds=1)
        player.act(best["id"], {"type": "move", "card": move["card"], "to": move["to"]})
        player.act(best["id"], {"type": "undo"})
    finished = player.act(best["id"], {"type": "resign"})
    timeline = player.post("/races/ghost").json()["ghost"]["timeline"]
    assert len(timeline) == GHOST_STEPS
    assert timeline[0]["t"] == 0 and timeline[-1]["t"] == finished["elapsed_ms"]
    assert timeline[-1]["status"] == "lost" and timeline == sorted(timeline, key=lambda step: step["t"])

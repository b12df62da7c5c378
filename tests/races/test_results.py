"""The end of a race: placing, the result page with verifiable replays, ratings and the race board, the time limit,
leaving, hints, and what a racer may see of the others while it runs (figures, never a board)."""

from __future__ import annotations

import json
from typing import Any

from fastapi import FastAPI

from app.engine import verify_record
from app.games.repository import GAMES
from app.kit.db import Database
from app.main import create_app
from tests.conftest import FakeClock, on_a_loop_of_its_own, rig_one_move_from_a_win, settings_with
from tests.races.helpers import Racer, dealt, racer, racers, referee, veterans


def games_of(race_id: str, players: list[Racer]) -> list[str]:
    return [player.race(race_id)["your_game_id"] for player in players]


def test_a_racer_sees_every_opponents_progress_but_never_their_board(app: FastAPI, clock: FakeClock) -> None:
    one, two = racers(app, 2)
    race = dealt(one, [two], clock)
    mine, theirs = games_of(race["id"], [one, two])
    state = one.get(f"/games/{mine}").json()
    move = state["legal_moves"][0]
    after = one.act(mine, {"type": "move", "card": move["card"], "to": move["to"]})
    seen = two.race(race["id"])
    line = next(line for line in seen["racers"] if line["player"]["id"] == one.id)
    assert (line["moves"], line["cards_in_sequence"], line["status"]) == (1, after["cards_in_sequence"], "playing")
    assert line["game_id"] is None and line["replay"] is None
    text = json.dumps({name: value for name, value in seen.items() if name != "code"})  # a room code may spell a card
    assert "board" not in text and move["card"] not in text and seen["seed"] is None
    assert two.get(f"/games/{mine}").status_code == 404
    one.act(mine, {"type": "resign"})
    assert one.get(f"/games/{mine}").json()["seed"] is None, "the seed stays secret while a racer plays its deal"
    assert two.get(f"/games/{mine}/replay").status_code == 404
    assert one.client.get(f"/api/v1/games/{mine}/replay").status_code == 404, "nor to anyone without a token"
    assert two.get(f"/players/{one.id}/games").json()["items"] == []
    assert two.get(f"/games/{theirs}").json()["seed"] is None


def test_placing_is_won_first_by_time_then_cards_then_fewer_moves_and_replays_verify(
    app: FastAPI, database: Database, clock: FakeClock
) -> None:
    one, two, three = racers(app, 3)
    race = dealt(one, [two, three], clock, visibility="public")
    first, _, third = games_of(race["id"], [one, two, three])
    clock.advance(seconds=40)
    state = three.get(f"/games/{third}").json()
    move = state["legal_moves"][0]
    three.act(third, {"type": "move", "card": move["card"], "to": move["to"]})
    rig_one_move_from_a_win(database, first)
    one.act(first, {"type": "move", "card": "KS", "to": [0, 11]})
    clock.advance(minutes=15)  # two and three race it out to the time limit
    on_a_loop_of_its_own(referee(app, database, clock).tick())
    over = two.race(race["id"])
    assert over["status"] == "finished" and over["seed"] is not None
    places = {line["player"]["id"]: line["place"] for line in over["racers"]}
    cards = {line["player"]["id"]: line["cards_in_sequence"] for line in over["racers"]}
    assert places[one.id] == 1
    if cards[three.id] > cards[two.id]:
        assert (places[three.id], places[two.id]) == (2, 3)
    else:  # the same cards: fewer moves first
        assert (places[two.id], places[three.id]) == (2, 3)
    for line in over["racers"]:
        record = one.client.get(line["replay"])
        assert record.status_code == 200 and record.json()["seed"] == over["seed"]
        if line["player"]["id"] != one.id:  # the winner's position was rigged one move from a win
            assert verify_record(record.json()).report["ok"] is True
        assert line["elapsed_ms"] is not None and line["game_id"] is not None


def test_a_public_race_updates_ratings_shown_on_the_board_and_profiles(
    app: FastAPI, database: Database, clock: FakeClock
) -> None:
    winner, loser = veterans(app, clock, 2)
    race = dealt(winner, [loser], clock, visibility="public")
    mine, theirs = games_of(race["id"], [winner, loser])
    loser.act(theirs, {"type": "resign"})
    assert winner.race(race["id"])["status"] == "running"
    rig_one_move_from_a_win(database, mine)
    winner.act(mine, {"type": "move", "card": "KS", "to": [0, 11]})
    lines = {line["player"]["id"]: line for line in winner.race(race["id"])["racers"]}
    assert lines[winner.id]["place"] == 1 and lines[winner.id]["rated"]
    assert lines[winner.id]["rating_after"] > lines[winner.id]["rating_before"] > lines[loser.id]["rating_after"]
    board = loser.get("/races/ratings", params={"rules": "classic@1"}).json()
    assert [entry["player"]["id"] for entry in board["items"]] == [winner.id, loser.id]
    assert board["items"][0]["rank"] == 1 and board["items"][0]["races"] == 1
    mine_rated = loser.get("/races/ratings/me").json()
    assert mine_rated["rank"] == 2 and mine_rated["rating"] == board["items"][1]["rating"]
    profile = loser.client.get(f"/api/v1/players/{winner.id}").json()
    assert profile["race_ratings"]["classic@1"]["races"] == 1
    assert loser.get(f"/races/ratings/{winner.id}", params={"rules": "express@1"}).status_code == 404


def test_two_guests_on_one_network_cannot_farm_a_rating(app: FastAPI, clock: FakeClock) -> None:
    main = racer(app, "198.51.100.50")
    puppet = racer(app, "198.51.100.50")
    race = dealt(main, [puppet], clock, visibility="public")
    for player in (puppet, main):
        player.act(player.race(race["id"])["your_game_id"], {"type": "resign"})
    lines = main.race(race["id"])["racers"]
    assert not any(line["rated"] for line in lines)
    assert all("same network" in line["unrated_because"] for line in lines)
    assert main.get("/races/ratings/me").status_code == 404


def test_only_accounts_a_day_old_are_rated_never_guests_or_accounts_made_for_the_race(
    app: FastAPI, clock: FakeClock
) -> None:
    one, two = veterans(app, clock, 2)
    guest = racer(app, "198.51.100.60")
    fresh = racer(app, "198.51.100.61")
    assert fresh.post("/players/me/account", {"username": "fresh", "password": "correct horse"}).status_code == 200
    race = dealt(one, [two, guest, fresh], clock, visibility="public")
    for player in (one, two, guest, fresh):
        player.act(player.race(race["id"])["your_game_id"], {"type": "resign"})
    lines = {line["player"]["id"]: line for line in one.race(race["id"])["racers"]}
    assert lines[one.id]["rated"] and lines[two.id]["rated"]
    assert lines[guest.id]["unrated_because"].startswith("guests are not rated: make an account")
    assert lines[fresh.id]["unrated_because"] == "an account is rated from its second day"
    assert guest.get("/races/ratings/me").status_code == 404 and fresh.get("/races/ratings/me").status_code == 404


def test_a_pair_of_racers_counts_a_few_rated_races_a_day(database: Database, clock: FakeClock) -> None:
    app = create_app(settings_with(database, race_rated_pair_per_day=2), database, clock)
    one, two, three = veterans(app, clock, 3)

    def race_out(players: list[Racer]) -> dict[str, dict[str, Any]]:
        race = dealt(players[0], players[1:], clock, rated=True)
        for player in players:
            player.act(player.race(race["id"])["your_game_id"], {"type": "resign"})
        return {line["player"]["id"]: line for line in one.race(race["id"])["racers"]}

    assert all(line["rated"] for line in race_out([one, two]).values())
    assert all(line["rated"] for line in race_out([two, one]).values())
    third = race_out([one, two])
    assert not any(line["rated"] for line in third.values())
    assert "at most 2 rated races a day" in third[one.id]["unrated_because"]
    with_another = race_out([one, two, three])  # the pair is over its share: the third racer alone is left
    assert [line["rated"] for line in with_another.values()] == [False, False, False]
    assert all(line["rated"] for line in race_out([one, three]).values())
    clock.advance(days=1)
    assert all(line["rated"] for line in race_out([one, two]).values())
    assert one.get("/races/ratings/me").json()["races"] == 4


def test_resigning_leaving_a_hint_or_a_programs_pace_place_a_racer_last_and_rated_as_last(
    app: FastAPI, database: Database, clock: FakeClock
) -> None:
    steady, quitter, helped, hasty = veterans(app, clock, 4)
    race = dealt(steady, [quitter, helped, hasty], clock, rated=True)
    names = ("steady", "quitter", "helped", "hasty")
    games = dict(zip(names, games_of(race["id"], [steady, quitter, helped, hasty]), strict=True))
    for name in ("quitter", "helped"):
        rig_one_move_from_a_win(database, games[name])  # far ahead of the steady racer
    assert helped.post(f"/games/{games['helped']}/hint").json()["assisted"] is True
    assert helped.act(games["helped"], {"type": "move", "card": "KS", "to": [0, 11]})["status"] == "won"
    quitter.act(games["quitter"], {"type": "resign"})
    move = hasty.get(f"/games/{games['hasty']}").json()["legal_moves"][0]
    for _ in range(10):  # twenty actions within one instant
        hasty.act(games["hasty"], {"type": "move", "card": move["card"], "to": move["to"]})
        hasty.act(games["hasty"], {"type": "undo"})
    clock.advance(minutes=15)
    on_a_loop_of_its_own(referee(app, database, clock).tick())
    over = steady.race(race["id"])
    assert over["status"] == "finished"
    lines = {line["player"]["id"]: line for line in over["racers"]}
    assert (lines[steady.id]["place"], lines[steady.id]["placed_last_because"]) == (1, None)
    assert lines[quitter.id]["placed_last_because"] == "resigned"
    assert lines[helped.id]["placed_last_because"] == "asked for a hint" and lines[helped.id]["assisted"]
    assert lines[hasty.id]["placed_last_because"].startswith("played faster than a person can")
    assert {lines[player.id]["place"] for player in (quitter, helped, hasty)} == {2}
    assert all(line["rated"] for line in lines.values()), "none of them escapes the rating"
    after = {player_id: line["rating_after"] for player_id, line in lines.items()}
    assert after[steady.id] > after[quitter.id] == after[helped.id] == after[hasty.id]
    casual = dealt(steady, [quitter], clock)
    for player in (steady, quitter):
        player.act(player.race(casual["id"])["your_game_id"], {"type": "resign"})
    casual_lines = steady.race(casual["id"])["racers"]
    assert {line["unrated_because"] for line in casual_lines} == {"this private race was made unrated"}


def test_leaving_a_running_race_resigns_and_the_time_limit_ends_the_rest(
    app: FastAPI, database: Database, clock: FakeClock
) -> None:
    one, two, idle = racers(app, 3)
    race = dealt(one, [two, idle], clock, visibility="public")
    games = games_of(race["id"], [one, two, idle])
    left = two.delete(f"/races/{race['id']}/racers/me").json()
    assert next(line for line in left["racers"] if line["you"])["reason"] == "resigned"
    rig_one_move_from_a_win(database, games[0])  # many cards in sequence, not quite won
    clock.advance(minutes=15)
    assert on_a_loop_of_its_own(referee(app, database, clock).tick()) >= 2
    over = one.race(race["id"])
    assert over["status"] == "finished"
    lines = {line["player"]["id"]: line for line in over["racers"]}
    assert (lines[idle.id]["status"], lines[idle.id]["cause"]) == ("lost", "race_over")
    assert lines[one.id]["cause"] == "race_over" and lines[one.id]["place"] == 1
    assert lines[idle.id]["place"] == 2, "raced it out: ahead of the racer who left"
    assert (lines[two.id]["place"], lines[two.id]["placed_last_because"]) == (3, "left the race")
    late = one.post(f"/games/{games[0]}/actions", {"type": "redeal"})
    assert late.status_code == 409 and "time limit" in late.json()["detail"]


def test_an_express_race_ends_with_the_express_clock(app: FastAPI, database: Database, clock: FakeClock) -> None:
    one, two = racers(app, 2)
    race = dealt(one, [two], clock, rules="express@1")
    clock.advance(seconds=181)
    on_a_loop_of_its_own(referee(app, database, clock).tick())
    over = one.race(race["id"])
    assert over["status"] == "finished"
    assert {line["reason"] for line in over["racers"]} == {"time_up"}


def test_a_racer_who_disconnects_resumes_the_game_and_the_view(app: FastAPI, clock: FakeClock) -> None:
    one, two = racers(app, 2)
    race = dealt(one, [two], clock)
    game_id = one.race(race["id"])["your_game_id"]
    state = one.get(f"/games/{game_id}").json()
    move = state["legal_moves"][0]
    one.act(game_id, {"type": "move", "card": move["card"], "to": move["to"]})
    credentials = {"username": "comeback", "password": "correct horse battery"}
    assert one.post("/players/me/account", credentials).status_code == 200
    token = one.client.post("/api/v1/sessions", json=credentials).json()["token"]
    back = Racer(one.client, {"Authorization": f"Bearer {token}"}, one.id)  # another device, signed in
    assert back.race(race["id"])["your_game_id"] == game_id
    again = back.race(race["code"])
    assert again["your_game_id"] == game_id and one.get(f"/games/{game_id}").json()["moves"] == 1
    assert one.get(f"/races/{race['id']}", headers={"If-None-Match": f'"{again["version"]}"'}).status_code == 304


def test_anyone_with_the_link_watches_without_a_token(app: FastAPI, clock: FakeClock) -> None:
    one, two = racers(app, 2)
    race = dealt(one, [two], clock)
    watched = one.client.get(f"/api/v1/races/{race['code']}")
    assert watched.status_code == 200 and not any(line["you"] for line in watched.json()["racers"])
    assert watched.json()["your_game_id"] is None and watched.json()["status"] == "running"


def test_a_race_deal_is_revealed_by_the_race_being_over_never_by_its_games_alone(
    app: FastAPI, database: Database, clock: FakeClock
) -> None:
    one, two = racers(app, 2)
    race = dealt(one, [two], clock)
    mine, theirs = games_of(race["id"], [one, two])
    one.act(mine, {"type": "resign"})
    with database.engine.begin() as connection:  # every game over, the race not yet placed (the referee's to do)
        connection.execute(GAMES.update().where(GAMES.c.id == theirs).values(status="lost", reason="resigned"))
    assert two.race(race["id"])["status"] == "running"
    for path in (f"/games/{mine}/replay", f"/games/{mine}/replay/steps"):
        assert two.get(path).status_code == 404 and one.client.get(f"/api/v1{path}").status_code == 404
    assert two.get(f"/players/{one.id}/games").json()["items"] == []
    on_a_loop_of_its_own(referee(app, database, clock).tick())
    over = two.race(race["id"])
    assert over["status"] == "finished"
    replay = two.get(f"/games/{mine}/replay")
    assert replay.status_code == 200 and replay.json()["seed"] == over["seed"]
    assert two.get(f"/games/{mine}/replay/steps").status_code == 200
    assert [game["id"] for game in two.get(f"/players/{one.id}/games").json()["items"]] == [mine]


def test_a_racer_finds_the_race_of_a_game_from_the_game_alone(app: FastAPI, clock: FakeClock) -> None:
    one, two = racers(app, 2)
    race = dealt(one, [two], clock)
    mine, theirs = games_of(race["id"], [one, two])
    found = one.get(f"/races/of-game/{mine}")
    assert found.status_code == 200
    assert (found.json()["id"], found.json()["code"], found.json()["your_game_id"]) == (race["id"], race["code"], mine)
    refused = two.get(f"/races/of-game/{mine}")
    assert refused.status_code == 404 and "not yours" in refused.json()["detail"], "another racer's game is not theirs"
    loner = racer(app, "10.9.9.9")
    solo = loner.post("/games", {"rules": "classic@1"}).json()
    assert loner.get(f"/races/of-game/{solo['id']}").status_code == 404, "a game outside races has no race"
    assert one.client.get(f"/api/v1/races/of-game/{theirs}").status_code == 401
    assert one.get("/races/of-game/not-an-id").status_code == 422

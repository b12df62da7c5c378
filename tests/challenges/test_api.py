"""Challenges through the API: who may be challenged, the secrecy of the deal until everyone has played, the reveal
and the places, the time running out, declining, rematches of races, the limits and app tokens."""

from __future__ import annotations

import json
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient

from app.engine import commitment, verify_record
from app.kit.db import Database
from tests.conftest import FakeClock, new_player, on_a_loop_of_its_own, rig_one_move_from_a_win
from tests.friends.test_api import answer, follow, someone, told
from tests.players.test_tokens import app_token, bearer
from tests.races.helpers import dealt, racers

API = "/api/v1"


def friends(client: TestClient, count: int) -> list[tuple[str, dict[str, str]]]:
    """``count`` players, the first following each of the others (each let her in)."""
    players = [someone(client) for _ in range(count)]
    first, first_auth = players[0]
    for player_id, auth in players[1:]:
        follow(client, first_auth, player_id)
        assert answer(client, auth, first, "accepted").status_code == 200
    return players


def challenge(client: TestClient, auth: dict[str, str], players: list[str], expected: int = 201, **body: Any) -> Any:
    response = client.post(f"{API}/challenges", json={"players": players, **body}, headers=auth)
    assert response.status_code == expected, response.text
    return response.json()


def read(client: TestClient, auth: dict[str, str], challenge_id: str) -> dict[str, Any]:
    response = client.get(f"{API}/challenges/{challenge_id}", headers=auth)
    assert response.status_code == 200, response.text
    return dict(response.json())


def play(client: TestClient, auth: dict[str, str], challenge_id: str, expected: int = 201, **body: Any) -> Any:
    response = client.post(f"{API}/challenges/{challenge_id}/game", json=body, headers=auth)
    assert response.status_code == expected, response.text
    return response.json()


def act(client: TestClient, auth: dict[str, str], game_id: str, action: dict[str, Any]) -> dict[str, Any]:
    response = client.post(f"{API}/games/{game_id}/actions", json=action, headers=auth)
    assert response.status_code == 200, response.text
    return dict(response.json())


def line_of(seen: dict[str, Any], player_id: str) -> dict[str, Any]:
    return next(line for line in seen["players"] if line["player"]["id"] == player_id)


def test_nobody_learns_the_deal_before_their_own_game_is_over_and_all_is_revealed_at_the_end(
    client: TestClient, database: Database, clock: FakeClock
) -> None:
    (ada, ada_auth), (bo, bo_auth) = friends(client, 2)
    made = challenge(client, ada_auth, [bo])
    assert made["status"] == "open" and made["seed"] is None and len(made["seed_commitment"]) == 64
    assert made["your_status"] == "invited" and made["your_game_id"] is None
    assert told(database, bo, "challenged") == [ada]

    mine = play(client, ada_auth, made["id"])["your_game_id"]
    assert play(client, ada_auth, made["id"], expected=200)["your_game_id"] == mine, "one game each"
    state = client.get(f"{API}/games/{mine}", headers=ada_auth).json()
    assert state["seed"] is None and state["seed_commitment"] == made["seed_commitment"]
    move = state["legal_moves"][0]
    clock.advance(seconds=5)
    act(client, ada_auth, mine, {"type": "move", "card": move["card"], "to": move["to"]})
    rig_one_move_from_a_win(database, mine)
    clock.advance(seconds=5)
    assert act(client, ada_auth, mine, {"type": "move", "card": "KS", "to": [0, 11]})["status"] == "won"
    assert client.get(f"{API}/games/{mine}", headers=ada_auth).json()["seed"] is None, "bo may still play the deal"

    seen = read(client, bo_auth, made["id"])
    ada_line = line_of(seen, ada)
    assert ada_line["status"] == "done", "who has played is shown"
    shown = {name: ada_line[name] for name in ("game_status", "moves", "elapsed_ms", "cards_in_sequence", "game_id")}
    assert set(shown.values()) == {None}, "but nothing of how, before bo has played"
    assert seen["seed"] is None and move["card"] not in json.dumps(seen)
    assert client.get(f"{API}/games/{mine}", headers=bo_auth).status_code == 404
    assert client.get(f"{API}/games/{mine}/replay", headers=bo_auth).status_code == 404
    assert client.get(f"{API}/games/{mine}/replay").status_code == 404, "nor to anyone without a token"
    assert client.get(f"{API}/players/{ada}/games", headers=bo_auth).json()["items"] == []
    assert line_of(read(client, ada_auth, made["id"]), ada)["game_status"] == "won", "ada sees her own"

    theirs = play(client, bo_auth, made["id"])["your_game_id"]
    assert client.get(f"{API}/games/{theirs}", headers=bo_auth).json()["seed_commitment"] == made["seed_commitment"]
    clock.advance(seconds=5)
    act(client, bo_auth, theirs, {"type": "resign"})

    over = read(client, ada_auth, made["id"])
    assert over["status"] == "finished" and commitment(over["seed"]) == over["seed_commitment"]
    places = {line["player"]["id"]: (line["place"], line["placed_last_because"]) for line in over["players"]}
    assert places == {ada: (1, None), bo: (2, "resigned")}
    for line in over["players"]:
        record = client.get(line["replay"])
        assert record.status_code == 200 and record.json()["seed"] == over["seed"], "replays are everyone's now"
    bo_record = client.get(line_of(over, bo)["replay"]).json()
    assert verify_record(bo_record).report["ok"] is True
    for player_id in (ada, bo):
        finished = [data for kind, data in _events(database, player_id) if kind == "challenge-finished"]
        assert [(data["challenge_id"], data["players"]) for data in finished] == [(made["id"], 2)]
    earned = client.get(f"{API}/achievements", headers=ada_auth).json()["items"]
    assert next(item for item in earned if item["code"] == "challenge-won")["game_id"] == mine


def _events(database: Database, player_id: str) -> list[tuple[str, dict[str, Any]]]:
    from tests.players.test_feed import kinds

    return kinds(database, player_id)


def test_when_the_time_is_up_games_in_play_end_and_who_played_is_placed(
    client: TestClient, database: Database, clock: FakeClock, app: FastAPI
) -> None:
    (ada, ada_auth), (bo, bo_auth), (cy, cy_auth) = friends(client, 3)
    made = challenge(client, ada_auth, [bo, cy], hours=2)
    assert made["ends_at"] > made["created_at"]
    mine = play(client, ada_auth, made["id"])["your_game_id"]
    state = client.get(f"{API}/games/{mine}", headers=ada_auth).json()
    clock.advance(seconds=5)
    move = state["legal_moves"][0]
    act(client, ada_auth, mine, {"type": "move", "card": move["card"], "to": move["to"]})
    declined = client.post(f"{API}/challenges/{made['id']}/decline", headers=cy_auth)
    assert declined.status_code == 200 and declined.json()["your_status"] == "declined"
    assert declined.json()["status"] == "open", "ada plays and bo may still"

    clock.advance(hours=2)
    from app.worker import Worker

    assert on_a_loop_of_its_own(Worker(database, app.state.settings, clock=clock).settle_challenges(clock())) == 1
    over = read(client, bo_auth, made["id"])
    assert over["status"] == "finished" and over["seed"] is not None
    lines = {line["player"]["id"]: line for line in over["players"]}
    assert (lines[ada]["place"], lines[ada]["cause"], lines[ada]["status"]) == (1, "expired", "done")
    assert (lines[bo]["status"], lines[bo]["place"], lines[bo]["placed_last_because"]) == (
        "missed", None, "did not play it in time",
    )  # fmt: skip
    assert (lines[cy]["status"], lines[cy]["placed_last_because"]) == ("declined", "declined")
    late = client.post(f"{API}/challenges/{made['id']}/game", json={}, headers=bo_auth)
    assert late.status_code == 409 and late.json()["type"].endswith("/challenge-over")
    earned = client.get(f"{API}/achievements", headers=ada_auth).json()["items"]
    assert next(item for item in earned if item["code"] == "challenge-won")["earned_at"] is None, "nobody else played"


def test_a_challenge_placed_when_read_after_its_time_without_the_worker(client: TestClient, clock: FakeClock) -> None:
    (_, ada_auth), (bo, bo_auth) = friends(client, 2)
    made = challenge(client, ada_auth, [bo], hours=1)
    play(client, bo_auth, made["id"])
    clock.advance(hours=1, seconds=1)
    over = read(client, ada_auth, made["id"])
    assert over["status"] == "finished" and line_of(over, bo)["cause"] == "expired"


def test_only_players_who_chose_you_may_be_challenged_and_never_across_a_block(client: TestClient) -> None:
    (ada, ada_auth), (bo, bo_auth) = friends(client, 2)
    stranger, stranger_auth = someone(client)
    refused = challenge(client, ada_auth, [stranger], expected=403)
    assert refused["type"].endswith("/not-friends") and "follow" in refused["detail"]
    follow(client, ada_auth, stranger)  # asked, not yet let in
    assert challenge(client, ada_auth, [stranger], expected=403)["type"].endswith("/not-friends")
    follow(client, stranger_auth, ada)
    assert answer(client, ada_auth, stranger, "accepted").status_code == 200
    challenge(client, ada_auth, [stranger])  # the stranger follows ada now: they chose her
    assert challenge(client, bo_auth, [ada])["status"] == "open", "bo follows ada: he may challenge her"

    assert client.put(f"{API}/players/me/blocks/{ada}", headers=bo_auth).status_code == 204
    assert challenge(client, ada_auth, [bo], expected=403)["type"].endswith("/blocked")
    assert challenge(client, bo_auth, [ada], expected=403)["type"].endswith("/blocked")

    assert challenge(client, ada_auth, [ada], expected=422)["detail"].startswith("you play your own challenge")
    assert challenge(client, ada_auth, [], expected=422)["detail"].startswith("name at least one player")
    too_many = client.post(f"{API}/challenges", json={"players": [stranger] * 9}, headers=ada_auth)
    assert too_many.status_code == 422
    assert challenge(client, ada_auth, ["0" * 32], expected=404)["detail"].startswith("no player has the id")


def test_a_challenge_is_seen_only_by_its_players(client: TestClient) -> None:
    (_, ada_auth), (bo, bo_auth) = friends(client, 2)
    outsider = new_player(client)
    made = challenge(client, ada_auth, [bo])
    nobody = client.get(f"{API}/challenges/{'f' * 32}", headers=outsider)
    theirs = client.get(f"{API}/challenges/{made['id']}", headers=outsider)
    assert theirs.status_code == nobody.status_code == 404 and theirs.json()["detail"] == nobody.json()["detail"]
    assert client.post(f"{API}/challenges/{made['id']}/game", json={}, headers=outsider).status_code == 404
    listed = client.get(f"{API}/challenges", headers=bo_auth).json()
    assert [item["id"] for item in listed["items"]] == [made["id"]]
    assert client.get(f"{API}/challenges", params={"status": "finished"}, headers=bo_auth).json()["items"] == []


def test_my_challenges_come_in_pages_newest_first(client: TestClient, clock: FakeClock) -> None:
    (_, ada_auth), (bo, _) = friends(client, 2)
    made = []
    for _ in range(3):
        made.append(challenge(client, ada_auth, [bo])["id"])
        clock.advance(seconds=1)
    first = client.get(f"{API}/challenges", params={"limit": 2}, headers=ada_auth).json()
    rest = client.get(f"{API}/challenges", params={"limit": 2, "cursor": first["next_cursor"]}, headers=ada_auth)
    assert [item["id"] for item in first["items"] + rest.json()["items"]] == made[::-1]
    assert rest.json()["next_cursor"] is None
    forged = client.get(f"{API}/challenges", params={"cursor": first["next_cursor"] + "x"}, headers=ada_auth)
    assert forged.status_code == 422


def test_a_challenge_game_is_a_ranked_game_one_at_a_time(client: TestClient) -> None:
    (_, ada_auth), (bo, _) = friends(client, 2)
    ranked = client.post(f"{API}/games", json={}, headers=ada_auth).json()
    made = challenge(client, ada_auth, [bo])
    refused = client.post(f"{API}/challenges/{made['id']}/game", json={}, headers=ada_auth)
    assert refused.status_code == 409 and refused.json()["game_id"] == ranked["id"]
    mine = play(client, ada_auth, made["id"], abandon_current=True)["your_game_id"]
    assert client.get(f"{API}/games/{ranked['id']}", headers=ada_auth).json()["cause"] == "abandoned"
    game = client.get(f"{API}/games/{mine}", headers=ada_auth).json()
    assert game["ranked"] is True and game["kind"] == "challenge"
    started = client.post(f"{API}/games", json={}, headers=ada_auth)
    assert started.status_code == 409 and started.json()["game_id"] == mine
    declined = client.post(f"{API}/challenges/{made['id']}/decline", headers=ada_auth)
    assert declined.status_code == 409 and "resign" in declined.json()["detail"]


def test_a_rematch_brings_back_the_people_of_a_finished_race(app: FastAPI, clock: FakeClock) -> None:
    one, two, three = racers(app, 3)
    race = dealt(one, [two, three], clock)
    for racer in (one, two, three):
        racer.act(racer.race(race["id"])["your_game_id"], {"type": "resign"})
    assert one.race(race["id"])["status"] == "finished"
    rematch = one.post("/challenges", {"rematch_of": race["id"]})
    assert rematch.status_code == 201, rematch.text
    assert {line["player"]["id"] for line in rematch.json()["players"]} == {one.id, two.id, three.id}
    assert rematch.json()["rematch_of"] == race["id"] and rematch.json()["rules"] == race["rules"]
    again = one.post("/challenges", {"rematch_of": race["id"]})
    assert again.status_code == 409 and "rematch" in again.json()["detail"]
    outsider = racers(app, 4)[3]
    assert outsider.post("/challenges", {"rematch_of": race["id"]}).status_code == 404
    running = dealt(two, [three], clock)
    unfinished = two.post("/challenges", {"rematch_of": running["id"]})
    assert unfinished.status_code == 409 and "not over" in unfinished.json()["detail"]


def test_challenge_spam_stops_at_ten_open_and_at_the_rate_limit(client: TestClient, app_with: Any) -> None:
    (_, ada_auth), (bo, _) = friends(client, 2)
    for _ in range(10):
        challenge(client, ada_auth, [bo])
    eleventh = challenge(client, ada_auth, [bo], expected=409)
    assert "10 challenges" in eleventh["detail"]
    with app_with(rate_limit_challenge="2/hour") as limited:
        (_, cy_auth), (dee, _) = friends(limited, 2)
        challenge(limited, cy_auth, [dee])
        challenge(limited, cy_auth, [dee])
        refused = limited.post(f"{API}/challenges", json={"players": [dee]}, headers=cy_auth)
        assert refused.status_code == 429 and "Retry-After" in refused.headers


def test_an_app_may_read_challenges_with_the_friends_scope_and_never_make_one(client: TestClient) -> None:
    (_, ada_auth), (bo, _) = friends(client, 2)
    made = challenge(client, ada_auth, [bo])
    reader = bearer(app_token(client, ada_auth, "friends"))
    assert client.get(f"{API}/challenges/{made['id']}", headers=reader).status_code == 200
    player = bearer(app_token(client, ada_auth, "play", "friends"))
    assert client.post(f"{API}/challenges", json={"players": [bo]}, headers=player).status_code == 403
    assert client.post(f"{API}/challenges/{made['id']}/decline", headers=player).status_code == 403
    assert client.get(f"{API}/challenges", headers=bearer(app_token(client, ada_auth, "read"))).status_code == 403

"""Playing through the HTTP API, as a third-party client would (SQLite and PostgreSQL)."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from app.engine import deal, get_rules, verify_record
from app.kit.db import Database
from tests.conftest import FakeClock, new_player, rig_one_move_from_a_win, win

PROBLEM = "application/problem+json"


def start(client: TestClient, auth: dict[str, str], **body: Any) -> dict[str, Any]:
    response = client.post("/api/v1/games", json=body, headers=auth)
    assert response.status_code == 201, response.text
    return response.json()


def act(client: TestClient, auth: dict[str, str], game: dict[str, Any], **action: Any) -> dict[str, Any]:
    response = client.post(f"/api/v1/games/{game['id']}/actions", json=action, headers=auth)
    assert response.status_code == 200, response.text
    return response.json()


def test_a_whole_game_with_undo_redeal_hint_and_resign_replays_under_verify(
    client: TestClient, clock: FakeClock
) -> None:
    auth = new_player(client)
    game = start(client, auth, rules="classic@1")
    assert game["ranked"] is True and game["seed"] is None
    assert (game["status"], game["moves"], game["redeals_left"], game["version"]) == ("playing", 0, 2, 1)

    clock.advance(seconds=2)
    hint = client.post(f"/api/v1/games/{game['id']}/hint", headers=auth).json()
    assert hint["kind"] in ("move", "redeal") and hint["reason"] and hint["assisted"] is True
    suggested = hint if hint["kind"] == "move" else game["legal_moves"][0]  # a rare deal locks nothing at all
    after_hint = act(client, auth, game, type="move", card=suggested["card"], to=suggested["to"])
    assert after_hint["moves"] == 1 and after_hint["elapsed_ms"] == 2000

    clock.advance(seconds=1)
    undone = act(client, auth, game, type="undo")
    assert undone["board"] == game["board"] and (undone["moves"], undone["undos"]) == (2, 1)

    clock.advance(seconds=1)
    first = undone["legal_moves"][0]
    moved = act(client, auth, game, type="move", card=first["card"], to=first["to"])
    redealt = act(client, auth, game, type="redeal")
    assert (redealt["redeals_used"], redealt["redeals_left"], redealt["can_undo"]) == (1, 1, False)
    assert redealt["board"] != moved["board"]

    clock.advance(seconds=5)
    over = act(client, auth, game, type="resign")
    assert (over["status"], over["reason"], over["elapsed_ms"]) == ("lost", "resigned", 9000)
    assert max(0, sum(line["points"] for line in over["score_lines"])) == over["score"]
    assert over["legal_moves"] == [] and over["finished_at"] is not None

    record = client.get(f"/api/v1/games/{game['id']}/replay", headers=auth).json()
    assert hashlib.sha256(record["seed"].encode()).hexdigest() == game["seed_commitment"]
    assert over["seed"] == record["seed"]
    assert [a["type"] for a in record["actions"]] == ["move", "undo", "move", "redeal", "resign"]
    verdict = verify_record(record)
    assert verdict.report == {"ok": True, "result": record["result"]}
    assert record["result"]["score"] == over["score"]


def test_a_ranked_game_keeps_its_seed_secret_until_it_ends(client: TestClient) -> None:
    auth = new_player(client)
    game = start(client, auth)
    record = client.get(f"/api/v1/games/{game['id']}/replay", headers=auth).json()
    assert record["seed"] is None and record["seed_commitment"] == game["seed_commitment"]
    assert client.get(f"/api/v1/games/{game['id']}", headers=auth).json()["seed"] is None
    act(client, auth, game, type="resign")
    seed = client.get(f"/api/v1/games/{game['id']}/replay", headers=auth).json()["seed"]
    assert len(seed) == 64 and hashlib.sha256(seed.encode()).hexdigest() == game["seed_commitment"]


def test_a_practice_game_deals_the_seed_it_names_and_is_unranked(client: TestClient) -> None:
    game = start(client, new_player(client), rules="blue-moon@1", seed="Grand Marshal \u2660")
    assert game["ranked"] is False and game["seed"] == "Grand Marshal \u2660"
    assert game["board"] == deal(get_rules("blue-moon@1"), "Grand Marshal \u2660").rows()
    assert len(game["board"][0]) == 14


def test_moves_may_leave_out_the_gap_or_the_card_when_only_one_fits(client: TestClient) -> None:
    auth = new_player(client)
    game = start(client, auth, seed="demo")
    by_gap = act(client, auth, game, type="move", to=[2, 4])
    assert by_gap["board"][2][4] == "QD"
    by_card = act(client, auth, game, type="move", card="9D")
    assert by_card["board"][2][8] == "9D"
    ambiguous = client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "move", "card": "2D"}, headers=auth)
    assert ambiguous.status_code == 422 and "say which with 'to'" in ambiguous.json()["detail"]
    many = client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "move", "to": [1, 0]}, headers=auth)
    assert many.status_code == 422 and "takes any of 2S, 2H, 2D, 2C" in many.json()["detail"]


def test_an_illegal_action_is_422_with_the_reason_and_changes_nothing(client: TestClient) -> None:
    auth = new_player(client)
    game = start(client, auth, seed="demo")
    act(client, auth, game, type="move", card="2D", to=[1, 0])
    before = client.get(f"/api/v1/games/{game['id']}", headers=auth).json()
    response = client.post(
        f"/api/v1/games/{game['id']}/actions", json={"type": "move", "card": "7D", "to": [0, 1]}, headers=auth
    )
    assert response.status_code == 422
    assert response.headers["content-type"] == PROBLEM
    problem = response.json()
    assert problem["type"] == "/problems/illegal-action" and problem["status"] == 422
    assert problem["detail"] == "7D cannot go right of 9C: that gap takes TC"
    assert client.get(f"/api/v1/games/{game['id']}", headers=auth).json() == before


@pytest.mark.parametrize(
    "body",
    [
        {"type": "move", "card": "8D", "to": [1, 4], "t": 5},
        {"type": "teleport"},
        {"type": "move", "card": "8D", "to": [1]},
        {"type": "timeout"},
        {"type": "undo", "extra": True},
    ],
)
def test_bad_action_bodies_are_refused_as_problems(client: TestClient, body: dict[str, Any]) -> None:
    auth = new_player(client)
    game = start(client, auth, seed="demo")
    response = client.post(f"/api/v1/games/{game['id']}/actions", json=body, headers=auth)
    assert response.status_code == 422
    assert response.headers["content-type"] == PROBLEM
    assert response.json()["detail"]


def test_a_body_that_is_not_json_is_a_clear_400(client: TestClient) -> None:
    auth = new_player(client)
    game = start(client, auth, seed="demo")
    response = client.post(
        f"/api/v1/games/{game['id']}/actions",
        content=b"{not json",
        headers={**auth, "Content-Type": "application/json"},
    )
    assert response.status_code == 400 and response.headers["content-type"] == PROBLEM
    assert response.json()["type"] == "/problems/unreadable-body"


def test_a_stale_if_match_gets_412_with_the_current_state(client: TestClient) -> None:
    auth = new_player(client)
    game = start(client, auth, seed="demo")
    url = f"/api/v1/games/{game['id']}/actions"
    ok = client.post(url, json={"type": "move", "card": "2D", "to": [1, 0]}, headers={**auth, "If-Match": '"1"'})
    assert ok.status_code == 200 and ok.headers["ETag"] == '"2"'
    stale = client.post(url, json={"type": "move", "card": "TC", "to": [0, 1]}, headers={**auth, "If-Match": '"1"'})
    assert stale.status_code == 412
    assert stale.json()["state"]["version"] == 2 and stale.json()["state"]["moves"] == 1
    assert stale.headers["ETag"] == '"2"'


def test_two_devices_acting_on_the_same_version_at_once_apply_exactly_one(client: TestClient) -> None:
    auth = new_player(client)
    game = start(client, auth, seed="demo")
    url = f"/api/v1/games/{game['id']}/actions"
    barrier = threading.Barrier(2)
    statuses: list[int] = []

    def device(action: dict[str, Any]) -> None:
        barrier.wait()
        response = client.post(url, json=action, headers={**auth, "If-Match": '"1"'})
        statuses.append(response.status_code)

    threads = [
        threading.Thread(target=device, args=({"type": "move", "card": "2D", "to": [1, 0]},)),
        threading.Thread(target=device, args=({"type": "move", "card": "QD", "to": [2, 4]},)),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(statuses) == [200, 412]
    state = client.get(f"/api/v1/games/{game['id']}", headers=auth).json()
    assert (state["version"], state["moves"]) == (2, 1)
    assert len(client.get(f"/api/v1/games/{game['id']}/replay", headers=auth).json()["actions"]) == 1


def test_an_idempotent_retry_returns_the_first_response_and_applies_nothing_twice(client: TestClient) -> None:
    auth = new_player(client)
    game = start(client, auth, seed="demo")
    url = f"/api/v1/games/{game['id']}/actions"
    headers = {**auth, "Idempotency-Key": "move-1"}
    first = client.post(url, json={"type": "move", "card": "2D", "to": [1, 0]}, headers=headers)
    retry = client.post(url, json={"type": "move", "card": "2D", "to": [1, 0]}, headers=headers)
    assert first.status_code == retry.status_code == 200
    assert retry.json() == first.json() and retry.headers["ETag"] == first.headers["ETag"]
    assert client.get(f"/api/v1/games/{game['id']}", headers=auth).json()["moves"] == 1
    reused = client.post(url, json={"type": "undo"}, headers=headers)
    assert reused.status_code == 422 and reused.json()["type"] == "/problems/idempotency-key-reused"


def test_starting_a_game_is_idempotent_too(client: TestClient) -> None:
    auth = {**new_player(client), "Idempotency-Key": "new-game"}
    first = client.post("/api/v1/games", json={"rules": "classic@1"}, headers=auth)
    again = client.post("/api/v1/games", json={"rules": "classic@1"}, headers=auth)
    assert first.json()["id"] == again.json()["id"]
    assert len(client.get("/api/v1/games", headers=auth).json()["items"]) == 1


def test_another_players_game_is_404_everywhere(client: TestClient) -> None:
    owner, stranger = new_player(client), new_player(client)
    game = start(client, owner)
    base = f"/api/v1/games/{game['id']}"
    for response in (
        client.get(base, headers=stranger),
        client.post(f"{base}/hint", headers=stranger),
        client.get(f"{base}/replay", headers=stranger),
        client.post(f"{base}/actions", json={"type": "resign"}, headers=stranger),
    ):
        assert response.status_code == 404 and response.headers["content-type"] == PROBLEM
        assert game["id"] in response.json()["detail"] and "seed" not in response.text
    assert client.get(base, headers=owner).json()["status"] == "playing"


def test_express_ends_at_its_time_limit_by_the_servers_clock(client: TestClient, clock: FakeClock) -> None:
    auth = new_player(client)
    game = start(client, auth, rules="express@1", seed="demo")
    assert game["time_left_ms"] == 180_000
    clock.advance(seconds=100)
    moved = act(client, auth, game, type="move", card="QD", to=[2, 4])
    assert (moved["elapsed_ms"], moved["time_left_ms"]) == (100_000, 80_000)
    clock.advance(seconds=80, milliseconds=1)
    late = client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "undo"}, headers=auth)
    assert late.status_code == 409 and "time is up" in late.json()["detail"]
    assert late.json()["state"]["reason"] == "time_up"
    state = client.get(f"/api/v1/games/{game['id']}", headers=auth).json()
    assert (state["status"], state["reason"], state["elapsed_ms"], state["time_left_ms"]) == (
        "lost",
        "time_up",
        180_000,
        0,
    )
    record = client.get(f"/api/v1/games/{game['id']}/replay", headers=auth).json()
    assert record["actions"][-1] == {"type": "timeout", "t": 180_000}
    assert verify_record(record).report["ok"] is True


def test_games_are_listed_newest_first_by_status_with_a_cursor(client: TestClient, clock: FakeClock) -> None:
    auth = new_player(client)
    ids = []
    for _ in range(5):
        clock.advance(seconds=1)
        ids.append(start(client, auth, seed="demo")["id"])
    act(client, auth, {"id": ids[0]}, type="resign")
    page = client.get("/api/v1/games?status=playing&limit=2", headers=auth).json()
    assert [g["id"] for g in page["items"]] == [ids[4], ids[3]]
    rest = client.get(f"/api/v1/games?status=playing&limit=2&cursor={page['next_cursor']}", headers=auth).json()
    assert [g["id"] for g in rest["items"]] == [ids[2], ids[1]] and rest["next_cursor"] is None
    finished = client.get("/api/v1/games?status=finished", headers=auth).json()
    assert [g["id"] for g in finished["items"]] == [ids[0]]
    bad = client.get("/api/v1/games?cursor=nonsense", headers=auth)
    assert bad.status_code == 422 and "cursor" in bad.json()["detail"]
    for elsewhere in ("/api/v1/games?status=finished", "/api/v1/games?status=playing&ranked=true"):
        moved = client.get(f"{elsewhere}&cursor={page['next_cursor']}", headers=auth)
        assert moved.status_code == 422, "a cursor leads on only along the list that gave it out"
        assert "for this list (with these filters)" in moved.json()["detail"]
    other = new_player(client)
    theirs = client.get(f"/api/v1/games?status=playing&limit=2&cursor={page['next_cursor']}", headers=other)
    assert theirs.status_code == 422, "nor along another player's list"


def test_the_game_action_requires_a_token(client: TestClient) -> None:
    for response in (client.post("/api/v1/games", json={}), client.get(f"/api/v1/games/{'a' * 32}")):
        assert response.status_code == 401 and response.headers["content-type"] == PROBLEM
    bad = client.get("/api/v1/games", headers={"Authorization": "Bearer not-a-token"})
    assert bad.status_code == 401 and "not valid" in bad.json()["detail"]


def test_montana_verify_accepts_the_replay_of_a_finished_game(
    client: TestClient, clock: FakeClock, tmp_path: Path
) -> None:
    auth = new_player(client)
    game = start(client, auth, rules="express@1")
    for _ in range(6):
        state = client.get(f"/api/v1/games/{game['id']}", headers=auth).json()
        clock.advance(seconds=3)
        move = next((m for m in state["legal_moves"] if not m["ends_game"]), None)
        if move is None:
            break
        act(client, auth, game, type="move", card=move["card"], to=move["to"])
    act(client, auth, game, type="resign")
    path = tmp_path / "game.json"
    path.write_text(client.get(f"/api/v1/games/{game['id']}/replay", headers=auth).text)
    run = subprocess.run([sys.executable, "-m", "app.cli", "verify", str(path)], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout
    assert json.loads(run.stdout)["result"]["reason"] == "resigned"


def test_a_finished_games_replay_is_public_and_one_in_play_is_not(client: TestClient) -> None:
    owner, stranger = new_player(client), new_player(client)
    game = start(client, owner)
    assert client.get(f"/api/v1/games/{game['id']}/replay").status_code == 404
    assert client.get(f"/api/v1/games/{game['id']}/replay", headers=stranger).status_code == 404
    act(client, owner, game, type="resign")
    public = client.get(f"/api/v1/games/{game['id']}/replay")
    assert public.status_code == 200 and verify_record(public.json()).report["ok"] is True
    assert client.get(f"/api/v1/games/{game['id']}", headers=stranger).status_code == 404, "the state stays private"


def test_replay_steps_walk_from_the_deal_through_every_action(client: TestClient) -> None:
    auth = new_player(client)
    game = start(client, auth, seed="demo")
    act(client, auth, game, type="move", card="2D", to=[1, 0])
    act(client, auth, game, type="undo")
    last = act(client, auth, game, type="redeal")
    steps = client.get(f"/api/v1/games/{game['id']}/replay/steps", headers=auth).json()["steps"]
    assert [s["action"]["type"] if s["action"] else None for s in steps] == [None, "move", "undo", "redeal"]
    assert steps[0]["board"] == game["board"] and steps[2]["board"] == game["board"]
    assert steps[1]["board"][1][0] == "2D" and steps[-1]["board"] == last["board"]


def test_a_long_games_steps_are_replayed_once_and_each_new_action_costs_only_itself(app_with: Any) -> None:
    """Rereading the steps of a game in play replays only the actions since the last read, and what is replayed
    counts against the address's budget (hundreds of actions a unit): rereading costs nothing."""
    with app_with(rate_limit_replay="5/minute") as client:
        auth = new_player(client)
        game = start(client, auth, seed="demo", rules="relaxed@1")
        steps = f"/api/v1/games/{game['id']}/replay/steps"
        for _ in range(125):  # 250 actions: three units to build
            moved = act(client, auth, game, type="move", **{
                key: game["legal_moves"][0][key] for key in ("card", "to")})  # fmt: skip
            game = act(client, auth, moved, type="undo")
        first = client.get(steps, headers=auth)
        assert first.status_code == 200 and len(first.json()["steps"]) == 251
        for _ in range(3):
            again = client.get(steps, headers=auth)
            assert again.content == first.content, "the same version, kept"
        assert client.get(steps, headers={**auth, "If-None-Match": first.headers["ETag"]}).status_code == 304
        game = act(client, auth, game, type="redeal")
        grown = client.get(steps, headers=auth).json()["steps"]  # one action: one unit (four spent)
        assert len(grown) == 252 and grown[:251] == first.json()["steps"] and grown[-1]["board"] == game["board"]
        assert grown[-1]["action"]["type"] == "redeal" and grown[-1]["redeals_used"] == 1
        act(client, auth, game, type="redeal")
        assert client.get(steps, headers=auth).status_code == 200, "the fifth unit"
        act(client, auth, game, type="redeal")
        spent = client.get(steps, headers=auth)
        assert spent.status_code == 429 and int(spent.headers["Retry-After"]) >= 1
        assert client.get(f"/api/v1/games/{game['id']}", headers=auth).status_code == 200, "only replays are spent"


@pytest.mark.parametrize(
    "move", [{"type": "move", "card": "1X"}, {"type": "move", "to": [9, 0]}, {"type": "move", "to": [0, 13]}]
)
def test_a_half_move_with_a_bad_value_is_malformed_not_illegal(client: TestClient, move: dict[str, Any]) -> None:
    auth = new_player(client)
    game = start(client, auth, seed="demo")
    response = client.post(f"/api/v1/games/{game['id']}/actions", json=move, headers=auth)
    assert response.status_code == 422 and response.json()["type"] == "/problems/malformed-action"


def test_a_winning_move_says_so_and_the_score_comes_term_by_term(
    client: TestClient, database: Database, clock: FakeClock
) -> None:
    auth = new_player(client)
    game = start(client, auth, rules="classic@1")
    rig_one_move_from_a_win(database, game["id"])
    rigged = client.get(f"/api/v1/games/{game['id']}", headers=auth).json()
    assert rigged["legal_moves"] == [{"card": "KS", "to": [0, 11], "ends_game": True, "outcome": "won"}]
    clock.advance(seconds=60)
    won = win(client, auth, game["id"])
    terms = {line["code"]: (line["count"], line["per"], line["points"]) for line in won["score_lines"]}
    assert terms == {
        "cards_in_sequence": (48, 100, 4800), "complete_rows": (4, 1000, 4000), "moves": (1, -5, -5),
        "redeals_left": (2, 500, 1000), "seconds_under_par": (840, 10, 8400),
    }  # fmt: skip
    assert sum(points for _, _, points in terms.values()) == won["score"]
    assert won["score_lines"][0]["what"] == "48 cards in sequence x 100"


def test_a_game_takes_so_many_actions_then_only_a_resign(database: Database, clock: FakeClock) -> None:
    from app.config import Settings
    from app.main import create_app
    from tests.conftest import TEST_SECRET_KEY, UNLIMITED

    settings = Settings(
        environment="test", database_url=database.url, secret_key=TEST_SECRET_KEY,
        **{**UNLIMITED, "max_actions_per_game": 100},
    )  # fmt: skip
    with TestClient(create_app(settings, database, clock)) as client:
        auth = new_player(client)
        game = start(client, auth, seed="long")
        move = game["legal_moves"][0]
        for _ in range(50):
            act(client, auth, game, type="move", card=move["card"], to=move["to"])
            state = act(client, auth, game, type="undo")
        refused = client.post(
            f"/api/v1/games/{game['id']}/actions", json={"type": "move", "card": move["card"], "to": move["to"]},
            headers=auth,
        )  # fmt: skip
        assert refused.status_code == 409 and refused.json()["type"] == "/problems/action-limit"
        assert refused.json()["state"]["version"] == state["version"], "nothing was applied"
        assert act(client, auth, game, type="resign")["status"] == "lost"

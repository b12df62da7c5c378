"""Game actions as a player sees them, whichever way they are stored: on PostgreSQL the common action is saved with
those of other requests (two statements shared by the requests that arrive together), everything else in the
request's own unit of work, and every answer is the same (SQLite and PostgreSQL)."""

from __future__ import annotations

import json
import random
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import text

from app.games import batched
from app.games.referee import Referee
from app.kit.batching import RefusedByTheDatabase
from app.kit.db import Database
from app.main import create_app
from app.players import context as context_module
from tests.conftest import FakeClock, new_player, rig_one_move_from_a_win, settings_with


def on_postgresql(database: Database) -> bool:
    return database.url.startswith("postgresql")


def practice(client: TestClient, auth: dict[str, str], seed: str = "batched") -> dict[str, Any]:
    response = client.post("/api/v1/games", json={"rules": "relaxed@1", "seed": seed}, headers=auth)
    assert response.status_code == 201, response.text
    return response.json()


def units_of_work(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the requests' own units of work from now on (a batched action has none)."""
    opened: list[int] = []
    run = context_module.run_unit_of_work

    async def counted(*args: Any) -> Any:
        opened.append(1)
        return await run(*args)

    monkeypatch.setattr(context_module, "run_unit_of_work", counted)
    return opened


def test_a_move_on_postgresql_is_batched_and_on_sqlite_has_a_unit_of_work_of_its_own(
    app: FastAPI, client: TestClient, database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    auth = new_player(client)
    game = practice(client, auth)
    move = game["legal_moves"][0]
    opened = units_of_work(monkeypatch)
    moved = client.post(
        f"/api/v1/games/{game['id']}/actions", json={"type": "move", "card": move["card"]}, headers=auth
    )
    assert moved.status_code == 200, moved.text
    assert moved.json()["moves"] == 1 and moved.headers["etag"] == '"2"'
    assert len(opened) == (0 if on_postgresql(database) else 1)
    assert client.get(f"/api/v1/games/{game['id']}", headers=auth).json()["board"] == moved.json()["board"]


def test_a_batched_action_is_answered_as_one_in_a_unit_of_work_of_its_own(client: TestClient, clock: FakeClock) -> None:
    """Two games of one deal, played alike: one plainly (batched, on PostgreSQL), one with an Idempotency-Key on
    every action (always its own unit of work). Every answer is the same but for the game's id, whatever the
    action."""
    rng = random.Random(7)
    plain, keyed = new_player(client), new_player(client)
    games = [practice(client, plain), practice(client, keyed)]
    for step in range(120):
        clock.advance(milliseconds=rng.randrange(200, 2000))
        state = games[0]
        choices: list[dict[str, Any]] = [{"type": "undo"}, {"type": "move", "card": "KS", "to": [0, 0]}]
        choices += [{"type": "move", "card": m["card"], "to": m["to"]} for m in state["legal_moves"]]
        if state["can_redeal"] and rng.random() < 0.05:
            choices.append({"type": "redeal"})
        action = rng.choice(choices)
        answers = []
        for auth, key in ((plain, None), (keyed, f"step-{step}")):
            headers = auth if key is None else {**auth, "Idempotency-Key": key}
            game_id = games[len(answers)]["id"]
            response = client.post(f"/api/v1/games/{game_id}/actions", json=action, headers=headers)
            answers.append(response)
        assert answers[0].status_code == answers[1].status_code, (action, answers[0].text, answers[1].text)
        bodies = [answer.json() for answer in answers]
        for body in bodies:
            (body.get("state") or body).pop("id", None)
        assert bodies[0] == bodies[1], action
        assert answers[0].headers.get("etag") == answers[1].headers.get("etag")
        if answers[0].status_code == 200:
            games = [{**bodies[0], "id": games[0]["id"]}, {**bodies[1], "id": games[1]["id"]}]
        if games[0]["status"] != "playing":
            break


def test_what_is_not_batched_is_answered_by_a_unit_of_work_of_its_own(
    app: FastAPI, client: TestClient, database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    auth, other = new_player(client), new_player(client)
    game = practice(client, auth)
    url = f"/api/v1/games/{game['id']}/actions"
    move = {"type": "move", "card": game["legal_moves"][0]["card"]}
    refused = {
        "no token": client.post(url, json=move),
        "a token that is not right": client.post(url, json=move, headers={"Authorization": "Bearer nobody"}),
        "another's game": client.post(url, json=move, headers=other),
        "not JSON": client.post(url, content=b"{", headers={**auth, "Content-Type": "application/json"}),
        "JSON sent as text": client.post(
            url, content=json.dumps(move).encode(), headers={**auth, "Content-Type": "text/plain"}
        ),
        "not an action": client.post(url, json={"type": "fly"}, headers=auth),
        "illegal": client.post(url, json={"type": "move", "card": "KS", "to": [0, 0]}, headers=auth),
        "stale If-Match": client.post(url, json=move, headers={**auth, "If-Match": '"7"'}),
    }
    statuses = {name: response.status_code for name, response in refused.items()}
    assert statuses == {
        "no token": 401, "a token that is not right": 401, "another's game": 404, "not JSON": 400,
        "JSON sent as text": 400,
        "not an action": 422, "illegal": 422, "stale If-Match": 412,
    }  # fmt: skip
    assert refused["stale If-Match"].json()["state"]["version"] == 1, "a 412 carries the game's state"

    opened = units_of_work(monkeypatch)
    rig_one_move_from_a_win(database, game["id"])
    won = client.post(url, json={"type": "move", "card": "KS", "to": [0, 11]}, headers=auth)
    assert won.status_code == 200 and won.json()["status"] == "won", won.text
    assert len(opened) == 1, "a winning move has its own unit of work, the transaction its end is recorded in"


def test_a_redeal_drops_what_searches_found_about_the_phase_it_leaves(
    app: FastAPI, client: TestClient, database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    auth = new_player(client)
    game = practice(client, auth)
    with database.engine.begin() as connection:
        found = (
            "INSERT INTO game_findings (game_id, phase, source, finding, created_at) VALUES (:id, 0, 'hint', '{}', :at)"
        )
        connection.execute(text(found), {"id": game["id"], "at": game["created_at"]})
    opened = units_of_work(monkeypatch)
    redealt = client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "redeal"}, headers=auth)
    assert redealt.status_code == 200 and redealt.json()["redeals_used"] == 1
    assert len(opened) == (0 if on_postgresql(database) else 1), "a redeal is batched on PostgreSQL"
    with database.engine.connect() as connection:
        left = connection.execute(text("SELECT count(*) FROM game_findings WHERE game_id = :id"), {"id": game["id"]})
        assert left.scalar_one() == 0


def test_a_save_that_finds_the_game_changed_since_its_read_answers_412_and_writes_nothing(
    app: FastAPI, client: TestClient, database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    auth = new_player(client)
    game = practice(client, auth)
    apply_action = Referee.apply_action

    def another_request_writes_first(referee: Referee, *args: Any) -> Any:
        with database.engine.begin() as connection:  # between this request's read and its save
            connection.execute(text("UPDATE games SET version = version + 1 WHERE id = :id"), {"id": game["id"]})
        return apply_action(referee, *args)

    monkeypatch.setattr(Referee, "apply_action", another_request_writes_first)
    move = game["legal_moves"][0]
    raced = client.post(
        f"/api/v1/games/{game['id']}/actions", json={"type": "move", "card": move["card"], "to": move["to"]},
        headers=auth,
    )  # fmt: skip
    assert raced.status_code == 412, raced.text
    assert raced.json()["type"] == "/problems/stale-version"
    with database.engine.connect() as connection:
        stored = connection.execute(text("SELECT count(*) FROM game_actions WHERE game_id = :id"), {"id": game["id"]})
        assert stored.scalar_one() == 0, "the action that lost is not in the log"


def test_a_session_that_only_moves_is_still_seen_to_the_hour(
    client: TestClient, database: Database, clock: FakeClock
) -> None:
    """A player's list of sessions says when each was last seen (to the hour): moves alone keep it so."""
    auth = new_player(client)
    state = practice(client, auth)

    def last_seen() -> list[Any]:
        with database.engine.connect() as connection:
            return [row[0] for row in connection.execute(text("SELECT last_seen_at FROM sessions"))]

    started = last_seen()
    for minutes in (25, 30):
        clock.advance(minutes=minutes)
        move = state["legal_moves"][0]
        moved = client.post(
            f"/api/v1/games/{state['id']}/actions",
            json={"type": "move", "card": move["card"], "to": move["to"]},
            headers=auth,
        )
        assert moved.status_code == 200, moved.text
        state = moved.json()
        assert last_seen() == started, "within the hour, a move writes nothing about its session"
    clock.advance(minutes=6)
    move = state["legal_moves"][0]
    assert client.post(
        f"/api/v1/games/{state['id']}/actions",
        json={"type": "move", "card": move["card"], "to": move["to"]},
        headers=auth,
    ).is_success
    assert last_seen() != started and len(last_seen()) == 1


def test_a_body_nested_too_deep_for_the_parser_is_a_clear_400(client: TestClient) -> None:
    auth = new_player(client)
    game = practice(client, auth)
    deep = client.post(
        f"/api/v1/games/{game['id']}/actions",
        content=b"[" * 10_000,
        headers={**auth, "Content-Type": "application/json"},
    )
    assert deep.status_code in (400, 422) and deep.headers["content-type"] == "application/problem+json", deep.text


def test_a_resignation_is_read_once_by_the_unit_of_work_its_end_is_recorded_in(
    app: FastAPI, client: TestClient, database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    auth = new_player(client)
    game = practice(client, auth)
    batched = app.state.batched_actions
    asked: list[Any] = []
    if batched is not None:
        read = batched.reads

        async def counted(item: Any) -> Any:
            asked.append(item)
            return await read(item)

        monkeypatch.setattr(batched, "reads", counted)
    opened = units_of_work(monkeypatch)
    resigned = client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=auth)
    assert resigned.status_code == 200 and resigned.json()["status"] == "lost", resigned.text
    assert len(opened) == 1 and asked == [], "the game is read once, in the transaction that ends it"
    forged = {"Authorization": "Bearer " + "x" * 43}
    refused = client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=forged)
    assert (
        refused.status_code == 401
        and refused.json()["detail"] == client.get(f"/api/v1/games/{game['id']}", headers=forged).json()["detail"]
    )


def test_a_token_that_is_no_session_s_is_refused_as_every_endpoint_refuses_it_in_one_read(
    app: FastAPI, client: TestClient, database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    auth = new_player(client)
    game = practice(client, auth)
    opened = units_of_work(monkeypatch)
    forged = {"Authorization": "Bearer " + "x" * 43}
    move = {"type": "move", "card": game["legal_moves"][0]["card"]}
    refused = client.post(f"/api/v1/games/{game['id']}/actions", json=move, headers=forged)
    read = client.get(f"/api/v1/games/{game['id']}", headers=forged)
    assert refused.status_code == read.status_code == 401
    assert refused.json() == read.json() and refused.headers.get("www-authenticate") == read.headers.get(
        "www-authenticate"
    )
    assert len(opened) == (1 if on_postgresql(database) else 2), "on PostgreSQL only the GET had a unit of work"


@pytest.fixture
def on_postgres(postgres_url: str, clock: FakeClock) -> Iterator[tuple[TestClient, Database]]:
    database = Database(postgres_url)
    with TestClient(create_app(settings_with(database), database, clock)) as client:
        yield client, database
    database.engine.dispose()


def refuse_the_first_save(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The database refuses the next batched save with a deadlock (once); the list fills when it has."""
    rows = batched.rows
    refused: list[int] = []

    async def deadlocked_once(connection: Any, statement: Any, values: Any, **kwargs: Any) -> Any:
        if statement is batched._SAVE_AND_APPEND_MANY_UNLOCKED and not refused:
            refused.append(1)
            raise RefusedByTheDatabase("40P01")
        return await rows(connection, statement, values, **kwargs)

    monkeypatch.setattr(batched, "rows", deadlocked_once)
    return refused


def first_move(client: TestClient, auth: dict[str, str], game: dict[str, Any]) -> Any:
    move = game["legal_moves"][0]
    return client.post(
        f"/api/v1/games/{game['id']}/actions", json={"type": "move", "card": move["card"], "to": move["to"]},
        headers=auth,
    )  # fmt: skip


def test_a_save_the_database_refuses_with_a_deadlock_is_done_again_in_a_unit_of_work(
    on_postgres: tuple[TestClient, Database], monkeypatch: pytest.MonkeyPatch
) -> None:
    client, _ = on_postgres
    auth = new_player(client)
    game = practice(client, auth)
    refused = refuse_the_first_save(monkeypatch)
    opened = units_of_work(monkeypatch)
    moved = first_move(client, auth, game)
    assert refused and moved.status_code == 200, moved.text
    assert moved.json()["moves"] == 1 and moved.json()["version"] == 2, "applied once"
    assert len(opened) == 1


def test_an_action_done_again_by_the_unit_of_work_spends_its_session_limit_once(
    postgres_url: str, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its batched save was refused (a deadlock) after its session was counted: the unit of work that does it again
    counts nothing twice, as the answer's RateLimit says."""
    database = Database(postgres_url)
    try:
        with TestClient(create_app(settings_with(database, rate_limit_session="50/minute"), database, clock)) as client:
            auth = new_player(client)
            game = practice(client, auth)
            left = int(client.get(f"/api/v1/games/{game['id']}", headers=auth).headers["ratelimit"].split("r=")[1][:2])
            refused = refuse_the_first_save(monkeypatch)
            moved = first_move(client, auth, game)
            assert refused and moved.status_code == 200, moved.text
            assert (
                moved.headers["ratelimit"] == f'"session";r={left - 1};t=' + moved.headers["ratelimit"].split("t=")[1]
            )
    finally:
        database.engine.dispose()


def test_a_game_whose_row_another_transaction_holds_holds_up_no_other_game(
    on_postgres: tuple[TestClient, Database],
) -> None:
    """Its save waits alone (and gives up alone, at the statement timeout); the actions on other games that arrive
    with it are saved and answered at once."""
    client, database = on_postgres
    players = [new_player(client) for _ in range(4)]
    games = [practice(client, auth, seed=f"held {n}") for n, auth in enumerate(players)]
    held = database.engine.connect()
    transaction = held.begin()
    held.execute(text("SELECT id FROM games WHERE id = :id FOR UPDATE"), {"id": games[0]["id"]})
    answers: dict[int, tuple[int, float]] = {}

    def move(number: int) -> None:
        legal = games[number]["legal_moves"][0]
        started = time.monotonic()
        response = client.post(
            f"/api/v1/games/{games[number]['id']}/actions",
            json={"type": "move", "card": legal["card"], "to": legal["to"]}, headers=players[number],
        )  # fmt: skip
        answers[number] = (response.status_code, time.monotonic() - started)

    movers = [threading.Thread(target=move, args=(number,)) for number in range(4)]
    try:
        for mover in movers:
            mover.start()
        time.sleep(1.0)
        assert {number: status for number, (status, _) in answers.items()} == {1: 200, 2: 200, 3: 200}
        assert all(seconds < 0.9 for _, seconds in answers.values())
    finally:
        transaction.rollback()
        held.close()
    for mover in movers:
        mover.join(timeout=10)
    assert answers[0][0] == 200, "the held game's move is saved once its row is free"

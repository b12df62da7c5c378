"""What HTTP gives a client for free: conditional reads (304), caching rules, compression, strong If-Match, and
one Idempotency-Key mechanism for every POST."""

from __future__ import annotations

import gzip
import json

from fastapi.testclient import TestClient
from sqlalchemy import text

from app.kit.db import Database
from app.worker import Worker
from tests.conftest import FakeClock, new_player, on_a_loop_of_its_own


def test_a_game_state_is_304_while_its_version_is_current(client: TestClient) -> None:
    auth = new_player(client)
    game = client.post("/api/v1/games", json={"seed": "demo"}, headers=auth)
    tag = game.headers["ETag"]
    assert game.headers["Location"] == f"/api/v1/games/{game.json()['id']}"
    url = f"/api/v1/games/{game.json()['id']}"
    same = client.get(url, headers={**auth, "If-None-Match": tag})
    assert same.status_code == 304 and same.content == b"" and same.headers["ETag"] == tag
    assert client.get(url, headers={**auth, "If-None-Match": f"W/{tag}"}).status_code == 304, "weak compare"
    client.post(f"{url}/actions", json={"type": "redeal"}, headers=auth)
    changed = client.get(url, headers={**auth, "If-None-Match": tag})
    assert changed.status_code == 200 and changed.headers["ETag"] != tag
    assert changed.headers["Cache-Control"] == "private, no-cache"
    assert "server_time" in changed.json()


def test_settings_and_boards_are_304_until_they_change(client: TestClient) -> None:
    auth = new_player(client)
    settings = client.get("/api/v1/players/me/settings", headers=auth)
    assert client.get(
        "/api/v1/players/me/settings", headers={**auth, "If-None-Match": settings.headers["ETag"]}
    ).status_code == 304  # fmt: skip
    board = client.get("/api/v1/leaderboards/score")
    assert board.headers["Cache-Control"] == "public, max-age=1"
    assert client.get("/api/v1/leaderboards/score", headers={"If-None-Match": board.headers["ETag"]}).status_code == 304
    game = client.post("/api/v1/games", json={}, headers=auth).json()
    client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=auth)
    assert client.get("/api/v1/leaderboards/score", headers={"If-None-Match": board.headers["ETag"]}).status_code == 200


def test_a_finished_public_replay_may_be_cached_by_anyone(
    client: TestClient, database: Database, clock: FakeClock
) -> None:
    auth = new_player(client)
    game = client.post("/api/v1/games", json={}, headers=auth).json()
    in_play = client.get(f"/api/v1/games/{game['id']}/replay", headers=auth)
    assert in_play.headers["Cache-Control"] == "private, no-cache"
    client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=auth)
    finished = client.get(f"/api/v1/games/{game['id']}/replay")
    assert finished.headers["Cache-Control"] == "public, no-cache", "public, and asked again until its deal is rated"
    again = client.get(f"/api/v1/games/{game['id']}/replay", headers={"If-None-Match": finished.headers["ETag"]})
    assert again.status_code == 304
    state = client.app.state  # type: ignore[attr-defined]
    worker = Worker(database, state.settings, pool_target=0, clock=clock, read_cache=state.read_cache)
    while on_a_loop_of_its_own(worker.run_job()):
        pass
    rated = client.get(f"/api/v1/games/{game['id']}/replay")
    assert rated.headers["Cache-Control"] == "public, max-age=86400, immutable", "then it never changes again"
    assert rated.json()["difficulty"] is not None


def test_json_over_a_kilobyte_is_compressed_when_asked(client: TestClient) -> None:
    auth = new_player(client)
    game = client.post("/api/v1/games", json={"seed": "demo"}, headers=auth).json()
    raw = client.get(f"/api/v1/games/{game['id']}", headers={**auth, "Accept-Encoding": "gzip"})
    assert raw.headers["Content-Encoding"] == "gzip" and len(raw.json()["board"]) == 4
    small = client.get("/api/v1/daily", headers={"Accept-Encoding": "gzip"})
    assert "Content-Encoding" not in small.headers, "small answers are not worth it"
    assert len(gzip.compress(raw.content)) > 0


def test_if_match_wants_a_strong_tag(client: TestClient) -> None:
    auth = new_player(client)
    game = client.post("/api/v1/games", json={"seed": "demo"}, headers=auth).json()
    url = f"/api/v1/games/{game['id']}/actions"
    weak = client.post(url, json={"type": "redeal"}, headers={**auth, "If-Match": 'W/"1"'})
    assert weak.status_code == 412 and weak.json()["state"]["version"] == 1
    assert client.post(url, json={"type": "redeal"}, headers={**auth, "If-Match": '"1"'}).status_code == 200


def test_settings_that_changed_elsewhere_are_a_412_with_them_and_their_etag(client: TestClient) -> None:
    auth = new_player(client)
    settings = client.get("/api/v1/players/me/settings", headers=auth).json()["settings"]
    assert (
        client.put("/api/v1/players/me/settings", json=settings, headers={**auth, "If-Match": '"1"'}).status_code == 200
    )
    stale = client.put("/api/v1/players/me/settings", json=settings, headers={**auth, "If-Match": '"1"'})
    assert stale.status_code == 412 and stale.headers["ETag"] == '"2"'
    problem = stale.json()
    assert problem["type"] == "/problems/stale-settings" and problem["title"] == "Your settings have changed"
    assert problem["version"] == 2 and problem["settings"] == settings


def test_every_post_with_a_token_honours_an_idempotency_key(client: TestClient, clock: FakeClock) -> None:
    auth = new_player(client)
    game = client.post("/api/v1/games", json={"seed": "demo"}, headers=auth).json()
    keyed = {**auth, "Idempotency-Key": "hint-once"}
    first = client.post(f"/api/v1/games/{game['id']}/hint", headers=keyed)
    clock.advance(seconds=5)
    retry = client.post(f"/api/v1/games/{game['id']}/hint", headers=keyed)
    assert first.json() == retry.json() and first.headers["ETag"] == retry.headers["ETag"]
    daily = [client.post("/api/v1/daily/game", headers={**auth, "Idempotency-Key": "daily"}) for _ in range(2)]
    assert [r.status_code for r in daily] == [201, 201] and daily[0].json() == daily[1].json()
    reused = client.post(
        "/api/v1/daily/game", json={"abandon_current": True}, headers={**auth, "Idempotency-Key": "daily"}
    )
    assert reused.status_code == 422 and reused.json()["type"] == "/problems/idempotency-key-reused"


def test_a_refused_request_leaves_its_key_free_and_a_token_is_never_kept(
    client: TestClient, database: Database
) -> None:
    auth = new_player(client)
    first = client.post("/api/v1/games", json={}, headers=auth).json()
    keyed = {**auth, "Idempotency-Key": "second-game"}
    assert client.post("/api/v1/games", json={}, headers=keyed).status_code == 409
    client.post(f"/api/v1/games/{first['id']}/actions", json={"type": "resign"}, headers=auth)
    assert client.post("/api/v1/games", json={}, headers=keyed).status_code == 201, "the retry runs this time"
    tokens = {**auth, "Idempotency-Key": "token"}
    made = [client.post("/api/v1/tokens", json={"name": "x", "scopes": ["read"]}, headers=tokens) for _ in range(2)]
    assert made[0].json()["token"] != made[1].json()["token"], "a secret is shown once, never replayed"
    guests = [client.post("/api/v1/players", headers=tokens).json()["token"] for _ in range(2)]
    assert guests[0] != guests[1], "a new guest's token is never replayed either"
    with database.engine.connect() as connection:
        kept = connection.execute(text("SELECT body FROM idempotency_records")).scalars().all()
    assert not any(token in json.dumps(body) for body in kept for token in guests + [m.json()["token"] for m in made])


def test_a_key_belongs_to_the_sign_in_that_used_it(client: TestClient) -> None:
    laptop = new_player(client)
    account = {"username": "two-devices", "password": "a long pass phrase"}
    assert client.post("/api/v1/players/me/account", json=account, headers=laptop).status_code == 200
    phone = {"Authorization": f"Bearer {client.post('/api/v1/sessions', json=account).json()['token']}"}
    first = client.post("/api/v1/games", json={"seed": "mine"}, headers={**laptop, "Idempotency-Key": "k1"})
    assert first.status_code == 201
    other = client.post("/api/v1/games", json={"seed": "mine"}, headers={**phone, "Idempotency-Key": "k1"})
    assert other.status_code == 422 and other.json()["type"] == "/problems/idempotency-key-reused"
    again = client.post("/api/v1/games", json={"seed": "mine"}, headers={**laptop, "Idempotency-Key": "k1"})
    assert again.status_code == 201 and again.json()["id"] == first.json()["id"]

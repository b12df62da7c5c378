"""Guests, accounts, devices and tokens, through HTTP (SQLite and PostgreSQL)."""

from __future__ import annotations

import hashlib

from fastapi import FastAPI
from fastapi.testclient import TestClient

from app.kit.db import Database
from app.players.security import token_digest
from tests.conftest import FakeClock, new_player

ACCOUNT = {"username": "Ada", "password": "correct horse battery"}


def test_a_guest_plays_at_once_and_sees_itself(client: TestClient) -> None:
    created = client.post("/api/v1/players")
    assert created.status_code == 201
    token = created.json()["token"]
    assert len(token) >= 43, "at least 256 random bits"
    me = client.get("/api/v1/players/me", headers={"Authorization": f"Bearer {token}"}).json()
    assert me == {**created.json()["player"], "guest": True, "username": None}


def test_tokens_are_stored_only_as_keyed_hashes(client: TestClient, database: Database, app: FastAPI) -> None:
    token = client.post("/api/v1/players").json()["token"]
    with database.engine.connect() as connection:
        stored = [row[0] for row in connection.exec_driver_sql("SELECT token_hash FROM sessions")]
    assert stored == [token_digest(token, app.state.settings.secret_key)]
    assert token not in str(stored)
    assert stored != [hashlib.sha256(token.encode()).hexdigest()], "a bare hash could be checked without the key"


def test_an_account_signs_in_on_another_device_and_resumes_the_game(client: TestClient) -> None:
    phone = new_player(client)
    account = client.post("/api/v1/players/me/account", json=ACCOUNT, headers=phone)
    assert account.status_code == 200 and account.json()["username"] == "Ada" and not account.json()["guest"]
    game = client.post("/api/v1/games", json={"seed": "demo"}, headers=phone).json()
    client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "move", "card": "QD"}, headers=phone)

    signed_in = client.post("/api/v1/sessions", json={"username": "ada", "password": ACCOUNT["password"]})
    assert signed_in.status_code == 201
    laptop = {"Authorization": f"Bearer {signed_in.json()['token']}"}
    assert signed_in.json()["player"]["id"] == account.json()["id"]
    playing = client.get("/api/v1/games?status=playing", headers=laptop).json()["items"]
    assert [g["id"] for g in playing] == [game["id"]] and playing[0]["moves"] == 1


def test_a_username_is_taken_once_whatever_its_case(client: TestClient) -> None:
    assert client.post("/api/v1/players/me/account", json=ACCOUNT, headers=new_player(client)).status_code == 200
    taken = client.post("/api/v1/players/me/account", json={**ACCOUNT, "username": "ADA"}, headers=new_player(client))
    assert taken.status_code == 409 and "taken" in taken.json()["detail"]


def test_an_account_cannot_be_created_twice(client: TestClient) -> None:
    auth = new_player(client)
    client.post("/api/v1/players/me/account", json=ACCOUNT, headers=auth)
    again = client.post("/api/v1/players/me/account", json={**ACCOUNT, "username": "Bea"}, headers=auth)
    assert again.status_code == 409 and "already has the account 'Ada'" in again.json()["detail"]


def test_weak_or_odd_credentials_are_refused_with_the_field_named(client: TestClient) -> None:
    auth = new_player(client)
    short = client.post("/api/v1/players/me/account", json={"username": "Ada", "password": "short"}, headers=auth)
    assert short.status_code == 422 and "password" in short.json()["detail"]
    odd = client.post("/api/v1/players/me/account", json={**ACCOUNT, "username": "a b"}, headers=auth)
    assert odd.status_code == 422 and "username" in odd.json()["detail"]
    extra = client.post("/api/v1/players/me/account", json={**ACCOUNT, "admin": True}, headers=auth)
    assert extra.status_code == 422 and "admin" in extra.json()["detail"]


def test_signing_out_revokes_only_that_token(client: TestClient) -> None:
    first = new_player(client)
    client.post("/api/v1/players/me/account", json=ACCOUNT, headers=first)
    second = {"Authorization": f"Bearer {client.post('/api/v1/sessions', json=ACCOUNT).json()['token']}"}
    assert client.delete("/api/v1/sessions/current", headers=first).status_code == 204
    revoked = client.get("/api/v1/players/me", headers=first)
    assert revoked.status_code == 401 and "signed out" in revoked.json()["detail"]
    assert client.get("/api/v1/players/me", headers=second).status_code == 200


def test_an_expired_token_is_refused(client: TestClient, clock: FakeClock) -> None:
    auth = new_player(client)
    clock.advance(days=31)
    expired = client.get("/api/v1/players/me", headers=auth)
    assert expired.status_code == 401 and "expired" in expired.json()["detail"]
    assert expired.headers["content-type"] == "application/problem+json"


def test_a_tampered_token_is_refused(client: TestClient) -> None:
    token = client.post("/api/v1/players").json()["token"]
    tampered = token[:-1] + ("A" if token[-1] != "A" else "B")
    assert client.get("/api/v1/players/me", headers={"Authorization": f"Bearer {tampered}"}).status_code == 401


def test_failed_sign_ins_are_slowed_down_per_account(client: TestClient, clock: FakeClock) -> None:
    client.post("/api/v1/players/me/account", json=ACCOUNT, headers=new_player(client))
    wrong = {"username": "Ada", "password": "wrong password!"}
    for _ in range(5):
        refused = client.post("/api/v1/sessions", json=wrong)
        assert refused.status_code == 401 and refused.json()["detail"] == "the username or password is wrong"
    slowed = client.post("/api/v1/sessions", json=ACCOUNT)
    assert slowed.status_code == 429 and int(slowed.headers["Retry-After"]) >= 1
    assert "wait" in slowed.json()["detail"]
    clock.advance(seconds=int(slowed.headers["Retry-After"]))
    assert client.post("/api/v1/sessions", json=ACCOUNT).status_code == 201


def test_failed_sign_ins_are_slowed_down_per_address_across_accounts(client: TestClient) -> None:
    for attempt in range(5):
        response = client.post("/api/v1/sessions", json={"username": f"nobody{attempt}", "password": "guessing123"})
        assert response.status_code == 401
    assert client.post("/api/v1/sessions", json={"username": "someone", "password": "guessing123"}).status_code == 429

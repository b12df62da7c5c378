"""Signing in, throttled so that guessing is slow and never locks the owner out; passwords, sessions, names."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

import pytest
from argon2 import PasswordHasher
from fastapi import FastAPI
from fastapi.testclient import TestClient

from app.config import Settings
from app.kit.db import Database
from app.main import create_app
from app.players import security
from tests.conftest import TEST_SECRET_KEY, UNLIMITED, FakeClock, new_player

PASSWORD = "correct horse battery"


def make_app(database: Database, clock: FakeClock, **settings: Any) -> FastAPI:
    return create_app(
        Settings(environment="test", database_url=database.url, secret_key=TEST_SECRET_KEY, **UNLIMITED | settings),
        database,
        clock,
    )


def from_address(app: FastAPI, address: str) -> TestClient:
    return TestClient(app, client=(address, 40000))


def account(client: TestClient, username: str) -> dict[str, str]:
    auth = new_player(client)
    made = client.post("/api/v1/players/me/account", json={"username": username, "password": PASSWORD}, headers=auth)
    assert made.status_code == 200, made.text
    return auth


def sign_in(client: TestClient, username: str, password: str = PASSWORD) -> int:
    return client.post("/api/v1/sessions", json={"username": username, "password": password}).status_code


def in_parallel(count: int, work: Callable[[int], int]) -> list[int]:
    barrier = threading.Barrier(count)
    results: list[int] = []

    def run(n: int) -> None:
        barrier.wait()
        results.append(work(n))

    threads = [threading.Thread(target=run, args=(n,)) for n in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def test_parallel_guesses_from_one_address_get_five_tries(database: Database, clock: FakeClock) -> None:
    app = make_app(database, clock)
    with from_address(app, "198.51.100.7") as client:
        account(client, "ada")
        statuses = in_parallel(20, lambda _: sign_in(client, "ada", "wrong password"))
        assert sorted(statuses) == [401] * 5 + [429] * 15, "every failure counted, none a 500"
        refused = client.post("/api/v1/sessions", json={"username": "ada", "password": PASSWORD})
        assert refused.status_code == 429 and int(refused.headers["Retry-After"]) >= 1
        clock.advance(seconds=2)
        assert sign_in(client, "ada") == 201, "the owner gets in once the wait is over"


def test_guesses_elsewhere_never_lock_the_owner_out(database: Database, clock: FakeClock) -> None:
    app = make_app(database, clock, sign_in_account_free_failures=10)
    with from_address(app, "192.0.2.1") as home:
        account(home, "calamity")
        assert sign_in(home, "calamity") == 201
    for n in range(12):  # guesses from many addresses
        with from_address(app, f"203.0.113.{n + 10}") as attacker:
            assert sign_in(attacker, "calamity", f"guess number {n}") in (401, 429)
    with from_address(app, "203.0.113.200") as new_place:
        assert sign_in(new_place, "calamity") == 429, "the account is throttled for places it never signed in from"
    with from_address(app, "192.0.2.1") as home:
        assert sign_in(home, "calamity") == 201, "but not from where its owner signs in"


def test_an_unknown_username_costs_a_password_check(
    database: Database, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    checked: list[str | None] = []
    original = security.verify_password

    def spy(password_hash: str | None, password: str) -> bool:
        checked.append(password_hash)
        return original(password_hash, password)

    monkeypatch.setattr("app.players.service.verify_password", spy)
    with TestClient(make_app(database, clock)) as client:
        account(client, "known")
        assert sign_in(client, "nobody-at-all") == 401
        assert sign_in(client, "known", "wrong password") == 401
    assert len(checked) == 2 and checked[0] is None and checked[1] is not None


def test_passwords_use_owasps_argon2id_and_old_hashes_are_upgraded(database: Database, clock: FakeClock) -> None:
    with TestClient(make_app(database, clock)) as client:
        account(client, "oldtimer")
        with database.engine.begin() as connection:
            stored = connection.exec_driver_sql("SELECT password_hash FROM players WHERE username = 'oldtimer'")
            assert "$argon2id$v=19$m=19456,t=2,p=1$" in stored.scalar_one()
            legacy = PasswordHasher(memory_cost=65_536, time_cost=3, parallelism=4).hash(PASSWORD)
            connection.exec_driver_sql(f"UPDATE players SET password_hash = '{legacy}' WHERE username = 'oldtimer'")
        assert sign_in(client, "oldtimer") == 201
        with database.engine.connect() as connection:
            upgraded = connection.exec_driver_sql("SELECT password_hash FROM players WHERE username = 'oldtimer'")
            assert "m=19456,t=2,p=1" in upgraded.scalar_one()


def test_a_process_hashes_few_passwords_at_once(
    database: Database, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    running, most = 0, 0
    lock = threading.Lock()

    class SlowHasher:
        def verify(self, _hash: str, _password: str) -> bool:
            nonlocal running, most
            with lock:
                running += 1
                most = max(most, running)
            time.sleep(0.1)
            with lock:
                running -= 1
            return False

        def hash(self, password: str) -> str:
            return PasswordHasher().hash(password)

    app = make_app(database, clock, password_hash_concurrency=2)
    monkeypatch.setattr(security, "_hasher", SlowHasher())
    statuses = in_parallel(8, lambda n: sign_in(from_address(app, f"192.0.2.{n + 1}"), f"user{n}", "a wrong guess"))
    assert statuses == [401] * 8
    # SQLite takes its one write lock for a sign-in, so there the checks come one at a time anyway.
    assert most == (2 if database.url.startswith("postgresql") else 1)


def test_changing_the_password_signs_every_other_device_out(database: Database, clock: FakeClock) -> None:
    with TestClient(make_app(database, clock)) as client:
        here = account(client, "mover")
        signed_in = client.post("/api/v1/sessions", json={"username": "mover", "password": PASSWORD}).json()
        other = {"Authorization": f"Bearer {signed_in['token']}"}
        wrong = client.post(
            "/api/v1/players/me/password", json={"current_password": "nope", "new_password": "a new password"},
            headers=here,
        )  # fmt: skip
        assert wrong.status_code == 401 and wrong.json()["type"] == "/problems/wrong-credentials"
        changed = client.post(
            "/api/v1/players/me/password", json={"current_password": PASSWORD, "new_password": "a new password"},
            headers=here,
        )  # fmt: skip
        assert changed.status_code == 204
        assert client.get("/api/v1/players/me", headers=here).status_code == 200
        assert client.get("/api/v1/players/me", headers=other).status_code == 401
        assert sign_in(client, "mover") == 401 and sign_in(client, "mover", "a new password") == 201
        guest = new_player(client)
        no_password = client.post(
            "/api/v1/players/me/password", json={"current_password": "x", "new_password": "a new password"},
            headers=guest,
        )  # fmt: skip
        assert no_password.status_code == 409


def test_sessions_are_listed_and_revoked_one_by_one_or_all_at_once(database: Database, clock: FakeClock) -> None:
    with TestClient(make_app(database, clock), headers={"User-Agent": "Montana tests"}) as client:
        first = account(client, "traveller")
        tokens = [client.post("/api/v1/sessions", json={"username": "traveller", "password": PASSWORD}).json()["token"]
                  for _ in range(2)]  # fmt: skip
        second, third = ({"Authorization": f"Bearer {token}"} for token in tokens)
        listed = client.get("/api/v1/sessions", headers=first).json()["items"]
        assert len(listed) == 3 and [s["current"] for s in listed].count(True) == 1
        assert {s["user_agent"] for s in listed} == {"Montana tests"} and {s["kind"] for s in listed} == {"device"}
        mine = next(s for s in listed if s["current"])
        victim = next(s for s in listed if not s["current"])
        assert client.delete(f"/api/v1/players/me/sessions/{victim['id']}", headers=first).status_code == 204
        assert client.delete(f"/api/v1/players/me/sessions/{victim['id']}", headers=first).status_code == 404
        assert len(client.get("/api/v1/sessions", headers=first).json()["items"]) == 2
        stranger = new_player(client)
        assert client.delete(f"/api/v1/players/me/sessions/{mine['id']}", headers=stranger).status_code == 404
        assert client.delete("/api/v1/sessions", headers=second).status_code == 204
        for auth in (first, second, third):
            assert client.get("/api/v1/players/me", headers=auth).status_code == 401


@pytest.mark.parametrize(
    ("taken", "wanted"),
    [("Calamity Jane", "CaIamity Jane"), ("Calamity Jane", "calamity_jane"), ("Modern Times", "Modem Times"),
     ("Bob 007", "Bob OO7")],
)  # fmt: skip
def test_display_names_that_look_alike_are_one_name(client: TestClient, taken: str, wanted: str) -> None:
    first, second = new_player(client), new_player(client)
    assert client.patch("/api/v1/players/me", json={"display_name": taken}, headers=first).status_code == 200
    refused = client.patch("/api/v1/players/me", json={"display_name": wanted}, headers=second)
    assert refused.status_code == 409 and "looks like" in refused.json()["detail"]
    assert client.patch("/api/v1/players/me", json={"display_name": wanted}, headers=first).status_code == 200


@pytest.mark.parametrize("name", ["Player 11241d", "PIayer 1l241d", "player_0a0b0c"])
def test_a_guests_default_name_cannot_be_chosen(client: TestClient, name: str) -> None:
    refused = client.patch("/api/v1/players/me", json={"display_name": name}, headers=new_player(client))
    assert refused.status_code == 409 and "default name" in refused.json()["detail"]

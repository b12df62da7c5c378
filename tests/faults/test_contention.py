"""Requests that race each other, on PostgreSQL, through two server processes: whichever comes first, the answers
agree with what is stored, and none is a 500."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest

from app.migrate import upgrade_to_head
from tests.conftest import postgres_database
from tests.servers import Server, running

PASSWORD = "correct horse battery"


@dataclass(frozen=True)
class Pair:
    """Two server processes on one database."""

    one: str
    two: str
    database_url: str


@pytest.fixture(scope="module")
def pair() -> Iterator[Pair]:
    for url in postgres_database(f"montana_contention_{uuid.uuid4().hex[:12]}"):
        upgrade_to_head(url)
        settings = {"SIGN_IN_FREE_FAILURES": "100000", "SIGN_IN_ACCOUNT_FREE_FAILURES": "100000"}
        with running(Server(url, **settings)) as one, running(Server(url, **settings)) as two:
            yield Pair(one.base, two.base, url)


def at_once(*work: Callable[[], Any]) -> list[Any]:
    """Run each of ``work`` in a thread of its own, released together; their results in order."""
    barrier = threading.Barrier(len(work))
    results: list[Any] = [None] * len(work)

    def run(number: int) -> None:
        barrier.wait()
        results[number] = work[number]()

    threads = [threading.Thread(target=run, args=(number,)) for number in range(len(work))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return results


def guest(base: str) -> dict[str, str]:
    response = httpx.post(f"{base}/api/v1/players", timeout=10)
    assert response.status_code == 201, response.text
    return {"Authorization": f"Bearer {response.json()['token']}"}


def account(base: str, username: str) -> dict[str, str]:
    auth = guest(base)
    made = httpx.post(
        f"{base}/api/v1/players/me/account", json={"username": username, "password": PASSWORD}, headers=auth, timeout=10
    )
    assert made.status_code == 200, made.text
    return auth


def test_no_sign_in_with_the_old_password_outlives_a_change_of_password(pair: Pair) -> None:
    """Sign-ins with the old password that overlap the change either fail or are signed out by it: after the 204,
    no token made with the old password works."""
    owner = account(pair.one, "changer")
    for round_number in range(3):
        old = PASSWORD if round_number == 0 else f"new password {round_number - 1}"
        new = f"new password {round_number}"
        done = threading.Event()
        issued: list[str] = []
        refused: list[int] = []

        def sign_in_until_done(base: str, old: str = old, done: threading.Event = done) -> None:
            with httpx.Client(base_url=base, timeout=10) as client:
                while not done.is_set():
                    response = client.post("/api/v1/sessions", json={"username": "changer", "password": old})
                    if response.status_code == 201:
                        issued.append(response.json()["token"])
                    elif response.status_code != 401:
                        refused.append(response.status_code)

        signers = [threading.Thread(target=sign_in_until_done, args=(base,)) for base in (pair.one, pair.two) * 3]
        for signer in signers:
            signer.start()
        changed = httpx.post(
            f"{pair.one}/api/v1/players/me/password", json={"current_password": old, "new_password": new},
            headers=owner, timeout=10,
        )  # fmt: skip
        assert changed.status_code == 204, changed.text
        done.set()
        for signer in signers:
            signer.join(timeout=30)
        assert refused == [] and issued, "some sign-ins came before the change, and none failed otherwise"
        alive = [
            token
            for token in issued
            if httpx.get(
                f"{pair.two}/api/v1/players/me", headers={"Authorization": f"Bearer {token}"}, timeout=10
            ).status_code
            == 200
        ]
        assert alive == [], f"round {round_number}: {len(alive)} of {len(issued)} old-password tokens still work"
        assert httpx.get(f"{pair.two}/api/v1/players/me", headers=owner, timeout=10).status_code == 200


def test_two_upgrades_of_one_guest_at_once_make_one_account(pair: Pair) -> None:
    for round_number in range(5):
        auth = guest(pair.one)
        names = (f"first{round_number}", f"second{round_number}")

        def upgrade(base: str, name: str, auth: dict[str, str] = auth) -> int:
            body = {"username": name, "password": PASSWORD}
            return httpx.post(f"{base}/api/v1/players/me/account", json=body, headers=auth, timeout=10).status_code

        statuses = at_once(lambda: upgrade(pair.one, names[0]), lambda: upgrade(pair.two, names[1]))
        assert sorted(statuses) == [200, 409], statuses
        winner = names[statuses.index(200)]
        loser = names[statuses.index(409)]
        me = httpx.get(f"{pair.one}/api/v1/players/me", headers=auth, timeout=10).json()
        assert me["username"] == winner
        for name, expected in ((winner, 201), (loser, 401)):
            body = {"username": name, "password": PASSWORD}
            assert httpx.post(f"{pair.two}/api/v1/sessions", json=body, timeout=10).status_code == expected

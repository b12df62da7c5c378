"""Requests that race each other, on PostgreSQL, through two server processes: whichever comes first, the answers
agree with what is stored, and none is a 500."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from itertools import pairwise
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


def tokens_signed_in_during(pair: Pair, username: str, password: str, change: Callable[[], None]) -> list[str]:
    """The tokens that sign-ins with ``password`` got, six at a time through both processes, while ``change`` ran."""
    done = threading.Event()
    issued: list[str] = []
    refused: list[int] = []

    def sign_in_until_done(base: str) -> None:
        with httpx.Client(base_url=base, timeout=10) as client:
            while not done.is_set():
                response = client.post("/api/v1/sessions", json={"username": username, "password": password})
                if response.status_code == 201:
                    issued.append(response.json()["token"])
                elif response.status_code != 401:
                    refused.append(response.status_code)

    signers = [threading.Thread(target=sign_in_until_done, args=(base,)) for base in (pair.one, pair.two) * 3]
    for signer in signers:
        signer.start()
    try:
        change()
    finally:
        done.set()
        for signer in signers:
            signer.join(timeout=30)
    assert refused == [], f"sign-ins answered {refused}"
    return issued


def test_no_sign_in_with_the_old_password_outlives_a_change_of_password(pair: Pair) -> None:
    """Sign-ins with the old password that overlap the change either fail or are signed out by it: after the 204,
    no token made with the old password works."""
    owner = account(pair.one, "changer")
    passwords = [PASSWORD, *(f"new password {number}" for number in range(3))]
    for old, new in pairwise(passwords):

        def change(old: str = old, new: str = new) -> None:
            body = {"current_password": old, "new_password": new}
            answer = httpx.post(f"{pair.one}/api/v1/players/me/password", json=body, headers=owner, timeout=10)
            assert answer.status_code == 204, answer.text

        issued = tokens_signed_in_during(pair, "changer", old, change)
        assert issued, "some sign-ins came before the change"
        alive = [
            token
            for token in issued
            if httpx.get(f"{pair.two}/api/v1/players/me", headers={"Authorization": f"Bearer {token}"}, timeout=10)
            .status_code == 200
        ]  # fmt: skip
        assert alive == [], f"changing to {new!r}: {len(alive)} of {len(issued)} old-password tokens still work"
        assert httpx.get(f"{pair.two}/api/v1/players/me", headers=owner, timeout=10).status_code == 200


def upgrade(base: str, auth: dict[str, str], name: str) -> int:
    body = {"username": name, "password": PASSWORD}
    return httpx.post(f"{base}/api/v1/players/me/account", json=body, headers=auth, timeout=10).status_code


def test_two_upgrades_of_one_guest_at_once_make_one_account(pair: Pair) -> None:
    for round_number in range(5):
        auth = guest(pair.one)
        names = (f"first{round_number}", f"second{round_number}")
        statuses = at_once(partial(upgrade, pair.one, auth, names[0]), partial(upgrade, pair.two, auth, names[1]))
        assert sorted(statuses) == [200, 409], statuses
        winner, loser = (names[0], names[1]) if statuses[0] == 200 else (names[1], names[0])
        me = httpx.get(f"{pair.one}/api/v1/players/me", headers=auth, timeout=10).json()
        assert me["username"] == winner
        for name, expected in ((winner, 201), (loser, 401)):
            body = {"username": name, "password": PASSWORD}
            assert httpx.post(f"{pair.two}/api/v1/sessions", json=body, timeout=10).status_code == expected

"""Requests that race each other, on PostgreSQL, through two server processes: whichever comes first, the answers
agree with what is stored, and none is a 500."""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from itertools import pairwise
from typing import Any

import httpx
import pytest
from sqlalchemy import create_engine, text

from app.kit.db import Database
from app.migrate import upgrade_to_head
from tests.conftest import choose_campaign_deals, postgres_database, rig_one_move_from_a_win
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


def deadlocks(database_url: str) -> int:
    """Deadlocks PostgreSQL has detected in the database so far (its statistics lag a moment behind)."""
    engine = create_engine(database_url)
    with engine.connect() as connection:
        connection.execute(text("SELECT pg_stat_clear_snapshot()"))
        found = connection.execute(
            text("SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()")
        ).scalar_one()
    engine.dispose()
    return int(found)


def post(base: str, path: str, auth: dict[str, str], body: dict[str, Any] | None = None) -> httpx.Response:
    return httpx.post(f"{base}/api/v1{path}", json=body or {}, headers=auth, timeout=30)


def keep_moving(
    base: str, auth: dict[str, str], game: dict[str, Any], done: threading.Event, answers: list[int]
) -> None:
    """Move in ``game`` (a legal move, or an undo) as fast as the answers come, until ``done`` or a refusal."""
    state = game
    with httpx.Client(base_url=base, headers=auth, timeout=30) as client:
        while not done.is_set() and state["status"] == "playing":
            legal = state["legal_moves"]
            action = {"type": "move", "card": legal[0]["card"], "to": legal[0]["to"]} if legal else {"type": "undo"}
            response = client.post(f"/api/v1/games/{game['id']}/actions", json=action)
            answers.append(response.status_code)
            if response.status_code != 200:
                return
            state = response.json()


def keep_reading_race(bases: tuple[str, ...], race_id: str, done: threading.Event, reads: list[int]) -> None:
    """Read the race through each process in turn until it runs (then ``done`` is set)."""
    with httpx.Client(timeout=30) as client:
        while not done.is_set():
            for base in bases:
                response = client.get(f"{base}/api/v1/races/{race_id}")
                reads.append(response.status_code)
                if response.status_code == 200 and response.json()["status"] == "running":
                    done.set()


def test_ending_a_ranked_game_and_starting_another_at_once_never_deadlock(pair: Pair) -> None:
    """The end of a game locks the player before the game, as a start does: no cycle, so no deadlock to detect (and
    no second of waiting for the detector), and exactly one ranked game in play after each round."""
    time.sleep(1.5)
    before = deadlocks(pair.database_url)
    for _ in range(15):
        auth = guest(pair.one)
        game = post(pair.one, "/games", auth).json()
        resigned, started = at_once(
            partial(post, pair.one, f"/games/{game['id']}/actions", auth, {"type": "resign"}),
            partial(post, pair.two, "/games", auth, {"abandon_current": True}),
        )
        assert started.status_code == 201, started.text
        # The resign lands first, or finds the game abandoned (409 game over), or changed since it read it (412).
        assert resigned.status_code in (200, 409, 412), resigned.text
        playing = httpx.get(f"{pair.one}/api/v1/games?status=playing", headers=auth, timeout=10).json()["items"]
        assert [item["id"] for item in playing] == [started.json()["id"]]
    time.sleep(1.5)  # the statistics are written a moment after each transaction
    assert deadlocks(pair.database_url) == before


def test_a_start_that_abandons_a_game_being_played_never_fails(pair: Pair) -> None:
    """Moves land on the old game (batched with other requests') while a start, the daily deal or a campaign level
    abandons it: the abandon reads the game again and ends it as it now stands."""
    choose_campaign_deals(Database(pair.database_url))
    starts = [("/games", {"abandon_current": True}), ("/daily/game", {"abandon_current": True}),
              ("/campaign/1/games", {"abandon_current": True})]  # fmt: skip
    for round_number in range(24):
        auth = guest(pair.one)
        game = post(pair.one, "/games", auth, {"rules": "relaxed@1"}).json()
        done = threading.Event()
        answers: list[int] = []

        mover = threading.Thread(target=keep_moving, args=(pair.one, auth, game, done, answers))
        mover.start()
        time.sleep(0.05)
        path, body = starts[round_number % len(starts)]
        started = post(pair.two, path, auth, body)
        done.set()
        mover.join(timeout=30)
        assert started.status_code == 201, started.text
        assert set(answers) <= {200, 409, 412}, answers
        old = httpx.get(f"{pair.one}/api/v1/games/{game['id']}", headers=auth, timeout=10).json()
        assert old["status"] == "lost" and old["cause"] == "abandoned"


def test_a_race_deals_while_its_racer_plays_their_old_game(pair: Pair) -> None:
    """The racer keeps moving in the ranked game the race is to abandon until the very instant of the deal; every
    read of the race meanwhile, racers' or anyone's, answers, and the race starts on time."""
    for _ in range(3):
        host, racer = guest(pair.one), guest(pair.two)
        old = post(pair.two, "/games", racer, {"rules": "relaxed@1"}).json()
        race = post(pair.one, "/races", host, {"seats": 2}).json()
        joined = post(pair.two, f"/races/{race['code']}/racers", racer, {"abandon_current": True})
        assert joined.status_code == 201 and joined.json()["status"] == "countdown", "full: it counts down"
        done = threading.Event()
        moves: list[int] = []
        reads: list[int] = []

        workers = [
            threading.Thread(target=keep_moving, args=(pair.one, racer, old, done, moves)),
            threading.Thread(target=keep_reading_race, args=((pair.one, pair.two), race["id"], done, reads)),
        ]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join(timeout=30)
        assert done.is_set(), "the race started"
        assert set(reads) == {200}, reads
        assert set(moves) <= {200, 409, 412}, moves
        ended = httpx.get(f"{pair.one}/api/v1/games/{old['id']}", headers=racer, timeout=10).json()
        assert ended["status"] == "lost" and ended["cause"] == "abandoned"


def test_a_winning_move_sent_by_two_devices_at_once_earns_each_achievement_once(pair: Pair) -> None:
    """Both processes take the same winning move at the same instant: one wins the game, the other is told the game
    changed, and the achievements of the win are granted (and celebrated) once."""
    database = Database(pair.database_url)
    move = {"type": "move", "card": "KS", "to": [0, 11]}
    for _ in range(6):
        auth = guest(pair.one)
        game = post(pair.one, "/games", auth).json()
        rig_one_move_from_a_win(database, game["id"])
        answers = at_once(
            partial(post, pair.one, f"/games/{game['id']}/actions", auth, move),
            partial(post, pair.two, f"/games/{game['id']}/actions", auth, move),
        )
        assert sorted(answer.status_code for answer in answers)[0] == 200, [a.text for a in answers]
        assert all(answer.status_code in (200, 409, 412) for answer in answers), [a.text for a in answers]
        celebrated = [code for a in answers if a.status_code == 200 for code in a.json()["celebration"]["achievements"]]
        assert celebrated == ["first-win-classic", "no-redeal-win"]
        items = httpx.get(f"{pair.one}/api/v1/achievements", headers=auth, timeout=10).json()["items"]
        assert {item["code"] for item in items if item["earned_at"]} == {"first-win-classic", "no-redeal-win"}
    database.engine.dispose()


def test_a_follow_and_a_block_of_one_pair_at_once_never_both_hold(pair: Pair) -> None:
    """A follows B while B blocks A, through the two processes: the block always holds, and a follow outlives it
    never (each write locks both players, in id order: no deadlock either)."""
    for _ in range(12):
        a, b = guest(pair.one), guest(pair.two)
        a_id = httpx.get(f"{pair.one}/api/v1/players/me", headers=a).json()["id"]
        b_id = httpx.get(f"{pair.two}/api/v1/players/me", headers=b).json()["id"]
        followed, blocked, followed_back = at_once(
            lambda a=a, b_id=b_id: httpx.put(f"{pair.one}/api/v1/players/me/following/{b_id}", headers=a, timeout=10),
            lambda b=b, a_id=a_id: httpx.put(f"{pair.two}/api/v1/players/me/blocks/{a_id}", headers=b, timeout=10),
            lambda b=b, a_id=a_id: httpx.put(f"{pair.one}/api/v1/players/me/following/{a_id}", headers=b, timeout=10),
        )
        assert followed.status_code in (200, 403), followed.text
        assert blocked.status_code == 204, blocked.text
        assert followed_back.status_code in (200, 403), followed_back.text
        follows = httpx.get(f"{pair.two}/api/v1/players/me/followers", headers=b).json()["items"]
        following = httpx.get(f"{pair.two}/api/v1/players/me/following", headers=b).json()["items"]
        assert follows == [] and following == [], "a follow outlived the block"


def stored_status(database_url: str, challenge_id: str) -> str:
    engine = create_engine(database_url)
    with engine.connect() as connection:
        found = connection.execute(
            text("SELECT status FROM challenges WHERE id = :id"), {"id": challenge_id}
        ).scalar_one()
    engine.dispose()
    return str(found)


def test_the_last_two_games_of_a_challenge_ending_at_once_place_it_once(pair: Pair) -> None:
    """Two challengers resign at once, through the two processes: each game's end locks the challenge first, so
    the second end sees the first and the challenge is placed (once), with no deadlock."""
    before = deadlocks(pair.database_url)
    for _ in range(8):
        a, b = guest(pair.one), guest(pair.two)
        a_id = httpx.get(f"{pair.one}/api/v1/players/me", headers=a).json()["id"]
        b_id = httpx.get(f"{pair.two}/api/v1/players/me", headers=b).json()["id"]
        assert httpx.put(f"{pair.one}/api/v1/players/me/following/{b_id}", headers=a, timeout=10).status_code == 200
        accepted = httpx.put(
            f"{pair.two}/api/v1/players/me/followers/{a_id}", json={"status": "accepted"}, headers=b, timeout=10
        )
        assert accepted.status_code == 200, accepted.text
        made = post(pair.one, "/challenges", a, {"players": [b_id]})
        assert made.status_code == 201, made.text
        challenge_id = made.json()["id"]
        games = [
            post(base, f"/challenges/{challenge_id}/game", auth).json()["your_game_id"]
            for base, auth in ((pair.one, a), (pair.two, b))
        ]
        ended = at_once(
            partial(post, pair.one, f"/games/{games[0]}/actions", a, {"type": "resign"}),
            partial(post, pair.two, f"/games/{games[1]}/actions", b, {"type": "resign"}),
        )
        assert [response.status_code for response in ended] == [200, 200], [response.text for response in ended]
        assert stored_status(pair.database_url, challenge_id) == "finished", "placed by the last end, not by a read"
        over = httpx.get(f"{pair.two}/api/v1/challenges/{challenge_id}", headers=b, timeout=10).json()
        assert over["status"] == "finished" and over["seed"] is not None
        assert sorted(line["place"] for line in over["players"]) == [1, 1], "two resigns share the last place"
    time.sleep(0.6)  # the statistics lag
    assert deadlocks(pair.database_url) == before

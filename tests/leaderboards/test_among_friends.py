"""Every board among friends: you and the players you follow, ranked among you, exactly."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from fastapi.testclient import TestClient

from app.kit.db import Database
from tests.friends.test_api import answer, follow
from tests.leaderboards.test_api import Finished, board, players, record

API = "/api/v1/leaderboards"


def friends_with(client: TestClient, me: tuple[str, dict[str, str]], others: list[tuple[str, dict[str, str]]]) -> None:
    for other, other_auth in others:
        follow(client, me[1], other)
        answer(client, other_auth, me[0], "accepted")


def test_a_friends_board_is_the_whole_board_with_only_friends_ranked_among_them(
    client: TestClient, database: Database
) -> None:
    rng = random.Random(28)
    people = players(client, 14)
    me, friends, strangers = people[0], people[1:7], people[7:]
    friends_with(client, me, friends)
    asked = strangers[0]
    follow(client, me[1], asked[0])  # asked, never accepted: not a friend
    noon = datetime(2026, 11, 25, 12, 0, tzinfo=UTC)
    games = [
        Finished(
            f"g-{n}",
            rng.choice(people)[0],
            status=rng.choice(["won", "lost"]),
            score=rng.choice([0, 99, 5050, 9000]),
            elapsed_ms=rng.choice([61_000, 90_000, 300_000]),
            finished_at=noon + timedelta(minutes=n),
        )
        for n in range(60)
    ]
    record(database, *games)
    circle = {me[0]} | {friend for friend, _ in friends}
    for name in ("score", "speed"):
        everyone = board(client, name, limit=100)["items"]
        expected = [entry["player"]["id"] for entry in everyone if entry["player"]["id"] in circle]
        response = client.get(f"{API}/{name}", params={"among": "friends", "limit": 100}, headers=me[1])
        assert response.status_code == 200, response.text
        among = response.json()["items"]
        assert [entry["player"]["id"] for entry in among] == expected, name
        assert [entry["rank"] for entry in among] == list(range(1, len(expected) + 1))
        assert response.headers["cache-control"] == "private, no-cache"

        # Pages of two follow on, with their ranks, to the same list.
        paged, cursor = [], None
        while True:
            params = {"among": "friends", "limit": 2, **({"cursor": cursor} if cursor else {})}
            page = client.get(f"{API}/{name}", params=params, headers=me[1]).json()
            paged += [(entry["rank"], entry["player"]["id"]) for entry in page["items"]]
            cursor = page["next_cursor"]
            if cursor is None:
                break
        assert paged == [(entry["rank"], entry["player"]["id"]) for entry in among]

        for who, _ in [me, *friends]:
            path = f"{API}/{name}/around/{'me' if who == me[0] else who}"
            around = client.get(path, params={"among": "friends", "window": 2}, headers=me[1]).json()
            if who not in expected:
                assert around["rank"] is None and around["items"] == []
                continue
            rank = expected.index(who) + 1
            assert around["rank"] == rank
            assert [entry["player"]["id"] for entry in around["items"]] == expected[max(0, rank - 3) : rank + 2]
            assert [entry["rank"] for entry in around["items"]] == list(range(max(1, rank - 2), rank + 3))[
                : len(around["items"])
            ]
        stranger = client.get(f"{API}/{name}/around/{asked[0]}", params={"among": "friends"}, headers=me[1]).json()
        assert stranger["rank"] is None, "a player asked but not accepted is not among the friends"


def test_a_friends_board_needs_a_token_and_its_cursor_is_its_readers_own(
    client: TestClient, database: Database
) -> None:
    people = players(client, 5)
    friends_with(client, people[0], people[1:4])
    friends_with(client, people[4], people[1:4])
    record(database, *(Finished(f"g-{n}", pid, score=1000 * n) for n, (pid, _) in enumerate(people)))
    anonymous = client.get(f"{API}/score", params={"among": "friends"})
    assert anonymous.status_code == 401
    page = client.get(f"{API}/score", params={"among": "friends", "limit": 1}, headers=people[0][1]).json()
    cursor = page["next_cursor"]
    assert cursor is not None
    theirs = client.get(f"{API}/score", params={"among": "friends", "cursor": cursor}, headers=people[4][1])
    assert theirs.status_code == 422, "a friends' board's cursor is not another reader's"
    everyone = client.get(f"{API}/score", params={"cursor": cursor})
    assert everyone.status_code == 422, "nor the whole board's"
    assert client.get(f"{API}/score", params={"among": "family"}, headers=people[0][1]).status_code == 422
    alone = client.get(f"{API}/score/around/me", params={"among": "friends"}, headers=people[0][1]).json()
    assert alone["rank"] == 4, "the lowest score of the four: the fifth player is not among the first's friends"
    assert [entry["rank"] for entry in alone["items"]] == [1, 2, 3, 4]

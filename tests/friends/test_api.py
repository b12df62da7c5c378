"""Following, answering follows, blocking and invite links, through the API."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from app.friends import service as friends_service
from app.kit.db import Database
from tests.conftest import FakeClock, new_player
from tests.players.test_feed import kinds
from tests.players.test_tokens import app_token, bearer

API = "/api/v1"


def someone(client: TestClient) -> tuple[str, dict[str, str]]:
    auth = new_player(client)
    return client.get(f"{API}/players/me", headers=auth).json()["id"], auth


def follow(client: TestClient, auth: dict[str, str], player_id: str, expected: int = 200) -> dict[str, Any]:
    response = client.put(f"{API}/players/me/following/{player_id}", headers=auth)
    assert response.status_code == expected, response.text
    return dict(response.json())


def answer(client: TestClient, auth: dict[str, str], follower_id: str, status: str) -> Any:
    return client.put(f"{API}/players/me/followers/{follower_id}", json={"status": status}, headers=auth)


def listed(client: TestClient, auth: dict[str, str], path: str, **params: Any) -> list[tuple[str, str]]:
    response = client.get(f"{API}/players/me/{path}", headers=auth, params=params)
    assert response.status_code == 200, response.text
    return [(item["player"]["id"], item.get("status", "")) for item in response.json()["items"]]


def told(database: Database, player_id: str, kind: str) -> list[str]:
    return [data["player"]["id"] for told_kind, data in kinds(database, player_id) if told_kind == kind]


def test_a_follow_is_asked_then_accepted_and_each_side_is_told(client: TestClient, database: Database) -> None:
    (ada, ada_auth), (bo, bo_auth) = someone(client), someone(client)
    assert follow(client, ada_auth, bo)["status"] == "requested"
    assert listed(client, ada_auth, "following") == [(bo, "requested")]
    assert listed(client, bo_auth, "followers") == [(ada, "requested")]
    assert told(database, bo, "follow-requested") == [ada]
    assert follow(client, ada_auth, bo)["status"] == "requested", "asking again changes nothing"
    assert told(database, bo, "follow-requested") == [ada], "and tells nobody again"

    accepted = answer(client, bo_auth, ada, "accepted")
    assert accepted.status_code == 200 and accepted.json()["status"] == "accepted"
    assert listed(client, ada_auth, "following") == [(bo, "accepted")]
    assert told(database, ada, "follow-accepted") == [bo]
    relation = client.get(f"{API}/players/me/relations/{bo}", headers=ada_auth).json()
    assert (relation["following"], relation["follower"], relation["blocked"]) == ("accepted", None, False)

    assert client.delete(f"{API}/players/me/following/{bo}", headers=ada_auth).status_code == 204
    assert listed(client, bo_auth, "followers") == []
    assert client.delete(f"{API}/players/me/following/{bo}", headers=ada_auth).status_code == 404


def test_an_ignored_follow_still_looks_asked_to_its_follower(client: TestClient, database: Database) -> None:
    (ada, ada_auth), (bo, bo_auth) = someone(client), someone(client)
    follow(client, ada_auth, bo)
    assert answer(client, bo_auth, ada, "ignored").json()["status"] == "ignored"
    assert listed(client, ada_auth, "following") == [(bo, "requested")], "ignoring tells the follower nothing"
    assert listed(client, bo_auth, "followers", status="requested") == []
    assert listed(client, bo_auth, "followers", status="ignored") == [(ada, "ignored")]
    assert follow(client, ada_auth, bo)["status"] == "requested"
    assert told(database, bo, "follow-requested") == [ada], "asking again after being ignored tells nobody"
    assert answer(client, bo_auth, ada, "accepted").json()["status"] == "accepted", "a change of mind"
    ignore_accepted = answer(client, bo_auth, ada, "ignored")
    assert ignore_accepted.status_code == 409 and "DELETE" in ignore_accepted.json()["detail"]
    assert client.delete(f"{API}/players/me/followers/{ada}", headers=bo_auth).status_code == 204
    assert listed(client, ada_auth, "following") == []


def test_following_back_is_accepted_at_once(client: TestClient, database: Database) -> None:
    (ada, ada_auth), (bo, bo_auth) = someone(client), someone(client)
    follow(client, ada_auth, bo)
    answer(client, bo_auth, ada, "accepted")
    assert follow(client, bo_auth, ada)["status"] == "accepted", "Ada follows Bo: Bo following back needs no answer"
    assert told(database, ada, "followed") == [bo]
    assert told(database, ada, "follow-requested") == []


def test_a_block_ends_follows_both_ways_and_refuses_new_ones(client: TestClient, database: Database) -> None:
    (ada, ada_auth), (bo, bo_auth) = someone(client), someone(client)
    follow(client, ada_auth, bo)
    answer(client, bo_auth, ada, "accepted")
    follow(client, bo_auth, ada)
    assert client.put(f"{API}/players/me/blocks/{ada}", headers=bo_auth).status_code == 204
    assert listed(client, ada_auth, "following") == [] and listed(client, bo_auth, "following") == []
    assert [item[0] for item in listed(client, bo_auth, "blocks")] == [ada]

    refused = follow(client, ada_auth, bo, expected=403)
    assert refused["type"] == "/problems/blocked" and "does not take follows from you" in refused["detail"]
    mine = follow(client, bo_auth, ada, expected=403)
    assert "unblock them first" in mine["detail"], "the blocker is told how to undo it"
    invite = client.post(f"{API}/players/me/invite", headers=bo_auth).json()
    assert client.post(f"{API}/invites/{invite['code']}", headers=ada_auth).status_code == 403
    assert told(database, bo, "follow-requested") == [ada], "nothing after the block reached the blocker"

    assert client.delete(f"{API}/players/me/blocks/{ada}", headers=bo_auth).status_code == 204
    assert follow(client, ada_auth, bo)["status"] == "requested", "the block's end brings no follow back"
    assert client.delete(f"{API}/players/me/blocks/{ada}", headers=bo_auth).status_code == 404


def test_bad_targets_are_clear_problems(client: TestClient) -> None:
    me, auth = someone(client)
    assert client.put(f"{API}/players/me/following/{me}", headers=auth).status_code == 422
    missing = client.put(f"{API}/players/me/following/{'0' * 32}", headers=auth)
    assert missing.status_code == 404 and "no player" in missing.json()["detail"]
    assert client.put(f"{API}/players/me/following/not-an-id", headers=auth).status_code == 422
    assert client.put(f"{API}/players/me/following/{me}").status_code == 401
    assert answer(client, auth, "a" * 32, "requested").status_code == 422, "a follow is answered accepted or ignored"
    assert answer(client, auth, "a" * 32, "accepted").status_code == 404
    assert (
        client.put(f"{API}/players/me/followers/{'a' * 32}", json={"status": "maybe"}, headers=auth).status_code == 422
    )
    assert client.get(f"{API}/players/me/following", params={"cursor": "forged"}, headers=auth).status_code == 422
    assert client.get(f"{API}/invites/{'x' * 22}").status_code == 404
    assert client.get(f"{API}/invites/short").status_code == 422


def test_follows_unanswered_and_in_all_have_limits(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(friends_service, "UNANSWERED_LIMIT", 2)
    monkeypatch.setattr(friends_service, "FOLLOWING_LIMIT", 3)
    me, auth = someone(client)
    others = [someone(client) for _ in range(4)]
    for other, _ in others[:2]:
        follow(client, auth, other)
    spam = follow(client, auth, others[2][0], expected=409)
    assert "waiting for an answer" in spam["detail"]
    answer(client, others[0][1], me, "accepted")
    follow(client, auth, others[2][0])
    answer(client, others[2][1], me, "accepted")
    assert "as many as anyone may" in follow(client, auth, others[3][0], expected=409)["detail"]


def test_new_follows_are_rate_limited_per_player(app_with: Any) -> None:
    with app_with(rate_limit_follow="2/hour") as client:
        _, auth = someone(client)
        others = [someone(client)[0] for _ in range(3)]
        follow(client, auth, others[0])
        follow(client, auth, others[0])  # asking again costs nothing
        follow(client, auth, others[1])
        refused = client.put(f"{API}/players/me/following/{others[2]}", headers=auth)
        assert refused.status_code == 429 and int(refused.headers["retry-after"]) > 0


def test_an_invite_link_follows_its_player_at_once(client: TestClient, database: Database) -> None:
    (ada, ada_auth), (bo, bo_auth) = someone(client), someone(client)
    assert client.get(f"{API}/players/me/invite", headers=ada_auth).json() == {"code": None, "link": None}
    made = client.post(f"{API}/players/me/invite", headers=ada_auth)
    assert made.status_code == 201
    code = made.json()["code"]
    assert made.json()["link"] == f"/#invite/{code}"
    assert client.get(f"{API}/players/me/invite", headers=ada_auth).json()["code"] == code
    assert client.get(f"{API}/invites/{code}").json()["player"]["id"] == ada, "anyone may see whose link it is"
    assert client.post(f"{API}/invites/{code}", headers=ada_auth).status_code == 422, "not your own"

    opened = client.post(f"{API}/invites/{code}", headers=bo_auth)
    assert opened.status_code == 200 and opened.json() == {"player": opened.json()["player"], "status": "accepted"}
    assert listed(client, bo_auth, "following") == [(ada, "accepted")]
    assert told(database, ada, "followed") == [bo]

    renewed = client.post(f"{API}/players/me/invite", headers=ada_auth).json()["code"]
    assert renewed != code and client.get(f"{API}/invites/{code}").status_code == 404, "the old link stops"
    assert client.delete(f"{API}/players/me/invite", headers=ada_auth).status_code == 204
    assert client.get(f"{API}/invites/{renewed}").status_code == 404


def test_an_invite_accepts_a_follow_already_asked(client: TestClient) -> None:
    (ada, ada_auth), (_, bo_auth) = someone(client), someone(client)
    follow(client, bo_auth, ada)
    code = client.post(f"{API}/players/me/invite", headers=ada_auth).json()["code"]
    assert client.post(f"{API}/invites/{code}", headers=bo_auth).json()["status"] == "accepted"


def test_pages_of_follows_follow_their_cursor_and_only_theirs(client: TestClient, clock: FakeClock) -> None:
    me, auth = someone(client)
    others = [someone(client) for _ in range(5)]
    for n, (other, other_auth) in enumerate(others):
        follow(client, auth, other)
        follow(client, other_auth, me)
        if n != 2:  # two follows of one instant are ordered too
            clock.advance(seconds=1)
    seen: list[str] = []
    cursor = None
    while True:
        params = {"limit": 2, **({"cursor": cursor} if cursor else {})}
        page = client.get(f"{API}/players/me/following", params=params, headers=auth).json()
        seen += [item["player"]["id"] for item in page["items"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
        followers = client.get(f"{API}/players/me/followers", params={"cursor": cursor}, headers=auth)
        assert followers.status_code == 422, "a cursor of one list is refused by another"
    newest_first = [other for other, _ in reversed(others)]
    newest_first[1:3] = sorted(newest_first[1:3], reverse=True)
    assert seen == newest_first, "newest first, each once"


def test_an_app_reads_friends_only_when_let_in_for_them_and_never_changes_them(client: TestClient) -> None:
    _, owner = someone(client)
    other, _ = someone(client)
    reader = bearer(app_token(client, owner, "read"))
    refused = client.get(f"{API}/players/me/following", headers=reader)
    assert refused.status_code == 403 and "read your friends" in refused.json()["detail"]
    friends = bearer(app_token(client, owner, "friends"))
    assert client.get(f"{API}/players/me/following", headers=friends).status_code == 200
    assert client.get(f"{API}/players/me/followers", headers=friends).status_code == 200
    assert client.get(f"{API}/players/me/stats", headers=friends).status_code == 403, "friends alone reads no games"
    for token in (reader, friends):
        assert client.put(f"{API}/players/me/following/{other}", headers=token).status_code == 403
        assert client.put(f"{API}/players/me/blocks/{other}", headers=token).status_code == 403
        assert client.post(f"{API}/players/me/invite", headers=token).status_code == 403
    info = client.get(f"{API}/players/me/token", headers=friends).json()
    assert info["may"] == ["friends"]

"""App tokens for programs: named, scoped, listed, revoked; and what each scope may do."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from tests.conftest import new_player


def app_token(client: TestClient, owner: dict[str, str], *scopes: str, name: str = "my program") -> dict[str, Any]:
    response = client.post("/api/v1/tokens", json={"name": name, "scopes": list(scopes)}, headers=owner)
    assert response.status_code == 201, response.text
    return dict(response.json())


def bearer(token: dict[str, Any]) -> dict[str, str]:
    return {"Authorization": f"Bearer {token['token']}"}


def test_a_read_token_reads_but_cannot_act(client: TestClient) -> None:
    owner = new_player(client)
    game = client.post("/api/v1/games", json={"seed": "demo"}, headers=owner).json()
    reader = bearer(app_token(client, owner, "read"))
    assert client.get(f"/api/v1/games/{game['id']}", headers=reader).status_code == 200
    assert client.get("/api/v1/players/me/stats", headers=reader).status_code == 200
    for method, path, body in (
        ("POST", f"/api/v1/games/{game['id']}/actions", {"type": "undo"}),
        ("POST", "/api/v1/games", {}),
        ("POST", f"/api/v1/games/{game['id']}/hint", None),
        ("PUT", "/api/v1/players/me/settings", {}),
    ):
        refused = client.request(method, path, json=body, headers=reader)
        assert refused.status_code in (403, 422), (path, refused.text)
        if refused.status_code == 403:
            assert refused.json()["type"] == "/problems/insufficient-scope" and "may read" in refused.json()["detail"]


def test_a_play_token_plays_and_a_bot_token_plays_as_a_bot(client: TestClient) -> None:
    owner = new_player(client)
    player = bearer(app_token(client, owner, "play"))
    game = client.post("/api/v1/games", json={}, headers=player).json()
    assert game["bot"] is False
    assert (
        client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=player).status_code == 200
    )
    robot = bearer(app_token(client, owner, "bot", name="the solver"))
    botted = client.post("/api/v1/games", json={}, headers=robot).json()
    assert botted["bot"] is True, "a bot token's games rank on the bots' boards"
    assert client.get("/api/v1/players/me", headers=robot).json()["bot"] is False, "the player is still a person"
    persons = client.post("/api/v1/games", json={"abandon_current": True}, headers=owner).json()
    borrowed = client.post(f"/api/v1/games/{persons['id']}/actions", json={"type": "resign"}, headers=robot)
    assert borrowed.status_code == 403 and borrowed.json()["type"] == "/problems/insufficient-scope"
    assert "bot's token plays only games a bot started" in borrowed.json()["detail"]
    assert client.get(f"/api/v1/games/{persons['id']}", headers=owner).json()["status"] == "playing"
    hinted = client.post(f"/api/v1/games/{persons['id']}/hint", headers=robot)
    assert hinted.status_code == 403 and hinted.json()["type"] == "/problems/insufficient-scope"
    assert client.get(f"/api/v1/games/{persons['id']}", headers=owner).json()["assisted"] is False


def test_app_tokens_are_listed_without_their_values_and_revoked(client: TestClient) -> None:
    owner = new_player(client)
    made = app_token(client, owner, "read", "play", name="stats page")
    assert made["kind"] == "app" and made["scopes"] == ["play", "read"] and len(made["token"]) >= 40
    listed = client.get("/api/v1/players/me/tokens", headers=owner).json()["items"]
    assert [(t["name"], t["id"]) for t in listed] == [("stats page", made["id"])]
    assert "token" not in listed[0]
    sessions = client.get("/api/v1/sessions", headers=owner).json()["items"]
    assert {s["kind"] for s in sessions} == {"device", "app"}
    assert client.delete(f"/api/v1/tokens/{made['id']}", headers=owner).status_code == 204
    assert client.get("/api/v1/players/me", headers=bearer(made)).status_code == 401
    assert client.delete(f"/api/v1/tokens/{made['id']}", headers=owner).status_code == 404
    device_id = next(s["id"] for s in sessions if s["kind"] == "device")
    assert client.delete(f"/api/v1/tokens/{device_id}", headers=owner).status_code == 404, "a device is not a token"


def test_an_app_token_cannot_manage_the_account(client: TestClient) -> None:
    owner = new_player(client)
    program = bearer(app_token(client, owner, "play", "bot", "read"))
    for method, path, body in (
        ("POST", "/api/v1/tokens", {"name": "another", "scopes": ["play"]}),
        ("GET", "/api/v1/tokens", None),
        ("GET", "/api/v1/players/me/tokens", None),
        ("GET", "/api/v1/players/me/sessions", None),
        ("GET", "/api/v1/sessions", None),
        ("DELETE", "/api/v1/sessions", None),
        ("POST", "/api/v1/players/me/password", {"current_password": "x", "new_password": "whatever123"}),
        ("PATCH", "/api/v1/players/me", {"display_name": "Sneaky Pete"}),
    ):
        refused = client.request(method, path, json=body, headers=program)
        assert refused.status_code == 403 and "sign in on a device" in refused.json()["detail"], path
    assert client.delete("/api/v1/sessions/current", headers=program).status_code == 204, "it may sign itself out"


def test_tokens_are_few_per_player_and_their_scopes_are_known(client: TestClient) -> None:
    owner = new_player(client)
    assert client.post("/api/v1/tokens", json={"name": "x", "scopes": []}, headers=owner).status_code == 422
    assert client.post("/api/v1/tokens", json={"name": "x", "scopes": ["admin"]}, headers=owner).status_code == 422
    for n in range(20):
        app_token(client, owner, "read", name=f"token {n}")
    refused = client.post("/api/v1/tokens", json={"name": "one too many", "scopes": ["read"]}, headers=owner)
    assert refused.status_code == 409 and "revoke one" in refused.json()["detail"]


def test_the_bare_lists_still_answer_and_say_they_are_to_go(client: TestClient) -> None:
    owner = new_player(client)
    app_token(client, owner, "read", name="stats page")
    for old, new in (
        ("/api/v1/tokens", "/api/v1/players/me/tokens"),
        ("/api/v1/players/me/sessions", "/api/v1/sessions"),
        ("/api/v1/players/me/card-backs", "/api/v1/card-backs"),
    ):
        deprecated, current = client.get(old, headers=owner), client.get(new, headers=owner)
        assert deprecated.status_code == current.status_code == 200
        assert deprecated.json() == current.json()["items"] and current.json()["next_cursor"] is None, old
        assert deprecated.headers["deprecation"] == "@1796342400"  # 2026-12-04, RFC 9745's date
        assert deprecated.headers["sunset"] == "Mon, 07 Jun 2027 00:00:00 GMT"
        assert deprecated.headers["link"] == f'<{new}>; rel="successor-version"'
        assert "deprecation" not in current.headers

"""Linking a device by a short code: once, within five minutes, listed among the sessions and revocable, and
throttled against guessing."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from tests.conftest import FakeClock, new_player
from tests.players.test_tokens import app_token, bearer

API = "/api/v1"


def shown(client: TestClient, auth: dict[str, str]) -> dict[str, Any]:
    response = client.post(f"{API}/players/me/device-link", headers=auth)
    assert response.status_code == 201, response.text
    return dict(response.json())


def enter(client: TestClient, code: str) -> Any:
    return client.post(f"{API}/sessions/device-link", json={"code": code})


def test_a_code_signs_another_device_in_once_as_the_same_player(client: TestClient) -> None:
    phone = new_player(client)
    me = client.get(f"{API}/players/me", headers=phone).json()["id"]
    link = shown(client, phone)
    assert len(link["code"]) == 8 and link["link"] == f"/#link/{link['code']}"
    assert link["qr_code"].startswith("data:image/svg+xml")
    typed = f"{link['code'][:4].lower()}-{link['code'][4:]}"  # as a person types it
    desktop = enter(client, typed)
    assert desktop.status_code == 201, desktop.text
    desktop_auth = {"Authorization": f"Bearer {desktop.json()['token']}"}
    assert client.get(f"{API}/players/me", headers=desktop_auth).json()["id"] == me, "the guest keeps everything"
    again = enter(client, link["code"])
    assert again.status_code == 401 and "used already" in again.json()["detail"]
    sessions = client.get(f"{API}/sessions", headers=phone).json()["items"]
    linked = next(item for item in sessions if item["name"] == "Linked by code")
    assert client.delete(f"{API}/players/me/sessions/{linked['id']}", headers=phone).status_code == 204
    assert client.get(f"{API}/players/me", headers=desktop_auth).status_code == 401, "revoked"


def test_a_code_lasts_five_minutes_and_a_new_one_ends_the_last(client: TestClient, clock: FakeClock) -> None:
    phone = new_player(client)
    old = shown(client, phone)["code"]
    new = shown(client, phone)["code"]
    assert enter(client, old).status_code == 401, "the new code ended the old"
    clock.advance(minutes=5, seconds=1)
    assert enter(client, new).status_code == 401, "five minutes at most"


def test_an_app_token_cannot_show_a_code(client: TestClient) -> None:
    owner = new_player(client)
    token = bearer(app_token(client, owner, "play", "friends"))
    assert client.post(f"{API}/players/me/device-link", headers=token).status_code == 403


def test_codes_that_link_nothing_are_throttled_per_address(app_with: Any) -> None:
    with app_with(rate_limit_device_link="3/hour") as client:
        phone = new_player(client)
        code = shown(client, phone)["code"]
        for _ in range(3):
            assert enter(client, "ZZZZZZZZ").status_code == 401
        refused = enter(client, code)
        assert refused.status_code == 429 and "Retry-After" in refused.headers, "even the right code waits"

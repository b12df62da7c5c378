"""Passkeys through the API, answered by a software authenticator: adding one (a guest becomes an account by it
alone), signing in with it on another device, listing and removing, and what is refused: a spent or foreign
ceremony, a wrong origin, an unknown or removed passkey, an app token, the last way an account signs in."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from app.kit.db import Database
from tests.conftest import FakeClock, new_player
from tests.passkeys.authenticator import Authenticator
from tests.players.test_tokens import app_token, bearer

API = "/api/v1"


def options(client: TestClient, auth: dict[str, str] | None = None) -> dict[str, Any]:
    path = "/players/me/passkeys/options" if auth else "/sessions/passkey/options"
    response = client.post(f"{API}{path}", headers=auth or {})
    assert response.status_code == 200, response.text
    return dict(response.json())


def add(client: TestClient, auth: dict[str, str], authenticator: Authenticator, name: str = "My phone") -> Any:
    offered = options(client, auth)
    credential = authenticator.create(offered["options"])
    return client.post(
        f"{API}/players/me/passkeys", json={"ceremony": offered["ceremony"], "credential": credential, "name": name},
        headers=auth,
    )  # fmt: skip


def sign_in(client: TestClient, authenticator: Authenticator, **tamper: Any) -> Any:
    offered = options(client)
    assertion = authenticator.get(offered["options"])
    return client.post(f"{API}/sessions/passkey", json={"ceremony": offered["ceremony"], "credential": assertion})


def test_a_guest_becomes_an_account_by_a_passkey_alone_and_signs_in_with_it_elsewhere(client: TestClient) -> None:
    guest = new_player(client)
    me = client.get(f"{API}/players/me", headers=guest).json()
    assert me["guest"] is True
    offered = options(client, guest)["options"]
    assert offered["authenticatorSelection"]["residentKey"] == "required", "discoverable: a sign-in names nobody"
    phone = Authenticator()
    added = add(client, guest, phone)
    assert added.status_code == 201, added.text
    assert added.json()["name"] == "My phone" and added.json()["last_used_at"] is None
    became = client.get(f"{API}/players/me", headers=guest).json()
    assert (became["guest"], became["username"]) == (False, None), "an account, with no username nor password"

    sign_in_options = options(client)["options"]
    assert sign_in_options.get("allowCredentials", []) == [], "the authenticator offers its own passkeys"
    signed = sign_in(client, phone)
    assert signed.status_code == 201, signed.text
    other_device = {"Authorization": f"Bearer {signed.json()['token']}"}
    assert client.get(f"{API}/players/me", headers=other_device).json()["id"] == me["id"]
    listed = client.get(f"{API}/players/me/passkeys", headers=other_device).json()["items"]
    assert [item["name"] for item in listed] == ["My phone"] and listed[0]["last_used_at"] is not None
    sessions = client.get(f"{API}/sessions", headers=other_device).json()["items"]
    assert len(sessions) == 2, "the new device is among the sessions"


def test_a_ceremony_answers_once_and_only_for_its_own_player_and_origin(client: TestClient) -> None:
    ada, bo = new_player(client), new_player(client)
    key = Authenticator()
    offered = options(client, ada)
    credential = key.create(offered["options"])
    foreign = client.post(
        f"{API}/players/me/passkeys", json={"ceremony": offered["ceremony"], "credential": credential}, headers=bo
    )
    assert foreign.status_code == 422 and "another player's" in foreign.json()["detail"]
    spent = client.post(
        f"{API}/players/me/passkeys", json={"ceremony": offered["ceremony"], "credential": credential}, headers=ada
    )
    assert spent.status_code == 422, "the foreign attempt spent it: options answer once"

    phishing = Authenticator(origin="https://montana.example.evil")
    offered = options(client, ada)
    made_elsewhere = phishing.create(offered["options"])
    body = {"ceremony": offered["ceremony"], "credential": made_elsewhere}
    wrong = client.post(f"{API}/players/me/passkeys", json=body, headers=ada)
    assert wrong.status_code == 422 and "did not verify" in wrong.json()["detail"]
    assert add(client, ada, key).status_code == 201

    offered = options(client)
    assertion = key.get(offered["options"])
    body = {"ceremony": offered["ceremony"], "credential": assertion}
    assert client.post(f"{API}/sessions/passkey", json=body).status_code == 201
    replayed = client.post(f"{API}/sessions/passkey", json=body)
    assert replayed.status_code == 401 and replayed.json()["type"].endswith("/passkey-refused")


def test_a_refused_sign_in_says_the_same_whatever_the_reason(client: TestClient) -> None:
    ada = new_player(client)
    key = Authenticator()
    assert add(client, ada, key).status_code == 201
    stranger = Authenticator()
    stranger.create({"rp": {"id": "testserver"}, "user": {"id": "AAAA"}, "challenge": "AAAA"})
    unknown = sign_in(client, stranger)
    offered = options(client)
    forged = key.get(offered["options"])
    forged["response"]["signature"] = stranger.get(offered["options"])["response"]["signature"]
    bad = client.post(f"{API}/sessions/passkey", json={"ceremony": offered["ceremony"], "credential": forged})
    assert unknown.status_code == bad.status_code == 401
    assert unknown.json()["detail"] == bad.json()["detail"], "an unknown passkey and a bad signature look alike"
    malformed = client.post(f"{API}/sessions/passkey", json={"ceremony": "x" * 30, "credential": {"id": 5}})
    assert malformed.status_code == 401


def test_passkeys_are_listed_and_removed_but_never_the_last_way_in(client: TestClient, clock: FakeClock) -> None:
    ada = new_player(client)
    phone, laptop = Authenticator(), Authenticator()
    first = add(client, ada, phone, "Phone").json()
    clock.advance(seconds=1)
    second = add(client, ada, laptop, "Laptop").json()
    assert [item["name"] for item in client.get(f"{API}/players/me/passkeys", headers=ada).json()["items"]] == [
        "Phone", "Laptop",
    ]  # fmt: skip
    assert client.delete(f"{API}/players/me/passkeys/{first['id']}", headers=ada).status_code == 204
    assert sign_in(client, phone).status_code == 401, "a removed passkey signs nobody in"
    last = client.delete(f"{API}/players/me/passkeys/{second['id']}", headers=ada)
    assert last.status_code == 409 and "only way" in last.json()["detail"]
    made = client.post(
        f"{API}/players/me/account", json={"username": "ada-keys", "password": "correct horse"}, headers=ada
    )
    assert made.status_code == 200, made.text
    assert client.delete(f"{API}/players/me/passkeys/{second['id']}", headers=ada).status_code == 204, "a password now"
    bo = new_player(client)
    assert client.delete(f"{API}/players/me/passkeys/{second['id']}", headers=bo).status_code == 404


def test_an_app_token_can_never_add_a_passkey(client: TestClient) -> None:
    owner = new_player(client)
    for scopes in (("read",), ("play", "friends")):
        token = bearer(app_token(client, owner, *scopes))
        refused = client.post(f"{API}/players/me/passkeys/options", headers=token)
        assert refused.status_code == 403 and refused.json()["type"].endswith("/insufficient-scope")
        assert client.get(f"{API}/players/me/passkeys", headers=token).status_code == 403


def test_old_ceremonies_are_forgotten_by_the_sweep(client: TestClient, database: Database) -> None:
    from datetime import timedelta

    from sqlalchemy import func, select

    from app.kit.db import utcnow
    from app.passkeys.models import PasskeyCeremony
    from app.worker import forget_old_records

    options(client)
    with database.sessions() as session:
        assert session.scalar(select(func.count()).select_from(PasskeyCeremony)) >= 1
        forget_old_records(session, utcnow() + timedelta(minutes=6))
        session.commit()
        assert session.scalar(select(func.count()).select_from(PasskeyCeremony)) == 0

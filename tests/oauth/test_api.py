"""OAuth 2.0 for apps acting for players: consent, codes with PKCE, scoped tokens, refresh, revocation, metadata."""

from __future__ import annotations

import base64
import hashlib
import secrets
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from authlib.oauth2.rfc8414 import AuthorizationServerMetadata
from fastapi.testclient import TestClient

from app.cli import main as montana
from app.kit.db import Database
from tests.conftest import FakeClock, new_player, on_a_loop_of_its_own

REDIRECT = "https://bot.example/callback"


def account(client: TestClient, username: str | None = None) -> dict[str, str]:
    """A new account's device: its authorization header."""
    auth = new_player(client)
    name = username or f"ada{secrets.token_hex(4)}"
    made = client.post("/api/v1/players/me/account", json={"username": name, "password": "correct horse"}, headers=auth)
    assert made.status_code == 200, made.text
    return auth


def pkce() -> tuple[str, str]:
    verifier = secrets.token_urlsafe(48)
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    return verifier, challenge


def authorization_request(challenge: str, **changes: str | None) -> str:
    fields: dict[str, str | None] = {
        "response_type": "code", "client_id": "my bot", "redirect_uri": REDIRECT, "scope": "read play",
        "state": "xyz-123", "code_challenge": challenge, "code_challenge_method": "S256",
    }  # fmt: skip
    fields.update(changes)
    return urlencode({name: value for name, value in fields.items() if value is not None})


def consent(client: TestClient, auth: dict[str, str], request: str, allow: bool = True) -> Any:
    return client.post("/api/v1/oauth/authorization", json={"request": request, "allow": allow}, headers=auth)


def shown_and_decided(client: TestClient, auth: dict[str, str], request: str) -> tuple[Any, Any]:
    """The answers to one request for consent: shown to the consent page, and answered by the player."""
    return client.get(f"/api/v1/oauth/authorization?{request}", headers=auth), consent(client, auth, request)


def code_for(client: TestClient, auth: dict[str, str], challenge: str, **changes: str | None) -> str:
    answer = consent(client, auth, authorization_request(challenge, **changes))
    assert answer.status_code == 200, answer.text
    assert answer.headers["cache-control"] == "no-store", "the answer holds a code"
    redirect = urlsplit(answer.json()["redirect_to"])
    query = parse_qs(redirect.query)
    assert f"{redirect.scheme}://{redirect.netloc}{redirect.path}" == (changes.get("redirect_uri") or REDIRECT)
    assert query["state"] == [changes.get("state", "xyz-123")]
    return query["code"][0]


def exchange(client: TestClient, code: str, verifier: str, **changes: str) -> Any:
    form = {"grant_type": "authorization_code", "code": code, "redirect_uri": REDIRECT, "client_id": "my bot",
            "code_verifier": verifier, **changes}  # fmt: skip
    return client.post("/api/v1/oauth/token", data=form)


def tokens(client: TestClient, auth: dict[str, str], scope: str = "read play") -> dict[str, Any]:
    verifier, challenge = pkce()
    answer = exchange(client, code_for(client, auth, challenge, scope=scope), verifier)
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_an_app_gets_tokens_limited_to_the_scopes_the_player_granted(client: TestClient) -> None:
    auth = account(client)
    verifier, challenge = pkce()
    shown = client.get(f"/api/v1/oauth/authorization?{authorization_request(challenge)}", headers=auth)
    assert shown.status_code == 200, shown.text
    assert shown.json()["client_id"] == "my bot" and shown.json()["app_host"] == "bot.example"
    assert shown.json()["scopes"] == ["read", "play"] and shown.json()["player"]["username"].startswith("ada")
    answer = exchange(client, code_for(client, auth, challenge), verifier)
    assert answer.status_code == 200, answer.text
    assert answer.headers["cache-control"] == "no-store"
    issued = answer.json()
    assert issued["token_type"] == "Bearer" and issued["expires_in"] == 3600 and issued["scope"] == "read play"
    app = bearer(issued["access_token"])
    game = client.post("/api/v1/games", json={}, headers=app)
    assert game.status_code == 201, game.text
    assert (
        client.post(f"/api/v1/games/{game.json()['id']}/actions", json={"type": "resign"}, headers=app).status_code
        == 200
    )
    for method, path in (
        ("GET", "/api/v1/sessions"),
        ("POST", "/api/v1/tokens"),
        ("DELETE", "/api/v1/sessions"),
    ):
        refused = client.request(method, path, json={"name": "x", "scopes": ["read"]}, headers=app)
        assert refused.status_code == 403 and refused.json()["type"] == "/problems/insufficient-scope", path
    told = client.get("/api/v1/players/me/token", headers=app).json()
    assert told["kind"] == "oauth" and told["name"] == "my bot" and told["scopes"] == ["read", "play"]
    assert told["may"] == ["read", "play"]


def test_a_read_grant_cannot_play(client: TestClient) -> None:
    issued = tokens(client, account(client), scope="read")
    assert client.get("/api/v1/players/me/stats", headers=bearer(issued["access_token"])).status_code == 200
    refused = client.post("/api/v1/games", json={}, headers=bearer(issued["access_token"]))
    assert refused.status_code == 403 and refused.json()["type"] == "/problems/insufficient-scope"


def test_a_wrong_verifier_is_refused_and_the_code_is_spent(client: TestClient) -> None:
    auth = account(client)
    verifier, challenge = pkce()
    code = code_for(client, auth, challenge)
    wrong = exchange(client, code, pkce()[0])
    assert wrong.status_code == 400 and wrong.json()["error"] == "invalid_grant"
    assert wrong.json()["type"] == "/problems/oauth-refused" and wrong.json()["detail"]
    assert exchange(client, code, verifier).json()["error"] == "invalid_grant", "a code is tried once"


def test_a_code_works_once_and_its_second_use_ends_the_grant(client: TestClient) -> None:
    auth = account(client)
    verifier, challenge = pkce()
    code = code_for(client, auth, challenge)
    first = exchange(client, code, verifier)
    assert first.status_code == 200
    again = exchange(client, code, verifier)
    assert again.status_code == 400 and again.json()["error"] == "invalid_grant"
    assert client.get("/api/v1/players/me", headers=bearer(first.json()["access_token"])).status_code == 401


def test_a_code_is_bound_to_its_app_and_redirect_and_expires(client: TestClient, clock: FakeClock) -> None:
    auth = account(client)
    verifier, challenge = pkce()
    code = code_for(client, auth, challenge)
    assert exchange(client, code, verifier, client_id="another app").json()["error"] == "invalid_grant"
    code = code_for(client, auth, challenge)
    assert exchange(client, code, verifier, redirect_uri="https://evil.example/cb").json()["error"] == "invalid_grant"
    code = code_for(client, auth, challenge)
    clock.advance(seconds=61)
    assert exchange(client, code, verifier).json()["error"] == "invalid_grant"


def test_a_code_is_worth_nothing_once_its_device_signed_out(client: TestClient) -> None:
    auth = account(client)
    verifier, challenge = pkce()
    code = code_for(client, auth, challenge)
    assert client.delete("/api/v1/sessions/current", headers=auth).status_code == 204
    assert exchange(client, code, verifier).json()["error"] == "invalid_grant"


def test_refresh_rotates_and_any_spent_refresh_token_presented_again_ends_the_grant(
    client: TestClient, clock: FakeClock
) -> None:
    issued = tokens(client, account(client))
    clock.advance(seconds=3601)
    expired = client.get("/api/v1/players/me", headers=bearer(issued["access_token"]))
    assert expired.status_code == 401 and "refresh token" in expired.json()["detail"]
    form = {"grant_type": "refresh_token", "refresh_token": issued["refresh_token"], "client_id": "my bot"}
    refreshed = client.post("/api/v1/oauth/token", data=form)
    assert refreshed.status_code == 200, refreshed.text
    fresh = refreshed.json()
    assert fresh["refresh_token"] != issued["refresh_token"] and fresh["scope"] == "read play"
    assert client.get("/api/v1/players/me", headers=bearer(fresh["access_token"])).status_code == 200
    narrower = client.post(
        "/api/v1/oauth/token", data={**form, "refresh_token": fresh["refresh_token"], "scope": "read"}
    )
    assert narrower.status_code == 200 and narrower.json()["scope"] == "read"
    assert client.get("/api/v1/players/me", headers=bearer(narrower.json()["access_token"])).status_code == 200
    # The first refresh token, spent two refreshes ago, comes back: it was copied, and the grant ends.
    older = client.post("/api/v1/oauth/token", data=form)
    assert older.status_code == 400 and older.json()["error"] == "invalid_grant"
    assert client.get("/api/v1/players/me", headers=bearer(narrower.json()["access_token"])).status_code == 401
    wider = client.post("/api/v1/oauth/token", data={**form, "refresh_token": narrower.json()["refresh_token"]})
    assert wider.json()["error"] == "invalid_grant", "the grant has ended"


def test_revocation_ends_the_grant_whichever_token_is_sent(client: TestClient) -> None:
    auth = account(client)
    issued = tokens(client, auth)
    revoked = client.post("/api/v1/oauth/revoke", data={"token": issued["refresh_token"], "client_id": "my bot"})
    assert revoked.status_code == 200, revoked.text
    assert client.get("/api/v1/players/me", headers=bearer(issued["access_token"])).status_code == 401
    again = client.post("/api/v1/oauth/revoke", data={"token": issued["access_token"], "client_id": "my bot"})
    assert again.status_code == 200, "revoking twice, or an unknown token, is answered the same"
    other = tokens(client, auth)
    stranger = client.post("/api/v1/oauth/revoke", data={"token": other["access_token"], "client_id": "not my bot"})
    assert stranger.status_code == 400
    assert client.get("/api/v1/players/me", headers=bearer(other["access_token"])).status_code == 200


def test_the_player_lists_and_revokes_the_apps_let_in(client: TestClient) -> None:
    auth = account(client)
    issued = tokens(client, auth)
    apps = client.get("/api/v1/players/me/apps", headers=auth).json()
    assert apps["next_cursor"] is None and len(apps["items"]) == 1
    shown = apps["items"][0]
    assert shown["client_id"] == "my bot" and shown["app_host"] == "bot.example" and shown["scopes"] == ["read", "play"]
    assert client.get("/api/v1/players/me/apps", headers=bearer(issued["access_token"])).status_code == 403
    assert client.delete(f"/api/v1/players/me/apps/{shown['id']}", headers=auth).status_code == 204
    assert client.get("/api/v1/players/me", headers=bearer(issued["access_token"])).status_code == 401
    assert client.get("/api/v1/players/me/apps", headers=auth).json()["items"] == []
    assert client.delete(f"/api/v1/players/me/apps/{shown['id']}", headers=auth).status_code == 404


def test_changing_the_password_lets_every_app_out(client: TestClient) -> None:
    auth = account(client)
    issued = tokens(client, auth)
    changed = client.post(
        "/api/v1/players/me/password",
        json={"current_password": "correct horse", "new_password": "battery staple"},
        headers=auth,
    )
    assert changed.status_code in (200, 204), changed.text
    assert client.get("/api/v1/players/me", headers=bearer(issued["access_token"])).status_code == 401
    form = {"grant_type": "refresh_token", "refresh_token": issued["refresh_token"], "client_id": "my bot"}
    assert client.post("/api/v1/oauth/token", data=form).json()["error"] == "invalid_grant"


def test_refusing_sends_the_app_access_denied(client: TestClient) -> None:
    auth = account(client)
    _, challenge = pkce()
    answer = consent(client, auth, authorization_request(challenge), allow=False)
    assert answer.status_code == 200
    query = parse_qs(urlsplit(answer.json()["redirect_to"]).query)
    assert query["error"] == ["access_denied"] and query["state"] == ["xyz-123"] and "code" not in query


@pytest.mark.parametrize(
    ("changes", "error", "back_to_the_app"),
    [
        ({"redirect_uri": "http://bot.example/cb"}, "invalid_request", False),
        ({"redirect_uri": "javascript:alert(1)"}, "invalid_request", False),
        ({"redirect_uri": "https://bot.example/cb#frag"}, "invalid_request", False),
        ({"redirect_uri": None}, "invalid_request", False),
        ({"client_id": "<script>"}, "invalid_client", False),
        ({"code_challenge": None, "code_challenge_method": None}, "invalid_request", True),
        ({"code_challenge_method": "plain"}, "invalid_request", True),
        ({"scope": "read moderate"}, "invalid_scope", True),
        ({"response_type": "token"}, "unsupported_response_type", True),
        ({"response_type": 'co"de'}, "invalid_request", False),
        ({"response_type": "co\\de"}, "invalid_request", False),
        ({"scope": 'read "play'}, "invalid_request", False),
        ({"redirect_uri": 'ftp://bot.example/"cb'}, "invalid_request", False),
        ({"redirect_uri": "https://bot_ex%61mple!/cb"}, "invalid_request", False),
        ({"redirect_uri": "https://" + "b" * 250 + ".example/cb"}, "invalid_request", False),
    ],
)
def test_a_bad_request_for_consent_says_why(
    client: TestClient, changes: dict[str, str | None], error: str, back_to_the_app: bool
) -> None:
    auth = account(client)
    _, challenge = pkce()
    request = authorization_request(challenge, **changes)
    for answer in shown_and_decided(client, auth, request):
        assert answer.status_code == 400, answer.text
        problem = answer.json()
        assert problem["type"] == "/problems/oauth-refused" and problem["error"] == error and problem["detail"]
        assert (problem["redirect_to"] is not None) == back_to_the_app
        if back_to_the_app:
            assert parse_qs(urlsplit(problem["redirect_to"]).query)["error"] == [error]


def test_a_repeated_parameter_is_refused(client: TestClient) -> None:
    auth = account(client)
    _, challenge = pkce()
    request = authorization_request(challenge) + "&scope=bot"
    answer = client.get(f"/api/v1/oauth/authorization?{request}", headers=auth)
    assert answer.status_code == 400 and "Multiple 'scope'" in answer.json()["detail"]


def test_a_parameter_that_is_not_printable_ascii_is_refused_plainly(client: TestClient) -> None:
    auth = account(client)
    _, challenge = pkce()
    request = authorization_request(challenge, response_type="c\u00f6de\U0001f0a1")
    for answer in shown_and_decided(client, auth, request):
        assert answer.status_code == 400, answer.text
        assert answer.json()["error"] == "invalid_request" and "response_type must be printable ASCII" in answer.text
        assert answer.json()["redirect_to"] is None
    for endpoint in ("/api/v1/oauth/token", "/api/v1/oauth/revoke"):
        answer = client.post(endpoint, data={"grant_type": "\u00e9", "token": "t", "client_id": "bot\u200b"})
        assert answer.status_code == 400 and answer.json()["error"] == "invalid_request", answer.text
        assert answer.headers["content-type"] == "application/json", "RFC 6749 section 5.2"


def test_native_and_loopback_redirects_are_accepted(client: TestClient) -> None:
    auth = account(client)
    for redirect in ("http://127.0.0.1:8765/cb", "com.example.montana:/oauth", "http://localhost/cb"):
        _, challenge = pkce()
        answer = consent(client, auth, authorization_request(challenge, redirect_uri=redirect))
        assert answer.status_code == 200, (redirect, answer.text)
        assert answer.json()["redirect_to"].startswith(redirect + "?code=")


def test_only_an_accounts_device_consents(client: TestClient) -> None:
    guest = new_player(client)
    _, challenge = pkce()
    request = authorization_request(challenge)
    shown = client.get(f"/api/v1/oauth/authorization?{request}", headers=guest)
    assert shown.status_code == 200 and shown.json()["player"] is None, "the page asks a guest to sign in"
    assert client.get(f"/api/v1/oauth/authorization?{request}").json()["player"] is None
    refused = consent(client, guest, request)
    assert refused.status_code == 403 and "create an account" in refused.json()["detail"]
    assert consent(client, {}, request).status_code == 401
    app = bearer(tokens(client, account(client), scope="read play bot")["access_token"])
    assert consent(client, app, request).status_code == 403, "an app cannot let another in"


def test_an_apps_token_never_moderates(client: TestClient, database: Database) -> None:
    auth = account(client, "marshal")
    assert montana(["admin", "grant-moderator", "marshal", "--database-url", database.url]) == 0
    assert client.get("/api/v1/moderation/queue", headers=auth).status_code == 200
    app = bearer(tokens(client, auth, scope="read play bot")["access_token"])
    refused = client.get("/api/v1/moderation/queue", headers=app)
    assert refused.status_code == 403 and refused.json()["type"] == "/problems/insufficient-scope"


def test_the_token_endpoint_takes_only_a_form(client: TestClient) -> None:
    answer = client.post("/api/v1/oauth/token", json={"grant_type": "authorization_code"})
    assert answer.status_code == 400 and answer.json()["error"] == "invalid_request"
    assert "x-www-form-urlencoded" in answer.json()["detail"]
    repeated = client.post(
        "/api/v1/oauth/token",
        content="grant_type=refresh_token&refresh_token=a&refresh_token=b&client_id=x",
        headers={"Content-Type": "application/x-www-form-urlencoded"},
    )
    assert repeated.status_code == 400 and repeated.json()["error"] == "invalid_request"
    unknown = client.post("/api/v1/oauth/token", data={"grant_type": "password", "client_id": "x"})
    assert unknown.status_code == 400 and unknown.json()["error"] == "unsupported_grant_type"
    assert unknown.headers["access-control-allow-origin"] == "*"


def test_the_metadata_describes_the_server(client: TestClient) -> None:
    answer = client.get("/.well-known/oauth-authorization-server", headers={"Host": "montana.example"})
    assert answer.status_code == 200
    metadata = answer.json()
    assert metadata["issuer"] == "http://montana.example"
    assert metadata["authorization_endpoint"] == "http://montana.example/oauth/authorize"
    assert metadata["code_challenge_methods_supported"] == ["S256"]
    assert metadata["scopes_supported"] == ["read", "play", "bot", "friends"]
    secure = {name: value.replace("http://", "https://") if isinstance(value, str) else value
              for name, value in metadata.items()}  # fmt: skip
    AuthorizationServerMetadata(secure).validate()
    assert client.get("/oauth/authorize?client_id=x").headers["content-type"].startswith("text/html")


def test_a_consent_with_too_many_fields_is_refused_with_a_reason(client: TestClient) -> None:
    auth = account(client)
    _, challenge = pkce()
    request = authorization_request(challenge) + "".join(f"&extra{number}=x" for number in range(30))
    answer = consent(client, auth, request)
    assert answer.status_code == 400, answer.text
    assert answer.json()["error"] == "invalid_request" and "fields" in answer.json()["detail"]


def test_a_refresh_token_presented_again_just_after_its_use_ends_the_grant(client: TestClient) -> None:
    issued = tokens(client, account(client))
    form = {"grant_type": "refresh_token", "refresh_token": issued["refresh_token"], "client_id": "my bot"}
    fresh = client.post("/api/v1/oauth/token", data=form).json()
    replayed = client.post("/api/v1/oauth/token", data=form)
    assert replayed.status_code == 400 and replayed.json()["error"] == "invalid_grant"
    assert client.get("/api/v1/players/me", headers=bearer(fresh["access_token"])).status_code == 401
    again = client.post("/api/v1/oauth/token", data={**form, "refresh_token": fresh["refresh_token"]})
    assert again.json()["error"] == "invalid_grant", "the grant has ended"


def test_the_worker_forgets_spent_refresh_tokens_once_their_grant_has_ended(
    client: TestClient, database: Database, app: Any
) -> None:
    from app.worker import Worker

    auth = account(client)
    ending, lasting = tokens(client, auth), tokens(client, auth)
    refreshed = []
    for issued in (ending, lasting):
        form = {"grant_type": "refresh_token", "refresh_token": issued["refresh_token"], "client_id": "my bot"}
        refreshed.append(client.post("/api/v1/oauth/token", data=form).json())
    revoked = client.post("/api/v1/oauth/revoke", data={"token": refreshed[0]["access_token"], "client_id": "my bot"})
    assert (
        revoked.is_success
        and client.get("/api/v1/players/me", headers=bearer(refreshed[0]["access_token"])).status_code == 401
    )

    def spent() -> int:
        with database.engine.connect() as connection:
            return int(connection.exec_driver_sql("SELECT count(*) FROM oauth_spent_refresh_tokens").scalar_one())

    assert spent() == 2
    on_a_loop_of_its_own(Worker(database, app.state.settings, pool_target=0).sweep())
    assert spent() == 1, "the lasting grant's spent token is kept: presented again, it still ends the grant"
    form = {"grant_type": "refresh_token", "refresh_token": lasting["refresh_token"], "client_id": "my bot"}
    assert client.post("/api/v1/oauth/token", data=form).json()["error"] == "invalid_grant"

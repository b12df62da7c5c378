"""Abuse and bad input: limits, headers, and secrets that must never leak."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from app.config import Settings
from app.db import Database
from app.main import create_app
from tests.conftest import TEST_SECRET_KEY, UNLIMITED, FakeClock, new_player

PROBLEM = "application/problem+json"


def default_settings(database: Database) -> Settings:
    return Settings(environment="test", database_url=database.url, secret_key=TEST_SECRET_KEY)


@pytest.fixture
def limited(database: Database, clock: FakeClock) -> Iterator[TestClient]:
    """The app with its default limits."""
    app = create_app(
        Settings(environment="test", database_url=database.url, secret_key=TEST_SECRET_KEY), database, clock
    )
    with TestClient(app) as client:
        yield client


def test_a_body_over_the_limit_is_413(client: TestClient) -> None:
    auth = new_player(client)
    big = b'{"rules": "classic@1", "seed": "' + b"x" * 20_000 + b'"}'
    response = client.post("/api/v1/games", content=big, headers={**auth, "Content-Type": "application/json"})
    assert response.status_code == 413, response.text
    assert response.headers["content-type"] == PROBLEM
    assert "at most 16384 bytes" in response.json()["detail"]

    def chunks() -> Iterator[bytes]:  # no Content-Length: counted as it arrives
        yield b'{"rules": "classic@1", "seed": "'
        for _ in range(40):
            yield b"y" * 1000
        yield b'"}'

    streamed = client.post("/api/v1/games", content=chunks(), headers={**auth, "Content-Type": "application/json"})
    assert streamed.status_code == 413


def test_sign_ups_from_one_address_are_limited_with_retry_after(limited: TestClient) -> None:
    statuses = [limited.post("/api/v1/players").status_code for _ in range(15)]
    assert statuses[:10] == [201] * 10
    assert 429 in statuses, "a burst of 10 sign-ups, refilled at one every 3 seconds"
    refused = limited.post("/api/v1/players")
    assert refused.status_code == 429 and refused.headers["content-type"] == PROBLEM
    assert int(refused.headers["Retry-After"]) >= 1


def test_one_token_cannot_flood_the_api(database: Database, clock: FakeClock) -> None:
    settings = default_settings(database).model_copy(update={"rate_per_client": 0.2, "rate_burst": 8})
    with TestClient(create_app(settings, database, clock)) as limited:
        auth = new_player(limited)
        statuses = [limited.get("/api/v1/players/me", headers=auth).status_code for _ in range(12)]
        assert statuses[:8] == [200] * 8
        assert statuses[-1] == 429, "a burst of 8, refilled at one request every 5 seconds"
        refused = limited.get("/api/v1/players/me", headers=auth)
        assert refused.headers["content-type"] == PROBLEM and int(refused.headers["Retry-After"]) >= 1
        assert limited.get("/healthz").status_code == 200, "health checks are never limited"


def test_hints_have_a_stricter_limit_and_a_position_is_searched_once(database: Database, clock: FakeClock) -> None:
    settings = default_settings(database).model_copy(update={"hints_per_second": 0.1, "rate_per_client": 100.0})
    with TestClient(create_app(settings, database, clock)) as limited:
        auth = new_player(limited)
        game = limited.post("/api/v1/games", json={"seed": "hints"}, headers=auth).json()
        answers = [limited.post(f"/api/v1/games/{game['id']}/hint", headers=auth) for _ in range(2)]
        assert [a.status_code for a in answers] == [200, 200] and answers[0].json() == answers[1].json()
        statuses = [limited.post(f"/api/v1/games/{game['id']}/hint", headers=auth).status_code for _ in range(3)]
        assert 429 in statuses
        assert limited.get(f"/api/v1/games/{game['id']}", headers=auth).status_code == 200, "other requests go on"


def test_page_sizes_are_capped(client: TestClient) -> None:
    auth = new_player(client)
    assert client.get("/api/v1/games?limit=101", headers=auth).status_code == 422
    assert client.get("/api/v1/leaderboards/score?limit=1000").status_code == 422


@pytest.mark.parametrize("path", ["/", "/docs", "/api/v1/daily", "/api/v1/nothing"])
def test_every_response_carries_the_security_headers(client: TestClient, path: str) -> None:
    headers = client.get(path).headers
    policy = headers["content-security-policy"]
    assert "script-src 'self'" in policy and "unsafe-inline" not in policy and "frame-ancestors 'none'" in policy
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["x-frame-options"] == "DENY"
    assert len(headers["x-request-id"]) >= 16


def test_a_request_id_given_by_the_client_is_kept(client: TestClient) -> None:
    assert client.get("/healthz", headers={"X-Request-ID": "trace-42"}).headers["x-request-id"] == "trace-42"
    assert client.get("/healthz", headers={"X-Request-ID": "bad id!"}).headers["x-request-id"] != "bad id!"


def test_cors_is_closed_unless_configured(database: Database, clock: FakeClock) -> None:
    preflight = {"Origin": "https://elsewhere.example", "Access-Control-Request-Method": "POST"}
    closed = create_app(
        Settings(environment="test", database_url=database.url, secret_key=TEST_SECRET_KEY), database, clock
    )
    with TestClient(closed) as client:
        response = client.options("/api/v1/games", headers=preflight)
        assert "access-control-allow-origin" not in response.headers
    opened = create_app(
        Settings(
            environment="test", database_url=database.url, secret_key=TEST_SECRET_KEY,
            cors_origins=["https://elsewhere.example"],
        ),
        database,
        clock,
    )  # fmt: skip
    with TestClient(opened) as client:
        response = client.options("/api/v1/games", headers=preflight)
        assert response.headers["access-control-allow-origin"] == "https://elsewhere.example"


def test_the_seed_of_a_ranked_game_in_play_never_leaves_the_server(
    client: TestClient, database: Database, caplog: pytest.LogCaptureFixture
) -> None:
    auth = new_player(client)
    texts = []
    with caplog.at_level(logging.DEBUG):
        started = client.post("/api/v1/games", json={"rules": "classic@1"}, headers=auth)
        game_id = started.json()["id"]
        texts.append(started.text)
        move = started.json()["legal_moves"][0]
        for request in (
            lambda: client.post(f"/api/v1/games/{game_id}/actions", json={"type": "move", **move}, headers=auth),
            lambda: client.post(f"/api/v1/games/{game_id}/actions", json={"type": "redeal"}, headers=auth),
            lambda: client.post(f"/api/v1/games/{game_id}/actions", json={"type": "undo"}, headers=auth),
            lambda: client.get(f"/api/v1/games/{game_id}", headers=auth),
            lambda: client.get("/api/v1/games", headers=auth),
            lambda: client.post(f"/api/v1/games/{game_id}/hint", headers=auth),
            lambda: client.get(f"/api/v1/games/{game_id}/replay", headers=auth),
            lambda: client.get(f"/api/v1/games/{game_id}/replay/steps", headers=auth),
            lambda: client.get("/metrics"),
        ):
            texts.append(request().text)
    with database.engine.connect() as connection:
        seed = connection.exec_driver_sql(f"SELECT seed FROM games WHERE id = '{game_id}'").scalar_one()
    assert len(seed) == 64
    assert not [text for text in texts if seed in text]
    assert seed not in caplog.text


def test_metrics_count_requests_actions_and_games(client: TestClient) -> None:
    auth = new_player(client)
    game = client.post("/api/v1/games", json={"rules": "relaxed@1"}, headers=auth).json()
    client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "redeal"}, headers=auth)
    client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=auth)
    text = client.get("/metrics").text
    assert 'montana_actions_total{type="redeal"} 1.0' in text
    assert 'montana_games_started_total{rules="relaxed@1"} 1.0' in text
    assert 'montana_games_finished_total{rules="relaxed@1",status="lost"} 1.0' in text
    assert 'route="/api/v1/games/{game_id}/actions",status="200"' in text


def test_logs_are_json_lines_with_the_request_id(
    database: Database, clock: FakeClock, capsys: pytest.CaptureFixture[str]
) -> None:
    app = create_app(default_settings(database), database, clock)  # its log handler writes to the captured stderr
    with TestClient(app) as client:
        client.get("/healthz", headers={"X-Request-ID": "log-me"})
    lines = [line for line in capsys.readouterr().err.splitlines() if '"log-me"' in line]
    assert lines, "a JSON line for the request"
    entry = json.loads(lines[-1])
    assert (entry["message"], entry["status"], entry["route"]) == ("request", 200, "/healthz")
    assert entry["request_id"] == "log-me"


def test_unlimited_test_settings_are_only_used_by_tests() -> None:
    assert Settings().rate_per_client < UNLIMITED["rate_per_client"]

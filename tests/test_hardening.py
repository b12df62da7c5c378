"""Abuse and bad input: limits keyed on what the server checked, bounded memory, headers, clean errors."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from app.config import Settings
from app.kit.db import Database
from app.main import create_app
from tests.conftest import UNLIMITED, FakeClock, logged, new_player, on_a_loop_of_its_own, settings_with

PROBLEM = "application/problem+json"


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


def test_headers_over_8_kb_are_431_and_leave_nothing_behind(app_with: Any) -> None:
    with app_with(rate_limit_session="5/minute") as client:
        for n in range(30):
            huge = {"Authorization": f"Bearer {n}{'x' * 9000}"}
            response = client.get("/api/v1/players/me", headers=huge)
            assert response.status_code == 431 and response.headers["content-type"] == PROBLEM
        storage = client.app.state.limits.memory  # type: ignore[attr-defined]
        assert not [key for key in storage.counted_keys() if "session" in key], "refused requests count nowhere"


def test_unknown_tokens_make_no_limiter_keys(app_with: Any) -> None:
    with app_with(rate_limit_session="5/minute") as client:
        for n in range(200):
            response = client.get("/api/v1/players/me", headers={"Authorization": f"Bearer forged-{n:040d}"})
            assert response.status_code == 401
        storage = client.app.state.limits.memory  # type: ignore[attr-defined]
        assert not [key for key in storage.counted_keys() if "session" in key]


def test_a_token_is_limited_however_its_scheme_is_spelled(app_with: Any) -> None:
    with app_with(rate_limit_session="8/minute") as client:
        token = client.post("/api/v1/players").json()["token"]
        statuses = [
            client.get("/api/v1/players/me", headers={"Authorization": f"{scheme} {token}"}).status_code
            for scheme in ["Bearer", "bearer", "BEARER", "bEaReR"] * 3
        ]
        assert statuses == [200] * 8 + [429] * 4
        refused = client.get("/api/v1/players/me", headers={"Authorization": f"Bearer {token}"})
        assert refused.headers["content-type"] == PROBLEM and 1 <= int(refused.headers["Retry-After"]) <= 60
        assert client.get("/healthz").status_code == 200, "health checks are never limited"


def test_answers_say_what_is_left_of_the_tightest_limit(app_with: Any) -> None:
    with app_with(rate_limit_session="10/minute", rate_limit_address="1000/minute") as client:
        auth = new_player(client)
        first = client.get("/api/v1/players/me", headers=auth)
        assert first.headers["RateLimit-Policy"] == '"session";q=10;w=60'
        remaining = first.headers["RateLimit"]
        assert remaining.startswith('"session";r=9;t=')
        anonymous = client.get("/api/v1/daily")
        assert anonymous.headers["RateLimit-Policy"] == '"address";q=1000;w=60'


def test_sign_ups_from_one_address_are_limited_with_retry_after(app_with: Any) -> None:
    with app_with(rate_limit_signup="10/minute") as client:
        statuses = [client.post("/api/v1/players").status_code for _ in range(12)]
        assert statuses == [201] * 10 + [429] * 2
        refused = client.post("/api/v1/players")
        assert refused.status_code == 429 and refused.json()["type"] == "/problems/too-many-requests"
        assert 1 <= int(refused.headers["Retry-After"]) <= 60


def test_hints_are_limited_per_player_and_per_address(app_with: Any) -> None:
    with app_with(rate_limit_hint="3/minute", rate_limit_hint_address="5/minute") as client:
        auth = new_player(client)
        game = client.post("/api/v1/games", json={"seed": "hints"}, headers=auth).json()
        statuses = [client.post(f"/api/v1/games/{game['id']}/hint", headers=auth).status_code for _ in range(4)]
        assert statuses == [200, 200, 200, 429]
        assert client.get(f"/api/v1/games/{game['id']}", headers=auth).status_code == 200, "other requests go on"
        fresh = []
        for _ in range(3):  # a new guest each time: the address still counts
            other = new_player(client)
            game = client.post("/api/v1/games", json={"seed": "hints"}, headers=other).json()
            fresh.append(client.post(f"/api/v1/games/{game['id']}/hint", headers=other).status_code)
        assert fresh == [200, 200, 429]
        unknown = client.post(f"/api/v1/games/{'0' * 32}/hint", headers=new_player(client))
        assert unknown.status_code == 429, "a spent address is refused before anything is read for it"


def test_hint_searches_beyond_the_pool_are_refused_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    from concurrent.futures import ThreadPoolExecutor

    from app.engine import Game
    from app.games import hints

    def slow(*search: Any) -> Any:
        time.sleep(0.3)
        return "a hint"

    monkeypatch.setattr(hints, "_search", slow)
    pool = hints.HintPool(processes=1, queued=1)
    pool._executor = ThreadPoolExecutor(1)  # type: ignore[assignment]
    outcomes: list[Any] = []

    def ask() -> None:
        try:
            outcomes.append(pool.search(Game("classic@1", "demo")))
        except hints.HintsBusy as busy:
            outcomes.append(f"busy, retry after {busy.headers['Retry-After']} s")

    threads = [threading.Thread(target=ask) for _ in range(5)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(outcomes) == ["a hint", "a hint"] + ["busy, retry after 1 s"] * 3
    pool.close()


def test_a_server_that_stops_leaves_another_one_s_hint_processes_working() -> None:
    from app.engine import Game
    from app.games import hints

    first, second = hints.HintPool(processes=1), hints.HintPool(processes=1)
    first.search(Game("classic@1", "demo"))
    second.search(Game("classic@1", "demo"))
    closing = threading.Thread(target=first.close, daemon=True)
    closing.start()
    closing.join(timeout=30)
    assert not closing.is_alive(), "closing one pool waited on the other's search processes"
    assert second.search(Game("classic@1", "demo")) is not None, "the other pool still answers"
    second.close()


def test_readyz_is_cheap_and_limited(app_with: Any) -> None:
    with app_with(rate_limit_readyz="3/minute") as client:
        assert [client.get("/readyz").status_code for _ in range(4)] == [200, 200, 200, 429]


def test_metrics_answer_only_the_monitoring_networks(database: Database, clock: FakeClock) -> None:
    app = create_app(settings_with(database), database, clock)
    with TestClient(app) as public:
        assert public.get("/metrics").status_code == 404
    with TestClient(app, client=("127.0.0.1", 50000)) as local:
        assert "montana_request_seconds" in local.get("/metrics").text


def test_forwarded_addresses_are_believed_from_trusted_proxies_only(database: Database, clock: FakeClock) -> None:
    settings = settings_with(database, rate_limit_signup="2/minute", trusted_proxies=["10.0.0.0/8"])
    app = create_app(settings, database, clock)

    def sign_ups(peer: str, forwarded: str) -> list[int]:
        with TestClient(app, client=(peer, 40000)) as client:
            return [
                client.post("/api/v1/players", headers={"X-Forwarded-For": forwarded}).status_code for _ in range(3)
            ]

    assert sign_ups("10.1.2.3", "203.0.113.7") == [201, 201, 429]
    assert sign_ups("10.1.2.3", "203.0.113.8") == [201, 201, 429], "another client behind the same proxy"
    assert sign_ups("198.51.100.1", "203.0.113.9") == [201, 201, 429]
    assert sign_ups("198.51.100.1", "203.0.113.10") == [429] * 3, "an untrusted peer's header is ignored"


def test_an_unexpected_error_is_a_500_problem_with_the_usual_headers(
    database: Database, clock: FakeClock, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from app.games.service import GameService

    def broken(*_: Any, **__: Any) -> Any:
        raise RuntimeError("a bug")

    monkeypatch.setattr(GameService, "page", broken)
    with TestClient(create_app(settings_with(database), database, clock)) as client:
        auth = new_player(client)
        response = client.get("/api/v1/games", headers={**auth, "X-Request-ID": "bug-report-1"})
    assert response.status_code == 500 and response.headers["content-type"] == PROBLEM
    assert response.headers["x-request-id"] == "bug-report-1"
    assert "frame-ancestors 'none'" in response.headers["content-security-policy"]
    assert "X-Request-ID" in response.json()["detail"]
    entries = [json.loads(line) for line in logged(capsys).splitlines() if "bug-report-1" in line]
    assert {entry["message"] for entry in entries} == {"unexpected error", "request"}
    assert all(entry["request_id"] == "bug-report-1" for entry in entries)


def test_405_names_every_method_of_the_path(client: TestClient) -> None:
    response = client.delete("/api/v1/players/me")
    assert response.status_code == 405 and response.headers["content-type"] == PROBLEM
    assert response.headers["allow"] == "GET, PATCH"
    assert client.put("/api/v1/games").headers["allow"] == "GET, POST"


@pytest.mark.parametrize(
    "path",
    [
        "/api/v1/players/ab%00cd",
        "/api/v1/games/ab%00cd",
        "/api/v1/games/ab%00cd/replay",
        "/api/v1/leaderboards/score?cursor=%00",
        "/api/v1/leaderboards/score?cursor=WzEsIDEwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwLCAwLCAiMjAyNi0xMS0yOSIsICJ4Il0=",
        "/api/v1/games?cursor=MjAyNi0xMS0yOVQxMjowMDowMHxhYmM=",
    ],
)
def test_nul_bytes_forged_cursors_and_odd_ids_are_422_never_500(client: TestClient, path: str) -> None:
    response = client.get(path, headers=new_player(client))
    assert response.status_code == 422, response.text
    assert response.headers["content-type"] == PROBLEM


def test_bodies_with_nul_bytes_or_loose_types_are_422(client: TestClient) -> None:
    auth = new_player(client)
    assert client.post("/api/v1/games", json={"seed": "a\x00b"}, headers=auth).status_code == 422
    game = client.post("/api/v1/games", json={"seed": "demo"}, headers=auth).json()
    for to in ([True, 0], [1.0, 4.0], ["1", "4"]):
        response = client.post(
            f"/api/v1/games/{game['id']}/actions", json={"type": "move", "card": "QD", "to": to}, headers=auth
        )
        assert response.status_code == 422, to
    odd_key = {**auth, "Idempotency-Key": "two words"}
    assert client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "undo"}, headers=odd_key).status_code == 422


@pytest.mark.parametrize("path", ["/", "/docs", "/api/v1/daily", "/api/v1/nothing"])
def test_every_response_carries_the_security_headers(client: TestClient, path: str) -> None:
    headers = client.get(path).headers
    policy = headers["content-security-policy"]
    assert "script-src 'self'" in policy and "unsafe-inline" not in policy and "frame-ancestors 'none'" in policy
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["x-frame-options"] == "DENY"
    assert len(headers["x-request-id"]) >= 16


def test_a_static_asset_carries_only_the_headers_an_asset_uses(client: TestClient) -> None:
    headers = client.get("/static/js/main.js", headers={"Accept-Encoding": "gzip"}).headers
    assert headers["x-content-type-options"] == "nosniff" and headers["referrer-policy"] == "no-referrer"
    assert not {"content-security-policy", "x-frame-options", "ratelimit"} & set(headers), "a document's headers"
    assert not {"x-request-id", "accept-ranges", "last-modified"} & set(headers), "nothing an asset's client reads"
    assert client.get("/static/js/main.js", headers={"If-None-Match": headers["etag"]}).status_code == 304
    assert "script-src 'self'" in client.get("/sw.js").headers["content-security-policy"], "a worker keeps its policy"
    missing = client.get("/static/js/nothing.js")
    assert missing.status_code == 404 and "content-security-policy" in missing.headers


def test_a_request_id_given_by_the_client_is_kept(client: TestClient) -> None:
    assert client.get("/healthz", headers={"X-Request-ID": "trace-42"}).headers["x-request-id"] == "trace-42"
    assert client.get("/healthz", headers={"X-Request-ID": "bad id!"}).headers["x-request-id"] != "bad id!"


def test_page_sizes_are_capped(client: TestClient) -> None:
    auth = new_player(client)
    assert client.get("/api/v1/games?limit=101", headers=auth).status_code == 422
    assert client.get("/api/v1/leaderboards/score?limit=1000").status_code == 422


def test_cors_is_closed_unless_configured(database: Database, clock: FakeClock) -> None:
    preflight = {"Origin": "https://elsewhere.example", "Access-Control-Request-Method": "POST"}
    with TestClient(create_app(settings_with(database), database, clock)) as client:
        response = client.options("/api/v1/games", headers=preflight)
        assert "access-control-allow-origin" not in response.headers
    opened = create_app(settings_with(database, cors_origins=["https://elsewhere.example"]), database, clock)
    with TestClient(opened) as client:
        response = client.options("/api/v1/games", headers=preflight)
        assert response.headers["access-control-allow-origin"] == "https://elsewhere.example"


def test_metrics_count_requests_actions_and_games(database: Database, clock: FakeClock) -> None:
    with TestClient(create_app(settings_with(database), database, clock), client=("127.0.0.1", 1)) as client:
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
    app = create_app(settings_with(database), database, clock)  # its log handler writes to the captured stderr
    with TestClient(app) as client:
        client.get("/healthz", headers={"X-Request-ID": "log-me"})
    lines = [line for line in logged(capsys).splitlines() if '"log-me"' in line]
    assert lines, "a JSON line for the request"
    entry = json.loads(lines[-1])
    assert (entry["message"], entry["status"], entry["route"]) == ("request", 200, "/healthz")
    assert entry["request_id"] == "log-me"


def test_the_default_limits_are_far_below_the_tests_ones() -> None:
    assert Settings().rate_limit_session != UNLIMITED["rate_limit_session"]


def test_invented_methods_and_long_addresses_make_no_new_metrics(database: Database, clock: FakeClock) -> None:
    with TestClient(create_app(settings_with(database), database, clock), client=("127.0.0.1", 1)) as client:
        for n in range(20):
            assert client.request(f"BREW{n}", "/api/v1/daily").status_code == 405
        too_long = client.get("/api/v1/daily?" + "x" * 9000)
        assert too_long.status_code == 414 and too_long.headers["content-type"] == PROBLEM
        text = client.get("/metrics").text
    assert "BREW" not in text and 'method="OTHER"' in text


def test_a_browser_elsewhere_may_patch_and_trace_when_cors_is_open(database: Database, clock: FakeClock) -> None:
    opened = create_app(settings_with(database, cors_origins=["https://elsewhere.example"]), database, clock)
    preflight = {
        "Origin": "https://elsewhere.example", "Access-Control-Request-Method": "PATCH",
        "Access-Control-Request-Headers": "authorization, content-type, x-request-id, if-none-match",
    }  # fmt: skip
    resuming = {**preflight, "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "last-event-id"}
    with TestClient(opened) as client:
        response = client.options("/api/v1/players/me", headers=preflight)
        assert response.status_code == 200 and "PATCH" in response.headers["access-control-allow-methods"]
        exposed = client.get("/api/v1/daily", headers={"Origin": "https://elsewhere.example"})
        assert {"X-Request-ID", "WWW-Authenticate"} <= set(exposed.headers["access-control-expose-headers"].split(", "))
        stream = client.options("/api/v1/players/me/events", headers=resuming)  # a stream resumed where it left off
        assert stream.status_code == 200 and "Last-Event-ID" in stream.headers["access-control-allow-headers"]


def test_the_worker_forgets_old_retry_answers_and_throttles(
    client: TestClient, database: Database, clock: FakeClock, app: Any
) -> None:
    from app.worker import Worker

    auth = new_player(client)
    client.post("/api/v1/games", json={"seed": "x"}, headers={**auth, "Idempotency-Key": "once"})
    client.post("/api/v1/sessions", json={"username": "nobody", "password": "not the password"})
    with database.engine.connect() as connection:
        counts = [connection.exec_driver_sql(f"SELECT count(*) FROM {t}").scalar_one() for t in
                  ("idempotency_records", "sign_in_throttles")]  # fmt: skip
    assert counts[0] == 1 and counts[1] >= 2
    clock.advance(days=2)
    on_a_loop_of_its_own(Worker(database, app.state.settings, pool_target=0, clock=clock).sweep())
    with database.engine.connect() as connection:
        for table in ("idempotency_records", "sign_in_throttles"):
            assert connection.exec_driver_sql(f"SELECT count(*) FROM {table}").scalar_one() == 0


@pytest.mark.parametrize("body", [b'{"rules": ', b"not json", b"\xff\xfe\x00"])
def test_a_body_that_is_not_json_is_400_unreadable_body(client: TestClient, body: bytes) -> None:
    auth = new_player(client)
    answer = client.post("/api/v1/games", content=body, headers={**auth, "Content-Type": "application/json"})
    assert answer.status_code == 400 and answer.headers["content-type"] == PROBLEM, answer.text
    problem = answer.json()
    assert problem["type"] == "/problems/unreadable-body"
    assert "not JSON" in problem["detail"] and "send JSON encoded as UTF-8" in problem["detail"]


def test_a_401_says_how_to_authenticate_and_whether_the_token_sent_was_the_trouble(client: TestClient) -> None:
    missing = client.get("/api/v1/players/me")
    assert missing.status_code == 401 and missing.headers["www-authenticate"] == "Bearer"
    forged = client.get("/api/v1/players/me", headers={"Authorization": "Bearer not-a-token"})
    assert forged.status_code == 401 and forged.headers["www-authenticate"] == 'Bearer error="invalid_token"'
    game = "0" * 32
    acted = client.post(f"/api/v1/games/{game}/actions", json={"type": "undo"}, headers={"Authorization": "Bearer x"})
    assert acted.status_code == 401 and acted.headers["www-authenticate"] == 'Bearer error="invalid_token"'
    wrong = client.post("/api/v1/sessions", json={"username": "nobody", "password": "not the password"})
    assert wrong.status_code == 401 and wrong.headers["www-authenticate"] == "Bearer"


@pytest.mark.parametrize("content_type", ["text/plain", None])
def test_json_sent_as_something_else_is_400_saying_which_content_type_to_send(
    client: TestClient, content_type: str | None
) -> None:
    auth = new_player(client)
    headers = {**auth, **({"Content-Type": content_type} if content_type else {})}
    answer = client.post("/api/v1/games", content=b'{"rules": "classic@1"}', headers=headers)
    assert answer.status_code == 400 and answer.json()["type"] == "/problems/unreadable-body", answer.text
    assert "Content-Type: application/json" in answer.json()["detail"]


def test_every_problem_type_names_a_page_that_says_what_it_means(client: TestClient) -> None:
    problem = client.get("/api/v1/players/me").json()
    page = client.get(problem["type"])
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert "Sign-in required" in page.text and "no token, or a token that is unknown" in page.text
    assert "<code>Retry-After</code>" in client.get("/problems/server-busy").text
    unknown = client.get("/problems/no-such-thing")
    assert unknown.status_code == 404 and "/docs lists them" in unknown.json()["detail"]

"""Invite codes: a key that names no race, well formed or not, is answered alike (404 unknown-race, the same words);
codes that name no race are counted per address and per player, and past the limit every lookup by code is refused,
found or not; no code reaches a log line."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from app.kit.db import Database
from app.main import create_app
from tests.conftest import FakeClock, logged, settings_with
from tests.races.helpers import Racer, racer, racers, room

NAMING_NOTHING = ["ZZZZZZ", "zzzzz2", "ZZZZZO", "Z1ZZZZ", "ABC", "0" * 32, "f" * 33, "K7PQ2M-", "K7PQ2M~"]
"""Well-formed codes and an id that name no race, and keys no race could have (letters left out of the code
alphabet, wrong lengths, punctuation)."""


def test_every_key_that_names_no_race_is_answered_alike_on_every_race_route(app: Any, clock: FakeClock) -> None:
    player = racers(app, 1)[0]
    answers = []
    for key in NAMING_NOTHING:
        for method, path in [
            ("GET", ""), ("POST", "/racers"), ("DELETE", "/racers/me"), ("POST", "/start"), ("GET", "/events"),
        ]:  # fmt: skip
            answer = player.client.request(method, f"/api/v1/races/{key}{path}", headers=player.auth)
            assert answer.status_code == 404, (key, path, answer.text)
            answers.append(answer.json())
    assert {answer["type"] for answer in answers} == {"/problems/unknown-race"}
    assert len({answer["detail"] for answer in answers}) == 1
    assert not any(key in answers[0]["detail"] for key in NAMING_NOTHING)


def test_codes_that_name_no_race_are_counted_per_address_and_per_player(database: Database, clock: FakeClock) -> None:
    app = create_app(settings_with(database, rate_limit_race_code="3/hour"), database, clock)
    host = racers(app, 1)[0]
    code, race_id = (made := room(host))["code"], made["id"]
    guesser = racer(app, "203.0.113.1")
    elsewhere = Racer(TestClient(app, client=("203.0.113.2", 50000)), guesser.auth, guesser.id)
    anonymous = TestClient(app, client=("203.0.113.1", 50001))
    assert [guesser.get(f"/races/{guess}").status_code for guess in ("ZZZZZZ", "ZZZZZY")] == [404, 404]
    assert elsewhere.get("/races/ZZZZZX").status_code == 404  # the player's third
    refused = elsewhere.get(f"/races/{code}")
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) > 0, "found or not: refused"
    assert elsewhere.post(f"/races/{code}/racers").status_code == 429
    assert anonymous.get(f"/api/v1/races/{code}").status_code == 200, "the address has missed twice only"
    assert anonymous.get("/api/v1/races/ZZZZZW").status_code == 404
    assert anonymous.get(f"/api/v1/races/{code}").status_code == 429, "the address has missed three times"
    assert anonymous.get(f"/api/v1/races/{race_id}").status_code == 200, "an id is no guess"
    assert racer(app, "203.0.113.3").get(f"/races/{code}").status_code == 200, "other players elsewhere go on"


def test_no_race_code_reaches_the_logs(
    database: Database, clock: FakeClock, capsys: pytest.CaptureFixture[str]
) -> None:
    app = create_app(settings_with(database), database, clock)  # its log handler writes to the captured stderr
    host, guest = racers(app, 2)
    code = room(host)["code"]
    assert guest.post(f"/races/{code.lower()}/racers").status_code == 201
    assert guest.get(f"/races/{code}").status_code == 200
    assert guest.get("/races/ZZZZZZ").status_code == 404
    assert guest.delete(f"/races/{code}/racers/me").status_code == 200
    written = logged(capsys)
    assert "/api/v1/races/{code}/racers" in written
    for secret in (code, code.lower(), "ZZZZZZ"):
        assert secret not in written

"""The daily record: streaks across UTC midnight, freezes, the month's calendar and medal, and past days' practice."""

from __future__ import annotations

import hashlib
from typing import Any

from fastapi.testclient import TestClient

from app.kit.db import Database
from tests.conftest import FakeClock, new_player, rig_one_move_from_a_win, win

STREAKS = "/api/v1/players/me/streaks"
CALENDAR = "/api/v1/daily/calendar"


def play_the_daily(client: TestClient, auth: dict[str, str], database: Database, *, won: bool) -> dict[str, Any]:
    game = client.post("/api/v1/daily/game", headers=auth).json()
    if won:
        rig_one_move_from_a_win(database, game["id"])
        return win(client, auth, game["id"])
    response = client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=auth)
    assert response.status_code == 200, response.text
    return dict(response.json())


def streaks(client: TestClient, auth: dict[str, str]) -> tuple[int, int, int, int]:
    figures = client.get(STREAKS, headers=auth).json()
    return figures["played"]["current"], figures["played"]["best"], figures["won"]["current"], figures["won"]["best"]


def test_a_streak_is_counted_in_utc_days_across_midnight(
    client: TestClient, clock: FakeClock, database: Database
) -> None:
    auth = new_player(client)
    assert streaks(client, auth) == (0, 0, 0, 0)
    clock.advance(hours=11, minutes=59)  # 23:59 UTC
    play_the_daily(client, auth, database, won=True)
    assert streaks(client, auth) == (1, 1, 1, 1)
    clock.advance(minutes=2)  # 00:01 the next day: today is not played yet, and that breaks nothing
    figures = client.get(STREAKS, headers=auth).json()
    assert (figures["played"]["current"], figures["played_today"]) == (1, False)
    play_the_daily(client, auth, database, won=False)
    assert streaks(client, auth) == (2, 2, 0, 1), "a loss ends the won streak, not the played one"
    clock.advance(days=2)  # a day missed, and no freeze held
    assert streaks(client, auth) == (0, 2, 0, 1)


def test_a_week_of_daily_deals_earns_a_freeze_that_covers_a_missed_day(
    client: TestClient, clock: FakeClock, database: Database
) -> None:
    auth = new_player(client)
    for day in range(7):
        play_the_daily(client, auth, database, won=True)
        assert client.get(STREAKS, headers=auth).json()["freezes"]["days_to_next"] == (7 - (day + 1) % 7)
        clock.advance(days=1)
    figures = client.get(STREAKS, headers=auth).json()
    assert figures["freezes"] == {"held": 1, "most": 2, "days_to_next": 7, "covered_days": []}
    clock.advance(days=1)  # 2026-12-06 missed
    play_the_daily(client, auth, database, won=True)
    figures = client.get(STREAKS, headers=auth).json()
    assert (figures["played"]["current"], figures["won"]["current"]) == (8, 8)
    assert figures["freezes"]["held"] == 0 and figures["freezes"]["covered_days"] == ["2026-12-06"]


def test_practice_counts_in_no_streak(client: TestClient, clock: FakeClock) -> None:
    auth = new_player(client)
    clock.advance(days=1)
    practice = client.post("/api/v1/daily/2026-11-29/practice", headers=auth)
    assert practice.status_code == 201, practice.text
    assert streaks(client, auth) == (0, 0, 0, 0)


def test_the_calendar_shows_each_day_of_the_month_beside_your_game(
    client: TestClient, clock: FakeClock, database: Database
) -> None:
    auth, other = new_player(client), new_player(client)
    daily = client.get("/api/v1/daily").json()
    mine = play_the_daily(client, auth, database, won=True)
    month = client.get(CALENDAR, headers=auth).json()
    assert (month["month"], month["rules"], len(month["days"])) == ("2026-11", "classic@1", 30)
    assert (month["previous_month"], month["next_month"]) == ("2026-10", None)
    today = month["days"][28]
    assert (today["date"], today["commitment"], today["seed"]) == ("2026-11-29", daily["today"]["commitment"], None)
    assert today["my_game"] == {
        "id": mine["id"], "status": "won", "badge": mine["badge"], "score": mine["score"],
        "elapsed_ms": mine["elapsed_ms"], "moves": mine["moves"], "redeals_used": mine["redeals_used"],
    }  # fmt: skip
    assert month["days"][29]["commitment"] == daily["tomorrow"]["commitment"] and month["days"][29]["seed"] is None
    yesterday = month["days"][27]
    assert hashlib.sha256(yesterday["seed"].encode()).hexdigest() == yesterday["commitment"]
    assert yesterday["my_game"] is None and yesterday["practice"] is None
    assert (month["played_days"], month["won_days"], month["medal"]) == (1, 1, None)
    assert month["next_medal"] == {"medal": "bronze", "days_won": 7}
    assert [medal["medal"] for medal in month["medals"]] == ["bronze", "silver", "gold"]
    assert client.get(CALENDAR, headers=other).json()["days"][28]["my_game"] is None, "each sees only their own"
    clock.advance(days=3)  # 2026-12-02: the days after tomorrow have no commitment yet
    december = client.get(CALENDAR, headers=auth).json()
    assert december["month"] == "2026-12" and december["days"][2]["commitment"] is not None
    assert december["days"][3]["commitment"] is None and december["played_days"] == 0
    assert client.get(CALENDAR, params={"month": "2026-11"}, headers=auth).json()["next_month"] == "2026-12"


def test_seven_days_won_in_a_month_earn_its_bronze(client: TestClient, clock: FakeClock, database: Database) -> None:
    auth = new_player(client)
    clock.advance(days=2)  # 2026-12-01
    for _ in range(7):
        play_the_daily(client, auth, database, won=True)
        clock.advance(days=1)
    play_the_daily(client, auth, database, won=False)
    month = client.get(CALENDAR, params={"month": "2026-12"}, headers=auth).json()
    assert (month["played_days"], month["won_days"], month["medal"]) == (8, 7, "bronze")
    assert month["next_medal"] == {"medal": "silver", "days_won": 15}


def test_a_month_that_has_not_begun_or_is_not_a_month_is_refused(client: TestClient) -> None:
    auth = new_player(client)
    ahead = client.get(CALENDAR, params={"month": "2026-12"}, headers=auth)
    assert ahead.status_code == 422 and ahead.headers["content-type"] == "application/problem+json"
    assert "have not begun" in ahead.json()["detail"] and "2026-11" in ahead.json()["detail"]
    for month in ("2026-13", "26-11", "2026-1", "november"):
        refused = client.get(CALENDAR, params={"month": month}, headers=auth)
        assert refused.status_code == 422 and refused.json()["type"] == "/problems/invalid-request", month
    for month in ("1999-12", "0000-01", "0001-01"):
        too_early = client.get(CALENDAR, params={"month": month}, headers=auth)
        assert too_early.status_code == 422 and "begins in 2000-01" in too_early.json()["detail"], month
    assert client.get(CALENDAR).status_code == 401


def test_a_past_days_deal_is_played_as_practice_beside_the_day(
    client: TestClient, clock: FakeClock, database: Database
) -> None:
    auth = new_player(client)
    ranked = client.post("/api/v1/daily/game", headers=auth).json()
    refused = client.post("/api/v1/daily/2026-11-29/practice", headers=auth)
    assert refused.status_code == 409 and refused.json()["type"] == "/problems/deal-not-public"
    assert "midnight UTC" in refused.json()["detail"]
    assert client.post("/api/v1/daily/2026-11-30/practice", headers=auth).status_code == 409
    client.post(f"/api/v1/games/{ranked['id']}/actions", json={"type": "resign"}, headers=auth)
    clock.advance(days=1)
    practice = client.post("/api/v1/daily/2026-11-29/practice", headers=auth)
    assert practice.status_code == 201, practice.text
    game = practice.json()
    assert (game["kind"], game["ranked"], game["board"]) == ("free", False, ranked["board"])
    assert hashlib.sha256(game["seed"].encode()).hexdigest() == ranked["seed_commitment"]
    again = client.post("/api/v1/daily/2026-11-29/practice", headers=auth).json()
    rig_one_move_from_a_win(database, again["id"])
    won = win(client, auth, again["id"])
    after = client.post("/api/v1/daily/2026-11-29/practice", headers=auth).json()
    client.post(f"/api/v1/games/{after['id']}/actions", json={"type": "resign"}, headers=auth)
    day = client.get(CALENDAR, headers=auth).json()["days"][28]
    assert day["practice"]["games"] == 3 and day["practice"]["best"]["id"] == again["id"], "the win is the best"
    assert day["practice"]["best"]["score"] == won["score"]
    assert day["my_game"]["id"] == ranked["id"], "the ranked attempt stays the day's own"
    stats = client.get("/api/v1/players/me/stats", headers=auth).json()
    assert (stats["classic@1"]["played"], stats["classic@1"]["won"]) == (1, 0), "practice counts in no statistics"
    assert client.post("/api/v1/daily/2026-02-30/practice", headers=auth).status_code == 422
    too_early = client.post("/api/v1/daily/1999-12-31/practice", headers=auth)
    assert too_early.status_code == 422 and "2000-01-01" in too_early.json()["detail"]
    assert client.post("/api/v1/daily/2026-11-28/practice").status_code == 401

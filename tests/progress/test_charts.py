"""The charts of a mode: a year by month and by day, and the distributions of the latest finished ranked games."""

from __future__ import annotations

import itertools
from datetime import date
from typing import Any

from fastapi.testclient import TestClient
from hypothesis import given
from hypothesis import strategies as st

from app.kit.db import Database
from app.progress.charts import (
    MOST_BINS,
    MOVE_WIDTHS,
    TIME_WIDTHS_MS,
    ChartedGame,
    Charts,
    PlayedDay,
    bins,
    last_months,
)
from tests.conftest import FakeClock, new_player, rig_one_move_from_a_win, win

CHARTS = "/api/v1/players/me/charts"


def resign(client: TestClient, auth: dict[str, str], rules: str = "classic@1") -> dict[str, Any]:
    game = client.post("/api/v1/games", json={"rules": rules}, headers=auth).json()
    response = client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=auth)
    assert response.status_code == 200, response.text
    return dict(response.json())


def test_a_new_player_sees_twelve_empty_months_and_no_distribution(client: TestClient) -> None:
    charts = client.get(CHARTS, headers=new_player(client)).json()
    assert charts["rules"] == "classic@1" and charts["since"] == "2025-11-30"
    assert [month["month"] for month in charts["months"]][::11] == ["2025-12", "2026-11"]
    assert all(month == {"month": month["month"], "played": 0, "won": 0} for month in charts["months"])
    assert (charts["days"], charts["games"], charts["wins"], charts["times"], charts["moves"], charts["redeals"]) == (
        [],
        0,
        0,
        [],
        [],
        [],
    )
    assert charts["best_time_ms"] is charts["median_time_ms"] is charts["median_moves"] is None


def test_ranked_games_are_charted_by_month_day_time_moves_and_redeals(
    client: TestClient, clock: FakeClock, database: Database
) -> None:
    auth = new_player(client)
    resign(client, auth)
    clock.advance(days=2)  # 2026-12-01: a new month
    game = client.post("/api/v1/games", json={"rules": "classic@1"}, headers=auth).json()
    rig_one_move_from_a_win(database, game["id"])
    clock.advance(seconds=95)
    won = win(client, auth, game["id"])
    resign(client, auth)
    client.post(
        "/api/v1/games", json={"rules": "classic@1", "seed": "practice"}, headers=auth
    )  # practice: never counted

    charts = client.get(CHARTS, headers=auth).json()
    assert charts["months"][-2:] == [
        {"month": "2026-11", "played": 1, "won": 0},
        {"month": "2026-12", "played": 2, "won": 1},
    ]
    assert charts["days"] == [
        {"date": "2026-11-29", "played": 1, "won": 0},
        {"date": "2026-12-01", "played": 2, "won": 1},
    ]
    assert (charts["games"], charts["wins"]) == (3, 1)
    assert charts["best_time_ms"] == charts["median_time_ms"] == won["elapsed_ms"] >= 95_000
    assert [bin_["games"] for bin_ in charts["times"]] == [1]
    assert charts["times"][0]["low"] <= won["elapsed_ms"] < charts["times"][0]["high"]
    assert sum(bin_["games"] for bin_ in charts["moves"]) == 3
    assert charts["redeals"] == [{"used": 0, "games": 3}, {"used": 1, "games": 0}, {"used": 2, "games": 0}]
    assert client.get(CHARTS, params={"rules": "express@1"}, headers=auth).json()["games"] == 0


def test_relaxed_counts_many_redeals_together_and_an_unknown_mode_is_refused(client: TestClient) -> None:
    auth = new_player(client)
    game = client.post("/api/v1/games", json={"rules": "relaxed@1"}, headers=auth).json()
    for _ in range(4):
        game = client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "redeal"}, headers=auth).json()
    client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=auth)
    charts = client.get(CHARTS, params={"rules": "relaxed@1"}, headers=auth).json()
    assert charts["redeals"][-1] == {"used": 3, "games": 1}, "three or more"
    refused = client.get(CHARTS, params={"rules": "poker@1"}, headers=auth)
    assert refused.status_code == 422
    assert refused.headers["content-type"].startswith("application/problem+json")
    assert client.get(CHARTS).status_code == 401


@given(st.lists(st.integers(min_value=0, max_value=10_000_000), min_size=1, max_size=200))
def test_every_time_falls_in_exactly_one_bin_of_one_round_width(values: list[int]) -> None:
    drawn = bins(values, TIME_WIDTHS_MS)
    widths = {bin_.high - bin_.low for bin_ in drawn}
    assert len(widths) == 1 and widths <= set(TIME_WIDTHS_MS)
    assert all(a.high == b.low for a, b in itertools.pairwise(drawn)), "contiguous"
    assert sum(bin_.games for bin_ in drawn) == len(values)
    for value in values:
        assert sum(bin_.low <= value < bin_.high for bin_ in drawn) == 1
    if drawn[0].high - drawn[0].low < TIME_WIDTHS_MS[-1]:
        assert len(drawn) <= MOST_BINS
    assert drawn[0].games and drawn[-1].games, "no empty bin at either end"


@given(st.lists(st.integers(min_value=0, max_value=1_500), min_size=1, max_size=100))
def test_moves_take_the_narrowest_width_that_fits_twelve_bins(values: list[int]) -> None:
    drawn = bins(values, MOVE_WIDTHS)
    width = drawn[0].high - drawn[0].low
    narrower = [w for w in MOVE_WIDTHS if w < width]
    assert len(drawn) <= MOST_BINS
    assert all(max(values) // w - min(values) // w + 1 > MOST_BINS for w in narrower)


def test_months_run_back_across_the_new_year() -> None:
    assert last_months(date(2026, 2, 10), 4) == ["2025-11", "2025-12", "2026-01", "2026-02"]
    charts = Charts.of(
        date(2026, 2, 10),
        [PlayedDay(date(2025, 2, 10), 5, 5), PlayedDay(date(2025, 12, 31), 2, 1), PlayedDay(date(2026, 2, 10), 1, 0)],
        [ChartedGame(True, 60_000, 80, 0), ChartedGame(True, 100_000, 90, 2), ChartedGame(False, 50_000, 70, 2)],
        redeal_limit=2,
    )
    assert [day.day for day in charts.days] == [date(2025, 12, 31), date(2026, 2, 10)], "a year back, no further"
    assert charts.months[-3:] == [("2025-12", 2, 1), ("2026-01", 0, 0), ("2026-02", 1, 0)]
    assert (charts.best_ms, charts.median_ms, charts.median_moves) == (60_000, 60_000, 80)
    assert charts.redeals == [(0, 1), (1, 0), (2, 2)]

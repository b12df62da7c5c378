"""Leaderboards: only refereed ranked games, one best entry per player, fair tie-breaks."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Any

from fastapi.testclient import TestClient

from app.kit.db import Database
from app.leaderboards.periods import periods_of
from app.leaderboards.repository import LeaderboardRepository, bucket_of
from app.leaderboards.service import LeaderboardService
from tests.conftest import FakeClock, new_player, rig_one_move_from_a_win, win


@dataclass
class Finished:
    id: str
    player_id: str
    rules: str = "classic@1"
    kind: str = "free"
    status: str = "won"
    score: int = 10_000
    moves: int = 120
    elapsed_ms: int = 300_000
    daily_date: date | None = None
    finished_at: datetime | None = datetime(2026, 11, 25, 12, 0, tzinfo=UTC)
    cause: str | None = None
    assisted: bool = False
    bot: bool = False


def assert_ranks_exact(repository: LeaderboardRepository) -> None:
    """Every board's bucket counts and every rank equal a full recount of its entries."""
    asked, expected = [], []
    for on in repository.boards():
        keys = repository.all_keys(on)
        assert repository.bucket_counts(on) == dict(Counter(bucket_of(on.board, key[0]) for key in keys)), on
        assert [repository.rank_of(on, key) for key in keys] == list(range(1, len(keys) + 1)), on
        asked += [(on, key) for key in keys]
        expected += range(1, len(keys) + 1)
    # Asked together, across boards, as a game's end asks them (a statement for up to 16 at a time).
    assert repository.ranks_of(asked) == expected


def record(database: Database, *games: Finished) -> list[Any]:
    with database.sessions() as session:
        service = LeaderboardService(LeaderboardRepository(session))
        improvements = [service.ranked(service.record(game)) for game in games]
        session.commit()
    return improvements


def players(client: TestClient, count: int) -> list[tuple[str, dict[str, str]]]:
    out = []
    for _ in range(count):
        response = client.post("/api/v1/players").json()
        out.append((response["player"]["id"], {"Authorization": f"Bearer {response['token']}"}))
    return out


def board(client: TestClient, name: str, **params: Any) -> dict[str, Any]:
    response = client.get(f"/api/v1/leaderboards/{name}", params={"period": "all", **params})
    assert response.status_code == 200, response.text
    return dict(response.json())


def test_a_ranked_game_enters_the_boards_and_its_final_response_says_so(client: TestClient) -> None:
    auth = new_player(client)
    game = client.post("/api/v1/games", json={"rules": "classic@1"}, headers=auth).json()
    over = client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=auth).json()
    improved = {(b["board"], b["period"].split(":")[0]): b for b in over["celebration"]["improved_boards"]}
    assert set(improved) == {("score", "all"), ("score", "week"), ("score", "day")}, "a loss is not on speed"
    assert all(b["rank"] == 1 and b["previous"] is None for b in improved.values())
    entries = board(client, "score")["items"]
    figure = {"score": over["score"], "elapsed_ms": over["elapsed_ms"], "moves": over["moves"]}
    assert [(e["game_id"], e["figure"]) for e in entries] == [(game["id"], figure)]
    player = entries[0]["player"]
    assert (player["name"], player["named"], player["bot"]) == (f"Player {player['id'][:6]}", False, False)
    assert client.get(f"/api/v1/players/{player['id']}").json()["named"] is False


def test_practice_games_never_appear(client: TestClient) -> None:
    auth = new_player(client)
    game = client.post("/api/v1/games", json={"seed": "demo"}, headers=auth).json()
    over = client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=auth).json()
    assert over["celebration"] is None
    assert board(client, "score")["items"] == []


def test_speed_ties_break_by_moves_then_earlier_finish(client: TestClient, database: Database) -> None:
    (a, _), (b, _), (c, _), (d, _) = players(client, 4)
    noon = datetime(2026, 11, 25, 12, 0, tzinfo=UTC)
    record(
        database,
        Finished("g-a", a, elapsed_ms=200_000, moves=130, finished_at=noon),
        Finished("g-b", b, elapsed_ms=200_000, moves=120, finished_at=noon + timedelta(minutes=5)),
        Finished("g-c", c, elapsed_ms=200_000, moves=120, finished_at=noon),
        Finished("g-d", d, elapsed_ms=150_000, moves=200, finished_at=noon + timedelta(hours=1)),
    )
    entries = board(client, "speed")["items"]
    assert [e["game_id"] for e in entries] == ["g-d", "g-c", "g-b", "g-a"]
    assert [e["rank"] for e in entries] == [1, 2, 3, 4]


def test_score_ties_break_by_earlier_finish_and_losses_count(client: TestClient, database: Database) -> None:
    (a, _), (b, _), (c, _) = players(client, 3)
    noon = datetime(2026, 11, 25, 12, 0, tzinfo=UTC)
    record(
        database,
        Finished("g-a", a, score=900, status="lost", finished_at=noon + timedelta(seconds=1)),
        Finished("g-b", b, score=900, status="lost", finished_at=noon),
        Finished("g-c", c, score=15_000, finished_at=noon + timedelta(days=1)),
    )
    assert [e["game_id"] for e in board(client, "score")["items"]] == ["g-c", "g-b", "g-a"]
    assert [e["game_id"] for e in board(client, "speed")["items"]] == ["g-c"], "speed is for wins only"


def test_one_entry_per_player_keeps_their_best(client: TestClient, database: Database) -> None:
    (a, _), (b, _) = players(client, 2)
    first, worse, better = (
        Finished("g-1", a, score=5000),
        Finished("g-2", a, score=4000),
        Finished("g-3", a, score=7000),
    )
    record(database, Finished("g-b", b, score=6000))
    assert [i.period for i in record(database, first)[0] if i.board == "score"] == [
        "all",
        "week:2026-W48",
        "day:2026-11-25",
    ]
    assert record(database, worse) == [[]]
    [improvements] = record(database, better)
    best_all = next(i for i in improvements if i.board == "score" and i.period == "all")
    assert (best_all.rank, best_all.previous["score"], best_all.figure["score"]) == (1, 5000, 7000)
    entries = board(client, "score")["items"]
    assert [(e["player"]["id"], e["game_id"]) for e in entries] == [(a, "g-3"), (b, "g-b")]


def test_periods_split_at_utc_midnight_and_at_the_iso_week(client: TestClient, database: Database) -> None:
    sunday_night = datetime(2026, 11, 29, 23, 59, 59, 999_000, tzinfo=UTC)
    monday = datetime(2026, 11, 30, 0, 0, tzinfo=UTC)
    assert periods_of(sunday_night, None) == ["all", "week:2026-W48", "day:2026-11-29"]
    assert periods_of(monday, None) == ["all", "week:2026-W49", "day:2026-11-30"]
    (a, _), (b, _) = players(client, 2)
    record(database, Finished("g-a", a, finished_at=sunday_night), Finished("g-b", b, finished_at=monday))
    assert [e["game_id"] for e in board(client, "score", period="day:2026-11-29")["items"]] == ["g-a"]
    assert [e["game_id"] for e in board(client, "score", period="week:2026-W49")["items"]] == ["g-b"]
    assert len(board(client, "score")["items"]) == 2


def test_week_and_day_mean_the_current_ones_by_the_servers_clock(
    client: TestClient, database: Database, clock: FakeClock
) -> None:
    (a, _), (b, _) = players(client, 2)
    record(
        database,
        Finished("today", a, finished_at=clock.now),
        Finished("last-week", b, finished_at=clock.now - timedelta(days=7)),
    )
    assert [e["game_id"] for e in board(client, "score", period="day")["items"]] == ["today"]
    assert [e["game_id"] for e in board(client, "score", period="week")["items"]] == ["today"]


def test_pages_follow_the_cursor_and_around_me_shows_neighbours(client: TestClient, database: Database) -> None:
    people = players(client, 7)
    record(database, *(Finished(f"g-{n}", pid, score=1000 * (10 - n)) for n, (pid, _) in enumerate(people)))
    first = board(client, "score", limit=3)
    second = board(client, "score", limit=3, cursor=first["next_cursor"])
    assert [e["rank"] for e in first["items"] + second["items"]] == [1, 2, 3, 4, 5, 6]
    assert [e["game_id"] for e in second["items"]] == ["g-3", "g-4", "g-5"]
    around = client.get("/api/v1/leaderboards/score/around/me?window=2", headers=people[4][1]).json()
    assert around["rank"] == 5
    assert [(e["rank"], e["game_id"]) for e in around["items"]] == [
        (3, "g-2"),
        (4, "g-3"),
        (5, "g-4"),
        (6, "g-5"),
        (7, "g-6"),
    ]
    assert client.get("/api/v1/leaderboards/score?limit=101").status_code == 422


def test_a_cursor_leads_on_only_along_the_board_that_gave_it(client: TestClient, database: Database) -> None:
    people = players(client, 4)
    record(database, *(Finished(f"g-{n}", pid, score=1000 * (10 - n)) for n, (pid, _) in enumerate(people)))
    cursor = board(client, "score", limit=2)["next_cursor"]
    for elsewhere, params in (("speed", {}), ("score", {"rules": "relaxed@1"}), ("score", {"period": "week"})):
        refused = client.get(f"/api/v1/leaderboards/{elsewhere}", params={"cursor": cursor, **params})
        assert refused.status_code == 422 and refused.json()["type"] == "/problems/invalid-cursor", params
        assert "this cursor is for the score board of classic@1" in refused.json()["detail"]


def test_around_me_gives_every_player_the_rank_the_board_shows_them(client: TestClient, database: Database) -> None:
    people = players(client, 24)
    rng = random.Random(4)
    # Scores and times across several rank buckets, with ties (broken by time, then by who finished first).
    record(database, *(
        Finished(f"g-{n}", pid, score=rng.choice([40, 95, 100, 101, 250, 2000, 2000, 9999]),
                 elapsed_ms=rng.choice([999, 1000, 1001, 61_000, 61_000]), moves=rng.choice([90, 91]),
                 finished_at=datetime(2026, 11, 25, 12, n % 3, tzinfo=UTC))
        for n, (pid, _) in enumerate(people)
    ))  # fmt: skip
    for name in ("score", "speed"):
        shown = {entry["player"]["id"]: entry["rank"] for entry in board(client, name, limit=100)["items"]}
        assert sorted(shown.values()) == list(range(1, 25))
        for pid, auth in people:
            around = client.get(f"/api/v1/leaderboards/{name}/around/me?window=3", headers=auth).json()
            assert around["rank"] == shown[pid], (name, pid)
            assert [entry["rank"] for entry in around["items"]] == list(
                range(max(1, shown[pid] - 3), min(24, shown[pid] + 3) + 1)
            )
            assert all(shown[entry["player"]["id"]] == entry["rank"] for entry in around["items"])
            alone = client.get(f"/api/v1/leaderboards/{name}/around/me?window=0", headers=auth).json()
            assert alone["rank"] == shown[pid] and [entry["rank"] for entry in alone["items"]] == [shown[pid]]


def test_a_well_formed_date_that_does_not_exist_is_404(client: TestClient) -> None:
    response = client.get("/api/v1/leaderboards/score", params={"period": "day:2026-02-30"})
    assert response.status_code == 404 and "no day 2026-02-30" in response.json()["detail"]


def test_around_a_player_without_an_entry_says_so_and_an_unknown_id_is_a_clear_404(client: TestClient) -> None:
    auth = new_player(client)
    response = client.get("/api/v1/leaderboards/speed/around/me", headers=auth)
    assert response.status_code == 200
    assert (response.json()["rank"], response.json()["items"], response.json()["board"]) == (None, [], "speed")
    me = client.get("/api/v1/players/me", headers=auth).json()["id"]
    assert client.get(f"/api/v1/leaderboards/speed/around/{me}").json()["rank"] is None
    unknown = client.get(f"/api/v1/leaderboards/speed/around/{'0' * 32}")
    assert unknown.status_code == 404 and "no player has the id" in unknown.json()["detail"]


def test_bad_periods_and_cursors_are_problems(client: TestClient) -> None:
    for params in ({"period": "month"}, {"period": "day:2026-13-40"}, {"period": "week:2026-48"}, {"cursor": "x"}):
        response = client.get("/api/v1/leaderboards/score", params=params)
        assert response.status_code == 422, params
        assert response.headers["content-type"] == "application/problem+json"


def test_a_won_game_goes_on_the_speed_board_with_its_time(
    client: TestClient, database: Database, clock: FakeClock
) -> None:
    auth = new_player(client)
    game = client.post("/api/v1/games", json={"rules": "classic@1"}, headers=auth).json()
    rig_one_move_from_a_win(database, game["id"])
    clock.advance(seconds=95)
    won = win(client, auth, game["id"])
    speed = [b for b in won["celebration"]["improved_boards"] if b["board"] == "speed"]
    assert {b["figure"]["elapsed_ms"] for b in speed} == {95_000}
    assert board(client, "speed")["items"][0]["figure"] == {"score": won["score"], "elapsed_ms": 95_000, "moves": 1}


def test_ranks_from_buckets_equal_a_full_recount(client: TestClient, database: Database) -> None:
    rng = random.Random(12)
    people = [pid for pid, _ in players(client, 12)]
    noon = datetime(2026, 11, 25, 12, 0, tzinfo=UTC)
    games = [
        Finished(
            f"g-{n}",
            rng.choice(people),
            status=rng.choice(["won", "lost"]),
            score=rng.choice([0, 99, 100, 5050, 5099]),
            moves=rng.randrange(90, 95),
            elapsed_ms=rng.choice([999, 1000, 60_500, 61_000]),
            finished_at=noon + timedelta(hours=rng.randrange(0, 200)),
        )
        for n in range(80)
    ]
    record(database, *games)
    with database.sessions() as session:
        repository = LeaderboardRepository(session)
        boards = repository.boards()
        assert len(boards) > 10
        assert_ranks_exact(repository)
        before = {on: repository.bucket_counts(on) for on in boards}
        repository.rebuild_buckets()
        assert {on: repository.bucket_counts(on) for on in boards} == before


def test_a_page_still_answers_its_entries_under_their_old_name_and_says_it_will_go(
    client: TestClient, database: Database
) -> None:
    people = players(client, 2)
    record(database, *(Finished(f"g-{n}", pid, score=1000 * (10 - n)) for n, (pid, _) in enumerate(people)))
    answer = client.get("/api/v1/leaderboards/score")
    page = answer.json()
    assert len(page["items"]) == 2 and page["entries"] == page["items"]
    assert answer.headers["deprecation"].startswith("@") and answer.headers["sunset"].endswith("GMT")
    around = client.get(f"/api/v1/leaderboards/score/around/{people[0][0]}").json()
    assert around["entries"] == around["items"] and len(around["items"]) == 2

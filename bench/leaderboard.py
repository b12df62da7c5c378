"""Leaderboards at scale on PostgreSQL: 100,000, 1,000,000 and 3,000,000 finished games (ten per player).

Run: ``make bench-leaderboard`` (or ``python -m bench.leaderboard``). For each size it fills a scratch
database (once; ``--rebuild`` starts again), then prints p50/p95 of a top-100 page, of around-me, and of
recording a finished game on all its boards, and of a board and around-me among 1,000 friends, with the query plans
(``--plans``) of the largest.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Any

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ProgrammingError

from app.kit.db import Database
from app.leaderboards.periods import week_key
from app.leaderboards.repository import REBUILD_BUCKETS_SQL, BoardId, LeaderboardRepository
from app.leaderboards.service import LeaderboardService
from app.main import settle_the_garbage_collector
from app.migrate import upgrade_to_head
from bench.api import ADMIN_URL, scratch_database

SIZES = (100_000, 1_000_000, 3_000_000)
NOW = datetime(2026, 11, 29, 18, 0, tzinfo=UTC)
TARGET_READ_MS = 10.0
TARGET_AROUND_MS = 5.0
TARGET_RECORD_MS = 5.0
TARGET_FRIENDS_MS = 10.0
FRIENDS = 1000


def fill_statements(players: int, games: int) -> list[str]:
    return [
        "SELECT setseed(0.42)",
        f"""INSERT INTO players (id, created_at, settings, settings_version, display_name, display_name_key)
            SELECT md5('p' || i), '{NOW.isoformat()}', '{{}}', 1, 'Player ' || i, 'player ' || i
            FROM generate_series(1, {players}) AS i""",
        f"""INSERT INTO games (id, player_id, rules, ranked, kind, seed, seed_commitment, status, reason, version,
                              action_count, moves, undos, redeals_used, cards_in_sequence, complete_rows, score, badge,
                              elapsed_ms, position, created_at, updated_at, finished_at)
            SELECT md5('g' || i), md5('p' || (1 + i % {players})), 'classic@1', true, 'free', md5('s' || i),
                   md5('c' || i), CASE WHEN won THEN 'won' ELSE 'lost' END, CASE WHEN won THEN NULL ELSE 'blocked' END,
                   120, 120, moves, 0, 2, CASE WHEN won THEN 48 ELSE cards END, CASE WHEN won THEN 4 ELSE 0 END,
                   CASE WHEN won THEN 9000 + (random() * 7000)::int ELSE (random() * 6000)::int END,
                   CASE WHEN won THEN 'silver' ELSE NULL END, elapsed, '{{}}',
                   finished - make_interval(secs => elapsed / 1000), finished, finished
            FROM (SELECT i, random() < 0.3 AS won, 90 + (random() * 160)::int AS moves, (random() * 47)::int AS cards,
                         60000 + (random() * 840000)::int AS elapsed,
                         timestamptz '{NOW.isoformat()}' - make_interval(secs => random() * 56 * 86400) AS finished
                  FROM generate_series(1, {games}) AS i) AS g""",
        """INSERT INTO leaderboard_entries (board, rules, league, period, player_id, sort_primary, sort_secondary,
                                           finished_at, game_id, score, elapsed_ms, moves)
            SELECT DISTINCT ON (board, rules, period, player_id)
                   board, rules, 'people', period, player_id, k1, k2, finished_at, id, score, elapsed_ms, moves
            FROM (SELECT b.board, g.rules, p.period, g.player_id,
                         CASE WHEN b.board = 'score' THEN -g.score ELSE g.elapsed_ms END AS k1,
                         CASE WHEN b.board = 'score' THEN 0 ELSE g.moves END AS k2,
                         g.finished_at, g.id, g.score, g.elapsed_ms, g.moves
                  FROM games AS g
                  CROSS JOIN (VALUES ('score'), ('speed')) AS b(board)
                  CROSS JOIN LATERAL (
                      VALUES ('all'),
                             ('week:' || to_char(g.finished_at AT TIME ZONE 'UTC', 'IYYY-"W"IW')),
                             ('day:' || to_char(g.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'))
                  ) AS p(period)
                  WHERE b.board = 'score' OR g.status = 'won') AS e
            ORDER BY board, rules, period, player_id, k1, k2, finished_at""",
    ]


@dataclass
class NewGame:
    id: str
    player_id: str
    rules: str
    kind: str
    status: str
    score: int
    moves: int
    elapsed_ms: int
    daily_date: date | None
    finished_at: datetime | None
    badge: str | None = None
    cards_in_sequence: int = 0
    campaign_level: int | None = None
    cause: str | None = None
    assisted: bool = False
    bot: bool = False
    redeals_used: int = 0
    par_moves: int | None = None


def prepare(games: int, rebuild: bool) -> str:
    name, players = f"montana_bench_leaderboard_{games}", games // 10
    admin = create_engine(ADMIN_URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        exists = connection.execute(text("SELECT 1 FROM pg_database WHERE datname = :n"), {"n": name}).first()
    admin.dispose()
    url = make_url(ADMIN_URL).set(database=name).render_as_string(hide_password=False)
    if exists and not rebuild:
        filled = create_engine(url)
        try:
            with filled.connect() as connection:
                count = connection.execute(text("SELECT count(*) FROM games")).scalar_one()
        except ProgrammingError:  # a fill that was interrupted: start again
            count = 0
        filled.dispose()
        if count >= games:
            upgrade_to_head(url)  # a filled database made by an older schema: its migrations bring it up to date
            return url
    url = scratch_database(name)
    engine = create_engine(url)
    started = time.perf_counter()
    with engine.begin() as connection:
        connection.execute(text("SET LOCAL work_mem = '256MB'"))
        for statement in fill_statements(players, games):
            connection.execute(text(statement))
        connection.execute(text(REBUILD_BUCKETS_SQL))
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
        connection.execute(text("VACUUM ANALYZE"))
        entries = connection.execute(text("SELECT count(*) FROM leaderboard_entries")).scalar_one()
    engine.dispose()
    seconds = time.perf_counter() - started
    print(f"filled {games:,} games of {players:,} players, {entries:,} board entries in {seconds:.0f} s")
    return url


def timed(
    database: Database, runs: int, work: Callable[[LeaderboardService, int], object], commit: bool
) -> list[float]:
    times = []
    for run in range(runs):
        with database.sessions() as session:
            service = LeaderboardService(LeaderboardRepository(session))
            start = time.perf_counter()
            work(service, run)
            if commit:
                session.commit()
            times.append((time.perf_counter() - start) * 1000)
    return times


def report(name: str, times: list[float], target: float | None) -> None:
    ordered = sorted(times)
    p95 = ordered[int(0.95 * len(ordered)) - 1]
    if target is None:
        median = statistics.median(times)
        print(f"{name:<46} p50 {median:6.2f} ms  p95 {p95:6.2f} ms   (no target: for information)")
        return
    verdict = "ok" if p95 <= target else "MISSED"
    median = statistics.median(times)
    print(f"{name:<46} p50 {median:6.2f} ms  p95 {p95:6.2f} ms   target p95 <= {target:.0f} ms  {verdict}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rebuild", action="store_true", help="fill the scratch databases again")
    parser.add_argument("--runs", type=int, default=300)
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES), help="games in each board")
    parser.add_argument("--plans", action="store_true", help="print EXPLAIN ANALYZE of the queries (largest size)")
    args = parser.parse_args()
    settle_the_garbage_collector()  # as a server process runs: its collector's full passes would pause the timings
    for games in args.sizes:
        print(f"\n-- {games:,} finished games of {games // 10:,} players --")
        run(prepare(games, args.rebuild), args.runs, args.plans and games == max(args.sizes))


def run(url: str, runs: int, plans: bool) -> None:
    database = Database(url, timeout=60)
    rng = random.Random(9)
    with database.engine.connect() as connection:
        # Players with a win: they are on both all-time boards.
        on_speed = "SELECT player_id FROM leaderboard_entries WHERE board = 'speed' AND period = 'all'"
        players = [row[0] for row in connection.execute(text(f"{on_speed} ORDER BY random() LIMIT 2000"))]
    boards = [("score", "all"), ("speed", "all"), ("score", week_key(NOW)), ("speed", f"day:{NOW.date().isoformat()}")]

    timed(database, 20, lambda s, n: s.top(_board(boards, n), None, 100), commit=False)  # warm the cache
    report(
        "top 100 (score/speed; all, this week, today)",
        timed(database, runs, lambda s, n: s.top(_board(boards, n), None, 100), commit=False),
        TARGET_READ_MS,
    )

    def around(service: LeaderboardService, n: int) -> object:
        board, period = boards[n % 2]  # the all-time boards are the largest
        return service.around(BoardId(board, "classic@1", "people", period), players[n % len(players)], 5)

    report("around me, window 5 (all-time boards)", timed(database, runs, around, commit=False), TARGET_AROUND_MS)

    def new_game(n: int) -> NewGame:
        won = n % 2 == 0
        finished = NOW + timedelta(seconds=n)
        return NewGame(
            id=uuid.uuid4().hex, player_id=players[rng.randrange(len(players))], rules="classic@1", kind="free",
            status="won" if won else "lost", score=rng.randrange(0, 17000), moves=rng.randrange(90, 250),
            elapsed_ms=rng.randrange(60_000, 900_000), daily_date=None, finished_at=finished,
        )  # fmt: skip

    def record(service: LeaderboardService, n: int) -> object:
        return service.record(new_game(n))

    def record_and_rank(service: LeaderboardService, n: int) -> object:
        return service.ranked(service.record(new_game(runs + n)))

    readers = befriend(database, players[:20], rng)

    def friends_top(service: LeaderboardService, n: int) -> object:
        return service.friends_top(_board(boards, n), readers[n % len(readers)], None, 100)

    def friends_around(service: LeaderboardService, n: int) -> object:
        board, period = boards[n % 2]
        return service.friends_around(BoardId(board, "classic@1", "people", period), readers[n % len(readers)],
                                      readers[n % len(readers)], 5)  # fmt: skip

    report(f"top 100 among {FRIENDS:,} friends", timed(database, runs, friends_top, commit=False), TARGET_FRIENDS_MS)
    report(f"around me among {FRIENDS:,} friends, window 5", timed(database, runs, friends_around, commit=False),
           TARGET_FRIENDS_MS)  # fmt: skip
    report("record a finished game on all its boards", timed(database, runs, record, True), TARGET_RECORD_MS)
    report("  the same, its statements only (no commit)", timed(database, runs, record, False), TARGET_RECORD_MS)
    report("... and rank it on each (the final response)", timed(database, runs, record_and_rank, True), None)
    if plans:
        print_plans(database, players[0])
    database.engine.dispose()


def befriend(database: Database, readers: list[str], rng: random.Random) -> list[str]:
    """Give each reader FRIENDS friends who accepted them (once: a filled database keeps them), drawn from every
    player, so most of them are on every board."""
    with database.engine.begin() as connection:
        population = connection.execute(text("SELECT count(*) FROM players")).scalar_one()
        for reader in readers:
            chosen = rng.sample(range(1, population + 1), FRIENDS)
            connection.execute(
                text(
                    """INSERT INTO follows (follower_id, followed_id, status, created_at, answered_at)
                       SELECT CAST(:reader AS text), md5('p' || i), 'accepted', now(), now()
                       FROM unnest(CAST(:chosen AS int[])) AS i WHERE md5('p' || i) <> CAST(:reader AS text)
                       ON CONFLICT DO NOTHING"""
                ),
                {"reader": reader, "chosen": chosen},
            )
    with database.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
        connection.execute(text("ANALYZE follows"))
    return readers


def _board(boards: list[tuple[str, str]], n: int) -> BoardId:
    board, period = boards[n % len(boards)]
    return BoardId(board, "classic@1", "people", period)


def print_plans(database: Database, player_id: str) -> None:
    """EXPLAIN ANALYZE of each statement a page, a rank and around-me execute, with the parameters they ran with
    (the statements are built once with bind parameters, so the plans are those of the real calls)."""
    with database.sessions() as session:
        repository = LeaderboardRepository(session)
        captured: list[tuple[Any, Any]] = []
        connection = session.connection()
        original = connection.execute

        def capture(statement: Any, parameters: Any = None, **kwargs: Any) -> Any:
            captured.append((statement, parameters))
            return original(statement, parameters, **kwargs)

        connection.execute = capture  # type: ignore[method-assign]
        score, speed = (BoardId(board, "classic@1", "people", "all") for board in ("score", "speed"))
        mine = repository.entry(score, player_id)
        assert mine is not None
        key = (mine.sort_primary, mine.sort_secondary, mine.finished_at, mine.player_id)
        repository.top(score, None, 100)
        repository.rank_of(score, key)
        repository.top(speed, key, 5)
        repository.rank_and_neighbours(score, key, 5)
        repository.friends_top(score, player_id, None, 100)
        repository.friends_around(score, player_id, player_id, 5)
        connection.execute = original  # type: ignore[method-assign]
        for statement, parameters in captured[1:]:
            compiled = statement.compile(dialect=connection.dialect)
            sql, values = str(compiled), compiled.construct_params(parameters)
            print(f"\n{sql}\n  with {values}")
            for (line,) in connection.exec_driver_sql("EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) " + sql, values):
                print("   ", line)


if __name__ == "__main__":
    main()

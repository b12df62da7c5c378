"""All SQL about leaderboard entries. Every board ranks by one ascending key (see the model)."""

from __future__ import annotations

from datetime import datetime
from functools import cache
from typing import Any, cast

from sqlalchemy import Table, and_, func, select, text, tuple_
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Row
from sqlalchemy.orm import Session

from app.leaderboards.models import LeaderboardBucket, LeaderboardEntry
from app.players.models import Player

ENTRIES = cast(Table, LeaderboardEntry.__table__)
BUCKETS = cast(Table, LeaderboardBucket.__table__)
PLAYERS = cast(Table, Player.__table__)
SortKey = tuple[int, int, datetime, str]

_ORDER = (ENTRIES.c.sort_primary, ENTRIES.c.sort_secondary, ENTRIES.c.finished_at, ENTRIES.c.player_id)
_KEY = tuple_(*_ORDER)
_SHOWN = (*ENTRIES.c, PLAYERS.c.display_name)


BUCKET_WIDTH = {"score": 100, "speed": 1000}
"""Score in slices of 100 points, time in slices of one second."""


# Floor division written with integer division, so that it means the same on every backend.
REBUILD_BUCKETS_SQL = """
    INSERT INTO leaderboard_buckets (board, rules, period, bucket, entries)
    SELECT board, rules, period, bucket, count(*)
    FROM (SELECT board, rules, period,
                 CASE WHEN sort_primary >= 0 THEN sort_primary / width
                      ELSE -((width - 1 - sort_primary) / width) END AS bucket
          FROM (SELECT *, CASE WHEN board = 'score' THEN 100 ELSE 1000 END AS width
                FROM leaderboard_entries) AS sized) AS bucketed
    GROUP BY board, rules, period, bucket
"""


def sort_key(row: Any) -> SortKey:
    return (row.sort_primary, row.sort_secondary, row.finished_at, row.player_id)


def bucket_of(board: str, sort_primary: int) -> int:
    return sort_primary // BUCKET_WIDTH[board]


@cache
def _upserts(dialect: str) -> tuple[Any, Any]:
    """The two upserts of recording, built once per backend and run with parameter lists."""
    insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
    entry = insert(ENTRIES)
    put_entry = entry.on_conflict_do_update(
        index_elements=["board", "rules", "period", "player_id"],
        set_={
            name: entry.excluded[name]
            for name in ("sort_primary", "sort_secondary", "finished_at", "game_id", "score", "elapsed_ms", "moves")
        },
    )
    bucket = insert(BUCKETS)
    add_to_bucket = bucket.on_conflict_do_update(
        index_elements=["board", "rules", "period", "bucket"],
        set_={"entries": BUCKETS.c.entries + bucket.excluded.entries},
    )
    return put_entry, add_to_bucket


class LeaderboardRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def _on(self, board: str, rules: str, period: str) -> Any:
        return and_(ENTRIES.c.board == board, ENTRIES.c.rules == rules, ENTRIES.c.period == period)

    def lock_player(self, player_id: str) -> None:
        """Serialize the recordings of one player, so the entries read before writing stay true."""
        self.session.connection().execute(select(PLAYERS.c.id).where(PLAYERS.c.id == player_id).with_for_update())

    def entries_of(
        self, player_id: str, rules: str, boards: list[str], periods: list[str]
    ) -> dict[tuple[str, str], Row[Any]]:
        query = select(ENTRIES).where(
            ENTRIES.c.board.in_(boards),
            ENTRIES.c.rules == rules,
            ENTRIES.c.period.in_(periods),
            ENTRIES.c.player_id == player_id,
        )
        return {(row.board, row.period): row for row in self.session.connection().execute(query)}

    def put(self, entries: list[dict[str, Any]], bucket_changes: dict[tuple[str, str, str, int], int]) -> None:
        """Write the player's new best entries (each replaces theirs on its board) and move the bucket counts."""
        if not entries:
            return
        put_entry, add_to_bucket = _upserts(self.session.get_bind().dialect.name)
        connection = self.session.connection()
        connection.execute(put_entry, entries)
        changes = [
            {"board": board, "rules": rules, "period": period, "bucket": bucket, "entries": delta}
            for (board, rules, period, bucket), delta in bucket_changes.items()
            if delta
        ]
        if changes:
            connection.execute(add_to_bucket, changes)

    def top(self, board: str, rules: str, period: str, after: SortKey | None, limit: int) -> list[Row[Any]]:
        query = select(*_SHOWN).join_from(ENTRIES, PLAYERS, PLAYERS.c.id == ENTRIES.c.player_id)
        query = query.where(self._on(board, rules, period))
        if after is not None:
            query = query.where(tuple_(*after) < _KEY)
        return list(self.session.connection().execute(query.order_by(*_ORDER).limit(limit)))

    def entry(self, board: str, rules: str, period: str, player_id: str) -> Row[Any] | None:
        query = select(*_SHOWN).join_from(ENTRIES, PLAYERS, PLAYERS.c.id == ENTRIES.c.player_id)
        query = query.where(self._on(board, rules, period), ENTRIES.c.player_id == player_id)
        return self.session.connection().execute(query).first()

    def rank_of(self, board: str, rules: str, period: str, key: SortKey) -> int:
        """1 + the entries that rank higher: whole buckets before the key's, then a count inside it."""
        bucket = bucket_of(board, key[0])
        before = select(func.coalesce(func.sum(BUCKETS.c.entries), 0)).where(
            BUCKETS.c.board == board, BUCKETS.c.rules == rules, BUCKETS.c.period == period, BUCKETS.c.bucket < bucket
        )
        inside = (
            select(func.count())
            .select_from(ENTRIES)
            .where(
                self._on(board, rules, period),
                ENTRIES.c.sort_primary >= bucket * BUCKET_WIDTH[board],
                tuple_(*key) > _KEY,
            )
        )
        connection = self.session.connection()
        return int(connection.execute(before).scalar_one()) + int(connection.execute(inside).scalar_one()) + 1

    def bucket_counts(self, board: str, rules: str, period: str) -> dict[int, int]:
        query = select(BUCKETS.c.bucket, BUCKETS.c.entries).where(
            BUCKETS.c.board == board, BUCKETS.c.rules == rules, BUCKETS.c.period == period, BUCKETS.c.entries != 0
        )
        return {row.bucket: row.entries for row in self.session.connection().execute(query)}

    def rebuild_buckets(self) -> None:
        """Recount every bucket from the entries (a repair, and how bulk loads set them)."""
        connection = self.session.connection()
        connection.execute(BUCKETS.delete())
        connection.execute(text(REBUILD_BUCKETS_SQL))

    def all_keys(self, board: str, rules: str, period: str) -> list[SortKey]:
        query = select(*_ORDER).where(self._on(board, rules, period)).order_by(*_ORDER)
        return [(row[0], row[1], row[2], row[3]) for row in self.session.connection().execute(query)]

    def above(self, board: str, rules: str, period: str, key: SortKey, limit: int) -> list[Row[Any]]:
        query = select(*_SHOWN).join_from(ENTRIES, PLAYERS, PLAYERS.c.id == ENTRIES.c.player_id)
        query = query.where(self._on(board, rules, period), tuple_(*key) > _KEY)
        order = [column.desc() for column in _ORDER]
        return list(reversed(list(self.session.connection().execute(query.order_by(*order).limit(limit)))))

    def below(self, board: str, rules: str, period: str, key: SortKey, limit: int) -> list[Row[Any]]:
        return self.top(board, rules, period, key, limit)

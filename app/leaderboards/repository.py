"""All SQL about leaderboard entries. Every board ranks by one ascending key (see the model)."""

from __future__ import annotations

from datetime import datetime
from typing import Any, cast

from sqlalchemy import Table, and_, func, select, tuple_
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Row
from sqlalchemy.orm import Session

from app.leaderboards.models import LeaderboardEntry
from app.players.models import Player

ENTRIES = cast(Table, LeaderboardEntry.__table__)
PLAYERS = cast(Table, Player.__table__)
SortKey = tuple[int, int, datetime, str]

_ORDER = (ENTRIES.c.sort_primary, ENTRIES.c.sort_secondary, ENTRIES.c.finished_at, ENTRIES.c.player_id)
_KEY = tuple_(*_ORDER)
_SHOWN = (*ENTRIES.c, PLAYERS.c.display_name)


def sort_key(row: Any) -> SortKey:
    return (row.sort_primary, row.sort_secondary, row.finished_at, row.player_id)


class LeaderboardRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def _on(self, board: str, rules: str, period: str) -> Any:
        return and_(ENTRIES.c.board == board, ENTRIES.c.rules == rules, ENTRIES.c.period == period)

    def entries_of(self, player_id: str, rules: str, periods: list[str]) -> dict[tuple[str, str], Row[Any]]:
        query = select(ENTRIES).where(
            ENTRIES.c.player_id == player_id, ENTRIES.c.rules == rules, ENTRIES.c.period.in_(periods)
        )
        return {(row.board, row.period): row for row in self.session.connection().execute(query)}

    def put(self, entry: dict[str, Any]) -> None:
        """Insert the entry, or replace the player's entry on that board if this one ranks higher."""
        dialect = self.session.get_bind().dialect.name
        insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
        statement = insert(ENTRIES).values(entry)
        new_key = tuple_(
            statement.excluded.sort_primary,
            statement.excluded.sort_secondary,
            statement.excluded.finished_at,
            statement.excluded.player_id,
        )
        statement = statement.on_conflict_do_update(
            index_elements=["board", "rules", "period", "player_id"],
            set_={name: statement.excluded[name] for name in entry if name not in ("board", "rules", "period")},
            where=new_key < _KEY,
        )
        self.session.connection().execute(statement)

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
        query = select(func.count()).select_from(ENTRIES).where(self._on(board, rules, period), tuple_(*key) > _KEY)
        return int(self.session.connection().execute(query).scalar_one()) + 1

    def above(self, board: str, rules: str, period: str, key: SortKey, limit: int) -> list[Row[Any]]:
        query = select(*_SHOWN).join_from(ENTRIES, PLAYERS, PLAYERS.c.id == ENTRIES.c.player_id)
        query = query.where(self._on(board, rules, period), tuple_(*key) > _KEY)
        order = [column.desc() for column in _ORDER]
        return list(reversed(list(self.session.connection().execute(query.order_by(*order).limit(limit)))))

    def below(self, board: str, rules: str, period: str, key: SortKey, limit: int) -> list[Row[Any]]:
        return self.top(board, rules, period, key, limit)

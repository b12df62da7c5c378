"""Leaderboards built only from refereed ranked games: recording, top lists, and around a player."""

from __future__ import annotations

import base64
import json
from collections import Counter
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy.engine import Row

from app.errors import InvalidCursor, NotFound
from app.games.repository import FinishedGame
from app.leaderboards.periods import periods_of
from app.leaderboards.repository import LeaderboardRepository, SortKey, bucket_of, sort_key

ON_BOARDS = ("free", "daily")
"""Game kinds that count: campaign deals are retried puzzles, and practice games are unranked."""


@dataclass(frozen=True)
class Recorded:
    """A new personal best written to a board."""

    board: str
    rules: str
    period: str
    key: SortKey
    before: Any
    figure: dict[str, int]


@dataclass(frozen=True)
class Improvement:
    board: str
    rules: str
    period: str
    rank: int
    previous: dict[str, int] | None
    """The entry it replaced (its figures), or None for a first entry."""
    figure: dict[str, int]


def figure_of(board: str, row: Any) -> dict[str, int]:
    if board == "speed":
        return {"elapsed_ms": row.elapsed_ms, "moves": row.moves}
    return {"score": row.score}


def board_keys(game: FinishedGame) -> dict[str, tuple[int, int]]:
    """The boards a finished game enters, with its sort key on each."""
    keys = {"score": (-game.score, 0)}
    if game.status == "won":
        keys["speed"] = (game.elapsed_ms, game.moves)
    return keys


def encode_cursor(rank: int, key: SortKey) -> str:
    primary, secondary, finished_at, player_id = key
    raw = json.dumps([rank, primary, secondary, finished_at.isoformat(), player_id])
    return base64.urlsafe_b64encode(raw.encode()).decode()


def decode_cursor(cursor: str) -> tuple[int, SortKey]:
    try:
        rank, primary, secondary, finished_at, player_id = json.loads(base64.urlsafe_b64decode(cursor.encode()))
        return int(rank), (int(primary), int(secondary), datetime.fromisoformat(finished_at), str(player_id))
    except (ValueError, TypeError):
        raise InvalidCursor("the cursor is not one this server gave out: start again without ?cursor=") from None


def public_name(row: Any) -> str:
    return row.display_name or f"Player {row.player_id[:6]}"


def entry_out(board: str, rank: int, row: Row[Any]) -> dict[str, Any]:
    return {
        "rank": rank,
        "player": {"id": row.player_id, "name": public_name(row)},
        "figure": figure_of(board, row),
        "game_id": row.game_id,
        "finished_at": row.finished_at,
    }


class LeaderboardService:
    def __init__(self, repository: LeaderboardRepository) -> None:
        self.boards = repository

    def record(self, game: FinishedGame) -> list[Recorded]:
        """Enter a ranked game that just ended on each of its boards where it is the player's best."""
        if game.kind not in ON_BOARDS or game.finished_at is None:
            return []
        periods = periods_of(game.finished_at, game.daily_date if game.kind == "daily" else None)
        keys = board_keys(game)
        self.boards.lock_player(game.player_id)
        existing = self.boards.entries_of(game.player_id, game.rules, list(keys), periods)
        recorded, entries, buckets = [], [], Counter[tuple[str, str, str, int]]()
        for board, (primary, secondary) in keys.items():
            key = (primary, secondary, game.finished_at, game.player_id)
            for period in periods:
                before = existing.get((board, period))
                if before is not None and sort_key(before) <= key:
                    continue
                entries.append({
                    "board": board, "rules": game.rules, "period": period, "player_id": game.player_id,
                    "sort_primary": primary, "sort_secondary": secondary, "finished_at": game.finished_at,
                    "game_id": game.id, "score": game.score, "elapsed_ms": game.elapsed_ms, "moves": game.moves,
                })  # fmt: skip
                buckets[(board, game.rules, period, bucket_of(board, primary))] += 1
                if before is not None:
                    buckets[(board, game.rules, period, bucket_of(board, before.sort_primary))] -= 1
                recorded.append(Recorded(board, game.rules, period, key, before, figure_of(board, game)))
        self.boards.put(entries, buckets)
        return recorded

    def ranked(self, recorded: list[Recorded]) -> list[Improvement]:
        """The new rank of each recorded entry, for the response to the game's final action."""
        return [
            Improvement(
                board=entry.board,
                rules=entry.rules,
                period=entry.period,
                rank=self.boards.rank_of(entry.board, entry.rules, entry.period, entry.key),
                previous=None if entry.before is None else figure_of(entry.board, entry.before),
                figure=entry.figure,
            )
            for entry in recorded
        ]

    def top(self, board: str, rules: str, period: str, cursor: str | None, limit: int) -> dict[str, Any]:
        rank, after = decode_cursor(cursor) if cursor else (0, None)
        rows = self.boards.top(board, rules, period, after, limit + 1)
        entries = [entry_out(board, rank + offset, row) for offset, row in enumerate(rows[:limit], start=1)]
        next_cursor = encode_cursor(rank + limit, sort_key(rows[limit - 1])) if len(rows) > limit else None
        return {"board": board, "rules": rules, "period": period, "entries": entries, "next_cursor": next_cursor}

    def around(self, board: str, rules: str, period: str, player_id: str, window: int) -> dict[str, Any]:
        mine = self.boards.entry(board, rules, period, player_id)
        if mine is None:
            raise NotFound(
                f"you have no entry on the {board} board of {rules} for {period}: finish a ranked game first"
            )
        key = sort_key(mine)
        rank = self.boards.rank_of(board, rules, period, key)
        above = self.boards.above(board, rules, period, key, window)
        below = self.boards.below(board, rules, period, key, window)
        entries = [entry_out(board, rank - len(above) + offset, row) for offset, row in enumerate(above)]
        entries.append(entry_out(board, rank, mine))
        entries += [entry_out(board, rank + offset, row) for offset, row in enumerate(below, start=1)]
        return {"board": board, "rules": rules, "period": period, "rank": rank, "entries": entries}

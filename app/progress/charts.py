"""A player's charts of one mode, folded from their days and their latest finished ranked games.

Pure: the repository hands over rows, this module counts. A year of days (at most 366 rows) draws the
months and the heatmap; the latest ``RECENT_GAMES`` finished games draw the distributions, so a player
with a million games costs the same as one with five thousand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from statistics import median_low

YEAR_DAYS = 365
MONTHS = 12
RECENT_GAMES = 5_000
MOST_BINS = 12
TIME_WIDTHS_MS = tuple(seconds * 1000 for seconds in (5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200))
MOVE_WIDTHS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000)
REDEALS_SHOWN = 3
"""Redeals counted one by one up to this; more (Relaxed has no limit) count as this many or more."""


@dataclass(frozen=True)
class Bin:
    low: int
    high: int
    """Exclusive: a value is in the bin when ``low <= value < high``."""
    games: int


@dataclass(frozen=True)
class PlayedDay:
    day: date
    played: int
    won: int


@dataclass(frozen=True)
class ChartedGame:
    won: bool
    elapsed_ms: int
    moves: int
    redeals_used: int


def bins(values: Sequence[int], widths: Sequence[int], most: int = MOST_BINS) -> list[Bin]:
    """``values`` counted in bins of the narrowest width in ``widths`` that needs at most ``most`` bins (the
    widest where none does), starting at a multiple of the width; every value falls in exactly one bin."""
    if not values:
        return []
    low, high = min(values), max(values)
    width = next((w for w in widths if high // w - low // w + 1 <= most), widths[-1])
    first = low // width
    counts = Counter(value // width - first for value in values)
    return [Bin((first + i) * width, (first + i + 1) * width, counts[i]) for i in range(high // width - first + 1)]


def month_key(day: date) -> str:
    return f"{day.year:04d}-{day.month:02d}"


def last_months(today: date, count: int = MONTHS) -> list[str]:
    """The ``count`` calendar months up to today's, oldest first."""
    year, month = today.year, today.month
    keys = []
    for _ in range(count):
        keys.append(f"{year:04d}-{month:02d}")
        year, month = (year, month - 1) if month > 1 else (year - 1, 12)
    return keys[::-1]


def year_start(today: date) -> date:
    return today - timedelta(days=YEAR_DAYS - 1)


@dataclass(frozen=True)
class Charts:
    months: list[tuple[str, int, int]]
    """(YYYY-MM, played, won) for the last twelve months, oldest first."""
    days: list[PlayedDay]
    """Days of the last year with a game, oldest first."""
    games: int
    """Finished games in the distributions (the latest ``RECENT_GAMES`` at most)."""
    wins: int
    best_ms: int | None
    median_ms: int | None
    times: list[Bin]
    median_moves: int | None
    moves: list[Bin]
    redeals: list[tuple[int, int]]
    """(redeals used, games); the last counts that many or more where the mode has no limit."""

    @classmethod
    def of(
        cls, today: date, days: Iterable[PlayedDay], games: Sequence[ChartedGame], redeal_limit: int | None
    ) -> Charts:
        first = year_start(today)
        played_days = sorted((day for day in days if first <= day.day <= today and day.played), key=lambda d: d.day)
        by_month: dict[str, list[int]] = {key: [0, 0] for key in last_months(today)}
        for day in played_days:
            figures = by_month.get(month_key(day.day))
            if figures is not None:
                figures[0] += day.played
                figures[1] += day.won
        win_times = [game.elapsed_ms for game in games if game.won]
        shown = redeal_limit if redeal_limit is not None else REDEALS_SHOWN
        redeals = Counter(min(game.redeals_used, shown) for game in games)
        return cls(
            months=[(key, played, won) for key, (played, won) in by_month.items()],
            days=played_days,
            games=len(games),
            wins=len(win_times),
            best_ms=min(win_times) if win_times else None,
            median_ms=median_low(win_times) if win_times else None,
            times=bins(win_times, TIME_WIDTHS_MS),
            median_moves=median_low([game.moves for game in games]) if games else None,
            moves=bins([game.moves for game in games], MOVE_WIDTHS),
            redeals=[(used, redeals[used]) for used in range(shown + 1)] if games else [],
        )

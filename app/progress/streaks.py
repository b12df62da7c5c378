"""Daily streaks: runs of UTC days with the daily deal played, and won, kept alive over a missed day by a freeze.

One fold over the player's daily games from their first one to today, pure and cheap (a year of days is 365 steps),
so that the figures are always what the games table says and never a counter that could drift from it.

- A day counts as played when its daily game was started, and as won when that game was won. Today counts as
  soon as it is played; until then today is not over, so it breaks nothing.
- A loss ends the won streak, not the played one.
- Every seventh day of a played streak earns a freeze (at most :data:`MOST_FREEZES` held; one earned beyond
  that is not kept). A missed day while a streak runs spends one, and neither streak ends: the day is covered,
  not counted. A missed day with no freeze held ends both.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, timedelta
from enum import StrEnum

DAYS_FOR_A_FREEZE = 7
MOST_FREEZES = 2


class DayOutcome(StrEnum):
    WON = "won"
    LOST = "lost"
    PLAYING = "playing"
    """Still in play (today's game only: a daily game left in play ends with its day)."""


@dataclass
class Streaks:
    played: int = 0
    best_played: int = 0
    won: int = 0
    best_won: int = 0
    freezes: int = 0
    frozen_days: list[date] = field(default_factory=list)
    """The missed days a freeze covered, oldest first."""
    played_today: bool = False

    @property
    def days_to_next_freeze(self) -> int | None:
        """Days of streak still to play before the next freeze; None while two are held."""
        if self.freezes >= MOST_FREEZES:
            return None
        return DAYS_FOR_A_FREEZE - self.played % DAYS_FOR_A_FREEZE


def fold_streaks(days: Mapping[date, DayOutcome], today: date) -> Streaks:
    """The streaks on ``today``, from the outcome of each day's daily game (days missing from ``days`` were missed).

    Days after ``today`` are ignored.
    """
    streaks = Streaks()
    played_days = [day for day in days if day <= today]
    if not played_days:
        return streaks
    day = min(played_days)
    while day <= today:
        outcome = days.get(day)
        if outcome is not None:
            _play(streaks, outcome if day == today else _settled(outcome))
        elif day < today:
            _miss(streaks, day)
        day += timedelta(days=1)
    streaks.played_today = today in days
    return streaks


def _settled(outcome: DayOutcome) -> DayOutcome:
    return DayOutcome.LOST if outcome is DayOutcome.PLAYING else outcome


def _play(streaks: Streaks, outcome: DayOutcome) -> None:
    streaks.played += 1
    streaks.best_played = max(streaks.best_played, streaks.played)
    if streaks.played % DAYS_FOR_A_FREEZE == 0:
        streaks.freezes = min(MOST_FREEZES, streaks.freezes + 1)
    if outcome is DayOutcome.WON:
        streaks.won += 1
        streaks.best_won = max(streaks.best_won, streaks.won)
    elif outcome is DayOutcome.LOST:
        streaks.won = 0


def _miss(streaks: Streaks, day: date) -> None:
    if streaks.played and streaks.freezes:
        streaks.freezes -= 1
        streaks.frozen_days.append(day)
    else:
        streaks.played = streaks.won = 0

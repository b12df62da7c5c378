"""The rules around a race: seats, clocks, quick-match patience, and who is rated. Pure values and functions.

>>> time_limit_ms("express@1"), time_limit_ms("classic@1"), time_limit_ms("relaxed@1")
(180000, 900000, 900000)
>>> placing([("won", 90_000, 52, 140, False), ("lost", 0, 30, 80, False), ("won", 95_000, 52, 120, False),
...          ("lost", 0, 30, 80, False), ("won", 60_000, 52, 90, True)])
[1, 3, 2, 3, 5]
"""

from __future__ import annotations

from datetime import timedelta
from typing import TypeVar

from app.engine import PROFILES

Step = TypeVar("Step")
MIN_SEATS, MAX_SEATS = 2, 8
COUNTDOWN = timedelta(seconds=3)
"""3-2-1: from the start (the host's, or a full room's) to the instant every game is dealt."""
QUICK_COUNTDOWN = timedelta(seconds=5)
"""A quick match's players learn of it by polling their ticket: a little longer, so that all see the 3-2-1."""
ROOM_WAIT = timedelta(minutes=5)
"""An open room starts by itself this long after it was made (with two racers or more) or closes."""
DEFAULT_TIME_LIMIT_MS = 900_000
"""For a profile without a par (relaxed@1): the classic par."""
OPEN_PUBLIC_ROOMS_PER_ADDRESS = 3
"""Open public rooms made from one address (any number of guests there): the list stays readable."""
WAITING_TICKETS_PER_ADDRESS = 4
QUICK_SEATS = 4
MATCH_PATIENCE = timedelta(seconds=10)
"""A quick match starts at once with four players; after this long, with two or three of similar rating."""
MATCH_GIVE_UP = timedelta(seconds=30)
"""A ticket unmatched this long stops waiting: the player is offered a practice race against their own ghost."""
TICKETS_KEPT = timedelta(minutes=10)
BASE_WINDOW, WINDOW_PER_SECOND = 2.0, 0.5
"""How far apart (in rating) two quick-match players may be: it widens the longer the older one waits."""
RACES_PAGE = 100
GHOST_STEPS = 100
"""Steps a ghost's timeline keeps, however long its game: every view of the race carries it."""
RATED_ACCOUNT_AGE = timedelta(days=1)
"""Only accounts this old are rated: a guest, or an account made for the occasion, costs nothing to throw away."""
RATED_PAIR_PER_DAY = 3
"""Rated races one pair of racers counts on a profile in any 24 hours (``RACE_RATED_PAIR_PER_DAY``)."""
PAIR_WINDOW = timedelta(days=1)


def time_limit_ms(rules: str) -> int:
    """A race lasts the profile's par (three minutes in Express), or the classic par when it has none."""
    return PROFILES[rules].par_ms or DEFAULT_TIME_LIMIT_MS


RACE_TIME_LIMITS_MS = {name: time_limit_ms(name) for name in PROFILES}


def match_window(waited: timedelta) -> float:
    """The rating distance a quick-match ticket accepts after waiting this long."""
    return BASE_WINDOW + WINDOW_PER_SECOND * waited.total_seconds()


def placing_key(
    status: str, elapsed_ms: int, cards_in_sequence: int, moves: int, forfeited: bool
) -> tuple[int, int, int, int]:
    """Won first, by time; then more cards in sequence; then fewer moves. A racer who forfeited (resigned, left,
    asked for a hint, played at a program's pace) comes after everyone who raced it out, whatever their figures:
    forfeiting never beats losing."""
    if forfeited:
        return (2, 0, 0, 0)
    won = status == "won"
    return (0 if won else 1, elapsed_ms if won else 0, -cards_in_sequence, moves)


def placing(lines: list[tuple[str, int, int, int, bool]]) -> list[int]:
    """Each line's place (``status, elapsed_ms, cards_in_sequence, moves, forfeited``): equal lines share a place,
    and the next place is counted past them (1, 2, 2, 4); those who forfeited share the last place."""
    keys = [placing_key(*line) for line in lines]
    return [1 + sum(other < key for other in keys) for key in keys]


def thinned(steps: list[Step], most: int) -> list[Step]:
    """At most ``most`` of ``steps`` (``most`` >= 2), spread evenly, the first and the last always kept.

    >>> thinned(list(range(10)), 4)
    [0, 3, 6, 9]
    """
    if len(steps) <= most:
        return steps
    return [steps[round(index * (len(steps) - 1) / (most - 1))] for index in range(most)]

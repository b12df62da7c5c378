"""Plausibility facts of a finished game, from the server's own clock: pure functions, no database.

The server stamps every action with its time (``t``, milliseconds since the game started), so these
facts cannot be forged by a client. People need time to see a board and pick a card; programs do not.

>>> facts = timing_facts([1500, 2900, 4600, 5500], window=3)
>>> facts["actions"], facts["median_think_ms"], facts["fastest_window_rate"]
(4, 1450, 0.769)
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Thresholds:
    """Where play stops looking like a person's (the defaults come from ``bench/fairplay.py``)."""

    window: int = 20
    """Actions in the window whose speed is measured."""
    max_window_rate: float = 3.0
    """Actions a second over the fastest window."""
    min_median_think_ms: int = 350
    """Median time between actions."""
    max_solver_agreement: float = 0.8
    """Share of real choices (three or more legal moves) where the player made the solver's first choice."""
    min_agreement_choices: int = 20
    """Real choices sampled before agreement may count against a game."""


def timing_facts(times_ms: list[int], window: int) -> dict[str, Any]:
    """Facts from the action times of a game: how many, the median think time, and the fastest window's rate."""
    thinks = [later - earlier for earlier, later in zip([0, *times_ms], times_ms, strict=False)]
    fastest = None
    if len(times_ms) >= window >= 2:
        span = min(times_ms[i + window - 1] - times_ms[i] for i in range(len(times_ms) - window + 1))
        fastest = round((window - 1) * 1000 / max(span, 1), 3)
    return {
        "actions": len(times_ms),
        "median_think_ms": int(statistics.median(thinks)) if thinks else None,
        "fastest_window_rate": fastest,
    }


def flags_of(facts: dict[str, Any], thresholds: Thresholds) -> list[str]:
    """Why a game does not look like a person's play, in words for the moderator (empty: nothing found)."""
    flags = []
    rate = facts.get("fastest_window_rate")
    if rate is not None and rate > thresholds.max_window_rate:
        flags.append(
            f"{thresholds.window} actions at {rate:.1f} a second (people stay under {thresholds.max_window_rate:g})"
        )
    think = facts.get("median_think_ms")
    if think is not None and facts.get("actions", 0) >= thresholds.window and think < thresholds.min_median_think_ms:
        flags.append(f"median {think} ms between actions (people take over {thresholds.min_median_think_ms} ms)")
    agreement, choices = facts.get("solver_agreement"), facts.get("agreement_choices", 0)
    enough = choices >= thresholds.min_agreement_choices
    if agreement is not None and enough and agreement > thresholds.max_solver_agreement:
        flags.append(
            f"the solver's first choice at {agreement:.0%} of {choices} real choices "
            f"(people stay under {thresholds.max_solver_agreement:.0%})"
        )
    return flags


def pace_reason(times_ms: list[int], thresholds: Thresholds) -> str | None:
    """Why a player is placed after everyone who played it out for playing at a program's pace, if they did (a
    race's or a challenge's placing)."""
    flags = flags_of(timing_facts(times_ms, thresholds.window), thresholds)
    return "played faster than a person can: " + "; ".join(flags) if flags else None

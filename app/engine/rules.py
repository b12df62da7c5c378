"""The published rules profiles of rules-v1.md.

A profile never changes once published: a rules change is a new version and a new entry here.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


class UnknownRulesError(ValueError):
    """A profile name that is not published."""


@dataclass(frozen=True, slots=True)
class Rules:
    """One rules profile, named ``NAME@VERSION``."""

    name: str
    cols: int
    base_rank: int
    """Rank that starts a row: 2 (a Two), or 1 (an Ace) in Blue Moon."""
    redeals: int | None
    """Redeals a game may take; None where they are unlimited."""
    time_limit_ms: int | None
    par_ms: int | None
    top_rank: int = 13
    """Highest rank in play: 13 (the King) in every published profile; lower only in a reduced deck."""

    @property
    def rows(self) -> int:
        return 4

    @property
    def cells(self) -> int:
        return 4 * self.cols

    @property
    def full_run(self) -> int:
        """Length of a complete row's run: base card up to the King."""
        return self.top_rank - self.base_rank + 1

    @property
    def base_word(self) -> str:
        return "an Ace" if self.base_rank == 1 else "a Two"

    def __str__(self) -> str:
        return self.name


CLASSIC = Rules("classic@1", cols=13, base_rank=2, redeals=2, time_limit_ms=None, par_ms=900_000)
RELAXED = Rules("relaxed@1", cols=13, base_rank=2, redeals=None, time_limit_ms=None, par_ms=None)
EXPRESS = Rules("express@1", cols=13, base_rank=2, redeals=2, time_limit_ms=180_000, par_ms=180_000)
BLUE_MOON = Rules("blue-moon@1", cols=14, base_rank=1, redeals=2, time_limit_ms=None, par_ms=900_000)

PROFILES: dict[str, Rules] = {rules.name: rules for rules in (CLASSIC, RELAXED, EXPRESS, BLUE_MOON)}


def reduced_deck(rules: Rules, ranks: int) -> Rules:
    """``rules`` played with ``ranks`` cards a suit (the base card and the ranks above it), on a board
    of ``ranks + 1`` columns: small enough for exhaustive searches to check the solver against.

    Never a published profile (a game cannot be dealt under it): boards are built cell by cell.

    >>> small = reduced_deck(CLASSIC, 4)
    >>> small.name, small.cols, small.full_run
    ('classic@1/4', 5, 4)
    """
    if not 1 <= ranks <= rules.full_run:
        raise ValueError(f"{rules} has {rules.full_run} ranks a suit; a reduced deck keeps 1 to {rules.full_run}")
    top_rank = rules.base_rank + ranks - 1
    return replace(rules, name=f"{rules.name}/{ranks}", cols=ranks + 1, top_rank=top_rank)


def get_rules(name: str) -> Rules:
    """The profile called ``name``; raises :class:`UnknownRulesError` for any other."""
    try:
        return PROFILES[name]
    except (KeyError, TypeError):
        known = ", ".join(PROFILES)
        raise UnknownRulesError(f"unknown rules profile {name!r}: choose one of {known}") from None

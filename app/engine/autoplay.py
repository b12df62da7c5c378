"""Whole games played by the solver: every phase searched for a win; without one, the line to the runs
whose redeal is most likely to be won (:mod:`app.engine.redeals`), then the redeal."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from app.engine.actions import Move, Redeal, Resign
from app.engine.cards import card_name
from app.engine.game import Game
from app.engine.redeals import choose_ending
from app.engine.solver import PhaseSearch

STEP_MS = 1000
"""The clock of an autoplayed game: one second an action."""
MAX_REDEALS = 20
"""Where redeals are unlimited, the solver gives up after this many."""
SEARCH_SHARE = 0.75
"""Share of a phase's time spent searching for a win; the rest weighs where to redeal."""


def autoplay(
    rules: str, seed: str, seconds_per_phase: float, *, clock: Callable[[], float] = time.perf_counter
) -> Game:
    """The game the solver plays from the deal of ``seed``: won, or resigned when stuck for good.

    Each phase gets ``seconds_per_phase``: three quarters to search for a win, and what is left to
    weigh where to redeal when there is no win and a redeal is left. The seed only deals; the
    solver's own random numbers (seeded by it, so a game replays the same) break its ties.
    """
    game = Game(rules, seed)
    t = 0
    limit = game.rules.time_limit_ms
    rng = random.Random(seed)
    while not game.is_over:
        started = clock()
        search = PhaseSearch(game.board, clock=clock, keep_endings=game.can_redeal)
        found = search.run(seconds_per_phase * SEARCH_SHARE)
        line = found.line
        if not found.won and search.endings:
            left = seconds_per_phase - (clock() - started)
            line = choose_ending(game.board, search.endings, left, rng=rng, clock=clock) or line
        for card, gap in line:
            t += STEP_MS
            if limit is not None and t > limit:
                return game
            game.apply(Move(card_name(card), game.board.coords(gap), t))
        if game.is_over:
            break
        t += STEP_MS
        game.apply(Redeal(t) if game.can_redeal and game.redeals_used < MAX_REDEALS else Resign(t))
    return game

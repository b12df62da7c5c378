"""Whole games played by the solver: every phase searched, the best line followed, then a redeal."""

from __future__ import annotations

import time
from collections.abc import Callable

from app.engine.actions import Move, Redeal, Resign
from app.engine.cards import card_name
from app.engine.game import Game
from app.engine.solver import search_phase

STEP_MS = 1000
"""The clock of an autoplayed game: one second an action."""
MAX_REDEALS = 20
"""Where redeals are unlimited, the solver gives up after this many."""


def autoplay(
    rules: str, seed: str, seconds_per_phase: float, *, clock: Callable[[], float] = time.perf_counter
) -> Game:
    """The game the solver plays from the deal of ``seed``: won, or resigned when stuck for good."""
    game = Game(rules, seed)
    t = 0
    limit = game.rules.time_limit_ms
    while not game.is_over:
        found = search_phase(game.board, seconds_per_phase, clock=clock)
        for card, gap in found.line:
            t += STEP_MS
            if limit is not None and t > limit:
                return game
            game.apply(Move(card_name(card), game.board.coords(gap), t))
        if game.is_over:
            break
        t += STEP_MS
        game.apply(Redeal(t) if game.can_redeal and game.redeals_used < MAX_REDEALS else Resign(t))
    return game

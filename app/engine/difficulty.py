"""How hard a deal is: its first deal's verdict without a redeal, and its par when it can be won.

A server rates every finished ranked game in the background with :func:`rate_deal`: the
game-over view and the replay show :attr:`DealRating.words`, and a profile can show the hardest
deal its player won (:attr:`DealRating.hardness`).

>>> rating = rate_deal("classic@1", "bench-5", seconds=5)
>>> rating.verdict, rating.words.startswith("par ")
('winnable', True)
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from app.engine.board import deal
from app.engine.rules import get_rules
from app.engine.solver import UNKNOWN, UNWINNABLE, WINNABLE, Move, PhaseSearch


@dataclass(frozen=True)
class DealRating:
    verdict: str
    """``winnable``, ``unwinnable`` (without a redeal) or ``unknown`` (not decided within the budget)."""
    par: int | None
    """Moves of the shortest winning line found (an upper bound on the shortest there is), when ``winnable``."""
    nodes: int
    seconds: float
    line: tuple[Move, ...] = ()

    @property
    def words(self) -> str:
        """What the game-over view and the replay say about the deal."""
        if self.verdict == WINNABLE:
            return f"par {self.par} moves"
        if self.verdict == UNWINNABLE:
            return "proved unwinnable without a redeal"
        return "not decided by the solver"

    @property
    def hardness(self) -> tuple[int, int]:
        """Orders deals from easiest to hardest: winnable by par, then undecided, then proved unwinnable
        without a redeal (a win there needed the redeals)."""
        if self.verdict == WINNABLE:
            return (0, self.par or 0)
        return (1, 0) if self.verdict == UNKNOWN else (2, 0)

    def to_json(self) -> dict[str, Any]:
        return {"verdict": self.verdict, "par": self.par, "words": self.words, "nodes": self.nodes,
                "seconds": round(self.seconds, 3)}  # fmt: skip


PAR_ATTEMPTS = 8
"""Searches for a shorter winning line after the first win, budget allowing."""
PAR_NODES = 100_000
"""Positions each of those searches may take at least."""


def rate_deal(
    rules: str,
    seed: str,
    seconds: float | None,
    *,
    nodes: int | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> DealRating:
    """The verdict and par of the first deal of ``seed`` under ``rules``, within the budget.

    Once a win is found, what is left of the budget goes to searches in other move orders (up to
    :data:`PAR_ATTEMPTS`), and the par is the shortest winning line of them all.
    """
    started = clock()
    board = deal(get_rules(rules), seed)
    found = PhaseSearch(board, clock=clock).run(seconds, nodes)
    if not found.won:
        return DealRating(found.verdict, None, found.nodes, clock() - started)
    best, searched = found.line, found.nodes
    for attempt in range(1, PAR_ATTEMPTS + 1):
        left = None if seconds is None else seconds - (clock() - started)
        if left is not None and left <= 0:
            break
        # Each attempt gets as many positions as the first win took (at least PAR_NODES): not a long hunt.
        cap = max(found.nodes, PAR_NODES) if nodes is None else min(max(found.nodes, PAR_NODES), nodes - searched)
        if cap <= 0:
            break
        other = PhaseSearch(board, seed=attempt, restart_nodes=max(1_000, cap // 8), clock=clock).run(left, cap)
        searched += other.nodes
        if other.won and len(other.line) < len(best):
            best = other.line
    return DealRating(WINNABLE, len(best), searched, clock() - started, tuple(best))

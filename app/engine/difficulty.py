"""How hard a deal is: its first deal's verdict without a redeal, and its par when it can be won.

A server rates every finished ranked game in the background with :func:`rate_deal`: the
game-over view and the replay show :attr:`DealRating.words`, and a profile can show the hardest
deal its player won (:attr:`DealRating.hardness`).

>>> rating = rate_deal("classic@1", "bench-5", seconds=5)
>>> rating.verdict, rating.words.startswith("par ")
('winnable', True)
"""

from __future__ import annotations

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
    """Moves of the winning line found (an upper bound on the shortest), when ``winnable``."""
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


def rate_deal(rules: str, seed: str, seconds: float | None, *, nodes: int | None = None) -> DealRating:
    """The verdict and par of the first deal of ``seed`` under ``rules``, within the budget."""
    found = PhaseSearch(deal(get_rules(rules), seed)).run(seconds, nodes)
    line = tuple(found.line) if found.won else ()
    return DealRating(found.verdict, len(line) if found.won else None, found.nodes, found.seconds, line)

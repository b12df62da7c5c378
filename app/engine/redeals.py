"""Where to redeal: the set of runs whose next deal phase is most likely to be won.

Only the runs survive a redeal; the loose cards come back in an order nobody without the seed
can know. So the engine weighs a set of runs by dealing its loose cards at random itself (its own
random numbers, never the game's streams) and solving each resulting phase: the share won
estimates the chance that the real redeal leads to a win without a further one.

Locking the most cards is not always best: a complete row's gap is dead after a redeal, so four
runs of 10 can beat three complete rows and a run of 3. :func:`choose_ending` compares the best
candidates the phase search reached (:attr:`PhaseSearch.endings`).

>>> import random
>>> from app.engine.game import Game
>>> board = Game("classic@1", "bench-7").board
>>> 0.0 <= next_phase_chance(board, random.Random(1), samples=4, nodes=2_000) <= 1.0
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from app.engine.board import GAP, Board, redeal_with
from app.engine.solver import Ending, Move, PhaseSearch

SAMPLE_NODES = 4_000
"""Positions searched for each random redeal: a phase after a redeal is small, and an undecided one counts as lost."""
CANDIDATES = 8
"""Sets of runs compared; they are the ones with the most cards locked."""


def next_phase_chance(board: Board, rng: random.Random, *, samples: int, nodes: int = SAMPLE_NODES) -> float:
    """The share of ``samples`` random redeals of ``board`` whose next phase the solver wins within ``nodes``."""
    won = 0
    for _ in range(samples):
        dealt = board.copy()
        redeal_with(dealt, rng.shuffle)
        won += PhaseSearch(dealt).run(None, nodes).won
    return won / samples if samples else 0.0


def choose_ending(
    board: Board,
    endings: dict[Ending, list[Move]],
    seconds: float,
    *,
    rng: random.Random,
    clock: Callable[[], float] = time.perf_counter,
    candidates: int = CANDIDATES,
) -> list[Move] | None:
    """Of the lines to ``endings`` from ``board``, the one whose redeal is most likely to be won next.

    The ``candidates`` endings with the most cards locked (fewer complete rows first among equals)
    are each sampled in turn until ``seconds`` run out; the highest share wins, and among equal
    shares the most cards locked. None when there is no ending to weigh.
    """
    if not endings:
        return None
    full = board.rules.full_run
    ranked = sorted(endings, key=lambda ending: (-sum(ending[4:]), ending[4:].count(full)))[:candidates]
    runs = {ending: _runs_of(board, ending) for ending in ranked}
    won = dict.fromkeys(ranked, 0)
    tried = dict.fromkeys(ranked, 0)
    deadline = clock() + seconds
    while clock() < deadline:
        for ending in ranked:
            won[ending] += next_phase_chance(runs[ending], rng, samples=1) > 0
            tried[ending] += 1
    best = max(ranked, key=lambda ending: (won[ending] / max(tried[ending], 1), sum(ending[4:])))
    return endings[best]


def _runs_of(board: Board, ending: Ending) -> Board:
    """A position with the runs of ``ending`` and every other card of ``board`` loose (only the runs matter)."""
    cols = board.cols
    in_play = [card for card in board.cells if card != GAP]
    cells = [GAP] * len(board.cells)
    locked: set[int] = set()
    for row in range(4):
        base, length = ending[row], ending[4 + row]
        for col in range(length):
            cells[row * cols + col] = base + col
            locked.add(base + col)
    loose = iter(card for card in in_play if card not in locked)
    for row in range(4):
        for col in range(ending[4 + row] + 1, cols):
            cells[row * cols + col] = next(loose)
    return Board(board.rules, cells)

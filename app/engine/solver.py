"""Search within one deal phase: for a win, or for the most cards locked before a redeal.

Only the runs survive a redeal (everything else is reshuffled), so a phase is worth its win or
its locked cards. The search never looks at the seed: what a redeal would bring is unknown to it.

One depth-first search serves every use (proofs, hints, autoplay, difficulty). What makes it
sound and fast is written out, with proofs, in docs/rules.md ("The solver"); in short:

- **No cycles.** A card moves again only after the card below it moved, and a base card moves
  at most once, so a phase has at most ``4 * n * (n + 1) / 2`` moves (``n`` cards a suit): the
  positions form a DAG, and the depth-first search needs no cycle check.
- **Transposition table of searched positions.** A position whose every line was searched is
  never searched again. In a DAG a position met twice in one pass was finished the first time,
  so the table alone replaces the usual "on the current path" set.
- **Restarts that lose nothing.** After ``RESTART_NODES * luby(i)`` positions the search starts
  again from the root with the ties of its move order broken at random. Finished positions stay
  in the table, so a restart costs only the line it abandons; it cuts the heavy tail of wins
  hidden behind one early wrong move.
- **Forced moves.** A move that extends a run, taking a King, a card from the last column, or a
  card whose successor already sits right of it, commutes with every other line; when one exists
  it is the only move searched (a one-move stubborn set, :func:`forced_move`).
- **Move order.** Extending a run first; a move that frees a cell of column 0 next; a move that
  leaves a gap right of a King (dead until that King moves) last.

``prove`` runs the search for a win: ``winnable`` with the line, ``unwinnable`` when every
reachable position was searched, ``unknown`` when the budget ran out. ``search_phase`` runs the
same search and also keeps the line to the most locked cards, for when there is no win; with
``keep_endings`` a :class:`PhaseSearch` also keeps a line to every set of runs it reaches, for
choosing where to redeal (:mod:`app.engine.redeals`).
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from app.engine.board import GAP, Board

Move = tuple[int, int]
"""(card, gap cell), as :meth:`Board.legal_moves` gives them."""
Ending = tuple[int, ...]
"""What a redeal keeps of a position: the card in column 0 of each row (a gap where the row has no
run), then the four run lengths."""

WINNABLE = "winnable"
UNWINNABLE = "unwinnable"
UNKNOWN = "unknown"

_RANDOM = random.Random(20261129)
ZOBRIST = [[_RANDOM.getrandbits(64) for _ in range(56)] for _ in range(53)]
"""A random key for each card (and the gap, 52) in each cell (cells up to 56, for Blue Moon)."""
_MOVE_KEY = [[ZOBRIST[card][cell] ^ ZOBRIST[GAP][cell] for cell in range(56)] for card in range(53)]
"""What a card arriving in or leaving a cell (a gap taking its place) does to the key."""

RESTART_NODES = 100_000
"""Positions searched before the first restart; later restarts follow the Luby sequence."""
RESTART_NOISE = 2.5
"""How far a restart's random tie-breaks may reorder the move classes (a class is one step)."""

REDUCTIONS = (
    "no cycles: positions form a DAG, so no path check is needed",
    "transposition table: a position whose lines were all searched is not searched again",
    "forced moves: a run extension that commutes with every other line is searched alone",
)
"""What the search relies on besides trying every legal move; each is proved in docs/rules.md."""


class _OutOfBudget(Exception):
    pass


class _Won(Exception):
    pass


class _Restart(Exception):
    pass


def luby(index: int) -> int:
    """The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, ...: restart lengths within a log factor of the best.

    >>> [luby(i) for i in range(15)]
    [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]
    """
    size, power = 1, 0
    while size < index + 1:
        power += 1
        size = 2 * size + 1
    while size - 1 != index:
        size //= 2
        power -= 1
        index %= size
    return 1 << power


def position_key(board: Board) -> int:
    key = 0
    for cell, card in enumerate(board.cells):
        key ^= ZOBRIST[card][cell]
    return key


def moved_key(key: int, card: int, frm: int, to: int) -> int:
    """The key after ``card`` moved from ``frm`` into the gap at ``to`` (the gap moved the other way)."""
    keys = _MOVE_KEY[card]
    return key ^ keys[frm] ^ keys[to]


def max_line_length(board: Board) -> int:
    """No line of one phase is longer: a card moves at most once more than the card below it."""
    n = board.rules.full_run
    return 4 * n * (n + 1) // 2


def forced_move(board: Board) -> Move | None:
    """A move the search may play alone, for its position has a line to the best outcome starting with it.

    It extends a run (its gap is right after a run), and the cell it empties cannot be wanted by a
    move the card's absence would spoil: that cell is in the last column, or the moved card is a
    King, or the cell right of it already holds the moved card's successor. docs/rules.md proves it
    ("Forced moves"); the search inlines this same test.
    """
    cols, cells, successor = board.cols, board.cells, board.successor
    runs = board.run_lengths()
    for gap in board.gaps:
        col = gap % cols
        if not col or col != runs[gap // cols]:
            continue
        card = successor[cells[gap - 1]]
        if card < 0:
            continue  # right of a complete row's King
        frm, after = board.where[card], successor[card]
        if frm % cols == cols - 1 or after < 0 or cells[frm + 1] == after:
            return (card, gap)
    return None


@dataclass
class PhaseResult:
    line: list[Move]
    """The moves to the best position found (a win when ``won``)."""
    locked: int
    """Cards in sequence at the end of the line."""
    won: bool
    nodes: int
    exhausted: bool
    """Every position reachable in this phase was searched."""
    seconds: float = 0.0
    dead: list[Move] = field(default_factory=list)
    """First moves proved to lead to no win in this phase (every position after them was searched)."""
    positions: int = 0
    """Distinct positions whose every line was searched."""

    @property
    def verdict(self) -> str:
        return WINNABLE if self.won else UNWINNABLE if self.exhausted else UNKNOWN


class PhaseSearch:
    """One search of one deal phase from the position of ``board`` (which it never changes).

    :meth:`run` may be called again with more budget: it goes on where it stopped, keeping every
    position already searched.

    >>> from app.engine.rules import CLASSIC
    >>> from app.engine.board import deal
    >>> search = PhaseSearch(deal(CLASSIC, "bench-8"))
    >>> search.run(seconds=5).verdict
    'unwinnable'
    """

    def __init__(
        self,
        board: Board,
        *,
        seed: int = 0,
        restart_nodes: int = RESTART_NODES,
        clock: Callable[[], float] = time.perf_counter,
        keep_endings: bool = False,
    ) -> None:
        """``seed`` 0 searches in the plain move order until the first restart; another seed breaks ties at
        random from the start. ``clock`` measures the budget: wall time by default; ``time.process_time``
        counts only this process's CPU, so that a benchmark on a shared machine measures the search.
        With ``keep_endings`` it keeps in :attr:`endings` a line to each set of runs it reaches: what a
        redeal keeps, for :func:`app.engine.redeals.choose_ending` to weigh."""
        self.board = board.copy()
        self.clock = clock
        self.endings: dict[Ending, list[Move]] | None = {} if keep_endings else None
        self.seed = seed
        self.restart_nodes = restart_nodes
        self.searched: set[int] = set()
        self.nodes = 0
        self.restarts = 0
        self.seconds = 0.0
        self.won = False
        self.exhausted = False
        self.best_line: list[Move] = []
        runs = self.board.run_lengths()
        self.best_locked = sum(runs)
        self.best_complete = runs.count(self.board.rules.full_run)
        self.root = position_key(self.board)
        self.won = self.best_locked == 4 * self.board.rules.full_run

    def run(self, seconds: float | None = None, nodes: int | None = None) -> PhaseResult:
        """Search for up to ``seconds`` and ``nodes`` more positions (either may be None: no limit)."""
        started = self.clock()
        deadline = None if seconds is None else started + seconds
        node_cap = None if nodes is None else self.nodes + nodes
        _make_room_for(max_line_length(self.board))
        while not (self.won or self.exhausted):
            limit = self.nodes + self.restart_nodes * luby(self.restarts) if self.restart_nodes else None
            if node_cap is not None:
                if self.nodes >= node_cap:
                    break
                limit = node_cap if limit is None else min(limit, node_cap)
            try:
                self._search(deadline, limit, 127 if seconds is not None and seconds < 1 else 1023)
                self.exhausted = True
            except _Won:
                self.won = True
            except _OutOfBudget:
                break
            except _Restart:
                self.restarts += 1
        self.seconds += self.clock() - started
        return self.result()

    def result(self) -> PhaseResult:
        board = self.board
        dead = []
        for card, to in board.legal_moves():
            if moved_key(self.root, card, board.where[card], to) in self.searched:
                dead.append((card, to))
        return PhaseResult(
            line=list(self.best_line),
            locked=self.best_locked,
            won=self.won,
            nodes=self.nodes,
            exhausted=self.exhausted,
            seconds=self.seconds,
            dead=dead,
            positions=len(self.searched),
        )

    def _search(self, deadline: float | None, limit: int | None, check_every: int) -> None:
        """One pass from the root; the clock is read every ``check_every + 1`` positions (a power of 2)."""
        board = self.board
        cells, where, gaps = board.cells.copy(), board.where.copy(), board.gaps.copy()
        successor, cols, base_cards = board.successor, board.cols, board.base_cards
        last_column = [cell % cols == cols - 1 for cell in range(len(cells))]
        base_offset = board.rules.base_rank - 1
        full = board.rules.full_run
        target = 4 * full
        runs = board.run_lengths()
        searched, move_keys = self.searched, _MOVE_KEY
        path: list[Move] = []
        rng = random.Random(self.seed * 1_000_003 + self.restarts)
        noise = RESTART_NOISE if self.restarts or self.seed else 0.0
        nodes = self.nodes
        stop_at = limit if limit is not None else 1 << 62
        clock = self.clock
        locked = sum(runs)
        best_locked, best_complete = self.best_locked, self.best_complete
        endings = self.endings
        column_0 = range(0, 4 * cols, cols)

        def visit(key: int) -> None:
            nonlocal nodes, locked, best_locked, best_complete
            nodes += 1
            if not nodes & check_every and deadline is not None and clock() > deadline:
                raise _OutOfBudget
            if nodes >= stop_at:
                raise _Restart
            # (order class, card, gap): 0 extends a run, 1 frees a cell of column 0, 3 leaves a dead gap.
            moves: list[tuple[float, int, int]] = []
            for gap in gaps:
                col = gap % cols
                if col:
                    card = successor[cells[gap - 1]]
                    if card < 0:
                        continue
                    frm = where[card]
                    if col == runs[gap // cols]:
                        after = successor[card]
                        if last_column[frm] or after < 0 or cells[frm + 1] == after:
                            moves = [(0, card, gap)]  # the test of forced_move()
                            break
                        moves.append((0, card, gap))
                    elif frm % cols == 0:
                        moves.append((1, card, gap))
                    elif successor[cells[frm - 1]] < 0:
                        moves.append((3, card, gap))
                    else:
                        moves.append((2, card, gap))
                else:
                    for base in base_cards:
                        if where[base] % cols:
                            moves.append((0, base, gap))
            if len(moves) > 1:
                if noise:
                    moves = [(order + noise * rng.random(), card, gap) for order, card, gap in moves]
                moves.sort()
            for _, card, to in moves:
                frm = where[card]
                keys = move_keys[card]
                child = key ^ keys[frm] ^ keys[to]
                if child in searched:
                    continue
                cells[to] = card
                cells[frm] = GAP
                where[card] = to
                gaps[gaps.index(to)] = frm
                row = to // cols
                col = to - row * cols
                before = runs[row]
                path.append((card, to))
                if col == before and (col or card % 13 == base_offset):
                    start = row * cols
                    length = col + 1
                    while length < cols and cells[start + length] == successor[cells[start + length - 1]]:
                        length += 1
                    runs[row] = length
                    locked += length - before
                    if endings is not None:
                        ending = (*(cells[start] if runs[start // cols] else GAP for start in column_0), *runs)
                        if ending not in endings:
                            endings[ending] = list(path)
                    if locked >= best_locked:
                        complete = runs.count(full)
                        if locked > best_locked or complete < best_complete:
                            best_locked, best_complete = locked, complete
                            self.best_locked, self.best_complete = locked, complete
                            self.best_line = list(path)
                            if locked == target:
                                raise _Won
                visit(child)
                path.pop()
                if runs[row] != before:
                    locked -= runs[row] - before
                    runs[row] = before
                cells[frm] = card
                cells[to] = GAP
                where[card] = frm
                gaps[gaps.index(frm)] = to
            searched.add(key)

        try:
            visit(self.root)
        finally:
            self.nodes = nodes


def _make_room_for(depth: int) -> None:
    """Let the recursive search go ``depth`` frames deeper than the caller (the limit is only a ceiling)."""
    frame, used = sys._getframe(), 0
    while frame is not None:
        used += 1
        frame = frame.f_back  # type: ignore[assignment]
    needed = used + depth + 100
    if sys.getrecursionlimit() < needed:
        sys.setrecursionlimit(needed)


def search_phase(
    board: Board, seconds: float, *, nodes: int | None = None, clock: Callable[[], float] = time.perf_counter
) -> PhaseResult:
    """The best line within this phase that ``seconds`` of search can find. ``board`` is left as given."""
    return PhaseSearch(board, clock=clock).run(seconds, nodes)


@dataclass
class Proof:
    verdict: str
    """``winnable``, ``unwinnable`` or ``unknown``."""
    line: list[Move]
    """A winning line when ``winnable``; empty otherwise."""
    nodes: int
    seconds: float
    positions: int = 0
    """Distinct positions whose every line was searched."""
    reductions: tuple[str, ...] = REDUCTIONS


def prove(
    board: Board, seconds: float | None, *, nodes: int | None = None, clock: Callable[[], float] = time.perf_counter
) -> Proof:
    """Decide whether this phase can be won without a redeal, exhaustively, within the budget (on ``clock``)."""
    found = PhaseSearch(board, clock=clock).run(seconds, nodes)
    return Proof(found.verdict, found.line if found.won else [], found.nodes, found.seconds, found.positions)

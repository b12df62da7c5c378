"""Search within one deal phase: for a win, or for the most cards locked before a redeal.

Only the runs survive a redeal (everything else is reshuffled), so a phase is worth its win or
its locked cards. The search never looks at the seed: what a redeal would bring is unknown to it.

- Depth-first search with move ordering by an evaluation, and best-first search from the most
  promising positions the first pass left: they find different wins, so both share the budget.
- A transposition table on a Zobrist key kept incrementally by every make and unmake; a
  position met before is not searched again (the only pruning, and a safe one).
- ``prove`` runs the depth-first search to exhaustion: ``winnable`` with the line, ``unwinnable``
  when every reachable position was seen, or ``unknown`` when the budget ran out.
"""

from __future__ import annotations

import heapq
import random
import time
from dataclasses import dataclass, field

from app.engine.board import GAP, SUCCESSOR, Board

Move = tuple[int, int]
"""(card, gap cell), as :meth:`Board.legal_moves` gives them."""

_RANDOM = random.Random(20261129)
ZOBRIST = [[_RANDOM.getrandbits(64) for _ in range(56)] for _ in range(53)]
"""A random key for each card in each cell (cells up to 56, for Blue Moon)."""


class _OutOfTime(Exception):
    pass


class _Won(Exception):
    pass


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


@dataclass
class _Search:
    board: Board
    deadline: float
    nodes: int = 0
    seen: set[int] = field(default_factory=set)
    path: list[Move] = field(default_factory=list)
    best_line: list[Move] = field(default_factory=list)
    best_locked: int = -1
    best_score: int = -(10**9)
    frontier: list[tuple[int, int, list[Move]]] = field(default_factory=list)
    key: int = 0
    runs: list[int] = field(default_factory=list)
    """The run length of each row, kept in step with the board by the search."""
    keep_frontier: bool = True
    """Remember promising positions for best-first restarts (a proof does not need them)."""


def position_key(board: Board) -> int:
    key = 0
    for cell, card in enumerate(board.cells):
        key ^= ZOBRIST[card][cell]
    return key


def moved_key(key: int, card: int, frm: int, to: int) -> int:
    """The key after ``card`` moved from ``frm`` into the gap at ``to`` (the gap moved the other way)."""
    row, gap = ZOBRIST[card], ZOBRIST[GAP]
    return key ^ row[frm] ^ row[to] ^ gap[frm] ^ gap[to]


def evaluate(board: Board, runs: list[int] | None = None) -> int:
    """How promising a position is: locked cards first, then room to grow them."""
    cells, cols = board.cells, board.cols
    full = board.rules.full_run
    score = 0
    rows_without_base = 0
    for row, length in enumerate(board.run_lengths() if runs is None else runs):
        score += 1000 * length
        if length == full:
            continue
        after = row * cols + length
        if cells[after] == GAP:
            # A gap right after a run takes exactly the card that extends it.
            score += 300 if length else 120
        elif length:
            wanted = SUCCESSOR[cells[after - 1]]
            if wanted >= 0 and board.where[wanted] >= 0:
                spot = board.where[wanted]
                # The card the run wants sits where its move would leave a useful gap.
                if spot % cols and SUCCESSOR[cells[spot - 1]] >= 0:
                    score += 40
        if length == 0:
            rows_without_base += 1
    for gap in board.gaps:
        if gap % cols:
            left = cells[gap - 1]
            if left == GAP or SUCCESSOR[left] < 0:
                score -= 60  # a dead gap
        elif rows_without_base:
            score += 50
    return score


def _move_order(board: Board, runs: list[int], move: Move) -> int:
    card, gap = move
    cols = board.cols
    row, col = divmod(gap, cols)
    if col == runs[row]:
        return 0  # extends a run, or starts one in column 0
    frm = board.where[card]
    if frm % cols and SUCCESSOR[board.cells[frm - 1]] < 0:
        return 3  # leaves a gap right of a King
    if frm % cols == runs[frm // cols] and frm % cols:
        return 1  # clears the cell right after a run
    return 2


def _record(search: _Search) -> int:
    """Note the position if it is the best so far; returns its evaluation."""
    board, runs = search.board, search.runs
    locked = sum(runs)
    score = evaluate(board, runs)
    # Only runs survive a redeal, and a complete row's gap is dead after one: at equal locked cards,
    # fewer complete rows leave more live gaps for the next deal.
    full = board.rules.full_run
    ending = score - 400 * sum(1 for length in runs if length == full)
    if locked > search.best_locked or (locked == search.best_locked and ending > search.best_score):
        search.best_locked, search.best_score = locked, ending
        search.best_line = list(search.path)
        if locked == 4 * board.rules.full_run:
            raise _Won
    return score


def _dfs(search: _Search) -> None:
    search.nodes += 1
    if not search.nodes & 511 and time.perf_counter() > search.deadline:
        raise _OutOfTime
    board, runs, cols = search.board, search.runs, search.board.cols
    moves = board.legal_moves()
    if not moves:
        return
    moves.sort(key=lambda move: _move_order(board, runs, move))
    for card, gap in moves:
        frm = board.make(card, gap)
        key = moved_key(search.key, card, frm, gap)
        if key not in search.seen:
            search.seen.add(key)
            saved = search.key
            search.key = key
            search.path.append((card, gap))
            to_row, from_row = gap // cols, frm // cols
            runs_before = runs[to_row], runs[from_row]
            runs[to_row] = board.run_length(to_row)
            runs[from_row] = board.run_length(from_row)
            try:
                # Positions well below the best so far can be neither the answer nor a good restart.
                if sum(runs) >= search.best_locked - 2:
                    score = _record(search)
                    if search.keep_frontier and len(search.frontier) < 50_000:
                        heapq.heappush(search.frontier, (-score, search.nodes, list(search.path)))
                _dfs(search)
            finally:
                runs[to_row], runs[from_row] = runs_before
                search.path.pop()
                search.key = saved
                board.unmake(card, frm)
            continue
        board.unmake(card, frm)


def _replay_line(board: Board, line: list[Move]) -> list[int]:
    return [board.make(card, gap) for card, gap in line]


def _undo_line(board: Board, line: list[Move], froms: list[int]) -> None:
    for (card, _), frm in zip(reversed(line), reversed(froms), strict=True):
        board.unmake(card, frm)


def search_phase(board: Board, seconds: float, *, best_first_share: float = 0.35) -> PhaseResult:
    """The best line within this phase that ``seconds`` of search can find. ``board`` is left as given."""
    started = time.perf_counter()
    depth_first_end = started + seconds * (1 - best_first_share)
    search = _Search(board, depth_first_end, key=position_key(board), runs=board.run_lengths())
    search.seen.add(search.key)
    exhausted = won = False
    try:
        _record(search)
        _dfs(search)
        exhausted = True
    except _Won:
        won = True
    except _OutOfTime:
        pass
    if not won and not exhausted:
        # Best-first: restart depth-first searches from the most promising positions found so far.
        search.deadline = started + seconds
        try:
            while search.frontier:
                _, _, line = heapq.heappop(search.frontier)
                froms = _replay_line(board, line)
                search.path, search.key, search.runs = list(line), position_key(board), board.run_lengths()
                try:
                    _dfs(search)
                finally:
                    _undo_line(board, line, froms)
        except _Won:
            won = True
        except _OutOfTime:
            pass
    return PhaseResult(
        line=search.best_line,
        locked=board.rules.full_run * 4 if won else max(search.best_locked, 0),
        won=won,
        nodes=search.nodes,
        exhausted=exhausted,
        seconds=time.perf_counter() - started,
    )


@dataclass
class Proof:
    verdict: str
    """``winnable``, ``unwinnable`` or ``unknown``."""
    line: list[Move]
    nodes: int
    seconds: float


def prove(board: Board, seconds: float) -> Proof:
    """Decide whether this phase can be won without a redeal, exhaustively, within ``seconds``."""
    started = time.perf_counter()
    search = _Search(board, started + seconds, key=position_key(board), runs=board.run_lengths(), keep_frontier=False)
    search.seen.add(search.key)
    try:
        _record(search)
        _dfs(search)
        verdict = "unwinnable"
    except _Won:
        verdict = "winnable"
    except _OutOfTime:
        verdict = "unknown"
    line = search.best_line if verdict == "winnable" else []
    return Proof(verdict, line, search.nodes, time.perf_counter() - started)

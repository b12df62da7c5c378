"""Small boards of a reduced deck, and a brute-force search of them with no reduction at all.

The brute force is written apart from the solver on purpose: it tries every legal move of every
position (remembering the answer of each position it has met, which changes no answer), so the
solver's reductions can be checked against it.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.engine import GAP, Board
from app.engine.rules import Rules, reduced_deck


def small_rules(rules: Rules, ranks: int) -> Rules:
    return reduced_deck(rules, ranks)


def deck(rules: Rules) -> list[int]:
    """The cards of a (reduced) profile, then its four gaps."""
    return [suit * 13 + rank - 1 for suit in range(4) for rank in range(rules.base_rank, rules.top_rank + 1)] + [
        GAP
    ] * 4


def small_board(rules: Rules, order: list[int]) -> Board:
    """The board whose cells hold the deck of ``rules`` in the permuted ``order``."""
    cards = deck(rules)
    return Board(rules, [cards[index] for index in order])


@dataclass(frozen=True)
class Exhaustive:
    winnable: bool
    best_locked: int
    """The most cards in sequence any line of this phase reaches."""
    longest: int
    """Moves of the longest line of this phase."""
    positions: int


def brute_force(board: Board) -> Exhaustive:
    """Every line of the phase, one position at a time; ``board`` is left as given."""
    memo: dict[bytes, tuple[int, int]] = {}
    target = 4 * board.rules.full_run

    def best() -> tuple[int, int]:
        key = bytes(board.cells)
        known = memo.get(key)
        if known is not None:
            return known
        locked, longest = sum(board.run_lengths()), 0
        for card, to in board.legal_moves():
            frm = board.make(card, to)
            child_locked, child_longest = best()
            board.unmake(card, frm)
            locked, longest = max(locked, child_locked), max(longest, child_longest + 1)
        memo[key] = (locked, longest)
        return memo[key]

    locked, longest = best()
    return Exhaustive(locked == target, locked, longest, len(memo))


def reachable(board: Board, limit: int = 20_000) -> list[Board]:
    """Positions reachable from ``board`` in its phase (up to ``limit`` of them), each as its own board."""
    seen = {bytes(board.cells)}
    found, stack = [], [board.copy()]
    while stack and len(found) < limit:
        position = stack.pop()
        found.append(position)
        for card, to in position.legal_moves():
            child = position.copy()
            child.make(card, to)
            if bytes(child.cells) not in seen:
                seen.add(bytes(child.cells))
                stack.append(child)
    return found

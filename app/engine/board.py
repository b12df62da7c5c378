"""The position: a 4-row grid of cards and gaps, with a fast make/unmake interface.

Cells are numbered row by row, ``cell = row * cols + col``. The board keeps three views
in step on every move, so that no rule check has to scan the grid:

- ``cells[cell]``: the card in a cell, or :data:`GAP`;
- ``where[card]``: the cell a card is in, or -1 for a card not in play (Aces in a
  Two-based profile);
- ``gaps``: the cells that are gaps (always four of them).

>>> from app.engine.rules import CLASSIC
>>> board = deal(CLASSIC, "demo")
>>> board.rows()[1][:3]
[None, '8C', '3S']
>>> [(card_name(card), board.coords(cell)) for card, cell in board.legal_moves()][:2]
[('2S', (1, 0)), ('2H', (1, 0))]
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache

from app.engine.cards import DECK_SIZE, card_name, parse_card
from app.engine.rules import Rules
from app.engine.stream import Stream

GAP = DECK_SIZE
"""Marker of an empty cell in :attr:`Board.cells` (one past the last card index)."""

NOT_IN_PLAY = -1

# SUCCESSOR[x] is the only card a gap right of x accepts: -1 right of a King or a gap.
SUCCESSOR: tuple[int, ...] = tuple(-1 if c == GAP or c % 13 == 12 else c + 1 for c in range(DECK_SIZE + 1))


def successor_table(rules: Rules) -> tuple[int, ...]:
    """:data:`SUCCESSOR` for ``rules``: the same table, but nothing goes right of the top rank of a reduced deck."""
    if rules.top_rank == 13:
        return SUCCESSOR
    return tuple(-1 if c == GAP or c % 13 >= rules.top_rank - 1 else c + 1 for c in range(DECK_SIZE + 1))


@cache
def _layout(rules: Rules) -> tuple[tuple[int, ...], tuple[bool, ...], frozenset[int], tuple[int, ...]]:
    """Per-profile lookup tables: the base cards, column-0 flags per cell, last-column cells, successors."""
    base_cards = tuple(suit * 13 + rules.base_rank - 1 for suit in range(4))
    # Indexed by cell, and by NOT_IN_PLAY (the last element), which is never column 0.
    in_column_0 = (*(cell % rules.cols == 0 for cell in range(rules.cells)), False)
    last_column = frozenset(range(rules.cols - 1, rules.cells, rules.cols))
    return base_cards, in_column_0, last_column, successor_table(rules)


class Board:
    """A position under one rules profile. Mutated in place by :meth:`make` and :meth:`unmake`."""

    __slots__ = ("_in_column_0", "_last_column", "base_cards", "cells", "cols", "gaps", "rules", "successor", "where")

    def __init__(self, rules: Rules, cells: list[int]) -> None:
        if len(cells) != rules.cells:
            raise ValueError(f"{rules} has {rules.cells} cells, got {len(cells)}")
        self.rules = rules
        self.cols = rules.cols
        self.cells = cells
        self.where = [NOT_IN_PLAY] * DECK_SIZE
        self.gaps: list[int] = []
        for cell, card in enumerate(cells):
            if card == GAP:
                self.gaps.append(cell)
            elif self.where[card] != NOT_IN_PLAY:
                raise ValueError(f"{card_name(card)} appears twice")
            else:
                self.where[card] = cell
        self.base_cards, self._in_column_0, self._last_column, self.successor = _layout(rules)

    @classmethod
    def from_rows(cls, rules: Rules, rows: list[list[str | None]]) -> Board:
        """A board from its JSON form: 4 lists of card codes, ``None`` for a gap."""
        if len(rows) != 4 or any(len(row) != rules.cols for row in rows):
            raise ValueError(f"{rules} boards have 4 rows of {rules.cols} cells")
        return cls(rules, [GAP if code is None else parse_card(code) for row in rows for code in row])

    def copy(self) -> Board:
        return Board(self.rules, self.cells.copy())

    # -- coordinates ---------------------------------------------------------------

    def cell(self, row: int, col: int) -> int:
        return row * self.cols + col

    def coords(self, cell: int) -> tuple[int, int]:
        return divmod(cell, self.cols)

    def rows(self) -> list[list[str | None]]:
        """The JSON form of the grid."""
        names = [None if card == GAP else card_name(card) for card in self.cells]
        return [names[start : start + self.cols] for start in range(0, len(names), self.cols)]

    def key(self) -> bytes:
        """A compact hashable identity of the position."""
        return bytes(self.cells)

    # -- make / unmake: the hot path of replay and search ---------------------------

    def make(self, card: int, to: int) -> int:
        """Put ``card`` into the gap ``to`` without any check; returns the cell it left."""
        cells = self.cells
        frm = self.where[card]
        cells[to] = card
        cells[frm] = GAP
        self.where[card] = to
        gaps = self.gaps
        gaps[gaps.index(to)] = frm
        return frm

    def unmake(self, card: int, frm: int) -> None:
        """Take back ``make(card, to)`` that returned ``frm``."""
        cells = self.cells
        to = self.where[card]
        cells[frm] = card
        cells[to] = GAP
        self.where[card] = frm
        gaps = self.gaps
        gaps[gaps.index(frm)] = to

    # -- rules ----------------------------------------------------------------------

    def legal_moves(self) -> list[tuple[int, int]]:
        """Every legal move as ``(card, gap cell)``."""
        moves = []
        cells = self.cells
        cols = self.cols
        successor = self.successor
        for gap in self.gaps:
            if gap % cols:
                card = successor[cells[gap - 1]]
                if card >= 0:
                    moves.append((card, gap))
            else:
                where = self.where
                in_column_0 = self._in_column_0
                for base in self.base_cards:
                    if not in_column_0[where[base]]:
                        moves.append((base, gap))
        return moves

    def has_legal_move(self) -> bool:
        cells = self.cells
        cols = self.cols
        for gap in self.gaps:
            if gap % cols:
                if self.successor[cells[gap - 1]] >= 0:
                    return True
            elif any(not self._in_column_0[self.where[base]] for base in self.base_cards):
                return True
        return False

    def accepted_by(self, gap: int) -> list[int]:
        """The cards the gap at ``gap`` accepts (empty for a dead gap)."""
        if gap % self.cols:
            card = self.successor[self.cells[gap - 1]]
            return [card] if card >= 0 else []
        return [base for base in self.base_cards if not self._in_column_0[self.where[base]]]

    def is_legal(self, card: int, to: int) -> bool:
        if self.cells[to] != GAP or self.where[card] == NOT_IN_PLAY:
            return False
        if to % self.cols:
            return self.successor[self.cells[to - 1]] == card
        return card in self.base_cards and not self._in_column_0[self.where[card]]

    def run_length(self, row: int) -> int:
        """Cards locked in sequence from column 0 of ``row`` (0 without a base card there)."""
        cells = self.cells
        start = row * self.cols
        first = cells[start]
        if first == GAP or first % 13 != self.rules.base_rank - 1:
            return 0
        length = 1
        successor = self.successor
        while length < self.cols and cells[start + length] == successor[cells[start + length - 1]]:
            length += 1
        return length

    def run_lengths(self) -> list[int]:
        return [self.run_length(row) for row in range(4)]

    def is_complete(self) -> bool:
        """Every row's run reaches its King."""
        # A complete row ends in a gap, so a gap anywhere else rules completion out cheaply.
        if not self._last_column.issuperset(self.gaps):
            return False
        return all(length == self.rules.full_run for length in self.run_lengths())

    def locked_cells(self) -> Iterator[int]:
        for row, length in enumerate(self.run_lengths()):
            start = row * self.cols
            yield from range(start, start + length)

    def __repr__(self) -> str:
        return f"Board({self.rules.name}, {self.rows()!r})"


def deal(rules: Rules, seed: str) -> Board:
    """The opening position of ``seed`` under ``rules``."""
    deck = list(range(DECK_SIZE))
    Stream(seed, "deal").shuffle(deck)
    cols = rules.cols
    if rules.base_rank == 1:
        cells = [GAP] * rules.cells
        for k, card in enumerate(deck):
            cells[(k // 13) * cols + 1 + k % 13] = card
        aces_found = 0
        for cell in [row * cols + col for row in range(4) for col in range(1, cols)]:
            if cells[cell] != GAP and cells[cell] % 13 == 0:
                cells[aces_found * cols] = cells[cell]
                cells[cell] = GAP
                aces_found += 1
        return Board(rules, cells)
    return Board(rules, [GAP if card % 13 == 0 else card for card in deck])


def redeal(board: Board, seed: str, number: int) -> None:
    """The ``number``-th redeal of a game, in place: locked runs stay, the rest is reshuffled."""
    redeal_with(board, Stream(seed, f"redeal:{number}").shuffle)


def redeal_with(board: Board, shuffle: Callable[[list[int]], object]) -> None:
    """A redeal whose loose cards, in canonical order, are put in order by ``shuffle`` (in place)."""
    lengths = board.run_lengths()
    cols = board.cols
    cells = board.cells
    locked = {row * cols + col for row, length in enumerate(lengths) for col in range(length)}
    loose = sorted(card for cell, card in enumerate(cells) if card != GAP and cell not in locked)
    shuffle(loose)
    dealt = iter(loose)
    for row, length in enumerate(lengths):
        start = row * cols
        cells[start + length] = GAP
        for col in range(length + 1, cols):
            cells[start + col] = next(dealt)
    board.__init__(board.rules, cells)  # type: ignore[misc]

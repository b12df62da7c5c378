"""Hints: the move a short search of this deal phase recommends, and why.

A hint reads only the position on the table: never the seed, never a future redeal (what a
redeal would bring is unknown, so a phase is worth its win or the cards it locks).

>>> from app.engine.game import Game
>>> hint = hint_for(Game("classic@1", "demo"))
>>> hint.kind, hint.card in ("2S", "2H", "2D", "2C"), bool(hint.reason)
('move', True, True)
"""

from __future__ import annotations

from dataclasses import dataclass

from app.engine.board import GAP, SUCCESSOR
from app.engine.cards import SUIT_WORDS, card_name
from app.engine.game import Game
from app.engine.solver import evaluate, search_phase

HINT_SECONDS = 0.06
"""Search time for one hint: well inside a player's patience and the latency target."""


@dataclass(frozen=True, slots=True)
class Hint:
    kind: str
    """``move``, ``redeal``, or ``none`` when the game is over."""
    card: str | None
    to: tuple[int, int] | None
    reason: str
    wins: bool = False
    """A win within this deal phase was found, along ``line``."""
    line: tuple[tuple[str, tuple[int, int]], ...] = ()


def _one_step(game: Game, card: int, to: int) -> tuple[int, int, int]:
    """The position one move ahead, as the solver values it (a win first, a block last)."""
    board = game.board
    frm = board.make(card, to)
    try:
        won = board.is_complete()
        blocked = not won and game.redeals_left == 0 and not board.has_legal_move()
        return (int(won), -int(blocked), evaluate(board))
    finally:
        board.unmake(card, frm)


def _reason(game: Game, card: int, to: int) -> str:
    board = game.board
    name = card_name(card)
    row, col = board.coords(to)
    frm = board.where[card]
    runs = board.run_lengths()
    after = board.make(card, to)
    try:
        if board.is_complete():
            return "completes the last row: it wins the game"
        new_runs = board.run_lengths()
    finally:
        board.unmake(card, after)
    if col == 0:
        return f"starts row {row} with {name}"
    if new_runs[row] > runs[row]:
        return f"extends the {SUIT_WORDS[name[1]]} run in row {row} to {new_runs[row]} cards"
    if frm % board.cols == 0:
        return f"opens a gap in column 0 of row {frm // board.cols}, where a Two can start a row"
    left = board.cells[frm - 1]
    if left != GAP and SUCCESSOR[left] >= 0:
        return f"the gap it leaves takes {card_name(SUCCESSOR[left])}, so play goes on"
    return "keeps the most gaps open"


def hint_for(game: Game, seconds: float = HINT_SECONDS) -> Hint:
    """The suggested action for the position on the table, from ``seconds`` of search."""
    if game.is_over:
        return Hint("none", None, None, "the game is over")
    board = game.board
    moves = board.legal_moves()
    left = "unlimited" if game.redeals_left is None else f"{game.redeals_left} left"
    if not moves:
        if game.can_redeal:
            return Hint("redeal", None, None, f"no card can move: redeal ({left}); your runs stay in place")
        return Hint("none", None, None, "no card can move and no redeal is left")
    found = search_phase(board, seconds)
    line = tuple((card_name(card), board.coords(gap)) for card, gap in found.line)
    if found.won:
        card, to = found.line[0]
        reason = (
            "it wins the game"
            if len(found.line) == 1
            else f"a win in this deal: {len(found.line)} moves, starting with this one"
        )
        return Hint("move", card_name(card), board.coords(to), reason, wins=True, line=line)
    now = sum(board.run_lengths())
    if found.line and found.locked > now:
        card, to = found.line[0]
        reason = f"{_reason(game, card, to)}; this deal can reach {found.locked} cards in sequence"
        return Hint("move", card_name(card), board.coords(to), reason, line=line)
    if game.can_redeal and found.exhausted:
        return Hint("redeal", None, None, f"no line in this deal locks more cards than {now}: redeal ({left})")
    # Nothing better was found in time: the move that leaves the best position one step ahead.
    card, to = max(moves, key=lambda move: (_one_step(game, *move), -move[1], -move[0]))
    return Hint("move", card_name(card), board.coords(to), _reason(game, card, to))

"""A one-ply hint: the move that leaves the best position on the table, and why.

It looks only at the position (never the seed, never a future redeal).

>>> from app.engine.game import Game
>>> hint_for(Game("classic@1", "demo"))
Hint(kind='move', card='2D', to=(1, 0), reason='starts row 1 with 2D')
"""

from __future__ import annotations

from dataclasses import dataclass

from app.engine.board import GAP, SUCCESSOR, Board
from app.engine.cards import SUIT_WORDS, card_name
from app.engine.game import Game


@dataclass(frozen=True, slots=True)
class Hint:
    kind: str
    """``move``, ``redeal``, or ``none`` when the game is over."""
    card: str | None
    to: tuple[int, int] | None
    reason: str


def live_gaps(board: Board) -> int:
    """Gaps that accept some card now."""
    return sum(1 for gap in board.gaps if board.accepted_by(gap))


def _evaluate(game: Game, card: int, to: int) -> tuple[int, ...]:
    board = game.board
    frm = board.make(card, to)
    try:
        won = board.is_complete()
        blocked = not won and game.redeals_left == 0 and not board.has_legal_move()
        locked = sum(board.run_lengths())
        live = live_gaps(board)
        # A card that lands next to its successor's gap chain keeps play flowing.
        follows = 1 if to % board.cols != board.cols - 1 and SUCCESSOR[card] == board.cells[to + 1] else 0
        return (int(won), -int(blocked), locked, live, follows, -frm)
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


def hint_for(game: Game) -> Hint:
    """The suggested action for the position on the table."""
    if game.is_over:
        return Hint("none", None, None, "the game is over")
    board = game.board
    moves = board.legal_moves()
    if not moves:
        if game.can_redeal:
            left = "unlimited" if game.redeals_left is None else f"{game.redeals_left} left"
            return Hint("redeal", None, None, f"no card can move: redeal ({left}); your runs stay in place")
        return Hint("none", None, None, "no card can move and no redeal is left")
    card, to = max(moves, key=lambda move: (_evaluate(game, *move), -move[1], -move[0]))
    return Hint("move", card_name(card), board.coords(to), _reason(game, card, to))

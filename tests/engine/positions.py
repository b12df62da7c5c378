"""Hand-made positions for engine tests."""

from __future__ import annotations

from app.engine import Board, Game, get_rules

SUITS = "SHDC"
TWO_TO_KING = "23456789TJQK"


def complete_row(suit: str) -> list[str | None]:
    return [rank + suit for rank in TWO_TO_KING] + [None]


def game_at(rows: list[list[str | None]], rules: str = "classic@1", redeals_used: int = 0) -> Game:
    """A game whose position is ``rows`` (the deal of its seed is replaced)."""
    game = Game(rules, "hand-made")
    game.board = Board.from_rows(get_rules(rules), rows)
    game.redeals_used = redeals_used
    return game


def one_move_from_a_win() -> list[list[str | None]]:
    """Row 0 lacks its King in column 11; the other rows are complete."""
    first = [rank + "S" for rank in TWO_TO_KING[:-1]] + [None, "KS"]
    return [first] + [complete_row(suit) for suit in "HDC"]


def one_move_from_a_block() -> list[list[str | None]]:
    """The only legal move, JS into [0, 9], leaves its old cell right of KS: nothing can move."""
    first = [rank + "S" for rank in "23456789T"] + [None, "KS", "JS", "QS"]
    return [first] + [complete_row(suit) for suit in "HDC"]

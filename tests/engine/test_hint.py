"""Hints read the position only, and say why."""

from __future__ import annotations

from app.engine import Game, Move, Resign
from app.engine.hint import hint_for
from tests.engine.positions import game_at, one_move_from_a_block, one_move_from_a_win


def test_a_winning_move_is_always_the_hint() -> None:
    hint = hint_for(game_at(one_move_from_a_win()))
    assert (hint.kind, hint.card, hint.to) == ("move", "KS", (0, 11))
    assert hint.wins and hint.line == (("KS", (0, 11)),)
    assert hint.reason == "it wins the game"


def test_with_no_legal_move_the_hint_is_to_redeal_and_says_why() -> None:
    game = game_at(one_move_from_a_block())
    game.apply(Move("JS", (0, 9), 1))  # every gap is now right of a King
    assert game.board.legal_moves() == []
    assert game.status == "playing"
    hint = hint_for(game)
    assert hint.kind == "redeal"
    assert "no card can move" in hint.reason and "2 left" in hint.reason


def test_the_hint_prefers_a_move_that_grows_a_run() -> None:
    hint = hint_for(game_at(one_move_from_a_block()))
    assert (hint.kind, hint.card, hint.to) == ("move", "JS", (0, 9))
    assert hint.reason.startswith("extends the spades run in row 0 to 10 cards")


def test_a_finished_game_gets_no_hint() -> None:
    game = Game("classic@1", "demo")
    game.apply(Resign(1))
    assert hint_for(game).kind == "none"


def test_the_hint_does_not_depend_on_the_seed() -> None:
    # A position the search exhausts at once, so that the answer does not depend on the machine's speed.
    first, second = game_at(one_move_from_a_block()), Game("classic@1", "another seed")
    second.board = first.board.copy()
    assert hint_for(first) == hint_for(second)

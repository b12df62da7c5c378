"""Where to redeal: the runs whose next phase is most likely won, which is not always the most locked cards."""

from __future__ import annotations

import random

from app.engine import Game, get_rules
from app.engine.board import Board, redeal, redeal_with
from app.engine.redeals import choose_ending, next_phase_chance
from app.engine.stream import Stream
from tests.engine.positions import game_at, one_move_from_a_win

SPADES, HEARTS, DIAMONDS, CLUBS = 1, 14, 27, 40
"""The Twos: the base cards of Classic, one per suit."""


def test_a_redeal_with_the_seed_stream_is_the_redeal_of_the_rules() -> None:
    game = Game("classic@1", "bench-7")
    ours, theirs = game.board.copy(), game.board.copy()
    redeal(ours, "bench-7", 1)
    redeal_with(theirs, Stream("bench-7", "redeal:1").shuffle)
    assert ours.rows() == theirs.rows()


def test_one_king_short_of_a_win_the_next_phase_is_always_won() -> None:
    board = game_at(one_move_from_a_win()).board
    assert next_phase_chance(board, random.Random(2), samples=5) == 1.0


def test_four_rows_one_short_beat_three_complete_rows_and_a_short_one() -> None:
    """With three complete rows only one gap lives after the redeal; four rows waiting for their King
    each keep theirs, and every King can then walk home."""
    board = Board.from_rows(get_rules("classic@1"), Game("classic@1", "any").board.rows())
    three_complete = (SPADES, HEARTS, DIAMONDS, CLUBS, 12, 12, 12, 9)
    four_short = (SPADES, HEARTS, DIAMONDS, CLUBS, 11, 11, 11, 11)
    endings = {three_complete: [(0, 0)], four_short: [(1, 1)]}
    assert choose_ending(board, endings, 0.3, rng=random.Random(3)) == [(1, 1)]
    assert choose_ending(board, {}, 0.3, rng=random.Random(3)) is None

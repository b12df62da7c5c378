"""The solver finds known wins, proves known dead ends, and only ever plays legal lines."""

from __future__ import annotations

import random

import pytest

from app.engine import Board, Game, Move, get_rules, verify_record
from app.engine.autoplay import autoplay
from app.engine.cards import card_name
from app.engine.solver import moved_key, position_key, prove, search_phase
from tests.engine.positions import complete_row, game_at, one_move_from_a_block


def three_moves_from_a_win() -> list[list[str | None]]:
    """Row 0 needs TS, QS and KS slid left one after another; the other rows are complete."""
    first = [rank + "S" for rank in "23456789"] + [None, "JS", "TS", "QS", "KS"]
    return [first] + [complete_row(suit) for suit in "HDC"]


def play(game: Game, line: list[tuple[int, int]]) -> None:
    for t, (card, gap) in enumerate(line, start=1):
        game.apply(Move(card_name(card), game.board.coords(gap), t))


def test_it_finds_a_three_move_win_and_the_line_is_legal() -> None:
    game = game_at(three_moves_from_a_win())
    found = search_phase(game.board, 1.0)
    assert found.won and len(found.line) == 3
    assert game.board.rows() == three_moves_from_a_win(), "the board is left as it was given"
    play(game, found.line)
    assert game.status == "won"


def test_it_proves_a_known_win_and_a_known_dead_end() -> None:
    winnable = prove(Board.from_rows(get_rules("classic@1"), three_moves_from_a_win()), 1.0)
    assert winnable.verdict == "winnable" and len(winnable.line) == 3
    dead = prove(Board.from_rows(get_rules("classic@1"), one_move_from_a_block()), 1.0)
    assert (dead.verdict, dead.line) == ("unwinnable", [])


def test_without_a_win_it_aims_for_the_most_locked_cards() -> None:
    found = search_phase(Board.from_rows(get_rules("classic@1"), one_move_from_a_block()), 1.0)
    assert not found.won and found.exhausted
    assert found.locked == 46 and len(found.line) == 1


def test_a_proof_that_runs_out_of_time_says_unknown() -> None:
    assert prove(Game("classic@1", "bench-1").board, 0.05).verdict == "unknown"


def test_the_incremental_key_equals_the_key_computed_from_scratch() -> None:
    rng = random.Random(3)
    board = Game("blue-moon@1", "keys").board
    key = position_key(board)
    for _ in range(60):
        moves = board.legal_moves()
        if not moves:
            break
        card, gap = rng.choice(moves)
        frm = board.make(card, gap)
        key = moved_key(key, card, frm, gap)
        assert key == position_key(board)


@pytest.mark.parametrize(("rules", "seed"), [("classic@1", "bench-0"), ("blue-moon@1", "solve"), ("relaxed@1", "s")])
def test_autoplayed_games_pass_montana_verify(rules: str, seed: str) -> None:
    game = autoplay(rules, seed, 0.05)
    assert game.is_over
    assert verify_record(game.record()).report == {"ok": True, "result": game.result().to_json()}

"""The solver: known wins and dead ends, and every reduction checked against a brute force with none."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine import Board, Game, Move, get_rules, verify_record
from app.engine.autoplay import autoplay
from app.engine.cards import card_name, parse_card
from app.engine.rules import BLUE_MOON, CLASSIC, reduced_deck
from app.engine.solver import (
    UNKNOWN,
    UNWINNABLE,
    WINNABLE,
    PhaseSearch,
    forced_move,
    max_line_length,
    moved_key,
    position_key,
    prove,
    search_phase,
)
from tests.engine.positions import complete_row, game_at, one_move_from_a_block
from tests.engine.small import brute_force, deck, reachable, small_board

SMALL_CLASSIC = reduced_deck(CLASSIC, 4)
SMALL_BLUE_MOON = reduced_deck(BLUE_MOON, 4)
SLOW = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def three_moves_from_a_win() -> list[list[str | None]]:
    """Row 0 needs TS, QS and KS slid left one after another; the other rows are complete."""
    first = [rank + "S" for rank in "23456789"] + [None, "JS", "TS", "QS", "KS"]
    return [first] + [complete_row(suit) for suit in "HDC"]


def play(game: Game, line: list[tuple[int, int]]) -> None:
    for t, (card, gap) in enumerate(line, start=1):
        game.apply(Move(card_name(card), game.board.coords(gap), t))


def orders(rules: object) -> st.SearchStrategy[list[int]]:
    return st.permutations(range(len(deck(rules))))  # type: ignore[arg-type]


# -- known positions ----------------------------------------------------------------


def test_it_finds_a_three_move_win_and_the_line_is_legal() -> None:
    game = game_at(three_moves_from_a_win())
    found = search_phase(game.board, 1.0)
    assert found.won and len(found.line) == 3
    assert game.board.rows() == three_moves_from_a_win(), "the board is left as it was given"
    play(game, found.line)
    assert game.status == "won"


def test_it_proves_a_known_win_and_a_known_dead_end() -> None:
    winnable = prove(Board.from_rows(get_rules("classic@1"), three_moves_from_a_win()), 1.0)
    assert winnable.verdict == WINNABLE and len(winnable.line) == 3
    dead = prove(Board.from_rows(get_rules("classic@1"), one_move_from_a_block()), 1.0)
    assert (dead.verdict, dead.line) == (UNWINNABLE, [])


def test_without_a_win_it_aims_for_the_most_locked_cards() -> None:
    found = search_phase(Board.from_rows(get_rules("classic@1"), one_move_from_a_block()), 1.0)
    assert not found.won and found.exhausted
    assert found.locked == 46 and len(found.line) == 1


def test_a_proof_that_runs_out_of_budget_says_unknown_and_can_go_on() -> None:
    search = PhaseSearch(Game("classic@1", "bench-9").board)
    assert search.run(nodes=2_000).verdict == UNKNOWN
    assert search.run().verdict == UNWINNABLE, "a second run goes on where the first stopped"
    assert prove(Game("classic@1", "bench-9").board, None, nodes=2_000).verdict == UNKNOWN


def test_the_first_deal_of_a_known_seed_is_proved_winnable_with_a_legal_line() -> None:
    proof = prove(Game("classic@1", "bench-5").board, 10.0)
    assert proof.verdict == WINNABLE
    game = Game("classic@1", "bench-5")
    play(game, proof.line)
    assert game.status == "won"


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


# -- every reduction against the brute force, on boards of a reduced deck ---------------


@SLOW
@given(order=orders(SMALL_CLASSIC), rules=st.sampled_from([SMALL_CLASSIC, SMALL_BLUE_MOON]))
def test_the_search_decides_small_boards_as_the_brute_force_does(order: list[int], rules: object) -> None:
    board = small_board(rules, order)  # type: ignore[arg-type]
    truth = brute_force(board)
    found = PhaseSearch(board).run()
    assert found.verdict == (WINNABLE if truth.winnable else UNWINNABLE)
    assert found.locked == truth.best_locked, "the most cards locked, exactly, when the search is exhaustive"
    check_line(board, found.line, found.locked)
    assert found.positions <= truth.positions


@SLOW
@given(order=orders(SMALL_CLASSIC))
def test_restarts_change_no_verdict(order: list[int]) -> None:
    board = small_board(SMALL_CLASSIC, order)
    plain, restarted = PhaseSearch(board).run(), PhaseSearch(board, seed=7, restart_nodes=3).run()
    assert (restarted.verdict, restarted.locked) == (plain.verdict, plain.locked)


def check_line(board: Board, line: list[tuple[int, int]], locked: int) -> None:
    """The line is legal from ``board`` and ends with ``locked`` cards in sequence."""
    position = board.copy()
    for card, to in line:
        assert position.is_legal(card, to)
        position.make(card, to)
    assert sum(position.run_lengths()) == locked


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(order=orders(SMALL_CLASSIC), rules=st.sampled_from([SMALL_CLASSIC, SMALL_BLUE_MOON]))
def test_a_forced_move_keeps_every_outcome_within_reach(order: list[int], rules: object) -> None:
    """In every position the brute force reaches, playing the forced move loses neither the win nor a locked card."""
    for position in reachable(small_board(rules, order), limit=3_000):  # type: ignore[arg-type]
        move = forced_move(position)
        if move is None:
            continue
        before = brute_force(position)
        position.make(*move)
        after = brute_force(position)
        assert (after.winnable, after.best_locked) == (before.winnable, before.best_locked), position.rows()


def test_a_run_extension_is_not_always_safe_which_is_why_forced_moves_need_their_condition() -> None:
    """4C may extend row 4's run, but the gap right of it is where 5C wants to go first: 5C there frees
    [1, 3] for the five of spades, and the best line locks 9 cards; playing 4C at once caps it at 7."""
    rows = [["2D", "3H", "4H", "5H", "3D"], ["2S", "3S", "4S", "5C", None], ["4D", "5D", "4C", None, None],
            ["2C", "3C", None, "5S", "2H"]]  # fmt: skip
    board = Board.from_rows(SMALL_CLASSIC, rows)
    assert forced_move(board) is None
    before = brute_force(board).best_locked
    board.make(parse_card("4C"), board.cell(3, 2))
    assert (before, brute_force(board).best_locked) == (9, 7)


@settings(max_examples=40, deadline=None)
@given(order=orders(SMALL_CLASSIC), rules=st.sampled_from([SMALL_CLASSIC, SMALL_BLUE_MOON]))
def test_no_line_of_a_phase_is_longer_than_the_bound_the_dag_proof_gives(order: list[int], rules: object) -> None:
    board = small_board(rules, order)  # type: ignore[arg-type]
    assert brute_force(board).longest <= max_line_length(board)


@settings(max_examples=25, deadline=None)
@given(
    order=orders(SMALL_CLASSIC),
    rules=st.sampled_from([SMALL_CLASSIC, SMALL_BLUE_MOON]),
    suits=st.permutations(range(4)),
)
def test_renaming_the_suits_changes_no_outcome(order: list[int], rules: object, suits: list[int]) -> None:
    """Suit symmetry (docs/rules.md): sound in every profile, though the search does not use it."""
    board = small_board(rules, order)  # type: ignore[arg-type]
    renamed = Board(board.rules, [card if card == 52 else suits[card // 13] * 13 + card % 13 for card in board.cells])
    assert brute_force(renamed) == brute_force(board)


def test_the_search_can_keep_a_line_to_each_set_of_runs_it_reaches() -> None:
    board = Board.from_rows(get_rules("classic@1"), one_move_from_a_block())
    search = PhaseSearch(board, keep_endings=True)
    search.run(1.0)
    twos = tuple(board.cells[row * 13] for row in range(4))
    assert search.endings == {(*twos, 10, 12, 12, 12): [(parse_card("JS"), board.cell(0, 9))]}

"""Hints: they follow a known win, say what is known about the position in words, and read as a player reads."""

from __future__ import annotations

import random
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine import Game, Move, Resign, Undo
from app.engine.cards import card_name
from app.engine.findings import Finding, SearchRequest, background_search, position_id
from app.engine.hint import hint_for
from app.engine.rules import CLASSIC, reduced_deck
from app.engine.solver import UNWINNABLE, WINNABLE, prove
from tests.engine.positions import game_at, one_move_from_a_block, one_move_from_a_win
from tests.engine.small import brute_force, deck, small_board

SMALL = reduced_deck(CLASSIC, 4)


def test_a_winning_move_is_always_the_hint() -> None:
    hint = hint_for(game_at(one_move_from_a_win()))
    assert (hint.kind, hint.card, hint.to) == ("move", "KS", (0, 11))
    assert hint.wins and hint.line == (("KS", (0, 11)),)
    assert hint.reason == "it completes the last row and wins the game"
    assert (hint.verdict, hint.verdict_text) == (
        "winnable",
        "known winnable: following the hints from here wins in 1 move",
    )


def test_a_known_winning_line_is_followed_from_wherever_the_player_is_on_it() -> None:
    game = Game("classic@1", "bench-5")
    line = prove(game.board, 10.0).line
    proof = Finding("classic@1", position_id(game.board), WINNABLE, tuple(line))
    for t, (card, to) in enumerate(line[:30], start=1):
        game.apply(Move(card_name(card), game.board.coords(to), t))
    hint = hint_for(game, [proof], seconds=0)
    card, to = line[30]
    assert (hint.card, hint.to) == (card_name(card), game.board.coords(to))
    assert hint.wins and hint.verdict == "winnable" and hint.search_next is None
    assert f"a win from here is known: {len(line) - 30} moves" in hint.reason
    assert len(hint.line) == len(line) - 30


def test_a_win_found_by_the_hint_itself_is_a_finding_to_store() -> None:
    game = game_at(one_move_from_a_win())
    hint = hint_for(game)
    assert hint.finding is not None and hint.finding.verdict == WINNABLE
    assert hint.finding.position == position_id(game.board)


def test_with_no_legal_move_the_hint_is_to_redeal_and_counts_the_redeals_left() -> None:
    game = game_at(one_move_from_a_block())
    game.apply(Move("JS", (0, 9), 1))  # every gap is now right of a King
    hint = hint_for(game)
    assert hint.kind == "redeal"
    assert hint.reason == "no card can move: redeal (2 redeals left); your runs stay in place"
    game.redeals_used = 1
    assert "(1 redeal left)" in hint_for(game).reason
    relaxed = game_at(game.board.rows(), rules="relaxed@1")
    assert "(redeals are unlimited)" in hint_for(relaxed).reason


def test_a_phase_proved_unwinnable_is_known_lost_only_without_a_redeal() -> None:
    with_redeals = hint_for(game_at(one_move_from_a_block()))
    assert with_redeals.verdict == "unknown"
    assert with_redeals.verdict_text == "unknown: this deal cannot be won from here without a redeal; 2 redeals left"
    assert with_redeals.finding is not None and with_redeals.finding.verdict == UNWINNABLE
    last_deal = hint_for(game_at(one_move_from_a_block(), redeals_used=2))
    assert last_deal.verdict == "lost"
    assert last_deal.verdict_text == "known lost: no line of this deal wins from here and no redeal is left"


def test_the_hint_prefers_a_move_that_grows_a_run_and_names_row_and_column_from_1() -> None:
    hint = hint_for(game_at(one_move_from_a_block()))
    assert (hint.kind, hint.card, hint.to) == ("move", "JS", (0, 9))
    assert hint.reason.startswith("it extends the spades run in row 1 to 10 cards")
    first = hint_for(Game("classic@1", "demo"))
    assert re.match(r"2. starts row 2", first.reason), first.reason


def test_an_unknown_position_names_the_position_after_its_move_for_the_background_search() -> None:
    game = Game("classic@1", "bench-9")
    hint = hint_for(game, seconds=0.01)
    assert hint.verdict == "unknown" and hint.verdict_text == "unknown: no win found from here yet"
    assert hint.search_next is not None and hint.kind == "move" and hint.card and hint.to
    game.apply(Move(hint.card, hint.to, 1))
    assert hint.search_next == SearchRequest.for_position(game.board)


def test_moves_proved_to_lose_are_not_suggested() -> None:
    game = Game("classic@1", "bench-9")
    board = game.board
    first = hint_for(game, seconds=0.01)
    chosen = next(
        (card, to) for card, to in board.legal_moves() if (card_name(card), board.coords(to)) == (first.card, first.to)
    )
    dead = Finding("classic@1", position_id(board), "unknown", dead=(chosen,))
    second = hint_for(game, [dead], seconds=0.01)
    assert (second.card, second.to) != (first.card, first.to)


def test_a_background_finding_at_the_next_position_is_used_by_the_next_hint() -> None:
    game = Game("classic@1", "bench-6")  # its win takes the search about 2,000 positions
    hint = hint_for(game, seconds=0)
    assert hint.search_next is not None
    finding = background_search(hint.search_next, 10.0)
    assert hint.card and hint.to
    game.apply(Move(hint.card, hint.to, 1))
    following = hint_for(game, [Finding.from_json(finding.to_json())], seconds=0)
    assert following.wins and following.verdict == "winnable"


def small_game_with_a_losing_choice() -> tuple[Game, tuple[int, int], tuple[int, int]]:
    """A small position with one move that keeps a win and one that loses every win."""
    rng = random.Random(5)
    while True:
        order = list(range(len(deck(SMALL))))
        rng.shuffle(order)
        board = small_board(SMALL, order)
        outcomes = {}
        for move in board.legal_moves():
            frm = board.make(*move)
            outcomes[move] = brute_force(board).winnable
            board.unmake(move[0], frm)
        if True in outcomes.values() and False in outcomes.values():
            game = Game("classic@1", "small")
            game.rules, game.board = SMALL, board
            keeps = next(move for move, wins in outcomes.items() if wins)
            loses = next(move for move, wins in outcomes.items() if not wins)
            return game, keeps, loses


def test_after_a_move_that_lost_the_win_the_hint_can_say_undo() -> None:
    game, _, loses = small_game_with_a_losing_choice()
    game.apply(Move(card_name(loses[0]), game.board.coords(loses[1]), 1))
    assert hint_for(game).kind != "undo", "only where the caller asks for undo hints"
    hint = hint_for(game, allow_undo=True)
    assert hint.kind == "undo" and hint.reason.startswith("no line of this deal wins after the last move")
    assert hint.finding is not None
    game.apply(Undo(2))
    assert hint_for(game, [hint.finding], allow_undo=True).wins


def test_a_finished_game_gets_no_hint() -> None:
    game = Game("classic@1", "demo")
    game.apply(Resign(1))
    hint = hint_for(game)
    assert (hint.kind, hint.verdict) == ("none", "lost")


def test_the_hint_does_not_depend_on_the_seed() -> None:
    # A position the search exhausts at once, so that the answer does not depend on the machine's speed.
    first, second = game_at(one_move_from_a_block()), Game("classic@1", "another seed")
    second.board = first.board.copy()
    assert hint_for(first) == hint_for(second)


@settings(max_examples=30, deadline=None)
@given(seed=st.text(max_size=8), picks=st.lists(st.integers(0, 50), max_size=40))
def test_reasons_count_rows_and_columns_from_1_and_never_show_card_codes(seed: str, picks: list[int]) -> None:
    game = Game("classic@1", seed)
    for t, pick in enumerate(picks, start=1):
        moves = game.legal_moves()
        if not moves:
            break
        game.apply(Move(moves[pick % len(moves)].card, moves[pick % len(moves)].to, t))
    text = " ".join([(hint := hint_for(game, seconds=0.005)).reason, hint.verdict_text])
    assert all(1 <= int(row) <= 4 for row in re.findall(r"row (\d+)", text)), text
    assert all(1 <= int(col) <= 13 for col in re.findall(r"column (\d+)", text)), text
    assert not re.search(r"\b[2-9TJQKA][SHDC]\b", text), "cards are written 10\u2665, not TH"
    assert not re.search(r"\b1 (redeals|moves|cards)\b|\b([02-9]|\d\d+) (redeal|move|card)\b", text), text


def test_hints_walk_a_player_along_a_proven_deal_to_the_win() -> None:
    game = Game("classic@1", "bench-5")
    proof = prove(game.board, 10.0)
    known = [Finding("classic@1", position_id(game.board), WINNABLE, tuple(proof.line))]
    t = 0
    while not game.is_over:
        hint = hint_for(game, known, seconds=0)
        assert hint.verdict == "winnable" and hint.card and hint.to
        t += 1
        game.apply(Move(hint.card, hint.to, t))
    assert game.status == "won" and game.moves == len(proof.line)


def test_a_player_who_left_a_known_win_is_told_to_undo_back_to_it_where_undo_hints_are_asked_for() -> None:
    game = game_at(Game("classic@1", "bench-5").board.rows(), rules="relaxed@1")
    line = prove(game.board, 10.0).line
    known = [Finding("relaxed@1", position_id(game.board), WINNABLE, tuple(line))]
    for t, (card, to) in enumerate(line[:5], start=1):
        game.apply(Move(card_name(card), game.board.coords(to), t))
    astray = next(move for move in game.legal_moves() if (move.card, move.to) != hint_for(game, known, 0).line[0])
    game.apply(Move(astray.card, astray.to, 6))
    game.apply(Move(game.legal_moves()[0].card, game.legal_moves()[0].to, 7))
    assert hint_for(game, known, seconds=0).kind != "undo", "only where the caller asks for undo hints"
    hint = hint_for(game, known, seconds=0, allow_undo=True)
    assert (hint.kind, hint.verdict) == ("undo", "winnable")
    assert hint.reason.startswith("a win is known from 2 moves back: undo ")
    assert hint.verdict_text == "known winnable: take back 2 moves, then following the hints wins"
    game.apply(Undo(8))
    assert hint_for(game, known, seconds=0, allow_undo=True).kind == "undo"
    game.apply(Undo(9))
    back_on_the_line = hint_for(game, known, seconds=0, allow_undo=True)
    assert back_on_the_line.wins and back_on_the_line.line == tuple(
        (card_name(card), game.board.coords(to)) for card, to in line[5:]
    )


def test_a_win_found_from_the_position_after_the_suggested_move_is_followed_before_that_move_is_made() -> None:
    game = Game("classic@1", "bench-1")  # no win within a few hundred positions; one within 6,000
    hint = hint_for(game, seconds=0)
    assert not hint.wins and hint.search_next is not None
    finding = background_search(hint.search_next, None, nodes=100_000)
    assert finding.verdict == WINNABLE
    followed = hint_for(game, [finding], seconds=0)
    assert followed.wins and followed.verdict == "winnable" and followed.search_next is None
    assert followed.line[0] == hint.line[0] and len(followed.line) == len(finding.line) + 1

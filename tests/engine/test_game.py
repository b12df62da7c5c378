"""Refereeing: the legal moves a player is offered, and what each action does."""

from __future__ import annotations

import pytest

from app.engine import (
    Game,
    GameOverError,
    GapView,
    IllegalActionError,
    LegalMove,
    MalformedActionError,
    Move,
    Redeal,
    Resign,
    Timeout,
    Undo,
    action_from_json,
)
from tests.engine.positions import game_at, one_move_from_a_block, one_move_from_a_win


def test_a_column_0_gap_accepts_every_two_not_already_in_column_0() -> None:
    game = Game("classic@1", "demo")
    assert game.gaps()[0] == GapView((1, 0), ("2S", "2H", "2D", "2C"))
    game.apply(Move("2D", (1, 0), 100))
    gaps = {view.at: view.accepts for view in game.gaps()}
    assert gaps[(2, 0)] == ("2S", "2H", "2C")
    assert gaps[(0, 1)] == ("TC",), "the gap 2D left takes the successor of 9C"


def test_a_two_cannot_move_along_column_0() -> None:
    game = Game("classic@1", "demo")
    game.apply(Move("2D", (1, 0), 100))
    with pytest.raises(IllegalActionError, match="2D is already in column 0"):
        game.apply(Move("2D", (2, 0), 200))


def test_gaps_right_of_a_king_or_of_a_gap_are_dead() -> None:
    rows = one_move_from_a_block()
    rows[1][11], rows[1][12] = None, "KH"  # [1, 12] is now right of a gap, [1, 11] right of QH
    game = game_at(rows)
    accepts = {view.at: view.accepts for view in game.gaps()}
    assert accepts[(2, 12)] == ()
    assert accepts[(3, 12)] == ()
    assert accepts[(1, 11)] == ("KH",)
    with pytest.raises(IllegalActionError, match="nothing goes right of KD"):
        game.apply(Move("KH", (2, 12), 10))


def test_a_winning_move_is_flagged_and_wins_with_the_gold_badge() -> None:
    game = game_at(one_move_from_a_win())
    assert game.legal_moves() == [LegalMove("KS", (0, 11), outcome="won")]
    game.apply(Move("KS", (0, 11), 60_000))
    result = game.result()
    assert (result.status, result.reason, result.badge) == ("won", None, "gold")
    assert result.cards_in_sequence == 48
    assert result.complete_rows == 4
    # 4800 + 4000 - 5 + 2 redeals left * 500 + 10 * (900 - 60) seconds under par
    assert result.score == 4800 + 4000 - 5 + 1000 + 8400
    assert [points for _, points in game.score_parts()] == [4800, 4000, -5, 1000, 8400]
    assert [(term.code, term.count, term.per) for term in game.score_terms()] == [
        ("cards_in_sequence", 48, 100), ("complete_rows", 4, 1000), ("moves", 1, -5), ("redeals_left", 2, 500),
        ("seconds_under_par", 840, 10),
    ]  # fmt: skip
    assert game.legal_moves() == []
    assert not game.can_redeal


def test_a_blocking_move_is_flagged_only_when_no_redeal_is_left() -> None:
    assert game_at(one_move_from_a_block()).legal_moves() == [LegalMove("JS", (0, 9), outcome=None)]
    game = game_at(one_move_from_a_block(), redeals_used=2)
    assert game.legal_moves() == [LegalMove("JS", (0, 9), outcome="lost")]
    game.apply(Move("JS", (0, 9), 5000))
    assert (game.status, game.reason, game.badge()) == ("lost", "blocked", "bronze")
    with pytest.raises(GameOverError, match="lost: blocked"):
        game.apply(Undo(5001))


def test_undo_takes_back_the_last_move_and_counts_as_a_move() -> None:
    game = Game("classic@1", "demo")
    opening = game.board.rows()
    game.apply(Move("2D", (1, 0), 100))
    game.apply(Move("TC", (0, 1), 200))
    game.apply(Undo(300))
    game.apply(Undo(400))
    assert game.board.rows() == opening
    assert (game.moves, game.undos) == (4, 2)
    with pytest.raises(IllegalActionError, match="since the deal"):
        game.apply(Undo(500))


def test_a_redeal_may_be_taken_with_moves_left_and_cannot_be_undone() -> None:
    game = Game("classic@1", "demo")
    game.apply(Move("2D", (1, 0), 100))
    assert game.legal_moves()
    game.apply(Redeal(200))
    assert (game.redeals_used, game.redeals_left, game.moves) == (1, 1, 1)
    with pytest.raises(IllegalActionError, match="a redeal cannot be undone"):
        game.apply(Undo(300))
    game.apply(Redeal(400))
    with pytest.raises(IllegalActionError, match="no redeal left"):
        game.apply(Redeal(500))


def test_relaxed_redeals_are_unlimited() -> None:
    game = Game("relaxed@1", "demo")
    for number in range(1, 8):
        game.apply(Redeal(number))
    assert (game.redeals_used, game.redeals_left, game.status) == (7, None, "playing")


def test_express_times_out_only_at_its_limit() -> None:
    game = Game("express@1", "demo")
    with pytest.raises(IllegalActionError, match="only at t = 180000"):
        game.apply(Timeout(179_999))
    with pytest.raises(IllegalActionError, match="past the 180000 ms time limit"):
        game.apply(Resign(180_001))
    game.apply(Timeout(180_000))
    assert (game.status, game.reason, game.elapsed_ms) == ("lost", "time_up", 180_000)


def test_a_resigned_game_takes_nothing_more() -> None:
    game = Game("classic@1", "demo")
    game.apply(Resign(10))
    with pytest.raises(GameOverError, match="lost: resigned"):
        game.apply(Move("2D", (1, 0), 20))


def test_time_never_goes_backwards() -> None:
    game = Game("classic@1", "demo")
    game.apply(Move("2D", (1, 0), 100))
    with pytest.raises(IllegalActionError, match="time never goes backwards"):
        game.apply(Move("TC", (0, 1), 99))


def test_the_reason_for_a_wrong_card_names_the_card_the_gap_takes() -> None:
    game = Game("classic@1", "demo")
    game.apply(Move("2D", (1, 0), 100))
    with pytest.raises(IllegalActionError, match=r"^7D cannot go right of 9C: that gap takes TC$"):
        game.apply(Move("7D", (0, 1), 200))


def test_aces_are_not_in_play_in_two_based_profiles() -> None:
    with pytest.raises(IllegalActionError, match="removes the Aces"):
        Game("classic@1", "demo").apply(Move("AS", (1, 0), 1))


@pytest.mark.parametrize(
    ("data", "why"),
    [
        ({"type": "jump", "t": 1}, "unknown action type"),
        ({"type": "move", "card": "8D", "t": 1}, "missing \\['to'\\]"),
        ({"type": "undo", "t": 1, "card": "8D"}, "unknown fields \\['card'\\]"),
        ({"type": "move", "card": "8D", "to": [1], "t": 1}, "\\[row, col\\]"),
        ({"type": "move", "card": "8D", "to": [1, True], "t": 1}, "\\[row, col\\]"),
        ({"type": "undo", "t": -1}, "0 or more"),
        ({"type": "undo", "t": 1.5}, "whole number"),
        ({"type": "move", "card": 8, "to": [1, 4], "t": 1}, "card code"),
        ([], "JSON object"),
    ],
)
def test_malformed_actions_say_what_is_wrong(data: object, why: str) -> None:
    with pytest.raises(MalformedActionError, match=why):
        action_from_json(data)


@pytest.mark.parametrize(("card", "to", "why"), [("1S", (1, 0), "not a card"), ("2D", (4, 0), "off the board")])
def test_moves_that_name_no_card_or_cell_are_malformed(card: str, to: tuple[int, int], why: str) -> None:
    with pytest.raises(MalformedActionError, match=why):
        Game("classic@1", "demo").apply(Move(card, to, 1))


def test_unlimited_profiles_give_gold_only_to_a_win_without_redeal() -> None:
    rows = one_move_from_a_win()
    game = game_at(rows, rules="relaxed@1")
    game.apply(Move("KS", (0, 11), 1))
    assert game.badge() == "gold"
    game = game_at(rows, rules="relaxed@1", redeals_used=3)
    game.apply(Move("KS", (0, 11), 1))
    assert game.badge() == "silver"
    assert game.score() == 4800 + 4000 - 5, "no redeal bonus where unlimited and no par time"
    assert [term.code for term in game.score_terms()] == ["cards_in_sequence", "complete_rows", "moves"], (
        "the breakdown has no line the mode lacks"
    )


def test_the_score_is_floored_at_zero() -> None:
    game = Game("relaxed@1", "demo")
    for t in range(50):
        game.apply(Move("2D", (1, 0), 2 * t))
        game.apply(Undo(2 * t + 1))
    assert game.moves == 100
    assert game.score() == 0


def test_the_record_withholds_the_seed_on_request() -> None:
    game = Game("classic@1", "secret")
    assert game.record(reveal_seed=False)["seed"] is None
    assert game.record()["seed"] == "secret"

"""Invariants over random seeds and random play, for every profile (hypothesis)."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine import GAP, PROFILES, Board, Game, Move, Redeal, Resign, Undo

profiles = st.sampled_from(sorted(PROFILES))
seeds = st.text(max_size=20)
choices = st.lists(st.integers(min_value=0, max_value=10_000), max_size=120)


def assert_consistent(board: Board) -> None:
    """No card lost or duplicated, four gaps, and the indexes agree with the grid."""
    expected = 52 if board.rules.base_rank == 1 else 48
    cards = [card for card in board.cells if card != GAP]
    assert len(cards) == expected
    assert len(set(cards)) == expected
    assert board.rules.base_rank == 1 or all(card % 13 for card in cards), "no Ace in a Two-based game"
    assert sorted(board.gaps) == [cell for cell, card in enumerate(board.cells) if card == GAP]
    assert len(board.gaps) == 4
    for cell, card in enumerate(board.cells):
        if card != GAP:
            assert board.where[card] == cell


def play_randomly(game: Game, picks: list[int]) -> None:
    """Move, undo or redeal as ``picks`` choose, checking the invariants after every action."""
    t = 0
    for pick in picks:
        if game.is_over:
            break
        t += 1 + pick % 7
        if game.rules.time_limit_ms is not None and t > game.rules.time_limit_ms:
            break
        options: list[object] = list(game.legal_moves())
        if game.can_undo:
            options.append("undo")
        if game.can_redeal and pick % 5 == 0:
            options.append("redeal")
        if not options:
            break
        choice = options[pick % len(options)]
        moves_before = game.moves
        if choice == "undo":
            game.apply(Undo(t))
        elif choice == "redeal":
            check_redeal(game, t)
        else:
            check_move_and_undo(game, choice, t)  # type: ignore[arg-type]
        assert game.moves >= moves_before
        assert_consistent(game.board)


def check_move_and_undo(game: Game, move: object, t: int) -> None:
    legal = move  # a LegalMove
    before = game.board.key()
    game.apply(Move(legal.card, legal.to, t))  # type: ignore[attr-defined]
    if legal.ends_game:  # type: ignore[attr-defined]
        assert game.is_over and game.status == legal.outcome  # type: ignore[attr-defined]
    elif game.can_undo and legal.to[1] % 3 == 0:  # type: ignore[attr-defined]
        # Undo must restore the exact position; then play the move again to go on.
        game.apply(Undo(t))
        assert game.board.key() == before
        game.apply(Move(legal.card, legal.to, t))  # type: ignore[attr-defined]


def check_redeal(game: Game, t: int) -> None:
    board = game.board
    runs = board.run_lengths()
    locked = {cell: board.cells[cell] for cell in board.locked_cells()}
    cards_before = Counter(card for card in board.cells if card != GAP)
    game.apply(Redeal(t))
    cols = board.cols
    assert all(board.cells[cell] == card for cell, card in locked.items()), "locked cards stay in place"
    assert sorted(board.gaps) == [row * cols + length for row, length in enumerate(runs)], "one gap after each run"
    assert Counter(card for card in board.cells if card != GAP) == cards_before


@settings(max_examples=150, deadline=None)
@given(profiles, seeds, choices)
def test_random_play_keeps_every_invariant(rules: str, seed: str, picks: list[int]) -> None:
    game = Game(rules, seed)
    assert_consistent(game.board)
    play_randomly(game, picks)


@settings(max_examples=100, deadline=None)
@given(profiles, seeds, choices)
def test_replaying_a_recorded_game_reproduces_it(rules: str, seed: str, picks: list[int]) -> None:
    game = Game(rules, seed)
    play_randomly(game, picks)
    again = Game.replay(rules, seed, game.actions)
    assert again.board.key() == game.board.key()
    assert again.result() == game.result()
    assert again.legal_moves() == game.legal_moves()


@settings(max_examples=100, deadline=None)
@given(profiles, seeds, choices)
def test_raw_make_and_unmake_restore_the_position(rules: str, seed: str, picks: list[int]) -> None:
    board = Game(rules, seed).board
    start = (board.key(), sorted(board.gaps), list(board.where))
    made = []
    for pick in picks:
        moves = board.legal_moves()
        if not moves:
            break
        card, gap = moves[pick % len(moves)]
        assert board.is_legal(card, gap)
        made.append((card, board.make(card, gap)))
        assert_consistent(board)
    for card, frm in reversed(made):
        board.unmake(card, frm)
    assert (board.key(), sorted(board.gaps), list(board.where)) == start


@settings(max_examples=100, deadline=None)
@given(profiles, seeds)
def test_legal_moves_agree_with_the_rule_check_of_every_card_and_gap(rules: str, seed: str) -> None:
    board = Game(rules, seed).board
    generated = set(board.legal_moves())
    checked = {(card, gap) for card in range(52) for gap in board.gaps if board.is_legal(card, gap)}
    assert generated == checked
    for gap in board.gaps:
        assert sorted(board.accepted_by(gap)) == sorted(card for card, at in generated if at == gap)
    assert board.has_legal_move() == bool(generated)


@settings(max_examples=100, deadline=None)
@given(profiles, seeds, choices, st.booleans())
def test_the_result_says_what_the_game_does(rules: str, seed: str, picks: list[int], resign: bool) -> None:
    game = Game(rules, seed)
    play_randomly(game, picks)
    if resign and not game.is_over:
        game.apply(Resign(game.elapsed_ms + 1))
    result = game.result()
    assert (result.cards_in_sequence, result.complete_rows) == (game.cards_in_sequence(), game.complete_rows())
    assert (result.score, result.badge) == (game.score(), game.badge())
    assert result.score == max(0, sum(term.points for term in game.score_terms()))

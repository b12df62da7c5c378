"""Findings: what a background search stores, read back in another process, and reused along its line."""

from __future__ import annotations

import json

import pytest

from app.engine import Board, Game, get_rules
from app.engine.cards import parse_card
from app.engine.findings import (
    Finding,
    MalformedFindingError,
    SearchRequest,
    background_search,
    position_id,
    winning_rest,
)
from app.engine.solver import UNKNOWN, UNWINNABLE, WINNABLE, prove
from tests.engine.positions import complete_row, game_at, one_move_from_a_block


def test_a_background_search_finds_a_win_whose_json_round_trips() -> None:
    game = Game("classic@1", "bench-5")
    finding = background_search(SearchRequest.for_position(game.board), 10.0)
    assert finding.verdict == WINNABLE and finding.position == position_id(game.board)
    stored = json.loads(json.dumps(finding.to_json()))
    assert all(set(move) == {"card", "to"} and len(move["to"]) == 2 for move in stored["line"])
    assert stored["line"][0]["card"] in {name for row in game.board.rows() for name in row}
    assert Finding.from_json(stored) == finding


def test_a_request_round_trips_and_names_its_position() -> None:
    board = Game("blue-moon@1", "x").board
    request = SearchRequest.for_position(board)
    again = SearchRequest.from_json(json.loads(json.dumps(request.to_json())))
    assert again == request and again.position == position_id(board)
    assert again.to_board().rows() == board.rows()


def test_position_ids_differ_by_position_and_profile_and_not_by_process() -> None:
    first, second = Game("classic@1", "a").board, Game("classic@1", "b").board
    assert position_id(first) != position_id(second)
    assert position_id(first) == position_id(Board.from_rows(get_rules("classic@1"), first.rows()))
    assert position_id(first) != position_id(Board.from_rows(get_rules("express@1"), first.rows()))


def test_the_rest_of_a_winning_line_is_found_from_any_position_on_it() -> None:
    board = Game("classic@1", "bench-5").board
    line = prove(board, 10.0).line
    assert winning_rest(board, line) == line
    for card, to in line[:20]:
        board.make(card, to)
    assert winning_rest(board, line) == line[20:]


def test_a_player_who_left_the_line_gets_none() -> None:
    board = Game("classic@1", "bench-5").board
    line = prove(board, 10.0).line
    other = next(move for move in board.legal_moves() if move != line[0])
    frm = board.make(*other)
    rows = board.rows()
    assert winning_rest(board, line) is None
    assert board.rows() == rows, "the board is left as given"
    board.unmake(other[0], frm)


def test_a_finished_board_needs_no_line() -> None:
    rows = [complete_row(suit) for suit in "SHDC"]
    assert winning_rest(Board.from_rows(get_rules("classic@1"), rows), []) == []


def test_an_unwinnable_phase_is_a_finding_too() -> None:
    game = game_at(one_move_from_a_block())
    finding = background_search(SearchRequest.for_position(game.board), 1.0)
    assert (finding.verdict, finding.line) == (UNWINNABLE, ())
    assert finding.dead == ((parse_card("JS"), game.board.cell(0, 9)),)


def test_a_search_out_of_budget_is_unknown() -> None:
    finding = background_search(SearchRequest.for_position(Game("classic@1", "bench-9").board), None, nodes=500)
    assert finding.verdict == UNKNOWN and finding.nodes == 500


@pytest.mark.parametrize(
    ("data", "why"),
    [
        ([], "a finding is a JSON object"),
        ({"rules": "gin@1", "position": "p", "verdict": "winnable"}, "unknown rules profile"),
        ({"rules": "classic@1", "verdict": "winnable"}, "needs 'position'"),
        ({"rules": "classic@1", "position": "p", "verdict": "likely"}, "'verdict' is one of"),
        ({"rules": "classic@1", "position": "p", "verdict": "winnable", "line": [{"card": "8D"}]}, "needs 'to'"),
        (
            {"rules": "classic@1", "position": "p", "verdict": "winnable", "line": [{"card": "1D", "to": [0, 1]}]},
            "not a card",
        ),
        (
            {"rules": "classic@1", "position": "p", "verdict": "winnable", "line": [{"card": "8D", "to": [4, 0]}]},
            "on the board",
        ),
    ],
)
def test_malformed_findings_are_refused_with_a_reason(data: object, why: str) -> None:
    with pytest.raises(MalformedFindingError, match=why):
        Finding.from_json(data)


def test_a_malformed_request_is_refused_with_a_reason() -> None:
    with pytest.raises(MalformedFindingError, match="not a position"):
        SearchRequest.from_json({"rules": "classic@1", "board": [["2S"]]})

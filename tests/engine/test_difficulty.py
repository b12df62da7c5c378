"""Difficulty: a first deal's verdict without a redeal, its par, and which deals are harder."""

from __future__ import annotations

from app.engine import Game, Move
from app.engine.cards import card_name
from app.engine.difficulty import DealRating, rate_deal


def test_a_winnable_deal_gets_a_par_its_line_achieves() -> None:
    rating = rate_deal("classic@1", "bench-5", 10.0)
    assert rating.verdict == "winnable" and rating.par == len(rating.line)
    assert rating.words == f"par {rating.par} moves"
    game = Game("classic@1", "bench-5")
    for t, (card, to) in enumerate(rating.line, start=1):
        game.apply(Move(card_name(card), game.board.coords(to), t))
    assert game.status == "won" and game.moves == rating.par


def test_an_unwinnable_deal_says_so_in_words() -> None:
    rating = rate_deal("classic@1", "bench-8", 10.0)
    assert (rating.verdict, rating.par) == ("unwinnable", None)
    assert rating.words == "proved unwinnable without a redeal"
    assert rating.to_json()["words"] == rating.words


def test_a_deal_not_decided_within_the_budget_is_unknown() -> None:
    rating = rate_deal("classic@1", "bench-9", None, nodes=100)
    assert (rating.verdict, rating.words) == ("unknown", "not decided by the solver")


def test_harder_deals_sort_after_easier_ones() -> None:
    short, long = DealRating("winnable", 80, 0, 0.0), DealRating("winnable", 120, 0, 0.0)
    unknown, unwinnable = DealRating("unknown", None, 0, 0.0), DealRating("unwinnable", None, 0, 0.0)
    ratings = [unwinnable, long, unknown, short]
    assert sorted(ratings, key=lambda rating: rating.hardness) == [short, long, unknown, unwinnable]

"""The seam of a game's end: reactions run in the order composed, one that reads another's part comes after it
(a seam that would not is refused when the application is composed), and the boards follow the review."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import pytest

from app.config import Settings
from app.games.events import Celebration, GameEnded, GameEndSeam, Reaction
from app.kit.readcache import ReadCache
from app.leaderboards.service import record_on_boards
from app.wiring import game_end_seam
from tests.conftest import TEST_SECRET_KEY


def ended(ranked: bool) -> GameEnded:
    return cast(GameEnded, SimpleNamespace(game=SimpleNamespace(ranked=ranked), session=None, now=None, player=None))


def titled(title: str) -> Reaction:
    return Reaction(title, lambda _event, so_far: Celebration(title=f"{so_far.title or ''}{title}"))


def test_reactions_run_in_turn_each_given_the_celebration_so_far() -> None:
    seam = GameEndSeam(reactions=(titled("a"), Reaction("b", titled("b").handle, after=("a",)), titled("c")))
    assert seam.announce(ended(ranked=True)).title == "abc"


def test_a_seam_that_runs_a_reaction_before_one_it_reads_is_refused() -> None:
    with pytest.raises(ValueError, match=r"'boards' reads what fair play decide: it must come after them"):
        GameEndSeam(reactions=(Reaction("boards", record_on_boards, after=("fair play",)), titled("fair play")))
    with pytest.raises(ValueError, match="named 'a'"):
        GameEndSeam(reactions=(titled("a"), titled("a")))


def test_the_composed_seam_puts_the_review_before_the_boards() -> None:
    seam = game_end_seam(Settings(environment="test", secret_key=TEST_SECRET_KEY), cast(ReadCache, None))
    names = [reaction.name for reaction in seam.reactions]
    assert names.index("fair play") < names.index("boards")
    assert next(reaction for reaction in seam.reactions if reaction.name == "boards").after == ("fair play",)


def test_the_boards_refuse_a_ranked_game_the_review_has_not_seen() -> None:
    with pytest.raises(RuntimeError, match="fair-play review"):
        record_on_boards(ended(ranked=True), Celebration())


def test_a_practice_game_passes_the_boards_by() -> None:
    so_far: Any = Celebration(title="Grand Marshal")
    assert record_on_boards(ended(ranked=False), so_far) is so_far

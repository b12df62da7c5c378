"""The boards follow the fair-play review: the seam's handlers say so in the data they pass on."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import pytest

from app.games.events import Celebration, GameEnded
from app.leaderboards.service import record_on_boards


def ended(ranked: bool) -> GameEnded:
    return cast(GameEnded, SimpleNamespace(game=SimpleNamespace(ranked=ranked), session=None, now=None))


def test_the_boards_refuse_a_ranked_game_the_review_has_not_seen() -> None:
    with pytest.raises(RuntimeError, match="fair-play review"):
        record_on_boards(ended(ranked=True), Celebration())


def test_a_practice_game_passes_the_boards_by() -> None:
    so_far: Any = Celebration(title="Grand Marshal")
    assert record_on_boards(ended(ranked=False), so_far) is so_far

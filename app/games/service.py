"""Use cases of games, composed from their jobs: playing (``app.games.playing``), starting (``app.games.starting``),
hints (``app.games.hinting``) and replays (``app.games.replays``)."""

from __future__ import annotations

from app.games.hinting import UNDO_HINT_RULES, Hinting, HintSearch
from app.games.playing import Publish, StaleGame
from app.games.replays import Replays
from app.games.starting import Starting

__all__ = ["UNDO_HINT_RULES", "GameService", "HintSearch", "Publish", "StaleGame"]


class GameService(Starting, Hinting, Replays):
    """Every use case of games, on one session."""

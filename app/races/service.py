"""Use cases of races, composed from their jobs: rooms and the server's clock (``app.races.rooms``), ends,
placing and ratings (``app.races.results``), quick match and ghosts (``app.races.matching``)."""

from __future__ import annotations

from app.races.matching import QuickMatch
from app.races.results import Results
from app.races.rooms import UNKNOWN_RACE, Publish, RaceView

__all__ = ["UNKNOWN_RACE", "Publish", "RaceService", "RaceView"]


class RaceService(Results, QuickMatch):
    """Every use case of races, on one session."""

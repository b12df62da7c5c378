"""Composition: which features react to a game's end, and which jobs the worker runs. Nothing else imports
every feature; the games package announces ends through ``app.games.events`` and knows no handler."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.orm import Session

from app.config import Settings
from app.fairplay.service import AGREEMENT_JOB, AgreementBudget, FairPlayService
from app.games.events import GameEnded, GameEndHandler
from app.games.service import GamePolicy, GameService
from app.leaderboards.service import record_on_boards
from app.progress.recorder import record_progress
from app.races.policy import RACE_TIME_LIMITS_MS
from app.races.service import RaceService
from app.readcache import ReadCache, board_scope, player_scope

JobHandler = Callable[[Session, datetime, dict[str, Any]], None]


def game_end_handlers(settings: Settings, read_cache: ReadCache) -> tuple[GameEndHandler, ...]:
    """In order: progress, the fair-play review (it may hold the game), the boards (they honour the hold), and
    word to the read cache of what changed; then races (a race whose last game ended is placed and rated)."""
    thresholds = settings.review_thresholds()

    def review(event: GameEnded) -> dict[str, Any] | None:
        return FairPlayService(event.session, event.now, thresholds).review(event)

    def boards(event: GameEnded) -> dict[str, Any] | None:
        placed = record_on_boards(event)
        scopes = [player_scope(event.game.player_id)]
        for improved in (placed or {}).get("improved_boards", []):
            scopes.append(board_scope(improved["rules"], improved["league"]))
        read_cache.changed_on_commit(event.session, *set(scopes))
        return placed

    def place_race(event: GameEnded) -> None:
        games = GameService(event.session, event.now)
        races = RaceService(
            event.session, event.now, games, thresholds=thresholds, pair_rated_per_day=settings.race_rated_pair_per_day
        )
        rated = races.game_ended(event)
        if rated:  # their public profiles show their race ratings
            read_cache.changed_on_commit(event.session, *(player_scope(player_id) for player_id in rated))

    return (record_progress, review, boards, place_race)


def game_policy(settings: Settings) -> GamePolicy:
    return GamePolicy(
        idle_limit=timedelta(hours=settings.idle_game_hours),
        winnable_per_day=settings.winnable_per_day,
        max_actions=settings.max_actions_per_game,
        race_time_limits_ms=RACE_TIME_LIMITS_MS,
    )


def job_handlers(settings: Settings) -> dict[str, JobHandler]:
    thresholds = settings.review_thresholds()
    budget = AgreementBudget(seconds=settings.review_agreement_seconds)

    def check_agreement(session: Session, now: datetime, payload: dict[str, Any]) -> None:
        FairPlayService(session, now, thresholds).check_agreement(payload["game_id"], budget)

    return {AGREEMENT_JOB: check_agreement}

"""Composition: which features react to a game's end, and which jobs the worker runs. Nothing else imports
every feature; the games package announces ends through ``app.games.events`` and knows no handler."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.orm import Session

from app.challenges.repository import ChallengeRepository
from app.challenges.service import ChallengeService
from app.config import Settings
from app.fairplay.service import AGREEMENT_JOB, AgreementBudget, FairPlayService, thresholds_of
from app.games.events import Celebration, GameEnded, GameEndSeam, Reaction
from app.games.referee import GamePolicy
from app.games.repository import StoredGame
from app.games.service import GameService, Publish
from app.games.solving import RATING_JOB, SEARCH_JOB, SolverBudget, SolverService
from app.kit.ratelimit import within
from app.kit.readcache import ReadCache, board_scope, player_scope
from app.kit.vocabulary import Cause, EndReason, GameKind, GameStatus, Rules
from app.leaderboards.repository import LeaderboardRepository
from app.leaderboards.service import LeaderboardService, record_on_boards
from app.players.feed import tell
from app.players.schemas import GameEnded as PlayerGameEnded
from app.progress.recorder import record_progress
from app.races.policy import RACE_TIME_LIMITS_MS
from app.races.repository import RaceRepository
from app.races.service import RaceService

JobHandler = Callable[[Session, datetime, dict[str, Any]], None]


def boards_of(session: Session) -> LeaderboardService:
    """The leaderboards as fair play drives them (it imports no board: they follow its reviews)."""
    return LeaderboardService(LeaderboardRepository(session))


def game_end_seam(settings: Settings, read_cache: ReadCache) -> GameEndSeam:
    """Before a game ends, its race or challenge is locked (both lock before players). Then, in order: progress, the
    fair-play review (it may hold the game), the boards (they honour the hold), and word to the read cache of what
    changed; then races (a race whose last game ended is placed and rated) and challenges (likewise); then the deal's
    rating, queued for the worker."""
    thresholds = thresholds_of(settings)
    budget = solver_budget(settings)

    def review(event: GameEnded, so_far: Celebration) -> Celebration:
        held = FairPlayService(event.session, event.now, thresholds, boards_of).review(event)
        return replace(so_far, reviewed=True, under_review=held)

    def boards(event: GameEnded, so_far: Celebration) -> Celebration:
        placed = record_on_boards(event, so_far)
        scopes = [player_scope(event.game.player_id)]
        scopes += [board_scope(improved.rules, improved.league) for improved in placed.improved_boards]
        read_cache.changed_on_commit(event.session, *set(scopes))
        return placed

    def lock_the_race(session: Session, game: StoredGame) -> None:
        if game.kind == "race":
            RaceRepository(session).lock_race_of_game(game.id)

    def lock_the_challenge(session: Session, game: StoredGame) -> None:
        if game.kind == "challenge":
            challenges = ChallengeRepository(session)
            challenge = challenges.of_game(game.id)
            if challenge is not None:
                challenges.lock(challenge)

    def place_race(event: GameEnded, so_far: Celebration) -> Celebration:
        games = GameService(event.session, event.now)
        races = RaceService(
            event.session, event.now, games, thresholds=thresholds, pair_rated_per_day=settings.race_rated_pair_per_day
        )
        rated = races.game_ended(event)
        if rated:  # their public profiles show their race ratings
            read_cache.changed_on_commit(event.session, *(player_scope(player_id) for player_id in rated))
        return so_far

    def place_challenge(event: GameEnded, so_far: Celebration) -> Celebration:
        games = GameService(event.session, event.now)
        ChallengeService(event.session, event.now, games, thresholds=thresholds).game_ended(event)
        return so_far

    def tell_the_player(event: GameEnded, so_far: Celebration) -> Celebration:
        game = event.game
        if game.kind != "lesson":
            ended = PlayerGameEnded(
                game_id=game.id, rules=Rules(game.rules), kind=GameKind(game.kind), ranked=game.ranked,
                status=GameStatus(game.status), reason=EndReason(game.reason) if game.reason else None,
                cause=Cause(game.cause) if game.cause else None, score=game.score, at=event.now,
            )  # fmt: skip
            tell(event.session, game.player_id, ended)
        return so_far

    def rate_the_deal(event: GameEnded, so_far: Celebration) -> Celebration:
        queued = SolverService(event.session, event.now, budget).queue_rating(
            event.game, lambda: within("solver_address")
        )
        return replace(so_far, deal_unrated=True) if queued else so_far

    return GameEndSeam(
        locks=(lock_the_race, lock_the_challenge),
        reactions=(
            Reaction("progress", record_progress),
            Reaction("fair play", review),
            Reaction("boards", boards, after=("fair play",)),
            Reaction("races", place_race),
            Reaction("challenges", place_challenge),
            Reaction("the player's events", tell_the_player),
            Reaction("deal rating", rate_the_deal),
        ),
    )


def solver_budget(settings: Settings) -> SolverBudget:
    return SolverBudget(
        search_seconds=settings.background_search_seconds,
        rating_seconds=settings.deal_rating_seconds,
        per_player_day=settings.solver_seconds_per_player_day,
    )


def game_policy(settings: Settings) -> GamePolicy:
    return GamePolicy(
        idle_limit=timedelta(hours=settings.idle_game_hours),
        winnable_per_day=settings.winnable_per_day,
        max_actions=settings.max_actions_per_game,
        race_time_limits_ms=RACE_TIME_LIMITS_MS,
        solver=solver_budget(settings),
    )


def job_handlers(settings: Settings, read_cache: ReadCache, publish: Publish) -> dict[str, JobHandler]:
    thresholds = thresholds_of(settings)
    budget = AgreementBudget(seconds=settings.review_agreement_seconds)
    solver = solver_budget(settings)

    def check_agreement(session: Session, now: datetime, payload: dict[str, Any]) -> None:
        FairPlayService(session, now, thresholds, boards_of).check_agreement(payload["game_id"], budget)

    def search(session: Session, now: datetime, payload: dict[str, Any]) -> None:
        SolverService(session, now, solver).search(payload)

    def rate(session: Session, now: datetime, payload: dict[str, Any]) -> None:
        rated = SolverService(session, now, solver).rate(payload)
        if rated is None:
            return
        for game_id, version in rated.games:  # their state now shows the deal's difficulty
            publish(session, f"game:{game_id}", version)
        # Their public profiles show their hardest win.
        read_cache.changed_on_commit(session, *(player_scope(player_id) for player_id in rated.players))

    return {AGREEMENT_JOB: check_agreement, SEARCH_JOB: search, RATING_JOB: rate}

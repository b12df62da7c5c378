from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from datetime import date, timedelta
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Body, Header, Path, Query, Response, status
from fastapi.encoders import jsonable_encoder
from fastapi.responses import JSONResponse

from app.deps import AnonymousContextDep, Context, ContextDep, UnitOfWorkRoute
from app.engine import commitment
from app.errors import IdempotencyKeyReused, Problem
from app.games.deals import campaign_deal, campaign_deals, daily_seed
from app.games.schemas import (
    ActionRequest,
    CampaignLevel,
    CampaignMap,
    DailyDeal,
    DailyOverview,
    GamePage,
    GameState,
    GapOut,
    HintOut,
    LegalMoveOut,
    LineMove,
    NewGame,
    ReplayRecord,
    ReplaySteps,
    ScoreLine,
    StartOptions,
)
from app.games.service import GameService, LoadedGame
from app.openapi import OPTIONAL_TOKEN
from app.progress.catalog import CAMPAIGN_LEVELS, CAMPAIGN_RULES, DAILY_RULES
from app.progress.repository import ProgressRepository
from app.ratelimit import request_limits
from app.versions import etag

router = APIRouter(prefix="/api/v1/games", tags=["games"], route_class=UnitOfWorkRoute)

PROBLEMS: dict[int | str, dict[str, Any]] = {
    401: {"description": "missing or bad token"},
    404: {"description": "no such game among yours"},
}
START_PROBLEMS: dict[int | str, dict[str, Any]] = {
    401: PROBLEMS[401],
    409: {"description": "another ranked game is in play (its id is in `game_id`): finish it, or abandon it"},
}
ACTION_PROBLEMS: dict[int | str, dict[str, Any]] = {
    **PROBLEMS,
    409: {"description": "the game is over (including an Express game whose time is up)"},
    412: {"description": "If-Match names a stale version; the body's `state` is the current one"},
    422: {"description": "illegal or malformed action, with the reason; the game is unchanged"},
}


IdempotencyKey = Annotated[
    str | None,
    Header(
        alias="Idempotency-Key",
        max_length=200,
        pattern=r"^[!-~]+$",
        description="a retry with the same key returns the first response (printable ASCII, up to 200 characters)",
    ),
]
GameId = Annotated[str, Path(pattern=r"^[0-9a-f]{32}$", description="a game's id (32 hexadecimal digits)")]


def game_service(context: Context) -> GameService:
    return GameService(
        context.session,
        context.now,
        secret_key=context.settings.secret_key,
        on_end=context.app_state.game_end_handlers,
        policy=context.app_state.game_policy,
    )


def present(loaded: LoadedGame, games: GameService) -> GameState:
    record, game = loaded.record, loaded.game
    over = game.is_over
    legal = game.legal_moves()
    return GameState(
        id=record.id,
        rules=record.rules,
        ranked=record.ranked,
        kind=record.kind,  # type: ignore[arg-type]
        daily_date=record.daily_date,
        campaign_level=record.campaign_level,
        par_moves=record.par_moves if over else None,
        status=game.status,  # type: ignore[arg-type]
        reason=game.reason,  # type: ignore[arg-type]
        cause=record.cause,  # type: ignore[arg-type]
        assisted=record.assisted,
        bot=record.bot,
        board=game.board.rows(),
        version=record.version,
        moves=game.moves,
        undos=game.undos,
        redeals_used=game.redeals_used,
        redeals_left=game.redeals_left,
        runs=game.runs(),
        cards_in_sequence=record.cards_in_sequence,
        complete_rows=record.complete_rows,
        score=record.score,
        score_lines=[ScoreLine(what=what, points=points) for what, points in game.score_parts()],
        badge=record.badge,  # type: ignore[arg-type]
        elapsed_ms=game.elapsed_ms if over else games.elapsed_ms(record),
        time_left_ms=games.time_left_ms(loaded),
        seed_commitment=record.seed_commitment,
        seed=record.seed if games.seed_visible(record, over) else None,
        legal_moves=[LegalMoveOut(card=m.card, to=list(m.to), ends_game=m.ends_game) for m in legal],
        gaps=[GapOut(at=list(g.at), accepts=list(g.accepts)) for g in game.gaps()],
        stuck=not over and not legal,
        can_undo=game.can_undo,
        can_redeal=game.can_redeal,
        created_at=record.created_at,
        finished_at=record.finished_at,
        celebration=loaded.celebration,  # type: ignore[arg-type]
    )


def state_response(loaded: LoadedGame, games: GameService, status_code: int = 200) -> Response:
    return Response(
        present(loaded, games).model_dump_json(),
        status_code=status_code,
        media_type="application/json",
        headers={"ETag": etag(loaded.record.version)},
    )


def started(context: Context, loaded: LoadedGame) -> LoadedGame:
    context.metrics.games_started.labels(loaded.record.rules).inc()
    return loaded


def attach_state(problem: Problem, games: GameService) -> Problem:
    loaded = problem.extra.pop("state_of", None)
    if loaded is not None:
        problem.extra["state"] = jsonable_encoder(present(loaded, games))
        problem.headers["ETag"] = etag(loaded.record.version)
    return problem


def idempotent(
    games: GameService, context: Context, key: str | None, request: dict[str, Any], run: Callable[[], Response]
) -> Response:
    """Run ``run`` once per ``Idempotency-Key``; a retry gets the first response again.

    The key is claimed before the work, in the same transaction: a retry racing the first request waits for it
    (PostgreSQL's unique index, SQLite's write lock) and then answers what it answered. A request that fails
    stores nothing, so its retry runs again.
    """
    if key is None:
        return run()
    player_id = context.player().id
    fingerprint = hashlib.sha256(json.dumps(request, sort_keys=True).encode()).hexdigest()
    if not games.games.claim_idempotency_key(player_id, key, fingerprint, games.now):
        earlier = games.games.idempotent(player_id, key)
        assert earlier is not None
        if earlier.fingerprint != fingerprint:
            raise IdempotencyKeyReused(
                f"the Idempotency-Key {key!r} was used for a different request: use a new key for a new request"
            )
        return JSONResponse(earlier.body, status_code=earlier.status_code, headers=earlier.headers)
    response = run()
    games.games.remember_response(
        player_id, key, response.status_code, json.loads(bytes(response.body)), {"ETag": response.headers["ETag"]}
    )
    return response


@router.post("", status_code=status.HTTP_201_CREATED, response_model=GameState, responses=START_PROBLEMS)
def start_game(context: ContextDep, idempotency_key: IdempotencyKey = None, body: NewGame | None = None) -> Response:
    """Start a game: ranked from a secret seed (one at a time), or a practice game of the deal of ``seed``."""
    player, games = context.player(), game_service(context)
    new = body or NewGame()
    request = {"path": "/games", **new.model_dump()}

    def run() -> Response:
        loaded = games.start(player, new.rules, new.seed, winnable=new.winnable, abandon_current=new.abandon_current)
        return state_response(started(context, loaded), games, status_code=201)

    return idempotent(games, context, idempotency_key, request, run)


@router.get("", response_model=GamePage, responses=PROBLEMS)
def list_games(
    context: ContextDep,
    status: Literal["playing", "finished"] | None = None,
    cursor: Annotated[str | None, Query(max_length=200)] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
) -> GamePage:
    """Your games, newest first."""
    player, games = context.player(), game_service(context)
    items, next_cursor = games.page(player, status, cursor, limit)
    return GamePage(items=[present(item, games) for item in items], next_cursor=next_cursor)


@router.get("/{game_id}", response_model=GameState, responses=PROBLEMS)
def get_game(game_id: GameId, context: ContextDep) -> Response:
    """The game's state; resume it from any device signed in as its player."""
    games = game_service(context)
    return state_response(games.load(context.token_hash(), game_id), games)


@router.post("/{game_id}/actions", response_model=GameState, responses=ACTION_PROBLEMS)
def act(
    game_id: GameId,
    action: Annotated[ActionRequest, Body()],
    context: ContextDep,
    if_match: Annotated[str | None, Header(alias="If-Match", max_length=100)] = None,
    idempotency_key: IdempotencyKey = None,
) -> Response:
    """Take one action; the server stamps its time. Returns the new state."""
    token_hash, games = context.token_hash(), game_service(context)
    request = {"path": f"/games/{game_id}/actions", **action.model_dump()}

    def run() -> Response:
        try:
            loaded = games.act(token_hash, game_id, action, if_match)
        except Problem as problem:
            raise attach_state(problem, games) from None
        context.metrics.actions.labels(action.type).inc()
        if loaded.game.is_over:
            context.metrics.games_finished.labels(loaded.record.rules, loaded.game.status).inc()
        return state_response(loaded, games)

    return idempotent(games, context, idempotency_key, request, run)


@router.post(
    "/{game_id}/hint",
    response_model=HintOut,
    responses={**ACTION_PROBLEMS, 503: {"description": "many hints at once: see Retry-After"}},
)
def hint(game_id: GameId, context: ContextDep) -> Response:
    """The suggested move (or redeal) and why, from the position on the table. The first hint marks the game
    `assisted`: it still counts in your statistics and the campaign, but on no leaderboard."""
    games = game_service(context)
    loaded = games.load(context.token_hash(), game_id)
    limits = request_limits.get()
    if limits is not None:  # each new position's hint is a solver search: per player, and per address
        limits.check("hint", loaded.record.player_id)
        limits.check("hint_address", limits.address)
    found = games.hint(loaded, context.app_state.hints.search)
    body = HintOut(
        assisted=loaded.record.assisted,
        version=loaded.record.version,
        kind=found.kind,  # type: ignore[arg-type]
        card=found.card,
        to=list(found.to) if found.to else None,
        reason=found.reason,
        wins=found.wins,
        line=[LineMove(card=card, to=list(to)) for card, to in found.line],
    )
    headers = {"ETag": etag(loaded.record.version)}
    return Response(body.model_dump_json(), media_type="application/json", headers=headers)


@router.get("/{game_id}/replay", response_model=ReplayRecord, responses=PROBLEMS, openapi_extra=OPTIONAL_TOKEN)
def replay(game_id: GameId, context: AnonymousContextDep) -> ReplayRecord:
    """The replay record. Its player may always read it (a ranked game's seed is withheld while it is in play);
    anyone may once it is over (it proves a leaderboard entry), except a game on a shared deal (the daily deal,
    a campaign level), which others see only once that deal's seed is public."""
    games = game_service(context)
    return ReplayRecord(**games.replay(context.token_hash_if_any(), game_id))


@router.get("/{game_id}/replay/steps", response_model=ReplaySteps, responses=PROBLEMS, openapi_extra=OPTIONAL_TOKEN)
def replay_steps(game_id: GameId, context: AnonymousContextDep) -> dict[str, Any]:
    """Every position from the deal through each action, for a replay viewer (same access as the replay)."""
    return game_service(context).steps(context.token_hash_if_any(), game_id)


deals_router = APIRouter(prefix="/api/v1", tags=["daily deal and campaign"], route_class=UnitOfWorkRoute)


def daily_deal(secret_key: str, day: date) -> DailyDeal:
    return DailyDeal(date=day, rules=DAILY_RULES, commitment=commitment(daily_seed(secret_key, day)))


@deals_router.get("/daily", response_model=DailyOverview, openapi_extra=OPTIONAL_TOKEN)
def daily(context: AnonymousContextDep) -> DailyOverview:
    """Today's deal (the same for everyone, one ranked attempt each) and tomorrow's commitment."""
    today, key = context.now.date(), context.settings.secret_key
    return DailyOverview(
        today=daily_deal(key, today),
        tomorrow=daily_deal(key, today + timedelta(days=1)),
        yesterday_seed=daily_seed(key, today - timedelta(days=1)),
    )


@deals_router.post(
    "/daily/game",
    response_model=GameState,
    status_code=status.HTTP_201_CREATED,
    responses={**START_PROBLEMS, 200: {"description": "today's attempt was already started: this is it, resumed"}},
)
def play_daily(context: ContextDep, body: StartOptions | None = None) -> Response:
    """Start today's daily deal, or resume it: each player has one attempt a day. It closes at midnight UTC."""
    games = game_service(context)
    loaded, new = games.start_daily(context.player(), abandon_current=(body or StartOptions()).abandon_current)
    if new:
        started(context, loaded)
    return state_response(loaded, games, status_code=201 if new else 200)


@deals_router.get("/campaign", response_model=CampaignMap, responses=PROBLEMS)
def campaign(context: ContextDep) -> CampaignMap:
    """The Classic Campaign's 12 deals, their commitments, and your best badge on each."""
    player = context.player()
    progress = {row.level: row for row in ProgressRepository(context.session).campaign(player.id)}
    chosen = campaign_deals(context.session)
    levels = []
    for level in range(1, CAMPAIGN_LEVELS + 1):
        row = progress.get(level)
        deal = chosen.get(level)
        levels.append(
            CampaignLevel(
                level=level,
                rules=CAMPAIGN_RULES,
                commitment=commitment(deal.seed) if deal else None,
                proven_winnable=deal is not None,
                best_badge=row.best_badge if row else None,  # type: ignore[arg-type]
                attempts=row.attempts if row else 0,
            )
        )
    title = ProgressRepository(context.session).player(player.id)
    return CampaignMap(levels=levels, title=title.title if title else None)


@deals_router.post(
    "/campaign/{level}/games",
    response_model=GameState,
    status_code=201,
    responses={**START_PROBLEMS, 503: {"description": "the level's deal is still being chosen: see Retry-After"}},
)
def play_campaign(
    level: Annotated[int, Path(ge=1, le=CAMPAIGN_LEVELS)], context: ContextDep, body: StartOptions | None = None
) -> Response:
    """A new attempt at a campaign level (retries are allowed; the best badge counts)."""
    games = game_service(context)
    chosen = campaign_deal(context.session, level)
    options = body or StartOptions()
    loaded = games.start_campaign(context.player(), level, chosen, abandon_current=options.abandon_current)
    return state_response(started(context, loaded), games, status_code=201)

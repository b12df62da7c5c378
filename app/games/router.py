from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Annotated, Any

import orjson
from fastapi import APIRouter, Body, Depends, Header, Path, Query, Response, status
from fastapi.encoders import jsonable_encoder
from pydantic import BaseModel

from app.engine import commitment
from app.games.batched import act_batched
from app.games.deals import CAMPAIGN_LEVELS, DAILY_RULES, campaign_deal, daily_seed
from app.games.referee import LoadedGame, Referee
from app.games.schemas import (
    ActionRequest,
    Celebration,
    DailyDeal,
    DailyOverview,
    FinishedGameOut,
    FinishedGamePage,
    GameFilter,
    GamePage,
    GameResult,
    GameState,
    GameStateProblem,
    HintOut,
    LineMove,
    MyDailyGame,
    NewGame,
    ReplayRecord,
    ReplaySteps,
    StartOptions,
)
from app.games.service import GameService
from app.games.solver_repository import SolverRepository
from app.kit.bridge import off_the_loop
from app.kit.errors import Problem
from app.kit.http import (
    IfNoneMatch,
    RankedGameInPlayProblem,
    content_etag,
    operation_name,
    problem_responses,
    with_headers,
)  # fmt: skip
from app.kit.openapi import OPTIONAL_TOKEN
from app.kit.ratelimit import request_limits, within
from app.kit.readcache import Kept, KeptForGood
from app.kit.versions import none_match
from app.kit.vocabulary import GameStatus, Rules
from app.players.context import (
    AnonymousContextDep,
    Context,
    ContextDep,
    UnitOfWorkRoute,
    answered_first_by,
    waits_beyond_the_database,
)
from app.players.service import Need

router = APIRouter(
    prefix="/api/v1/games", tags=["games"], route_class=UnitOfWorkRoute, generate_unique_id_function=operation_name
)

GameId = Annotated[str, Path(pattern=r"^[0-9a-f]{32}$", description="a game's id (32 hexadecimal digits)")]
PlayerId = Annotated[str, Path(pattern=r"^[0-9a-f]{32}$", description="a player's id (32 hexadecimal digits)")]
IfMatch = Annotated[
    str | None,
    Header(alias="If-Match", max_length=100, description="the version you saw (its ETag): act only if it is current"),
]
STATE = {"ETag": "the game's version: send it back as If-Match"}
STARTING: dict[int, type[BaseModel]] = {409: RankedGameInPlayProblem}
ACTING: dict[int, type[BaseModel]] = {409: GameStateProblem, 412: GameStateProblem}
CREATED = {**STATE, "Location": "the new game's address"}


def game_service(context: Context) -> GameService:
    return GameService(
        context.session,
        context.now,
        secret_key=context.settings.secret_key,
        on_end=context.app_state.game_end_seam,
        policy=context.app_state.game_policy,
        publish=context.app_state.events.publish,
    )


def state_of(loaded: LoadedGame, games: Referee) -> dict[str, Any]:
    """The game's state as JSON-ready values, in the shape of :class:`GameState` (tests hold them to it).

    Built as plain data and encoded by orjson, because this is the answer to every action: a pydantic model's
    validation would cost more than the rules did.
    """
    record, game = loaded.record, loaded.game
    over = game.is_over
    legal = game.legal_moves()
    celebration = None
    if loaded.celebration is not None:
        celebration = Celebration.model_validate(loaded.celebration, from_attributes=True).model_dump(mode="json")
    return {
        "id": record.id,
        "rules": record.rules,
        "ranked": record.ranked,
        "kind": record.kind,
        "daily_date": record.daily_date,
        "campaign_level": record.campaign_level,
        "par_moves": record.par_moves if over else None,
        "status": game.status,
        "reason": game.reason,
        "cause": record.cause,
        "assisted": record.assisted,
        "bot": record.bot,
        "board": game.board.rows(),
        "version": record.version,
        "moves": game.moves,
        "undos": game.undos,
        "redeals_used": game.redeals_used,
        "redeals_left": game.redeals_left,
        "runs": game.runs(),
        "cards_in_sequence": record.cards_in_sequence,
        "complete_rows": record.complete_rows,
        "score": record.score,
        "score_lines": [
            {"code": term.code, "count": term.count, "per": term.per, "points": term.points, "what": term.what}
            for term in game.score_terms()
        ],
        "badge": record.badge,
        "elapsed_ms": game.elapsed_ms if over else games.elapsed_ms(record),
        "time_left_ms": games.time_left_ms(loaded),
        "server_time": games.now,
        "seed_commitment": record.seed_commitment,
        "seed": record.seed if games.seed_visible(record, over) else None,
        "legal_moves": [
            {"card": m.card, "to": list(m.to), "ends_game": m.ends_game, "outcome": m.outcome} for m in legal
        ],
        "gaps": [{"at": list(g.at), "accepts": list(g.accepts)} for g in game.gaps()],
        "stuck": not over and not legal,
        "can_undo": game.can_undo,
        "can_redeal": game.can_redeal,
        "created_at": record.created_at,
        "finished_at": record.finished_at,
        "celebration": celebration,
        "difficulty": games.difficulty(loaded) if over else None,
    }


def present(loaded: LoadedGame, games: GameService) -> GameState:
    return GameState.model_validate(state_of(loaded, games))


def state_response(
    loaded: LoadedGame, games: Referee, status_code: int = 200, if_none_match: str | None = None
) -> Response:
    """The game's state, with its version as the ETag (304 when the client has that version already)."""
    headers = {"ETag": games.etag(loaded), "Cache-Control": "private, no-cache"}
    if status_code == status.HTTP_201_CREATED:
        headers["Location"] = f"/api/v1/games/{loaded.record.id}"
    if status_code == 200 and none_match(if_none_match, headers["ETag"]):
        return Response(status_code=304, headers=headers)
    body = orjson.dumps(state_of(loaded, games), option=orjson.OPT_UTC_Z)
    return Response(body, status_code=status_code, media_type="application/json", headers=headers)


def started(context: Context, loaded: LoadedGame) -> LoadedGame:
    context.metrics.games_started.labels(loaded.record.rules).inc()
    return loaded


def attach_state(problem: Problem, games: GameService) -> Problem:
    loaded = problem.extra.pop("state_of", None)
    if loaded is not None:
        problem.extra["state"] = jsonable_encoder(state_of(loaded, games))
        problem.headers["ETag"] = games.etag(loaded)
    return problem


@router.post(
    "",
    status_code=status.HTTP_201_CREATED,
    response_model=GameState,
    responses=problem_responses(401, 403, 409, 422, 429, 503, models=STARTING, created_headers=CREATED),
)
def start_game(context: ContextDep, body: Annotated[NewGame, Body()] = NewGame()) -> Response:  # noqa: B008
    """Start a game: ranked from a secret seed (one at a time), or a practice game of the deal of ``seed``."""
    player, games = context.player(Need.PLAY), game_service(context)
    limits = request_limits.get()
    if body.winnable and limits is not None:  # each proven deal cost the worker a proof: per address too
        limits.check("winnable_address", limits.address)
    loaded = games.start(
        player, body.rules, body.seed, winnable=body.winnable, lesson=body.lesson, abandon_current=body.abandon_current
    )
    return state_response(started(context, loaded), games, status_code=status.HTTP_201_CREATED)


@router.get("", response_model=GamePage, responses=problem_responses(401, 422))
def list_my_games(
    context: ContextDep,
    status: GameFilter | None = None,
    ranked: Annotated[bool | None, Query(description="only ranked games (true) or only practice games (false)")] = None,
    cursor: Annotated[str | None, Query(max_length=300)] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
) -> GamePage:
    """Your games, newest first."""
    player, games = context.player(), game_service(context)
    items, next_cursor = games.page(player, status, cursor, limit, ranked=ranked)
    return GamePage(items=[present(item, games) for item in items], next_cursor=next_cursor)


@router.get("/{game_id}", response_model=GameState, responses=problem_responses(304, 401, 404, ok_headers=STATE))
def get_game(game_id: GameId, context: ContextDep, if_none_match: IfNoneMatch = None) -> Response:
    """The game's state; resume it from any device signed in as its player. With If-None-Match: 304 while
    its version has not changed (its clock, elapsed_ms and server_time, runs on)."""
    games = game_service(context)
    return state_response(games.load(context.token_hash(), game_id), games, if_none_match=if_none_match)


async def play_batched(
    game_id: str, action: ActionRequest, context: Context, if_match: str | None = None
) -> Response | None:
    """An action that only moves its game on, saved with those of other requests (``app.games.batched``); None for
    :func:`play_action` to answer."""
    done = await act_batched(context, game_id, action, if_match)
    if done is None:
        return None
    loaded, referee = done
    context.metrics.actions.labels(action.type).inc()
    return state_response(loaded, referee)


@router.post(
    "/{game_id}/actions",
    response_model=GameState,
    responses=problem_responses(401, 403, 404, 409, 412, 422, models=ACTING, ok_headers=STATE),
)
@answered_first_by(play_batched)
def play_action(
    game_id: GameId, action: Annotated[ActionRequest, Body()], context: ContextDep, if_match: IfMatch = None
) -> Response:
    """Take one action; the server stamps its time. Returns the new state."""
    games = game_service(context)
    try:
        loaded = games.act(context.token_hash(), game_id, action, if_match)
    except Problem as problem:
        raise attach_state(problem, games) from None
    context.metrics.actions.labels(action.type).inc()
    if loaded.game.is_over:
        context.metrics.games_finished.labels(loaded.record.rules, loaded.game.status).inc()
    return state_response(loaded, games)


async def hint_budget_left() -> None:
    """A hint from an address whose hints are used up is refused before anything is read for it (a flood of them
    costs a count each, not a request's work)."""
    limits = request_limits.get()
    if limits is not None:
        await limits.arefuse_when_spent("hint_address", limits.address)


@router.post(
    "/{game_id}/hint",
    response_model=HintOut,
    responses=problem_responses(401, 403, 404, 412, 429, 503, models=ACTING, ok_headers=STATE),
    dependencies=[Depends(hint_budget_left)],
)
@waits_beyond_the_database
def ask_hint(game_id: GameId, context: ContextDep) -> Response:
    """The suggested move (or redeal) and why, from the position on the table. The first hint marks the game
    `assisted`: it still counts in your statistics and the campaign, but on no leaderboard."""
    games = game_service(context)
    loaded = games.load_to_play(context.token_hash(), game_id)
    limits = request_limits.get()
    if limits is not None:  # each new position's hint is a solver search: per player, and per address
        limits.check("hint", loaded.record.player_id)
        limits.check("hint_address", limits.address)
    search = context.app_state.hints.search
    found = games.hint(
        loaded, lambda *args, **kwargs: off_the_loop(search, *args, **kwargs), lambda: within("solver_address")
    )
    body = HintOut(
        assisted=loaded.record.assisted,
        version=loaded.record.version,
        kind=found.kind,  # type: ignore[arg-type]
        card=found.card,
        to=list(found.to) if found.to else None,
        reason=found.reason,
        wins=found.wins,
        line=[LineMove(card=card, to=list(to)) for card, to in found.line],
        verdict=found.verdict,  # type: ignore[arg-type]
        verdict_text=found.verdict_text,
    )
    return with_headers(body, {"ETag": games.etag(loaded)})


REPLAY_ACCESS = (
    "Its player may always read it (a ranked game's seed is withheld while it is in play); anyone may once it is "
    "over, except a game on a shared deal (the daily deal, a campaign level), which others see only once that "
    "deal's seed is public."
)


@router.get(
    "/{game_id}/replay",
    response_model=ReplayRecord,
    responses=problem_responses(304, 401, 404),
    openapi_extra=OPTIONAL_TOKEN,
    description=f"The replay record, which `montana verify` checks. {REPLAY_ACCESS}",
)
def get_replay(game_id: GameId, context: AnonymousContextDep, if_none_match: IfNoneMatch = None) -> Response:
    def make(games: GameService) -> Made:
        data, public, awaits = games.replay(context.token_hash_if_any(), game_id)
        return Made(ReplayRecord.model_validate(data).model_dump_json().encode(), public, awaits)

    return replay_answer(context, f"replay:{game_id}", if_none_match, make)


@router.get(
    "/{game_id}/replay/steps",
    response_model=ReplaySteps,
    responses=problem_responses(304, 401, 404, 429),
    openapi_extra=OPTIONAL_TOKEN,
    description=f"Every position from the deal through each action, for a replay viewer. {REPLAY_ACCESS} Each "
    "action replayed to build it counts against the address's `RATE_LIMIT_REPLAY` (a game's positions are kept "
    "and built on as it goes, so reading it again costs only its new actions).",
)
def get_replay_steps(game_id: GameId, context: AnonymousContextDep, if_none_match: IfNoneMatch = None) -> Response:
    def make(games: GameService) -> Made:
        body, public = games.steps(context.token_hash_if_any(), game_id, context.app_state.replay_positions, pay)
        return Made(body, public)

    def pay(actions: int) -> None:
        limits = request_limits.get()
        if limits is not None:
            limits.check("replay", limits.address, cost=1 + actions // REPLAYED_PER_UNIT)

    return replay_answer(context, f"steps:{game_id}", if_none_match, make)


REPLAYED_PER_UNIT = 100
"""Actions replayed for one unit of ``RATE_LIMIT_REPLAY``."""
PUBLIC_FOR_GOOD = {"Cache-Control": "public, max-age=86400, immutable"}
PUBLIC_FOR_NOW = {"Cache-Control": "public, no-cache"}


@dataclass(frozen=True, slots=True)
class Made:
    """A replay's document, whether anyone may see it (for good, once its game is over), and the deal whose rating
    it still lacks, if any."""

    body: bytes
    public: bool
    awaits: tuple[str, str] | None = None


def replay_answer(
    context: Context, key: str, if_none_match: str | None, make: Callable[[GameService], Made]
) -> Response:
    """A finished game's replay never changes: a public one is made once and kept (``KeptForGood``), and anyone
    may cache it; a player's own, only they. One whose deal the worker is still to rate is kept too, and made again
    once the rating is in (a look-up of the rating, not a replay of the game, until then)."""
    kept: KeptForGood = context.app_state.finished_replays
    found = kept.get(key)
    if found is not None and found.awaits is not None and SolverRepository(context.session).rating(*found.awaits):
        found = None
    if found is None:
        made = make(game_service(context))
        found = Kept(content_etag(made.body), made.body, made.awaits)
        if not made.public:
            headers = {"Cache-Control": "private, no-cache", "ETag": found.etag}
            if none_match(if_none_match, found.etag):
                return Response(status_code=304, headers=headers)
            return Response(found.body, media_type="application/json", headers=headers)
        kept.put(key, found)
    headers = {**(PUBLIC_FOR_GOOD if found.awaits is None else PUBLIC_FOR_NOW), "ETag": found.etag}
    if none_match(if_none_match, found.etag):
        return Response(status_code=304, headers=headers)
    return Response(found.body, media_type="application/json", headers=headers)


player_games_router = APIRouter(
    prefix="/api/v1/players", tags=["games"], route_class=UnitOfWorkRoute, generate_unique_id_function=operation_name
)


@player_games_router.get(
    "/{player_id}/games",
    response_model=FinishedGamePage,
    responses=problem_responses(401, 404, 422),
    openapi_extra=OPTIONAL_TOKEN,
)
def list_player_games(
    player_id: PlayerId,
    context: AnonymousContextDep,
    rules: Rules | None = None,
    status: Annotated[GameStatus | None, Query(description="won or lost")] = None,
    cursor: Annotated[str | None, Query(max_length=300)] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
) -> FinishedGamePage:
    """A player's finished games, newest first: anyone's, with what anyone may see of them (a game on a shared
    deal appears once its deal is public)."""
    games = game_service(context)
    records, next_cursor = games.finished_page(player_id, rules, status, cursor, limit)
    items = [
        FinishedGameOut(
            id=record.id, rules=record.rules, kind=record.kind, ranked=record.ranked,  # type: ignore[arg-type]
            result=GameResult.model_validate(result), cause=record.cause, assisted=record.assisted,  # type: ignore[arg-type]
            bot=record.bot, par_moves=record.par_moves, created_at=record.created_at,
            finished_at=record.finished_at, replay=f"/api/v1/games/{record.id}/replay",  # type: ignore[arg-type]
        )
        for record, result in records
    ]  # fmt: skip
    return FinishedGamePage(items=items, next_cursor=next_cursor)


deals_router = APIRouter(
    prefix="/api/v1",
    tags=["daily deal and campaign"],
    route_class=UnitOfWorkRoute,
    generate_unique_id_function=operation_name,
)


def daily_deal(secret_key: str, day: date) -> DailyDeal:
    return DailyDeal(date=day, rules=Rules(DAILY_RULES), commitment=commitment(daily_seed(secret_key, day)))


@deals_router.get("/daily", response_model=DailyOverview, openapi_extra=OPTIONAL_TOKEN)
def get_daily(context: AnonymousContextDep) -> DailyOverview:
    """Today's deal (the same for everyone, one ranked attempt each) and tomorrow's commitment; with a token,
    your game on it."""
    today, key = context.now.date(), context.settings.secret_key
    mine = None
    if context.credentials is not None:
        games = game_service(context)
        loaded = games.daily_of(context.player(), today)
        if loaded is not None:
            record, game = loaded.record, loaded.game
            mine = MyDailyGame.model_validate({
                "id": record.id, "status": record.status, "reason": record.reason, "score": record.score,
                "elapsed_ms": game.elapsed_ms if game.is_over else games.elapsed_ms(record), "moves": record.moves,
                "cards_in_sequence": record.cards_in_sequence, "finished_at": record.finished_at,
            })  # fmt: skip
    return DailyOverview(
        today=daily_deal(key, today),
        tomorrow=daily_deal(key, today + timedelta(days=1)),
        yesterday_seed=daily_seed(key, today - timedelta(days=1)),
        my_game=mine,
    )


@deals_router.post(
    "/daily/game",
    response_model=GameState,
    status_code=status.HTTP_201_CREATED,
    responses={
        **problem_responses(401, 403, 409, models=STARTING, created_headers=CREATED, ok_headers=STATE),
        200: {"description": "today's attempt was already started: this is it, resumed"},
    },
)
def start_daily_game(context: ContextDep, body: Annotated[StartOptions, Body()] = StartOptions()) -> Response:  # noqa: B008
    """Start today's daily deal, or resume it: each player has one attempt a day. It closes at midnight UTC."""
    games = game_service(context)
    loaded, new = games.start_daily(context.player(Need.PLAY), abandon_current=body.abandon_current)
    if new:
        started(context, loaded)
    return state_response(loaded, games, status_code=201 if new else 200)


@deals_router.post(
    "/daily/{day}/practice",
    response_model=GameState,
    status_code=status.HTTP_201_CREATED,
    responses=problem_responses(401, 403, 409, created_headers=CREATED),
)
def start_daily_practice(
    day: Annotated[date, Path(description="a past UTC date (YYYY-MM-DD): its deal's seed is public")],
    context: ContextDep,
) -> Response:
    """Practise a past day's daily deal: an unranked game of its seed (revealed once its day was over) that counts
    nowhere, beside the day on your calendar. Any number of practice games may be played, beside a ranked one."""
    games = game_service(context)
    loaded = games.start_daily_practice(context.player(Need.PLAY), day)
    return state_response(started(context, loaded), games, status_code=201)


@deals_router.post(
    "/campaign/{level}/games",
    response_model=GameState,
    status_code=201,
    responses=problem_responses(401, 403, 409, 503, models=STARTING, created_headers=CREATED),
)
def start_campaign_game(
    level: Annotated[int, Path(ge=1, le=CAMPAIGN_LEVELS)],
    context: ContextDep,
    body: Annotated[StartOptions, Body()] = StartOptions(),  # noqa: B008
) -> Response:
    """A new attempt at a campaign level (retries are allowed; the best badge counts). 503 with Retry-After
    while the worker is still choosing and proving the level's deal."""
    games = game_service(context)
    chosen = campaign_deal(context.session, level)
    loaded = games.start_campaign(context.player(Need.PLAY), level, chosen, abandon_current=body.abandon_current)
    return state_response(started(context, loaded), games, status_code=201)

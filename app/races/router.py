"""Races over HTTP: rooms, seats, the start, quick match, ghosts, and race ratings. Racers play their games
through the games endpoints; the live view is ``GET /api/v1/races/{race}/events`` (``app.races.live``)."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Body, Depends, Path, Query, Request, Response, status
from pydantic import BaseModel

from app.fairplay.service import thresholds_of
from app.games.router import game_service
from app.kit.errors import TooManyRequests, UnknownRace
from app.kit.http import ONE_LIST_SHAPE, IfNoneMatch, cached_json, operation_name, problem_responses
from app.kit.openapi import OPTIONAL_TOKEN
from app.kit.ratelimit import request_limits
from app.kit.versions import etag
from app.kit.vocabulary import RaceVisibility, Rules
from app.players.context import AnonymousContextDep, Context, ContextDep, UnitOfWorkRoute
from app.players.names import player_ref, shown_name
from app.players.service import Need
from app.races.models import QueueTicket
from app.races.schemas import (
    GhostOut,
    GhostRaceRequest,
    JoinRace,
    NewRace,
    QuickMatch,
    RaceConflictProblem,
    RaceOut,
    RacePage,
    RacePlayer,
    RacerOut,
    RaceSummary,
    RatingEntry,
    RatingOut,
    RatingPage,
    TicketOut,
)
from app.races.service import UNKNOWN_RACE, RaceService, RaceView

GameId = Annotated[str, Path(pattern=r"^[0-9a-f]{32}$", description="a game's id (32 hexadecimal digits)")]
RaceKey = Annotated[str, Path(description="a race's id (32 hexadecimal digits) or its code (six letters and digits)")]
RACE_KEY = re.compile(r"[0-9a-f]{32}|[2-9A-HJKMNP-Za-hjkmnp-z]{6}")
"""An id, or a code in the code alphabet (either case): anything else names no race."""


async def check_race_key(request: Request) -> None:
    """Every route with a race in its path: a key that cannot name a race is answered as an unknown one (404
    ``unknown-race``, the same words), not as a malformed request, so a guess learns nothing from the answer."""
    key = request.path_params.get("race")
    if key is not None and RACE_KEY.fullmatch(key) is None:
        raise UnknownRace(UNKNOWN_RACE)


router = APIRouter(
    prefix="/api/v1/races",
    tags=["races"],
    route_class=UnitOfWorkRoute,
    dependencies=[Depends(check_race_key)],
    generate_unique_id_function=operation_name,
)

PlayerKey = Annotated[str, Path(pattern=r"^([0-9a-f]{32}|me)$", description="a player's id, or me")]
Cursor = Annotated[str | None, Query(max_length=300)]
SEATING: dict[int, type[BaseModel]] = {409: RaceConflictProblem}
RACE = {"ETag": "the race's version"}


def race_service(context: Context) -> RaceService:
    return RaceService(
        context.session,
        context.now,
        game_service(context),
        secret_key=context.settings.secret_key,
        thresholds=thresholds_of(context.settings),
        publish=context.app_state.events.publish,
        pair_rated_per_day=context.settings.race_rated_pair_per_day,
    )


def count_race_request(context: Context) -> None:
    """Rooms, seats, quick-match entries and ghosts are few per address (any number of guests there)."""
    limits = request_limits.get()
    if limits is not None:
        limits.check("race", context.client_address)


def normal_key(key: str) -> str:
    return key if len(key) == 32 else key.upper()


def look_up(context: Context, key: str) -> str:
    """The id of the race ``key`` names. A code is an invite: codes that name no race are counted per address and
    per player, and once either has missed too often, every lookup by code answers 429 until its window ends, found
    or not, so that trying codes finds none. (Ids are not counted: 128 random bits are not guessed.)"""
    races = race_service(context)
    if len(key) == 32:
        return races.find(key).id
    limits = request_limits.get()
    keys = [f"address:{context.client_address}"]
    if context.credentials is not None:
        keys.append(f"player:{context.player().id}")
    wait = 0 if limits is None else max(limits.spent("race_code", name) or 0 for name in keys)
    if wait:
        raise TooManyRequests(
            f"too many race codes that name no race were tried from here: check the code, and try again in {wait} s",
            headers={"Retry-After": str(wait)},
        )
    try:
        return races.find(normal_key(key)).id
    except UnknownRace:
        if limits is not None:
            for name in keys:
                limits.check("race_code", name)
        raise


def present_race(view: RaceView, now: datetime) -> RaceOut:
    race, over = view.race, view.over
    racers = []
    for row in view.racers:
        finished = row.status is not None and row.status != "playing"
        you = row.player_id == view.viewer_id
        line = {
            "player": player_ref(row.player_id, row.display_name, bool(row.bot or row.player_bot)),
            "host": row.player_id == race.host_id, "you": you, "joined_at": row.joined_at, "status": row.status,
            "reason": row.reason, "cause": row.cause, "cards_in_sequence": row.cards_in_sequence, "moves": row.moves,
            "redeals_used": row.redeals_used, "elapsed_ms": row.elapsed_ms if finished else None,
            "assisted": bool(row.assisted), "game_id": row.game_id if you or over else None,
            "replay": f"/api/v1/games/{row.game_id}/replay" if over and row.game_id else None, "place": row.place,
            "placed_last_because": row.placed_last_because, "rated": row.rated,
            "unrated_because": row.unrated_because, "rating_before": row.rating_before,
            "rating_after": row.rating_after,
        }  # fmt: skip
        racers.append(RacerOut.model_validate(line))
    mine = next((row.game_id for row in view.racers if row.player_id == view.viewer_id), None)
    return RaceOut.model_validate(
        {
            "id": race.id, "code": race.code, "rules": race.rules, "mode": race.mode, "visibility": race.visibility,
            "rated": race.rated, "allow_bots": race.allow_bots, "seats": race.seats, "status": race.status,
            "host_id": race.host_id, "version": view.version, "seed_commitment": race.seed_commitment,
            "seed": race.seed if over or race.mode == "ghost" else None, "time_limit_ms": race.time_limit_ms,
            "created_at": race.created_at, "starts_by": race.starts_by, "start_at": race.start_at,
            "ends_at": race.ends_at, "finished_at": race.finished_at, "server_time": now, "racers": racers,
            "ghost": GhostOut.model_validate(race.ghost) if race.ghost else None, "your_game_id": mine,
        }
    )  # fmt: skip


def seen_by_racer(seen_by_all: dict[str, Any], racer_id: str, game_id: str | None) -> dict[str, Any]:
    """A race's JSON data as its racer ``racer_id`` (whose game is ``game_id``) sees it, made from what a spectator
    sees (``present_race`` of the view without a viewer, dumped as JSON data): their line says `you` and names their
    game. Equal to ``present_race`` of the racer's own view, for a copy of one line instead of a validation."""
    lines = [
        {**line, "you": True, "game_id": game_id} if line["player"]["id"] == racer_id else line
        for line in seen_by_all["racers"]
    ]
    return {**seen_by_all, "racers": lines, "your_game_id": game_id}


def race_response(
    view: RaceView, context: Context, status_code: int = 200, if_none_match: str | None = None
) -> Response:
    headers = {"ETag": etag(view.version), "Cache-Control": "private, no-cache"}
    if status_code == status.HTTP_201_CREATED:
        headers["Location"] = f"/api/v1/races/{view.race.id}"
    return cached_json(present_race(view, context.now), headers, status_code, if_none_match)


def viewer_id(context: Context) -> str | None:
    return None if context.credentials is None else context.player().id


def read_race(context: Context, race_id: str, status_code: int = 200, if_none_match: str | None = None) -> Response:
    view = race_service(context).view(race_id, viewer_id(context))
    return race_response(view, context, status_code, if_none_match)


@router.post(
    "",
    status_code=status.HTTP_201_CREATED,
    response_model=RaceOut,
    responses=problem_responses(401, 403, 409, 422, 429, models=SEATING, created_headers={"Location": "the race"}),
)
def create_race(context: ContextDep, body: Annotated[NewRace, Body()] = NewRace()) -> Response:  # noqa: B008
    """Make a room and take its first seat (you are its host). Share its `code`; start it when at least two
    racers are seated (it starts by itself when full, or at `starts_by` with two or more; else it closes)."""
    player = context.player(Need.PLAY)
    count_race_request(context)
    race = race_service(context).create(
        player, context.client_address, rules=body.rules, seats=body.seats,
        public=body.visibility == RaceVisibility.PUBLIC, rated=body.rated, allow_bots=body.allow_bots,
        abandon_current=body.abandon_current,
    )  # fmt: skip
    return read_race(context, race.id, status.HTTP_201_CREATED)


@router.get("", response_model=RacePage, responses=problem_responses(422), openapi_extra=OPTIONAL_TOKEN)
def list_open_races(
    context: AnonymousContextDep,
    rules: Rules | None = None,
    cursor: Cursor = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
) -> RacePage:
    """Public rooms waiting for racers, the soonest to start first."""
    found, next_cursor = race_service(context).open_races(rules, cursor, limit)
    items = []
    for race, host_name, taken in found:
        summary = {
            "id": race.id, "code": race.code, "rules": race.rules, "seats": race.seats, "taken": taken,
            "rated": race.rated, "host": None if race.host_id is None else shown_name(host_name, race.host_id),
            "created_at": race.created_at, "starts_by": race.starts_by,
        }  # fmt: skip
        items.append(RaceSummary.model_validate(summary))
    return RacePage(items=items, next_cursor=next_cursor)


@router.post(
    "/queue",
    response_model=TicketOut,
    responses=problem_responses(401, 403, 409, 422, 429, models=SEATING),
)
def enter_race_queue(context: ContextDep, body: Annotated[QuickMatch, Body()] = QuickMatch()) -> TicketOut:  # noqa: B008
    """Race someone now: wait (poll `GET /races/queue/me`) for a rated race of 2-4 players of similar rating. After
    30 s unmatched, the ticket offers a practice race against your own best game instead."""
    player = context.player(Need.PLAY)
    count_race_request(context)
    races = race_service(context)
    ticket = races.enter_queue(player, context.client_address, body.rules, abandon_current=body.abandon_current)
    return ticket_out(ticket, races, context)


@router.get("/queue/me", response_model=TicketOut, responses=problem_responses(401, 404))
def get_race_ticket(context: ContextDep) -> TicketOut:
    """Your quick-match ticket: waiting, matched (with its race), or unmatched."""
    races = race_service(context)
    return ticket_out(races.ticket(context.player().id), races, context)


@router.delete(
    "/queue/me", status_code=status.HTTP_204_NO_CONTENT, responses=problem_responses(401, 403, 409, models=SEATING)
)
def leave_race_queue(context: ContextDep) -> Response:
    """Stop waiting for a quick match. A race already matched goes on: 409 `in-another-race` with its `race_id`
    (leave the race instead)."""
    race_service(context).leave_queue(context.player(Need.PLAY).id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


def ticket_out(ticket: QueueTicket, races: RaceService, context: Context) -> TicketOut:
    ghost = ticket.status == "unmatched" and races.ghost_available(ticket.player_id, ticket.rules)
    return TicketOut(
        rules=ticket.rules, status=ticket.status, rating=round(ticket.ordinal, 2), entered_at=ticket.entered_at,  # type: ignore[arg-type]
        waited_ms=max(0, int((context.now - ticket.entered_at).total_seconds() * 1000)), race_id=ticket.race_id,
        ghost_available=ghost,
    )  # fmt: skip


@router.post(
    "/ghost",
    status_code=status.HTTP_201_CREATED,
    response_model=RaceOut,
    responses=problem_responses(401, 403, 404, 409, 422, 429, models=SEATING, created_headers={"Location": "the race"}),
)
def start_ghost_race(context: ContextDep, body: Annotated[GhostRaceRequest, Body()] = GhostRaceRequest()) -> Response:  # noqa: B008
    """A practice race against your own best finished game of the profile, on its deal: unranked, unrated, no
    bots. The ghost's progress is in `ghost.timeline`; the countdown starts at once."""
    player = context.player(Need.PLAY)
    count_race_request(context)
    race = race_service(context).ghost_race(player, context.client_address, body.rules)
    return read_race(context, race.id, status.HTTP_201_CREATED)


@router.get(
    "/ratings",
    response_model=RatingPage,
    responses=problem_responses(422, ok_headers=ONE_LIST_SHAPE.documented()),
    openapi_extra=OPTIONAL_TOKEN,
)
def get_race_ratings(
    context: AnonymousContextDep,
    response: Response,
    rules: Rules = Rules.CLASSIC,
    cursor: Cursor = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
) -> RatingPage:
    """The race board of a profile: people by rating (mu - 3 sigma), best first."""
    rows, next_cursor = race_service(context).board(rules, cursor, limit)
    entries = [
        RatingEntry(
            rank=rank,
            player=RacePlayer.model_validate(player_ref(row.player_id, row.display_name, False)),
            rating=round(row.ordinal, 2),
            mu=round(row.mu, 3),
            sigma=round(row.sigma, 3),
            races=row.races,
        )
        for rank, row in rows
    ]
    response.headers.update(ONE_LIST_SHAPE.headers())
    return RatingPage(rules=rules, items=entries, next_cursor=next_cursor)


@router.get(
    "/ratings/{player_id}",
    response_model=RatingOut,
    responses=problem_responses(401, 404, 422),
    openapi_extra=OPTIONAL_TOKEN,
)
def get_race_rating(player_id: PlayerKey, context: AnonymousContextDep, rules: Rules = Rules.CLASSIC) -> RatingOut:
    """A player's race rating on a profile and their rank on its board (`me` for yours)."""
    player_id = context.player().id if player_id == "me" else player_id
    races = race_service(context)
    rating, rank = races.standing(player_id, rules)
    player = races.players.get(player_id)
    assert player is not None
    return RatingOut(
        player=RacePlayer.model_validate(player_ref(player.id, player.display_name, player.bot)),
        rules=rules, rank=rank, rating=round(rating.ordinal, 2), mu=round(rating.mu, 3),
        sigma=round(rating.sigma, 3), races=rating.races,
    )  # fmt: skip


@router.get("/of-game/{game_id}", response_model=RaceOut, responses=problem_responses(304, 401, 404, ok_headers=RACE))
def get_race_of_game(game_id: GameId, context: ContextDep, if_none_match: IfNoneMatch = None) -> Response:
    """The race one of your games was dealt for, as `GET /api/v1/races/{race}` shows it (your line names the game):
    a page that holds a race game, but not its race, finds the race's room and results here."""
    race = race_service(context).of_game(game_id, context.player().id)
    return read_race(context, race.id, if_none_match=if_none_match)


@router.get(
    "/{race}",
    response_model=RaceOut,
    responses=problem_responses(304, 401, 404, ok_headers=RACE),
    openapi_extra=OPTIONAL_TOKEN,
)
def get_race(race: RaceKey, context: AnonymousContextDep, if_none_match: IfNoneMatch = None) -> Response:
    """A race as anyone with its code or id sees it: the room, then every racer's progress figures (never a
    board), then the places, ratings and replays. With your token, your line says `you` and names your game."""
    return read_race(context, look_up(context, race), if_none_match=if_none_match)


@router.post(
    "/{race}/racers",
    status_code=status.HTTP_201_CREATED,
    response_model=RaceOut,
    responses={
        **problem_responses(401, 403, 404, 409, 422, 429, models=SEATING, created_headers={"Location": "the race"}),
        200: {"description": "you were seated already: the race, unchanged"},
    },
)
def join_race(race: RaceKey, context: ContextDep, body: Annotated[JoinRace, Body()] = JoinRace()) -> Response:  # noqa: B008
    """Take a seat in an open race (by its code or id): 409 when it is full or has started."""
    player = context.player(Need.PLAY)
    count_race_request(context)
    joined, new = race_service(context).join(
        player, context.client_address, look_up(context, race), abandon_current=body.abandon_current
    )
    return read_race(context, joined.id, status.HTTP_201_CREATED if new else status.HTTP_200_OK)


@router.delete("/{race}/racers/me", response_model=RaceOut, responses=problem_responses(401, 403, 404, 412))
def leave_race(race: RaceKey, context: ContextDep) -> Response:
    """Give up your seat. Before the start it is free again (a host's room passes to the next racer); once the
    race runs, leaving resigns your game."""
    player = context.player(Need.PLAY)
    left = race_service(context).leave(player, look_up(context, race))
    return read_race(context, left.id)


@router.post("/{race}/start", response_model=RaceOut, responses=problem_responses(401, 403, 404, 409, models=SEATING))
def start_race(race: RaceKey, context: ContextDep) -> Response:
    """The host starts the countdown (two racers or more): every game is dealt at `start_at`, three seconds on."""
    player = context.player(Need.PLAY)
    started = race_service(context).start(player, look_up(context, race))
    return read_race(context, started.id)

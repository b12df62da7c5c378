"""Server-Sent Events: a game's new states, a player's settings, and a race's progress, as they change
(``app.events``).

Each event's ``id`` is the version it carries, so a client that reconnects with ``Last-Event-ID`` gets only
what is newer. A stream reads the resource again (with the request's token, checked every time: a token
signed out ends its streams) whenever it may have changed, and sends a comment line every 15 s of quiet so
that proxies keep the connection. A race is read once for all its viewers, without a token, so a race stream
checks its token again every ``RACE_STREAM_TOKEN_CHECK_SECONDS``. Streams are few per token and per address:
each holds a connection.
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Header, Request
from fastapi.responses import StreamingResponse
from fastapi.security import HTTPAuthorizationCredentials
from starlette.concurrency import run_in_threadpool

from app.deps import Context, Credentials, in_unit_of_work
from app.errors import TooManyRequests, Unauthorized
from app.events import Events
from app.games.router import GameId, game_service, present
from app.http import problem_responses
from app.openapi import OPTIONAL_TOKEN
from app.players.schemas import PlayerSettings, SettingsOut
from app.players.security import token_digest
from app.races.router import RaceKey, check_race_key, look_up, present_race, race_service, viewer_id
from app.races.service import RaceView
from app.ratelimit import client_key

router = APIRouter(prefix="/api/v1", tags=["live updates"])
HEARTBEAT_SECONDS = 15.0
CLOCK_POLL_SECONDS = 1.0
"""A resource past an instant of its clock that has not moved on yet (the worker's referee ends a race's games
within a second) is read again this often, not in a busy loop."""
STREAMS_PER_TOKEN = 8
STREAMS_PER_ADDRESS = 64
LastEventId = Annotated[
    str | None,
    Header(alias="Last-Event-ID", max_length=20, pattern=r"^[0-9]+$", description="the id of the last event seen"),
]
EVENT_STREAM: dict[int | str, dict[str, Any]] = {
    200: {
        "description": "a stream of Server-Sent Events (each one a ServerSentEvent): `id` is the version, `data` the "
        "resource's JSON",
        "content": {"text/event-stream": {"schema": {"$ref": "#/components/schemas/ServerSentEvent"}}},
    }
}


class StreamCounts:
    """Open streams per token digest and per address, in this process (a stream lives in one process)."""

    def __init__(self) -> None:
        self.counts: dict[str, int] = {}

    def enter(self, *keys_and_limits: tuple[str, int]) -> None:
        for key, limit in keys_and_limits:
            if self.counts.get(key, 0) >= limit:
                raise TooManyRequests(
                    "too many live streams open: close one (each device needs one per game)",
                    headers={"Retry-After": "5"},
                )
        for key, _ in keys_and_limits:
            self.counts[key] = self.counts.get(key, 0) + 1

    def leave(self, *keys: str) -> None:
        for key in keys:
            self.counts[key] -= 1
            if not self.counts[key]:
                del self.counts[key]


def sse(event: str, version: int, data: str) -> str:
    return f"id: {version}\nevent: {event}\ndata: {data}\n\n"


def _token_hash(request: Request, credentials: HTTPAuthorizationCredentials | None) -> str:
    if credentials is None:
        raise Unauthorized(
            "send your token as 'Authorization: Bearer <token>' (a browser reads the stream with fetch)",
            headers={"WWW-Authenticate": "Bearer"},
        )
    return token_digest(credentials.credentials, request.app.state.settings.secret_key)


@dataclass(frozen=True)
class Snapshot:
    """What a stream reads: the resource's version and JSON, whether it is final, the channels that announce its
    changes, and when the server's clock changes it by itself (a race's start, say), if ever."""

    version: int
    data: str
    final: bool
    channels: tuple[str, ...]
    wake_at: datetime | None = None


async def event_stream(
    request: Request,
    last_event_id: str | None,
    credentials: HTTPAuthorizationCredentials | None,
    read: Callable[[Context], Snapshot] | None,
    event: str,
    *,
    token_required: bool = True,
    fetch: Callable[[], Awaitable[Snapshot]] | None = None,
) -> StreamingResponse:
    """Open a stream of ``read``'s snapshots: checked before the first byte is sent, so a bad token or id is a plain
    problem answer. Without a token (where none is required) a stream counts against its address only."""
    keys = [(f"address:{client_key(request.client.host) if request.client else 'unknown'}", STREAMS_PER_ADDRESS)]
    if credentials is not None or token_required:
        keys.insert(0, (f"token:{_token_hash(request, credentials)}", STREAMS_PER_TOKEN))

    async def read_in_a_unit_of_work() -> Snapshot:
        assert read is not None
        snapshot: Snapshot = await in_unit_of_work(request, credentials, read)
        return snapshot

    fetch = fetch or read_in_a_unit_of_work
    first = await fetch()
    counts: StreamCounts = request.app.state.streams
    counts.enter(*keys)
    state = request.app.state

    async def events() -> AsyncIterator[str]:
        try:
            snapshot, last = first, int(last_event_id or 0)
            with state.events.watch() as watch:
                while True:
                    if snapshot.version > last:
                        yield sse(event, snapshot.version, snapshot.data)
                        last = snapshot.version
                    if snapshot.final:
                        return
                    # Listening to new channels: news between the read and now was missed, so read again first.
                    if not watch.tune(snapshot.channels):
                        quiet = HEARTBEAT_SECONDS
                        if snapshot.wake_at is not None:
                            until = (snapshot.wake_at - state.clock()).total_seconds()
                            quiet = min(quiet, until + 0.01 if until > 0 else CLOCK_POLL_SECONDS)
                        if not await watch.wait(quiet) and quiet == HEARTBEAT_SECONDS:
                            yield ": still here\n\n"
                            continue
                    try:
                        snapshot = await fetch()
                    except Exception:  # signed out, or the store is away: the client reconnects with Last-Event-ID
                        return
        finally:
            counts.leave(*(key for key, _ in keys))

    headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
    return StreamingResponse(events(), media_type="text/event-stream", headers=headers)


@router.get(
    "/games/{game_id}/events",
    responses={**EVENT_STREAM, **problem_responses(401, 404, 429)},
    response_class=StreamingResponse,
    tags=["games"],
)
async def stream_game(
    game_id: GameId, request: Request, credentials: Credentials, last_event_id: LastEventId = None
) -> StreamingResponse:
    """The game's state each time it changes (`event: state`, `data`: a GameState, `id`: its version), from
    any device or process; the stream ends after the state that ends the game."""

    def read(context: Context) -> Snapshot:
        games = game_service(context)
        loaded = games.load(context.token_hash(), game_id)
        body = present(loaded, games).model_dump_json()
        return Snapshot(loaded.record.version, body, loaded.game.is_over, (f"game:{game_id}",))

    return await event_stream(request, last_event_id, credentials, read, "state")


@router.get(
    "/players/me/events",
    responses={**EVENT_STREAM, **problem_responses(401, 429)},
    response_class=StreamingResponse,
    tags=["players"],
)
async def stream_my_settings(
    request: Request, credentials: Credentials, last_event_id: LastEventId = None
) -> StreamingResponse:
    """Your settings each time they change on any device (`event: settings`, `data`: a SettingsOut, `id`: their
    version)."""

    def read(context: Context) -> Snapshot:
        player = context.player()
        stored, version = context.players().read_settings(player)
        body = SettingsOut(version=version, settings=PlayerSettings(**stored))
        return Snapshot(version, body.model_dump_json(), False, (f"settings:{player.id}",))

    return await event_stream(request, last_event_id, credentials, read, "settings")


@router.get(
    "/races/{race}/events",
    responses={**EVENT_STREAM, **problem_responses(401, 404, 429)},
    response_class=StreamingResponse,
    tags=["races"],
    openapi_extra=OPTIONAL_TOKEN,
    dependencies=[Depends(check_race_key)],
)
async def stream_race(
    race: RaceKey, request: Request, credentials: Credentials, last_event_id: LastEventId = None
) -> StreamingResponse:
    """The race each time it changes (`event: race`, `data`: a RaceOut, `id`: its version): seats, the countdown,
    every racer's progress within a second of each action (figures only, never a board), and the result. Anyone
    with the code may watch (a token is optional); the stream ends with the race, or when its token is signed out
    (checked again every few seconds)."""

    def find(context: Context) -> tuple[str | None, str]:
        return viewer_id(context), look_up(context, race)

    viewer, race_id = await in_unit_of_work(request, credentials, find)
    every = request.app.state.settings.race_stream_token_check_seconds
    checked = time.monotonic()

    def check_token(context: Context) -> None:
        context.player()  # 401 for a token signed out or expired since: the stream ends

    async def read() -> Snapshot:
        nonlocal checked
        snapshot = await race_snapshot(request, race_id, viewer)
        if credentials is not None and time.monotonic() - checked >= every:
            await in_unit_of_work(request, credentials, check_token)
            checked = time.monotonic()
        return snapshot

    return await event_stream(request, last_event_id, credentials, None, "race", token_required=False, fetch=read)


async def race_snapshot(request: Request, key: str, viewer: str | None) -> Snapshot:
    """The race as ``viewer`` sees it now, from the read (and the encoding) its other streams share."""
    reads: RaceReads = request.app.state.race_reads

    def read_race(context: Context) -> RaceFrames:
        return RaceFrames(race_service(context).view(key, None), context.now)

    frames = await reads.read(key, lambda: in_unit_of_work(request, None, read_race))
    view = frames.view
    return Snapshot(view.version, await frames.body_for(viewer), view.over, tuple(view.channels), view.wake_at())


class RaceFrames:
    """One read of a race and its JSON: the spectators' encoded once, and each racer's own (their line says `you`,
    and names their game) once, the first time a stream of theirs asks, always in a worker thread, never on the
    event loop. Every stream of the race that this read serves shares them."""

    def __init__(self, view: RaceView, server_time: datetime) -> None:
        self.view = view
        self.server_time = server_time
        self.racer_ids = frozenset(row.player_id for row in view.racers)
        self.bodies: dict[str | None, asyncio.Future[str]] = {}

    async def body_for(self, viewer: str | None) -> str:
        """The race as ``viewer`` sees it (a spectator, signed in or not, sees what everyone sees)."""
        shown = viewer if viewer in self.racer_ids else None
        body = self.bodies.get(shown)
        if body is None:  # only the event loop's thread touches this dictionary
            body = self.bodies[shown] = asyncio.ensure_future(run_in_threadpool(self.encode, shown))
        return await asyncio.shield(body)

    def encode(self, viewer: str | None) -> str:
        view = RaceView(self.view.race, self.view.racers, viewer)
        return present_race(view, self.server_time).model_dump_json()


class RaceReads:
    """One read of a race for every stream of this process that a change woke up: four racers and their spectators
    cost one query and one encoding of each body, not one each. A read is shared only by streams woken before it
    began (it sees their change); a read that finds the version the last one found keeps that one's bodies, while
    its clock is fresh."""

    KEPT = 1024
    FRESH = timedelta(seconds=1)

    def __init__(self, events: Events) -> None:
        self.events = events
        self.reading: dict[str, tuple[int, asyncio.Future[RaceFrames]]] = {}
        self.latest: OrderedDict[str, RaceFrames] = OrderedDict()

    async def read(self, key: str, work: Callable[[], Awaitable[RaceFrames]]) -> RaceFrames:
        woken = self.events.delivered
        current = self.reading.get(key)
        if current is not None and current[0] >= woken:
            return await asyncio.shield(current[1])
        future: asyncio.Future[RaceFrames] = asyncio.ensure_future(self._fresh(key, work))
        self.reading[key] = (woken, future)
        try:
            return await asyncio.shield(future)
        finally:
            if self.reading.get(key, (0, None))[1] is future:
                del self.reading[key]

    async def _fresh(self, key: str, work: Callable[[], Awaitable[RaceFrames]]) -> RaceFrames:
        frames = await work()
        kept = self.latest.get(key)
        same = kept is not None and kept.view.version == frames.view.version
        if same and kept is not None and frames.server_time - kept.server_time < self.FRESH:
            return kept
        self.latest[key] = frames
        self.latest.move_to_end(key)
        while len(self.latest) > self.KEPT:
            self.latest.popitem(last=False)
        return frames

"""Server-Sent Events: a game's new states, a player's new settings, and a race's progress, as they change
(``app.kit.events``).

Each event's ``id`` is the version it carries, so a client that reconnects with ``Last-Event-ID`` gets only
what is newer. A stream reads the resource again whenever it may have changed (at most ten times a second, and
never against the player's rate limits: only opening a stream counts), and sends a comment line every 15 s of
quiet so that proxies keep the connection. The tokens of a process's streams are checked again together, in one
query, every ``RACE_STREAM_TOKEN_CHECK_SECONDS``, so a token signed out ends its streams within seconds however
quiet they are. A stream the server ends says why first (``event: end``). Streams are few per token and per
address: each holds a connection.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Annotated, Any

import orjson
from cachetools import LRUCache
from fastapi import APIRouter, Depends, Header, Request
from fastapi.responses import StreamingResponse
from fastapi.security import HTTPAuthorizationCredentials
from sqlalchemy.exc import OperationalError

from app.games.router import GameId, game_service, present
from app.kit.errors import InsufficientScope, NotFound, Problem, TooManyRequests, Unauthorized
from app.kit.events import Events
from app.kit.http import operation_name, problem_responses
from app.kit.openapi import OPTIONAL_TOKEN
from app.kit.ratelimit import client_key
from app.kit.vocabulary import EventKind, StreamEnd
from app.players.context import Context, Credentials, in_unit_of_work
from app.players.repository import PlayerRepository
from app.players.schemas import PlayerSettings, SettingsOut
from app.players.security import token_digest
from app.players.service import SEEN_EVERY
from app.races.router import RaceKey, check_race_key, look_up, present_race, race_service, seen_by_racer, viewer_id
from app.races.service import RaceView

router = APIRouter(prefix="/api/v1", tags=["live updates"], generate_unique_id_function=operation_name)
logger = logging.getLogger("montana.streams")
HEARTBEAT_SECONDS = 15.0
READS_PER_SECOND = 10.0
READS_AT_ONCE = 4
"""A stream reads its resource at most ten times a second over time, and four in a row at once (a token bucket):
a player's quick moves are each shown at once, and a flood of changes costs one read a tenth of a second, the
newest state each time, not one read each."""
UNAVAILABLE_RETRY_SECONDS = 5
OVER = {"state": "the game is over: nothing more will come", "race": "the race is over: nothing more will come"}
SIGNED_OUT = "this token was signed out or has expired: sign in again"
CLOCK_POLL_SECONDS = 1.0
"""A resource past an instant of its clock that has not moved on yet (the worker's referee ends a race's games
within a second) is read again this often, not in a busy loop."""
STREAMS_PER_TOKEN = 8
STREAMS_PER_TOKEN_AND_RESOURCE = 2
"""A device needs one stream of a resource; two leave room for a reload while the old one closes. More would read
the resource again for each on every change, for nothing."""
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


def end_event(reason: StreamEnd, detail: str, retry_after: int | None = None) -> str:
    """The last event of a stream the server ends: why, in words, and when to come back if coming back helps."""
    data: dict[str, Any] = {"reason": reason.value, "detail": detail}
    if retry_after is not None:
        data["retry_after"] = retry_after
    return f"event: {EventKind.END.value}\ndata: {orjson.dumps(data).decode()}\n\n"


def ended_by(error: Exception) -> str:
    """The end event of a stream whose read failed with ``error``."""
    if isinstance(error, Unauthorized | InsufficientScope):
        return end_event(StreamEnd.SIGNED_OUT, error.detail)
    if isinstance(error, NotFound):
        return end_event(StreamEnd.GONE, error.detail)
    if not isinstance(error, Problem | OperationalError):
        logger.error("a live stream's read failed", exc_info=error)
    return end_event(
        StreamEnd.UNAVAILABLE,
        "the game store cannot be read right now: reconnect with Last-Event-ID in a few seconds",
        UNAVAILABLE_RETRY_SECONDS,
    )


async def event_stream(
    request: Request,
    last_event_id: str | None,
    credentials: HTTPAuthorizationCredentials | None,
    read: Callable[[Context], Snapshot] | None,
    event: str,
    *,
    token_required: bool = True,
    fetch: Callable[[int], Awaitable[Snapshot]] | None = None,
    on_close: Callable[[], None] | None = None,
) -> StreamingResponse:
    """Open a stream of ``read``'s snapshots: checked before the first byte is sent, so a bad token or id is a plain
    problem answer. Without a token (where none is required) a stream counts against its address only.

    ``fetch``, given instead of ``read``, is told which message (``Events.delivered``) its snapshot must have
    seen: the one that woke the stream, or every one so far when the stream wakes for another reason.

    Only the first read counts against the request's rate limits: the others are the stream's own, bounded by
    ``READS_PER_SECOND`` (news meanwhile is read together once the stream may read again). A stream with a token
    checks it at least every ``RACE_STREAM_TOKEN_CHECK_SECONDS`` however quiet its resource is, and ends with an
    ``end`` event saying why whenever the server ends it."""
    state = request.app.state
    keys = [(f"address:{client_key(request.client.host) if request.client else 'unknown'}", STREAMS_PER_ADDRESS)]
    digest = None if credentials is None else _token_hash(request, credentials)
    if digest is not None or token_required:
        token = f"token:{_token_hash(request, credentials)}"
        keys[:0] = [(token, STREAMS_PER_TOKEN), (f"{token}|{request.url.path}", STREAMS_PER_TOKEN_AND_RESOURCE)]

    async def read_in_a_unit_of_work(_since: int, counted: bool = False) -> Snapshot:
        assert read is not None
        snapshot: Snapshot = await in_unit_of_work(request, credentials, read, counted=counted)
        return snapshot

    first = await (fetch(state.events.delivered) if fetch else read_in_a_unit_of_work(0, counted=True))
    fetch = fetch or read_in_a_unit_of_work
    counts: StreamCounts = state.streams
    tokens: TokenChecks = state.stream_tokens
    counts.enter(*keys)
    if digest is not None:
        tokens.hold(digest)
    closed = False

    def close() -> None:
        nonlocal closed
        if not closed:
            closed = True
            counts.leave(*(key for key, _ in keys))
            if digest is not None:
                tokens.release(digest)
            if on_close is not None:
                on_close()

    async def events() -> AsyncIterator[str]:
        loop = asyncio.get_running_loop()
        try:
            snapshot, last = first, int(last_event_id or 0)
            sent_at = read_at = loop.time()
            reads_left = float(READS_AT_ONCE)
            with state.events.watch() as watch:
                while True:
                    if snapshot.version > last:
                        yield sse(event, snapshot.version, snapshot.data)
                        last, sent_at = snapshot.version, loop.time()
                    if snapshot.final:
                        yield end_event(StreamEnd.OVER, OVER.get(event, "nothing more will come"))
                        return
                    woken_by: int | None = None
                    # Listening to new channels: news between the read and now was missed, so read again first.
                    if not await watch.tune(snapshot.channels):
                        quiet = HEARTBEAT_SECONDS - (loop.time() - sent_at)
                        if digest is not None:
                            quiet = min(quiet, tokens.every)
                        if snapshot.wake_at is not None:
                            until = (snapshot.wake_at - state.clock()).total_seconds()
                            quiet = min(quiet, until + 0.01 if until > 0 else CLOCK_POLL_SECONDS)
                        if await watch.wait(max(quiet, 0.0)):
                            woken_by = watch.woken_by
                        elif snapshot.wake_at is None or snapshot.wake_at > state.clock():
                            # Quiet: no news and no instant of the clock; the token and the connection are checked.
                            if digest is not None and not await tokens.in_force(digest, request):
                                yield end_event(StreamEnd.SIGNED_OUT, SIGNED_OUT)
                                return
                            if loop.time() - sent_at >= HEARTBEAT_SECONDS - 0.05:
                                yield ": still here\n\n"
                                sent_at = loop.time()
                            continue
                    reads_left = min(READS_AT_ONCE, reads_left + (loop.time() - read_at) * READS_PER_SECOND)
                    if reads_left < 1:
                        await asyncio.sleep((1 - reads_left) / READS_PER_SECOND)
                        reads_left = 1.0
                    reads_left -= 1
                    try:
                        # Woken by news: a read begun after it serves. By the clock or new channels: a read begun now.
                        snapshot = await fetch(state.events.delivered if woken_by is None else woken_by)
                    except Exception as error:
                        yield ended_by(error)
                        return
                    read_at = loop.time()
                    # A race is read without the token (once for all its viewers): the token is checked apart.
                    if digest is not None and not await tokens.in_force(digest, request):
                        yield end_event(StreamEnd.SIGNED_OUT, SIGNED_OUT)
                        return
        finally:
            close()

    headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
    return EventStreamResponse(events(), close, media_type="text/event-stream", headers=headers)


class EventStreamResponse(StreamingResponse):
    """A stream whose ``close`` runs once however it ends: also when its body never started (a client gone before
    the first byte), which a generator's own ``finally`` never sees."""

    def __init__(self, body: AsyncIterator[str], close: Callable[[], None], **kwargs: Any) -> None:
        super().__init__(body, **kwargs)
        self.close = close

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        try:
            await super().__call__(scope, receive, send)
        finally:
            self.close()


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

    async def read(since: int) -> Snapshot:
        return await race_snapshot(request, race_id, viewer, since)

    return await event_stream(request, last_event_id, credentials, None, "race", token_required=False, fetch=read)


class TokenChecks:
    """Whether the tokens of this process's streams are still in force, checked for all of them in one query at most
    every ``every`` seconds (a race is read once for all its viewers, without their tokens, and a quiet game reads
    nothing): a device signed out stops hearing any stream within that long, and a thousand open streams cost one
    query, not a thousand."""

    def __init__(self, every: float) -> None:
        self.every = every
        self.held: dict[str, int] = {}
        self.revoked: set[str] = set()
        self.checked_at = -float("inf")
        self.checking: asyncio.Future[None] | None = None

    def hold(self, digest: str) -> None:
        self.held[digest] = self.held.get(digest, 0) + 1

    def release(self, digest: str) -> None:
        self.held[digest] -= 1
        if not self.held[digest]:
            del self.held[digest]
            self.revoked.discard(digest)

    async def in_force(self, digest: str, request: Request) -> bool:
        if time.monotonic() - self.checked_at >= self.every:
            if self.checking is None:  # only the event loop's thread touches these
                self.checking = asyncio.ensure_future(self._check(request))
            await asyncio.shield(self.checking)
        return digest not in self.revoked

    async def _check(self, request: Request) -> None:
        digests = list(self.held)

        def check(context: Context) -> set[str]:
            players = PlayerRepository(context.session)
            valid = players.tokens_in_force(digests, context.now)
            players.seen_together(sorted(valid), context.now, context.now - SEEN_EVERY)  # a device watching is seen
            return valid

        try:
            valid = await in_unit_of_work(request, None, check, counted=False)
            self.revoked = (set(digests) - valid) & set(self.held)
            self.checked_at = time.monotonic()
        except Exception:  # the store is away: every stream keeps its last answer, and the next read checks again
            logger.warning("race streams' tokens could not be checked; checking again at the next read")
        finally:
            self.checking = None


async def race_snapshot(request: Request, key: str, viewer: str | None, since: int) -> Snapshot:
    """The race as ``viewer`` sees it, having seen message ``since``, from the read (and the encoding) its other
    streams share."""
    reads: RaceReads = request.app.state.race_reads

    def read_race(context: Context, kept: RaceFrames | None) -> RaceFrames:
        view = race_service(context).live_view(key)
        if kept is not None and kept.view.version == view.version and context.now - kept.server_time < reads.FRESH:
            return kept
        return RaceFrames(view, context.now)

    frames = await reads.read(
        key, since, lambda kept: in_unit_of_work(request, None, lambda context: read_race(context, kept), counted=False)
    )
    view = frames.view
    return Snapshot(view.version, frames.body_for(viewer), view.over, tuple(view.channels), view.wake_at())


class RaceFrames:
    """One read of a race and its JSON, shared by every stream of the race that this read serves: what spectators
    see is validated and dumped once, and each racer's own body (their line
    says `you`, and names their game) is that data with one line changed, encoded by orjson the first time a
    stream of theirs asks."""

    def __init__(self, view: RaceView, server_time: datetime) -> None:
        self.view = view
        self.server_time = server_time
        self.games = {row.player_id: row.game_id for row in view.racers}
        self.seen_by_all = present_race(RaceView(view.race, view.racers, None), server_time).model_dump(mode="json")
        self.bodies: dict[str | None, str] = {}

    def body_for(self, viewer: str | None) -> str:
        """The race as ``viewer`` sees it (a spectator, signed in or not, sees what everyone sees)."""
        shown = viewer if viewer in self.games else None
        body = self.bodies.get(shown)
        if body is None:
            data = self.seen_by_all if shown is None else seen_by_racer(self.seen_by_all, shown, self.games[shown])
            body = self.bodies[shown] = orjson.dumps(data).decode()
        return body


class RaceReads:
    """One read of a race for every stream of this process that a change woke up: four racers and their spectators
    cost one query and one encoding of each body, not one each. A read is shared only by streams whose waking
    message was delivered before it began (it sees their change), whatever other races' news came since; a read
    that finds the version the last one found keeps that one's bodies, while its clock is fresh."""

    KEPT = 1024
    FRESH = timedelta(seconds=1)

    def __init__(self, events: Events) -> None:
        self.events = events
        self.reading: dict[str, tuple[int, asyncio.Future[RaceFrames]]] = {}
        self.latest: LRUCache[str, RaceFrames] = LRUCache(self.KEPT)

    async def read(
        self, key: str, since: int, work: Callable[[RaceFrames | None], Awaitable[RaceFrames]]
    ) -> RaceFrames:
        """The race's frames, as a read begun after message ``since`` was delivered sees them: ``work`` reads it,
        given the frames kept from the last read (to return them again if the race has not changed and their clock
        is fresh)."""
        current = self.reading.get(key)
        if current is not None and current[0] >= since:
            return await asyncio.shield(current[1])
        future: asyncio.Future[RaceFrames] = asyncio.ensure_future(self._fresh(key, work))
        self.reading[key] = (self.events.delivered, future)
        try:
            return await asyncio.shield(future)
        finally:
            if self.reading.get(key, (0, None))[1] is future:
                del self.reading[key]

    async def _fresh(self, key: str, work: Callable[[RaceFrames | None], Awaitable[RaceFrames]]) -> RaceFrames:
        kept = self.latest.get(key)
        frames = await work(kept)
        self.latest[key] = frames  # also its most recent use
        return frames

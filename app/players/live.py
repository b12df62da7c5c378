"""Live streams (Server-Sent Events): what every stream shares, and the stream of a player's settings. A game's
stream is ``app.games.live``'s, a race's ``app.races.live``'s; ``app.kit.events`` tells them of changes.

Each event's ``id`` is the version it carries, so a client that reconnects with ``Last-Event-ID`` gets only
what is newer. A stream reads the resource again whenever it may have changed (at most ten times a second, and
never against the player's rate limits: only opening a stream counts). FastAPI's ``fastapi.sse`` frames the events
and sends a comment line after 15 s of quiet, so that proxies keep the connection. A stream is checked and counted
by a dependency before its first byte (a bad token or id is a plain problem answer), which lets go of it once the
answer has ended, however it ends. The tokens of a process's streams are checked again together, in one
query, every ``RACE_STREAM_TOKEN_CHECK_SECONDS``, so a token signed out ends its streams within seconds however
quiet they are. A stream the server ends says why first (``event: end``). Streams are few per token and per
address: each holds a connection.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import operator
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Annotated, Any, get_args

import orjson
from fastapi import APIRouter, Depends, Header, Request
from fastapi.security import HTTPAuthorizationCredentials
from fastapi.sse import EventSourceResponse, ServerSentEvent
from pydantic import BaseModel, Field, WithJsonSchema
from sqlalchemy.exc import OperationalError

from app.kit.errors import InsufficientScope, NotFound, Problem, TooManyRequests, Unauthorized
from app.kit.http import operation_name, problem_responses
from app.kit.ratelimit import client_key
from app.kit.vocabulary import EventKind, StreamEnd
from app.players.context import Context, Credentials, in_unit_of_work
from app.players.feed import READ_AT_ONCE, FeedCursor, feed_channel
from app.players.repository import PlayerRepository
from app.players.schemas import PlayerEventData, PlayerSettings, SettingsOut
from app.players.security import token_digest
from app.players.service import SEEN_EVERY

router = APIRouter(prefix="/api/v1", tags=["live updates"], generate_unique_id_function=operation_name)
"""The settings stream."""
logger = logging.getLogger("montana.streams")
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


class StreamEnded(BaseModel):
    """The data of a stream's last event (``event: end``, no id) when the server ends it: why, in words, and when
    coming back helps, after how many seconds."""

    reason: StreamEnd
    detail: str = Field(description="what happened, and what to do")
    retry_after: Annotated[int | None, WithJsonSchema({"type": "integer", "minimum": 1})] = Field(
        None, description="reconnect after this many seconds, with Last-Event-ID (`unavailable` only)"
    )


def event_stream(events: dict[str, type[BaseModel]], what: str) -> dict[int | str, dict[str, Any]]:
    """The 200 answer of a stream whose events are ``events`` (their names, and the schema of each one's ``data``),
    ended by the server with an ``end`` event (``data``: a StreamEnded). The document is OpenAPI 3.1, which the
    client generators read: the stream's ``schema`` is its events' data, one of them (3.2's ``itemSchema`` is not
    valid there), and ``x-events`` names the schema of each event."""
    named = {**{kind: model.__name__ for kind, model in events.items()}, EventKind.END.value: StreamEnded.__name__}
    listed = ", ".join(f"`{kind}` (a {name})" for kind, name in named.items() if kind != EventKind.END.value)
    return {
        200: {
            "description": f"Server-Sent Events with {what} as `data` (JSON): {listed}; `end` (a StreamEnded, no "
            "id) when the server ends the stream",
            "model": functools.reduce(operator.or_, [*events.values(), StreamEnded]),
            "x-events": named,
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
    events: tuple[ServerSentEvent, ...] | None = None
    """A stream of discrete events (a player's) sends these, each with its own id, rather than ``data``."""


def end_event(reason: StreamEnd, detail: str, retry_after: int | None = None) -> ServerSentEvent:
    """The last event of a stream the server ends: why, in words, and when to come back if coming back helps."""
    data = StreamEnded(reason=reason, detail=detail, retry_after=retry_after)
    return ServerSentEvent(event=EventKind.END.value, raw_data=data.model_dump_json(exclude_none=True))


def ended_by(error: Exception) -> ServerSentEvent:
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


class OpenStream:
    """A stream checked and counted before its first byte: its first snapshot, how it reads the next ones, and what
    it holds of the process's bounds (:meth:`close` lets go of them once)."""

    def __init__(
        self,
        request: Request,
        event: str,
        first: Snapshot,
        fetch: Callable[[int], Awaitable[Snapshot]],
        last_event_id: str | None,
        digest: str | None,
        keys: list[str],
    ) -> None:
        self.request, self.event, self.first, self.fetch = request, event, first, fetch
        self.last_event_id, self.digest, self.keys = last_event_id, digest, keys
        self.closed = False

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        state = self.request.app.state
        state.streams.leave(*self.keys)
        if self.digest is not None:
            state.stream_tokens.release(self.digest)

    async def events(self) -> AsyncIterator[ServerSentEvent]:
        """The resource's versions as they come, then an ``end`` event when the server ends the stream."""
        state, digest, tokens = self.request.app.state, self.digest, self.request.app.state.stream_tokens
        loop = asyncio.get_running_loop()
        snapshot, last = self.first, int(self.last_event_id or 0)
        read_at = loop.time()
        reads_left = float(READS_AT_ONCE)
        with state.events.watch() as watch:
            while True:
                if snapshot.events is not None:
                    for event in snapshot.events:
                        yield event
                    last = max(last, snapshot.version)
                elif snapshot.version > last:
                    yield ServerSentEvent(id=str(snapshot.version), event=self.event, raw_data=snapshot.data)
                    last = snapshot.version
                if snapshot.final:
                    yield end_event(StreamEnd.OVER, OVER.get(self.event, "nothing more will come"))
                    return
                woken_by: int | None = None
                # Listening to new channels: news between the read and now was missed, so read again first.
                if not await watch.tune(snapshot.channels):
                    quiet: float | None = None if digest is None else tokens.every
                    if snapshot.wake_at is not None:
                        until = (snapshot.wake_at - state.clock()).total_seconds()
                        wake = until + 0.01 if until > 0 else CLOCK_POLL_SECONDS
                        quiet = wake if quiet is None else min(quiet, wake)
                    if await watch.wait(quiet):
                        woken_by = watch.woken_by
                    elif snapshot.wake_at is None or snapshot.wake_at > state.clock():
                        # Quiet: no news and no instant of the clock; the token is checked.
                        if digest is not None and not await tokens.in_force(digest, self.request):
                            yield end_event(StreamEnd.SIGNED_OUT, SIGNED_OUT)
                            return
                        continue
                reads_left = min(READS_AT_ONCE, reads_left + (loop.time() - read_at) * READS_PER_SECOND)
                if reads_left < 1:
                    await asyncio.sleep((1 - reads_left) / READS_PER_SECOND)
                    reads_left = 1.0
                reads_left -= 1
                try:
                    # Woken by news: a read begun after it serves. By the clock or new channels: a read begun now.
                    snapshot = await self.fetch(state.events.delivered if woken_by is None else woken_by)
                except Exception as error:
                    yield ended_by(error)
                    return
                read_at = loop.time()
                # A race is read without the token (once for all its viewers): the token is checked apart.
                if digest is not None and not await tokens.in_force(digest, self.request):
                    yield end_event(StreamEnd.SIGNED_OUT, SIGNED_OUT)
                    return


@asynccontextmanager
async def open_stream(
    request: Request,
    last_event_id: str | None,
    credentials: HTTPAuthorizationCredentials | None,
    read: Callable[[Context], Snapshot] | None,
    event: str,
    *,
    token_required: bool = True,
    fetch: Callable[[int], Awaitable[Snapshot]] | None = None,
) -> AsyncIterator[OpenStream]:
    """Open a stream of ``read``'s snapshots, and let go of it on leaving (a dependency holds it until the answer
    has ended). Without a token (where none is required) a stream counts against its address only.

    ``fetch``, given instead of ``read``, is told which message (``Events.delivered``) its snapshot must have
    seen: the one that woke the stream, or every one so far when the stream wakes for another reason.

    Only the first read counts against the request's rate limits: the others are the stream's own, bounded by
    ``READS_PER_SECOND`` (news meanwhile is read together once the stream may read again). A stream with a token
    checks it at least every ``RACE_STREAM_TOKEN_CHECK_SECONDS`` however quiet its resource is, and ends with an
    ``end`` event saying why whenever the server ends it."""
    state = request.app.state
    keys = [(f"address:{client_key(request.client.host) if request.client else 'unknown'}", STREAMS_PER_ADDRESS)]
    digest = _token_hash(request, credentials) if credentials is not None or token_required else None
    if digest is not None:
        token = f"token:{digest}"
        keys[:0] = [(token, STREAMS_PER_TOKEN), (f"{token}|{request.url.path}", STREAMS_PER_TOKEN_AND_RESOURCE)]

    async def read_in_a_unit_of_work(_since: int, counted: bool = False) -> Snapshot:
        assert read is not None
        snapshot: Snapshot = await in_unit_of_work(request, credentials, read, counted=counted)
        return snapshot

    counts: StreamCounts = state.streams
    counts.enter(*keys)  # before the first read: a stream refused for its number costs nothing
    try:
        first = await (fetch(state.events.delivered) if fetch else read_in_a_unit_of_work(0, counted=True))
    except BaseException:
        counts.leave(*(key for key, _ in keys))
        raise
    if digest is not None:
        state.stream_tokens.hold(digest)
    stream = OpenStream(
        request, event, first, fetch or read_in_a_unit_of_work, last_event_id, digest, [key for key, _ in keys]
    )
    try:
        yield stream
    finally:
        stream.close()


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


async def settings_stream(
    request: Request, credentials: Credentials, last_event_id: LastEventId = None
) -> AsyncIterator[OpenStream]:
    def read(context: Context) -> Snapshot:
        player = context.player()
        stored, version = context.players().read_settings(player)
        body = SettingsOut(version=version, settings=PlayerSettings(**stored))
        return Snapshot(version, body.model_dump_json(), False, (f"settings:{player.id}",))

    async with open_stream(request, last_event_id, credentials, read, "settings") as stream:
        yield stream


@router.get(
    "/players/me/events",
    responses={
        **problem_responses(401, 429),
        **event_stream(
            {EventKind.SETTINGS: SettingsOut}, "your settings, each time they change, their version the `id`"
        ),
    },
    response_class=EventSourceResponse,
    tags=["players"],
)
async def stream_my_settings(
    stream: Annotated[OpenStream, Depends(settings_stream)],
) -> AsyncIterator[ServerSentEvent]:
    """Your settings each time they change on any device (`event: settings`, `data`: a SettingsOut, `id`: their
    version)."""
    async for event in stream.events():
        yield event


FEED_POLL = timedelta(seconds=1)
"""On SQLite (no announcements between processes: the worker's events too) a quiet feed looks again this often."""


async def feed_stream(
    request: Request, credentials: Credentials, last_event_id: LastEventId = None
) -> AsyncIterator[OpenStream]:
    cursor = FeedCursor.resuming(last_event_id)

    def read(context: Context) -> Snapshot:
        player = context.player()
        sent = cursor.after or 0
        rows = cursor.read(context.session, player.id, context.now)
        # Each event's id is the newest sent so far (a late commit below it included): the Last-Event-ID a client
        # sends back is the last id it received, and resuming after it repeats nothing.
        events = []
        for row in rows:
            sent = max(sent, row.id)
            events.append(ServerSentEvent(id=str(sent), event=row.kind, raw_data=orjson.dumps(row.data).decode()))
        polled = context.session.get_bind().dialect.name == "sqlite" or len(rows) == READ_AT_ONCE
        wake_at = context.now + FEED_POLL if polled else None
        return Snapshot(cursor.after or 0, "", False, (feed_channel(player.id),), wake_at, tuple(events))

    async with open_stream(request, last_event_id, credentials, read, "feed") as stream:
        yield stream


FEED_EVENTS: dict[str, type[BaseModel]] = {
    model.model_fields["type"].default: model for model in get_args(PlayerEventData)
}
"""Each kind of the player's events, and its data: the union ``tell`` takes, named by each one's ``type``."""


@router.get(
    "/players/me/feed",
    responses={
        **problem_responses(401, 429),
        **event_stream(FEED_EVENTS, "what happened, its place in your events the `id`"),
    },
    response_class=EventSourceResponse,
    tags=["players"],
)
async def stream_my_feed(stream: Annotated[OpenStream, Depends(feed_stream)]) -> AsyncIterator[ServerSentEvent]:
    """Your events, wherever they happen, each once: a game of yours started or ended (on any device, or by the
    server), quick match found you a race, a race of yours counts down, a moderator decided about you, someone asks
    to follow you, follows you, or let you follow them, a friend challenges you, a challenge of yours is placed. Each
    has its place in your events as `id`: reconnect with `Last-Event-ID` to get what you missed (events are kept a
    week). Without it, the stream starts with what comes next. It never ends by itself."""
    async for event in stream.events():
        yield event

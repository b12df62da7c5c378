"""Server-Sent Events: a game's new states, and a player's settings, as they change (``app.events``).

Each event's ``id`` is the version it carries, so a client that reconnects with ``Last-Event-ID`` gets only
what is newer. A stream reads the resource again (with the request's token, checked every time: a token
signed out ends its streams) whenever it may have changed, and sends a comment line every 15 s of quiet so
that proxies keep the connection. Streams are few per token and per address: each holds a connection.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from typing import Annotated, Any

from fastapi import APIRouter, Header, Request
from fastapi.responses import StreamingResponse
from fastapi.security import HTTPAuthorizationCredentials

from app.deps import Context, Credentials, in_unit_of_work
from app.errors import TooManyRequests, Unauthorized
from app.games.router import GameId, game_service, present
from app.http import problem_responses
from app.players.schemas import PlayerSettings, SettingsOut
from app.players.security import token_digest
from app.ratelimit import client_key

router = APIRouter(prefix="/api/v1", tags=["live updates"])
HEARTBEAT_SECONDS = 15.0
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


async def event_stream(
    request: Request,
    channel: str,
    last_event_id: str | None,
    credentials: HTTPAuthorizationCredentials | None,
    read: Callable[[Context], tuple[int, str, bool]],
    event: str,
) -> StreamingResponse:
    """Open a stream of ``read``'s (version, JSON, final) answers: checked before the first byte is sent, so a
    bad token or id is a plain problem answer."""
    token_hash = _token_hash(request, credentials)
    first = await in_unit_of_work(request, credentials, read)
    counts: StreamCounts = request.app.state.streams
    keys = (f"token:{token_hash}", f"address:{client_key(request.client.host) if request.client else 'unknown'}")
    counts.enter((keys[0], STREAMS_PER_TOKEN), (keys[1], STREAMS_PER_ADDRESS))

    async def events() -> AsyncIterator[str]:
        try:
            version, data, final = first
            last = int(last_event_id or 0)
            if version > last:
                yield sse(event, version, data)
                last = version
            if final:
                return
            async for maybe_changed in request.app.state.events.changes(channel, last, HEARTBEAT_SECONDS):
                if not maybe_changed:
                    yield ": still here\n\n"
                    continue
                try:
                    version, data, final = await in_unit_of_work(request, credentials, read)
                except Exception:  # signed out, or the store is away: the client reconnects with Last-Event-ID
                    return
                if version > last:
                    yield sse(event, version, data)
                    last = version
                if final:
                    return
        finally:
            counts.leave(*keys)

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

    def read(context: Context) -> tuple[int, str, bool]:
        games = game_service(context)
        loaded = games.load(context.token_hash(), game_id)
        return loaded.record.version, present(loaded, games).model_dump_json(), loaded.game.is_over

    return await event_stream(request, f"game:{game_id}", last_event_id, credentials, read, "state")


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

    def read(context: Context) -> tuple[int, str, bool]:
        player = context.player()
        stored, version = context.players().read_settings(player)
        body = SettingsOut(version=version, settings=PlayerSettings(**stored))
        return version, body.model_dump_json(), False

    player_id = await in_unit_of_work(request, credentials, lambda c: c.player().id)
    return await event_stream(request, f"settings:{player_id}", last_event_id, credentials, read, "settings")

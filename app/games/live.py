"""A game's live stream: its state each time it changes (``app.players.live`` opens and runs the stream)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import APIRouter, Depends, Request
from fastapi.sse import EventSourceResponse, ServerSentEvent

from app.games.router import GameId, game_service, present
from app.games.schemas import GameState
from app.kit.http import operation_name, problem_responses
from app.kit.vocabulary import EventKind
from app.players.context import Context, Credentials
from app.players.live import LastEventId, OpenStream, Snapshot, event_stream, open_stream

router = APIRouter(prefix="/api/v1", tags=["live updates"], generate_unique_id_function=operation_name)


async def game_stream(
    game_id: GameId, request: Request, credentials: Credentials, last_event_id: LastEventId = None
) -> AsyncIterator[OpenStream]:
    def read(context: Context) -> Snapshot:
        games = game_service(context)
        loaded = games.load(context.token_hash(), game_id)
        body = present(loaded, games).model_dump_json()
        return Snapshot(loaded.record.version, body, loaded.game.is_over, (f"game:{game_id}",))

    async with open_stream(request, last_event_id, credentials, read, "state") as stream:
        yield stream


@router.get(
    "/games/{game_id}/events",
    responses={
        **problem_responses(401, 404, 429),
        **event_stream({EventKind.STATE: GameState}, "the game's state, each time it changes, its version the `id`"),
    },
    response_class=EventSourceResponse,
    tags=["games"],
)
async def stream_game(stream: Annotated[OpenStream, Depends(game_stream)]) -> AsyncIterator[ServerSentEvent]:
    """The game's state each time it changes (`event: state`, `data`: a GameState, `id`: its version), from
    any device or process; the stream ends after the state that ends the game."""
    async for event in stream.events():
        yield event

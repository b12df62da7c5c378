"""A race's live stream: seats, countdown, every racer's progress and the result, read once for all its viewers in
a process (``app.players.live`` opens and runs the stream)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import datetime, timedelta
from typing import Annotated

import orjson
from cachetools import LRUCache
from fastapi import APIRouter, Depends, Request
from fastapi.sse import EventSourceResponse, ServerSentEvent

from app.kit.events import Events
from app.kit.http import operation_name, problem_responses
from app.kit.openapi import OPTIONAL_TOKEN
from app.kit.vocabulary import EventKind
from app.players.context import Context, Credentials, in_unit_of_work
from app.players.live import LastEventId, OpenStream, Snapshot, event_stream, open_stream
from app.races.router import RaceKey, check_race_key, look_up, present_race, race_service, seen_by_racer, viewer_id
from app.races.schemas import RaceOut
from app.races.service import RaceView

router = APIRouter(prefix="/api/v1", tags=["live updates"], generate_unique_id_function=operation_name)


async def race_stream(
    race: RaceKey, request: Request, credentials: Credentials, last_event_id: LastEventId = None
) -> AsyncIterator[OpenStream]:
    def find(context: Context) -> tuple[str | None, str]:
        return viewer_id(context), look_up(context, race)

    viewer, race_id = await in_unit_of_work(request, credentials, find)

    async def read(since: int) -> Snapshot:
        return await race_snapshot(request, race_id, viewer, since)

    async with open_stream(
        request, last_event_id, credentials, None, "race", token_required=False, fetch=read
    ) as stream:
        yield stream


@router.get(
    "/races/{race}/events",
    responses={
        **problem_responses(401, 404, 429),
        **event_stream({EventKind.RACE: RaceOut}, "the race, each time it changes, its version the `id`"),
    },
    response_class=EventSourceResponse,
    tags=["races"],
    openapi_extra=OPTIONAL_TOKEN,
    dependencies=[Depends(check_race_key)],
)
async def stream_race(stream: Annotated[OpenStream, Depends(race_stream)]) -> AsyncIterator[ServerSentEvent]:
    """The race each time it changes (`event: race`, `data`: a RaceOut, `id`: its version): seats, the countdown,
    every racer's progress within a second of each action (figures only, never a board), and the result. Anyone
    with the code may watch (a token is optional); the stream ends with the race, or when its token is signed out
    (checked again every few seconds)."""
    async for event in stream.events():
        yield event


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

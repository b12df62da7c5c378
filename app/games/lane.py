"""The action lane: ``POST /api/v1/games/{game_id}/actions`` for the common action, on PostgreSQL, on the event
loop, in two statements.

Most actions only move a game on: a move, an undo or a redeal that does not end it. Such an action needs the game
with its player (one query) and the version-checked save that appends it (one statement, a transaction of its own,
which also drops what searches found about the phase a redeal leaves); the trigger on ``games`` announces the new
version to live streams. The reads of requests that arrive together are one query, and their saves one statement
(``GAMES_OF_TOKENS``, ``SAVE_AND_APPEND_MANY``, run by :class:`app.kit.asyncdb.Batch`).
Through the route (:func:`app.games.router.play_action`) the same work also pays for a worker thread and back, a
session with its transaction's extra round trips, and the framework's dependency solving, several times what the
action itself costs. The lane runs it through asyncpg (:mod:`app.kit.asyncdb`) instead, refereed by the same
:class:`app.games.referee.Referee` and answered by the same :func:`app.games.router.state_response`.

Anything else is handed to the route before anything is written, so that it answers exactly as it always does: a
request with an Idempotency-Key (its key is claimed in the action's transaction), a body, token or If-Match that is
not right (but for a token that is no session's), a game that is not the player's or is past a deadline, an action
the referee refuses, and an action that ends the game (its end reaches progress, the boards and races in the same
transaction) or resigns.
The lane answers two problems itself, as the route does: the 401 of a token that is no session's, and the 412 of a
save that found the game changed since it was read.
"""

from __future__ import annotations

import json
import re
from typing import Any

import asyncpg
from fastapi.routing import APIRoute
from fastapi.security.utils import get_authorization_scheme_param
from pydantic import TypeAdapter, ValidationError
from starlette.datastructures import Headers
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.engine import Move, Redeal, Undo
from app.games.referee import ActionRequest, LoadedGame, Referee
from app.games.repository import (
    GAMES_OF_TOKENS,
    SAVE_AND_APPEND_MANY,
    SAVE_AND_APPEND_MANY_UNLOCKED,
    many_parameters,
    player_and_game,
    save_parameters,
)
from app.games.router import state_response
from app.games.schemas import ActionRequest as ActionRequestSchema
from app.kit.asyncdb import AsyncConnection, AsyncDatabase, AsyncStatement, Batch
from app.kit.errors import PreconditionFailed, Problem, Unauthorized, problem_response
from app.kit.ratelimit import request_limits
from app.players.security import token_digest
from app.players.service import NOT_A_SESSION, Need, due_to_be_seen, valid_session

_GAMES_OF_TOKENS = AsyncStatement(GAMES_OF_TOKENS)
_SAVE_AND_APPEND_MANY = AsyncStatement(SAVE_AND_APPEND_MANY, writes=True)
_SAVE_AND_APPEND_MANY_UNLOCKED = AsyncStatement(SAVE_AND_APPEND_MANY_UNLOCKED, writes=True)
_ACTION_REQUEST: TypeAdapter[ActionRequest] = TypeAdapter(ActionRequestSchema)
_GAME_ID = re.compile(r"[0-9a-f]{32}")
_IF_MATCH_LIMIT = 100
"""The route's own bound on If-Match (longer ones are its 422)."""
RUNS_AT_ONCE = 2
"""Statements of each kind (reads, saves) a process has in flight at once: two keep PostgreSQL's two cores busy
while the next batch gathers. The lane's pool holds a connection for each (``CONNECTIONS``)."""
CONNECTIONS = 2 * RUNS_AT_ONCE


class ActionLane:
    """ASGI middleware in front of the route it stands in for (``route``), just outside the app's exception
    handlers and its router: an action the lane answers costs neither, and a problem it raises is answered here as
    the app's handler answers it. Every other request passes straight through."""

    def __init__(self, app: ASGIApp, *, route: APIRoute, database: AsyncDatabase, app_state: Any) -> None:
        self.app = app
        self.route = route
        self.database = database
        self.app_state = app_state
        self._games = Batch(database, _games_of_tokens, at_once=RUNS_AT_ONCE)
        self._saves: Batch[dict[str, Any], bool] = Batch(
            database, _save_unlocked_games, key=lambda values: values["b_id"], at_once=RUNS_AT_ONCE, writes=True
        )
        self._saves_alone: Batch[dict[str, Any], bool] = Batch(
            database, _save_games, key=lambda values: values["b_id"], most=1, at_once=RUNS_AT_ONCE, writes=True
        )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        found = self.route.path_regex.match(scope["path"]) if scope["type"] == "http" else None
        if found is None or scope["method"] != "POST" or not self.database.opened:
            await self.app(scope, receive, send)
            return
        scope["route"] = self.route  # metrics and logs name the route, whichever answers
        body = await _read_body(receive)
        try:
            response = await self._act(scope, found["game_id"], body)
        except Problem as problem:
            response = problem_response(type(problem), problem.detail, problem.headers, **problem.extra)
        if response is None:
            await self.app(scope, _replay(body, receive), send)
        else:
            await response(scope, receive, send)

    async def _act(self, scope: Scope, game_id: str, body: bytes) -> Response | None:
        """The answer to an action that only moves its game on, or None for the route to answer."""
        headers = Headers(scope=scope)
        scheme, token = get_authorization_scheme_param(headers.get("authorization"))
        if_match = headers.get("if-match")
        if (
            "idempotency-key" in headers
            or scheme.lower() != "bearer"
            or not token
            or not _GAME_ID.fullmatch(game_id)
            or (if_match is not None and len(if_match) > _IF_MATCH_LIMIT)
        ):
            return None
        if not _is_json(headers.get("content-type")):
            return None
        try:  # read as the route reads its body, so that the lane takes nothing the route would refuse
            request = _ACTION_REQUEST.validate_python(json.loads(body))
        except (ValueError, ValidationError, RecursionError):  # the route answers a body nested too deep with a 400
            return None
        state = self.app_state
        row = await self._games((token_digest(token, state.settings.secret_key), game_id))
        if row is None:  # a token that is no session's: the route's 401, without reading it all again
            raise Unauthorized(NOT_A_SESSION)
        referee = Referee(state.clock(), state.game_policy)  # the instant the game was read, not asked for
        player, record = player_and_game(row)
        if record is None or due_to_be_seen(player, referee.now):  # the route notes the session's hour
            return None
        loaded = LoadedGame.resumed(record)
        try:
            valid_session(player, referee.now, Need.PLAY)
            if referee.closing_due(loaded) is not None:
                return None
            action = referee.apply_action(player, loaded, request, if_match)
        except Problem:
            return None
        if loaded.game.is_over or not isinstance(action, Move | Undo | Redeal):
            return None
        limits = request_limits.get()
        if limits is not None:
            await limits.acheck("session", str(player.session_id))
        referee.cache_after(loaded)
        # A redeal's new phase makes what searches found about the last one useless (as the route drops them).
        forget_before = loaded.game.redeals_used if isinstance(action, Redeal) else 0
        saving = save_parameters(record, action.to_json(), referee.now, forget_before)
        try:
            # Saved with the others that arrived together, unless another transaction holds the game: then alone,
            # waiting for it, so that the game's lock holds up no other request.
            saved = await self._saves(saving) or await self._saves_alone(saving)
        except asyncpg.PostgresError as error:
            if isinstance(error, asyncpg.PostgresConnectionError):
                raise
            return None  # refused by the database (a deadlock, say) and rolled back: the route does it again
        if not saved:
            raise PreconditionFailed("another request changed this game at the same time: reload it and try again")
        record.version += 1
        state.metrics.actions.labels(request.type).inc()
        return state_response(loaded, referee)


async def _games_of_tokens(connection: AsyncConnection, asked: list[tuple[str, str]]) -> list[asyncpg.Record | None]:
    """The row of ``GAME_OF_TOKEN`` for each (token digest, game id) asked, or None for a token that is no
    session's, in one statement."""
    rows = await connection.fetch(
        _GAMES_OF_TOKENS, {"token_hashes": [digest for digest, _ in asked], "game_ids": [game for _, game in asked]}
    )
    found = {row["asked"]: row for row in rows}
    return [found.get(number) for number in range(1, len(asked) + 1)]


async def _save_games(connection: AsyncConnection, each: list[dict[str, Any]]) -> list[bool]:
    """Whether each save (``save_parameters``, of different games) found its game at the version it read, in one
    statement."""
    saved = {row["game_id"] for row in await connection.fetch(_SAVE_AND_APPEND_MANY, many_parameters(each))}
    return [values["b_id"] in saved for values in each]


async def _save_unlocked_games(connection: AsyncConnection, each: list[dict[str, Any]]) -> list[bool]:
    """:func:`_save_games` for the games no other transaction holds: False for the others, and for a game whose
    version was not the one read."""
    saved = {row["game_id"] for row in await connection.fetch(_SAVE_AND_APPEND_MANY_UNLOCKED, many_parameters(each))}
    return [values["b_id"] in saved for values in each]


def _is_json(content_type: str | None) -> bool:
    """Whether the route reads the body as JSON (``application/json`` or ``application/*+json``)."""
    if content_type is None:
        return False
    kind = content_type.partition(";")[0].strip().lower()
    return kind == "application/json" or (kind.startswith("application/") and kind.endswith("+json"))


async def _read_body(receive: Receive) -> bytes:
    """The request's body (its size is bounded by the Guard before any route runs)."""
    chunks = []
    while True:
        message = await receive()
        if message["type"] != "http.request":
            break
        chunks.append(message.get("body", b""))
        if not message.get("more_body", False):
            break
    return b"".join(chunks)


def _replay(body: bytes, receive: Receive) -> Receive:
    """``receive`` for the route, with the body the lane has read already."""
    sent = False

    async def replayed() -> Message:
        nonlocal sent
        if sent:
            return await receive()
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    return replayed

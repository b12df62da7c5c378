"""The common action, batched with the actions of other requests (PostgreSQL).

Most actions only move a game on: a move, an undo or a redeal that does not end it. Such an action needs the game
with its player (one query) and the version-checked save that appends it (one statement, which also drops what
searches found about the phase a redeal leaves); the trigger on ``games`` announces the new version to live
streams. So ``POST /api/v1/games/{game_id}/actions`` first asks :func:`act_batched`: the reads of requests that
arrive together are one query, and their saves one statement (``GAMES_OF_TOKENS``, ``SAVE_AND_APPEND_MANY``, run by
:class:`app.kit.batching.Batch`), each a transaction of its own, refereed by the same
:class:`app.games.referee.Referee` and answered by the same :func:`app.games.router.state_response`.

Anything else is left to the endpoint's own unit of work before anything is written, so that it is answered
exactly as it always is: a request with an Idempotency-Key (the route never asks here: its key is claimed in the
action's transaction), a game that is not the player's or is past a deadline, a session due to be seen again, an
action the referee refuses, an action that ends the game (its end reaches progress, the boards and races in the same
transaction) or resigns (left to it before the batched read: a resignation always ends its game), and a save the
database refused (a deadlock, say: the unit of work does it again). Two problems are answered here, as the unit of
work answers them: the 401 of a token that is no session's, and the 412 of a save that found the game changed since
it was read.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from sqlalchemy.ext.asyncio import AsyncConnection

from app.engine import Redeal
from app.games.referee import ActionRequest, LoadedGame, Referee
from app.games.repository import (
    GAMES_OF_TOKENS,
    SAVE_AND_APPEND_MANY,
    SAVE_AND_APPEND_MANY_UNLOCKED,
    asked_parameters,
    many_parameters,
    player_and_game,
    save_parameters,
)
from app.games.schemas import MoveRequest, RedealRequest, UndoRequest
from app.kit.batching import Batch, BatchConnections, RefusedByTheDatabase, Statement, rows
from app.kit.errors import PreconditionFailed, Problem, Unauthorized
from app.kit.ratelimit import request_limits
from app.players.context import Context
from app.players.service import NOT_A_SESSION, Need, due_to_be_seen, valid_session

_GAMES_OF_TOKENS = Statement(GAMES_OF_TOKENS)
_SAVE_AND_APPEND_MANY = Statement(SAVE_AND_APPEND_MANY, writes=True)
_SAVE_AND_APPEND_MANY_UNLOCKED = Statement(SAVE_AND_APPEND_MANY_UNLOCKED, writes=True)
MAY_ONLY_MOVE_ON = (MoveRequest, UndoRequest, RedealRequest)
"""The requests that may only move a game on; a resignation always ends it."""
RUNS_AT_ONCE = 1
"""Statements of each kind (reads, saves) a process has in flight at once: one, so that what arrives while it runs
goes together into the next (a read and a save in flight keep PostgreSQL's two cores busy; with two of each, the
runs were smaller and the process and PostgreSQL each spent more on an action, for fewer actions a second)."""
SAVES_ALONE_AT_ONCE = 2
"""Saves waiting for a game another transaction holds: two, so that one held game does not hold up the next."""


class BatchedActions:
    """The batches of a process's actions: the reads, the saves of games no other transaction holds, and the saves
    that wait for one (alone, so that one game's row lock holds up no other request)."""

    def __init__(self, connections: BatchConnections) -> None:
        self.reads = Batch(connections, _games_of_tokens, at_once=RUNS_AT_ONCE)
        self.saves: Batch[dict[str, Any], bool] = Batch(
            connections, _save_unlocked_games, key=_game_id, at_once=RUNS_AT_ONCE, writes=True
        )
        self.saves_alone: Batch[dict[str, Any], bool] = Batch(
            connections, _save_games, key=_game_id, most=1, at_once=SAVES_ALONE_AT_ONCE, writes=True
        )


async def act_batched(
    context: Context, game_id: str, request: ActionRequest, if_match: str | None
) -> tuple[LoadedGame, Referee] | None:
    """The action, refereed and saved with those of other requests; None for the endpoint's unit of work to answer
    (nothing was written)."""
    batched: BatchedActions | None = context.app_state.batched_actions
    if batched is None or context.credentials is None or not isinstance(request, MAY_ONLY_MOVE_ON):
        return None  # a resignation ends its game: the unit of work reads it, once
    row = await batched.reads((context.token_hash(), game_id))
    if row is None:  # a token that is no session's: the unit of work's 401, without reading it all again
        raise Unauthorized(NOT_A_SESSION)
    referee = Referee(context.now, context.app_state.game_policy)
    player, record = player_and_game(row, first=1)  # after the number it was asked as
    if record is None or due_to_be_seen(player, referee.now):  # the unit of work notes the session's hour
        return None
    loaded = LoadedGame.resumed(record)
    try:
        valid_session(player, referee.now, Need.PLAY)
        if referee.closing_due(loaded) is not None:
            return None
        action = referee.apply_action(player, loaded, request, if_match)
    except Problem:
        return None
    if loaded.game.is_over:
        return None
    limits = request_limits.get()
    if limits is not None:
        await limits.acheck("session", str(player.session_id))
    referee.cache_after(loaded)
    # A redeal's new phase makes what searches found about the last one useless (as the unit of work drops them).
    forget_before = loaded.game.redeals_used if isinstance(action, Redeal) else 0
    saving = save_parameters(record, action.to_json(), referee.now, forget_before)
    try:
        # Saved with the others that arrived together, unless another transaction holds the game: then alone,
        # waiting for it, so that the game's lock holds up no other request.
        saved = await batched.saves(saving) or await batched.saves_alone(saving)
    except RefusedByTheDatabase:
        return None  # refused by the database (a deadlock, say) and rolled back: the unit of work does it again
    if not saved:
        raise PreconditionFailed("another request changed this game at the same time: reload it and try again")
    record.version += 1
    return loaded, referee


def _game_id(saving: dict[str, Any]) -> Any:
    return saving["b_id"]


async def _games_of_tokens(connection: AsyncConnection, asked: list[tuple[str, str]]) -> list[Any]:
    """The row of ``GAME_OF_TOKEN`` for each (token digest, game id) asked, or None for a token that is no
    session's, in one statement."""
    found = await rows(connection, _GAMES_OF_TOKENS, asked_parameters(asked))
    numbered = {row[0]: row for row in found}
    return [numbered.get(number) for number in range(1, len(asked) + 1)]


def _saves(statement: Statement) -> Callable[[AsyncConnection, list[dict[str, Any]]], Awaitable[list[bool]]]:
    """Whether each save (``save_parameters``, of different games) found its game at the version it read, in one
    ``statement`` (the unlocked one also answers False for a game another transaction holds)."""

    async def saved_each(connection: AsyncConnection, each: list[dict[str, Any]]) -> list[bool]:
        saved = {row[0] for row in await rows(connection, statement, many_parameters(each))}
        return [values["b_id"] in saved for values in each]

    return saved_each


_save_games = _saves(_SAVE_AND_APPEND_MANY)
_save_unlocked_games = _saves(_SAVE_AND_APPEND_MANY_UNLOCKED)

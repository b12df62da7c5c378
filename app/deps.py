"""The request context every endpoint receives: its session, the server's clock, and who asks.

FastAPI runs each sync dependency in a worker thread and resolves every dependency on every
request, so the context is one cheap async dependency; the token is checked (one query) in
the endpoint's own worker thread when the endpoint asks for the player.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Annotated, Any

from fastapi import Depends, Request
from fastapi.routing import APIRoute
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from app.config import Settings
from app.db import Database
from app.errors import Unauthorized
from app.middleware import Metrics
from app.players.repository import CurrentPlayer
from app.players.security import token_digest
from app.players.service import Device, PlayerService
from app.ratelimit import client_key

_bearer = HTTPBearer(auto_error=False, description="the token from POST /api/v1/players or /api/v1/sessions")


async def get_session(request: Request) -> AsyncIterator[Session]:
    """The request's session. :class:`UnitOfWorkRoute` commits or rolls it back in the endpoint's thread.

    Opening a session does no I/O, and neither does closing one whose transaction has ended; a
    transaction still open here (an error before the endpoint ran) ends in a worker thread.
    """
    database: Database = request.app.state.database
    session = database.sessions()
    try:
        yield session
    finally:
        if session.in_transaction():
            await run_in_threadpool(database.finish, session, commit=False)
        else:
            session.close()


@dataclass
class Context:
    session: Session
    settings: Settings
    now: datetime
    """The server's clock, read once per request (tests replace ``app.state.clock``)."""
    credentials: HTTPAuthorizationCredentials | None
    client_address: str
    metrics: Metrics
    app_state: Any = field(repr=False)
    """The application's shared parts (game-end handlers, the hint pool...), composed in ``app.main``."""
    user_agent: str | None = None
    _player: CurrentPlayer | None = field(default=None, repr=False)

    def players(self) -> PlayerService:
        return PlayerService(self.session, self.settings, self.now)

    def device(self) -> Device:
        return Device(self.client_address, self.user_agent)

    def token(self) -> str:
        """The bearer token the request carries; 401 without one."""
        if self.credentials is None:
            raise Unauthorized(
                "send your token as 'Authorization: Bearer <token>'; POST /api/v1/players gives a guest one",
                headers={"WWW-Authenticate": "Bearer"},
            )
        return self.credentials.credentials

    def token_hash(self) -> str:
        """The stored form of the request's token (see :func:`token_digest`)."""
        return token_digest(self.token(), self.settings.secret_key)

    def token_hash_if_any(self) -> str | None:
        return None if self.credentials is None else self.token_hash()

    def player(self) -> CurrentPlayer:
        """The player whose token the request carries; 401 without a valid one."""
        if self._player is None:
            self._player = self.players().authenticate(self.token())
        return self._player


class UnitOfWorkRoute(APIRoute):
    """Runs each (sync) endpoint and then commits, or rolls back on an error, in the same worker thread.

    The request's session scope is the only place that commits; doing it here saves the worker-thread
    hop a dependency's teardown would cost on every request.
    """

    def __init__(self, path: str, endpoint: Callable[..., Any], **kwargs: Any) -> None:
        if inspect.iscoroutinefunction(endpoint):
            raise TypeError(f"{endpoint.__name__}: endpoints on this router are sync; the route commits after them")
        super().__init__(path, _in_unit_of_work(endpoint), **kwargs)


def _in_unit_of_work(endpoint: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(endpoint)
    def run(*args: Any, **kwargs: Any) -> Any:
        sessions = [value.session for value in kwargs.values() if isinstance(value, Context)]
        try:
            result = endpoint(*args, **kwargs)
        except BaseException:
            for session in sessions:
                session.rollback()
            raise
        for session in sessions:
            session.commit()
        return result

    return run


async def get_context(
    request: Request,
    session: Annotated[Session, Depends(get_session)],
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> Context:
    app_state = request.app.state
    address = client_key(request.client.host) if request.client else "unknown"
    return Context(
        session, app_state.settings, app_state.clock(), credentials, address, app_state.metrics, app_state,
        request.headers.get("user-agent"),
    )  # fmt: skip


ContextDep = Annotated[Context, Depends(get_context)]
"""For endpoints that need a player (they call ``context.player()``)."""
AnonymousContextDep = ContextDep
"""For endpoints anyone may call (creating a guest, signing in, public reads); a token is optional."""

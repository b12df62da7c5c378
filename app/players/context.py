"""The request context every endpoint receives: its session, the server's clock, and who asks, and the request's
unit of work.

An endpoint is a use case's sync code; :class:`UnitOfWorkRoute` runs it on the event loop in the request's unit of
work (``app.kit.db.run_unit_of_work``), so its statements wait without holding the loop, and commits. The route makes
the endpoint's context from the request itself (FastAPI solves only what else the endpoint declares); the token is
checked (one query) when the endpoint asks for the player.
"""

from __future__ import annotations

import functools
import hashlib
import inspect
import re
import typing
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import datetime
from typing import Annotated, Any, TypeVar

import anyio
from fastapi import Depends, Request
from fastapi.routing import APIRoute
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session

from app.config import Settings
from app.kit.db import run_unit_of_work
from app.kit.errors import ServerBusy, SlowRequestsBusy, Unauthorized, Unprocessable
from app.kit.idempotency import run_once
from app.kit.middleware import Metrics
from app.kit.ratelimit import client_key, request_limits
from app.players.repository import CurrentPlayer
from app.players.security import token_digest
from app.players.service import Device, Need, PlayerService, check_session, may

Endpoint = TypeVar("Endpoint", bound=Callable[..., Any])
_IDEMPOTENCY_KEY = re.compile(r"^[!-~]{1,200}$")
ANSWERS_A_SECRET = {
    "create_app_token", "create_guest", "sign_in", "sign_in_with_passkey", "sign_in_with_device_link",
    "make_device_link", "oauth_token", "decide_oauth_consent",
}  # fmt: skip
"""Operations whose answer holds a token, shown once: it is never kept for a retry (a retry makes another), since
the store keeps tokens only as digests."""
_bearer = HTTPBearer(auto_error=False, description="the token from POST /api/v1/players or /api/v1/sessions")


@dataclass
class Context:
    open_unit: Callable[[], AsyncSession]
    """Opens the request's session (:attr:`unit`) when it is first needed: a batched action needs none."""
    settings: Settings
    now: datetime
    """The server's clock, read once per request (tests replace ``app.state.clock``)."""
    credentials: HTTPAuthorizationCredentials | None
    client_address: str
    metrics: Metrics
    app_state: Any = field(repr=False)
    """The application's shared parts (game-end handlers, the hint pool...), composed in ``app.main``."""
    user_agent: str | None = None
    idempotency_key: str | None = None
    request_fingerprint: str = ""
    """What an Idempotency-Key's request was: its method, target and body, hashed."""
    _player: CurrentPlayer | None = field(default=None, repr=False)
    _unit: AsyncSession | None = field(default=None, repr=False)

    @property
    def unit(self) -> AsyncSession:
        """The request's session; its use cases see its sync face, :attr:`session`."""
        if self._unit is None:
            self._unit = self.open_unit()
        return self._unit

    async def close(self) -> None:
        """Close the request's session, if it was opened."""
        if self._unit is not None:
            await self._unit.close()

    @property
    def session(self) -> Session:
        """The session the use cases work with, in the request's unit of work."""
        return self.unit.sync_session

    def players(self) -> PlayerService:
        return PlayerService(self.session, self.settings, self.now, self.app_state.events.publish)

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

    def player(self, need: Need = Need.READ) -> CurrentPlayer:
        """The player whose token the request carries; 401 without a valid one, 403 if it may not do this."""
        if self._player is None:
            self._player = self.players().authenticate(self.token(), need)
        elif not may(self._player, need):
            check_session(self._player, self.now, need)
        return self._player

    def player_if_any(self) -> CurrentPlayer | None:
        """The token's player, or None without a valid token (for a page that asks a guest to sign in)."""
        if self.credentials is None:
            return None
        try:
            return self.player()
        except Unauthorized:
            return None


class UnitOfWorkRoute(APIRoute):
    """Runs each (sync) endpoint on the event loop in the request's unit of work, which it then commits, or rolls
    back on an error. An endpoint marked :func:`waits_beyond_the_database` first waits for one of the few turns
    such requests have (a request past their queue is answered 503 at once).

    The request's session scope is the only place that commits; doing it here saves the exit stack a dependency's
    teardown would cost on every request. A POST with an Idempotency-Key runs once (``app.kit.idempotency``).
    """

    def __init__(self, path: str, endpoint: Callable[..., Any], **kwargs: Any) -> None:
        if inspect.iscoroutinefunction(endpoint):
            raise TypeError(f"{endpoint.__name__}: endpoints on this router are sync; the route commits after them")
        hints = typing.get_type_hints(endpoint, include_extras=True)
        context_name = next((name for name, hint in hints.items() if _is_context(hint)), None)
        if context_name is None:
            raise TypeError(f"{endpoint.__name__}: an endpoint on this router takes the request's Context")
        # Every such request's token is a bearer token: the document says so once per operation (one it names
        # optional says so itself).
        kwargs["openapi_extra"] = {**BEARER_TOKEN, **(kwargs.get("openapi_extra") or {})}
        super().__init__(path, self._in_unit_of_work(endpoint, hints, context_name), **kwargs)

    def _in_unit_of_work(
        self, endpoint: Callable[..., Any], hints: dict[str, Any], context_name: str
    ) -> Callable[..., Any]:
        @functools.wraps(endpoint)
        async def in_a_unit_of_work(**kwargs: Any) -> Any:
            context = await get_context(kwargs.pop(_REQUEST))
            kwargs[context_name] = context
            call = functools.partial(endpoint, **kwargs)
            keyed = context.idempotency_key is not None and context.credentials is not None
            work = (
                functools.partial(run_once, context, self, call)
                if keyed and self.name not in ANSWERS_A_SECRET
                else call
            )
            slow = getattr(endpoint, WAITS_BEYOND_THE_DATABASE, False)
            first = getattr(endpoint, ANSWERED_FIRST_BY, None)
            try:
                if first is not None and not keyed:  # a keyed request's key is claimed in its unit of work
                    answer = await first(**kwargs)
                    if answer is not None:
                        return answer
                async with a_turn(context.app_state, slow=slow):
                    return await run_unit_of_work(context.unit, lambda _session: work())
            finally:
                await context.close()

        # FastAPI solves what the endpoint declares but its Context, which the route makes from the request itself:
        # a dependency would cost every request a round of FastAPI's dependency solving.
        declared = inspect.signature(endpoint)
        parameters = [
            parameter.replace(annotation=hints.get(parameter.name, parameter.annotation))
            for parameter in declared.parameters.values()
            if parameter.name != context_name
        ]
        parameters.append(inspect.Parameter(_REQUEST, inspect.Parameter.KEYWORD_ONLY, annotation=Request))
        in_a_unit_of_work.__signature__ = declared.replace(  # type: ignore[attr-defined]
            parameters=parameters, return_annotation=hints.get("return", declared.return_annotation)
        )
        return in_a_unit_of_work


_REQUEST = "_the_request_of_the_unit_of_work"


def _is_context(hint: Any) -> bool:
    return (
        typing.get_origin(hint) is Annotated
        and typing.get_args(hint)[0] is Context
        and any(isinstance(extra, _MadeByTheRoute) for extra in typing.get_args(hint)[1:])
    )


BEARER_TOKEN: dict[str, object] = {"security": [{"HTTPBearer": []}]}
WAITS_BEYOND_THE_DATABASE = "_waits_beyond_the_database"
ANSWERED_FIRST_BY = "_answered_first_by"
SLOW_QUEUE_PER_TURN = 4
"""Requests that may wait for each slow turn: a burst of sign-ins is served, a pile is refused (503) at once."""
QUEUE_PER_TURN = 32
"""Requests that may wait for each of the others' turns (``REQUEST_CONNECTIONS``): a burst is served in turn, and a
pile beyond it, which would only wait out the pool's timeout, is refused (503) at once."""


@asynccontextmanager
async def a_turn(app_state: Any, *, slow: bool = False) -> AsyncIterator[None]:
    """One of the few units of work a process runs at once, each with a database connection of the pool: requests
    that wait for one hold none, and a request past the queue is answered 503 at once."""
    turns: anyio.CapacityLimiter = app_state.slow_turns if slow else app_state.request_turns
    queue = (SLOW_QUEUE_PER_TURN if slow else QUEUE_PER_TURN) * turns.total_tokens
    if turns.available_tokens < 1 and turns.statistics().tasks_waiting >= queue:
        if slow:
            raise SlowRequestsBusy(
                "many hints and sign-ins are being worked on at this moment: try again in a few seconds",
                headers={"Retry-After": "2"},
            )
        raise ServerBusy("many requests are waiting for the game store here: try again in a second",
                         headers={"Retry-After": "1"})  # fmt: skip
    async with turns:
        yield


def waits_beyond_the_database(endpoint: Callable[..., Any]) -> Callable[..., Any]:
    """Marks an endpoint that waits on more than the database (a solver search, a password hash): at most
    ``SLOW_REQUESTS`` of them run at once (each waits in a thread, see ``app.kit.bridge.off_the_loop``), holding a
    database connection each, so that the others never queue behind them for one; when ``SLOW_QUEUE_PER_TURN``
    requests wait for each turn, the next is answered 503 at once."""
    setattr(endpoint, WAITS_BEYOND_THE_DATABASE, True)
    return endpoint


def answered_first_by(first: Callable[..., Awaitable[Any | None]]) -> Callable[[Endpoint], Endpoint]:
    """Marks an endpoint whose requests ``first`` (a coroutine function given the endpoint's arguments) may answer
    without a unit of work of their own (an action batched with other requests'): it returns the answer, or None
    having written nothing, and the endpoint runs in the request's unit of work as any other. A request with an
    Idempotency-Key is never asked: its key is claimed in its unit of work."""

    def marked(endpoint: Endpoint) -> Endpoint:
        setattr(endpoint, ANSWERED_FIRST_BY, first)
        return endpoint

    return marked


async def get_context(request: Request) -> Context:
    """The request's context; its session is opened when first needed (and connects when first used), and
    :class:`UnitOfWorkRoute` commits or rolls it back and closes it."""
    app_state = request.app.state
    credentials = await _bearer(request)
    address = client_key(request.client.host) if request.client else "unknown"
    context = Context(
        app_state.database.async_sessions, app_state.settings, app_state.clock(), credentials, address,
        app_state.metrics, app_state, request.headers.get("user-agent"),
    )  # fmt: skip
    key = request.headers.get("idempotency-key") if request.method == "POST" else None
    if key is not None:
        if not _IDEMPOTENCY_KEY.match(key):
            raise Unprocessable("the Idempotency-Key must be 1 to 200 printable ASCII characters, without spaces")
        target = f"{request.method} {request.url.path}?{request.url.query}".encode()
        context.idempotency_key = key
        context.request_fingerprint = hashlib.sha256(target + b"\n" + await request.body()).hexdigest()
    return context


class _MadeByTheRoute:
    """Marks the parameter :class:`UnitOfWorkRoute` fills with the request's context (FastAPI never sees it: on any
    other router such an endpoint fails when the app is composed, since its context would never be committed)."""


ContextDep = Annotated[Context, _MadeByTheRoute()]
"""For endpoints that need a player (they call ``context.player()``), on a :class:`UnitOfWorkRoute` router."""
AnonymousContextDep = ContextDep
"""For endpoints anyone may call (creating a guest, signing in, public reads); a token is optional."""


async def in_unit_of_work(
    request: Request,
    credentials: HTTPAuthorizationCredentials | None,
    work: Callable[[Context], Any],
    *,
    public: bool = False,
    counted: bool = True,
) -> Any:
    """For async endpoints: run ``work`` with a context and a session of its own, in a unit of work of its own.

    A ``public`` read without a token may be served by the read replica (``DATABASE_READ_URL``). A read that is not
    ``counted`` (a live stream's reads after its first) spends nothing of the request's rate limits.
    """
    state = request.app.state
    replica = public and credentials is None  # a reader with a token may need what it just wrote
    sessions = state.database.async_read_sessions if replica else state.database.async_sessions
    address = client_key(request.client.host) if request.client else "unknown"
    context = Context(sessions, state.settings, state.clock(), credentials, address, state.metrics, state)
    uncounted = None if counted else request_limits.set(None)
    try:
        async with a_turn(state):
            return await run_unit_of_work(context.unit, lambda _session: work(context))
    finally:
        if uncounted is not None:
            request_limits.reset(uncounted)
        await context.close()


Credentials = Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]
"""For async endpoints that read the token themselves (in a unit of work)."""

"""Problem details (RFC 9457) for every error a client can act on.

Every problem the API can answer is a :class:`Problem` subclass below, with its status, its stable ``type``
and its title: ``problem_types()`` lists them all (docs/api.md's error table is checked against it).
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from sqlalchemy.exc import DataError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.routing import Match

PROBLEM_JSON = "application/problem+json"
DATABASE_UNAVAILABLE = "the game store cannot be reached right now; nothing was changed, try again in a few seconds"
OUTCOME_UNKNOWN = (
    "the game store stopped answering after your request reached it, so it may or may not have been applied: read "
    "the game (or what you changed) before you try again, or retry with the same If-Match or Idempotency-Key"
)
logger = logging.getLogger("montana")


class Problem(Exception):
    """An error with its HTTP status, a stable ``type`` slug and a sentence for the person."""

    status = 400
    slug = "bad-request"
    title = "Bad request"

    def __init__(self, detail: str, *, headers: dict[str, str] | None = None, **extra: Any) -> None:
        super().__init__(detail)
        self.detail = detail
        self.headers = headers or {}
        self.extra = extra


class UnreadableBody(Problem):
    status, slug, title = 400, "unreadable-body", "Unreadable body"


class Unauthorized(Problem):
    status, slug, title = 401, "unauthorized", "Sign-in required"


class WrongCredentials(Problem):
    status, slug, title = 401, "wrong-credentials", "Wrong username or password"


class Forbidden(Problem):
    status, slug, title = 403, "forbidden", "Not allowed"


class NotTheHost(Problem):
    status, slug, title = 403, "not-the-host", "Only the host may do this"


class BotsNotAllowed(Problem):
    status, slug, title = 403, "bots-not-allowed", "No bots in this race"


class InsufficientScope(Problem):
    status, slug, title = 403, "insufficient-scope", "Not allowed for this token"


class NotFound(Problem):
    status, slug, title = 404, "not-found", "Not found"


class UnknownRace(Problem):
    status, slug, title = 404, "unknown-race", "No such race"


class MethodNotAllowed(Problem):
    status, slug, title = 405, "method-not-allowed", "Method not allowed"


class Conflict(Problem):
    status, slug, title = 409, "conflict", "Conflict"


class RankedGameInPlay(Problem):
    status, slug, title = 409, "ranked-game-in-play", "A ranked game is in play"


class GameOver(Problem):
    status, slug, title = 409, "game-over", "The game is over"


class ActionLimit(Problem):
    status, slug, title = 409, "action-limit", "The game is long enough"


class RaceFull(Problem):
    status, slug, title = 409, "race-full", "The race is full"


class RaceStarted(Problem):
    status, slug, title = 409, "race-started", "The race has started"


class InAnotherRace(Problem):
    status, slug, title = 409, "in-another-race", "You are in another race"


class TooFewRacers(Problem):
    status, slug, title = 409, "too-few-racers", "Too few racers"


class PreconditionFailed(Problem):
    status, slug, title = 412, "stale-version", "The game has changed"


class StaleSettings(Problem):
    status, slug, title = 412, "stale-settings", "Your settings have changed"


class BodyTooLarge(Problem):
    status, slug, title = 413, "body-too-large", "Request body too large"


class UriTooLong(Problem):
    status, slug, title = 414, "uri-too-long", "URI too long"


class Unprocessable(Problem):
    status, slug, title = 422, "invalid-request", "Invalid request"


class InvalidPeriod(Problem):
    status, slug, title = 422, "invalid-period", "Invalid period"


class IllegalAction(Problem):
    status, slug, title = 422, "illegal-action", "Illegal action"


class MalformedAction(Problem):
    status, slug, title = 422, "malformed-action", "Malformed action"


class InvalidCursor(Problem):
    status, slug, title = 422, "invalid-cursor", "Invalid cursor"


class IdempotencyKeyReused(Problem):
    status, slug, title = 422, "idempotency-key-reused", "Idempotency key reused"


class PreconditionRequired(Problem):
    status, slug, title = 428, "if-match-required", "If-Match required"


class TooManyRequests(Problem):
    status, slug, title = 429, "too-many-requests", "Too many requests"


class WinnableShareUsed(Problem):
    status, slug, title = 429, "winnable-share-used", "Today's winnable deals are used"


class HeadersTooLarge(Problem):
    status, slug, title = 431, "headers-too-large", "Request headers too large"


class InternalError(Problem):
    status, slug, title = 500, "internal-error", "Internal error"


class DatabaseUnavailable(Problem):
    status, slug, title = 503, "database-unavailable", "Service unavailable"


class OutcomeUnknown(DatabaseUnavailable):
    """The request was sent to the store, which then stopped answering: it may have been applied."""

    status, slug, title = 503, "outcome-unknown", "Outcome unknown"


class NotReady(Problem):
    status, slug, title = 503, "migrations-pending", "Not ready"


class NoWinnableDeal(Problem):
    status, slug, title = 503, "no-winnable-deal-ready", "No winnable deal ready"


class CampaignLevelNotReady(Problem):
    status, slug, title = 503, "campaign-level-not-ready", "Campaign level not ready"


class HintsBusy(Problem):
    status, slug, title = 503, "hints-busy", "Hints are busy"


class SlowRequestsBusy(Problem):
    status, slug, title = 503, "slow-requests-busy", "Busy"


class ServerBusy(Problem):
    status, slug, title = 503, "server-busy", "Busy"


class SignInBusy(Problem):
    status, slug, title = 503, "sign-in-busy", "Sign-ins are busy"


def problem_types() -> list[type[Problem]]:
    """Every problem the API can answer, in status order."""
    found, queue = [], list(Problem.__subclasses__())
    while queue:
        kind = queue.pop()
        found.append(kind)
        queue += kind.__subclasses__()
    return sorted(found, key=lambda kind: (kind.status, kind.slug))


def problem_type(slug: str) -> str:
    return f"/problems/{slug}"


def problem_response(
    kind: type[Problem], detail: str, headers: dict[str, str] | None = None, **extra: Any
) -> JSONResponse:
    body = {"type": problem_type(kind.slug), "title": kind.title, "status": kind.status, "detail": detail, **extra}
    return JSONResponse(body, status_code=kind.status, media_type=PROBLEM_JSON, headers=headers)


def _validation_detail(error: dict[str, Any]) -> str:
    where = ".".join(str(part) for part in error.get("loc", ()) if part != "body") or "body"
    return f"{where}: {error.get('msg', 'invalid')}"


def allowed_methods(request: Request) -> list[str]:
    """Every method some route of the app accepts at this path (Starlette names only the first route's)."""
    return [
        method
        for method in ("DELETE", "GET", "PATCH", "POST", "PUT")
        if any(route.matches({**request.scope, "method": method})[0] == Match.FULL for route in request.app.routes)
    ]


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(Problem)
    async def _problem(_request: Request, error: Problem) -> JSONResponse:
        return problem_response(type(error), error.detail, error.headers, **error.extra)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, error: RequestValidationError) -> JSONResponse:
        errors = error.errors()
        detail = "; ".join(_validation_detail(e) for e in errors[:5]) or "the request is not valid"
        fields = [{"location": [str(p) for p in e.get("loc", ())], "message": e.get("msg")} for e in errors]
        return problem_response(Unprocessable, detail, errors=fields)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, error: StarletteHTTPException) -> JSONResponse:
        headers = dict(error.headers or {})
        if error.status_code == 405:
            allowed = allowed_methods(request)
            headers["Allow"] = ", ".join(allowed)
            detail = f"{request.method} is not one of the methods of {request.url.path}: {', '.join(allowed)}"
            return problem_response(MethodNotAllowed, detail, headers)
        if error.status_code == 400:
            return problem_response(UnreadableBody, "the request body could not be read: send JSON encoded as UTF-8")
        detail = str(error.detail) if error.detail and error.detail != "Not Found" else ""
        return problem_response(NotFound, detail or "there is nothing at this address; see /docs for the API", headers)

    @app.exception_handler(DataError)
    async def _unstorable(_request: Request, error: DataError) -> JSONResponse:
        logger.warning("refused a value the store cannot keep: %s", type(error.orig).__name__)
        return problem_response(
            Unprocessable, "the request holds a value the game store cannot keep (such as a NUL character): remove it"
        )

    @app.exception_handler(PoolTimeout)
    async def _no_connection(_request: Request, _error: PoolTimeout) -> JSONResponse:
        logger.warning("no database connection came free in time")
        return problem_response(DatabaseUnavailable, DATABASE_UNAVAILABLE, {"Retry-After": "5"})

    @app.exception_handler(OperationalError)
    async def _database_down(_request: Request, error: OperationalError) -> JSONResponse:
        logger.error("database unavailable: %s", error.orig)
        return problem_response(DatabaseUnavailable, DATABASE_UNAVAILABLE, {"Retry-After": "5"})

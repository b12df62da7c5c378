"""Problem details (RFC 9457) for every error a client can act on."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from sqlalchemy.exc import DataError, OperationalError
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.routing import Match

PROBLEM_JSON = "application/problem+json"
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


class Unauthorized(Problem):
    status, slug, title = 401, "unauthorized", "Sign-in required"


class Forbidden(Problem):
    status, slug, title = 403, "forbidden", "Not allowed"


class NotFound(Problem):
    status, slug, title = 404, "not-found", "Not found"


class Conflict(Problem):
    status, slug, title = 409, "conflict", "Conflict"


class RankedGameInPlay(Problem):
    status, slug, title = 409, "ranked-game-in-play", "A ranked game is in play"


class GameOver(Problem):
    status, slug, title = 409, "game-over", "The game is over"


class PreconditionRequired(Problem):
    status, slug, title = 428, "if-match-required", "If-Match required"


class Unprocessable(Problem):
    status, slug, title = 422, "invalid-request", "Invalid request"


class PreconditionFailed(Problem):
    status, slug, title = 412, "stale-version", "The game has changed"


class IllegalAction(Problem):
    status, slug, title = 422, "illegal-action", "Illegal action"


class MalformedAction(Problem):
    status, slug, title = 422, "malformed-action", "Malformed action"


class InvalidCursor(Problem):
    status, slug, title = 422, "invalid-cursor", "Invalid cursor"


class IdempotencyKeyReused(Problem):
    status, slug, title = 422, "idempotency-key-reused", "Idempotency key reused"


class NoWinnableDeal(Problem):
    status, slug, title = 503, "no-winnable-deal-ready", "No winnable deal ready"


class WinnableShareUsed(Problem):
    status, slug, title = 429, "winnable-share-used", "Today's winnable deals are used"


class CampaignLevelNotReady(Problem):
    status, slug, title = 503, "campaign-level-not-ready", "Campaign level not ready"


class TooManyRequests(Problem):
    status, slug, title = 429, "too-many-requests", "Too many requests"


def problem_type(slug: str) -> str:
    return f"/problems/{slug}"


def problem_response(
    status: int, slug: str, title: str, detail: str, headers: dict[str, str] | None = None, **extra: Any
) -> JSONResponse:
    body = {"type": problem_type(slug), "title": title, "status": status, "detail": detail, **extra}
    return JSONResponse(body, status_code=status, media_type=PROBLEM_JSON, headers=headers)


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
        return problem_response(error.status, error.slug, error.title, error.detail, error.headers, **error.extra)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, error: RequestValidationError) -> JSONResponse:
        errors = error.errors()
        detail = "; ".join(_validation_detail(e) for e in errors[:5]) or "the request is not valid"
        fields = [{"location": [str(p) for p in e.get("loc", ())], "message": e.get("msg")} for e in errors]
        return problem_response(422, "invalid-request", "Invalid request", detail, errors=fields)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, error: StarletteHTTPException) -> JSONResponse:
        titles = {400: "Bad request", 404: "Not found", 405: "Method not allowed"}
        detail = str(error.detail) if error.detail else titles.get(error.status_code, "HTTP error")
        headers = dict(error.headers or {})
        if error.status_code == 404 and detail == "Not Found":
            detail = "there is nothing at this address; see /docs for the API"
        if error.status_code == 405:
            allowed = allowed_methods(request)
            headers["Allow"] = ", ".join(allowed)
            detail = f"{request.method} is not one of the methods of {request.url.path}: {', '.join(allowed)}"
        if error.status_code == 400:
            detail = "the request body could not be read: send JSON encoded as UTF-8"
        slug = {400: "unreadable-body", 404: "not-found", 405: "method-not-allowed"}.get(
            error.status_code, "http-error"
        )
        return problem_response(error.status_code, slug, titles.get(error.status_code, "HTTP error"), detail, headers)

    @app.exception_handler(DataError)
    async def _unstorable(_request: Request, error: DataError) -> JSONResponse:
        logger.warning("refused a value the store cannot keep: %s", type(error.orig).__name__)
        return problem_response(
            422, "invalid-request", "Invalid request",
            "the request holds a value the game store cannot keep (such as a NUL character): remove it",
        )  # fmt: skip

    @app.exception_handler(OperationalError)
    async def _database_down(_request: Request, error: OperationalError) -> JSONResponse:
        logger.error("database unavailable: %s", error.orig)
        return problem_response(
            503,
            "database-unavailable",
            "Service unavailable",
            "the game store cannot be reached right now; nothing was changed, try again in a few seconds",
            {"Retry-After": "5"},
        )

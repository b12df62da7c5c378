"""Problem details (RFC 9457) for every error a client can act on."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from sqlalchemy.exc import OperationalError
from starlette.exceptions import HTTPException as StarletteHTTPException

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
    async def _http(_request: Request, error: StarletteHTTPException) -> JSONResponse:
        titles = {404: "Not found", 405: "Method not allowed"}
        detail = str(error.detail) if error.detail else titles.get(error.status_code, "HTTP error")
        if error.status_code == 404 and detail == "Not Found":
            detail = "there is nothing at this address; see /docs for the API"
        slug = {404: "not-found", 405: "method-not-allowed"}.get(error.status_code, "http-error")
        return problem_response(
            error.status_code, slug, titles.get(error.status_code, "HTTP error"), detail, dict(error.headers or {})
        )

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

    @app.exception_handler(Exception)
    async def _unexpected(_request: Request, error: Exception) -> JSONResponse:
        logger.exception("unexpected error", exc_info=error)
        return problem_response(
            500, "internal-error", "Internal error", "something went wrong on our side; nothing was changed"
        )

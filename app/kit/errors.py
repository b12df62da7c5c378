"""Problem details (RFC 9457) for every error a client can act on.

Every problem the API can answer is a :class:`Problem` subclass below, with its status, its stable ``type``
and its title: ``problem_types()`` lists them all (docs/api.md's error table is checked against it).
"""

from __future__ import annotations

import html
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
    when = ""
    """When it is answered, in a few words (its ``type`` page says so, and docs/api.md's table)."""

    def __init__(self, detail: str, *, headers: dict[str, str] | None = None, **extra: Any) -> None:
        super().__init__(detail)
        self.detail = detail
        self.headers = headers or {}
        self.extra = extra


class UnreadableBody(Problem):
    status, slug, title = 400, "unreadable-body", "Unreadable body"
    when = "the body is not UTF-8 or not JSON, or is not sent as `application/json`"


class OAuthRefused(Problem):
    status, slug, title = 400, "oauth-refused", "Refused by the authorization server"
    when = (
        "an OAuth request (for consent, a token, a revocation) that the server refuses: `error` is its OAuth 2.0 "
        "code (RFC 6749), and `redirect_to`, when it is not null, sends the player back to the app with it"
    )


class Unauthorized(Problem):
    status, slug, title = 401, "unauthorized", "Sign-in required"
    when = "no token, or a token that is unknown, expired or signed out"


class WrongCredentials(Problem):
    status, slug, title = 401, "wrong-credentials", "Wrong username or password"
    when = "wrong username or password (sign-in, password change)"


class Forbidden(Problem):
    status, slug, title = 403, "forbidden", "Not allowed"
    when = "a moderation call without a moderator's token"


class NotTheHost(Problem):
    status, slug, title = 403, "not-the-host", "Only the host may do this"
    when = "starting a race you are not the host of"


class BotsNotAllowed(Problem):
    status, slug, title = 403, "bots-not-allowed", "No bots in this race"
    when = "a bot joining a race (or the quick-match queue) that is for people"


class Blocked(Problem):
    status, slug, title = 403, "blocked", "Blocked"
    when = "following, challenging or opening the invite link of a player, when one of you blocks the other"


class NotFriends(Problem):
    status, slug, title = 403, "not-friends", "Not a friend"
    when = "challenging a player who neither let you follow them nor follows you (and did not race with you)"


class PasskeyRefused(Problem):
    status, slug, title = 401, "passkey-refused", "The passkey was not accepted"
    when = "a passkey not (or no longer) registered here, an answer that does not verify, or a spent ceremony"


class InsufficientScope(Problem):
    status, slug, title = 403, "insufficient-scope", "Not allowed for this token"
    when = "an app token without the scope, or any app token on the account"


class NotFound(Problem):
    status, slug, title = 404, "not-found", "Not found"
    when = (
        "no such game, player, entry or address; another's game in play; a shared deal's game (a race's "
        "included) before its deal is public"
    )


class UnknownRace(Problem):
    status, slug, title = 404, "unknown-race", "No such race"
    when = "no race has this code or id (a key no race could have is answered the same way)"


class MethodNotAllowed(Problem):
    status, slug, title = 405, "method-not-allowed", "Method not allowed"
    when = "the path exists, not with this method: `Allow` lists those it takes"


class Conflict(Problem):
    status, slug, title = 409, "conflict", "Conflict"
    when = (
        "username or display name taken, already an account, a review already decided, too many app tokens, "
        "follows or blocks"
    )


class RankedGameInPlay(Problem):
    status, slug, title = 409, "ranked-game-in-play", "A ranked game is in play"
    when = "another ranked game (a race game included) is in play: its id is in `game_id`"


class GameOver(Problem):
    status, slug, title = 409, "game-over", "The game is over"
    when = "the game has ended (Express time up, abandoned, a daily deal past midnight); the body has `state`"


class ActionLimit(Problem):
    status, slug, title = 409, "action-limit", "The game is long enough"
    when = (
        "the game holds as many actions as a game may (1,500 by default): only `resign` is taken; the body has `state`"
    )


class RaceFull(Problem):
    status, slug, title = 409, "race-full", "The race is full"
    when = "every seat of the race is taken"


class ChallengeOver(Problem):
    status, slug, title = 409, "challenge-over", "The challenge is over"
    when = "playing or declining a challenge that is placed already, or declining one whose game you started"


class RaceStarted(Problem):
    status, slug, title = 409, "race-started", "The race has started"
    when = "the race has started (or is over): watch it instead"


class InAnotherRace(Problem):
    status, slug, title = 409, "in-another-race", "You are in another race"
    when = (
        "you hold a seat in a race that has not started, or race in one now, or were matched into one as you "
        "left the quick-match queue: its id is in `race_id`"
    )


class TooFewRacers(Problem):
    status, slug, title = 409, "too-few-racers", "Too few racers"
    when = "starting a race with fewer than two racers"


class PreconditionFailed(Problem):
    status, slug, title = 412, "stale-version", "The game has changed"
    when = "`If-Match` names an old version of the game; the body has `state`"


class StaleSettings(Problem):
    status, slug, title = 412, "stale-settings", "Your settings have changed"
    when = "settings changed on another device: the body has `settings` and `version`"


class BodyTooLarge(Problem):
    status, slug, title = 413, "body-too-large", "Request body too large"
    when = "the body is over 16 KiB"


class UriTooLong(Problem):
    status, slug, title = 414, "uri-too-long", "URI too long"
    when = "the path and query are over 8 KiB"


class Unprocessable(Problem):
    status, slug, title = 422, "invalid-request", "Invalid request"
    when = "the body, a parameter or a header is not valid; `errors` lists each field"


class InvalidPeriod(Problem):
    status, slug, title = 422, "invalid-period", "Invalid period"
    when = "a leaderboard period that is not one of the forms above"


class DealNotPublic(Problem):
    status, slug, title = 409, "deal-not-public", "The deal is not public yet"
    when = "a practice game of a daily deal whose day is not over (its seed is revealed at midnight UTC)"


class IllegalAction(Problem):
    status, slug, title = 422, "illegal-action", "Illegal action"
    when = 'the rules refuse it: `"7D cannot go right of 9C: that gap takes TC"`'


class MalformedAction(Problem):
    status, slug, title = 422, "malformed-action", "Malformed action"
    when = "not a well-formed action (a bad card code, off the board, neither card nor gap)"


class InvalidCursor(Problem):
    status, slug, title = 422, "invalid-cursor", "Invalid cursor"
    when = "a cursor this server did not give out"


class IdempotencyKeyReused(Problem):
    status, slug, title = 422, "idempotency-key-reused", "Idempotency key reused"
    when = "the Idempotency-Key was used for a different request"


class PreconditionRequired(Problem):
    status, slug, title = 428, "if-match-required", "If-Match required"
    when = "changing settings without `If-Match`"


class TooManyRequests(Problem):
    status, slug, title = 429, "too-many-requests", "Too many requests"
    when = (
        "a rate limit, too many failed sign-ins, too many race codes that name no race, or too many open "
        "public rooms or waiting tickets from one network; see `Retry-After`"
    )


class WinnableShareUsed(Problem):
    status, slug, title = 429, "winnable-share-used", "Today's winnable deals are used"
    when = "today's share of proven deals is used; see `Retry-After`"


class HeadersTooLarge(Problem):
    status, slug, title = 431, "headers-too-large", "Request headers too large"
    when = "the headers are over 8 KiB in all"


class InternalError(Problem):
    status, slug, title = 500, "internal-error", "Internal error"
    when = "a fault of ours: quote the `X-Request-ID`"


class DatabaseUnavailable(Problem):
    status, slug, title = 503, "database-unavailable", "Service unavailable"
    when = "the store cannot be reached, or is too busy to answer in time; nothing was changed; see `Retry-After`"


class OutcomeUnknown(DatabaseUnavailable):
    """The request was sent to the store, which then stopped answering: it may have been applied."""

    status, slug, title = 503, "outcome-unknown", "Outcome unknown"
    when = (
        "the store stopped answering after the request reached it: it may have been applied; read the game "
        "before retrying, or retry with the same `If-Match` or `Idempotency-Key`"
    )


class NotReady(Problem):
    status, slug, title = 503, "migrations-pending", "Not ready"
    when = "`/readyz`: the database schema is behind"


class NoWinnableDeal(Problem):
    status, slug, title = 503, "no-winnable-deal-ready", "No winnable deal ready"
    when = "no proven deal is ready; see `Retry-After`"


class CampaignLevelNotReady(Problem):
    status, slug, title = 503, "campaign-level-not-ready", "Campaign level not ready"
    when = "the level's deal is still being chosen; see `Retry-After`"


class HintsBusy(Problem):
    status, slug, title = 503, "hints-busy", "Hints are busy"
    when = "many hints at once; see `Retry-After`"


class SlowRequestsBusy(Problem):
    status, slug, title = 503, "slow-requests-busy", "Busy"
    when = "many hints and password checks (sign-ins, accounts, password changes) waiting at once; see `Retry-After`"


class ServerBusy(Problem):
    status, slug, title = 503, "server-busy", "Busy"
    when = (
        "many requests waiting for the game store in the server process that answered; nothing was changed, "
        "see `Retry-After`"
    )


class SignInBusy(Problem):
    status, slug, title = 503, "sign-in-busy", "Sign-ins are busy"
    when = "many password checks at once; see `Retry-After`"


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


def problem_page(kind: type[Problem]) -> str:
    """The page a problem's ``type`` names (RFC 9457: its documentation, for people)."""
    when = "".join(
        f"<code>{html.escape(part)}</code>" if number % 2 else html.escape(part)
        for number, part in enumerate(kind.when.split("`"))
    )
    return f"""<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="color-scheme" content="light dark">
  <title>{html.escape(kind.title)} ({kind.status}): Montana API</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/static/css/problem.css">
</head>
<body>
  <main>
    <h1>{html.escape(kind.title)}</h1>
    <p class="status">HTTP {kind.status}, <code>type</code> <code>{problem_type(kind.slug)}</code></p>
    <p>Answered when: {when}.</p>
    <p>The answer's <code>detail</code> says what to do in this case; quote its <code>X-Request-ID</code> header
    when you report a problem. Every problem: <a href="/docs">the API's documentation</a>.</p>
  </main>
</body>
</html>
"""


def problem_response(
    kind: type[Problem], detail: str, headers: dict[str, str] | None = None, **extra: Any
) -> JSONResponse:
    body = {"type": problem_type(kind.slug), "title": kind.title, "status": kind.status, "detail": detail, **extra}
    if kind.status == 401 and "WWW-Authenticate" not in (headers or {}):  # RFC 9110: every 401 names its scheme
        headers = {**(headers or {}), "WWW-Authenticate": "Bearer"}
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
    async def _problem(request: Request, error: Problem) -> JSONResponse:
        headers = error.headers
        if isinstance(error, Unauthorized) and "authorization" in request.headers and "WWW-Authenticate" not in headers:
            headers = {**headers, "WWW-Authenticate": 'Bearer error="invalid_token"'}  # RFC 6750: the token sent
        return problem_response(type(error), error.detail, headers, **error.extra)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, error: RequestValidationError) -> JSONResponse:
        errors = error.errors()
        content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
        sent_as_other = content_type != "application/json" and not content_type.endswith("+json")
        if sent_as_other and any(tuple(e.get("loc", ()))[:1] == ("body",) for e in errors) and await request.body():
            shown = f"as {content_type}" if content_type else "without a Content-Type"
            return problem_response(UnreadableBody, f"the request body was sent {shown}: send JSON, with "
                                    "Content-Type: application/json")  # fmt: skip
        unreadable = next((e for e in errors if e.get("type") == "json_invalid"), None)
        if unreadable is not None:  # no JSON to validate: the body itself could not be read
            where = unreadable.get("loc", ("body", 0))[-1]
            why = (unreadable.get("ctx") or {}).get("error", "not JSON")
            detail = f"the request body is not JSON ({why}, at character {where}): send JSON encoded as UTF-8"
            return problem_response(UnreadableBody, detail)
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
            return problem_response(
                UnreadableBody,
                "the request body could not be read (it is not JSON encoded as UTF-8): send JSON encoded as UTF-8",
            )
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

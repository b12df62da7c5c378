"""What every endpoint's answers share: problem documents by status, conditional reads (ETag, 304), headers."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import UTC, datetime
from email.utils import format_datetime
from typing import Annotated, Any

from fastapi import Depends, Header, Request, Response
from fastapi.routing import APIRoute
from pydantic import BaseModel, ConfigDict, Field

from app.kit.versions import none_match

IfNoneMatch = Annotated[
    str | None,
    Header(alias="If-None-Match", max_length=200, description="an ETag you hold: 304 while it is current"),
]


@dataclass(frozen=True)
class Deprecation:
    """Something that is to go from /api/v1 (docs/changelog.md): the day it was deprecated and the day after
    which it may go. Its answers say so in headers: ``Deprecation`` (RFC 9745), ``Sunset`` (RFC 8594), and a
    ``Link`` to what replaces it."""

    since: datetime
    sunset: datetime

    def headers(self, successor: str | None = None) -> dict[str, str]:
        out = {"Deprecation": f"@{int(self.since.timestamp())}", "Sunset": format_datetime(self.sunset, usegmt=True)}
        if successor is not None:
            out["Link"] = f'<{successor}>; rel="successor-version"'
        return out

    def documented(self, successor: bool = False) -> dict[str, str]:
        """The headers, as ``problem_responses(ok_headers=...)`` declares them."""
        out = {
            "Deprecation": "when this was deprecated (RFC 9745): see docs/changelog.md",
            "Sunset": "the day after which it may go (RFC 8594)",
        }
        if successor:
            out["Link"] = 'the operation that replaces it (rel="successor-version")'
        return out


ONE_LIST_SHAPE = Deprecation(since=datetime(2026, 12, 4, tzinfo=UTC), sunset=datetime(2027, 6, 7, tzinfo=UTC))
"""Lists answered bare or under ``entries``: every list is now ``items`` with ``next_cursor`` (API 1.4.0)."""


def operation_name(route: APIRoute) -> str:
    """Each operation is named after its endpoint (play_action, get_leaderboard...): stable for generated clients."""
    return route.name


class ProblemDetails(BaseModel):
    """RFC 9457 problem details. Some problems add members; their types below name them."""

    model_config = ConfigDict(extra="allow")
    type: str = Field(examples=["/problems/illegal-action"], description="stable: what went wrong, for programs")
    title: str
    status: int
    detail: str = Field(examples=["7D cannot go right of 9C: that gap takes TC"], description="what to do, for people")


class FieldError(BaseModel):
    location: list[str] = Field(description="where: body, query, path or header, then the field")
    message: str


class ValidationProblem(ProblemDetails):
    """A request that is not valid (`invalid-request`, with `errors`) or an action the rules refuse."""

    errors: list[FieldError] | None = Field(default=None, description="each field that is not valid")


class RankedGameInPlayProblem(ProblemDetails):
    game_id: str = Field(description="the ranked game in play: finish it, or start again with abandon_current")


DESCRIPTIONS = {
    304: "not modified: the ETag you sent (If-None-Match) is current",
    400: "the request body could not be read (not UTF-8, or not JSON)",
    401: "no token, or a token that is unknown, expired or signed out",
    403: "the token may not do this (an app token's scopes, or a moderator's call)",
    404: "no such thing, or not yours to see",
    409: "a conflict with the state of things: the detail says which",
    412: "If-Match names an old version: the body has the current state",
    422: "the request is not valid, or the rules refuse it: the detail says why",
    429: "too many requests: see Retry-After",
    503: "not possible right now: see Retry-After",
}


def header(description: str) -> dict[str, Any]:
    return {"description": description, "schema": {"type": "string"}}


def problem_responses(
    *statuses: int,
    models: dict[int, type[BaseModel]] | None = None,
    ok_headers: dict[str, str] | None = None,
    created_headers: dict[str, str] | None = None,
) -> dict[int | str, dict[str, Any]]:
    """The ``responses`` of an endpoint: each status with its problem type (the OpenAPI step makes them
    ``application/problem+json``), and the headers of its success."""
    chosen: dict[int, type[BaseModel]] = {422: ValidationProblem, **(models or {})}
    out: dict[int | str, dict[str, Any]] = {}
    for code in statuses:
        out[code] = {"description": DESCRIPTIONS[code]}
        if code >= 400:
            out[code]["model"] = chosen.get(code, ProblemDetails)
    if ok_headers:
        out[200] = {"headers": {name: header(text) for name, text in ok_headers.items()}}
    if created_headers:
        out[201] = {"headers": {name: header(text) for name, text in created_headers.items()}}
    return out


def content_etag(body: bytes) -> str:
    return '"' + hashlib.sha256(body).hexdigest()[:24] + '"'


def cached_json(
    model: BaseModel, headers: dict[str, str], status_code: int = 200, if_none_match: str | None = None
) -> Response:
    """A JSON answer with an ETag (``headers``' own, or one of its content), or 304 when the client has it."""
    body = model.model_dump_json().encode()
    tag = headers.get("ETag") or content_etag(body)
    headers = {**headers, "ETag": tag}
    if status_code == 200 and none_match(if_none_match, tag):
        return Response(status_code=304, headers=headers)
    return Response(body, status_code=status_code, media_type="application/json", headers=headers)


def with_headers(model: BaseModel, headers: dict[str, str], status_code: int = 200) -> Response:
    return Response(model.model_dump_json(), status_code=status_code, media_type="application/json", headers=headers)


async def request_origin(request: Request) -> str:
    """The origin the request was made to: what passkeys and device links are for, unless ``WEBAUTHN_ORIGIN``
    says otherwise (behind a proxy, where the Host header is the client's to choose)."""
    return f"{request.url.scheme}://{request.url.netloc}"


Origin = Annotated[str, Depends(request_origin)]

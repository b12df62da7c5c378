"""Idempotency-Key on every POST made with a token: a retry gets the first answer, and nothing happens twice.

The key is claimed before the work, in the request's transaction: a retry racing the first request waits for it
(PostgreSQL's unique index, SQLite's write lock) and then answers what it answered. Only a success is kept (a
failed request changed nothing, so its retry runs again); answers are kept a day (the worker forgets them).
A key belongs to the sign-in that used it: another token of the same player (a read-only app token, another
device) reusing it is refused, never answered with what the first one got.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

from fastapi.responses import JSONResponse
from fastapi.routing import APIRoute
from pydantic import TypeAdapter
from starlette.responses import Response

from app.errors import IdempotencyKeyReused
from app.games.repository import GameRepository

KEPT_HEADERS = ("ETag", "Location")


def run_once(context: Any, route: APIRoute, call: Callable[[], Any]) -> Any:
    """``call()``'s answer, or the answer the first request with this key got."""
    player = context.player()
    player_id, key = player.id, context.idempotency_key
    fingerprint = hashlib.sha256(f"{player.session_id}\n{context.request_fingerprint}".encode()).hexdigest()
    store = GameRepository(context.session)
    if not store.claim_idempotency_key(player_id, key, fingerprint, context.now):
        earlier = store.idempotent(player_id, key)
        assert earlier is not None
        if earlier.fingerprint != fingerprint:
            raise IdempotencyKeyReused(
                f"the Idempotency-Key {key!r} was used for a different request, or by another sign-in: use a new key "
                "for a new request"
            )
        if earlier.status_code == 204:
            return Response(status_code=204, headers=earlier.headers)
        return JSONResponse(earlier.body, status_code=earlier.status_code, headers=earlier.headers)
    response = as_response(call(), route)
    if not 200 <= response.status_code < 300:  # a refusal the request still commits: the key stays unused
        store.forget_idempotency_key(player_id, key)
        return response
    body = json.loads(bytes(response.body)) if response.body else {}
    if isinstance(body, dict) and "token" in body:  # tokens are stored only as digests, never in a kept answer
        store.forget_idempotency_key(player_id, key)
        return response
    headers = {name: response.headers[name] for name in KEPT_HEADERS if name in response.headers}
    store.remember_response(player_id, key, response.status_code, body, headers)
    return response


def as_response(result: Any, route: APIRoute) -> Response:
    """The answer FastAPI would make of an endpoint's result (through the route's response model)."""
    if isinstance(result, Response):
        return result
    content = TypeAdapter(route.response_model).dump_python(result, mode="json") if route.response_model else result
    return JSONResponse(content, status_code=route.status_code or 200)

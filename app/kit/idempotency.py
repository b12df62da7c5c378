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
from datetime import datetime
from typing import Any, cast

from fastapi.responses import JSONResponse
from fastapi.routing import APIRoute
from pydantic import TypeAdapter
from sqlalchemy import JSON, ForeignKey, Integer, String, Table, delete, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Mapped, Session, mapped_column
from starlette.responses import Response

from app.kit.db import Base, UTCDateTime
from app.kit.errors import IdempotencyKeyReused

KEPT_HEADERS = ("ETag", "Location")


class IdempotencyRecord(Base):
    """The first response to a POST that carried an ``Idempotency-Key``, replayed on retries."""

    __tablename__ = "idempotency_records"

    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)
    key: Mapped[str] = mapped_column(String(200), primary_key=True)
    fingerprint: Mapped[str] = mapped_column(String(64))
    status_code: Mapped[int] = mapped_column(Integer)
    body: Mapped[Any] = mapped_column(JSON)
    headers: Mapped[dict[str, str]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())


IDEMPOTENCY = cast(Table, IdempotencyRecord.__table__)


class IdempotencyStore:
    """The kept answers of one request's session."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def earlier(self, player_id: str, key: str) -> IdempotencyRecord | None:
        return self.session.get(IdempotencyRecord, (player_id, key), populate_existing=True)

    def claim(self, player_id: str, key: str, fingerprint: str, now: datetime) -> bool:
        """Take the key for a request about to run; False when a request took it first (it has finished then)."""
        insert = postgresql.insert if self.session.get_bind().dialect.name == "postgresql" else sqlite.insert
        values = {
            "player_id": player_id, "key": key, "fingerprint": fingerprint, "status_code": 0, "body": {},
            "headers": {}, "created_at": now,
        }  # fmt: skip
        claim = insert(IDEMPOTENCY).values(values).on_conflict_do_nothing().returning(IDEMPOTENCY.c.key)
        return self.session.connection().execute(claim).first() is not None

    def forget(self, player_id: str, key: str) -> None:
        self.session.connection().execute(
            delete(IDEMPOTENCY).where(IDEMPOTENCY.c.player_id == player_id, IDEMPOTENCY.c.key == key)
        )

    def remember(self, player_id: str, key: str, status_code: int, body: Any, headers: dict[str, str]) -> None:
        self.session.connection().execute(
            update(IDEMPOTENCY)
            .where(IDEMPOTENCY.c.player_id == player_id, IDEMPOTENCY.c.key == key)
            .values(status_code=status_code, body=body, headers=headers)
        )


def run_once(context: Any, route: APIRoute, call: Callable[[], Any]) -> Any:
    """``call()``'s answer, or the answer the first request with this key got."""
    player = context.player()
    player_id, key = player.id, context.idempotency_key
    fingerprint = hashlib.sha256(f"{player.session_id}\n{context.request_fingerprint}".encode()).hexdigest()
    store = IdempotencyStore(context.session)
    if not store.claim(player_id, key, fingerprint, context.now):
        earlier = store.earlier(player_id, key)
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
        store.forget(player_id, key)
        return response
    body = json.loads(bytes(response.body)) if response.body else {}
    if isinstance(body, dict) and "token" in body:  # tokens are stored only as digests, never in a kept answer
        store.forget(player_id, key)
        return response
    headers = {name: response.headers[name] for name in KEPT_HEADERS if name in response.headers}
    store.remember(player_id, key, response.status_code, body, headers)
    return response


def as_response(result: Any, route: APIRoute) -> Response:
    """The answer FastAPI would make of an endpoint's result (through the route's response model)."""
    if isinstance(result, Response):
        return result
    content = TypeAdapter(route.response_model).dump_python(result, mode="json") if route.response_model else result
    return JSONResponse(content, status_code=route.status_code or 200)

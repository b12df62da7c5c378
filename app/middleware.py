"""Plain ASGI middleware for every request: ids and logs, metrics, limits, and security headers.

Written against the ASGI interface directly (no BaseHTTPMiddleware) so that the cost on the
hot path is a few dictionary operations.
"""

from __future__ import annotations

import json
import logging
import re
import time
import uuid
from collections.abc import Awaitable, Callable, MutableMapping
from contextvars import ContextVar
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Histogram
from starlette.responses import Response

from app.errors import problem_response

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

request_id: ContextVar[str] = ContextVar("request_id", default="-")
_REQUEST_ID = re.compile(r"^[A-Za-z0-9._-]{1,64}$")
logger = logging.getLogger("montana.http")

CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'"
)
SECURITY_HEADERS = [
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
    (b"cross-origin-opener-policy", b"same-origin"),
]


class JsonFormatter(logging.Formatter):
    """One JSON object a line, with the request id of the request being served."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": self.formatTime(record, "%Y-%m-%dT%H:%M:%S"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": request_id.get(),
        }
        entry.update(getattr(record, "fields", {}))
        if record.exc_info:
            entry["error"] = self.formatException(record.exc_info)
        return json.dumps(entry, default=str)


class Metrics:
    """Prometheus metrics of one app (its own registry, so several apps can live in one process)."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.latency = Histogram(
            "montana_request_seconds",
            "Time to answer a request, by route and status",
            ["method", "route", "status"],
            registry=self.registry,
            buckets=(0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5),
        )
        self.actions = Counter("montana_actions", "Game actions applied, by type", ["type"], registry=self.registry)
        self.games_started = Counter(
            "montana_games_started", "Games started, by rules", ["rules"], registry=self.registry
        )
        self.games_finished = Counter(
            "montana_games_finished", "Games finished, by rules and status", ["rules", "status"], registry=self.registry
        )


class TokenBuckets:
    """Rate limits per key: ``rate`` requests a second on average, bursts up to ``burst``."""

    def __init__(self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.buckets: dict[str, tuple[float, float]] = {}

    def take(self, key: str) -> float:
        """0 when the request may go ahead, else the seconds to wait."""
        now = self.clock()
        tokens, last = self.buckets.get(key, (self.burst, now))
        tokens = min(self.burst, tokens + (now - last) * self.rate)
        if tokens >= 1:
            self.buckets[key] = (tokens - 1, now)
            if len(self.buckets) > 100_000:
                self._forget_idle(now)
            return 0.0
        self.buckets[key] = (tokens, now)
        return (1 - tokens) / self.rate

    def _forget_idle(self, now: float) -> None:
        full_after = self.burst / self.rate
        self.buckets = {k: v for k, v in self.buckets.items() if now - v[1] < full_after}


STRICT_ROUTES = {("POST", "/api/v1/players"), ("POST", "/api/v1/sessions"), ("POST", "/api/v1/players/me/account")}
UNLIMITED_PREFIXES = ("/healthz", "/readyz", "/metrics", "/static/")


class Guard:
    """Every request: a request id, a log line, a latency sample, limits, and security headers."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        metrics: Metrics,
        max_body_bytes: int,
        per_client: TokenBuckets,
        per_address: TokenBuckets,
        strict: TokenBuckets,
        hints: TokenBuckets,
    ) -> None:
        self.app, self.metrics, self.max_body_bytes = app, metrics, max_body_bytes
        self.per_client, self.per_address, self.strict = per_client, per_address, strict
        self.hints = hints

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        headers = dict(scope["headers"])
        given = headers.get(b"x-request-id", b"").decode("latin-1")
        rid = given if _REQUEST_ID.match(given) else uuid.uuid4().hex
        token = request_id.set(rid)
        status_code = 500
        extra = [(b"x-request-id", rid.encode()), *SECURITY_HEADERS]

        async def send_with_headers(message: Message) -> None:
            nonlocal status_code
            if message["type"] == "http.response.start":
                status_code = message["status"]
                message["headers"] = [*message.get("headers", []), *extra]
            await send(message)

        try:
            refusal = self._refusal(scope, headers)
            if refusal is None and b"content-length" not in headers and scope["method"] in ("POST", "PUT", "PATCH"):
                receive, refusal = await self._read_unsized(receive)
            if refusal is not None:
                await refusal(scope, receive, send_with_headers)
                return
            await self.app(scope, receive, send_with_headers)
        finally:
            elapsed = time.perf_counter() - started
            route = getattr(scope.get("route"), "path", None) or "unmatched"
            self.metrics.latency.labels(scope["method"], route, str(status_code)).observe(elapsed)
            logger.info(
                "request",
                extra={"fields": {
                    "method": scope["method"], "path": scope["path"], "route": route,
                    "status": status_code, "ms": round(elapsed * 1000, 2),
                }},
            )  # fmt: skip
            request_id.reset(token)

    def _refusal(self, scope: Scope, headers: dict[bytes, bytes]) -> Response | None:
        length = headers.get(b"content-length")
        if length is not None and length.isdigit() and int(length) > self.max_body_bytes:
            return self._too_large()
        path = scope["path"]
        if path.startswith(UNLIMITED_PREFIXES):
            return None
        address = scope["client"][0] if scope.get("client") else "unknown"
        waits = [self.per_address.take(address)]
        authorization = headers.get(b"authorization")
        if authorization:
            waits.append(self.per_client.take(authorization.decode("latin-1")))
            if path.endswith("/hint"):  # each new position's hint costs a search
                waits.append(self.hints.take(authorization.decode("latin-1")))
        if (scope["method"], path) in STRICT_ROUTES:
            waits.append(self.strict.take(address))
        wait = max(waits)
        if wait <= 0:
            return None
        seconds = max(1, int(wait + 0.999))
        return problem_response(
            429, "too-many-requests", "Too many requests", f"slow down: try again in {seconds} s",
            {"Retry-After": str(seconds)},
        )  # fmt: skip

    async def _read_unsized(self, receive: Receive) -> tuple[Receive, Response | None]:
        """A body sent without Content-Length (chunked) is read here, up to the limit, before the app runs."""
        messages: list[Message] = []
        size = 0
        while True:
            message = await receive()
            messages.append(message)
            if message["type"] != "http.request":
                break
            size += len(message.get("body", b""))
            if size > self.max_body_bytes:
                return receive, self._too_large()
            if not message.get("more_body", False):
                break
        replay = iter(messages)

        async def replayed() -> Message:
            return next(replay, None) or await receive()

        return replayed, None

    def _too_large(self) -> Response:
        return problem_response(
            413, "body-too-large", "Request body too large",
            f"a request body may hold at most {self.max_body_bytes} bytes",
        )  # fmt: skip

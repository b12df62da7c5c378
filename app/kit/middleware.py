"""Plain ASGI middleware for every request: ids and logs, metrics, limits, and security headers.

Written against the ASGI interface directly (no BaseHTTPMiddleware) so that the cost on the
hot path is a few dictionary operations.
"""

from __future__ import annotations

import json
import logging
import math
import os
import re
import threading
import time
import weakref
from collections import deque
from collections.abc import Awaitable, Callable, MutableMapping
from contextvars import ContextVar
from typing import Any

import orjson
from prometheus_client import CollectorRegistry, Counter, Histogram
from starlette.responses import Response

from app.kit.errors import (
    BodyTooLarge,
    HeadersTooLarge,
    InternalError,
    TooManyRequests,
    UriTooLong,
    problem_response,
)
from app.kit.ratelimit import RateLimits, RequestLimits, client_key, request_limits

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
ASSET_HEADERS = [(b"x-content-type-options", b"nosniff"), (b"referrer-policy", b"no-referrer")]
SECURITY_HEADERS = [
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
    *ASSET_HEADERS,
    (b"x-frame-options", b"DENY"),
    (b"cross-origin-opener-policy", b"same-origin"),
]
"""On every answer but a static asset: a policy, a frame or an opener rule mean something only to a document or a
worker (the service worker is served at /sw.js), and the page's forty-odd modules would carry 14 KB of them."""
ASSET_PREFIX = "/static/"
ASSET_STATUSES = (200, 206, 304)


_SECRETS = re.compile(
    r"(?<![0-9A-Za-z])[0-9a-fA-F]{64}(?![0-9A-Za-z])"  # seeds, token and password digests
    r"|\$argon2[0-9a-z]*\$[^\s\"')]*"  # password hashes
    r"|(?<![0-9A-Za-z_-])[0-9A-Za-z_-]{43}(?![0-9A-Za-z_-])"  # bearer tokens (256 bits, URL-safe base64)
)


_RACE_CODE_IN_PATH = re.compile(r"(?<=^/api/v1/races/)(?!(?:queue|ghost|ratings|of-game|[0-9a-f]{32})(?:/|$))[^/]+")
"""A race's invite code in a path (any segment there but an id or a fixed word): what it is does not matter to a
log, and a log must not hand out invitations."""


def loggable_path(path: str) -> str:
    """The request's path as a log line may show it: ``/api/v1/races/K7PQ2M/racers`` becomes
    ``/api/v1/races/{code}/racers``.

    >>> loggable_path("/api/v1/races/K7PQ2M/racers"), loggable_path("/api/v1/races/queue/me")
    ('/api/v1/races/{code}/racers', '/api/v1/races/queue/me')
    """
    return _RACE_CODE_IN_PATH.sub("{code}", path)


def redact(text: str) -> str:
    """Whatever failed, no seed, token, digest or password hash reaches a log line."""
    return _SECRETS.sub("[secret]", text)


class BufferedLines(logging.StreamHandler):  # type: ignore[type-arg]
    """A stream handler that writes its lines together a few times a second (``FLUSH_EVERY``), and a warning or worse
    within moments, from a thread of its own: a request's line costs its formatting only, and a log whose reader
    stalls (a full pipe) never holds up the thread, or the event loop, that logs. What is left is written when the
    app stops, and when the interpreter does."""

    FLUSH_EVERY = 0.2
    MOST_LINES = 10_000
    """Lines held at most: beyond them the oldest are dropped (the writer is stalled, or its writes fail), and how
    many were dropped is written in their place."""

    def __init__(self, stream: Any = None) -> None:
        super().__init__(stream)
        self._lines: deque[str] = deque(maxlen=self.MOST_LINES)
        self._dropped = 0
        self._writing = threading.Lock()
        _flushed_together.add(self)
        with _flusher_lock:
            if not _flusher:
                _flusher.append(threading.Thread(target=_flush_forever, name="log lines", daemon=True))
                _flusher[0].start()

    def emit(self, record: logging.LogRecord) -> None:
        # handle() holds the handler's lock while it emits; the writes never do.
        try:
            line = self.format(record) + self.terminator
            if len(self._lines) == self._lines.maxlen:
                self._dropped += 1
            self._lines.append(line)
            if record.levelno >= logging.WARNING:
                _wake.set()
        except RecursionError:
            raise
        except Exception:
            self.handleError(record)

    def flush(self) -> None:
        """Write what is held (in the calling thread: the flusher's, or the one that stops the app)."""
        with self._writing:
            self.acquire()
            try:
                lines, dropped = list(self._lines), self._dropped
                self._lines.clear()
                self._dropped = 0
            finally:
                self.release()
            if dropped:
                note = logging.LogRecord("montana", logging.WARNING, __file__, 0, DROPPED, (dropped,), None)
                lines.insert(0, self.format(note) + self.terminator)
            if lines:
                self.stream.write("".join(lines))
                self.stream.flush()


DROPPED = "%d log lines were dropped here: the log's reader did not keep up"
_flushed_together: weakref.WeakSet[BufferedLines] = weakref.WeakSet()
_flusher: list[threading.Thread] = []
_flusher_lock = threading.Lock()
_wake = threading.Event()
"""Set by a warning: the flusher writes at once instead of at its next turn."""


def _flush_forever() -> None:
    """One thread for every buffered handler of the process (apps made in one process, as tests make them)."""
    while True:
        _wake.wait(BufferedLines.FLUSH_EVERY)
        _wake.clear()
        for handler in list(_flushed_together):
            try:
                handler.flush()
            except Exception:  # a write that failed (a full disk, a closed pipe) loses its lines, not the flusher
                continue


class PlainFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        return redact(super().format(record))


SHORTEST_SECRET = 43
"""A bearer token's length: the shortest of the secrets redacted (seeds and digests have 64 characters)."""
_SMALLEST_INT, _LARGEST_INT = -(2**63), 2**64 - 1
"""The integers orjson writes (and with at most 20 digits, none looks like a seed or a digest)."""


def _plain(value: Any) -> bool:
    """Whether a value is a string, number, boolean or None whose JSON form a secret can only be inside of if the
    value itself holds it."""
    kind = type(value)
    if kind is int:
        return bool(_SMALLEST_INT <= value <= _LARGEST_INT)
    if kind is float:
        return math.isfinite(value)
    return kind in (str, bool) or value is None


class JsonFormatter(logging.Formatter):
    """One JSON object a line, with the request id of the request being served (secrets redacted)."""

    _second: tuple[int, str] = (-1, "")
    """The last whole second written, and how: every line of a second shares it."""

    def format(self, record: logging.LogRecord) -> str:
        entry = self._entry(record)
        if all(map(_plain, entry.values())):
            # A request's line: a secret can only sit in one of its strings, and only in a long enough one, so the
            # redaction scans those alone (the line's JSON punctuation parts every other run of characters).
            return orjson.dumps({
                name: redact(value) if type(value) is str and len(value) >= SHORTEST_SECRET else value
                for name, value in entry.items()
            }).decode()  # fmt: skip
        # Written as the characters themselves: an escaped one (\u00e9) would join the letters around a secret.
        return redact(json.dumps(entry, default=str, ensure_ascii=False))

    def _time(self, created: float) -> str:
        second, text = self._second
        if int(created) != second:
            text = time.strftime("%Y-%m-%dT%H:%M:%S", self.converter(created))
            self._second = (int(created), text)
        return text

    def _entry(self, record: logging.LogRecord) -> dict[str, Any]:
        entry: dict[str, Any] = {
            "time": self._time(record.created),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": request_id.get(),
        }
        entry.update(getattr(record, "fields", {}))
        if record.exc_info:
            entry["error"] = self.formatException(record.exc_info)
        return entry


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
        self._latencies: dict[tuple[str, str, int], Any] = {}

    def observe_latency(self, method: str, route: str, status: int, seconds: float) -> None:
        """A request's latency sample; its labels (from fixed sets: methods, declared routes, statuses) are looked
        up once, not checked again on every request."""
        series = self._latencies.get((method, route, status))
        if series is None:
            series = self._latencies[(method, route, status)] = self.latency.labels(method, route, str(status))
        series.observe(seconds)


KNOWN_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
"""Metric labels come from a fixed set: a method a client invents must not make a new time series."""
MAX_TARGET_BYTES = 8_192
STRICT_ROUTES = {
    ("POST", "/api/v1/players"), ("POST", "/api/v1/sessions"), ("POST", "/api/v1/players/me/account"),
    ("POST", "/api/v1/sessions/passkey/options"), ("POST", "/api/v1/sessions/passkey"),
    ("POST", "/api/v1/sessions/device-link"),
}  # fmt: skip
OAUTH_ROUTES = {("POST", "/api/v1/oauth/token"), ("POST", "/api/v1/oauth/revoke")}
"""An app's calls that carry no bearer token (so no session's limit counts them)."""
UNLIMITED_PREFIXES = ("/healthz",)


class Guard:
    """Every request: a request id, a log line, a latency sample, limits, security headers, and a clean 500."""

    def __init__(
        self, app: ASGIApp, *, metrics: Metrics, limits: RateLimits, max_body_bytes: int, max_header_bytes: int
    ) -> None:
        self.app, self.metrics, self.limits = app, metrics, limits
        self.max_body_bytes, self.max_header_bytes = max_body_bytes, max_header_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        headers = dict(scope["headers"])
        given = headers.get(b"x-request-id", b"").decode("latin-1")
        rid = given if _REQUEST_ID.match(given) else os.urandom(16).hex()
        token = request_id.set(rid)
        address = client_key(scope["client"][0] if scope.get("client") else "unknown")
        limits = RequestLimits(self.limits, address)
        limits_token = request_limits.set(limits)
        status_code = 500
        response_started = False

        async def send_with_headers(message: Message) -> None:
            nonlocal status_code, response_started
            if message["type"] == "http.response.start":
                status_code, response_started = message["status"], True
                if scope["path"].startswith(ASSET_PREFIX) and status_code in ASSET_STATUSES:
                    extra = ASSET_HEADERS  # an asset served is nothing to report: its answer names no request
                else:
                    extra = [(b"x-request-id", rid.encode()), *SECURITY_HEADERS, *limits.headers()]
                message["headers"] = [*message.get("headers", []), *extra]
            await send(message)

        try:
            refusal = await self._refusal(scope, headers, limits)
            if refusal is None and b"content-length" not in headers and scope["method"] in ("POST", "PUT", "PATCH"):
                receive, refusal = await self._read_unsized(receive)
            if refusal is not None:
                await refusal(scope, receive, send_with_headers)
                return
            await self.app(scope, receive, send_with_headers)
        except Exception:
            # Inside the request's context: the log line carries its id, and the answer its headers.
            logger.exception(
                "unexpected error", extra={"fields": {"method": scope["method"], "path": loggable_path(scope["path"])}}
            )
            if not response_started:
                await _internal_error(scope, receive, send_with_headers)
        finally:
            elapsed = time.perf_counter() - started
            route = getattr(scope.get("route"), "path", None) or "unmatched"
            method = scope["method"] if scope["method"] in KNOWN_METHODS else "OTHER"
            self.metrics.observe_latency(method, route, status_code, elapsed)
            logger.info(
                "request",
                extra={"fields": {
                    "method": scope["method"], "path": loggable_path(scope["path"]), "route": route,
                    "status": status_code, "ms": round(elapsed * 1000, 2),
                }},
            )  # fmt: skip
            request_limits.reset(limits_token)
            request_id.reset(token)

    async def _refusal(self, scope: Scope, headers: dict[bytes, bytes], limits: RequestLimits) -> Response | None:
        target = len(scope.get("raw_path") or scope["path"].encode()) + len(scope.get("query_string", b""))
        if target > MAX_TARGET_BYTES:
            limit = f"a request's path and query may hold at most {MAX_TARGET_BYTES} bytes"
            return problem_response(UriTooLong, limit)
        if sum(len(name) + len(value) for name, value in scope["headers"]) > self.max_header_bytes:
            return problem_response(
                HeadersTooLarge, f"the request's headers may hold at most {self.max_header_bytes} bytes in all"
            )
        length = headers.get(b"content-length")
        if length is not None and length.isdigit() and int(length) > self.max_body_bytes:
            return self._too_large()
        path = scope["path"]
        if path.startswith(UNLIMITED_PREFIXES):
            return None
        try:
            if path == "/readyz":
                await limits.acheck("readyz", limits.address)
                return None
            await limits.acheck("address", limits.address)
            if (scope["method"], path) in STRICT_ROUTES:
                await limits.acheck("signup", limits.address)
            elif (scope["method"], path) in OAUTH_ROUTES:
                await limits.acheck("oauth", limits.address)
        except TooManyRequests as refused:
            return problem_response(TooManyRequests, refused.detail, refused.headers)
        return None

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
        return problem_response(BodyTooLarge, f"a request body may hold at most {self.max_body_bytes} bytes")


_internal_error = problem_response(
    InternalError,
    "something went wrong on our side: look at the game's state before you try again, and quote the "
    "X-Request-ID of this answer if you report it",
)

"""Answers to public reads kept for a second: leaderboard pages and public profiles are read far more often
than they change, so most reads cost no query at all.

An answer is kept under its request's key and the *generation* of what it shows (a board's, a player's). A
write that changes a board or a player moves its generation on once its transaction commits, so no answer
from before the change is served after it in this process; other processes see the new generation at once
through Redis (``REDIS_URL``), or, without it, drop their copy within ``ttl`` seconds. Answers live in Redis
when it is configured (every process shares them), in the process's memory otherwise (a bounded LRU).
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass

import redis
from sqlalchemy import event
from sqlalchemy.orm import Session

from app.vocabulary import League, Rules

logger = logging.getLogger("montana.readcache")
PREFIX = "montana:read:"
"""Keys are this, then the deployment's namespace (several deployments, or test runs, may share one Redis)."""


@dataclass(frozen=True, slots=True)
class Kept:
    etag: str
    body: bytes
    awaits: tuple[str, str] | None = None
    """A deal (rules, seed commitment) whose rating this answer lacks: it is made again once the rating is in."""


class ReadCache:
    def __init__(
        self, redis_url: str | None = None, ttl: float = 1.0, capacity: int = 4096, namespace: str = ""
    ) -> None:
        self.ttl, self.capacity = ttl, capacity
        self.prefix = f"{PREFIX}{namespace}:"
        self.redis = (
            redis.Redis.from_url(redis_url, socket_timeout=0.25, socket_connect_timeout=0.25) if redis_url else None
        )
        self.answers: OrderedDict[str, tuple[float, Kept]] = OrderedDict()
        self.generations: dict[str, int] = {}
        self.lock = threading.Lock()

    # -- reading ---------------------------------------------------------------------------------------

    def get(self, scope: str, key: str) -> Kept | None:
        if self.ttl <= 0:
            return None
        full = f"{scope}|{self.generation(scope)}|{key}"
        if self.redis is not None:
            try:
                raw = self.redis.get(self.prefix + full)
            except redis.RedisError:
                return None
            if raw is None:
                return None
            etag, _, body = bytes(raw).partition(b"\n")  # type: ignore[arg-type]
            return Kept(etag.decode(), body)
        with self.lock:
            found = self.answers.get(full)
            if found is None or found[0] < time.monotonic():
                return None
            self.answers.move_to_end(full)
            return found[1]

    def put(self, scope: str, key: str, kept: Kept) -> None:
        if self.ttl <= 0:
            return
        full = f"{scope}|{self.generation(scope)}|{key}"
        if self.redis is not None:
            with contextlib.suppress(redis.RedisError):
                self.redis.set(self.prefix + full, kept.etag.encode() + b"\n" + kept.body, px=int(self.ttl * 1000))
            return
        with self.lock:
            self.answers[full] = (time.monotonic() + self.ttl, kept)
            self.answers.move_to_end(full)
            while len(self.answers) > self.capacity:
                self.answers.popitem(last=False)

    def generation(self, scope: str) -> int:
        if self.redis is not None:
            try:
                return int(self.redis.get(self.prefix + "generation:" + scope) or 0)  # type: ignore[arg-type]
            except redis.RedisError:
                return -1  # the store is away: never serve a kept answer that may be stale
        return self.generations.get(scope, 0)

    # -- writing ---------------------------------------------------------------------------------------

    def changed_on_commit(self, session: Session, *scopes: str) -> None:
        """Move the generation of ``scopes`` on once ``session``'s transaction commits."""

        def move_on(_session: Session) -> None:
            for scope in scopes:
                self.changed(scope)

        event.listen(session, "after_commit", move_on, once=True)

    def changed(self, scope: str) -> None:
        if self.redis is not None:
            try:
                self.redis.incr(self.prefix + "generation:" + scope)
            except redis.RedisError:
                logger.warning("read cache: Redis unreachable, a change was not announced")
        with self.lock:
            self.generations[scope] = self.generations.get(scope, 0) + 1


def board_scope(rules: str, league: str) -> str:
    """Every board of a rules profile and league changes together (one game enters several periods)."""
    return f"boards:{rules}:{league}"


def player_scope(player_id: str) -> str:
    return f"player:{player_id}"


def all_board_scopes() -> list[str]:
    """Every board's scope: for a change that shows on all of them (a player's name, a ban, a bot mark)."""
    return [board_scope(rules.value, league.value) for rules in Rules for league in League]


class KeptForGood:
    """Answers that never change once made (a finished game's public replay), kept in memory by recent use up to
    a total size: replaying a long game on every read would let one client keep a process busy."""

    def __init__(self, max_bytes: int = 32 * 1024 * 1024) -> None:
        self.max_bytes, self.size = max_bytes, 0
        self.answers: OrderedDict[str, Kept] = OrderedDict()
        self.lock = threading.Lock()

    def get(self, key: str) -> Kept | None:
        with self.lock:
            found = self.answers.get(key)
            if found is not None:
                self.answers.move_to_end(key)
            return found

    def put(self, key: str, kept: Kept) -> None:
        if len(kept.body) > self.max_bytes // 8:
            return
        with self.lock:
            old = self.answers.pop(key, None)
            self.size += len(kept.body) - (len(old.body) if old else 0)
            self.answers[key] = kept
            while self.size > self.max_bytes:
                _, dropped = self.answers.popitem(last=False)
                self.size -= len(dropped.body)

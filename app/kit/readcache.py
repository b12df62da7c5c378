"""Answers to public reads kept for a second: leaderboard pages and public profiles are read far more often
than they change, so most reads cost no query at all.

An answer is kept under its request's key with the *generation* of what it shows (a board's, a player's) when its
read began. A write that changes a board or a player moves its generation on once its transaction commits, so no
answer from before the change is served after it in this process; other processes see the new generation at once
through Redis (``REDIS_URL``), or, without it, drop their copy within ``ttl`` seconds. Answers live in Redis when it
is configured (every process shares them), in the process's memory otherwise (a bounded LRU), and in memory too
while Redis is away (:class:`app.kit.outage.Outage`): a read never waits on a store that does not answer.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
import weakref
from dataclasses import dataclass

import redis
import redis.asyncio
from cachetools import LRUCache, TTLCache
from sqlalchemy.orm import Session

from app.kit.bridge import awaited
from app.kit.db import after_commit
from app.kit.outage import Outage
from app.kit.vocabulary import League, Rules

logger = logging.getLogger("montana.readcache")
PREFIX = "montana:read:"
"""Keys are this, then the deployment's namespace (several deployments, or test runs, may share one Redis)."""


@dataclass(frozen=True, slots=True)
class Kept:
    etag: str
    body: bytes
    awaits: tuple[str, str] | None = None
    """A deal (rules, seed commitment) whose rating this answer lacks: it is made again once the rating is in."""


@dataclass(frozen=True, slots=True)
class Looked:
    """What a look in the cache found: the kept answer, if any, and the generation the reader's answer is for."""

    scope: str
    key: str
    generation: int
    kept: Kept | None
    shared: bool
    """Whether the generation came from the shared store (the answer goes there too)."""


class ReadCache:
    def __init__(
        self,
        redis_url: str | None = None,
        ttl: float = 1.0,
        capacity: int = 4096,
        namespace: str = "",
        timeout: float | None = None,
    ) -> None:
        self.ttl, self.capacity = ttl, capacity
        self.prefix = f"{PREFIX}{namespace}:"
        self.redis_url = redis_url
        self.store = Outage("read cache store", logger, "this process keeps its answers in memory", timeout)
        self._clients: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, redis.asyncio.Redis] = (
            weakref.WeakKeyDictionary()
        )
        self.answers: TTLCache[str, tuple[int, Kept]] = TTLCache(capacity, max(ttl, 1e-3), timer=time.monotonic)
        self.generations: dict[str, int] = {}
        self.lock = threading.Lock()

    def _shared(self) -> redis.asyncio.Redis | None:
        """The shared store for this event loop (a client's connections belong to the loop that opened them)."""
        if self.redis_url is None:
            return None
        loop = asyncio.get_running_loop()
        client = self._clients.get(loop)
        if client is None:
            timeout = self.store.timeout
            client = redis.asyncio.Redis.from_url(
                self.redis_url, socket_timeout=timeout, socket_connect_timeout=timeout
            )
            self._clients[loop] = client
        return client

    async def _ping(self) -> None:
        shared = self._shared()
        if shared is not None:
            await shared.ping()  # type: ignore[misc]

    # -- reading ---------------------------------------------------------------------------------------

    async def look(self, scope: str, key: str) -> Looked:
        """The answer kept for ``key`` in ``scope``, if it is of the scope's current generation."""
        if self.ttl <= 0:
            return Looked(scope, key, 0, None, shared=False)
        shared = self._shared()
        if shared is not None and not self.store.skip_on_the_loop(self._ping):
            try:
                async with asyncio.timeout(self.store.timeout):
                    generation, raw = await shared.mget(self._generation_key(scope), self._answer_key(scope, key))
            except (redis.RedisError, TimeoutError, OSError) as error:
                self.store.failed(error)
            else:
                self.store.answered()
                current = int(generation or 0)
                return Looked(scope, key, current, _decoded(raw, current), shared=True)
        return self._look_in_memory(scope, key)

    def _look_in_memory(self, scope: str, key: str) -> Looked:
        generation = self.generations.get(scope, 0)
        full = f"{scope}|{key}"
        with self.lock:
            found = self.answers.get(full)
        if found is None or found[0] != generation:
            return Looked(scope, key, generation, None, shared=False)
        return Looked(scope, key, generation, found[1], shared=False)

    async def keep(self, looked: Looked, kept: Kept) -> None:
        """Keep ``kept``, the answer read after ``looked``, for the generation ``looked`` found: if what it shows
        changed while it was read, the next look finds a newer generation and does not serve it."""
        if self.ttl <= 0:
            return
        shared = self._shared() if looked.shared else None
        if shared is not None and not self.store.skip_on_the_loop(self._ping):
            value = b"%d\n%s\n%s" % (looked.generation, kept.etag.encode(), kept.body)
            try:
                async with asyncio.timeout(self.store.timeout):
                    await shared.set(self._answer_key(looked.scope, looked.key), value, px=int(self.ttl * 1000))
            except (redis.RedisError, TimeoutError, OSError) as error:
                self.store.failed(error)
            else:
                self.store.answered()
            return
        if looked.shared:
            return  # its generation is the shared store's: it means nothing to this process's memory
        full = f"{looked.scope}|{looked.key}"
        with self.lock:
            self.answers[full] = (looked.generation, kept)

    def _generation_key(self, scope: str) -> str:
        return f"{self.prefix}generation:{scope}"

    def _answer_key(self, scope: str, key: str) -> str:
        return f"{self.prefix}answer:{scope}|{key}"

    # -- writing ---------------------------------------------------------------------------------------

    def changed_on_commit(self, session: Session, *scopes: str) -> None:
        """Move the generation of ``scopes`` on once ``session``'s transaction commits."""

        def move_on(_session: Session) -> None:
            self.changed(*scopes)

        after_commit(session, move_on)

    def changed(self, *scopes: str) -> None:
        """Move the generation of ``scopes`` on, here and in the shared store (one round trip, skipped while the
        store is away: the answers kept there last ``ttl`` seconds). Runs where the transaction committed, a
        request's or the worker's: in its unit of work on the event loop (``app.kit.db.run_unit_of_work``)."""
        with self.lock:
            for scope in scopes:
                self.generations[scope] = self.generations.get(scope, 0) + 1
        if self.redis_url is not None:
            awaited(self._announce(scopes))

    async def _announce(self, scopes: tuple[str, ...]) -> None:
        shared = self._shared()
        if shared is None or self.store.skip_on_the_loop(self._ping):
            return
        try:
            async with asyncio.timeout(self.store.timeout):
                async with shared.pipeline(transaction=False) as pipeline:
                    for scope in scopes:
                        pipeline.incr(self._generation_key(scope))
                    await pipeline.execute()
        except (redis.RedisError, TimeoutError, OSError) as error:
            self.store.failed(error)
        else:
            self.store.answered()


def _decoded(raw: bytes | None, generation: int) -> Kept | None:
    """A kept answer as the shared store holds it (its generation, ETag and body on three lines), if it is of
    ``generation``."""
    if raw is None:
        return None
    kept_for, _, rest = bytes(raw).partition(b"\n")
    if not kept_for.isdigit() or int(kept_for) != generation:
        return None
    etag, _, body = rest.partition(b"\n")
    return Kept(etag.decode(), body)


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
        self.max_bytes = max_bytes
        self.answers: LRUCache[str, Kept] = LRUCache(max_bytes, getsizeof=lambda kept: len(kept.body))
        self.lock = threading.Lock()

    def get(self, key: str) -> Kept | None:
        with self.lock:
            return self.answers.get(key)

    def put(self, key: str, kept: Kept) -> None:
        if len(kept.body) > self.max_bytes // 8:
            return
        with self.lock:
            self.answers[key] = kept

"""Rate limits, counted where every server process can see them: Redis when ``REDIS_URL`` is set, memory otherwise.

Limits are fixed windows, parsed by the ``limits`` library and counted in Redis by its asynchronous limiter (its
public API), or in this process's memory (:class:`WindowCounts`). Every limit is keyed on something the server has
checked, never on a raw value a client chose: the client address (an IPv6 address counts by its /64 network, since one
host holds a whole /64), a session only once its token is verified, a player. A refused request creates no key,
so the memory a limit uses is bounded by the addresses and verified sessions that exist, whatever is sent.

A request's counts are gathered in :class:`RequestLimits` (one per request, found through a context variable
so that code deep in a use case can count a verified session), and the most constrained one is reported in the
``RateLimit-Policy`` and ``RateLimit`` headers of the answer (draft-ietf-httpapi-ratelimit-headers).

Counting asks the store through its asynchronous client only: on the event loop, and from a use case's sync code
through :func:`app.kit.bridge.awaited`, so that a slow store never holds the loop.

If the shared store cannot be reached, or answers slower than ``REDIS_TIMEOUT_SECONDS``, each process counts in
its own memory (and a warning is logged) and asks the store again a few seconds later (:class:`app.kit.outage.Outage`):
a limit must not take the game down with it, nor slow every request while the store is away, nor stop limiting.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import threading
import time
from contextvars import ContextVar
from dataclasses import dataclass, field
from ipaddress import IPv6Address, ip_address, ip_network

from limits import RateLimitItem, parse
from limits.aio.storage import RedisStorage as AsyncRedisStorage
from limits.aio.strategies import FixedWindowRateLimiter as AsyncFixedWindowRateLimiter
from limits.errors import StorageError

from app.kit.bridge import awaited
from app.kit.errors import TooManyRequests
from app.kit.outage import Outage

logger = logging.getLogger("montana.ratelimit")


class WindowCounts:
    """Fixed-window counts in this process's memory, for when there is no shared store or it is away.

    Not ``limits``' own memory storage: it starts a timer thread again on almost every hit, and each timer walks
    every key (a cost on every request, growing with the clients seen). Here a window that has ended is dropped
    when its key is met again, and every few thousand hits the ended ones are swept.
    """

    SWEEP_EVERY = 4096

    def __init__(self) -> None:
        self._windows: dict[str, tuple[int, float]] = {}
        """Per key: the count in its window, and when the window ends (``time.time()``)."""
        self._lock = threading.Lock()
        self._hits = 0

    def hit(self, key: str, seconds: float, amount: int = 1) -> tuple[int, float]:
        """Count ``amount`` for ``key`` in its window of ``seconds``: the count so far, and when the window ends."""
        now = time.time()
        with self._lock:
            counted, until = self._windows.get(key, (0, 0.0))
            if until <= now:
                counted, until = 0, now + seconds
            counted += amount
            self._windows[key] = (counted, until)
            self._hits += 1
            if not self._hits % self.SWEEP_EVERY:
                for ended in [name for name, (_, ends) in self._windows.items() if ends <= now]:
                    del self._windows[ended]
            return counted, until

    def counted_keys(self) -> list[str]:
        """The keys of the windows kept."""
        with self._lock:
            return list(self._windows)

    def counted(self, key: str) -> tuple[int, float]:
        """The count of ``key``'s window and when it ends (0 in a window that has not begun)."""
        counted, until = self._windows.get(key, (0, 0.0))
        return (counted, until) if until > time.time() else (0, time.time())


@dataclass(frozen=True, slots=True)
class Count:
    """One limit's state for one key, after counting a request."""

    policy: str
    limit: int
    window: int
    remaining: int
    reset: int
    """Seconds until the window starts again."""
    allowed: bool


@functools.lru_cache(maxsize=4096)
def client_key(address: str) -> str:
    """What a client address counts as: itself, or its /64 network for IPv6."""
    try:
        parsed = ip_address(address)
    except ValueError:
        return address[:64]
    if isinstance(parsed, IPv6Address) and parsed.ipv4_mapped is None:
        return str(ip_network(f"{parsed}/64", strict=False))
    return str(parsed.ipv4_mapped or parsed) if isinstance(parsed, IPv6Address) else str(parsed)


class RateLimits:
    """The named limits of the settings, over one store."""

    def __init__(
        self,
        policies: dict[str, str],
        redis_url: str | None = None,
        namespace: str = "",
        timeout: float | None = None,
    ) -> None:
        self.items: dict[str, RateLimitItem] = {name: parse(text) for name, text in policies.items()}
        self.memory = WindowCounts()
        """Where this process counts: always without a shared store, and while the shared store is away."""
        self.aio: AsyncFixedWindowRateLimiter | None = None
        """The shared store (Redis); None without one."""
        self.store = Outage("rate limit store", logger, "this process counts alone", timeout)
        if redis_url:
            timeout = self.store.timeout
            self.aio = AsyncFixedWindowRateLimiter(
                AsyncRedisStorage(
                    redis_url.replace("redis://", "async+redis://", 1), implementation="redispy",
                    key_prefix=f"montana:limits:{namespace}", wrap_exceptions=True, socket_timeout=timeout,
                    socket_connect_timeout=timeout,
                )
            )  # fmt: skip

    async def aspent(self, policy: str, key: str) -> int | None:
        """Seconds until ``key`` may go on, if it has used up ``policy`` (nothing is counted)."""
        item = self.items[policy]
        if self.aio is None or self.store.skip_on_the_loop(self.aio.storage.check):
            return self._spent_in_memory(item, policy, key)
        try:
            async with asyncio.timeout(self.store.timeout):
                stats = await self.aio.get_window_stats(item, policy, key)
        except (StorageError, TimeoutError) as error:
            self.store.failed(error)
            return self._spent_in_memory(item, policy, key)
        self.store.answered()
        return _wait(stats.remaining, stats.reset_time)

    async def acount(self, policy: str, key: str, cost: int = 1) -> Count | None:
        """Count ``cost`` uses of ``policy`` for ``key`` (a request that costs more than others counts more)."""
        item = self.items[policy]
        if self.aio is None or self.store.skip_on_the_loop(self.aio.storage.check):
            return self._count_in_memory(policy, item, key, cost)
        try:
            # One deadline for both round trips: a store slower than that counts as away, not as answering.
            async with asyncio.timeout(self.store.timeout):
                allowed = await self.aio.hit(item, policy, key, cost=cost)
                stats = await self.aio.get_window_stats(item, policy, key)
        except (StorageError, TimeoutError) as error:
            self.store.failed(error)
            return self._count_in_memory(policy, item, key, cost)
        self.store.answered()
        return self._count(policy, item, allowed, stats.remaining, stats.reset_time)

    def _count_in_memory(self, policy: str, item: RateLimitItem, key: str, cost: int = 1) -> Count:
        counted, until = self.memory.hit(item.key_for(policy, key), item.get_expiry(), cost)
        return self._count(policy, item, counted <= item.amount, max(0, item.amount - counted), until)

    def _spent_in_memory(self, item: RateLimitItem, policy: str, key: str) -> int | None:
        counted, until = self.memory.counted(item.key_for(policy, key))
        return _wait(max(0, item.amount - counted), until)

    @staticmethod
    def _count(policy: str, item: RateLimitItem, allowed: bool, remaining: int, reset_time: float) -> Count:
        reset = max(1, int(reset_time - time.time() + 0.999))
        return Count(policy, item.amount, item.get_expiry(), remaining, reset, allowed)


def _wait(remaining: int, reset_time: float) -> int | None:
    """Seconds until a limit with ``remaining`` uses lets its key go on again; None while some remain."""
    return None if remaining > 0 else max(1, int(reset_time - time.time() + 0.999))


@dataclass
class RequestLimits:
    """The limits counted for one request, and what its answer says about them.

    A request is checked once against each (policy, key): a unit of work the database aborted and ran again, or an
    action the batches left to the unit of work, does not spend its client's limits twice. (A use counted with
    :meth:`within` is a job's, and counts each time.)"""

    limits: RateLimits
    address: str
    counts: list[Count] = field(default_factory=list)
    _counted: dict[tuple[str, str], Count | None] = field(default_factory=dict, repr=False)

    def check(self, policy: str, key: str, cost: int = 1) -> None:
        """Count the request (``cost`` times, for one that costs more) against ``policy`` for ``key``; 429 when it
        is over. For a use case's sync code (see :func:`app.kit.bridge.awaited`)."""
        if (policy, key) not in self._counted:
            self.note(self._once(policy, key, awaited(self.limits.acount(policy, key, cost))))

    async def acheck(self, policy: str, key: str) -> None:
        """:meth:`check`, for asynchronous code."""
        if (policy, key) not in self._counted:
            self.note(self._once(policy, key, await self.limits.acount(policy, key)))

    def within(self, policy: str) -> bool:
        """Count one use of ``policy`` for the request's address without refusing the request: whether it is within.
        Each call counts (a request that ends several games queues a job for each, and spends a use for each)."""
        count = awaited(self.limits.acount(policy, self.address))
        return count is None or count.allowed

    def _once(self, policy: str, key: str, count: Count | None) -> Count | None:
        self._counted[(policy, key)] = count
        return count

    def spent(self, policy: str, key: str) -> int | None:
        """Seconds until ``key`` may go on, if it has used up ``policy``, for a use case's sync code."""
        return awaited(self.limits.aspent(policy, key))

    async def arefuse_when_spent(self, policy: str, key: str) -> None:
        """429 if ``key`` has used up ``policy`` already (nothing is counted): a request its limit would refuse is
        refused before it costs anything more."""
        wait = await self.limits.aspent(policy, key)
        if wait is not None:
            raise TooManyRequests(f"slow down: try again in {wait} s", headers={"Retry-After": str(wait)})

    def note(self, count: Count | None) -> None:
        if count is None:
            return
        self.counts.append(count)
        if not count.allowed:
            raise TooManyRequests(f"slow down: try again in {count.reset} s", headers={"Retry-After": str(count.reset)})

    def headers(self) -> list[tuple[bytes, bytes]]:
        """``RateLimit-Policy`` and ``RateLimit`` for the limit closest to running out."""
        if not self.counts:
            return []
        tightest = min(self.counts, key=lambda count: (count.remaining / count.limit, count.remaining))
        name = tightest.policy.replace("_", "-")
        return [
            (b"ratelimit-policy", f'"{name}";q={tightest.limit};w={tightest.window}'.encode()),
            (b"ratelimit", f'"{name}";r={tightest.remaining};t={tightest.reset}'.encode()),
        ]


request_limits: ContextVar[RequestLimits | None] = ContextVar("request_limits", default=None)


def within(policy: str) -> bool:
    """Count one use of ``policy`` for the request's address without refusing the request: whether it is within the
    limit (always outside a request, as in the worker)."""
    limits = request_limits.get()
    return True if limits is None else limits.within(policy)


def check_session(session_id: int) -> None:
    """Count a request of a verified session (a no-op outside a request, e.g. in the worker)."""
    limits = request_limits.get()
    if limits is not None:
        limits.check("session", str(session_id))

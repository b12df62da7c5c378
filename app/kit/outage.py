"""Whether a shared store (Redis) is worth asking right now.

A store that failed or hung is skipped for ``RETRY_SECONDS``: every caller goes on without it at once (each counts,
or keeps answers, in its own memory), instead of waiting out a timeout on every request. Then a task of its own asks
the store again while the callers still skip it (:meth:`Outage.skip_on_the_loop`), so no request waits on a store
known to be away, and a store that is back is used again from its first answer.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

TIMEOUT_SECONDS = 0.1
"""The longest one call to the store may take before the store counts as away, unless the settings say otherwise
(``REDIS_TIMEOUT_SECONDS``)."""
RETRY_SECONDS = 5.0


class Outage:
    """The state of one store as its callers have met it."""

    def __init__(self, name: str, logger: logging.Logger, consequence: str, timeout: float | None = None) -> None:
        self.name, self.logger, self.consequence = name, logger, consequence
        self.timeout = TIMEOUT_SECONDS if timeout is None else timeout
        """The longest one call to the store may take before it counts as away."""
        self._away_until = 0.0
        self._warned_at = -float("inf")
        self._probe: asyncio.Task[None] | None = None
        """The loop's task asking the store again, while one is under way (the loop keeps only a weak reference)."""

    def skip_on_the_loop(self, probe: Callable[[], Awaitable[object]]) -> bool:
        """Whether to go on without the store (it is away). Once it has been away long enough, ``probe`` asks it
        again in a task of its own while every caller still goes on without it, so none waits for the answer."""
        away_until = self._away_until
        if not away_until:
            return False
        now = time.monotonic()
        if away_until <= now and self._probe is None:
            self._away_until = now + 2 * self.timeout
            self._probe = asyncio.get_running_loop().create_task(self._ask(probe))
        return True

    async def _ask(self, probe: Callable[[], Awaitable[object]]) -> None:
        try:
            async with asyncio.timeout(self.timeout):
                if await probe() is False:
                    raise ConnectionError(f"{self.name} did not answer its probe")
        except Exception as error:  # any failure: the store is still away
            self.failed(error)
        else:
            self.answered()
        finally:
            self._probe = None

    def answered(self) -> None:
        if self._away_until:
            self._away_until = 0.0

    def failed(self, error: BaseException) -> None:
        now = time.monotonic()
        self._away_until = now + RETRY_SECONDS
        if now - self._warned_at > 10:
            self._warned_at = now
            self.logger.warning(
                f"{self.name} unreachable: {self.consequence} until it answers again",
                extra={"fields": {"error": type(error.__cause__ or error).__name__}},
            )

    @property
    def away(self) -> bool:
        return self._away_until > time.monotonic()

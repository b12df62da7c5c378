"""Whether a shared store (Redis) is worth asking right now.

A store that failed or hung is skipped for ``RETRY_SECONDS``: every caller goes on without it at once (each counts,
or keeps answers, in its own memory), instead of waiting out a timeout on every request. Then one caller asks the
store again while the others still skip it, so a store that is still away costs one request its timeout every few
seconds, and a store that is back is used again from its first answer.
"""

from __future__ import annotations

import logging
import time

TIMEOUT_SECONDS = 0.25
"""The longest one call to the store may take before the store counts as away."""
RETRY_SECONDS = 5.0


class Outage:
    """The state of one store as its callers have met it."""

    def __init__(self, name: str, logger: logging.Logger, consequence: str) -> None:
        self.name, self.logger, self.consequence = name, logger, consequence
        self._away_until = 0.0
        self._warned_at = -float("inf")

    def skip(self) -> bool:
        """Whether to go on without the store (it is away). A caller told False asks it, and reports the outcome."""
        away_until = self._away_until
        if not away_until:
            return False
        now = time.monotonic()
        if away_until > now:
            return True
        # This caller asks the store again; the others skip it until it has answered or timed out.
        self._away_until = now + 2 * TIMEOUT_SECONDS
        return False

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

"""The background worker (``python -m app.worker``): everything slow or periodic, never inside a request.

Each round it ends the games the server must end (time up, daily deal over, idle ranked games), chooses the
Classic Campaign's deals, runs queued jobs (fair-play solver checks, background searches for hints, deal ratings),
and keeps a pool of deals proven winnable.
Beside the rounds, on the same event loop, the races are refereed every second (``app.races.referee``). Every
unit of work runs on the asynchronous engine as a request's does (``app.kit.db.run_unit_of_work``).
Several workers may run at once: jobs and proven deals are taken with ``FOR UPDATE SKIP LOCKED``, campaign deals
are stored once, and closing a game is a version-checked write like any action.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import partial

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from app.challenges.repository import ChallengeRepository
from app.challenges.service import ChallengeService
from app.config import Settings
from app.devicelinks.service import forget_links
from app.fairplay.service import thresholds_of
from app.games.deals import CAMPAIGN_LEVELS, CAMPAIGN_RULES, campaign_deals, choose_campaign_deal, prove_lines_again
from app.games.pool import available, fill
from app.games.service import GameService
from app.games.solver_repository import SolverRepository
from app.jobs import queue
from app.kit.db import Database, utcnow
from app.kit.events import Events
from app.kit.idempotency import IdempotencyRecord
from app.kit.readcache import ReadCache
from app.oauth.repository import forget_codes, forget_spent_refresh_tokens
from app.passkeys.repository import forget_ceremonies
from app.passkeys.service import CEREMONY_LASTS
from app.players.feed import forget_events
from app.players.models import SignInThrottle
from app.races.referee import RaceReferee
from app.wiring import game_end_seam, game_policy, job_handlers

logger = logging.getLogger("montana.worker")
JOB_LEASE = timedelta(minutes=5)
SWEEP_EVERY = timedelta(seconds=30)


IDEMPOTENCY_KEPT = timedelta(hours=24)
THROTTLE_KEPT = timedelta(days=1)
FINDINGS_KEPT = timedelta(days=2)
CODES_KEPT = timedelta(days=1)
"""An OAuth code, used or not, is kept a day past its minute: used again meanwhile, it ends the grant it made."""


def forget_old_records(session: Session, now: datetime) -> int:
    """Delete what clients can make many of and nobody needs for long: answers kept for retries (a day is
    plenty), sign-in throttles whose last failure is older than the longest wait, the solver's CPU counts of days
    before yesterday, players' events older than a week, OAuth codes a day past their minute, the spent refresh
    tokens of grants that ended, and findings older than two days (a game finished or redealt drops its own at
    once)."""
    forgotten = session.execute(delete(IdempotencyRecord).where(IdempotencyRecord.created_at < now - IDEMPOTENCY_KEPT))
    # A throttle a sign-in holds is left for the next sweep: the sweep never waits on a sign-in.
    stale = select(SignInThrottle.key).where(SignInThrottle.last_failure_at < now - THROTTLE_KEPT)
    if session.get_bind().dialect.name == "postgresql":
        stale = stale.with_for_update(skip_locked=True)
    throttles = session.execute(delete(SignInThrottle).where(SignInThrottle.key.in_(stale.scalar_subquery())))
    solver = SolverRepository(session)
    usage = solver.forget_usage(before=(now - timedelta(days=1)).date())
    findings = solver.forget_findings_made_before(now - FINDINGS_KEPT)
    events = forget_events(session, now)
    codes = forget_codes(session, before=now - CODES_KEPT)
    spent = forget_spent_refresh_tokens(session, now)
    spent += forget_ceremonies(session, before=now - CEREMONY_LASTS) + forget_links(session, before=now)
    return int(forgotten.rowcount or 0) + int(throttles.rowcount or 0) + usage + findings + events + codes + spent  # type: ignore[attr-defined]


@dataclass
class Worker:
    database: Database
    settings: Settings
    pool_target: int = 20
    clock: Callable[[], datetime] = utcnow
    read_cache: ReadCache = field(default_factory=ReadCache)
    _next_sweep: datetime | None = None
    _campaign_attempts: dict[int, int] = field(default_factory=dict)
    _campaign_lines_checked: bool = False
    events: Events = field(default_factory=Events)
    """Publishing only: with PostgreSQL, the games it closes and the races it moves reach every server's streams."""

    def game_service(self, session: Session, now: datetime) -> GameService:
        return GameService(
            session, now, secret_key=self.settings.secret_key, on_end=game_end_seam(self.settings, self.read_cache),
            policy=game_policy(self.settings), publish=self.events.publish,
        )  # fmt: skip

    def race_referee(self) -> RaceReferee:
        settings = self.settings
        return RaceReferee(
            self.database, self.clock, self.game_service, secret_key=settings.secret_key,
            thresholds=thresholds_of(settings), pair_rated_per_day=settings.race_rated_pair_per_day,
            publish=self.events.publish,
        )  # fmt: skip

    async def round(self) -> bool:
        """One round of work; False when there was nothing to do (the caller may rest)."""
        busy = await self.sweep()
        busy = await self.choose_campaign() or busy
        busy = await self.run_job() or busy
        return await self.fill_pool() or busy

    async def sweep(self) -> bool:
        now = self.clock()
        if self._next_sweep is not None and now < self._next_sweep:
            return False
        self._next_sweep = now + SWEEP_EVERY
        due = await self.database.run(lambda session: self.game_service(session, now).due_for_closing())
        closed = 0
        for game_id in due:  # one transaction each: a game's end locks its player and what its handlers write
            try:
                closed += await self.close_if_due(game_id, now)
            except Exception:  # this game is closed at the next sweep, or when it is next read
                logger.exception("a game due for closing could not be closed", extra={"fields": {"game": game_id}})
        closed += await self.settle_challenges(now)
        forgotten = await self.database.run(lambda session: forget_old_records(session, now))
        if closed or forgotten:
            logger.info("swept", extra={"fields": {"closed_games": closed, "forgotten_records": forgotten}})
        return closed > 0

    def challenge_service(self, session: Session, now: datetime) -> ChallengeService:
        return ChallengeService(
            session, now, self.game_service(session, now), secret_key=self.settings.secret_key,
            thresholds=thresholds_of(self.settings), hours=self.settings.challenge_hours,
        )  # fmt: skip

    async def settle_challenges(self, now: datetime) -> int:
        """Place the challenges whose time is up (their games in play end as expired), each in a transaction."""
        due = await self.database.run(lambda session: ChallengeRepository(session).due(now))
        settled = 0
        for challenge_id in due:
            try:
                settled += await self.database.run(partial(self._settle_challenge, challenge_id, now))
            except Exception:  # placed at the next sweep, or when one of its players reads it
                logger.exception("a challenge could not be placed", extra={"fields": {"challenge": challenge_id}})
        return settled

    def _settle_challenge(self, challenge_id: str, now: datetime, session: Session) -> bool:
        service = self.challenge_service(session, now)
        challenge = service.challenges.get(challenge_id)
        if challenge is None:
            return False
        service.settle(challenge)
        return True

    async def close_if_due(self, game_id: str, now: datetime) -> bool:
        return await self.database.run(lambda session: self.game_service(session, now).close_if_due(game_id))

    async def choose_campaign(self) -> bool:
        chosen_levels = await self.database.run(lambda session: set(campaign_deals(session)))
        missing = [level for level in range(1, CAMPAIGN_LEVELS + 1) if level not in chosen_levels]
        if not missing:
            return await self.complete_campaign_lines()
        level = missing[0]
        first = self._campaign_attempts.get(level, 0)
        batch = range(first, first + self.settings.campaign_candidates)
        self._campaign_attempts[level] = batch.stop
        choose = partial(
            choose_campaign_deal, secret_key=self.settings.secret_key, level=level, now=self.clock(),
            rules=CAMPAIGN_RULES, seconds=self.settings.campaign_proof_seconds, candidates=batch,
        )  # fmt: skip
        chosen = await self.database.run(choose)
        logger.info("campaign level", extra={"fields": {"level": level, "chosen": chosen is not None}})
        return True

    async def complete_campaign_lines(self) -> bool:
        """Once per worker: levels chosen before proofs kept their line get one, for their hints to follow."""
        if self._campaign_lines_checked:
            return False
        self._campaign_lines_checked = True
        prove = partial(prove_lines_again, rules=CAMPAIGN_RULES, seconds=self.settings.campaign_proof_seconds)
        found = await self.database.run(prove)
        return found > 0

    async def run_job(self) -> bool:
        handlers = job_handlers(self.settings, self.read_cache, self.events.publish)
        job = await self.database.run(lambda session: queue.take(session, self.clock(), JOB_LEASE, list(handlers)))
        if job is None:
            return False

        def work(session: Session) -> None:
            handlers[job.kind](session, self.clock(), job.payload)
            queue.done(session, job)

        try:
            await self.database.run(work)
            return True
        except Exception:
            error = traceback.format_exc(limit=3)
        logger.warning("job failed", extra={"fields": {"kind": job.kind, "attempts": job.attempts}})
        retry_at = self.clock() + timedelta(seconds=30 * 2**job.attempts)
        await self.database.run(lambda session: queue.failed(session, job, error, retry_at))
        return True

    async def fill_pool(self) -> bool:
        def fill_one(session: Session) -> bool:
            if available(session) >= self.pool_target:
                return False
            fill(session, self.clock(), wanted=1, seconds=self.settings.campaign_proof_seconds)
            return True

        return await self.database.run(fill_one)

    async def run_forever(self) -> None:
        """Rounds of work, resting when there was nothing to do, and beside them the races' referee every second,
        on one event loop: the solver's searches run in a thread (``app.kit.bridge.off_the_loop``), so that a
        minute proving campaign deals never holds the races up."""
        await self.database.open_on_this_loop()
        races = asyncio.create_task(self.race_referee().run_forever())
        try:
            while True:
                try:
                    busy = await self.round()
                except Exception:  # the database is away, say: the worker rests, then tries again
                    logger.exception("a round of the worker failed")
                    busy = False
                if not busy:
                    await asyncio.sleep(2)
        finally:
            races.cancel()
            await self.database.close_on_this_loop()


def main() -> None:
    from app.config import get_settings  # the worker's own settings, read when it starts
    from app.main import configure_logging

    parser = argparse.ArgumentParser(description="Montana's background worker.")
    parser.add_argument("--pool-target", type=int, default=20, help="proven-winnable deals to keep ready")
    args = parser.parse_args()
    settings = get_settings()
    configure_logging(settings.log_json)
    # The worker's statements (rebuilding a player's entries, say) may take longer than a request's.
    database = Database(settings.database_url, timeout=120)
    read_cache = ReadCache(
        settings.redis_url,
        ttl=settings.read_cache_seconds,
        namespace=settings.namespace(),
        timeout=settings.redis_timeout_seconds,
    )
    worker = Worker(database, settings, pool_target=args.pool_target, read_cache=read_cache)
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(worker.run_forever())


if __name__ == "__main__":
    main()

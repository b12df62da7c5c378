"""The background worker (``python -m app.worker``): everything slow or periodic, never inside a request.

Each round it ends the games the server must end (time up, daily deal over, idle ranked games), chooses the
Classic Campaign's deals, runs queued jobs (fair-play solver checks, background searches for hints, deal ratings),
and keeps a pool of deals proven winnable.
Beside the rounds, a thread referees races every second (``app.races.referee``).
Several workers may run at once: jobs and proven deals are taken with ``FOR UPDATE SKIP LOCKED``, campaign deals
are stored once, and closing a game is a version-checked write like any action.
"""

from __future__ import annotations

import argparse
import logging
import threading
import time
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
from app.kit.db import Database, run_and_commit, utcnow
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

    def round(self) -> bool:
        """One round of work; False when there was nothing to do (the caller may rest)."""
        busy = self.sweep()
        busy = self.choose_campaign() or busy
        busy = self.run_job() or busy
        return self.fill_pool() or busy

    def sweep(self) -> bool:
        now = self.clock()
        if self._next_sweep is not None and now < self._next_sweep:
            return False
        self._next_sweep = now + SWEEP_EVERY
        with self.database.sessions() as session:
            due = self.game_service(session, now).due_for_closing()
        closed = 0
        for game_id in due:  # one transaction each: a game's end locks its player and what its handlers write
            try:
                closed += self.close_if_due(game_id, now)
            except Exception:  # this game is closed at the next sweep, or when it is next read
                logger.exception("a game due for closing could not be closed", extra={"fields": {"game": game_id}})
        closed += self.settle_challenges(now)
        with self.database.sessions() as session:
            forgotten = run_and_commit(session, lambda: forget_old_records(session, now))
        if closed or forgotten:
            logger.info("swept", extra={"fields": {"closed_games": closed, "forgotten_records": forgotten}})
        return closed > 0

    def challenge_service(self, session: Session, now: datetime) -> ChallengeService:
        return ChallengeService(
            session, now, self.game_service(session, now), secret_key=self.settings.secret_key,
            thresholds=thresholds_of(self.settings), hours=self.settings.challenge_hours,
        )  # fmt: skip

    def settle_challenges(self, now: datetime) -> int:
        """Place the challenges whose time is up (their games in play end as expired), each in a transaction."""
        with self.database.sessions() as session:
            due = ChallengeRepository(session).due(now)
        settled = 0
        for challenge_id in due:
            try:
                with self.database.sessions() as session:
                    service = self.challenge_service(session, now)
                    challenge = service.challenges.get(challenge_id)
                    if challenge is not None:
                        run_and_commit(session, partial(service.settle, challenge))
                        settled += 1
            except Exception:  # placed at the next sweep, or when one of its players reads it
                logger.exception("a challenge could not be placed", extra={"fields": {"challenge": challenge_id}})
        return settled

    def close_if_due(self, game_id: str, now: datetime) -> bool:
        with self.database.sessions() as session:
            return run_and_commit(session, lambda: self.game_service(session, now).close_if_due(game_id))

    def choose_campaign(self) -> bool:
        with self.database.sessions() as session:
            missing = [level for level in range(1, CAMPAIGN_LEVELS + 1) if level not in campaign_deals(session)]
        if not missing:
            return self.complete_campaign_lines()
        level = missing[0]
        first = self._campaign_attempts.get(level, 0)
        batch = range(first, first + self.settings.campaign_candidates)
        self._campaign_attempts[level] = batch.stop
        with self.database.sessions() as session:
            chosen = choose_campaign_deal(
                session, self.settings.secret_key, level, self.clock(), rules=CAMPAIGN_RULES,
                seconds=self.settings.campaign_proof_seconds, candidates=batch,
            )  # fmt: skip
            session.commit()
        logger.info("campaign level", extra={"fields": {"level": level, "chosen": chosen is not None}})
        return True

    def complete_campaign_lines(self) -> bool:
        """Once per worker: levels chosen before proofs kept their line get one, for their hints to follow."""
        if self._campaign_lines_checked:
            return False
        self._campaign_lines_checked = True
        with self.database.sessions() as session:
            found = prove_lines_again(session, rules=CAMPAIGN_RULES, seconds=self.settings.campaign_proof_seconds)
            session.commit()
        return found > 0

    def run_job(self) -> bool:
        handlers = job_handlers(self.settings, self.read_cache, self.events.publish)
        with self.database.sessions() as session:
            job = queue.take(session, self.clock(), JOB_LEASE, list(handlers))
            session.commit()
        if job is None:
            return False
        with self.database.sessions() as session:
            try:
                handlers[job.kind](session, self.clock(), job.payload)
                queue.done(session, job)
                session.commit()
                return True
            except Exception:
                session.rollback()
                error = traceback.format_exc(limit=3)
        logger.warning("job failed", extra={"fields": {"kind": job.kind, "attempts": job.attempts}})
        with self.database.sessions() as session:
            queue.failed(session, job, error, self.clock() + timedelta(seconds=30 * 2**job.attempts))
            session.commit()
        return True

    def fill_pool(self) -> bool:
        with self.database.sessions() as session:
            if available(session) >= self.pool_target:
                return False
            fill(session, self.clock(), wanted=1, seconds=self.settings.campaign_proof_seconds)
            session.commit()
        return True


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
    # Races run on a clock of seconds, beside rounds that may spend a minute proving campaign deals.
    stop = threading.Event()
    threading.Thread(target=worker.race_referee().run_forever, args=(stop,), daemon=True, name="races").start()
    while True:
        try:
            busy = worker.round()
        except Exception:  # the database is away, say: the worker rests, then tries again
            logger.exception("a round of the worker failed")
            busy = False
        if not busy:
            time.sleep(2)


if __name__ == "__main__":
    main()

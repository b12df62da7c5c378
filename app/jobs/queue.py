"""A small job queue in the database: requests queue slow work in their transaction, the worker runs it.

It lives in the database every process already shares (PostgreSQL in production, SQLite on a laptop), so a
job queued by any server process is seen by any worker, and commits or rolls back with the request that
queued it. A worker takes a job by pushing its ``run_after`` forward by a lease (``FOR UPDATE SKIP LOCKED``
in PostgreSQL, so workers never take the same job); a worker that dies leaves the job to run again after it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, cast

from sqlalchemy import Exists, Table, delete, literal, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from app.jobs.models import Job

JOBS = cast(Table, Job.__table__)
MAX_ATTEMPTS = 5


@dataclass(frozen=True)
class TakenJob:
    id: int
    kind: str
    key: str
    payload: dict[str, Any]
    attempts: int


def _new_job(kind: str, key: str, payload: dict[str, Any], now: datetime) -> dict[str, Any]:
    return {"kind": kind, "key": key, "payload": payload, "run_after": now, "attempts": 0, "created_at": now}


def _insert_once(session: Session) -> Any:
    """An INSERT into the jobs that does nothing where the (kind, key) is queued already."""
    insert = postgresql.insert if session.get_bind().dialect.name == "postgresql" else sqlite.insert
    return insert(JOBS).on_conflict_do_nothing(index_elements=["kind", "key"])


def enqueue(session: Session, kind: str, key: str, payload: dict[str, Any], now: datetime) -> None:
    """Queue a job, once per (kind, key): queuing it again while it waits changes nothing."""
    session.connection().execute(_insert_once(session).values(_new_job(kind, key, payload, now)))


def enqueue_new(
    session: Session, kind: str, key: str, payload: dict[str, Any], now: datetime, unless: Exists
) -> int | None:
    """Queue a job, once per (kind, key), and not at all while ``unless`` holds, in one statement: the new job's
    id, or None when it was queued already (or is running, or was given up) or ``unless`` held."""
    values = _new_job(kind, key, payload, now)
    # (SQLite reads ON CONFLICT after INSERT ... SELECT only when the SELECT has a WHERE clause: ``unless`` is it.)
    row = select(*(literal(value, JOBS.c[name].type) for name, value in values.items())).where(~unless)
    query = _insert_once(session).from_select(list(values), row).returning(JOBS.c.id)
    return session.connection().execute(query).scalar()


def withdraw(session: Session, job_id: int) -> None:
    """Take back a job this transaction queued."""
    session.connection().execute(delete(JOBS).where(JOBS.c.id == job_id))


def enqueue_latest(session: Session, kind: str, key: str, payload: dict[str, Any], now: datetime) -> None:
    """Queue a job, once per (kind, key); a job of that key still waiting (not taken yet) gets this newer payload
    instead, so that the key has one job at a time, about the latest request."""
    session.connection().execute(
        update(JOBS).where(JOBS.c.kind == kind, JOBS.c.key == key, JOBS.c.attempts == 0).values(payload=payload)
    )
    enqueue(session, kind, key, payload, now)


def take(session: Session, now: datetime, lease: timedelta, kinds: list[str]) -> TakenJob | None:
    """The oldest due job of the given kinds, leased to the caller (commit to make the lease hold)."""
    query = (
        select(JOBS)
        .where(JOBS.c.run_after <= now, JOBS.c.kind.in_(kinds), JOBS.c.attempts < MAX_ATTEMPTS)
        .order_by(JOBS.c.run_after, JOBS.c.id)
        .limit(1)
    )
    if session.get_bind().dialect.name == "postgresql":
        query = query.with_for_update(skip_locked=True)
    row = session.connection().execute(query).first()
    if row is None:
        return None
    session.connection().execute(
        update(JOBS).where(JOBS.c.id == row.id).values(run_after=now + lease, attempts=JOBS.c.attempts + 1)
    )
    return TakenJob(row.id, row.kind, row.key, row.payload, row.attempts + 1)


def done(session: Session, job: TakenJob) -> None:
    session.connection().execute(delete(JOBS).where(JOBS.c.id == job.id))


def failed(session: Session, job: TakenJob, error: str, retry_at: datetime) -> None:
    session.connection().execute(
        update(JOBS).where(JOBS.c.id == job.id).values(last_error=error[:2000], run_after=retry_at)
    )


def waiting(session: Session, kind: str, key: str | None = None) -> int:
    """Jobs of ``kind`` (of ``key`` only, when given) queued or running, and not given up after their attempts."""
    query = select(JOBS.c.id).where(JOBS.c.kind == kind, JOBS.c.attempts < MAX_ATTEMPTS)
    if key is not None:
        query = query.where(JOBS.c.key == key)
    return len(session.connection().execute(query).all())

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Index, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from app.kit.db import Base, UTCDateTime


class Job(Base):
    """Slow work queued by a request (in its transaction) and done by the worker after the commit."""

    __tablename__ = "jobs"
    __table_args__ = (
        UniqueConstraint("kind", "key", name="uq_jobs_kind_key"),
        Index("ix_jobs_run_after", "run_after"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    kind: Mapped[str] = mapped_column(String(32))
    key: Mapped[str] = mapped_column(String(100))
    """What the job is about (a game id...): a kind of job is queued once per key."""
    payload: Mapped[dict[str, Any]] = mapped_column(JSON)
    run_after: Mapped[datetime] = mapped_column(UTCDateTime())
    """Not before; a worker that takes the job pushes it forward by a lease, so a crashed worker's job runs again."""
    attempts: Mapped[int] = mapped_column(Integer, server_default="0")
    last_error: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())

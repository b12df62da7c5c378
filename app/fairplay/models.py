from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from app.kit.db import Base, UTCDateTime


class GameReview(Base):
    """The plausibility facts of a ranked game that could rank, and whether it is held for a moderator."""

    __tablename__ = "game_reviews"
    __table_args__ = (Index("ix_game_reviews_status_created_at", "status", "created_at"),)

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), index=True)
    status: Mapped[str] = mapped_column(String(10))
    """``passed`` (ranks), ``held`` (waits for a moderator), ``cleared`` (ranks) or ``rejected`` (never ranks)."""
    facts: Mapped[dict[str, Any]] = mapped_column(JSON)
    flags: Mapped[list[str]] = mapped_column(JSON)
    """Why it is held, in words; empty when nothing looked implausible."""
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    decided_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


class ModerationDecision(Base):
    """One moderator decision, kept for ever: who, when, what, and why."""

    __tablename__ = "moderation_decisions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    moderator_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"))
    action: Mapped[str] = mapped_column(String(16))
    """``clear``, ``reject``, ``mark-bot``, ``unmark-bot``, ``ban`` or ``unban``."""
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), index=True)
    game_id: Mapped[str | None] = mapped_column(String(32))
    reason: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())

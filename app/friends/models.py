from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from app.kit.db import Base, UTCDateTime


class Follow(Base):
    """One player following another: asked (``requested``), let in (``accepted``), or left unanswered on purpose
    (``ignored``, which the follower still sees as asked)."""

    __tablename__ = "follows"
    __table_args__ = (Index("ix_follows_followed_id_status", "followed_id", "status", "created_at"),)

    follower_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)
    followed_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)
    status: Mapped[str] = mapped_column(String(10))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    answered_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


class Block(Base):
    """A player the blocker never hears from: they cannot follow, challenge or invite the blocker."""

    __tablename__ = "blocks"
    __table_args__ = (Index("ix_blocks_blocked_id", "blocked_id"),)

    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)
    blocked_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())


class FriendInvite(Base):
    """A player's invite link: whoever opens it may follow them at once. One per player; a new one replaces it."""

    __tablename__ = "friend_invites"

    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)
    code: Mapped[str] = mapped_column(String(32), unique=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())

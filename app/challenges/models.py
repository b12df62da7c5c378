from __future__ import annotations

from datetime import datetime

from sqlalchemy import Boolean, ForeignKey, Index, Integer, String, Text, false
from sqlalchemy.orm import Mapped, mapped_column

from app.kit.db import Base, UTCDateTime


class Challenge(Base):
    """A fresh secret deal that a player and the friends they named each play once, whenever they like, before
    ``ends_at``; its seed is known only once every game of it is over (or its time is up)."""

    __tablename__ = "challenges"
    __table_args__ = (
        Index("ix_challenges_status_ends_at", "status", "ends_at"),
        Index("ix_challenges_rematch_of", "rematch_of", "creator_id"),
    )

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    rules: Mapped[str] = mapped_column(String(20))
    creator_id: Mapped[str | None] = mapped_column(ForeignKey("players.id", ondelete="SET NULL"))
    status: Mapped[str] = mapped_column(String(10))
    """``open`` while its players may play it, ``finished`` once placed (all played, declined, or time was up)."""
    seed: Mapped[str] = mapped_column(Text)
    """Secret until the challenge is finished: every player's game is dealt from it."""
    seed_commitment: Mapped[str] = mapped_column(String(64))
    rematch_of: Mapped[str | None] = mapped_column(ForeignKey("races.id", ondelete="SET NULL"))
    """The finished race whose racers this challenge brings back, if it is a rematch."""
    version: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    ends_at: Mapped[datetime] = mapped_column(UTCDateTime())
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


class Challenger(Base):
    """One player of a challenge: asked, playing, done, or declined; their place once it is finished."""

    __tablename__ = "challengers"
    __table_args__ = (
        Index("ix_challengers_player_id_joined_at", "player_id", "joined_at"),
        Index("ix_challengers_game_id", "game_id", unique=True),
    )

    challenge_id: Mapped[str] = mapped_column(ForeignKey("challenges.id", ondelete="CASCADE"), primary_key=True)
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer)
    """0 for the maker, then 1, 2... in the order the maker named them: the order a challenge lists its players."""
    joined_at: Mapped[datetime] = mapped_column(UTCDateTime())
    """When the player was named (the creator: when they made it); lists are newest first by it."""
    declined: Mapped[bool] = mapped_column(Boolean, server_default=false())
    game_id: Mapped[str | None] = mapped_column(ForeignKey("games.id", ondelete="SET NULL"))
    place: Mapped[int | None] = mapped_column(Integer)
    placed_last_because: Mapped[str | None] = mapped_column(String(200))
    """Declined, never played, resigned, asked for a hint, or played at a program's pace."""

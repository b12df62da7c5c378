from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import JSON, BigInteger, Date, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from app.kit.db import Base, UTCDateTime


class PlayerStats(Base):
    """A player's figures under one rules profile, updated as each ranked game ends."""

    __tablename__ = "player_stats"

    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)
    rules: Mapped[str] = mapped_column(String(20), primary_key=True)
    played: Mapped[int] = mapped_column(Integer)
    won: Mapped[int] = mapped_column(Integer)
    current_streak: Mapped[int] = mapped_column(Integer)
    best_streak: Mapped[int] = mapped_column(Integer)
    best_time_ms: Mapped[int | None] = mapped_column(Integer)
    best_score: Mapped[int | None] = mapped_column(Integer)
    fewest_moves_win: Mapped[int | None] = mapped_column(Integer)
    total_score: Mapped[int] = mapped_column(BigInteger)
    gold: Mapped[int] = mapped_column(Integer)
    silver: Mapped[int] = mapped_column(Integer)
    bronze: Mapped[int] = mapped_column(Integer)
    abandoned: Mapped[int] = mapped_column(Integer, server_default="0")
    """Games the player left in play (or idle too long): each counted as played and lost."""
    cards_in_sequence: Mapped[dict[str, int]] = mapped_column(JSON)
    """How many games ended with each number of cards in sequence ({"48": 3, ...})."""


class PlayerDay(Base):
    """A player's games ended on one UTC date under one profile (the last 30 days are shown)."""

    __tablename__ = "player_days"

    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)
    rules: Mapped[str] = mapped_column(String(20), primary_key=True)
    day: Mapped[date] = mapped_column(Date, primary_key=True)
    played: Mapped[int] = mapped_column(Integer)
    won: Mapped[int] = mapped_column(Integer)
    best_score: Mapped[int] = mapped_column(Integer)


class Unlock(Base):
    """A card back a player has earned, granted once, with the game that earned it."""

    __tablename__ = "unlocks"

    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)
    card_back: Mapped[str] = mapped_column(String(32), primary_key=True)
    game_id: Mapped[str | None] = mapped_column(String(32))
    unlocked_at: Mapped[datetime] = mapped_column(UTCDateTime())


class CampaignProgress(Base):
    """The best badge a player has earned on one level of the Classic Campaign."""

    __tablename__ = "campaign_progress"

    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)
    level: Mapped[int] = mapped_column(Integer, primary_key=True)
    best_badge: Mapped[str | None] = mapped_column(String(10))
    attempts: Mapped[int] = mapped_column(Integer)
    best_game_id: Mapped[str | None] = mapped_column(String(32))


class EarnedAchievement(Base):
    """A named achievement a player has earned: granted once, with the game that earned it."""

    __tablename__ = "achievements"

    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)
    code: Mapped[str] = mapped_column(String(32), primary_key=True)
    game_id: Mapped[str | None] = mapped_column(String(32))
    earned_at: Mapped[datetime] = mapped_column(UTCDateTime())

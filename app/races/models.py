from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Boolean, Float, ForeignKey, Index, Integer, String, Text, false
from sqlalchemy.orm import Mapped, mapped_column

from app.kit.db import Base, UTCDateTime


class Race(Base):
    """A room, then a race: racers take seats, the server deals them one secret seed at ``start_at``."""

    __tablename__ = "races"
    __table_args__ = (
        Index("ix_races_status_visibility_created_at", "status", "visibility", "created_at"),
        Index("ix_races_status_starts_by", "status", "starts_by"),
    )

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    code: Mapped[str] = mapped_column(String(6), unique=True)
    """Six letters and digits a person can read out: the invite code (and a short link)."""
    rules: Mapped[str] = mapped_column(String(20))
    mode: Mapped[str] = mapped_column(String(8))
    """``room``, ``quick`` (made by quick match) or ``ghost`` (practice against one's own replay)."""
    visibility: Mapped[str] = mapped_column(String(8))
    rated: Mapped[bool] = mapped_column(Boolean)
    allow_bots: Mapped[bool] = mapped_column(Boolean, server_default=false())
    seats: Mapped[int] = mapped_column(Integer)
    host_id: Mapped[str | None] = mapped_column(ForeignKey("players.id", ondelete="SET NULL"))
    """Passed on to the next racer when the host leaves a room that has not started."""
    host_address: Mapped[str] = mapped_column(String(64))
    """Where the room was made from (an IPv6 /64): open public rooms are few per address."""
    status: Mapped[str] = mapped_column(String(10))
    seed: Mapped[str] = mapped_column(Text)
    """Secret until the race is over: every racer's game is dealt from it."""
    seed_commitment: Mapped[str] = mapped_column(String(64))
    version: Mapped[int] = mapped_column(Integer)
    """Bumped by every change of the room itself; a race's version adds its games' versions."""
    time_limit_ms: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    starts_by: Mapped[datetime] = mapped_column(UTCDateTime())
    """An open room starts by itself then (two racers or more) or closes: a host who vanished holds nobody."""
    start_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    """The end of the countdown: every racer's game starts at this instant."""
    ends_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    ghost: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    """A ghost race's opponent: the racer's own finished game, as a timeline of its progress."""


class Racer(Base):
    """A seat in a race: who, from where, their game once dealt, and their place and rating once it is over."""

    __tablename__ = "racers"
    __table_args__ = (
        Index("ix_racers_player_id_joined_at", "player_id", "joined_at"),
        Index("ix_racers_game_id", "game_id", unique=True),
    )

    race_id: Mapped[str] = mapped_column(ForeignKey("races.id", ondelete="CASCADE"), primary_key=True)
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)
    joined_at: Mapped[datetime] = mapped_column(UTCDateTime())
    address: Mapped[str] = mapped_column(String(64))
    """Racers who share an address are not rated against each other (two guests of one person)."""
    bot: Mapped[bool] = mapped_column(Boolean, server_default=false())
    game_id: Mapped[str | None] = mapped_column(ForeignKey("games.id", ondelete="SET NULL"))
    place: Mapped[int | None] = mapped_column(Integer)
    placed_last_because: Mapped[str | None] = mapped_column(String(200))
    """Resigned, left, asked for a hint, or played at a program's pace: placed after everyone who raced it out."""
    rated: Mapped[bool] = mapped_column(Boolean, server_default=false())
    unrated_because: Mapped[str | None] = mapped_column(String(200))
    rating_before: Mapped[float | None] = mapped_column(Float)
    rating_after: Mapped[float | None] = mapped_column(Float)


class RaceRating(Base):
    """A player's race rating on one rules profile (openskill's Plackett-Luce: ``mu`` and ``sigma``)."""

    __tablename__ = "race_ratings"
    __table_args__ = (Index("ix_race_ratings_rules_ordinal", "rules", "ordinal", "player_id"),)

    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)
    rules: Mapped[str] = mapped_column(String(20), primary_key=True)
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    ordinal: Mapped[float] = mapped_column(Float)
    """``mu - 3 sigma``: the rating shown and ranked by (it rises as the system grows sure of a player)."""
    races: Mapped[int] = mapped_column(Integer)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class QueueTicket(Base):
    """A player waiting for a quick match on one rules profile."""

    __tablename__ = "race_queue"
    __table_args__ = (Index("ix_race_queue_status_rules_ordinal", "status", "rules", "ordinal"),)

    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)
    rules: Mapped[str] = mapped_column(String(20))
    ordinal: Mapped[float] = mapped_column(Float)
    address: Mapped[str] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(10))
    race_id: Mapped[str | None] = mapped_column(ForeignKey("races.id", ondelete="SET NULL"))
    entered_at: Mapped[datetime] = mapped_column(UTCDateTime())

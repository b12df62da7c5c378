from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, Boolean, ForeignKey, Index, Integer, String, Text, false
from sqlalchemy.orm import Mapped, mapped_column

from app.kit.db import Base, UTCDateTime


class Player(Base):
    """Someone who plays: a guest until they choose a username and password."""

    __tablename__ = "players"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    username: Mapped[str | None] = mapped_column(String(32))
    username_key: Mapped[str | None] = mapped_column(String(32), unique=True)
    """The username case-folded, so that 'Ada' and 'ada' cannot both exist."""
    password_hash: Mapped[str | None] = mapped_column(String(255))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    registered_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    """When the guest became an account (a daily deal ranks accounts that existed before its day began)."""
    display_name: Mapped[str | None] = mapped_column(String(24))
    display_name_key: Mapped[str | None] = mapped_column(String(64), unique=True)
    """The display name's confusables skeleton, so that no two players look alike on a leaderboard."""
    bot: Mapped[bool] = mapped_column(Boolean, server_default=false())
    """Declared (or found) to be a program: its games rank on the bots' boards only."""
    role: Mapped[str | None] = mapped_column(String(12))
    """``moderator``, granted from the command line only; None for everyone else."""
    banned_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    banned_reason: Mapped[str | None] = mapped_column(Text)
    """A banned player still plays and signs in, but none of their games is on a leaderboard."""
    title: Mapped[str | None] = mapped_column(String(40))
    settings: Mapped[dict[str, Any]] = mapped_column(JSON, server_default="{}")
    """The player's settings document; defaults fill in any field it lacks when read."""
    settings_version: Mapped[int] = mapped_column(Integer, server_default="1")


class AuthSession(Base):
    """A bearer token: a signed-in device, or an app token. Stored only as a keyed digest of the token."""

    __tablename__ = "sessions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), index=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    kind: Mapped[str] = mapped_column(String(8), server_default="device")
    """``device`` (a guest's or a sign-in's token), ``app`` (made by the player for a program) or ``oauth`` (an
    app's, granted through OAuth)."""
    name: Mapped[str | None] = mapped_column(String(64))
    """An app token's name, chosen by the player; an OAuth grant's ``client_id``, chosen by the app."""
    scopes: Mapped[list[str] | None] = mapped_column(JSON)
    """An app token's scopes (``play``, ``read``, ``bot``); None for a device, which may do everything."""
    address: Mapped[str | None] = mapped_column(String(64))
    """The client address (an IPv6 /64) that signed in: a later sign-in from it is from a known place."""
    user_agent: Mapped[str | None] = mapped_column(String(200))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    last_seen_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    """Kept to the hour (a write at most once an hour per token)."""
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    """When the token stops working (an OAuth grant's access token: within the hour; its refresh token lasts)."""
    revoked_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    refresh_hash: Mapped[str | None] = mapped_column(String(64), unique=True)
    """An OAuth grant's refresh token, as a keyed digest; a new one replaces it at each refresh."""
    refresh_expires_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    """When an OAuth grant ends unless refreshed before (each refresh moves it on)."""
    app_host: Mapped[str | None] = mapped_column(String(200))
    """Where an OAuth grant's app receives its answers (its redirect URI's host or scheme), shown with its name."""


class SignInThrottle(Base):
    """Failed sign-ins per account or per address, to slow down password guessing."""

    __tablename__ = "sign_in_throttles"

    key: Mapped[str] = mapped_column(String(200), primary_key=True)
    failures: Mapped[int] = mapped_column(Integer)
    last_failure_at: Mapped[datetime] = mapped_column(UTCDateTime())


class PlayerEvent(Base):
    """Something that happened to a player that their clients should hear of wherever they are (their event
    stream, ``app.players.feed``): kept a week, in the order of ``id``."""

    __tablename__ = "player_events"
    __table_args__ = (Index("ix_player_events_player_id_id", "player_id", "id"),)

    id: Mapped[int] = mapped_column(BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True)
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(24))
    data: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), index=True)

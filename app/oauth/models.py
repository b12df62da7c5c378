from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from app.kit.db import Base, UTCDateTime


class AuthorizationCode(Base):
    """A player's consent, waiting for its app to exchange it for tokens: used once, within a minute, by the app
    that asked, with the verifier of the challenge it sent (PKCE). Kept, used, until the worker forgets it, so that a
    second use is recognised (and revokes what the first one gave)."""

    __tablename__ = "oauth_codes"

    code_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), index=True)
    granted_by: Mapped[int] = mapped_column(ForeignKey("sessions.id", ondelete="CASCADE"))
    """The device that consented: signed out before the exchange, the code is worth nothing."""
    client_id: Mapped[str] = mapped_column(String(64))
    redirect_uri: Mapped[str] = mapped_column(String(500))
    scopes: Mapped[list[str]] = mapped_column(JSON)
    code_challenge: Mapped[str] = mapped_column(String(128))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), index=True)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    used_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    session_id: Mapped[int | None] = mapped_column(Integer)
    """The grant its exchange made (revoked if the code is presented again)."""


class SpentRefreshToken(Base):
    """A refresh token its grant has replaced: presented again (a copy, or the original after a thief used the
    copy), the grant ends, however many refreshes ago it was spent (RFC 9700 section 4.14.2). Forgotten once the
    grant can no longer be refreshed."""

    __tablename__ = "oauth_spent_refresh_tokens"

    refresh_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    session_id: Mapped[int] = mapped_column(ForeignKey("sessions.id", ondelete="CASCADE"), index=True)
    spent_at: Mapped[datetime] = mapped_column(UTCDateTime())

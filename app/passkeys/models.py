from __future__ import annotations

from datetime import datetime

from sqlalchemy import Boolean, ForeignKey, Index, Integer, LargeBinary, String, false
from sqlalchemy.orm import Mapped, mapped_column

from app.kit.db import Base, UTCDateTime


class Passkey(Base):
    """A WebAuthn credential of a player's: a discoverable key an authenticator keeps, signing a sign-in's
    challenge. Only its public key is stored."""

    __tablename__ = "passkeys"
    __table_args__ = (Index("ix_passkeys_player_id", "player_id"),)

    id: Mapped[str] = mapped_column(String(1400), primary_key=True)
    """The credential id, base64url (WebAuthn allows up to 1,023 bytes)."""
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"))
    public_key: Mapped[bytes] = mapped_column(LargeBinary)
    sign_count: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(64))
    backed_up: Mapped[bool] = mapped_column(Boolean, server_default=false())
    """Synced by its provider (a passkey on every device of theirs), or kept on one authenticator."""
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    last_used_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


class PasskeyCeremony(Base):
    """A challenge the server handed out for one registration or sign-in: used once, within five minutes."""

    __tablename__ = "passkey_ceremonies"
    __table_args__ = (Index("ix_passkey_ceremonies_created_at", "created_at"),)

    id: Mapped[str] = mapped_column(String(43), primary_key=True)
    challenge: Mapped[bytes] = mapped_column(LargeBinary)
    purpose: Mapped[str] = mapped_column(String(10))
    """``register`` (a player adds a passkey) or ``sign-in``."""
    player_id: Mapped[str | None] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())

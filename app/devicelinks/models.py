from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from app.kit.db import Base, UTCDateTime


class DeviceLink(Base):
    """A short code a signed-in device shows (as text and as a QR code): another device that enters it within
    five minutes is signed in as the same player, once. Stored only as a keyed digest."""

    __tablename__ = "device_links"
    __table_args__ = (
        Index("ix_device_links_player_id", "player_id"),
        Index("ix_device_links_expires_at", "expires_at"),
    )

    code_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    used_at: Mapped[datetime | None] = mapped_column(UTCDateTime())

"""Linking a device without typing anything secret: a signed-in device shows a short code (and a QR code of its
link); another device that enters it within five minutes is signed in as the same player. A code works once, is
kept only as a keyed digest, and a player has one at a time (a new one ends the one before). Codes that name no
link are counted per address (``RATE_LIMIT_DEVICE_LINK``): guessing 31^8 codes at that pace gets nowhere."""

from __future__ import annotations

import secrets
from datetime import datetime, timedelta

from sqlalchemy import delete, update
from sqlalchemy.orm import Session

from app.config import Settings
from app.devicelinks.models import DeviceLink
from app.kit.errors import TooManyRequests, Unauthorized
from app.kit.ratelimit import request_limits
from app.players.repository import CurrentPlayer, PlayerRepository
from app.players.security import token_digest
from app.players.service import Device, Issued, PlayerService

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
"""No 0/O, 1/I/L: a code read off one screen and typed on another arrives intact."""
LENGTH = 8
LASTS = timedelta(minutes=5)
LINKED = "Linked by code"
"""The name the new device's session is listed under."""
UNKNOWN = "this code links no device: it is mistyped, used already, or more than 5 minutes old; show a new one"


def normal(code: str) -> str:
    return "".join(ch for ch in code.upper() if ch.isalnum())


class DeviceLinks:
    def __init__(self, session: Session, settings: Settings, now: datetime) -> None:
        self.session = session
        self.settings = settings
        self.now = now

    def _digest(self, code: str) -> str:
        return token_digest(f"device-link:{normal(code)}", self.settings.secret_key)

    def make(self, current: CurrentPlayer) -> tuple[str, datetime]:
        """A new code for the player (the one before stops working), and when it stops."""
        PlayerRepository(self.session).lock(current.id)
        self.session.execute(delete(DeviceLink).where(DeviceLink.player_id == current.id))
        code = "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))
        expires_at = self.now + LASTS
        self.session.add(DeviceLink(code_hash=self._digest(code), player_id=current.id, created_at=self.now,
                                    expires_at=expires_at, used_at=None))  # fmt: skip
        self.session.flush()
        return code, expires_at

    def use(self, code: str, device: Device, address: str) -> Issued:
        """Sign this device in as the code's player: once, before it expires."""
        limits = request_limits.get()
        wait = 0 if limits is None else limits.spent("device_link", address) or 0
        if wait:
            raise TooManyRequests(
                f"too many codes that link no device were tried from here: try again in {wait} s",
                headers={"Retry-After": str(wait)},
            )
        statement = (
            update(DeviceLink)
            .where(
                DeviceLink.code_hash == self._digest(code), DeviceLink.used_at.is_(None),
                DeviceLink.expires_at > self.now,
            )
            .values(used_at=self.now)
            .returning(DeviceLink.player_id)
        )  # fmt: skip
        player_id = self.session.execute(statement).scalar() if len(normal(code)) == LENGTH else None
        player = None if player_id is None else PlayerRepository(self.session).get(player_id)
        if player is None:
            if limits is not None:
                limits.check("device_link", address)
            raise Unauthorized(UNKNOWN)
        return PlayerService(self.session, self.settings, self.now).issue_device_token(player, device, name=LINKED)


def forget_links(session: Session, before: datetime) -> int:
    done = session.execute(delete(DeviceLink).where(DeviceLink.expires_at < before))
    return int(done.rowcount or 0)  # type: ignore[attr-defined]

"""All SQL about passkeys and their ceremonies."""

from __future__ import annotations

from datetime import datetime
from typing import cast

from sqlalchemy import Table, delete, func, select
from sqlalchemy.orm import Session

from app.passkeys.models import Passkey, PasskeyCeremony

CEREMONIES = cast(Table, PasskeyCeremony.__table__)


class PasskeyRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def add(self, row: Passkey | PasskeyCeremony) -> None:
        self.session.add(row)
        self.session.flush()

    def get(self, credential_id: str) -> Passkey | None:
        return self.session.get(Passkey, credential_id)

    def of_player(self, player_id: str) -> list[Passkey]:
        query = select(Passkey).where(Passkey.player_id == player_id)
        return list(self.session.scalars(query.order_by(Passkey.created_at, Passkey.id)))

    def count_of(self, player_id: str) -> int:
        return int(self.session.scalar(select(func.count()).where(Passkey.player_id == player_id)) or 0)

    def remove(self, passkey: Passkey) -> None:
        self.session.delete(passkey)
        self.session.flush()

    def spend_ceremony(self, ceremony_id: str, purpose: str, since: datetime) -> tuple[bytes, str | None] | None:
        """The ceremony's challenge and player, deleted as it is read: a ceremony answers once, whatever races it."""
        statement = (
            delete(CEREMONIES)
            .where(CEREMONIES.c.id == ceremony_id, CEREMONIES.c.purpose == purpose, CEREMONIES.c.created_at >= since)
            .returning(CEREMONIES.c.challenge, CEREMONIES.c.player_id)
        )
        row = self.session.execute(statement).first()
        return None if row is None else (bytes(row.challenge), row.player_id)


def forget_ceremonies(session: Session, before: datetime) -> int:
    done = session.execute(delete(CEREMONIES).where(CEREMONIES.c.created_at < before))
    return int(done.rowcount or 0)  # type: ignore[attr-defined]

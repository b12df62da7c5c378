"""Each player's events: what happened to them that every client of theirs should hear of, wherever it happened
(a game started or ended on another device or by the server, a race found or counting down, a moderator's
decision). A feature tells a player within its own transaction (:func:`tell`); the player's event stream
(``GET /api/v1/players/me/feed``, in ``app.players.live``) sends each event once it has committed, and a client
that reconnects with ``Last-Event-ID`` gets what it missed, for a week.

On PostgreSQL an event is announced by the database as it is written (a trigger, migration 0016), on the
player's channel, to every server process; on SQLite (one process) a quiet stream looks again every second.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta

from sqlalchemy import and_, delete, func, or_, select
from sqlalchemy.orm import Session

from app.kit.vocabulary import PlayerEventKind
from app.players.models import PlayerEvent
from app.players.schemas import PlayerEventData

KEPT = timedelta(days=7)
READ_AT_ONCE = 100
"""A stream sends at most this many events a read; a backlog takes a read a second."""
LATE_COMMITS = timedelta(seconds=10)
"""Ids are taken as events are written, but transactions commit in their own order: an event with a lower id may
commit after one with a higher id was sent. A stream looks this far back for those."""
LARGEST_ID = 2**63 - 1
"""A Last-Event-ID is read as at most this (the column's range): one past every event starts afresh."""


def feed_channel(player_id: str) -> str:
    return f"player:{player_id}"


def tell(session: Session, player_id: str, event: PlayerEventData) -> None:
    """Add ``event`` to the player's events, in the caller's transaction (it is sent only if that commits)."""
    session.add(
        PlayerEvent(
            player_id=player_id,
            kind=PlayerEventKind(event.type).value,
            data=event.model_dump(mode="json"),
            created_at=event.at,
        )
    )


def forget_events(session: Session, now: datetime) -> int:
    """Delete events older than a week (a client away longer starts afresh)."""
    done = session.execute(delete(PlayerEvent).where(PlayerEvent.created_at < now - KEPT))
    return int(done.rowcount or 0)  # type: ignore[attr-defined]


@dataclass
class FeedCursor:
    """Where one stream is in its player's events: the newest id sent, and the ids sent lately (an event that
    commits late, below that id, is still sent, once)."""

    after: int | None
    """None until the first read: a stream opened without Last-Event-ID starts with what comes next."""
    floor: int = 0
    """The id the stream began after: a late commit below it is not sent again to a client that resumed."""
    lately: dict[int, datetime] = field(default_factory=dict)
    opened: bool = False

    @classmethod
    def resuming(cls, last_event_id: str | None) -> FeedCursor:
        after = None if last_event_id is None else min(int(last_event_id), LARGEST_ID)
        return cls(after=after, floor=after or 0)

    def read(self, session: Session, player_id: str, now: datetime) -> list[PlayerEvent]:
        """The events not sent yet, in order, at most READ_AT_ONCE, moving the cursor past them."""
        if not self.opened:
            self.opened = True
            newest = int(
                session.scalar(select(func.max(PlayerEvent.id)).where(PlayerEvent.player_id == player_id)) or 0
            )
            # Without Last-Event-ID, or with one past every event (a typo, a restored database): what comes next.
            if self.after is None or self.after > newest:
                self.after = self.floor = newest
                return []
        assert self.after is not None
        recent = now - LATE_COMMITS
        rows = session.scalars(
            select(PlayerEvent)
            .where(
                PlayerEvent.player_id == player_id,
                or_(
                    PlayerEvent.id > self.after,
                    and_(PlayerEvent.id > self.floor, PlayerEvent.created_at >= recent),
                ),
            )
            .order_by(PlayerEvent.id)
            .limit(READ_AT_ONCE + len(self.lately))
        )
        fresh = [row for row in rows if row.id not in self.lately][:READ_AT_ONCE]
        for row in fresh:
            self.lately[row.id] = row.created_at
            self.after = max(self.after, row.id)
        # Kept twice as long as a read looks back: whatever a read finds by its time is here.
        self.lately = {event_id: at for event_id, at in self.lately.items() if at >= recent - LATE_COMMITS}
        return fresh

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from app.kit.db import Base, UTCDateTime


class LeaderboardEntry(Base):
    """A player's best game on one board (``speed`` or ``score``), profile and period.

    Every board ranks by one ascending key ``(sort_primary, sort_secondary, finished_at, player_id)``:
    speed uses (elapsed_ms, moves), score uses (-score, 0), so one index serves every board.
    """

    __tablename__ = "leaderboard_entries"
    __table_args__ = (
        Index(
            "ix_leaderboard_entries_rank",
            "board", "rules", "league", "period", "sort_primary", "sort_secondary", "finished_at", "player_id",
        ),
        Index("ix_leaderboard_entries_player_id", "player_id"),
    )  # fmt: skip

    board: Mapped[str] = mapped_column(String(8), primary_key=True)
    rules: Mapped[str] = mapped_column(String(20), primary_key=True)
    league: Mapped[str] = mapped_column(String(8), primary_key=True)
    """``people`` or ``bots``: programs rank among themselves."""
    period: Mapped[str] = mapped_column(String(20), primary_key=True)
    """``all``, ``week:2026-W48``, ``day:2026-11-29`` or ``daily:2026-11-29`` (the daily deal)."""
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)
    sort_primary: Mapped[int] = mapped_column(BigInteger)
    sort_secondary: Mapped[int] = mapped_column(Integer)
    finished_at: Mapped[datetime] = mapped_column(UTCDateTime())
    game_id: Mapped[str] = mapped_column(String(32))
    score: Mapped[int] = mapped_column(Integer)
    elapsed_ms: Mapped[int] = mapped_column(Integer)
    moves: Mapped[int] = mapped_column(Integer)


class LeaderboardBucket(Base):
    """How many entries of a board fall in each slice of its ranking key.

    A rank is the number of better entries plus one: the sum over the better buckets, plus a short
    count inside the entry's own bucket, instead of a count over the whole board.
    """

    __tablename__ = "leaderboard_buckets"

    board: Mapped[str] = mapped_column(String(8), primary_key=True)
    rules: Mapped[str] = mapped_column(String(20), primary_key=True)
    league: Mapped[str] = mapped_column(String(8), primary_key=True)
    period: Mapped[str] = mapped_column(String(20), primary_key=True)
    bucket: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    entries: Mapped[int] = mapped_column(Integer)

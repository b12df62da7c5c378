from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import JSON, Boolean, Date, Float, ForeignKey, Index, Integer, String, Text, false
from sqlalchemy.orm import Mapped, mapped_column

from app.kit.db import Base, UTCDateTime


class GameRecord(Base):
    """A refereed game. Its action log is the truth; the columns below cache where it stands."""

    __tablename__ = "games"
    __table_args__ = (
        Index("ix_games_player_id_created_at", "player_id", "created_at", "id"),
        Index("ix_games_player_id_daily_date", "player_id", "daily_date", unique=True),
        Index("ix_games_player_id_finished_at", "player_id", "finished_at"),
        Index("ix_games_status_updated_at", "status", "updated_at"),
        Index("ix_games_seed_commitment", "seed_commitment"),
    )

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"))
    rules: Mapped[str] = mapped_column(String(20))
    ranked: Mapped[bool] = mapped_column(Boolean)
    kind: Mapped[str] = mapped_column(String(10), server_default="free")
    """``free``, ``winnable`` (from the pool of proven deals), ``daily`` (one attempt per player per UTC date),
    ``campaign``, ``race`` (one seed dealt to every racer of a race; its deal is public once the race is over:
    ``deal_revealed``), or ``lesson`` (a practice game played as a tutorial, kept off its player's public list)."""
    daily_date: Mapped[date | None] = mapped_column(Date)
    campaign_level: Mapped[int | None] = mapped_column(Integer)
    par_moves: Mapped[int | None] = mapped_column(Integer)
    """For a deal proven winnable in its first deal: the length of the shortest winning line found."""
    seed: Mapped[str] = mapped_column(Text)
    seed_commitment: Mapped[str] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(10))
    reason: Mapped[str | None] = mapped_column(String(10))
    cause: Mapped[str | None] = mapped_column(String(10))
    """Why the server ended the game for its player: ``abandoned`` (left, or idle too long), ``expired`` (a daily
    deal still in play when its day ended) or ``race_over`` (a race game still in play when the race's time limit
    passed). Each is recorded as a ``resign`` action."""
    deal_revealed: Mapped[bool] = mapped_column(Boolean, server_default=false())
    """A race game's deal may be known: set by its race when the race is over, and by nothing else (no other game
    of the deal, ended or not, says anything about it)."""
    assisted: Mapped[bool] = mapped_column(Boolean, server_default=false())
    """A hint was asked for: the game counts in statistics and the campaign, never on a leaderboard."""
    bot: Mapped[bool] = mapped_column(Boolean, server_default=false())
    """Played by a bot (a bot player, or a bot token): it ranks on the bots' boards only."""
    version: Mapped[int] = mapped_column(Integer)
    """Bumped by every action; an action applies only to the version it read (see GameRepository.save)."""
    action_count: Mapped[int] = mapped_column(Integer)
    moves: Mapped[int] = mapped_column(Integer)
    undos: Mapped[int] = mapped_column(Integer)
    redeals_used: Mapped[int] = mapped_column(Integer)
    cards_in_sequence: Mapped[int] = mapped_column(Integer)
    complete_rows: Mapped[int] = mapped_column(Integer)
    score: Mapped[int] = mapped_column(Integer)
    badge: Mapped[str | None] = mapped_column(String(10))
    elapsed_ms: Mapped[int] = mapped_column(Integer)
    position: Mapped[dict[str, Any]] = mapped_column(JSON)
    """The engine's snapshot after the last action: board, counters and the undo stack."""
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())
    """The last action (or the start): a ranked game idle for too long ends as abandoned."""
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


class GameAction(Base):
    """One refereed action, as in rules-v1.md, with the server's ``t``."""

    __tablename__ = "game_actions"

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    seq: Mapped[int] = mapped_column(Integer, primary_key=True)
    action: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())


class DailyPractice(Base):
    """A practice game of a past day's daily deal (its seed is public once its day is over), for the calendar."""

    __tablename__ = "daily_practices"
    __table_args__ = (Index("ix_daily_practices_player_id_day", "player_id", "day"),)

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"))
    day: Mapped[date] = mapped_column(Date)


class WinnableDeal(Base):
    """A secret seed whose first deal the solver proved winnable, waiting for a player who asks for one."""

    __tablename__ = "winnable_deals"
    __table_args__ = (Index("ix_winnable_deals_rules_game_id", "rules", "game_id"),)

    seed: Mapped[str] = mapped_column(String(64), primary_key=True)
    rules: Mapped[str] = mapped_column(String(20))
    par_moves: Mapped[int] = mapped_column(Integer)
    proved_at: Mapped[datetime] = mapped_column(UTCDateTime())
    game_id: Mapped[str | None] = mapped_column(String(32))
    """The game dealt from it; each proven deal is dealt once."""
    line: Mapped[list[Any] | None] = mapped_column(JSON)
    """The winning line of the proof (moves as ``{card, to}``): its game's first finding, which hints follow."""


class CampaignDeal(Base):
    """The deal of one Classic Campaign level, chosen once from seeds the solver proved winnable."""

    __tablename__ = "campaign_deals"

    level: Mapped[int] = mapped_column(Integer, primary_key=True)
    seed: Mapped[str] = mapped_column(String(64))
    par_moves: Mapped[int | None] = mapped_column(Integer)
    """None when no candidate was proven winnable within the search allowed (the first candidate is used)."""
    chosen_at: Mapped[datetime] = mapped_column(UTCDateTime())
    line: Mapped[list[Any] | None] = mapped_column(JSON)
    """The winning line of the proof: the first finding of every game of the level, which hints follow."""


class GameFinding(Base):
    """What a search learned about a position of a game's current deal phase (an engine ``Finding`` as JSON).

    Only that game's hints read them: a finding names positions and lines, never the seed. A redeal makes the
    earlier phase's findings useless, so they are read by phase and dropped.
    """

    __tablename__ = "game_findings"
    __table_args__ = (
        Index("ix_game_findings_game_id_phase", "game_id", "phase", "id"),
        Index("ix_game_findings_created_at", "created_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    phase: Mapped[int] = mapped_column(Integer)
    """The game's redeals used when the position was searched."""
    source: Mapped[str] = mapped_column(String(10))
    """``proof`` (the proven deal's line), ``hint`` (a hint's own search) or ``search`` (the worker's)."""
    finding: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())


class DealRating(Base):
    """How hard a deal's first deal is, as the worker's solver found it: one row per deal (a daily deal or a race
    is rated once, however many play it)."""

    __tablename__ = "deal_ratings"

    rules: Mapped[str] = mapped_column(String(20), primary_key=True)
    seed_commitment: Mapped[str] = mapped_column(String(64), primary_key=True)
    verdict: Mapped[str] = mapped_column(String(10))
    """``winnable``, ``unwinnable`` (without a redeal) or ``unknown`` (not decided within the budget)."""
    par: Mapped[int | None] = mapped_column(Integer)
    """Moves of the shortest winning line found, when ``winnable``."""
    nodes: Mapped[int] = mapped_column(Integer)
    seconds: Mapped[float] = mapped_column(Float)
    """CPU seconds the rating took (0 when the budget allowed no search)."""
    rated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class SolverUsage(Base):
    """CPU seconds the worker's solver spent for a player on a UTC day (background searches, deal ratings)."""

    __tablename__ = "solver_usage"

    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)
    day: Mapped[date] = mapped_column(Date, primary_key=True)
    seconds: Mapped[float] = mapped_column(Float)

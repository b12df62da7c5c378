"""All SQL about statistics, days, campaign progress and unlocks."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, cast

from sqlalchemy import Row, Table, bindparam, case, func, literal, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from app.games.models import DailyPractice, GameRecord
from app.players.models import Player
from app.progress.models import CampaignProgress, EarnedAchievement, PlayerDay, PlayerStats, Unlock

ACHIEVEMENTS = cast(Table, EarnedAchievement.__table__)
DAYS = cast(Table, PlayerDay.__table__)
UNLOCKS = cast(Table, Unlock.__table__)


def _count_day(insert: Any, higher: Any) -> Any:
    counted = insert(DAYS).values({column.name: bindparam(column.name) for column in DAYS.columns})
    return counted.on_conflict_do_update(
        index_elements=[column.name for column in DAYS.primary_key],
        set_={
            "played": DAYS.c.played + counted.excluded.played,
            "won": DAYS.c.won + counted.excluded.won,
            "best_score": higher(DAYS.c.best_score, counted.excluded.best_score),
        },
    )


# Built once per dialect: every ranked game's end runs it.
_COUNT_DAY = {
    "postgresql": _count_day(postgresql.insert, func.greatest),
    "sqlite": _count_day(sqlite.insert, func.max),  # SQLite's max() of two values is the greater
}
_EARNED = (
    select(literal("card back").label("kind"), UNLOCKS.c.card_back.label("code"))
    .where(UNLOCKS.c.player_id == bindparam("player_id"))
    .union_all(
        select(literal("achievement"), ACHIEVEMENTS.c.code).where(ACHIEVEMENTS.c.player_id == bindparam("player_id"))
    )
)

_RESULT = (
    GameRecord.id,
    GameRecord.status,
    GameRecord.badge,
    GameRecord.score,
    GameRecord.elapsed_ms,
    GameRecord.moves,
    GameRecord.redeals_used,
)
"""What the calendar shows of a game."""


class ProgressRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def all_stats(self, player_id: str) -> list[PlayerStats]:
        query = select(PlayerStats).where(PlayerStats.player_id == player_id).order_by(PlayerStats.rules)
        return list(self.session.scalars(query))

    def count_day(self, player_id: str, rules: str, day: date, figures: dict[str, int]) -> None:
        """Add one game's ``figures`` (played, won, best_score: what :func:`fold_day` makes of it on a day of none)
        to the player's ``day``, in one statement: the played and won counts add up, the best score is the higher."""
        values = {"player_id": player_id, "rules": rules, "day": day, **figures}
        self.session.connection().execute(_COUNT_DAY[self.session.get_bind().dialect.name], values)

    def days_since(self, player_id: str, first: date) -> list[PlayerDay]:
        query = select(PlayerDay).where(PlayerDay.player_id == player_id, PlayerDay.day >= first)
        return list(self.session.scalars(query.order_by(PlayerDay.rules, PlayerDay.day)))

    def campaign(self, player_id: str) -> list[CampaignProgress]:
        query = select(CampaignProgress).where(CampaignProgress.player_id == player_id)
        return list(self.session.scalars(query.order_by(CampaignProgress.level)))

    def campaign_level(self, player_id: str, level: int) -> CampaignProgress | None:
        return self.session.get(CampaignProgress, (player_id, level))

    def earned(self, player_id: str) -> tuple[set[str], set[str]]:
        """The card backs and the achievements the player has earned, in one query."""
        backs: set[str] = set()
        achievements: set[str] = set()
        for kind, code in self.session.connection().execute(_EARNED, {"player_id": player_id}):
            (backs if kind == "card back" else achievements).add(code)
        return backs, achievements

    def unlocks(self, player_id: str) -> list[Unlock]:
        return list(self.session.scalars(select(Unlock).where(Unlock.player_id == player_id)))

    def daily_dates(self, player_id: str, first: date, last: date) -> set[date]:
        query = select(GameRecord.daily_date).where(
            GameRecord.player_id == player_id,
            GameRecord.kind == "daily",
            GameRecord.daily_date >= first,
            GameRecord.daily_date <= last,
        )
        return {day for day in self.session.scalars(query) if day is not None}

    def daily_games(self, player_id: str, first: date, last: date) -> list[Row[Any]]:
        """The player's results on the daily deals of ``first`` to ``last`` (one a day at most), oldest first."""
        query = select(GameRecord.daily_date.label("day"), *_RESULT).where(
            GameRecord.player_id == player_id,
            GameRecord.kind == "daily",
            GameRecord.daily_date >= first,
            GameRecord.daily_date <= last,
        )
        return list(self.session.execute(query.order_by(GameRecord.daily_date)))

    def daily_outcomes(self, player_id: str, last: date) -> list[tuple[date, str]]:
        """Each day's daily deal the player started up to ``last``, with its game's status, oldest first."""
        query = select(GameRecord.daily_date, GameRecord.status).where(
            GameRecord.player_id == player_id,
            GameRecord.kind == "daily",
            GameRecord.daily_date <= last,
        )
        return [(day, status) for day, status in self.session.execute(query.order_by(GameRecord.daily_date)) if day]

    def best_practices(self, player_id: str, first: date, last: date) -> list[Row[Any]]:
        """Per day of ``first`` to ``last`` that the player practised: the best practice game (a win before a loss,
        then the higher score) and ``games``, how many they started. However many games a day has, the answer is a
        row a day, read in one statement."""
        by_day = (DailyPractice.day,)
        ranked = (
            select(
                DailyPractice.day,
                *_RESULT,
                func.count().over(partition_by=by_day).label("games"),
                func.row_number()
                .over(
                    partition_by=by_day,
                    order_by=(case((GameRecord.status == "won", 0), else_=1), GameRecord.score.desc(), GameRecord.id),
                )
                .label("place"),
            )
            .join(GameRecord, GameRecord.id == DailyPractice.game_id)
            .where(DailyPractice.player_id == player_id, DailyPractice.day >= first, DailyPractice.day <= last)
            .subquery()
        )
        return list(self.session.execute(select(ranked).where(ranked.c.place == 1).order_by(ranked.c.day)))

    def finished_daily_outcomes(self, player_id: str, last: date) -> dict[date, str]:
        """The status of each finished daily game of the player up to ``last``."""
        query = select(GameRecord.daily_date, GameRecord.status).where(
            GameRecord.player_id == player_id,
            GameRecord.kind == "daily",
            GameRecord.status != "playing",
            GameRecord.daily_date <= last,
        )
        return {day: status for day, status in self.session.execute(query) if day}

    def achievements(self, player_id: str) -> list[EarnedAchievement]:
        query = select(EarnedAchievement).where(EarnedAchievement.player_id == player_id)
        return list(self.session.scalars(query.order_by(EarnedAchievement.earned_at, EarnedAchievement.code)))

    def grant_achievements(self, player_id: str, codes: list[str], game_id: str, now: datetime) -> list[str]:
        """Store the achievements not earned yet, and say which they were: a code already earned (by a game that
        ended meanwhile) is left as it was, so each is granted once whatever ends at the same time."""
        if not codes:
            return []
        insert = postgresql.insert if self.session.get_bind().dialect.name == "postgresql" else sqlite.insert
        rows = [{"player_id": player_id, "code": code, "game_id": game_id, "earned_at": now} for code in codes]
        granted = self.session.execute(
            insert(ACHIEVEMENTS).values(rows).on_conflict_do_nothing().returning(ACHIEVEMENTS.c.code)
        )
        new = set(granted.scalars())
        return [code for code in codes if code in new]

    def days_of(self, player_id: str, rules: str, first: date) -> list[PlayerDay]:
        query = select(PlayerDay).where(
            PlayerDay.player_id == player_id, PlayerDay.rules == rules, PlayerDay.day >= first
        )
        return list(self.session.scalars(query.order_by(PlayerDay.day)))

    def latest_finished(self, player_id: str, rules: str, limit: int) -> list[Row[Any]]:
        """The player's latest ``limit`` finished ranked games of ``rules``: their outcome, clock, moves and redeals."""
        query = (
            select(GameRecord.status, GameRecord.elapsed_ms, GameRecord.moves, GameRecord.redeals_used)
            .where(
                GameRecord.player_id == player_id,
                GameRecord.rules == rules,
                GameRecord.ranked.is_(True),
                GameRecord.finished_at.is_not(None),
            )
            .order_by(GameRecord.finished_at.desc())
            .limit(limit)
        )
        return list(self.session.execute(query))

    def finished_ranked_games(self, player_id: str) -> list[GameRecord]:
        query = select(GameRecord).where(
            GameRecord.player_id == player_id, GameRecord.ranked.is_(True), GameRecord.status != "playing"
        )
        return list(self.session.scalars(query.order_by(GameRecord.finished_at, GameRecord.id)))

    def player(self, player_id: str) -> Player | None:
        return self.session.get(Player, player_id)

    def add(self, row: Any) -> None:
        self.session.add(row)

    def flush(self) -> None:
        self.session.flush()

"""All SQL about statistics, days, campaign progress and unlocks."""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from app.games.models import GameRecord
from app.players.models import Player
from app.progress.models import CampaignProgress, PlayerDay, PlayerStats, Unlock


class ProgressRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def stats(self, player_id: str, rules: str) -> PlayerStats | None:
        return self.session.get(PlayerStats, (player_id, rules))

    def all_stats(self, player_id: str) -> list[PlayerStats]:
        query = select(PlayerStats).where(PlayerStats.player_id == player_id).order_by(PlayerStats.rules)
        return list(self.session.scalars(query))

    def day(self, player_id: str, rules: str, day: date) -> PlayerDay | None:
        return self.session.get(PlayerDay, (player_id, rules, day))

    def days_since(self, player_id: str, first: date) -> list[PlayerDay]:
        query = select(PlayerDay).where(PlayerDay.player_id == player_id, PlayerDay.day >= first)
        return list(self.session.scalars(query.order_by(PlayerDay.rules, PlayerDay.day)))

    def campaign(self, player_id: str) -> list[CampaignProgress]:
        query = select(CampaignProgress).where(CampaignProgress.player_id == player_id)
        return list(self.session.scalars(query.order_by(CampaignProgress.level)))

    def campaign_level(self, player_id: str, level: int) -> CampaignProgress | None:
        return self.session.get(CampaignProgress, (player_id, level))

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

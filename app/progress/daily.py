"""The player's record on the daily deals: streaks, and a month's calendar beside each day's deal."""

from __future__ import annotations

import calendar
from datetime import date, timedelta
from typing import Any

from sqlalchemy import Row

from app.engine import commitment
from app.games.deals import DAILY_RULES, FIRST_DAILY_DATE, daily_seed
from app.kit.errors import Unprocessable
from app.kit.vocabulary import Badge, GameStatus, Rules
from app.progress.catalog import MONTHLY_MEDALS, monthly_medal, next_monthly_medal
from app.progress.repository import ProgressRepository
from app.progress.schemas import (
    CalendarDay,
    CalendarGame,
    CalendarPractice,
    DailyCalendar,
    DailyStreaks,
    Freezes,
    MonthlyMedal,
    Streak,
)
from app.progress.streaks import MOST_FREEZES, DayOutcome, fold_streaks

FIRST_MONTH = FIRST_DAILY_DATE


def parse_month(text: str | None, today: date) -> date:
    """The first day of the month ``YYYY-MM`` (this month's when None), refused after this month."""
    if text is None:
        return today.replace(day=1)
    year, month = int(text[:4]), int(text[5:7])
    first = date(year, month, 1) if year >= FIRST_MONTH.year else date.min
    if first > today:
        raise Unprocessable(
            f"the daily deals of {text} have not begun: ask for {today:%Y-%m} or an earlier month",
            errors=[{"location": ["query", "month"], "message": "a month that has begun"}],
        )
    if first < FIRST_MONTH:
        raise Unprocessable(
            f"the calendar begins in {FIRST_MONTH:%Y-%m}",
            errors=[{"location": ["query", "month"], "message": f"{FIRST_MONTH:%Y-%m} or later"}],
        )
    return first


class DailyRecord:
    def __init__(self, repository: ProgressRepository, today: date, secret_key: str) -> None:
        self.progress = repository
        self.today = today
        self.secret_key = secret_key

    def streaks(self, player_id: str) -> DailyStreaks:
        outcomes = {day: DayOutcome(status) for day, status in self.progress.daily_outcomes(player_id, self.today)}
        folded = fold_streaks(outcomes, self.today)
        return DailyStreaks(
            played=Streak(current=folded.played, best=folded.best_played),
            won=Streak(current=folded.won, best=folded.best_won),
            freezes=Freezes(
                held=folded.freezes,
                most=MOST_FREEZES,
                days_to_next=folded.days_to_next_freeze,
                covered_days=folded.frozen_days,
            ),
            played_today=folded.played_today,
        )

    def calendar(self, player_id: str, first: date) -> DailyCalendar:
        last = first.replace(day=calendar.monthrange(first.year, first.month)[1])
        ranked = {row.day: row for row in self.progress.daily_games(player_id, first, last)}
        practised = {row.day: row for row in self.progress.best_practices(player_id, first, last)}
        month = [first + timedelta(days=n) for n in range(last.day)]
        days = [self._day(day, ranked.get(day), practised.get(day)) for day in month]
        won = sum(1 for game in ranked.values() if game.status == GameStatus.WON)
        ahead = next_monthly_medal(won)
        previous = (first - timedelta(days=1)).replace(day=1)
        following = last + timedelta(days=1)
        return DailyCalendar(
            month=f"{first:%Y-%m}",
            rules=Rules(DAILY_RULES),
            days=days,
            played_days=len(ranked),
            won_days=won,
            medal=_badge(monthly_medal(won)),
            next_medal=MonthlyMedal(medal=Badge(ahead[0]), days_won=ahead[1]) if ahead else None,
            medals=[MonthlyMedal(medal=Badge(medal), days_won=days) for medal, days in reversed(MONTHLY_MEDALS)],
            previous_month=f"{previous:%Y-%m}" if previous >= FIRST_MONTH else None,
            next_month=f"{following:%Y-%m}" if following <= self.today else None,
        )

    def _day(self, day: date, ranked: Row[Any] | None, practice: Row[Any] | None) -> CalendarDay:
        seed = daily_seed(self.secret_key, day)
        return CalendarDay(
            date=day,
            commitment=commitment(seed) if day <= self.today + timedelta(days=1) else None,
            seed=seed if day < self.today else None,
            my_game=_game(ranked) if ranked is not None else None,
            practice=CalendarPractice(games=practice.games, best=_game(practice)) if practice is not None else None,
        )


def _game(game: Row[Any]) -> CalendarGame:
    return CalendarGame(
        id=game.id, status=GameStatus(game.status), badge=_badge(game.badge), score=game.score,
        elapsed_ms=game.elapsed_ms, moves=game.moves, redeals_used=game.redeals_used,
    )  # fmt: skip


def _badge(badge: str | None) -> Badge | None:
    return Badge(badge) if badge else None

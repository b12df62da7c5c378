"""Statistics, campaign progress, titles and card backs: all derived from refereed games.

One fold (:class:`Figures` and :func:`fold_day`) serves both the update made as each ranked
game ends and the rebuild from the games table that checks it (a day's figures are added up
in the store, one game's fold at a time).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import date, datetime, timedelta
from typing import Any

from app.engine import get_rules
from app.games.deals import CAMPAIGN_LEVELS
from app.games.repository import FinishedGame
from app.progress.catalog import (
    ACHIEVEMENTS,
    BADGE_RANK,
    DAILY_MONTH_DAYS,
    DAILY_STREAK_FOR_BACK,
    DAILY_WEEK_DAYS,
    EXPRESS_SPRINT_MS,
    FIRST_WIN_OF_RULES,
    FREE_CARD_BACKS,
    GRAND_MARSHAL,
    HUNDRED_WINS,
    WINS_FOR_BACK,
    better_badge,
)
from app.progress.charts import RECENT_GAMES, ChartedGame, Charts, PlayedDay, year_start
from app.progress.models import CampaignProgress, PlayerStats, Unlock
from app.progress.repository import ProgressRepository
from app.progress.streaks import DayOutcome, fold_streaks

STAT_DAYS = 30


@dataclass
class Figures:
    """A player's figures under one rules profile."""

    played: int = 0
    won: int = 0
    current_streak: int = 0
    best_streak: int = 0
    best_time_ms: int | None = None
    best_score: int | None = None
    fewest_moves_win: int | None = None
    total_score: int = 0
    gold: int = 0
    silver: int = 0
    bronze: int = 0
    abandoned: int = 0
    cards_in_sequence: dict[str, int] = field(default_factory=dict)

    def add(self, game: FinishedGame) -> None:
        self.played += 1
        self.abandoned += game.cause == "abandoned"
        self.total_score += game.score
        self.best_score = game.score if self.best_score is None else max(self.best_score, game.score)
        key = str(game.cards_in_sequence)
        self.cards_in_sequence[key] = self.cards_in_sequence.get(key, 0) + 1
        if game.badge in ("gold", "silver", "bronze"):
            setattr(self, game.badge, getattr(self, game.badge) + 1)
        if game.status == "won":
            self.won += 1
            self.current_streak += 1
            self.best_streak = max(self.best_streak, self.current_streak)
            self.best_time_ms = _least(self.best_time_ms, game.elapsed_ms)
            self.fewest_moves_win = _least(self.fewest_moves_win, game.moves)
        else:
            self.current_streak = 0

    @classmethod
    def of(cls, row: PlayerStats) -> Figures:
        return cls(**{name: getattr(row, name) for name in cls.__dataclass_fields__})

    def store(self, row: PlayerStats) -> None:
        for name, value in asdict(self).items():
            setattr(row, name, value)


def _least(current: int | None, value: int) -> int:
    return value if current is None else min(current, value)


def fold_day(day: dict[str, int], game: FinishedGame) -> None:
    day["played"] = day.get("played", 0) + 1
    day["won"] = day.get("won", 0) + (game.status == "won")
    day["best_score"] = max(day.get("best_score", 0), game.score)


@dataclass
class Earned:
    """What ending one game earned, for the client to celebrate."""

    unlocked_card_backs: list[str] = field(default_factory=list)
    title: str | None = None
    campaign_level: int | None = None
    campaign_best_badge: str | None = None
    achievements: list[str] = field(default_factory=list)


class ProgressService:
    def __init__(self, repository: ProgressRepository, now: datetime) -> None:
        self.progress = repository
        self.now = now

    # -- recording -------------------------------------------------------------------

    def record_finished(self, game: FinishedGame, player_id: str) -> Earned:
        """Fold a ranked game that just ended into the player's stats, campaign and unlocks."""
        earned = Earned()
        # Every mode's figures, read once: the unlocks and achievements count wins and golds over them all.
        stats = self.progress.all_stats(player_id)
        row = next((each for each in stats if each.rules == game.rules), None)
        if row is None:
            row = PlayerStats(player_id=player_id, rules=game.rules)
            Figures().store(row)
            self.progress.add(row)
            stats.append(row)
        figures = Figures.of(row)
        figures.cards_in_sequence = dict(figures.cards_in_sequence)
        figures.add(game)
        figures.store(row)
        self._record_day(player_id, game)
        if game.kind == "campaign" and game.campaign_level is not None:
            self._record_campaign(player_id, game, earned)
        self.progress.flush()
        card_backs, achievements = self.progress.earned(player_id)
        earned.unlocked_card_backs = self._grant_unlocks(player_id, game, stats, card_backs)
        earned.achievements = self._grant_achievements(player_id, game, stats, achievements)
        return earned

    def _record_day(self, player_id: str, game: FinishedGame) -> None:
        figures: dict[str, int] = {}
        fold_day(figures, game)  # the game's figures on a day of none, which the store adds to the day's
        self.progress.count_day(player_id, game.rules, (game.finished_at or self.now).date(), figures)

    def _record_campaign(self, player_id: str, game: FinishedGame, earned: Earned) -> None:
        level = game.campaign_level
        assert level is not None
        row = self.progress.campaign_level(player_id, level)
        if row is None:
            row = CampaignProgress(player_id=player_id, level=level, best_badge=None, attempts=0, best_game_id=None)
            self.progress.add(row)
        row.attempts += 1
        if BADGE_RANK[game.badge] > BADGE_RANK[row.best_badge]:
            row.best_badge, row.best_game_id = game.badge, game.id
        earned.campaign_level, earned.campaign_best_badge = level, row.best_badge
        self.progress.flush()
        progress = self.progress.campaign(player_id)
        if len(progress) == CAMPAIGN_LEVELS and all(p.best_badge == "gold" for p in progress):
            player = self.progress.player(player_id)
            if player is not None and player.title != GRAND_MARSHAL:
                player.title = GRAND_MARSHAL
                earned.title = GRAND_MARSHAL

    def _grant_unlocks(self, player_id: str, game: FinishedGame, stats: list[PlayerStats], have: set[str]) -> list[str]:
        new = [back for back in self.deeds_done(player_id, stats, game) if back not in have]
        for back in new:
            self.progress.add(Unlock(player_id=player_id, card_back=back, game_id=game.id, unlocked_at=self.now))
        return new

    def _grant_achievements(
        self, player_id: str, game: FinishedGame, stats: list[PlayerStats], have: set[str]
    ) -> list[str]:
        done = achievements_of_game(game)
        wins = sum(row.won for row in stats) if HUNDRED_WINS_CODE not in have else 0
        streak = 0
        if game.kind == "daily" and game.daily_date is not None and not have >= STREAK_CODES:
            outcomes = self.progress.finished_daily_outcomes(player_id, game.daily_date)
            outcomes[game.daily_date] = game.status
            streak = best_daily_streak(outcomes)
        done |= achievements_of_record(wins=wins, best_daily_streak=streak)
        new = [achievement.code for achievement in ACHIEVEMENTS if achievement.code in done - have]
        return self.progress.grant_achievements(player_id, new, game.id, self.now)

    def deeds_done(self, player_id: str, stats: list[PlayerStats], game: FinishedGame | None = None) -> list[str]:
        """The earned card backs whose deeds the player's history shows (``stats``: their figures in every mode)."""
        player = self.progress.player(player_id)
        return card_backs_for_deeds(
            wins=sum(row.won for row in stats),
            golds=sum(row.gold for row in stats),
            daily_streak=self._daily_streak(player_id, game),
            grand_marshal=player is not None and player.title == GRAND_MARSHAL,
        )

    def _daily_streak(self, player_id: str, game: FinishedGame | None) -> int:
        """Daily deals played on consecutive dates, ending at this game's date (or the latest)."""
        last = game.daily_date if game is not None and game.daily_date is not None else None
        if last is None:
            return 0
        dates = self.progress.daily_dates(player_id, last - timedelta(days=DAILY_STREAK_FOR_BACK), last)
        streak = 0
        while last - timedelta(days=streak) in dates:
            streak += 1
        return streak

    # -- reading ---------------------------------------------------------------------

    def card_backs(self, player_id: str) -> set[str]:
        return set(FREE_CARD_BACKS) | {unlock.card_back for unlock in self.progress.unlocks(player_id)}

    def stats(self, player_id: str) -> dict[str, Any]:
        first = self.now.date() - timedelta(days=STAT_DAYS - 1)
        days: dict[str, dict[str, dict[str, int]]] = {}
        for day_row in self.progress.days_since(player_id, first):
            days.setdefault(day_row.rules, {})[day_row.day.isoformat()] = {
                "played": day_row.played, "won": day_row.won, "best_score": day_row.best_score,
            }  # fmt: skip
        out = {}
        for row in self.progress.all_stats(player_id):
            figures = Figures.of(row)
            out[row.rules] = {
                **asdict(figures),
                "win_rate": round(figures.won / figures.played, 4) if figures.played else 0.0,
                "average_score": round(figures.total_score / figures.played, 1) if figures.played else 0.0,
                "last_30_days": [
                    {"date": day.isoformat(), **days.get(row.rules, {}).get(day.isoformat(), _EMPTY_DAY)}
                    for day in (first + timedelta(days=n) for n in range(STAT_DAYS))
                ],
            }
        return out

    def charts(self, player_id: str, rules: str) -> dict[str, Any]:
        today = self.now.date()
        year = self.progress.days_of(player_id, rules, year_start(today))
        days = [PlayedDay(row.day, row.played, row.won) for row in year]
        games = [
            ChartedGame(row.status == "won", row.elapsed_ms, row.moves, row.redeals_used)
            for row in self.progress.latest_finished(player_id, rules, RECENT_GAMES)
        ]
        charts = Charts.of(today, days, games, get_rules(rules).redeals)
        return {
            "rules": rules,
            "since": year_start(today),
            "months": [{"month": month, "played": played, "won": won} for month, played, won in charts.months],
            "days": [{"date": day.day, "played": day.played, "won": day.won} for day in charts.days],
            "games": charts.games,
            "wins": charts.wins,
            "best_time_ms": charts.best_ms,
            "median_time_ms": charts.median_ms,
            "times": [asdict(bin_) for bin_ in charts.times],
            "median_moves": charts.median_moves,
            "moves": [asdict(bin_) for bin_ in charts.moves],
            "redeals": [{"used": used, "games": count} for used, count in charts.redeals],
        }

    # -- checking --------------------------------------------------------------------

    def stored(self, player_id: str) -> dict[str, Any]:
        """Stats, days, campaign and unlocks as stored, in the shape :meth:`rebuilt` gives."""
        days = {(row.rules, row.day.isoformat()): {"played": row.played, "won": row.won, "best_score": row.best_score}
                for row in self.progress.days_since(player_id, date.min)}  # fmt: skip
        card_backs, achievements = self.progress.earned(player_id)
        return {
            "stats": {row.rules: asdict(Figures.of(row)) for row in self.progress.all_stats(player_id)},
            "days": days,
            "campaign": {row.level: (row.best_badge, row.attempts) for row in self.progress.campaign(player_id)},
            "unlocks": card_backs,
            "achievements": achievements,
        }

    def rebuilt(self, player_id: str) -> dict[str, Any]:
        """The same, recomputed from the player's finished ranked games alone."""
        stats: dict[str, Figures] = {}
        days: dict[tuple[str, str], dict[str, int]] = {}
        campaign: dict[int, tuple[str | None, int]] = {}
        achieved: set[str] = set()
        for game in self.progress.finished_ranked_games(player_id):
            stats.setdefault(game.rules, Figures()).add(game)
            achieved |= achievements_of_game(game)
            day_key = (game.rules, (game.finished_at or self.now).date().isoformat())
            fold_day(days.setdefault(day_key, {}), game)
            if game.kind == "campaign" and game.campaign_level is not None:
                badge, attempts = campaign.get(game.campaign_level, (None, 0))
                campaign[game.campaign_level] = (better_badge(badge, game.badge), attempts + 1)
        return {
            "stats": {rules: asdict(figures) for rules, figures in stats.items()},
            "days": days,
            "campaign": campaign,
            "unlocks": set(self._unlocks_from_history(player_id, stats, campaign)),
            "achievements": achieved
            | achievements_of_record(
                wins=sum(figures.won for figures in stats.values()),
                best_daily_streak=best_daily_streak(self.progress.finished_daily_outcomes(player_id, date.max)),
            ),
        }

    def _unlocks_from_history(
        self, player_id: str, stats: dict[str, Figures], campaign: dict[int, tuple[str | None, int]]
    ) -> list[str]:
        dates = sorted(self.progress.daily_dates(player_id, date.min, date.max))
        run = best = 0
        for index, day in enumerate(dates):
            run = run + 1 if index and day - dates[index - 1] == timedelta(days=1) else 1
            best = max(best, run)
        return card_backs_for_deeds(
            wins=sum(figures.won for figures in stats.values()),
            golds=sum(figures.gold for figures in stats.values()),
            daily_streak=best,
            grand_marshal=len(campaign) == CAMPAIGN_LEVELS and all(badge == "gold" for badge, _ in campaign.values()),
        )


_EMPTY_DAY = {"played": 0, "won": 0, "best_score": 0}


def card_backs_for_deeds(*, wins: int, golds: int, daily_streak: int, grand_marshal: bool) -> list[str]:
    """The earned card backs, from the deeds that earn them (see the catalog)."""
    earned = {
        "brass-star": wins >= 1,
        "gold-rush": golds >= 1,
        "prairie-sunset": wins >= WINS_FOR_BACK,
        "sunrise-rider": daily_streak >= DAILY_STREAK_FOR_BACK,
        "marshal-badge": grand_marshal,
    }
    return [back for back, done in earned.items() if done]


HUNDRED_WINS_CODE = "hundred-wins"
STREAK_CODES = {"daily-week", "daily-month"}


def achievements_of_game(game: FinishedGame) -> set[str]:
    """The achievements one ranked game's end earns by itself. Those of skill ask for a game played without a
    hint."""
    if game.status != "won":
        return {"campaign-gold"} if game.kind == "campaign" and game.badge == "gold" else set()
    done = {FIRST_WIN_OF_RULES[game.rules]} if game.rules in FIRST_WIN_OF_RULES else set()
    if game.kind == "campaign" and game.badge == "gold":
        done.add("campaign-gold")
    if not game.assisted:
        if game.redeals_used == 0:
            done.add("no-redeal-win")
        if game.par_moves is not None and game.moves <= game.par_moves:
            done.add("under-par")
        if game.rules == "express@1" and game.elapsed_ms < EXPRESS_SPRINT_MS:
            done.add("express-sprint")
    return done


def achievements_of_record(*, wins: int, best_daily_streak: int) -> set[str]:
    """The achievements a player's record earns: their wins, their longest daily streak."""
    earned = {
        HUNDRED_WINS_CODE: wins >= HUNDRED_WINS,
        "daily-week": best_daily_streak >= DAILY_WEEK_DAYS,
        "daily-month": best_daily_streak >= DAILY_MONTH_DAYS,
    }
    return {code for code, done in earned.items() if done}


def best_daily_streak(outcomes: dict[date, str]) -> int:
    """The longest run of days with the daily deal played (freezes included) in finished daily games."""
    if not outcomes:
        return 0
    days = {day: DayOutcome(status) for day, status in outcomes.items()}
    return fold_streaks(days, max(days)).best_played

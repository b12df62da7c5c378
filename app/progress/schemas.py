"""What a player's progress looks like on the wire."""

from __future__ import annotations

from datetime import date, datetime

from pydantic import BaseModel, Field, RootModel

from app.kit.vocabulary import AchievementCode, Badge, CardBackDeed, GameStatus, Rules


class CampaignLevel(BaseModel):
    level: int
    rules: Rules
    commitment: str | None = Field(description="null until the worker has chosen and proved the level's deal")
    proven_winnable: bool = Field(description="the solver proved this deal winnable without a redeal")
    par_moves: int | None = Field(
        default=None, description="when proven winnable: the moves of the shortest winning line the solver found"
    )
    best_badge: Badge | None
    attempts: int


class CampaignMap(BaseModel):
    levels: list[CampaignLevel]
    title: str | None = Field(description="Grand Marshal once every level has a gold badge")


class DayFigures(BaseModel):
    date: str
    played: int
    won: int
    best_score: int


class RulesStats(BaseModel):
    played: int
    won: int
    win_rate: float
    current_streak: int
    best_streak: int
    best_time_ms: int | None
    best_score: int | None
    fewest_moves_win: int | None
    average_score: float
    total_score: int
    gold: int
    silver: int
    bronze: int
    abandoned: int = Field(description="games left in play or idle too long, each counted as a loss")
    cards_in_sequence: dict[str, int] = Field(description="how many games ended with each number of cards in sequence")
    last_30_days: list[DayFigures]


class MonthFigures(BaseModel):
    month: str = Field(description="YYYY-MM (UTC)", examples=["2026-11"])
    played: int
    won: int


class DayPlayed(BaseModel):
    date: date
    played: int
    won: int


class CountBin(BaseModel):
    low: int
    high: int = Field(description="exclusive: the bin counts the values from `low` up to, not including, `high`")
    games: int


class RedealCount(BaseModel):
    used: int = Field(description="redeals used; in relaxed@1 the last entry counts this many or more")
    games: int


class PlayerCharts(BaseModel):
    """Your ranked games of one mode, ready to draw: the year by month and by day, and how your latest finished
    games were distributed."""

    rules: Rules
    since: date = Field(description="the first day of the year the months and days cover (UTC)")
    months: list[MonthFigures] = Field(description="the last twelve months, oldest first; ranked games ended in each")
    days: list[DayPlayed] = Field(description="the days of that year with a ranked game ended, oldest first")
    games: int = Field(description="the finished ranked games the distributions count: the latest 5,000 at most")
    wins: int
    best_time_ms: int | None = Field(description="among those wins")
    median_time_ms: int | None = Field(description="among those wins (the lower middle of an even count)")
    times: list[CountBin] = Field(description="finishing times of those wins in ms, in bins of one round width")
    median_moves: int | None
    moves: list[CountBin] = Field(description="moves of those games, in bins of one round width")
    redeals: list[RedealCount]


class EarnedBy(BaseModel):
    code: CardBackDeed = Field(description="what earns it; count says how many times, where it matters")
    count: int | None


class CardBackOut(BaseModel):
    id: str
    name: str
    how_to_earn: str | None = Field(description="in English words; null for the backs every player has")
    earned_by: EarnedBy | None = Field(description="the same, as a code and a count")
    owned: bool


class CardBacksOut(BaseModel):
    items: list[CardBackOut]
    next_cursor: str | None = Field(description="always null: the card backs fit on one page")


class PlayerStats(RootModel[dict[str, RulesStats]]):
    """Your figures per rules profile (keyed by its name, e.g. classic@1)."""


class Streak(BaseModel):
    current: int = Field(description="days in a row up to today (today counts once played, and breaks nothing before)")
    best: int


class Freezes(BaseModel):
    held: int = Field(description="freezes held now (at most `most`): each covers one missed day of a streak")
    most: int
    days_to_next: int | None = Field(
        description="days of streak still to play before the next freeze is earned; null while `most` are held"
    )
    covered_days: list[date] = Field(description="the missed days a freeze covered, oldest first")


class DailyStreaks(BaseModel):
    """Your streaks of UTC days with the daily deal played, and won, from the server's games alone."""

    played: Streak
    won: Streak
    freezes: Freezes
    played_today: bool = Field(description="today's daily deal is started: today counts")


class CalendarGame(BaseModel):
    id: str
    status: GameStatus
    badge: Badge | None
    score: int
    elapsed_ms: int
    moves: int
    redeals_used: int


class CalendarPractice(BaseModel):
    games: int = Field(description="practice games of this day's deal you started")
    best: CalendarGame = Field(description="the best of them: a win before a loss, then the higher score")


class CalendarDay(BaseModel):
    date: date
    commitment: str | None = Field(description="the deal's commitment; null for a day after tomorrow")
    seed: str | None = Field(description="the deal's seed once its day is over (then it may be played as practice)")
    my_game: CalendarGame | None = Field(description="your ranked attempt on the day, if you played it")
    practice: CalendarPractice | None = Field(description="your practice of the deal after its day, if any")


class MonthlyMedal(BaseModel):
    medal: Badge
    days_won: int


class DailyCalendar(BaseModel):
    """One month of daily deals, each beside your game on it and your practice of it."""

    month: str = Field(description="YYYY-MM (UTC)")
    rules: Rules
    days: list[CalendarDay]
    played_days: int
    won_days: int
    medal: Badge | None = Field(description="the month's medal so far, by days won (see `medals`)")
    next_medal: MonthlyMedal | None = Field(description="the next medal up and the days won it takes; null at gold")
    medals: list[MonthlyMedal] = Field(description="every monthly medal and the days won it takes")
    previous_month: str | None
    next_month: str | None = Field(description="null for the current month: later ones have not begun")


class AchievementOut(BaseModel):
    code: AchievementCode
    name: str
    how_to_earn: str = Field(description="in English words (a client words the code itself)")
    earned_at: datetime | None = Field(description="when you earned it; null if you have not yet")
    game_id: str | None = Field(description="the game that earned it (its replay shows how)")


class AchievementsOut(BaseModel):
    items: list[AchievementOut] = Field(description="every achievement, in the catalog's order")
    next_cursor: str | None = Field(description="always null: the achievements fit on one page")

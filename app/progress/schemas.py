"""What a player's progress looks like on the wire."""

from __future__ import annotations

from pydantic import BaseModel, Field, RootModel

from app.kit.vocabulary import Badge, CardBackDeed, Rules


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

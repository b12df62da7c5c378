from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field

from app.kit.vocabulary import DealVerdict, Rules
from app.races.schemas import RatingFigures


class BadgeCounts(BaseModel):
    gold: int
    silver: int
    bronze: int


class BestFigures(BaseModel):
    played: int
    won: int
    abandoned: int = Field(description="games left in play or idle too long, each counted as a loss")
    best_score: int | None
    best_time_ms: int | None
    fewest_moves_win: int | None


class HardestWin(BaseModel):
    """The hardest deal a player won, as the solver rated it."""

    game_id: str = Field(description="the game: its replay is at /api/v1/games/{game_id}/replay")
    rules: Rules
    verdict: DealVerdict = Field(
        description="unwinnable: proved unwinnable without a redeal, so the win needed the redeals (the hardest); "
        "winnable: won on a deal of par `par`"
    )
    par: int | None = Field(description="the deal's par, when winnable without a redeal")
    finished_at: datetime


class PublicProfile(BaseModel):
    """What anyone may see of a player: never the username, settings or games in progress."""

    id: str
    name: str
    named: bool = Field(description="false when the player chose no display name (the name is then a default)")
    bot: bool
    title: str | None
    badges: BadgeCounts
    best: dict[str, BestFigures] = Field(description="per rules profile")
    campaign_golds: int
    card_backs: int
    race_ratings: dict[str, RatingFigures] = Field(description="per rules profile raced rated at least once")
    hardest_win: HardestWin | None = Field(
        default=None,
        description="the hardest deal the player won in a ranked game without hints: one proved unwinnable without "
        "a redeal first, then the greatest par; only deals anyone may see (no campaign level, no daily deal before "
        "its day ends); null until one is rated",
    )

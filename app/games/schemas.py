from __future__ import annotations

from datetime import date, datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, model_validator

from app.engine import PROFILES

RulesName = Literal["classic@1", "relaxed@1", "express@1", "blue-moon@1"]
assert set(RulesName.__args__) == set(PROFILES)  # type: ignore[attr-defined]

Cell = Annotated[list[StrictInt], Field(min_length=2, max_length=2, description="[row, col], 0-based")]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class NewGame(Strict):
    rules: RulesName = Field(default="classic@1", description="the rules profile")
    seed: str | None = Field(
        default=None,
        min_length=1,
        max_length=200,
        pattern=r"^[^\x00-\x1f\x7f]+$",
        description="a practice deal: the game is unranked and its seed is public from the start (any text "
        "without control characters)",
    )
    winnable: bool = Field(
        default=False,
        description="a ranked classic@1 deal the solver proved winnable without a redeal; its par is shown after. "
        "Such deals are shared among all players (a few a day each) and rank on no leaderboard",
    )
    abandon_current: bool = Field(
        default=False,
        description="ranked games are played one at a time: end the one in play as a loss (abandoned) and start "
        "this one; without it, a ranked game in play answers 409 with its id",
    )

    @model_validator(mode="after")
    def winnable_deals_are_ranked_classic(self) -> NewGame:
        if self.winnable and self.seed is not None:
            raise ValueError("a winnable deal is dealt from a secret seed: leave out 'seed' or 'winnable'")
        if self.winnable and self.rules != "classic@1":
            raise ValueError("winnable deals are proven for classic@1 only")
        return self

    model_config = ConfigDict(
        extra="forbid", json_schema_extra={"examples": [{"rules": "classic@1"}, {"rules": "relaxed@1", "seed": "demo"}]}
    )


class StartOptions(Strict):
    abandon_current: bool = Field(
        default=False, description="end the ranked game in play as a loss (abandoned) and start this one"
    )


class MoveRequest(Strict):
    type: Literal["move"]
    card: str | None = Field(default=None, description="may be left out when the gap accepts one card", examples=["8D"])
    to: Cell | None = Field(default=None, description="may be left out when the card fits one gap")


class UndoRequest(Strict):
    type: Literal["undo"]


class RedealRequest(Strict):
    type: Literal["redeal"]


class ResignRequest(Strict):
    type: Literal["resign"]


ActionRequest = Annotated[
    MoveRequest | UndoRequest | RedealRequest | ResignRequest,
    Field(
        discriminator="type",
        examples=[{"type": "move", "card": "8D", "to": [1, 4]}, {"type": "undo"}, {"type": "redeal"}],
    ),
]


class LegalMoveOut(BaseModel):
    card: str
    to: Cell
    ends_game: bool = Field(description="true when this move wins or leaves the board blocked for good")


class GapOut(BaseModel):
    at: Cell
    accepts: list[str] = Field(description="the cards this gap takes; empty when it is dead")


class ScoreLine(BaseModel):
    what: str
    points: int


class ImprovedBoard(BaseModel):
    board: Literal["speed", "score"]
    rules: str
    league: Literal["people", "bots"]
    period: str
    rank: int
    previous: dict[str, int] | None = Field(description="the personal best it replaced; null for a first entry")
    figure: dict[str, int]


class CampaignResult(BaseModel):
    level: int
    best_badge: Literal["gold", "silver", "bronze"] | None


class Celebration(BaseModel):
    """What the action that ended a ranked game earned: only in that response."""

    improved_boards: list[ImprovedBoard] = []
    off_boards: str | None = Field(default=None, description="why the game is on no leaderboard, if it is not")
    under_review: bool = Field(
        default=False, description="held for a moderator's review: on no public board until it is cleared"
    )
    unlocked_card_backs: list[str] = []
    title: str | None = None
    campaign: CampaignResult | None = None


class GameState(BaseModel):
    id: str
    rules: str
    ranked: bool
    kind: Literal["free", "winnable", "daily", "campaign"]
    daily_date: date | None
    campaign_level: int | None
    par_moves: int | None = Field(description="for a deal proven winnable: its par (shown once the game is over)")
    status: Literal["playing", "won", "lost"]
    reason: Literal["blocked", "resigned", "time_up"] | None
    cause: Literal["abandoned", "expired"] | None = Field(
        description="why the server ended the game for its player (recorded as a resign): abandoned (left for "
        "another ranked game, or idle too long), expired (a daily deal still in play when its day ended)"
    )
    assisted: bool = Field(description="a hint was asked for: the game counts in statistics, on no leaderboard")
    bot: bool = Field(description="played by a bot: it ranks on the bots' boards only")
    board: list[list[str | None]]
    version: int
    moves: int
    undos: int
    redeals_used: int
    redeals_left: int | None = Field(description="null where redeals are unlimited")
    runs: list[int] = Field(description="cards in sequence from column 0, per row")
    cards_in_sequence: int
    complete_rows: int
    score: int = Field(description="final once the game is over, provisional before")
    score_lines: list[ScoreLine] = Field(description="the formula line by line; the score is their sum, floored at 0")
    badge: Literal["gold", "silver", "bronze"] | None
    elapsed_ms: int
    time_left_ms: int | None = Field(description="for timed profiles")
    seed_commitment: str = Field(description="SHA-256 of the seed, published at the start")
    seed: str | None = Field(
        description="practice games always; ranked games once over; daily deals once over and their day is over; "
        "campaign deals never (they are shared puzzles)"
    )
    legal_moves: list[LegalMoveOut]
    gaps: list[GapOut]
    stuck: bool = Field(description="no card can move: redeal, or the game is over")
    can_undo: bool
    can_redeal: bool
    created_at: datetime
    finished_at: datetime | None
    celebration: Celebration | None = None


class GamePage(BaseModel):
    items: list[GameState]
    next_cursor: str | None = Field(description="pass as ?cursor= for the next page; null at the end")


class LineMove(BaseModel):
    card: str
    to: Cell


class HintOut(BaseModel):
    assisted: bool = Field(description="the game is assisted now: it counts in statistics, on no leaderboard")
    version: int = Field(description="the game's version after the hint (the first hint makes a new one)")
    kind: Literal["move", "redeal", "none"]
    card: str | None
    to: Cell | None
    reason: str
    wins: bool = Field(description="a win within this deal was found: `line` leads to it")
    line: list[LineMove] = Field(description="the best line found in this deal, starting with the suggested move")


class ReplayRecord(BaseModel):
    """The replay record of rules-v1.md: `montana verify` accepts it once the game is over."""

    game_id: str
    rules: str
    seed: str | None = Field(description="withheld while a ranked game is in play")
    seed_commitment: str
    actions: list[dict[str, Any]]
    result: dict[str, Any]
    cause: Literal["abandoned", "expired"] | None = Field(description="why the server ended it, if it did")
    assisted: bool
    bot: bool


class DailyDeal(BaseModel):
    date: date
    rules: str
    commitment: str


class DailyOverview(BaseModel):
    today: DailyDeal
    tomorrow: DailyDeal
    yesterday_seed: str = Field(description="yesterday's deal is over: its seed, to check its commitment")


class CampaignLevel(BaseModel):
    level: int
    rules: str
    commitment: str | None = Field(description="null until the level's deal is chosen (the first game of it chooses)")
    proven_winnable: bool = Field(description="the solver proved this deal winnable without a redeal")
    best_badge: Literal["gold", "silver", "bronze"] | None
    attempts: int


class CampaignMap(BaseModel):
    levels: list[CampaignLevel]
    title: str | None = Field(description="Grand Marshal once every level has a gold badge")


class ReplayStep(BaseModel):
    action: dict[str, Any] | None = Field(description="the action that led here; null for the deal")
    board: list[list[str | None]]
    runs: list[int]
    moves: int
    redeals_used: int
    score: int
    status: str
    elapsed_ms: int


class ReplaySteps(BaseModel):
    game_id: str
    rules: str
    steps: list[ReplayStep]

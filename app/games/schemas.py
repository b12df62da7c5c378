from __future__ import annotations

from datetime import date, datetime
from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, model_validator

from app.kit.http import ProblemDetails
from app.kit.vocabulary import (
    AchievementCode,
    Badge,
    Board,
    Cause,
    DealVerdict,
    EndReason,
    GameKind,
    GameStatus,
    HintKind,
    HintVerdict,
    League,
    MoveOutcome,
    OffBoards,
    Rules,
    ScoreTermCode,
)  # fmt: skip

Cell = Annotated[list[StrictInt], Field(min_length=2, max_length=2, description="[row, col], 0-based")]
CardCode = Annotated[str, Field(description="rank then suit, e.g. 8D or TC", examples=["8D"])]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class GameFilter(StrEnum):
    """Which of your games to list."""

    PLAYING = "playing"
    FINISHED = "finished"


class NewGame(Strict):
    rules: Rules = Field(default=Rules.CLASSIC, description="the rules profile")
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
    lesson: bool = Field(
        default=False,
        description="with `seed`: a practice game played as a lesson (a tutorial's), of kind `lesson`, that stays "
        "off your public list of games",
    )
    abandon_current: bool = Field(
        default=False,
        description="ranked games are played one at a time: end the one in play as a loss (abandoned) and start "
        "this one; without it, a ranked game in play answers 409 with its id",
    )

    @model_validator(mode="after")
    def winnable_deals_are_ranked_classic(self) -> NewGame:
        if self.lesson and self.seed is None:
            raise ValueError("a lesson is a practice game of a known deal: give its 'seed'")
        if self.winnable and self.seed is not None:
            raise ValueError("a winnable deal is dealt from a secret seed: leave out 'seed' or 'winnable'")
        if self.winnable and self.rules != Rules.CLASSIC:
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
    card: CardCode | None = Field(default=None, description="may be left out when the gap accepts one card")
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


class MoveAction(BaseModel):
    type: Literal["move"]
    card: CardCode
    to: Cell
    t: int = Field(description="milliseconds since the game started, by the server's clock")


class UndoAction(BaseModel):
    type: Literal["undo"]
    t: int


class RedealAction(BaseModel):
    type: Literal["redeal"]
    t: int


class ResignAction(BaseModel):
    type: Literal["resign"]
    t: int


class TimeoutAction(BaseModel):
    type: Literal["timeout"]
    t: int


RecordedAction = Annotated[
    MoveAction | UndoAction | RedealAction | ResignAction | TimeoutAction, Field(discriminator="type")
]
"""An action of rules-v1.md as the server refereed it, with its time."""


class GameResult(BaseModel):
    """The result rules-v1.md defines: replaying the actions must reproduce it exactly."""

    status: GameStatus
    reason: EndReason | None
    moves: int
    undos: int
    redeals_used: int
    cards_in_sequence: int
    complete_rows: int
    elapsed_ms: int
    score: int
    badge: Badge | None


class LegalMoveOut(BaseModel):
    card: CardCode
    to: Cell
    ends_game: bool = Field(description="true when this move wins or leaves the board blocked for good")
    outcome: MoveOutcome | None = Field(
        description="how the game would end after this move: won, or lost (blocked with no redeal left); null if it "
        "would go on"
    )


class GapOut(BaseModel):
    at: Cell
    accepts: list[CardCode] = Field(description="the cards this gap takes; empty when it is dead")


class ScoreLine(BaseModel):
    code: ScoreTermCode = Field(description="which term of the score formula (rules-v1.md) this line is")
    count: int = Field(description="how many: cards, rows, moves, redeals or seconds")
    per: int = Field(description="points for each")
    points: int = Field(description="count x per")
    what: str = Field(description="the line in English words, e.g. '48 cards in sequence x 100'")


class Figure(BaseModel):
    """A finished game's figures: speed boards rank by elapsed_ms then moves, score boards by score."""

    score: int
    elapsed_ms: int
    moves: int


class ImprovedBoard(BaseModel):
    board: Board
    rules: Rules
    league: League
    period: str
    rank: int
    previous: Figure | None = Field(description="the personal best it replaced; null for a first entry")
    figure: Figure


class CampaignResult(BaseModel):
    level: int
    best_badge: Badge | None


class Celebration(BaseModel):
    """What the action that ended a ranked game earned: only in that response."""

    improved_boards: list[ImprovedBoard] = []
    off_boards: str | None = Field(default=None, description="why the game is on no leaderboard, if it is not")
    off_boards_code: OffBoards | None = Field(default=None, description="the same reason, as a code")
    under_review: bool = Field(
        default=False, description="held for a moderator's review: on no public board until it is cleared"
    )
    unlocked_card_backs: list[str] = []
    achievements: list[AchievementCode] = Field(default=[], description="the achievements this game earned, if any")
    title: str | None = None
    campaign: CampaignResult | None = None


class Difficulty(BaseModel):
    """How hard the game's first deal is, as the worker's solver rated it after the game."""

    verdict: DealVerdict = Field(
        description="winnable without a redeal; unwinnable without one (proved: a win needed the redeals); or "
        "unknown (not decided within the solver's budget)"
    )
    par: int | None = Field(description="when winnable: the moves of the shortest winning line the solver found")
    text: str = Field(description="the same in words, e.g. 'par 74 moves'")


class GameState(BaseModel):
    id: str
    rules: Rules
    ranked: bool
    kind: GameKind
    daily_date: date | None
    campaign_level: int | None
    par_moves: int | None = Field(description="for a deal proven winnable: its par (shown once the game is over)")
    status: GameStatus
    reason: EndReason | None
    cause: Cause | None = Field(
        description="why the server ended the game for its player (recorded as a resign): abandoned (left for "
        "another ranked game, or idle too long), expired (a daily deal still in play when its day ended)"
    )
    assisted: bool = Field(description="a hint was asked for: the game counts in statistics, on no leaderboard")
    bot: bool = Field(description="played by a bot: it ranks on the bots' boards only")
    board: list[list[CardCode | None]]
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
    badge: Badge | None
    elapsed_ms: int
    time_left_ms: int | None = Field(description="for timed profiles")
    server_time: datetime = Field(description="the server's clock when it answered, to set a client's clock by")
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
    difficulty: Difficulty | None = Field(
        default=None,
        description="a finished ranked game's deal as the solver rated it, seconds after the game ended; null "
        "before that, in play, for practice games, and for a daily deal until its day is over",
    )


class GamePage(BaseModel):
    items: list[GameState]
    next_cursor: str | None = Field(description="pass as ?cursor= for the next page; null at the end")


class FinishedGameOut(BaseModel):
    """A finished game as anyone may see it: its result, and its replay once its deal is public."""

    id: str
    rules: Rules
    kind: GameKind
    ranked: bool
    result: GameResult
    cause: Cause | None
    assisted: bool
    bot: bool
    par_moves: int | None
    created_at: datetime
    finished_at: datetime
    replay: str = Field(description="the address of its replay record")


class FinishedGamePage(BaseModel):
    items: list[FinishedGameOut]
    next_cursor: str | None = Field(description="pass as ?cursor= for the next page; null at the end")


class LineMove(BaseModel):
    card: CardCode
    to: Cell


class HintOut(BaseModel):
    assisted: bool = Field(description="the game is assisted now: it counts in statistics, on no leaderboard")
    version: int = Field(description="the game's version after the hint (the first hint makes a new one)")
    kind: HintKind = Field(description="undo only in relaxed@1, when a known win needs moves taken back")
    card: CardCode | None
    to: Cell | None
    reason: str
    wins: bool = Field(description="a win within this deal was found: `line` leads to it")
    line: list[LineMove] = Field(description="the best line found in this deal, starting with the suggested move")
    verdict: HintVerdict = Field(
        description="winnable: a winning line from here is known, and the hints follow it; lost: no line wins and no "
        "redeal is left; unknown: neither is known yet"
    )
    verdict_text: str = Field(description="the verdict in a sentence, for the player")


class ReplayRecord(BaseModel):
    """The replay record of rules-v1.md: `montana verify` accepts it once the game is over."""

    game_id: str
    rules: Rules
    seed: str | None = Field(description="withheld while a ranked game is in play")
    seed_commitment: str
    actions: list[RecordedAction]
    result: GameResult
    cause: Cause | None = Field(description="why the server ended it, if it did")
    assisted: bool
    bot: bool
    difficulty: Difficulty | None = Field(
        default=None, description="the deal as the solver rated it, as in the game's state"
    )


class DailyDeal(BaseModel):
    date: date
    rules: Rules
    commitment: str


class MyDailyGame(BaseModel):
    """Your game on today's deal (one ranked attempt each)."""

    id: str
    status: GameStatus
    reason: EndReason | None
    score: int
    elapsed_ms: int
    moves: int
    cards_in_sequence: int
    finished_at: datetime | None


class DailyOverview(BaseModel):
    today: DailyDeal
    tomorrow: DailyDeal
    yesterday_seed: str = Field(description="yesterday's deal is over: its seed, to check its commitment")
    my_game: MyDailyGame | None = Field(
        default=None, description="with a token: your game on today's deal, in play or over; null if you have none"
    )


class ReplayStep(BaseModel):
    action: RecordedAction | None = Field(description="the action that led here; null for the deal")
    board: list[list[CardCode | None]]
    runs: list[int]
    moves: int
    redeals_used: int
    score: int
    status: GameStatus
    elapsed_ms: int


class ReplaySteps(BaseModel):
    game_id: str
    rules: Rules
    steps: list[ReplayStep]


class GameStateProblem(ProblemDetails):
    """A refused action on a game that moved on or is over: its current state comes with it."""

    state: GameState = Field(description="the game as it is now")

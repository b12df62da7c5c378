from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field

from app.kit.vocabulary import ModerationAction, ReviewStatus


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Decision(Strict):
    reason: str = Field(min_length=3, max_length=500, description="why: kept with the decision, for ever")


class BotMark(Decision):
    bot: bool


class Ban(Decision):
    banned: bool


class HeldPlayer(BaseModel):
    id: str
    name: str
    username: str | None


class PlayFacts(BaseModel):
    """What the server's own clock (and, for a won game, the solver) says of how a game was played."""

    model_config = ConfigDict(extra="allow")
    actions: int
    median_think_ms: int | None = Field(description="median time between actions")
    fastest_window_rate: float | None = Field(description="actions a second over the fastest window of actions")
    solver_agreement: float | None = Field(
        default=None, description="share of real choices (3+ legal moves) where the move was the solver's first"
    )
    agreement_choices: int | None = Field(default=None, description="real choices the agreement was measured on")


class HeldGame(BaseModel):
    game_id: str
    player: HeldPlayer
    rules: str
    status: str
    elapsed_ms: int
    moves: int
    score: int
    finished_at: datetime | None
    held_at: datetime
    facts: PlayFacts
    flags: list[str] = Field(description="why it was held, in words")
    replay: str = Field(description="its replay record (moderators may read it even on a shared deal)")


class Queue(BaseModel):
    items: list[HeldGame]
    next_cursor: str | None


class ReviewOut(BaseModel):
    game_id: str
    status: ReviewStatus
    decided_at: datetime | None


class PlayerStanding(BaseModel):
    id: str
    bot: bool
    banned: str | None


class DecisionOut(BaseModel):
    id: int
    moderator_id: str
    action: ModerationAction
    player_id: str
    game_id: str | None
    reason: str
    created_at: datetime


class DecisionPage(BaseModel):
    items: list[DecisionOut]
    next_cursor: str | None

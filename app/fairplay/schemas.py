from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


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
    facts: dict[str, Any] = Field(description="actions, median_think_ms, fastest_window_rate, solver_agreement...")
    flags: list[str] = Field(description="why it was held, in words")
    replay: str = Field(description="its replay record (moderators may read it even on a shared deal)")


class Queue(BaseModel):
    items: list[HeldGame]
    next_cursor: str | None


class ReviewOut(BaseModel):
    game_id: str
    status: Literal["passed", "held", "cleared", "rejected"]
    decided_at: datetime | None


class PlayerStanding(BaseModel):
    id: str
    bot: bool
    banned: str | None


class DecisionOut(BaseModel):
    id: int
    moderator_id: str
    action: Literal["clear", "reject", "mark-bot", "unmark-bot", "ban", "unban"]
    player_id: str
    game_id: str | None
    reason: str
    created_at: datetime


class DecisionPage(BaseModel):
    items: list[DecisionOut]
    next_cursor: str | None

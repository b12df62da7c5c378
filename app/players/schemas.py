from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class PlayerOut(BaseModel):
    id: str
    username: str | None = Field(description="null while the player is a guest")
    guest: bool
    created_at: datetime


class TokenOut(BaseModel):
    token: str = Field(description="send it as `Authorization: Bearer <token>`")
    expires_at: datetime
    player: PlayerOut


class Credentials(Strict):
    username: str = Field(min_length=3, max_length=32, pattern=r"^[A-Za-z0-9_.-]+$", examples=["ada"])
    password: str = Field(min_length=8, max_length=128, examples=["correct horse battery"])

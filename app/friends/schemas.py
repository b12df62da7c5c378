from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field

from app.kit.vocabulary import FollowStatus
from app.players.schemas import Someone


class Follow(BaseModel):
    player: Someone
    status: FollowStatus = Field(
        description="requested (asked, not yet let in), accepted (in force), or ignored (a follower's request you "
        "left unanswered; its follower still sees it as requested)"
    )
    since: datetime = Field(description="when the follow was asked")


class Follows(BaseModel):
    items: list[Follow]
    next_cursor: str | None = Field(description="the next page's cursor (newest first), or null on the last page")


class BlockedPlayer(BaseModel):
    player: Someone
    since: datetime


class Blocks(BaseModel):
    items: list[BlockedPlayer]
    next_cursor: str | None = Field(description="the next page's cursor (newest first), or null on the last page")


class FollowAnswer(BaseModel):
    model_config = ConfigDict(extra="forbid")

    status: FollowStatus = Field(description="accepted, or ignored (the follower is not told)")


class FollowOut(BaseModel):
    player: Someone
    status: FollowStatus = Field(description="your follow as you see it: requested until they accept, or accepted")


class Relation(BaseModel):
    """What is between you and another player."""

    player: Someone
    following: FollowStatus | None = Field(description="your follow of them (requested or accepted), if any")
    follower: FollowStatus | None = Field(description="their follow of you (requested, accepted, ignored), if any")
    blocked: bool = Field(description="whether you block them")


class Invite(BaseModel):
    code: str | None = Field(description="your invite code, or null while you have none (POST makes one)")
    link: str | None = Field(
        description="the page to send, on this server's address: whoever opens it may follow you at once"
    )


class Inviter(BaseModel):
    player: Someone = Field(description="whose invite link this is")

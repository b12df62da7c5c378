from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field

from app.kit.vocabulary import Cause, ChallengerStatus, ChallengeStatus, EndReason, GameStatus, Rules
from app.players.schemas import Someone

PLAYER_ID = r"^[0-9a-f]{32}$"


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class NewChallenge(Strict):
    rules: Rules | None = Field(default=None, description="the profile (classic by default; a rematch: the race's)")
    players: list[str] = Field(
        default_factory=list,
        max_length=8,
        description="the ids of 1 to 8 players to challenge: each lets you follow them or follows you (a rematch "
        "may leave it empty: everyone of the race)",
        json_schema_extra={"items": {"pattern": PLAYER_ID}},
    )
    hours: float | None = Field(
        default=None, gt=0, le=336, description="how long everyone has to play it (48 by default; at most 14 days)"
    )
    rematch_of: str | None = Field(
        default=None, pattern=PLAYER_ID, description="a finished race you raced in: its people are challenged"
    )


class PlayChallenge(Strict):
    abandon_current: bool = Field(
        default=False, description="a ranked game you have in play ends as abandoned (a loss) as this one is dealt"
    )


class ChallengerOut(BaseModel):
    """One player's line: whether they have played, and their figures only once your own game is over (nothing of
    anyone's play tells you anything of the deal before you have played it)."""

    player: Someone
    you: bool
    maker: bool = Field(description="this player made the challenge")
    status: ChallengerStatus
    game_status: GameStatus | None = Field(description="won or lost, once shown (see `status` for the rest)")
    reason: EndReason | None
    cause: Cause | None = Field(description="expired: still in play when the time was up")
    cards_in_sequence: int | None
    moves: int | None
    redeals_used: int | None
    elapsed_ms: int | None
    assisted: bool | None = Field(description="a hint was used: placed after everyone who played it out")
    game_id: str | None = Field(description="your own game; everyone's once the challenge is placed")
    replay: str | None = Field(description="the replay record (`montana verify` checks it), once placed")
    place: int | None = Field(description="once placed, by the race's rule; null for who did not play")
    placed_last_because: str | None


class ChallengeOut(BaseModel):
    id: str
    rules: Rules
    status: ChallengeStatus
    maker_id: str | None
    rematch_of: str | None = Field(description="the race this challenge is a rematch of")
    seed_commitment: str = Field(description="SHA-256 of the seed every player is dealt, shown from the start")
    seed: str | None = Field(description="revealed once the challenge is placed")
    created_at: datetime
    ends_at: datetime = Field(description="games still in play then end (expired); who has not played, missed it")
    finished_at: datetime | None
    version: int
    players: list[ChallengerOut] = Field(description="the maker first, then the others in the order named")
    your_status: ChallengerStatus
    your_game_id: str | None = Field(description="your game once dealt: play it through /api/v1/games/{id}")


class ChallengePage(BaseModel):
    items: list[ChallengeOut]
    next_cursor: str | None

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from app.kit.http import ProblemDetails
from app.kit.vocabulary import (
    AnimationSpeed,
    Cause,
    EndReason,
    GameKind,
    GameStatus,
    Language,
    ModerationAction,
    Rules,
    Scope,
    SessionKind,
    Theme,
)
from app.players.service import Need


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class PlayerOut(BaseModel):
    id: str
    username: str | None = Field(description="null while the player is a guest (and for an account of passkeys only)")
    guest: bool = Field(description="no account yet: neither a username nor a passkey")
    bot: bool = Field(description="a program: its games rank on the bots' boards only")
    moderator: bool
    banned: str | None = Field(description="why this player may not appear on the leaderboards, if so")
    created_at: datetime


class NewPlayer(Strict):
    bot: bool = Field(
        default=False, description="this player is a program: welcome, its games rank on the bots' boards"
    )


class TokenOut(BaseModel):
    token: str = Field(description="send it as `Authorization: Bearer <token>`")
    expires_at: datetime
    player: PlayerOut


class Credentials(Strict):
    username: str = Field(min_length=3, max_length=32, pattern=r"^[A-Za-z0-9_.-]+$", examples=["ada"])
    password: str = Field(min_length=8, max_length=128, examples=["correct horse battery"])


class NewAccount(Credentials):
    bot: bool = Field(default=False, description="declare the player a program (it cannot be undeclared here)")


class PlayerSettings(Strict):
    """Synced to every device the player signs in on."""

    theme: Theme = Theme.CLASSIC_FELT
    card_back: str = Field(default="red-lattice", max_length=32, description="one of your card backs")
    four_colour_suits: bool = False
    sound: bool = True
    music: bool = False
    animation_speed: AnimationSpeed = AnimationSpeed.NORMAL
    highlight_moves: bool = False
    left_handed: bool = False
    language: Language | None = Field(default=None, description="the screens' language; null: the browser's choice")


class PasswordChange(Strict):
    current_password: str = Field(min_length=1, max_length=128)
    new_password: str = Field(min_length=8, max_length=128)


class SessionOut(BaseModel):
    id: int
    kind: SessionKind
    name: str | None = Field(description="an app token's name; `Linked by code` for a device a device link signed in")
    scopes: list[Scope] | None = Field(description="an app token's scopes; null for a device (it may do everything)")
    address: str | None = Field(description="where it signed in from (an IPv6 address counts by its /64)")
    user_agent: str | None
    created_at: datetime
    last_seen_at: datetime | None = Field(description="to the hour")
    expires_at: datetime
    current: bool = Field(description="the token of this request")


class SessionsOut(BaseModel):
    items: list[SessionOut]
    next_cursor: str | None = Field(description="always null: a player's sessions fit on one page")


class AppTokensOut(BaseModel):
    items: list[SessionOut]
    next_cursor: str | None = Field(description="always null: a player's app tokens fit on one page")


class NewAppToken(Strict):
    name: str = Field(min_length=1, max_length=64, pattern=r"^[^\x00-\x1f\x7f]+$", examples=["my solver bot"])
    scopes: list[Scope] = Field(min_length=1, max_length=4, examples=[["read", "play"]])


class AppTokenOut(SessionOut):
    token: str = Field(description="send it as `Authorization: Bearer <token>`; shown this once, never again")


class TokenInfo(BaseModel):
    """What the token of the request is, and what it may do."""

    kind: SessionKind = Field(description="`device` (signed in), `app` (an app token) or `oauth` (an app's grant)")
    name: str | None = Field(description="an app token's name, or the client_id of the app that holds the grant")
    scopes: list[Scope] | None = Field(description="null for a device (it may do everything)")
    may: list[Need] = Field(
        description="`read`: read the player's games and profile; `play`: start and play games; `account`: change "
        "the account (password, tokens, settings, consent to apps, follows and blocks), which a device alone may; "
        "`friends`: read whom the player follows and who follows them (and their friends' boards)"
    )
    bot: bool = Field(description="its games are bot games (a bot's token, or the `bot` scope)")
    expires_at: datetime


class SettingsOut(BaseModel):
    version: int = Field(description="also the ETag; send it back as If-Match to change the settings")
    settings: PlayerSettings


class ProfileChange(Strict):
    display_name: str = Field(
        min_length=3, max_length=24, pattern=r"^[A-Za-z0-9][A-Za-z0-9 _.'-]*[A-Za-z0-9.]$", examples=["Calamity Jane"]
    )


class MeOut(PlayerOut):
    display_name: str | None
    title: str | None


class StaleSettingsProblem(ProblemDetails):
    settings: PlayerSettings = Field(description="the current settings: merge, then send again")
    version: int


class GameStarted(BaseModel):
    """A game of yours started, on this device or another (``event: game-started``)."""

    type: Literal["game-started"] = "game-started"
    game_id: str
    rules: Rules
    kind: GameKind
    ranked: bool
    at: datetime


class GameEnded(BaseModel):
    """A game of yours ended: you played it to its end, on any device, or the server ended it (``cause``)."""

    type: Literal["game-ended"] = "game-ended"
    game_id: str
    rules: Rules
    kind: GameKind
    ranked: bool
    status: GameStatus
    reason: EndReason | None
    cause: Cause | None
    score: int
    at: datetime


class RaceMatched(BaseModel):
    """Quick match found you a race: follow it at /api/v1/races/{race_id}."""

    type: Literal["race-matched"] = "race-matched"
    race_id: str
    rules: Rules
    at: datetime


class RaceStarting(BaseModel):
    """A race you sit in counts down: it starts at ``start_at`` (your game is dealt then)."""

    type: Literal["race-starting"] = "race-starting"
    race_id: str
    rules: Rules
    start_at: datetime
    at: datetime


class ModerationNotice(BaseModel):
    """A moderator decided about you (a ban, a bot mark, or one of your held games cleared or rejected); a ban says
    why, as your page does."""

    type: Literal["moderation"] = "moderation"
    action: ModerationAction
    game_id: str | None
    reason: str | None
    at: datetime


class Someone(BaseModel):
    """A player as others see them."""

    id: str
    name: str
    named: bool = Field(description="false when the player chose no display name (the name is then a default)")
    bot: bool


class FollowRequested(BaseModel):
    """``player`` asks to follow you: accept or ignore it at /api/v1/players/me/followers/{player.id}."""

    type: Literal["follow-requested"] = "follow-requested"
    player: Someone
    at: datetime


class Followed(BaseModel):
    """``player`` follows you now: they opened your invite link, or follow you back."""

    type: Literal["followed"] = "followed"
    player: Someone
    at: datetime


class FollowAccepted(BaseModel):
    """``player`` let you follow them: they are on your friends' boards now."""

    type: Literal["follow-accepted"] = "follow-accepted"
    player: Someone
    at: datetime


class Challenged(BaseModel):
    """``player`` challenges you to a secret deal of ``rules``: play it by ``ends_at`` at
    /api/v1/challenges/{challenge_id} (or decline it there)."""

    type: Literal["challenged"] = "challenged"
    challenge_id: str
    player: Someone
    rules: Rules
    ends_at: datetime
    at: datetime


class ChallengeFinished(BaseModel):
    """A challenge of yours is placed (everyone played, declined, or its time was up): your ``place`` (null when
    you did not play it) of ``players``; its seed and every replay are public now."""

    type: Literal["challenge-finished"] = "challenge-finished"
    challenge_id: str
    rules: Rules
    place: int | None
    players: int
    at: datetime


PlayerEventData = (
    GameStarted
    | GameEnded
    | RaceMatched
    | RaceStarting
    | ModerationNotice
    | FollowRequested
    | Followed
    | FollowAccepted
    | Challenged
    | ChallengeFinished
)

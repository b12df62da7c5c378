from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field, RootModel

from app.kit.http import ProblemDetails
from app.kit.vocabulary import AnimationSpeed, CardBackDeed, DealVerdict, Rules, Scope, SessionKind, Theme
from app.races.schemas import RatingFigures


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class PlayerOut(BaseModel):
    id: str
    username: str | None = Field(description="null while the player is a guest")
    guest: bool
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


class PasswordChange(Strict):
    current_password: str = Field(min_length=1, max_length=128)
    new_password: str = Field(min_length=8, max_length=128)


class SessionOut(BaseModel):
    id: int
    kind: SessionKind
    name: str | None = Field(description="an app token's name")
    scopes: list[Scope] | None = Field(description="an app token's scopes; null for a device (it may do everything)")
    address: str | None = Field(description="where it signed in from (an IPv6 address counts by its /64)")
    user_agent: str | None
    created_at: datetime
    last_seen_at: datetime | None = Field(description="to the hour")
    expires_at: datetime
    current: bool = Field(description="the token of this request")


class NewAppToken(Strict):
    name: str = Field(min_length=1, max_length=64, pattern=r"^[^\x00-\x1f\x7f]+$", examples=["my solver bot"])
    scopes: list[Scope] = Field(min_length=1, max_length=3, examples=[["read", "play"]])


class AppTokenOut(SessionOut):
    token: str = Field(description="send it as `Authorization: Bearer <token>`; shown this once, never again")


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


class DayFigures(BaseModel):
    date: str
    played: int
    won: int
    best_score: int


class StaleSettingsProblem(ProblemDetails):
    settings: PlayerSettings = Field(description="the current settings: merge, then send again")
    version: int


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


class PlayerStats(RootModel[dict[str, RulesStats]]):
    """Your figures per rules profile (keyed by its name, e.g. classic@1)."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field, computed_field

from app.kit.http import ProblemDetails
from app.kit.vocabulary import Cause, EndReason, GameStatus, RaceMode, RaceStatus, RaceVisibility, Rules, TicketStatus
from app.races import policy


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class NewRace(Strict):
    rules: Rules = Rules.CLASSIC
    seats: int = Field(default=4, ge=policy.MIN_SEATS, le=policy.MAX_SEATS, description="2 to 8 racers")
    visibility: RaceVisibility = Field(
        default=RaceVisibility.PRIVATE,
        description="public: listed for anyone to join, always rated; private: joined by its code",
    )
    rated: bool = Field(default=False, description="a private race updates its racers' ratings only if asked")
    allow_bots: bool = Field(default=False, description="bots may take seats (the race is then unrated)")
    abandon_current: bool = Field(
        default=False, description="a ranked game you have in play ends as abandoned (a loss) when the race starts"
    )


class JoinRace(Strict):
    abandon_current: bool = Field(
        default=False, description="a ranked game you have in play ends as abandoned (a loss) when the race starts"
    )


class QuickMatch(Strict):
    rules: Rules = Rules.CLASSIC
    abandon_current: bool = Field(
        default=False, description="a ranked game you have in play ends as abandoned (a loss) when the race starts"
    )


class GhostRaceRequest(Strict):
    rules: Rules = Rules.CLASSIC


class RaceConflictProblem(ProblemDetails):
    """A seat refused: the race is full or started, you sit in another race (``race_id``), or a ranked game of yours
    is in play (``game_id``: finish it, or send ``abandon_current``)."""

    race_id: str | None = Field(default=None, description="in-another-race: the race you hold a seat in")
    game_id: str | None = Field(default=None, description="ranked-game-in-play: the ranked game in play")


class RacePlayer(BaseModel):
    id: str
    name: str
    named: bool = Field(description="false when the player chose no display name (the name is then a default)")
    bot: bool


class RacerOut(BaseModel):
    """One racer's line: progress figures only, never the board (and their game only once the race is over)."""

    player: RacePlayer
    host: bool
    you: bool = Field(description="this line is the viewer's own")
    joined_at: datetime
    status: GameStatus | None = Field(description="null until the deal")
    reason: EndReason | None
    cause: Cause | None = Field(description="abandoned: left the race; race_over: still playing at the time limit")
    cards_in_sequence: int | None
    moves: int | None
    redeals_used: int | None
    elapsed_ms: int | None = Field(description="the racer's time, once their game is over")
    assisted: bool = Field(description="a hint was used: the racer is placed last (and rated as last)")
    game_id: str | None = Field(description="your own game; everyone's once the race is over")
    replay: str | None = Field(description="the replay record (`montana verify` checks it), once the race is over")
    place: int | None = Field(
        description="once the race is over: won first by time, then cards, then fewer moves; last for a forfeit"
    )
    placed_last_because: str | None = Field(
        description="resigned, left the race, asked for a hint, or played at a program's pace (in a rated race): "
        "placed after everyone who raced it out, and rated so"
    )
    rated: bool
    unrated_because: str | None
    rating_before: float | None
    rating_after: float | None


class GhostStep(BaseModel):
    t: int = Field(description="milliseconds from the start, by the ghost game's own clock")
    cards_in_sequence: int
    moves: int
    redeals_used: int
    status: GameStatus


class GhostResult(BaseModel):
    status: GameStatus
    elapsed_ms: int
    cards_in_sequence: int
    moves: int


class GhostOut(BaseModel):
    """Your own finished game, raced again: its progress through its actions, by its clock (at most 100 steps,
    spread evenly over a longer game, its end included)."""

    game_id: str
    timeline: list[GhostStep]
    result: GhostResult
    place: int | None


class RaceOut(BaseModel):
    id: str
    code: str = Field(description="the invite code: join with POST /api/v1/races/{code}/racers")
    rules: Rules
    mode: RaceMode
    visibility: RaceVisibility
    rated: bool
    allow_bots: bool
    seats: int
    status: RaceStatus
    host_id: str | None
    version: int = Field(description="grows with every change of the room and every racer's action (the event id)")
    seed_commitment: str = Field(description="SHA-256 of the seed every racer is dealt, shown before the start")
    seed: str | None = Field(description="revealed when the race is over")
    time_limit_ms: int
    created_at: datetime
    starts_by: datetime = Field(description="an open room starts by itself then (two racers or more), or closes")
    start_at: datetime | None = Field(description="the end of the countdown: every game starts at this instant")
    ends_at: datetime | None = Field(description="the time limit: games still in play then end")
    finished_at: datetime | None
    server_time: datetime = Field(description="the server's clock when it answered, to count down by")
    racers: list[RacerOut]
    ghost: GhostOut | None
    your_game_id: str | None = Field(description="your game, once dealt: play it through /api/v1/games/{id}")


class RaceSummary(BaseModel):
    id: str
    code: str
    rules: Rules
    seats: int
    taken: int
    rated: bool
    host: str | None = Field(description="the host's public name")
    created_at: datetime
    starts_by: datetime


class RacePage(BaseModel):
    items: list[RaceSummary]
    next_cursor: str | None


class TicketOut(BaseModel):
    rules: Rules
    status: TicketStatus
    rating: float = Field(description="your rating on this profile when you entered (0 before any rated race)")
    entered_at: datetime
    waited_ms: int
    race_id: str | None = Field(description="the race you were matched into: follow it at /api/v1/races/{id}")
    ghost_available: bool = Field(
        description="unmatched: you may race your own best game instead (POST /api/v1/races/ghost)"
    )


class RatingFigures(BaseModel):
    rating: float = Field(description="mu - 3 sigma: the figure shown and ranked by")
    mu: float
    sigma: float
    races: int


class RatingOut(RatingFigures):
    player: RacePlayer
    rules: Rules
    rank: int | None = Field(description="on the race board (people in good standing only)")


class RatingEntry(RatingFigures):
    rank: int
    player: RacePlayer


class RatingPage(BaseModel):
    rules: Rules
    items: list[RatingEntry]
    next_cursor: str | None

    @computed_field(  # type: ignore[prop-decorator]
        description="deprecated (goes in /api/v2): the same as items, under its old name",
        json_schema_extra={"deprecated": True},
    )
    @property
    def entries(self) -> list[RatingEntry]:
        return self.items

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query
from pydantic import BaseModel, Field

from app.deps import AnonymousContextDep, ContextDep, UnitOfWorkRoute
from app.errors import NotFound, Problem
from app.games.schemas import RulesName
from app.leaderboards.periods import PERIOD_PATTERN, InvalidPeriodError, NoSuchPeriodError, resolve_period
from app.leaderboards.repository import LeaderboardRepository
from app.leaderboards.service import LeaderboardService
from app.openapi import OPTIONAL_TOKEN

router = APIRouter(prefix="/api/v1/leaderboards", tags=["leaderboards"], route_class=UnitOfWorkRoute)

Board = Literal["speed", "score"]
PERIOD_HELP = (
    "all, week (this ISO week), day (today, UTC), daily (today's daily deal), or a given one: "
    "week:2026-W48, day:2026-11-29, daily:2026-11-29"
)


class InvalidPeriod(Problem):
    status, slug, title = 422, "invalid-period", "Invalid period"


class PlayerRef(BaseModel):
    id: str
    name: str


class Entry(BaseModel):
    rank: int
    player: PlayerRef
    figure: dict[str, int] = Field(description="speed: elapsed_ms and moves; score: score")
    game_id: str = Field(description="its replay record lets anyone check the entry")
    finished_at: datetime


class BoardPage(BaseModel):
    board: Board
    rules: str
    period: str
    entries: list[Entry]
    next_cursor: str | None


class AroundMe(BaseModel):
    board: Board
    rules: str
    period: str
    rank: int
    entries: list[Entry]


def period_key(period: str, context: Any) -> str:
    try:
        return resolve_period(period, context.now)
    except InvalidPeriodError as error:
        raise InvalidPeriod(str(error)) from None
    except NoSuchPeriodError as error:
        raise NotFound(str(error)) from None


@router.get(
    "/{board}",
    response_model=BoardPage,
    responses={404: {"description": "a well-formed period that does not exist (day:2026-02-30)"}},
    openapi_extra=OPTIONAL_TOKEN,
)
def leaderboard(
    board: Board,
    context: AnonymousContextDep,
    rules: RulesName = "classic@1",
    period: Annotated[str, Query(max_length=20, pattern=PERIOD_PATTERN, description=PERIOD_HELP)] = "all",
    cursor: Annotated[str | None, Query(max_length=300)] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
) -> dict[str, Any]:
    """The best ranked game of each player: speed (wins by least time, then fewer moves, then
    earlier finish) or score (highest, then earlier finish)."""
    service = LeaderboardService(LeaderboardRepository(context.session))
    return service.top(board, rules, period_key(period, context), cursor, limit)


@router.get("/{board}/around/me", response_model=AroundMe, responses={401: {}, 404: {"description": "no entry"}})
def around_me(
    board: Board,
    context: ContextDep,
    rules: RulesName = "classic@1",
    period: Annotated[str, Query(max_length=20, pattern=PERIOD_PATTERN, description=PERIOD_HELP)] = "all",
    window: Annotated[int, Query(ge=0, le=50)] = 5,
) -> dict[str, Any]:
    """Your rank on a board and the ``window`` players either side of you."""
    service = LeaderboardService(LeaderboardRepository(context.session))
    return service.around(board, rules, period_key(period, context), context.player().id, window)

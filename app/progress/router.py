"""The Classic Campaign's map: the shared deals beside the player's progress on each."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Response

from app.engine import commitment
from app.games.deals import CAMPAIGN_LEVELS, CAMPAIGN_RULES, campaign_deals
from app.kit.http import ONE_LIST_SHAPE, operation_name, problem_responses
from app.kit.vocabulary import AchievementCode, CardBackDeed, Rules
from app.players.context import Context, ContextDep, UnitOfWorkRoute
from app.progress.catalog import ACHIEVEMENTS, CARD_BACKS
from app.progress.daily import DailyRecord, parse_month
from app.progress.repository import ProgressRepository
from app.progress.schemas import (
    AchievementOut,
    AchievementsOut,
    CampaignLevel,
    CampaignMap,
    CardBackOut,
    CardBacksOut,
    DailyCalendar,
    DailyStreaks,
    EarnedBy,
    PlayerCharts,
    PlayerStats,
)
from app.progress.service import ProgressService

campaign_router = APIRouter(
    prefix="/api/v1",
    tags=["daily deal and campaign"],
    route_class=UnitOfWorkRoute,
    generate_unique_id_function=operation_name,
)
router = APIRouter(
    prefix="/api/v1", tags=["players"], route_class=UnitOfWorkRoute, generate_unique_id_function=operation_name
)


@campaign_router.get("/campaign", response_model=CampaignMap, responses=problem_responses(401))
def get_campaign(context: ContextDep) -> CampaignMap:
    """The Classic Campaign's 12 deals, their commitments, and your best badge on each."""
    player = context.player()
    progress = {row.level: row for row in ProgressRepository(context.session).campaign(player.id)}
    chosen = campaign_deals(context.session)
    levels = []
    for level in range(1, CAMPAIGN_LEVELS + 1):
        row = progress.get(level)
        deal = chosen.get(level)
        levels.append(
            CampaignLevel(
                level=level,
                rules=Rules(CAMPAIGN_RULES),
                commitment=commitment(deal.seed) if deal else None,
                proven_winnable=deal is not None and deal.par_moves is not None,
                par_moves=deal.par_moves if deal else None,
                best_badge=row.best_badge if row else None,  # type: ignore[arg-type]
                attempts=row.attempts if row else 0,
            )
        )
    title = ProgressRepository(context.session).player(player.id)
    return CampaignMap(levels=levels, title=title.title if title else None)


@campaign_router.get("/daily/calendar", response_model=DailyCalendar, responses=problem_responses(401))
def get_daily_calendar(
    context: ContextDep,
    month: Annotated[
        str | None, Query(pattern=r"^[0-9]{4}-(0[1-9]|1[0-2])$", description="YYYY-MM (UTC); this month when left out")
    ] = None,
) -> DailyCalendar:
    """A month of daily deals: each day's commitment (and seed, once its day is over), your ranked attempt on it,
    your practice of it since, and the month's medal by days won. A past day's deal is played as practice with
    `POST /daily/{day}/practice`."""
    record = daily_record_of(context)
    return record.calendar(context.player().id, parse_month(month, context.now.date()))


@router.get("/players/me/streaks", response_model=DailyStreaks, responses=problem_responses(401))
def get_my_streaks(context: ContextDep) -> DailyStreaks:
    """Your streaks of UTC days with the daily deal played and won, and the freezes that cover a missed day (one
    earned every seventh day of a streak, at most two held)."""
    return daily_record_of(context).streaks(context.player().id)


def daily_record_of(context: Context) -> DailyRecord:
    return DailyRecord(ProgressRepository(context.session), context.now.date(), context.settings.secret_key)


def progress_of(context: Context) -> ProgressService:
    return ProgressService(ProgressRepository(context.session), context.now)


@router.get("/players/me/stats", response_model=PlayerStats, responses=problem_responses(401))
def get_my_stats(context: ContextDep) -> dict[str, Any]:
    """Your figures per rules profile, from your ranked games (practice games do not count)."""
    return progress_of(context).stats(context.player().id)


@router.get("/players/me/charts", response_model=PlayerCharts, responses=problem_responses(401))
def get_my_charts(
    context: ContextDep, rules: Annotated[Rules, Query(description="the mode to draw")] = Rules.CLASSIC
) -> dict[str, Any]:
    """Your ranked games of one mode, ready to draw as charts: the last twelve months (played and won), each day
    of the last year with a game, and the distributions of your latest 5,000 finished games (finishing times of
    wins, moves, redeals used). Practice games do not count."""
    return progress_of(context).charts(context.player().id, rules.value)


@router.get("/card-backs", response_model=CardBacksOut, responses=problem_responses(401))
def list_card_backs(context: ContextDep) -> CardBacksOut:
    """The whole collection, with the ones you own and how to earn the others."""
    return CardBacksOut(items=card_backs(context), next_cursor=None)


@router.get("/achievements", response_model=AchievementsOut, responses=problem_responses(401))
def list_achievements(context: ContextDep) -> AchievementsOut:
    """Every named achievement, with the date you earned each (and the game that did), and how to earn the rest.
    Each is earned once, by the end of a ranked game, from what the server refereed."""
    earned = {row.code: row for row in ProgressRepository(context.session).achievements(context.player().id)}
    items = [
        AchievementOut(
            code=AchievementCode(achievement.code),
            name=achievement.name,
            how_to_earn=achievement.about,
            earned_at=earned[achievement.code].earned_at if achievement.code in earned else None,
            game_id=earned[achievement.code].game_id if achievement.code in earned else None,
        )
        for achievement in ACHIEVEMENTS
    ]
    return AchievementsOut(items=items, next_cursor=None)


@router.get(
    "/players/me/card-backs",
    response_model=list[CardBackOut],
    responses=problem_responses(401, ok_headers=ONE_LIST_SHAPE.documented(successor=True)),
    deprecated=True,
)
def list_my_card_backs(context: ContextDep, response: Response) -> list[CardBackOut]:
    """Deprecated (goes in /api/v2): the card backs as a bare list; `GET /card-backs` answers them as a page."""
    response.headers.update(ONE_LIST_SHAPE.headers(successor="/api/v1/card-backs"))
    return card_backs(context)


def card_backs(context: Context) -> list[CardBackOut]:
    owned = progress_of(context).card_backs(context.player().id)
    return [
        CardBackOut(
            id=back.id,
            name=back.name,
            how_to_earn=back.deed.words if back.deed else None,
            earned_by=EarnedBy(code=CardBackDeed(back.deed.code), count=back.deed.count) if back.deed else None,
            owned=back.id in owned,
        )
        for back in CARD_BACKS
    ]

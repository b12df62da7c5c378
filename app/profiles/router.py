"""A player's public profile (from the read cache) and their settings, each gathered from several features."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Header, Path, Request, Response

from app.games.solver_repository import SolverRepository
from app.kit.errors import NotFound
from app.kit.http import IfNoneMatch, cached_json, content_etag, operation_name, problem_responses, with_headers
from app.kit.openapi import OPTIONAL_TOKEN
from app.kit.readcache import Kept, ReadCache, player_scope
from app.kit.versions import etag, none_match
from app.players.context import Context, ContextDep, UnitOfWorkRoute, in_unit_of_work
from app.players.names import shown_name
from app.players.schemas import PlayerSettings, SettingsOut, StaleSettingsProblem
from app.players.service import Need
from app.profiles.schemas import BadgeCounts, BestFigures, HardestWin, PublicProfile
from app.progress.repository import ProgressRepository
from app.progress.router import progress_of
from app.races.repository import RaceRepository
from app.races.schemas import RatingFigures

router = APIRouter(
    prefix="/api/v1", tags=["players"], route_class=UnitOfWorkRoute, generate_unique_id_function=operation_name
)
SETTINGS = {"ETag": "the settings' version: send it back as If-Match to change them"}


def settings_body(stored: dict[str, Any], version: int) -> SettingsOut:
    return SettingsOut(version=version, settings=PlayerSettings(**stored))


@router.get(
    "/players/me/settings", response_model=SettingsOut, responses=problem_responses(304, 401, ok_headers=SETTINGS)
)
def get_my_settings(context: ContextDep, if_none_match: IfNoneMatch = None) -> Response:
    """Your settings and their version (also the ETag; 304 while it is current)."""
    stored, version = context.players().read_settings(context.player())
    headers = {"ETag": etag(version), "Cache-Control": "private, no-cache"}
    return cached_json(settings_body(stored, version), headers, if_none_match=if_none_match)


@router.put(
    "/players/me/settings",
    response_model=SettingsOut,
    responses={
        **problem_responses(401, 403, 412, 422, models={412: StaleSettingsProblem}, ok_headers=SETTINGS),
        428: {"description": "If-Match is required", "model": StaleSettingsProblem.__base__},
    },
)
def put_my_settings(
    body: PlayerSettings,
    context: ContextDep,
    if_match: Annotated[str | None, Header(alias="If-Match", max_length=100)] = None,
) -> Response:
    """Replace your settings; send If-Match with the version you read (412 with the current ones if they changed
    on another device meanwhile). Every device listening (`GET /players/me/events`) hears of it."""
    player = context.player(Need.ACCOUNT)
    owned = progress_of(context).card_backs(player.id)
    settings = body.model_dump(mode="json")
    version = context.players().put_settings(player, settings, if_match, owned)
    return with_headers(settings_body(settings, version), {"ETag": etag(version)})


public_router = APIRouter(prefix="/api/v1", tags=["players"], generate_unique_id_function=operation_name)
"""Public profiles, served from the read cache."""


@public_router.get(
    "/players/{player_id}",
    response_model=PublicProfile,
    responses=problem_responses(304, 401, 404, 422),
    openapi_extra=OPTIONAL_TOKEN,
)
async def get_player(
    player_id: Annotated[str, Path(pattern=r"^[0-9a-f]{32}$", description="a player's id (32 hexadecimal digits)")],
    request: Request,
    if_none_match: IfNoneMatch = None,
) -> Response:
    """What anyone may see of a player (at most a second old)."""
    cache: ReadCache = request.app.state.read_cache
    looked = await cache.look(player_scope(player_id), "profile")
    kept = looked.kept
    if kept is None:
        body = (
            await in_unit_of_work(request, None, lambda context: public_profile(context, player_id), public=True)
        ).model_dump_json()
        kept = Kept(content_etag(body.encode()), body.encode())
        await cache.keep(looked, kept)
    headers = {"ETag": kept.etag, "Cache-Control": "public, max-age=1"}
    if none_match(if_none_match, kept.etag):
        return Response(status_code=304, headers=headers)
    return Response(kept.body, media_type="application/json", headers=headers)


def public_profile(context: Context, player_id: str) -> PublicProfile:
    progress = ProgressRepository(context.session)
    player = progress.player(player_id)
    if player is None:
        raise NotFound(f"there is no player {player_id!r}")
    stats = progress.all_stats(player_id)
    return PublicProfile(
        id=player.id,
        name=shown_name(player.display_name, player.id),
        named=player.display_name is not None,
        bot=player.bot,
        title=player.title,
        badges=BadgeCounts(
            gold=sum(row.gold for row in stats),
            silver=sum(row.silver for row in stats),
            bronze=sum(row.bronze for row in stats),
        ),
        best={
            row.rules: BestFigures(
                played=row.played,
                won=row.won,
                abandoned=row.abandoned,
                best_score=row.best_score,
                best_time_ms=row.best_time_ms,
                fewest_moves_win=row.fewest_moves_win,
            )
            for row in stats
        },
        campaign_golds=sum(1 for row in progress.campaign(player_id) if row.best_badge == "gold"),
        card_backs=len(progress_of(context).card_backs(player_id)),
        race_ratings={
            row.rules: RatingFigures(
                rating=round(row.ordinal, 2), mu=round(row.mu, 3), sigma=round(row.sigma, 3), races=row.races
            )
            for row in RaceRepository(context.session).ratings_of(player_id)
        },
        hardest_win=hardest_win(context, player_id),
    )


def hardest_win(context: Context, player_id: str) -> HardestWin | None:
    row = SolverRepository(context.session).hardest_win(player_id, context.now)
    if row is None:
        return None
    return HardestWin(game_id=row.id, rules=row.rules, verdict=row.verdict, par=row.par, finished_at=row.finished_at)

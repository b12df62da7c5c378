from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Request, Response, status

from app.deps import (
    AnonymousContextDep,
    Context,
    ContextDep,
    UnitOfWorkRoute,
    in_unit_of_work,
    waits_beyond_the_database,
)
from app.games.solver_repository import SolverRepository
from app.kit.errors import NotFound, WrongCredentials, problem_response
from app.kit.http import IfNoneMatch, cached_json, content_etag, operation_name, problem_responses, with_headers
from app.kit.openapi import OPTIONAL_TOKEN
from app.kit.readcache import Kept, ReadCache, all_board_scopes, player_scope
from app.kit.versions import etag, none_match
from app.kit.vocabulary import CardBackDeed
from app.players.models import AuthSession, Player
from app.players.names import shown_name
from app.players.repository import CurrentPlayer
from app.players.schemas import (
    AppTokenOut,
    BadgeCounts,
    BestFigures,
    CardBackOut,
    Credentials,
    EarnedBy,
    HardestWin,
    MeOut,
    NewAccount,
    NewAppToken,
    NewPlayer,
    PasswordChange,
    PlayerOut,
    PlayerSettings,
    PlayerStats,
    ProfileChange,
    PublicProfile,
    SessionOut,
    SettingsOut,
    StaleSettingsProblem,
    TokenOut,
)
from app.players.service import Issued, Need, SignInRefused
from app.progress.catalog import CARD_BACKS
from app.progress.repository import ProgressRepository
from app.progress.service import ProgressService
from app.races.repository import RaceRepository
from app.races.schemas import RatingFigures

router = APIRouter(
    prefix="/api/v1", tags=["players"], route_class=UnitOfWorkRoute, generate_unique_id_function=operation_name
)

RowId = Annotated[int, Path(ge=1, le=2**31 - 1, description="its id, from the list")]
SETTINGS = {"ETag": "the settings' version: send it back as If-Match to change them"}


def player_out(player: Player | CurrentPlayer) -> PlayerOut:
    return PlayerOut(
        id=player.id,
        username=player.username,
        guest=player.username is None,
        bot=player.bot,
        moderator=player.role == "moderator",
        banned=player.banned_reason,
        created_at=player.created_at,
    )


def token_out(issued: Issued) -> TokenOut:
    return TokenOut(token=issued.token, expires_at=issued.expires_at, player=player_out(issued.player))


def refused(outcome: SignInRefused) -> Response:
    # Returned, not raised, so that the request's session still commits the recorded failure.
    return problem_response(WrongCredentials, outcome.detail)


@router.post(
    "/players",
    status_code=status.HTTP_201_CREATED,
    response_model=TokenOut,
    responses=problem_responses(422, 429),
    openapi_extra=OPTIONAL_TOKEN,
)
def create_guest(context: AnonymousContextDep, body: Annotated[NewPlayer, Body()] = NewPlayer()) -> TokenOut:  # noqa: B008
    """Start playing at once: a new guest player and its bearer token. Programs say so with `{"bot": true}`."""
    return token_out(context.players().create_guest(context.device(), bot=body.bot))


@router.get("/players/me", response_model=PlayerOut, responses=problem_responses(401))
def get_me(context: ContextDep) -> PlayerOut:
    """Who the token belongs to (and whether they are a bot, a moderator, or banned from the boards, and why)."""
    return player_out(context.player())


@router.post("/players/me/account", response_model=PlayerOut, responses=problem_responses(401, 403, 409, 422, 503))
@waits_beyond_the_database
def create_account(body: NewAccount, context: ContextDep) -> PlayerOut:
    """Turn the guest into an account, keeping its games, so it can sign in on other devices."""
    player = context.player(Need.ACCOUNT)
    return player_out(context.players().create_account(player, body.username, body.password, bot=body.bot))


@router.post(
    "/sessions",
    openapi_extra=OPTIONAL_TOKEN,
    status_code=status.HTTP_201_CREATED,
    response_model=TokenOut,
    responses=problem_responses(401, 422, 429, 503),
)
@waits_beyond_the_database
def sign_in(body: Credentials, context: AnonymousContextDep) -> Any:
    """Sign in on another device: a new token for the same player."""
    outcome = context.players().sign_in(body.username, body.password, context.device())
    return refused(outcome) if isinstance(outcome, SignInRefused) else token_out(outcome)


@router.delete("/sessions/current", status_code=status.HTTP_204_NO_CONTENT, responses=problem_responses(401))
def sign_out(context: ContextDep) -> Response:
    """Revoke the token this request carries."""
    context.players().sign_out(context.player())
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.delete("/sessions", status_code=status.HTTP_204_NO_CONTENT, responses=problem_responses(401, 403))
def sign_out_everywhere(context: ContextDep) -> Response:
    """Revoke every token of the player: every device (this one too) and every app token."""
    context.players().sign_out_everywhere(context.player(Need.ACCOUNT))
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.get("/players/me/sessions", response_model=list[SessionOut], responses=problem_responses(401, 403))
def list_my_sessions(context: ContextDep) -> list[SessionOut]:
    """Where you are signed in, and your app tokens, newest first; `current` is the token of this request."""
    current = context.player(Need.ACCOUNT)
    return [session_out(row, current.session_id) for row in context.players().sessions(current)]


@router.delete(
    "/players/me/sessions/{session_id}",
    status_code=status.HTTP_204_NO_CONTENT,
    responses=problem_responses(401, 403, 404),
)
def revoke_session(session_id: RowId, context: ContextDep) -> Response:
    """Sign one device out, or revoke an app token."""
    context.players().revoke_session(context.player(Need.ACCOUNT), session_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.post(
    "/players/me/password",
    status_code=status.HTTP_204_NO_CONTENT,
    responses=problem_responses(401, 403, 409, 422, 429, 503),
)
@waits_beyond_the_database
def change_password(body: PasswordChange, context: ContextDep) -> Response:
    """Change your password; every other device and app token is signed out."""
    player, device = context.player(Need.ACCOUNT), context.device()
    outcome = context.players().change_password(player, body.current_password, body.new_password, device)
    return refused(outcome) if outcome is not None else Response(status_code=status.HTTP_204_NO_CONTENT)


@router.post(
    "/tokens",
    status_code=status.HTTP_201_CREATED,
    response_model=AppTokenOut,
    responses=problem_responses(401, 403, 409, 422),
    tags=["app tokens"],
)
def create_app_token(body: NewAppToken, context: ContextDep) -> AppTokenOut:
    """A token for a program of yours: named, with scopes (`read`, `play`, `bot`), revocable. The token is shown
    this once. A `read` token cannot act; a `bot` token's games are bot games (they rank on the bots' boards).
    Only a signed-in device may make one (never an app token)."""
    issued, row = context.players().create_app_token(context.player(Need.ACCOUNT), body.name, body.scopes)
    return AppTokenOut(**session_out(row, -1).model_dump(), token=issued.token)


@router.get("/tokens", response_model=list[SessionOut], responses=problem_responses(401, 403), tags=["app tokens"])
def list_app_tokens(context: ContextDep) -> list[SessionOut]:
    """Your app tokens in force (never their values), newest first."""
    current = context.player(Need.ACCOUNT)
    return [session_out(row, current.session_id) for row in context.players().sessions(current, kind="app")]


@router.delete(
    "/tokens/{token_id}",
    status_code=status.HTTP_204_NO_CONTENT,
    responses=problem_responses(401, 403, 404),
    tags=["app tokens"],
)
def revoke_app_token(token_id: RowId, context: ContextDep) -> Response:
    """Revoke an app token: its program is signed out at once."""
    context.players().revoke_session(context.player(Need.ACCOUNT), token_id, kind="app")
    return Response(status_code=status.HTTP_204_NO_CONTENT)


def session_out(row: AuthSession, current_id: int) -> SessionOut:
    return SessionOut.model_validate(
        {
            "id": row.id, "kind": row.kind, "name": row.name, "scopes": row.scopes, "address": row.address,
            "user_agent": row.user_agent, "created_at": row.created_at, "last_seen_at": row.last_seen_at,
            "expires_at": row.expires_at, "current": row.id == current_id,
        }
    )  # fmt: skip


def progress_of(context: Context) -> ProgressService:
    return ProgressService(ProgressRepository(context.session), context.now)


def settings_body(stored: dict[str, Any], version: int) -> SettingsOut:
    return SettingsOut(version=version, settings=PlayerSettings(**stored))


@router.get("/players/me/profile", response_model=MeOut, responses=problem_responses(401))
def get_my_profile(context: ContextDep) -> MeOut:
    """Who you are: your display name and title too."""
    player = context.players().player_row(context.player())
    return MeOut(**player_out(player).model_dump(), display_name=player.display_name, title=player.title)


@router.patch("/players/me", response_model=MeOut, responses=problem_responses(401, 403, 409, 422))
def update_my_profile(body: ProfileChange, context: ContextDep) -> MeOut:
    """Choose the display name shown on leaderboards: unique, and unlike any other (whatever its case, and
    letters that look alike); a guest's default form (Player 1a2b3c) is reserved."""
    player = context.players().set_display_name(context.player(Need.ACCOUNT), body.display_name)
    context.app_state.read_cache.changed_on_commit(context.session, player_scope(player.id), *all_board_scopes())
    return MeOut(**player_out(player).model_dump(), display_name=player.display_name, title=player.title)


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


@router.get("/players/me/stats", response_model=PlayerStats, responses=problem_responses(401))
def get_my_stats(context: ContextDep) -> dict[str, Any]:
    """Your figures per rules profile, from your ranked games (practice games do not count)."""
    return progress_of(context).stats(context.player().id)


@router.get("/players/me/card-backs", response_model=list[CardBackOut], responses=problem_responses(401))
def list_my_card_backs(context: ContextDep) -> list[CardBackOut]:
    """The whole collection, with the ones you own and how to earn the others."""
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

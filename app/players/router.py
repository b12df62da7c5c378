from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Header, Path, Response, status
from fastapi.responses import JSONResponse

from app.deps import AnonymousContextDep, Context, ContextDep, UnitOfWorkRoute
from app.errors import NotFound, problem_response
from app.openapi import OPTIONAL_TOKEN
from app.players.models import AuthSession, Player
from app.players.repository import CurrentPlayer
from app.players.schemas import (
    BadgeCounts,
    BestFigures,
    CardBackOut,
    Credentials,
    MeOut,
    NewAccount,
    NewPlayer,
    PasswordChange,
    PlayerOut,
    PlayerSettings,
    ProfileChange,
    PublicProfile,
    RulesStats,
    SessionOut,
    SettingsOut,
    TokenOut,
)
from app.players.service import Issued, SignInRefused
from app.progress.catalog import CARD_BACKS
from app.progress.repository import ProgressRepository
from app.progress.service import ProgressService
from app.versions import etag

router = APIRouter(prefix="/api/v1", tags=["players"], route_class=UnitOfWorkRoute)

UNAUTHORIZED: dict[int | str, dict[str, Any]] = {401: {"description": "missing, invalid, expired or signed-out token"}}


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


@router.post("/players", status_code=status.HTTP_201_CREATED, response_model=TokenOut, openapi_extra=OPTIONAL_TOKEN)
def create_guest(context: AnonymousContextDep, body: NewPlayer | None = None) -> TokenOut:
    """Start playing at once: a new guest player and its bearer token. Programs say so with `{"bot": true}`."""
    return token_out(context.players().create_guest(context.device(), bot=(body or NewPlayer()).bot))


@router.get("/players/me", response_model=PlayerOut, responses=UNAUTHORIZED)
def me(context: ContextDep) -> PlayerOut:
    return player_out(context.player())


@router.post(
    "/players/me/account",
    response_model=PlayerOut,
    responses={**UNAUTHORIZED, 409: {"description": "username taken, or already an account"}},
)
def create_account(body: NewAccount, context: ContextDep) -> PlayerOut:
    """Turn the guest into an account, keeping its games, so it can sign in on other devices."""
    return player_out(context.players().create_account(context.player(), body.username, body.password, bot=body.bot))


@router.post(
    "/sessions",
    openapi_extra=OPTIONAL_TOKEN,
    status_code=status.HTTP_201_CREATED,
    response_model=TokenOut,
    responses={401: {"description": "wrong username or password"}, 429: {"description": "too many failures"}},
)
def sign_in(body: Credentials, context: AnonymousContextDep) -> TokenOut | JSONResponse:
    """Sign in on another device: a new token for the same player."""
    outcome = context.players().sign_in(body.username, body.password, context.device())
    if isinstance(outcome, SignInRefused):
        # Returned, not raised, so that the request's session still commits the recorded failure.
        return problem_response(401, "wrong-credentials", "Sign-in failed", outcome.detail)
    return token_out(outcome)


@router.delete("/sessions/current", status_code=status.HTTP_204_NO_CONTENT, responses=UNAUTHORIZED)
def sign_out(context: ContextDep) -> Response:
    """Revoke the token this request carries."""
    context.players().sign_out(context.player())
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.delete("/sessions", status_code=status.HTTP_204_NO_CONTENT, responses=UNAUTHORIZED)
def sign_out_everywhere(context: ContextDep) -> Response:
    """Revoke every token of the player: every device (this one too) and every app token."""
    context.players().sign_out_everywhere(context.player())
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.get("/players/me/sessions", response_model=list[SessionOut], responses=UNAUTHORIZED)
def my_sessions(context: ContextDep) -> list[SessionOut]:
    """Where you are signed in (and your app tokens), newest first; `current` is the token of this request."""
    current = context.player()
    return [session_out(row, current.session_id) for row in context.players().sessions(current)]


@router.delete(
    "/players/me/sessions/{session_id}",
    status_code=status.HTTP_204_NO_CONTENT,
    responses={**UNAUTHORIZED, 404: {"description": "no such session of yours"}},
)
def revoke_session(session_id: int, context: ContextDep) -> Response:
    """Sign one device out (or revoke an app token)."""
    context.players().revoke_session(context.player(), session_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.post(
    "/players/me/password",
    status_code=status.HTTP_204_NO_CONTENT,
    responses={
        **UNAUTHORIZED,
        409: {"description": "a guest has no password"},
        429: {"description": "too many failures: see Retry-After"},
    },
)
def change_password(body: PasswordChange, context: ContextDep) -> Response:
    """Change your password; every other device and app token is signed out."""
    refused = context.players().change_password(context.player(), body.current_password, body.new_password,
                                                 context.device())  # fmt: skip
    if refused is not None:
        # Returned, not raised, so that the request's session still commits the recorded failure.
        return problem_response(401, "wrong-credentials", "Wrong password", refused.detail)
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


def settings_response(stored: dict[str, Any], version: int) -> JSONResponse:
    body = SettingsOut(version=version, settings=PlayerSettings(**stored)).model_dump(mode="json")
    return JSONResponse(body, headers={"ETag": etag(version)})


@router.get("/players/me/profile", response_model=MeOut, responses=UNAUTHORIZED)
def my_profile(context: ContextDep) -> MeOut:
    """Who you are: your display name and title too."""
    player = context.players().player_row(context.player())
    return MeOut(**player_out(player).model_dump(), display_name=player.display_name, title=player.title)


@router.patch(
    "/players/me",
    response_model=MeOut,
    responses={**UNAUTHORIZED, 409: {"description": "display name taken"}},
)
def change_profile(body: ProfileChange, context: ContextDep) -> MeOut:
    """Choose the display name shown on leaderboards (unique whatever its case)."""
    player = context.players().set_display_name(context.player(), body.display_name)
    return MeOut(**player_out(player).model_dump(), display_name=player.display_name, title=player.title)


@router.get("/players/me/settings", response_model=SettingsOut, responses=UNAUTHORIZED)
def get_settings(context: ContextDep) -> JSONResponse:
    """Your settings and their version (also the ETag)."""
    stored, version = context.players().read_settings(context.player())
    return settings_response(stored, version)


@router.put(
    "/players/me/settings",
    response_model=SettingsOut,
    responses={
        **UNAUTHORIZED,
        412: {"description": "changed on another device: the body has the current settings and version"},
        428: {"description": "If-Match is required"},
        422: {"description": "invalid settings, or a card back you have not earned"},
    },
)
def put_settings(
    body: PlayerSettings,
    context: ContextDep,
    if_match: Annotated[str | None, Header(alias="If-Match", max_length=100)] = None,
) -> JSONResponse:
    """Replace your settings; send If-Match with the version you read."""
    player = context.player()
    owned = progress_of(context).card_backs(player.id)
    settings = body.model_dump()
    version = context.players().put_settings(player, settings, if_match, owned)
    return settings_response(settings, version)


@router.get("/players/me/stats", response_model=dict[str, RulesStats], responses=UNAUTHORIZED)
def my_stats(context: ContextDep) -> dict[str, Any]:
    """Your figures per rules profile, from your ranked games (practice games do not count)."""
    return progress_of(context).stats(context.player().id)


@router.get("/players/me/card-backs", response_model=list[CardBackOut], responses=UNAUTHORIZED)
def my_card_backs(context: ContextDep) -> list[CardBackOut]:
    """The whole collection, with the ones you own and how to earn the others."""
    owned = progress_of(context).card_backs(context.player().id)
    return [CardBackOut(id=b.id, name=b.name, how_to_earn=b.deed, owned=b.id in owned) for b in CARD_BACKS]


@router.get(
    "/players/{player_id}",
    response_model=PublicProfile,
    responses={404: {"description": "no such player"}},
    openapi_extra=OPTIONAL_TOKEN,
)
def public_profile(
    player_id: Annotated[str, Path(pattern=r"^[0-9a-f]{32}$", description="a player's id (32 hexadecimal digits)")],
    context: AnonymousContextDep,
) -> PublicProfile:
    """What anyone may see of a player."""
    progress = ProgressRepository(context.session)
    player = progress.player(player_id)
    if player is None:
        raise NotFound(f"there is no player {player_id!r}")
    stats = progress.all_stats(player_id)
    return PublicProfile(
        id=player.id,
        name=player.display_name or f"Player {player.id[:6]}",
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
    )

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Path, Response, status

from app.kit.errors import WrongCredentials, problem_response
from app.kit.http import ONE_LIST_SHAPE, operation_name, problem_responses
from app.kit.openapi import OPTIONAL_TOKEN
from app.kit.readcache import all_board_scopes, player_scope
from app.kit.vocabulary import Scope, SessionKind
from app.players.context import (
    AnonymousContextDep,
    ContextDep,
    UnitOfWorkRoute,
    waits_beyond_the_database,
)
from app.players.models import AuthSession, Player
from app.players.repository import CurrentPlayer
from app.players.schemas import (
    AppTokenOut,
    AppTokensOut,
    Credentials,
    MeOut,
    NewAccount,
    NewAppToken,
    NewPlayer,
    PasswordChange,
    PlayerOut,
    ProfileChange,
    SessionOut,
    SessionsOut,
    TokenInfo,
    TokenOut,
)
from app.players.service import Issued, Need, SignInRefused, may, plays_as_bot

router = APIRouter(
    prefix="/api/v1", tags=["players"], route_class=UnitOfWorkRoute, generate_unique_id_function=operation_name
)

RowId = Annotated[int, Path(ge=1, le=2**31 - 1, description="its id, from the list")]


def player_out(player: Player | CurrentPlayer) -> PlayerOut:
    return PlayerOut(
        id=player.id,
        username=player.username,
        guest=player.username is None and player.registered_at is None,
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
    return player_out(context.player(Need.IDENTITY))


@router.get("/players/me/token", response_model=TokenInfo, responses=problem_responses(401))
def get_my_token(context: ContextDep) -> TokenInfo:
    """What the token of this request is and may do: a program can ask before it tries."""
    current = context.player(Need.IDENTITY)
    row = context.players().session_row(current)
    return TokenInfo(
        kind=SessionKind(current.session_kind),
        name=row.name,
        scopes=None if current.scopes is None else [Scope(scope) for scope in current.scopes],
        may=[need for need in Need if need != Need.IDENTITY and may(current, need)],
        bot=plays_as_bot(current),
        expires_at=current.expires_at,
    )


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


@router.get("/sessions", response_model=SessionsOut, responses=problem_responses(401, 403))
def list_sessions(context: ContextDep) -> SessionsOut:
    """Where you are signed in, and your app tokens and apps, newest first; `current` is the token of this
    request."""
    current = context.player(Need.ACCOUNT)
    items = [session_out(row, current.session_id) for row in context.players().sessions(current)]
    return SessionsOut(items=items, next_cursor=None)


@router.get(
    "/players/me/sessions",
    response_model=list[SessionOut],
    responses=problem_responses(401, 403, ok_headers=ONE_LIST_SHAPE.documented(successor=True)),
    deprecated=True,
)
def list_my_sessions(context: ContextDep, response: Response) -> list[SessionOut]:
    """Deprecated (goes in /api/v2): your sessions as a bare list; `GET /sessions` answers them as a page."""
    response.headers.update(ONE_LIST_SHAPE.headers(successor="/api/v1/sessions"))
    return list_sessions(context).items


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


@router.get(
    "/players/me/tokens", response_model=AppTokensOut, responses=problem_responses(401, 403), tags=["app tokens"]
)
def list_my_app_tokens(context: ContextDep) -> AppTokensOut:
    """Your app tokens in force (never their values), newest first."""
    current = context.player(Need.ACCOUNT)
    items = [session_out(row, current.session_id) for row in context.players().sessions(current, kind="app")]
    return AppTokensOut(items=items, next_cursor=None)


@router.get(
    "/tokens",
    response_model=list[SessionOut],
    responses=problem_responses(401, 403, ok_headers=ONE_LIST_SHAPE.documented(successor=True)),
    tags=["app tokens"],
    deprecated=True,
)
def list_app_tokens(context: ContextDep, response: Response) -> list[SessionOut]:
    """Deprecated (goes in /api/v2): your app tokens as a bare list; `GET /players/me/tokens` answers them as a
    page."""
    response.headers.update(ONE_LIST_SHAPE.headers(successor="/api/v1/players/me/tokens"))
    return list_my_app_tokens(context).items


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

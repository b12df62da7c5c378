from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Response, status
from fastapi.responses import JSONResponse

from app.deps import AnonymousContextDep, ContextDep, UnitOfWorkRoute
from app.errors import problem_response
from app.players.models import Player
from app.players.repository import CurrentPlayer
from app.players.schemas import Credentials, PlayerOut, TokenOut
from app.players.service import Issued, SignInRefused

router = APIRouter(prefix="/api/v1", tags=["players"], route_class=UnitOfWorkRoute)

UNAUTHORIZED: dict[int | str, dict[str, Any]] = {401: {"description": "missing, invalid, expired or signed-out token"}}


def player_out(player: Player | CurrentPlayer) -> PlayerOut:
    return PlayerOut(
        id=player.id, username=player.username, guest=player.username is None, created_at=player.created_at
    )


def token_out(issued: Issued) -> TokenOut:
    return TokenOut(token=issued.token, expires_at=issued.expires_at, player=player_out(issued.player))


@router.post("/players", status_code=status.HTTP_201_CREATED, response_model=TokenOut)
def create_guest(context: AnonymousContextDep) -> TokenOut:
    """Start playing at once: a new guest player and its bearer token."""
    return token_out(context.players().create_guest())


@router.get("/players/me", response_model=PlayerOut, responses=UNAUTHORIZED)
def me(context: ContextDep) -> PlayerOut:
    return player_out(context.player())


@router.post(
    "/players/me/account",
    response_model=PlayerOut,
    responses={**UNAUTHORIZED, 409: {"description": "username taken, or already an account"}},
)
def create_account(body: Credentials, context: ContextDep) -> PlayerOut:
    """Turn the guest into an account, keeping its games, so it can sign in on other devices."""
    return player_out(context.players().create_account(context.player(), body.username, body.password))


@router.post(
    "/sessions",
    status_code=status.HTTP_201_CREATED,
    response_model=TokenOut,
    responses={401: {"description": "wrong username or password"}, 429: {"description": "too many failures"}},
)
def sign_in(body: Credentials, context: AnonymousContextDep) -> TokenOut | JSONResponse:
    """Sign in on another device: a new token for the same player."""
    outcome = context.players().sign_in(body.username, body.password, context.client_address)
    if isinstance(outcome, SignInRefused):
        # Returned, not raised, so that the request's session still commits the recorded failure.
        return problem_response(401, "wrong-credentials", "Sign-in failed", outcome.detail)
    return token_out(outcome)


@router.delete("/sessions/current", status_code=status.HTTP_204_NO_CONTENT, responses=UNAUTHORIZED)
def sign_out(context: ContextDep) -> Response:
    """Revoke the token this request carries."""
    context.players().sign_out(context.player())
    return Response(status_code=status.HTTP_204_NO_CONTENT)

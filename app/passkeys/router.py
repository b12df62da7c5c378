from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, TypeVar

from fastapi import APIRouter, Path, Response, status

from app.kit.errors import PasskeyRefused, Unprocessable, problem_response
from app.kit.http import Origin, operation_name, problem_responses
from app.kit.openapi import OPTIONAL_TOKEN
from app.passkeys.models import Passkey
from app.passkeys.schemas import CeremonyOptions, NewPasskey, PasskeyOut, PasskeySignIn, PasskeysOut
from app.passkeys.service import PasskeyService, party_of
from app.players.context import AnonymousContextDep, Context, ContextDep, UnitOfWorkRoute
from app.players.router import token_out
from app.players.schemas import TokenOut
from app.players.service import Need

router = APIRouter(
    prefix="/api/v1", tags=["passkeys"], route_class=UnitOfWorkRoute, generate_unique_id_function=operation_name
)

T = TypeVar("T")
CredentialId = Annotated[str, Path(min_length=1, max_length=1400, pattern=r"^[A-Za-z0-9_-]+$")]


def passkeys(context: Context, origin: str) -> PasskeyService:
    return PasskeyService(context.session, context.settings, context.now, party_of(context.settings, origin))


def answered(work: Callable[[], T]) -> T | Response:
    """The answer to a ceremony; a refusal is returned, not raised, so that the request still commits and the
    ceremony its answer spent stays spent (an answer is tried once, right or wrong)."""
    try:
        return work()
    except (PasskeyRefused, Unprocessable) as refused:
        return problem_response(type(refused), refused.detail, refused.headers or None, **refused.extra)


def passkey_out(passkey: Passkey) -> PasskeyOut:
    return PasskeyOut(
        id=passkey.id, name=passkey.name, backed_up=passkey.backed_up, created_at=passkey.created_at,
        last_used_at=passkey.last_used_at,
    )  # fmt: skip


@router.post(
    "/players/me/passkeys/options", response_model=CeremonyOptions, responses=problem_responses(401, 403, 409, 422)
)
def passkey_registration_options(context: ContextDep, origin: Origin) -> CeremonyOptions:
    """Options to make a passkey for your account (a discoverable credential), with a challenge good for 5
    minutes. A signed-in device only: an app token never adds a passkey."""
    ceremony, options = passkeys(context, origin).registration_options(context.player(Need.ACCOUNT))
    return CeremonyOptions(ceremony=ceremony, options=options)


@router.post(
    "/players/me/passkeys",
    status_code=status.HTTP_201_CREATED,
    response_model=PasskeyOut,
    responses=problem_responses(401, 403, 409, 422),
)
def add_passkey(body: NewPasskey, context: ContextDep, origin: Origin) -> Any:
    """Add the passkey the browser made from the options: sign in with it on any device. A guest who adds one is
    an account from then on (with no password, if they like)."""
    me = context.player(Need.ACCOUNT)
    service = passkeys(context, origin)
    return answered(lambda: passkey_out(service.register(me, body.ceremony, body.credential, body.name)))


@router.get("/players/me/passkeys", response_model=PasskeysOut, responses=problem_responses(401, 403))
def list_passkeys(context: ContextDep, origin: Origin) -> PasskeysOut:
    """Your passkeys, oldest first."""
    me = context.player(Need.ACCOUNT)
    items = [passkey_out(passkey) for passkey in passkeys(context, origin).passkeys.of_player(me.id)]
    return PasskeysOut(items=items, next_cursor=None)


@router.delete(
    "/players/me/passkeys/{credential_id}",
    status_code=status.HTTP_204_NO_CONTENT,
    responses=problem_responses(401, 403, 404, 409, 422),
)
def remove_passkey(credential_id: CredentialId, context: ContextDep, origin: Origin) -> Response:
    """Remove a passkey (409 when it is the only way your account signs in). Devices signed in with it stay so:
    sign them out under sessions."""
    passkeys(context, origin).remove(context.player(Need.ACCOUNT), credential_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.post(
    "/sessions/passkey/options",
    response_model=CeremonyOptions,
    responses=problem_responses(422, 429),
    openapi_extra=OPTIONAL_TOKEN,
)
def passkey_sign_in_options(context: AnonymousContextDep, origin: Origin) -> CeremonyOptions:
    """Options to sign in with a passkey, naming no account (the authenticator offers its own, also in the
    browser's autofill), with a challenge good for 5 minutes."""
    ceremony, options = passkeys(context, origin).sign_in_options()
    return CeremonyOptions(ceremony=ceremony, options=options)


@router.post(
    "/sessions/passkey",
    status_code=status.HTTP_201_CREATED,
    response_model=TokenOut,
    responses=problem_responses(401, 422, 429),
    openapi_extra=OPTIONAL_TOKEN,
)
def sign_in_with_passkey(body: PasskeySignIn, context: AnonymousContextDep, origin: Origin) -> Any:
    """Sign in on this device with a passkey: a new device token, as a password's sign-in gives. 401
    `passkey-refused`, the same whatever the reason, when it is not accepted."""
    service = passkeys(context, origin)
    return answered(lambda: token_out(service.sign_in(body.ceremony, body.credential, context.device())))

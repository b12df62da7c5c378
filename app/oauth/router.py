"""OAuth 2.0 for apps acting for players: the metadata (RFC 8414), the consent page and its two calls, the token
endpoint (authorization code with PKCE, refresh) and revocation (RFC 7009), and the player's list of apps."""

from __future__ import annotations

from pathlib import Path as FilePath
from typing import Annotated, Any
from urllib.parse import parse_qsl

from fastapi import APIRouter, Depends, Path, Query, Request, Response, status
from fastapi.responses import FileResponse, JSONResponse

from app.kit.errors import OAuthRefused, problem_response, problem_type
from app.kit.http import operation_name, problem_responses
from app.kit.openapi import AS_PLAIN_JSON, OPTIONAL_TOKEN
from app.kit.vocabulary import Scope
from app.oauth.schemas import (
    AppOut,
    AppsOut,
    AuthorizationDecision,
    ConsentOut,
    OAuthProblem,
    RedirectOut,
    ServerMetadata,
    TokenAnswer,
)
from app.oauth.server import Answer, InvalidRequestError
from app.oauth.service import OAuthService, Refused
from app.players.context import AnonymousContextDep, Context, ContextDep, UnitOfWorkRoute
from app.players.router import player_out
from app.players.service import Need, may

STATIC = FilePath(__file__).resolve().parent.parent.parent / "static"
MAX_FIELDS = 20
FORM = "application/x-www-form-urlencoded"
CROSS_ORIGIN = {"Access-Control-Allow-Origin": "*"}
"""The endpoints an app calls from a browser elsewhere: they need no cookie, and answer any origin."""
NO_STORE = {"Cache-Control": "no-store", "Pragma": "no-cache"}

router = APIRouter(
    prefix="/api/v1", tags=["oauth"], route_class=UnitOfWorkRoute, generate_unique_id_function=operation_name
)
pages = APIRouter(tags=["oauth"], generate_unique_id_function=operation_name)
"""What is not under /api/v1: the metadata and the consent page."""

RowId = Annotated[int, Path(ge=1, le=2**31 - 1, description="its id, from the list")]


def oauth(context: Context) -> OAuthService:
    return OAuthService(context.session, context.settings, context.now)


@pages.get("/.well-known/oauth-authorization-server", response_model=ServerMetadata)
def get_oauth_metadata(request: Request) -> JSONResponse:
    """How an app signs players in (RFC 8414): the endpoints, scopes and methods of this server."""
    issuer = str(request.base_url).rstrip("/")
    metadata = ServerMetadata(
        issuer=issuer,
        authorization_endpoint=f"{issuer}/oauth/authorize",
        token_endpoint=f"{issuer}/api/v1/oauth/token",
        revocation_endpoint=f"{issuer}/api/v1/oauth/revoke",
        scopes_supported=list(Scope),
        response_types_supported=["code"],
        response_modes_supported=["query"],
        grant_types_supported=["authorization_code", "refresh_token"],
        token_endpoint_auth_methods_supported=["none"],
        revocation_endpoint_auth_methods_supported=["none"],
        code_challenge_methods_supported=["S256"],
        service_documentation=f"{issuer}/docs",
    )
    return JSONResponse(metadata.model_dump(), headers={"Cache-Control": "public, max-age=3600", **CROSS_ORIGIN})


@pages.get("/oauth/authorize", include_in_schema=False)
def authorization_page() -> FileResponse:
    """The consent page: it reads the app's request from its own address and asks the two calls below."""
    return FileResponse(STATIC / "authorize.html", headers={"Cache-Control": "no-store"})


def _refusal(refused: Refused) -> JSONResponse:
    error = refused.error
    return problem_response(
        OAuthRefused,
        error.description or f"the request was refused ({error.error})",
        error=error.error,
        error_description=error.description or None,
        redirect_to=refused.redirect_to,
    )


def authorization_request(
    request: Request,
    response_type: Annotated[str | None, Query(max_length=32, examples=["code"])] = None,
    client_id: Annotated[str | None, Query(max_length=64, description="the app's name for itself")] = None,
    redirect_uri: Annotated[str | None, Query(max_length=500)] = None,
    scope: Annotated[str | None, Query(max_length=100, examples=["read play"])] = None,
    state: Annotated[str | None, Query(max_length=500)] = None,
    code_challenge: Annotated[str | None, Query(max_length=128)] = None,
    code_challenge_method: Annotated[str | None, Query(max_length=16, examples=["S256"])] = None,
) -> list[tuple[str, str]]:
    """The request as the app sent it, every field as many times as it came (a repeated one is refused)."""
    return request.query_params.multi_items()


@router.get(
    "/oauth/authorization",
    response_model=ConsentOut,
    responses=problem_responses(400, 422, models={400: OAuthProblem}),
    openapi_extra=OPTIONAL_TOKEN,
)
def get_oauth_consent(
    fields: Annotated[list[tuple[str, str]], Depends(authorization_request)], context: AnonymousContextDep
) -> Any:
    """For the consent page: what the app asks (its name, where the answer goes, the scopes), if its request is
    valid, and who would let it in (with the token of a signed-in device of an account)."""
    try:
        consent = oauth(context).consent(fields)
    except Refused as refused:
        return _refusal(refused)
    current = context.player_if_any()
    player = current if current is not None and current.username is not None and may(current, Need.ACCOUNT) else None
    return ConsentOut(
        client_id=consent.client_id,
        app_host=consent.app_host,
        redirect_uri=consent.redirect_uri,
        scopes=consent.scopes,
        player=None if player is None else player_out(player),
    )


@router.post(
    "/oauth/authorization",
    response_model=RedirectOut,
    responses=problem_responses(400, 401, 403, 422, 429, models={400: OAuthProblem}),
)
def decide_oauth_consent(body: AuthorizationDecision, context: ContextDep, response: Response) -> Any:
    """The player's answer to an app (from a signed-in device of an account, never an app's token): where to send
    the browser back to the app, with a code or `error=access_denied`."""
    response.headers.update(NO_STORE)  # the answer holds a code
    current = context.player(Need.ACCOUNT)
    try:
        fields = parse_qsl(body.request, keep_blank_values=True, max_num_fields=MAX_FIELDS)
    except ValueError:
        return _refusal(Refused(InvalidRequestError(f"the request may hold at most {MAX_FIELDS} fields"), None))
    try:
        return RedirectOut(redirect_to=oauth(context).decide(fields, current, body.allow))
    except Refused as refused:
        return _refusal(refused)


async def form_fields(request: Request) -> list[tuple[str, str]] | None:
    """The form an app posts (RFC 6749 asks for application/x-www-form-urlencoded); None if it is not one."""
    media_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if media_type != FORM:
        return None
    try:
        fields = parse_qsl((await request.body()).decode(), keep_blank_values=True, max_num_fields=MAX_FIELDS)
    except (UnicodeDecodeError, ValueError):
        return None
    return fields


def _oauth_answer(answer: Answer) -> JSONResponse:
    headers = {**dict(answer.headers), **NO_STORE, **CROSS_ORIGIN}
    headers.pop("Content-Type", None)
    body = answer.body
    if answer.status >= 400 and isinstance(body, dict):
        description = body.get("error_description")
        body = {
            "type": problem_type(OAuthRefused.slug), "title": OAuthRefused.title, "status": answer.status,
            "detail": description or f"the request was refused ({body.get('error')})", **body,
        }  # fmt: skip
    return JSONResponse(body, status_code=answer.status, headers=headers)


def _unreadable_form() -> JSONResponse:
    detail = f"send the fields as {FORM} (RFC 6749), each at most once"
    return _oauth_answer(Answer(400, {"error": "invalid_request", "error_description": detail}, []))


def _repeated(fields: list[tuple[str, str]]) -> bool:
    names = [name for name, _ in fields]
    return len(names) != len(set(names))


def endpoint_problems(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """The token and revocation endpoints' errors: OAuth errors, as application/json (RFC 6749, section 5.2)."""
    responses = problem_responses(*statuses, models={400: OAuthProblem})
    responses[400].update({AS_PLAIN_JSON: True, "description": "refused: `error` says why (RFC 6749, section 5.2)"})
    return responses


FORM_BODY = {
    "requestBody": {
        "required": True,
        "content": {
            FORM: {
                "schema": {
                    "type": "object",
                    "required": ["grant_type", "client_id"],
                    "properties": {
                        "grant_type": {"$ref": "#/components/schemas/GrantType"},
                        "client_id": {"type": "string", "maxLength": 64},
                        "code": {"type": "string", "description": "authorization_code: the code the redirect carried"},
                        "redirect_uri": {"type": "string", "description": "authorization_code: as in the request"},
                        "code_verifier": {"type": "string", "description": "authorization_code: PKCE's verifier"},
                        "refresh_token": {"type": "string", "description": "refresh_token: the latest one"},
                        "scope": {"type": "string", "description": "refresh_token: fewer scopes, if wanted"},
                    },
                }
            }
        },
    }
}
REVOKE_BODY = {
    "requestBody": {
        "required": True,
        "content": {
            FORM: {
                "schema": {
                    "type": "object",
                    "required": ["token", "client_id"],
                    "properties": {
                        "token": {"type": "string", "description": "the grant's access or refresh token"},
                        "token_type_hint": {"$ref": "#/components/schemas/TokenTypeHint"},
                        "client_id": {"type": "string", "maxLength": 64},
                    },
                }
            }
        },
    }
}


@router.post(
    "/oauth/token",
    response_model=TokenAnswer,
    responses=endpoint_problems(400, 429),
    openapi_extra={**OPTIONAL_TOKEN, **FORM_BODY, "security": []},
)
def oauth_token(
    fields: Annotated[list[tuple[str, str]] | None, Depends(form_fields)], context: AnonymousContextDep
) -> Any:
    """The token endpoint (RFC 6749): a code and its PKCE verifier, or a refresh token, for an access token (an
    hour) and the next refresh token. Errors are OAuth 2.0 errors (`error`), which are also problem details."""
    if fields is None or _repeated(fields):
        return _unreadable_form()
    return _oauth_answer(oauth(context).token(fields))


@router.post(
    "/oauth/revoke",
    responses=endpoint_problems(400, 429),
    openapi_extra={**OPTIONAL_TOKEN, **REVOKE_BODY, "security": []},
)
def revoke_oauth_token(
    fields: Annotated[list[tuple[str, str]] | None, Depends(form_fields)], context: AnonymousContextDep
) -> Any:
    """Revocation (RFC 7009): the grant of the token sent ends, its access and refresh tokens both. A token that is
    unknown or already revoked is answered the same (200)."""
    if fields is None or _repeated(fields):
        return _unreadable_form()
    return _oauth_answer(oauth(context).revoke(fields))


def app_out(row: Any) -> AppOut:
    return AppOut(
        id=row.id,
        client_id=row.name or "",
        app_host=row.app_host,
        scopes=row.scopes or [],
        created_at=row.created_at,
        last_seen_at=row.last_seen_at,
        expires_at=row.refresh_expires_at or row.expires_at,
    )


@router.get("/players/me/apps", response_model=AppsOut, responses=problem_responses(401, 403), tags=["app tokens"])
def list_my_apps(context: ContextDep) -> AppsOut:
    """The apps you let in through OAuth, most recently used first (from a signed-in device)."""
    grants = oauth(context).apps(context.player(Need.ACCOUNT))
    return AppsOut(items=[app_out(row) for row in grants], next_cursor=None)


@router.delete(
    "/players/me/apps/{grant_id}",
    status_code=status.HTTP_204_NO_CONTENT,
    responses=problem_responses(401, 403, 404),
    tags=["app tokens"],
)
def revoke_my_app(grant_id: RowId, context: ContextDep) -> Response:
    """Let an app out: its tokens stop working at once."""
    oauth(context).revoke_app(context.player(Need.ACCOUNT), grant_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field

from app.kit.http import ProblemDetails
from app.kit.vocabulary import Scope
from app.players.schemas import PlayerOut


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ConsentOut(BaseModel):
    """What an app asks of the player, for the consent page to show."""

    client_id: str = Field(description="the name the app gives itself (anyone may choose any name)")
    app_host: str = Field(description="where its answers go: the host of its redirect_uri, or a native app's scheme")
    redirect_uri: str
    scopes: list[Scope] = Field(description="what the app would be able to do")
    player: PlayerOut | None = Field(
        description="who would let it in: the token's player, or null without a token of an account's device"
    )


class AuthorizationDecision(Strict):
    request: str = Field(
        max_length=4000,
        description="the authorization request's query string, exactly as the app sent it to /oauth/authorize",
        examples=["response_type=code&client_id=my-bot&redirect_uri=https%3A%2F%2Fbot.example%2Fcb&scope=read+play"
                  "&state=af0ifjsldkj&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
                  "&code_challenge_method=S256"],
    )  # fmt: skip
    allow: bool = Field(description="true lets the app in; false sends it `error=access_denied`")


class RedirectOut(BaseModel):
    redirect_to: str = Field(description="where to send the player's browser: the app's redirect_uri, answered")


class OAuthProblem(ProblemDetails):
    """A refused OAuth request: problem details that are also an OAuth 2.0 error response (RFC 6749 section 5.2)."""

    error: str = Field(examples=["invalid_grant"], description="the OAuth 2.0 error code")
    error_description: str | None = None
    redirect_to: str | None = Field(
        default=None,
        description="on a request for consent: where to send the player back to the app with the error (null "
        "when its client_id or redirect_uri cannot be trusted, which the player is then shown instead)",
    )


class TokenAnswer(BaseModel):
    """RFC 6749 section 5.1."""

    access_token: str = Field(description="send it as `Authorization: Bearer <token>`; it works for an hour")
    token_type: str = Field(examples=["Bearer"])
    expires_in: int = Field(description="seconds the access token works")
    refresh_token: str = Field(
        description="for the next access token (grant_type=refresh_token): used once, the answer carries the next; "
        "one presented twice ends the grant"
    )
    scope: str = Field(examples=["read play"], description="what the tokens may do, space-separated")


class AppOut(BaseModel):
    """An app the player let in through OAuth."""

    id: int
    client_id: str
    app_host: str | None = Field(description="where its answers go (its redirect_uri's host, or its scheme)")
    scopes: list[Scope]
    created_at: datetime
    last_seen_at: datetime | None = Field(description="to the hour")
    expires_at: datetime = Field(description="when the grant ends unless the app refreshes its token before")


class AppsOut(BaseModel):
    items: list[AppOut]
    next_cursor: str | None = Field(description="always null: every app is on the first page")


class ServerMetadata(BaseModel):
    """OAuth 2.0 Authorization Server Metadata (RFC 8414)."""

    model_config = ConfigDict(extra="allow")
    issuer: str
    authorization_endpoint: str
    token_endpoint: str
    revocation_endpoint: str
    scopes_supported: list[Scope]
    response_types_supported: list[str]
    response_modes_supported: list[str]
    grant_types_supported: list[str]
    token_endpoint_auth_methods_supported: list[str]
    revocation_endpoint_auth_methods_supported: list[str]
    code_challenge_methods_supported: list[str]
    service_documentation: str

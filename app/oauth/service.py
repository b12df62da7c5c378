"""Use cases of apps acting for players: asking for consent, consenting or refusing, exchanging a code for tokens,
refreshing them, revoking them, and the player's list of the apps they let in.

The protocol is Authlib's (``app.oauth.server``); this is its store for one request, in the request's unit of work.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from authlib.oauth2 import OAuth2Error, OAuth2Request
from sqlalchemy.orm import Session

from app.config import Settings
from app.kit.errors import Forbidden, NotFound, TooManyRequests
from app.kit.vocabulary import Scope, SessionKind
from app.oauth.models import AuthorizationCode
from app.oauth.repository import OAuthRepository
from app.oauth.server import (
    ACCESS_SECONDS,
    CODE_SECONDS,
    Answer,
    FieldsRequest,
    InvalidGrantError,
    app_host,
    redirect_problem,
    scopes_of,
    server,
    unprintable_field,
)
from app.players.models import AuthSession, Player
from app.players.repository import CurrentPlayer, PlayerRepository
from app.players.security import token_digest

REFRESH_DAYS = 30
"""A grant lasts 30 days past its last refresh: an app used once a month stays in."""
MAX_LIVE_CODES = 10
"""Consents waiting for their app's exchange, per player: more are refused (429) until those are used or expire."""
MAX_GRANTS = 30
"""Apps' grants in force per player: a new grant beyond them ends the one least recently used."""


@dataclass(frozen=True)
class Consent:
    """A valid request for consent, as the player is to be shown it."""

    client_id: str
    app_host: str
    redirect_uri: str
    scopes: list[Scope]
    grant: Any


class Refused(Exception):
    """A request the authorization server refuses: its OAuth error, and where the player may be sent back to the
    app with it (None when the request's redirect_uri cannot be trusted)."""

    def __init__(self, error: OAuth2Error, redirect_to: str | None) -> None:
        super().__init__(error.description or error.error)
        self.error = error
        self.redirect_to = redirect_to


@dataclass(frozen=True)
class ExchangedCode:
    """An authorization code this request has just used, with what Authlib asks of it."""

    row: AuthorizationCode

    def get_redirect_uri(self) -> str:
        return self.row.redirect_uri

    def get_scope(self) -> str:
        return " ".join(self.row.scopes)

    @property
    def code_challenge(self) -> str:
        return self.row.code_challenge


@dataclass(frozen=True)
class Grant:
    """An app's grant (its session row), as Authlib asks of a refresh token or a token to revoke."""

    row: AuthSession

    def check_client(self, client: Any) -> bool:
        return bool(client.client_id == self.row.name)

    def get_scope(self) -> str:
        return " ".join(self.row.scopes or ())


def refusal_answer(error: OAuth2Error) -> Answer:
    """An OAuth error as the token and revocation endpoints answer it (RFC 6749, section 5.2)."""
    return Answer(error.status_code, dict(error.get_body()), [])


class OAuthService:
    def __init__(self, session: Session, settings: Settings, now: datetime) -> None:
        self.grants = OAuthRepository(session)
        self.players = PlayerRepository(session)
        self.settings = settings
        self.now = now

    # -- consent (the player's browser) ----------------------------------------------------------

    def consent(self, fields: list[tuple[str, str]]) -> Consent:
        """What an app asks for, if its request is valid (else :class:`Refused`)."""
        unprintable = unprintable_field(fields)
        if unprintable is not None:
            raise Refused(unprintable, None)  # the redirect_uri itself may be what is wrong: answer here
        request = FieldsRequest("GET", fields, self)
        try:
            grant = server.get_consent_grant(request)
        except OAuth2Error as error:
            raise self._refused(request, error) from None
        redirect_uri = grant.redirect_uri
        return Consent(
            client_id=request.payload.client_id,
            app_host=app_host(redirect_uri),
            redirect_uri=redirect_uri,
            scopes=scopes_of(request.scope),
            grant=grant,
        )

    def decide(self, fields: list[tuple[str, str]], current: CurrentPlayer, allow: bool) -> str:
        """The player's answer to an app's request: where to send the player's browser back to the app, with a
        code (allowed) or ``error=access_denied``."""
        if allow and current.username is None:
            raise Forbidden("a guest cannot let an app in: create an account (or sign in to yours) first")
        consent = self.consent(fields)
        request = consent.grant.request
        if allow:
            self.players.lock(current.id)
            if self.grants.live_codes(current.id, self.now) >= MAX_LIVE_CODES:
                raise TooManyRequests(
                    f"you have {MAX_LIVE_CODES} consents waiting for their apps: try again in a minute",
                    headers={"Retry-After": str(CODE_SECONDS)},
                )
        answer: Answer = server.create_authorization_response(
            request, grant_user=current if allow else None, grant=consent.grant
        )
        if answer.location is None:
            raise Refused(InvalidGrantError("the request could not be answered"), None)
        return answer.location

    def _refused(self, request: OAuth2Request, error: OAuth2Error) -> Refused:
        error.state = request.payload.state
        redirect_to = error(None)[2] if error.redirect_uri else None
        location = next((value for name, value in redirect_to or () if name.lower() == "location"), None)
        return Refused(error, location)

    # -- the app's calls ---------------------------------------------------------------------------

    def token(self, fields: list[tuple[str, str]]) -> Answer:
        """The token endpoint: a code (with its verifier) or a refresh token, for new tokens."""
        unprintable = unprintable_field(fields)
        if unprintable is not None:
            return refusal_answer(unprintable)
        answer: Answer = server.create_token_response(FieldsRequest("POST", fields, self))
        return answer

    def revoke(self, fields: list[tuple[str, str]]) -> Answer:
        """The revocation endpoint (RFC 7009): the whole grant ends, whichever of its tokens is sent."""
        unprintable = unprintable_field(fields)
        if unprintable is not None:
            return refusal_answer(unprintable)
        answer: Answer = server.create_endpoint_response("revocation", FieldsRequest("POST", fields, self))
        return answer

    # -- the player's list of apps -----------------------------------------------------------------

    def apps(self, current: CurrentPlayer) -> list[AuthSession]:
        return self.grants.grants_of(current.id, self.now)

    def revoke_app(self, current: CurrentPlayer, grant_id: int) -> None:
        if not self.grants.revoke(grant_id, self.now, player_id=current.id):
            raise NotFound(f"you have let in no app as grant {grant_id}: list them with GET /api/v1/players/me/apps")

    # -- Authlib's store (app.oauth.server.Store) ------------------------------------------------

    def save_code(self, code: str, request: FieldsRequest) -> None:
        current: CurrentPlayer = request.user
        data = request.payload.data
        self.grants.add(
            AuthorizationCode(
                code_hash=self._digest(code),
                player_id=current.id,
                granted_by=current.session_id,
                client_id=request.payload.client_id,
                redirect_uri=request.payload.redirect_uri,
                scopes=[str(scope) for scope in scopes_of(request.scope)],
                code_challenge=data["code_challenge"],
                created_at=self.now,
                expires_at=self.now + timedelta(seconds=CODE_SECONDS),
            )
        )

    def claim_code(self, code: str, client_id: str) -> ExchangedCode | None:
        """The code, used by this request, if it may be: issued to this app, not used before, not expired, and
        its consenting device still signed in. A code used a second time ends the grant its first use made."""
        code_hash = self._digest(code)
        row = self.grants.code(code_hash)
        if row is None or row.client_id != client_id:
            return None
        if row.used_at is not None:
            if row.session_id is not None:
                self.grants.revoke(row.session_id, self.now)
            return None
        if row.expires_at <= self.now or not self.grants.session_in_force(row.granted_by, self.now):
            return None
        self.players.lock(row.player_id)
        if not self.grants.use_code(code_hash, self.now):
            return None
        return ExchangedCode(row)

    def user_of(self, credential: ExchangedCode | Grant) -> Player | None:
        return self.players.get(credential.row.player_id)

    def save_token(self, token: dict[str, Any], request: FieldsRequest) -> None:
        scopes = [str(scope) for scope in scopes_of(token.get("scope"))]
        access_hash, refresh_hash = self._digest(token["access_token"]), self._digest(token["refresh_token"])
        expires_at = self.now + timedelta(seconds=ACCESS_SECONDS)
        refresh_expires_at = self.now + timedelta(days=REFRESH_DAYS)
        if isinstance(request.refresh_token, Grant):
            grant = request.refresh_token.row
            if not self.grants.rotate(
                grant.id, grant.refresh_hash or "", self.now, token_hash=access_hash, refresh_hash=refresh_hash,
                scopes=scopes, expires_at=expires_at, refresh_expires_at=refresh_expires_at,
            ):  # fmt: skip
                raise InvalidGrantError("this refresh token has just been used: use the one its answer gave")
            return
        code: ExchangedCode = request.authorization_code
        player: Player = request.user
        in_force = self.grants.grants_of(player.id, self.now)
        for oldest in in_force[MAX_GRANTS - 1 :]:
            self.grants.revoke(oldest.id, self.now)
        row = AuthSession(
            player_id=player.id,
            token_hash=access_hash,
            kind=SessionKind.OAUTH,
            name=code.row.client_id,
            scopes=scopes,
            created_at=self.now,
            last_seen_at=self.now,
            expires_at=expires_at,
            refresh_hash=refresh_hash,
            refresh_expires_at=refresh_expires_at,
            app_host=app_host(code.row.redirect_uri),
        )
        self.grants.add(row)
        # The code's row is this transaction's already (marked used above): noting the grant on it waits for no one.
        self.grants.note_grant(code.row.code_hash, row.id)

    def grant_of_refresh_token(self, refresh_token: str) -> Grant | None:
        refresh_hash = self._digest(refresh_token)
        row = self.grants.grant_by_refresh(refresh_hash, self.now)
        if row is not None:
            return Grant(row)
        replaced = self.grants.grant_by_spent_refresh(refresh_hash)
        if replaced is not None:
            # A refresh token used twice was copied: whoever holds the grant now, it ends (RFC 9700 4.14.2).
            self.grants.revoke(replaced.id, self.now)
        return None

    def grant_of_token(self, token: str) -> Grant | None:
        row = self.grants.grant_by_token(self._digest(token))
        return None if row is None else Grant(row)

    def revoke_grant(self, grant: Grant) -> None:
        self.grants.revoke(grant.row.id, self.now)

    def _digest(self, secret: str) -> str:
        return token_digest(secret, self.settings.secret_key)


__all__ = ["Consent", "OAuthService", "Refused", "redirect_problem"]

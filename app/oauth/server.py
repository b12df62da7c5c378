"""The OAuth 2.0 authorization server, on Authlib: the authorization code grant (RFC 6749) for public apps, with
PKCE (RFC 7636, S256 only) required, refresh tokens that rotate, and revocation (RFC 7009).

An app needs no registration (as on lichess): it names itself with its ``client_id`` and says where the answer
goes with its ``redirect_uri``, and the player sees both before consenting. Authlib validates the protocol; what
it reads and writes goes through the request's :class:`Store` (``app.oauth.service``), so its grants run inside
the request's unit of work like any use case.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol
from urllib.parse import urlsplit

from authlib.oauth2 import AuthorizationServer, OAuth2Request
from authlib.oauth2.rfc6749 import ClientMixin, InvalidGrantError, InvalidRequestError, OAuth2Payload, grants
from authlib.oauth2.rfc6750 import BearerTokenGenerator
from authlib.oauth2.rfc7009 import RevocationEndpoint
from authlib.oauth2.rfc7636 import CodeChallenge

from app.kit.vocabulary import Scope
from app.players.security import new_token

ACCESS_SECONDS = 3600
"""An access token works for an hour; the app refreshes it."""
CODE_SECONDS = 60
DEFAULT_SCOPE = Scope.READ
CLIENT_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9 ._:@-]{0,63}")
"""What an app may call itself: 1 to 64 letters, digits and `` ._:@-``, beginning with a letter or digit."""
MAX_REDIRECT_URI = 500
MAX_APP_HOST = 200
"""What the player is shown of where an app's answers go (its host or scheme) holds at most this many characters."""
_HOST_NAME = re.compile(r"[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?")
"""A host name as DNS spells it (letters, digits, hyphens between dots), or an IPv4 address; urlsplit lowers it."""
_PRIVATE_SCHEME = re.compile(r"^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+$")
"""A native app's own scheme, in reverse domain order (``com.example.montana``), as RFC 8252 section 7.1 asks."""
LOOPBACK_HOSTS = {"127.0.0.1", "localhost", "::1"}
_AUTHLIB_URI = "https://montana.invalid/oauth"
"""What Authlib is told the request's URL is: it only checks that it is HTTPS, which is the proxy's concern here
(docs/operations.md); the issuer named in the metadata is the request's own."""


def redirect_problem(uri: str) -> str | None:
    """Why an app may not have its answers sent to ``uri``, or None if it may: an HTTPS address, a loopback
    address over HTTP (a program on the player's own machine, RFC 8252 section 7.3), or a native app's scheme."""
    if len(uri) > MAX_REDIRECT_URI:
        return f"the redirect_uri may hold at most {MAX_REDIRECT_URI} characters"
    if any(character.isspace() or ord(character) < 0x21 or ord(character) == 0x7F for character in uri):
        return "the redirect_uri may not hold spaces or control characters"
    try:
        parts = urlsplit(uri)
        port = parts.port
    except ValueError:
        return "the redirect_uri is not a URL"
    del port  # read only to refuse a port that is not a number
    if parts.fragment or "#" in uri:
        return "the redirect_uri may not have a fragment (#...)"
    if parts.username is not None or parts.password is not None:
        return "the redirect_uri may not hold a user name or password"
    if len(app_host(uri)) > MAX_APP_HOST:
        return f"the redirect_uri's host (or scheme) may hold at most {MAX_APP_HOST} characters"
    if parts.scheme == "https" and parts.hostname:
        if not _HOST_NAME.fullmatch(parts.hostname) and parts.hostname not in LOOPBACK_HOSTS:
            return "the redirect_uri's host may hold only letters, digits, hyphens and dots (a name as DNS spells it)"
        return None
    if parts.scheme == "http" and parts.hostname in LOOPBACK_HOSTS:
        return None
    if _PRIVATE_SCHEME.match(parts.scheme):
        return None
    return (
        "the redirect_uri must be an https:// address, an http:// address on this machine (127.0.0.1, [::1] or "
        "localhost), or a native app's own scheme in reverse domain order (com.example.app:/callback)"
    )


def app_host(redirect_uri: str) -> str:
    """What the player is shown of where an app's answers go: its host, or a native app's scheme."""
    parts = urlsplit(redirect_uri)
    if parts.scheme in ("http", "https"):
        return parts.hostname or ""
    return f"{parts.scheme}:"


def scopes_of(scope: str | None) -> list[Scope]:
    """The scopes a space-separated ``scope`` names, in the vocabulary's order, each once (the default if none)."""
    named = set((scope or "").split())
    return [member for member in Scope if member in named] or [DEFAULT_SCOPE]


class Store(Protocol):
    """What the grants read and write, for one request (``app.oauth.service.OAuthService``)."""

    def save_code(self, code: str, request: OAuth2Request) -> None: ...
    def claim_code(self, code: str, client_id: str) -> Any: ...
    def user_of(self, credential: Any) -> Any: ...
    def save_token(self, token: dict[str, Any], request: OAuth2Request) -> None: ...
    def grant_of_refresh_token(self, refresh_token: str) -> Any: ...
    def grant_of_token(self, token: str) -> Any: ...
    def revoke_grant(self, grant: Any) -> None: ...


class PublicApp(ClientMixin):  # type: ignore[misc]
    """An app as its requests name it: a public client (it keeps no secret), which must use PKCE."""

    def __init__(self, client_id: str) -> None:
        self.client_id = client_id

    def get_client_id(self) -> str:
        return self.client_id

    def get_default_redirect_uri(self) -> None:
        return None  # every request names its redirect_uri

    def get_allowed_scope(self, scope: str | None) -> str:
        return " ".join(scopes_of(scope))

    def check_redirect_uri(self, redirect_uri: str) -> bool:
        return redirect_problem(redirect_uri) is None

    def check_client_secret(self, client_secret: str) -> bool:
        return False

    def check_endpoint_auth_method(self, method: str, endpoint: str) -> bool:
        return method == "none"

    def check_response_type(self, response_type: str) -> bool:
        return response_type == "code"

    def check_grant_type(self, grant_type: str) -> bool:
        return grant_type in ("authorization_code", "refresh_token")


class FieldsPayload(OAuth2Payload):  # type: ignore[misc]
    def __init__(self, fields: list[tuple[str, str]]) -> None:
        self._datalist: defaultdict[str, list[str]] = defaultdict(list)
        for name, value in fields:
            self._datalist[name].append(value)
        self._data = {name: values[0] for name, values in self._datalist.items()}

    @property
    def data(self) -> dict[str, str]:
        return self._data

    @property
    def datalist(self) -> defaultdict[str, list[str]]:
        return self._datalist


PRINTABLE_ASCII = re.compile(r"[\x20-\x7e]*")
QUOTING = re.compile(r'["\\]')
ECHOED_ONLY = {"state"}
"""Fields given back to the app as they came, never quoted in an error's description."""


def unprintable_field(fields: list[tuple[str, str]]) -> InvalidRequestError | None:
    """Every OAuth parameter is printable ASCII (RFC 6749, appendix A), and none but the state holds ``"`` or
    ``\\``: Authlib quotes a field in an error's description, which may hold neither (RFC 6749 section 5.2), and
    would otherwise refuse to build the error."""
    for name, value in fields:
        if not PRINTABLE_ASCII.fullmatch(name) or not PRINTABLE_ASCII.fullmatch(value):
            field = name if PRINTABLE_ASCII.fullmatch(name) else "a field name"
            return InvalidRequestError(f"{field} must be printable ASCII (RFC 6749, appendix A)")
        if QUOTING.search(name) or (name not in ECHOED_ONLY and QUOTING.search(value)):
            field = "a field name" if QUOTING.search(name) else name
            return InvalidRequestError(f"{field} may not hold a double quote or a backslash")
    return None


class FieldsRequest(OAuth2Request):  # type: ignore[misc]
    """A request's parameters (its query, or its form body), with the request's store."""

    def __init__(self, method: str, fields: list[tuple[str, str]], store: Store) -> None:
        super().__init__(method, _AUTHLIB_URI, headers={})
        self.payload = FieldsPayload(fields)
        self.store = store

    @property
    def args(self) -> dict[str, str]:
        return self.payload.data

    @property
    def form(self) -> dict[str, str]:
        return self.payload.data


@dataclass(frozen=True)
class Answer:
    """What an endpoint of the authorization server answers: its status, body and headers."""

    status: int
    body: Any
    headers: list[tuple[str, str]]

    @property
    def location(self) -> str | None:
        return next((value for name, value in self.headers if name.lower() == "location"), None)


class S256Only(CodeChallenge):  # type: ignore[misc]
    """PKCE for every code, with S256: ``plain`` would hand the verifier to anyone who reads the request."""

    SUPPORTED_CODE_CHALLENGE_METHOD: ClassVar[list[str]] = ["S256"]

    def validate_code_challenge(self, grant: Any, redirect_uri: str) -> None:
        data = grant.request.payload.data
        if not data.get("code_challenge"):
            raise InvalidRequestError("this server needs PKCE: send a code_challenge (RFC 7636)")
        if data.get("code_challenge_method") != "S256":
            raise InvalidRequestError("send code_challenge_method=S256 (the only method this server takes)")
        super().validate_code_challenge(grant, redirect_uri)

    def get_authorization_code_challenge_method(self, authorization_code: Any) -> str:
        return "S256"


class CodeGrant(grants.AuthorizationCodeGrant):  # type: ignore[misc]
    TOKEN_ENDPOINT_AUTH_METHODS: ClassVar[list[str]] = ["none"]

    def save_authorization_code(self, code: str, request: FieldsRequest) -> None:
        request.store.save_code(code, request)

    def query_authorization_code(self, code: str, client: PublicApp) -> Any:
        return self.request.store.claim_code(code, client.client_id)

    def delete_authorization_code(self, authorization_code: Any) -> None:
        """Kept, marked used, until the worker forgets it: a second use is then recognised."""

    def authenticate_user(self, authorization_code: Any) -> Any:
        return self.request.store.user_of(authorization_code)


class RefreshGrant(grants.RefreshTokenGrant):  # type: ignore[misc]
    TOKEN_ENDPOINT_AUTH_METHODS: ClassVar[list[str]] = ["none"]
    INCLUDE_NEW_REFRESH_TOKEN = True
    """Each refresh token is used once: the answer carries the next one (RFC 9700 section 4.14.2)."""

    def authenticate_refresh_token(self, refresh_token: str) -> Any:
        return self.request.store.grant_of_refresh_token(refresh_token)

    def authenticate_user(self, refresh_token: Any) -> Any:
        return self.request.store.user_of(refresh_token)

    def revoke_old_credential(self, refresh_token: Any) -> None:
        """The grant's row took the new tokens in place of the old ones (``Store.save_token``)."""


class Revocation(RevocationEndpoint):  # type: ignore[misc]
    CLIENT_AUTH_METHODS: ClassVar[list[str]] = ["none"]

    def authenticate_token(self, request: FieldsRequest, client: PublicApp) -> Any:
        # The endpoint is shared by every request: the token is looked up in the request's own store.
        self.check_params(request, client)
        grant = request.store.grant_of_token(request.form["token"])
        if grant is not None and not grant.check_client(client):
            raise InvalidGrantError("this token was not issued to this client_id")
        return grant

    def revoke_token(self, token: Any, request: FieldsRequest) -> None:
        request.store.revoke_grant(token)


class MontanaAuthorizationServer(AuthorizationServer):  # type: ignore[misc]
    def __init__(self) -> None:
        super().__init__(scopes_supported=[str(scope) for scope in Scope])
        self.register_token_generator(
            "default",
            BearerTokenGenerator(
                access_token_generator=lambda **_: new_token(),
                refresh_token_generator=lambda **_: new_token(),
                expires_generator=lambda client, grant_type: ACCESS_SECONDS,
            ),
        )
        self.register_grant(CodeGrant, [S256Only(required=True)])
        self.register_grant(RefreshGrant)
        self.register_endpoint(Revocation)

    def query_client(self, client_id: str) -> PublicApp | None:
        return PublicApp(client_id) if CLIENT_ID.fullmatch(client_id or "") else None

    def save_token(self, token: dict[str, Any], request: FieldsRequest) -> None:
        request.store.save_token(token, request)

    def create_oauth2_request(self, request: FieldsRequest) -> FieldsRequest:
        return request

    def handle_response(self, status: int, body: Any, headers: list[tuple[str, str]]) -> Answer:
        return Answer(status, body, list(headers))

    def send_signal(self, name: str, *args: Any, **kwargs: Any) -> None:
        """No one listens to Authlib's signals here."""


server = MontanaAuthorizationServer()
"""One for the process: it keeps no state of a request (each request brings its own :class:`Store`)."""

__all__ = [
    "ACCESS_SECONDS", "CODE_SECONDS", "Answer", "FieldsRequest", "InvalidGrantError", "InvalidRequestError", "server",
    "unprintable_field",
]  # fmt: skip

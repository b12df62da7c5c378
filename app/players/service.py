"""Use cases of players: guests, accounts, sign-in on other devices, sessions, names and settings."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from app.config import Settings
from app.kit import ratelimit
from app.kit.errors import (
    Conflict,
    InsufficientScope,
    NotFound,
    PreconditionRequired,
    StaleSettings,
    TooManyRequests,
    Unauthorized,
    Unprocessable,
)
from app.kit.versions import etag, matches_version
from app.kit.vocabulary import Scope, SessionKind
from app.players.models import AuthSession, Player, SignInThrottle
from app.players.names import display_name_key, is_reserved
from app.players.repository import CurrentPlayer, PlayerRepository
from app.players.security import hash_password, needs_rehash, new_token, token_digest, verify_password

MAX_THROTTLE_DELAY_S = 900
KNOWN_PLACE = timedelta(days=30)
SEEN_EVERY = timedelta(hours=1)
NOT_A_SESSION = "the token is not valid: create a guest or sign in for a new one"
MAX_APP_TOKENS = 20
APP_TOKEN_DAYS = 365
Publish = Callable[[Session, str, int], None]
"""A sign-in from an address the account signed in from this recently is from a known place."""


@dataclass(frozen=True)
class Issued:
    token: str
    expires_at: datetime
    player: Player


@dataclass(frozen=True)
class SignInRefused:
    """A wrong username or password: reported only after the failure is recorded."""

    detail: str


@dataclass(frozen=True)
class Device:
    """Where a sign-in comes from: the client address (an IPv6 /64) and what the client says it is."""

    address: str
    user_agent: str | None = None


class Need(StrEnum):
    """What a request does, and so which tokens may make it."""

    READ = "read"
    PLAY = "play"
    ACCOUNT = "account"
    """Changing the account itself (password, tokens, settings...): a signed-in device, never an app token."""
    FRIENDS = "friends"
    """Reading whom the player follows and who follows them: a device, or an app let in for ``friends``."""
    IDENTITY = "identity"
    """Asking who the token's player is and what the token may do: any token in force."""


def plays_as_bot(current: CurrentPlayer) -> bool:
    """A bot, or anyone through a token made for a bot: its games are bot games."""
    return current.bot or Scope.BOT in (current.scopes or ())


def may(current: CurrentPlayer, need: Need) -> bool:
    if current.session_kind == SessionKind.DEVICE:
        return True
    scopes = set(current.scopes or ())
    if need == Need.IDENTITY:
        return True
    if need == Need.READ:
        return bool(scopes & {Scope.READ, Scope.PLAY, Scope.BOT})
    if need == Need.FRIENDS:
        return Scope.FRIENDS in scopes
    return need == Need.PLAY and bool(scopes & {Scope.PLAY, Scope.BOT})


def check_session(current: CurrentPlayer | None, now: datetime, need: Need = Need.READ) -> CurrentPlayer:
    """The player a token's session belongs to, if the session is valid now and may do this; 401/403 otherwise.
    The request counts against the session's rate limit (429 beyond it)."""
    current = valid_session(current, now, need)
    ratelimit.check_session(current.session_id)
    return current


def valid_session(current: CurrentPlayer | None, now: datetime, need: Need = Need.READ) -> CurrentPlayer:
    """:func:`check_session` without counting the request (for a caller that counts it itself)."""
    if current is None:
        raise Unauthorized(NOT_A_SESSION)
    if current.revoked_at is not None:
        raise Unauthorized("this token was signed out: sign in again")
    if current.expires_at <= now:
        if current.session_kind == SessionKind.OAUTH:
            raise Unauthorized("this access token has expired: get the next with your refresh token")
        raise Unauthorized("this token has expired: sign in again")
    if not may(current, need):
        granted = ", ".join(current.scopes or ()) or "nothing"
        raise InsufficientScope(
            f"this app token may {granted}: this request needs a token that may "
            + ("read your friends" if need == Need.FRIENDS else need)
            + (" (an app token never may: sign in on a device)" if need == Need.ACCOUNT else "")
        )
    return current


def due_to_be_seen(current: CurrentPlayer, now: datetime) -> bool:
    """Whether a request of this session should note when it was last seen (kept to the hour)."""
    return current.last_seen_at is None or now - current.last_seen_at > SEEN_EVERY


class PlayerService:
    def __init__(self, session: Session, settings: Settings, now: datetime, publish: Publish | None = None) -> None:
        self.players = PlayerRepository(session)
        self.settings = settings
        self.now = now
        self.publish = publish

    def create_guest(self, device: Device, *, bot: bool = False) -> Issued:
        player = Player(id=uuid.uuid4().hex, created_at=self.now, bot=bot)
        self.players.add(player)
        return self._issue(player, device)[0]

    def authenticate(self, token: str, need: Need = Need.READ) -> CurrentPlayer:
        current = check_session(self.players.by_token(token_digest(token, self.settings.secret_key)), self.now, need)
        if due_to_be_seen(current, self.now):
            self.players.seen(current.session_id, self.now)  # to the hour: one write an hour per token at most
        return current

    def create_account(self, current: CurrentPlayer, username: str, password: str, *, bot: bool = False) -> Player:
        player = self.player_row(current)
        if player.username is not None:
            raise Conflict(f"this player already has the account {player.username!r}")
        key = username.casefold()
        if self.players.by_username(key) is not None:
            raise Conflict(f"the username {username!r} is taken: choose another")
        try:
            claimed = self.players.claim_username(player, username, key, hash_password(password), self.now)
        except IntegrityError:
            raise Conflict(f"the username {username!r} is taken: choose another") from None
        if not claimed:
            raise Conflict("this player became an account meanwhile (on another device?): sign in with it")
        if bot and not player.bot:
            player.bot = True
            self.players.session.flush()
        return player

    # -- signing in ------------------------------------------------------------------------

    def sign_in(self, username: str, password: str, device: Device) -> Issued | SignInRefused:
        """A new token for the account, if the password is right and no throttle holds the attempt."""
        player = self.players.by_username(username.casefold())
        if not self._password_holds(username, player, password, device):
            return SignInRefused("the username or password is wrong")
        assert player is not None
        return self._issue(player, device)[0]

    def issue_device_token(self, player: Player, device: Device, *, name: str | None = None) -> Issued:
        """A new device's token for the player, signed in another way than a password (a passkey, a device link;
        ``name`` says which in the list of sessions)."""
        return self._issue(player, device, name=name)[0]

    def _password_still_holds(self, player: Player, verified_hash: str, password: str) -> bool:
        """Whether the hash ``password`` was verified against is still the account's (its owner may have changed
        the password meanwhile), holding the player's row from here to the commit; the hash is made again with
        newer parameters if it needs to be."""
        renewed = hash_password(password) if needs_rehash(verified_hash) else verified_hash
        return self.players.replace_password(player, verified_hash, renewed)

    def change_password(self, current: CurrentPlayer, old: str, new: str, device: Device) -> SignInRefused | None:
        """A new password, if the current one is right; every other device and app token is signed out."""
        player = self.player_row(current)
        if player.username is None:
            raise Conflict("a guest has no password: create an account with POST /api/v1/players/me/account")
        new_hash = hash_password(new)  # before the check, which holds the player's row to the commit
        if not self._password_holds(player.username, player, old, device):
            return SignInRefused("the current password is wrong")
        # The row is held since the check: no sign-in with the old password can slip in before the revocation.
        assert player.password_hash is not None
        self.players.replace_password(player, player.password_hash, new_hash)
        self.players.revoke_all(player.id, self.now, keep=current.session_id)
        return None

    def _password_holds(self, username: str, player: Player | None, password: str, device: Device) -> bool:
        """Whether ``password`` is the account's, behind three throttles (429 while one holds).

        Each throttle is a row locked for the whole attempt, so that parallel guesses are counted one after the
        other: the address (any account), the account from this address, and the account from anywhere (skipped
        from an address the account signed in from lately, so that guesses elsewhere never lock its owner out).
        The attempt counts as a failure before the slow password check, and is forgiven after it if it was right.
        An unknown username costs the same check as a wrong password.
        """
        key = username.casefold()
        known = player is not None and self.players.signed_in_from(player.id, device.address, self.now - KNOWN_PLACE)
        free = self.settings.sign_in_free_failures
        limits = {f"address:{device.address}": free, f"account:{key}|{device.address}": free}
        if not known:
            limits[f"account:{key}"] = self.settings.sign_in_account_free_failures
        throttles = self.players.lock_throttles(sorted(limits), self.now)
        for throttle in throttles:
            self._refuse_if_throttled(throttle, limits[throttle.key])
        for throttle in throttles:
            throttle.failures += 1
            throttle.last_failure_at = self.now
        self.players.session.flush()
        verified_hash = player.password_hash if player else None
        # Checked even for an unknown username (against a dummy hash): a miss takes as long as a wrong password.
        if not verify_password(verified_hash, password) or player is None or verified_hash is None:
            return False
        if not self._password_still_holds(player, verified_hash, password):
            return False  # changed while it was checked: the attempt stays counted as a failure
        for throttle in throttles:
            if throttle.key.startswith("account:"):
                self.players.session.delete(throttle)
            else:
                throttle.failures -= 1
        return True

    def _refuse_if_throttled(self, throttle: SignInThrottle, free: int) -> None:
        if throttle.failures < free:
            return
        delay = min(2 ** (throttle.failures - free), MAX_THROTTLE_DELAY_S)
        wait = (throttle.last_failure_at + timedelta(seconds=delay) - self.now).total_seconds()
        if wait > 0:
            seconds = int(wait) + 1
            raise TooManyRequests(
                f"too many failed sign-ins: wait {seconds} s before trying again",
                headers={"Retry-After": str(seconds)},
            )

    # -- sessions ------------------------------------------------------------------------------

    def sessions(self, current: CurrentPlayer, kind: str | None = None) -> list[AuthSession]:
        return self.players.sessions_of(current.id, self.now, kind)

    def revoke_session(self, current: CurrentPlayer, session_id: int, kind: str | None = None) -> None:
        if not self.players.revoke_session(current.id, session_id, self.now, kind):
            listing = "GET /api/v1/tokens" if kind == SessionKind.APP else "GET /api/v1/players/me/sessions"
            raise NotFound(f"you have no {kind or 'session'} {session_id} in force: list yours with {listing}")

    def create_app_token(self, current: CurrentPlayer, name: str, scopes: list[Scope]) -> tuple[Issued, AuthSession]:
        """A named token for a program of the player's, with scopes; a few per player at most (counted under the
        player's lock, so that tokens made at once cannot pass the limit)."""
        self.players.lock(current.id)
        if len(self.players.sessions_of(current.id, self.now, SessionKind.APP)) >= MAX_APP_TOKENS:
            raise Conflict(f"you have {MAX_APP_TOKENS} app tokens in force: revoke one (DELETE /api/v1/tokens/{{id}})")
        player = self.player_row(current)
        issued, row = self._issue(player, Device("app"), kind=SessionKind.APP, name=name, scopes=sorted(set(scopes)))
        return issued, row

    def sign_out(self, current: CurrentPlayer) -> None:
        self.players.revoke(current.session_id, self.now)

    def sign_out_everywhere(self, current: CurrentPlayer) -> None:
        self.players.revoke_all(current.id, self.now)

    # -- profile ---------------------------------------------------------------------------------

    def set_display_name(self, current: CurrentPlayer, display_name: str) -> Player:
        player = self.player_row(current)
        name = " ".join(display_name.split())
        if is_reserved(name):
            raise Conflict(f"{name!r} reads like a guest's default name: choose another")
        key = display_name_key(name)
        holder = self.players.by_display_name(key)
        if holder is not None and holder.id != player.id:
            raise Conflict(f"the display name {name!r} is taken, or looks like one that is: choose another")
        player.display_name, player.display_name_key = name, key
        try:
            self.players.session.flush()
        except IntegrityError:
            raise Conflict(f"the display name {name!r} is taken, or looks like one that is: choose another") from None
        return player

    def read_settings(self, current: CurrentPlayer) -> tuple[dict[str, Any], int]:
        player = self.player_row(current)
        return player.settings or {}, player.settings_version

    def put_settings(
        self, current: CurrentPlayer, settings: dict[str, Any], if_match: str | None, owned_backs: set[str]
    ) -> int:
        """Replace the settings if ``if_match`` names their current version; returns the new version."""
        stored, version = self.read_settings(current)
        if if_match is None:
            raise PreconditionRequired(
                "send If-Match with the version you read (GET /api/v1/players/me/settings gives it as the ETag), "
                "so that two devices never overwrite each other"
            )
        if not matches_version(if_match, version):
            raise StaleSettings(
                f"your settings changed on another device (now version {version}): merge and send again",
                headers={"ETag": etag(version)},
                settings=stored,
                version=version,
            )
        if settings["card_back"] not in owned_backs:
            raise Unprocessable(
                f"the card back {settings['card_back']!r} is not yours yet: GET /api/v1/players/me/card-backs"
            )
        if not self.players.save_settings(current.id, settings, version):
            raise StaleSettings("your settings changed on another device at the same time: read them again")
        if self.publish is not None:
            self.publish(self.players.session, f"settings:{current.id}", version + 1)
        return version + 1

    def session_row(self, current: CurrentPlayer) -> AuthSession:
        row = self.players.session.get(AuthSession, current.session_id)
        if row is None:
            raise Unauthorized(NOT_A_SESSION)
        return row

    def player_row(self, current: CurrentPlayer) -> Player:
        player = self.players.get(current.id)
        if player is None:
            raise Unauthorized("this player no longer exists")
        return player

    def _issue(
        self,
        player: Player,
        device: Device,
        *,
        kind: SessionKind = SessionKind.DEVICE,
        name: str | None = None,
        scopes: list[Scope] | None = None,
    ) -> tuple[Issued, AuthSession]:
        token = new_token()
        days = APP_TOKEN_DAYS if kind == SessionKind.APP else self.settings.token_ttl_days
        expires_at = self.now + timedelta(days=days)
        row = AuthSession(
            player_id=player.id,
            token_hash=token_digest(token, self.settings.secret_key),
            kind=kind,
            name=name,
            scopes=[str(scope) for scope in scopes] if scopes is not None else None,
            address=device.address if kind == SessionKind.DEVICE else None,
            user_agent=(device.user_agent or "")[:200] or None,
            created_at=self.now,
            last_seen_at=self.now,
            expires_at=expires_at,
        )
        self.players.add(row)
        return Issued(token, expires_at, player), row

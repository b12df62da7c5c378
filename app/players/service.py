"""Use cases of players: guests, accounts, sign-in on other devices, sign-out."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from app.config import Settings
from app.errors import (
    Conflict,
    PreconditionFailed,
    PreconditionRequired,
    TooManyRequests,
    Unauthorized,
    Unprocessable,
)
from app.players.models import AuthSession, Player
from app.players.repository import CurrentPlayer, PlayerRepository
from app.players.security import hash_password, new_token, token_digest, verify_password
from app.versions import matches_version

MAX_THROTTLE_DELAY_S = 900


@dataclass(frozen=True)
class Issued:
    token: str
    expires_at: datetime
    player: Player


@dataclass(frozen=True)
class SignInRefused:
    """A wrong username or password: reported only after the failure is recorded."""

    detail: str


def check_session(current: CurrentPlayer | None, now: datetime) -> CurrentPlayer:
    """The player a token's session belongs to, if the session is valid now; 401 otherwise."""
    if current is None:
        raise Unauthorized("the token is not valid: create a guest or sign in for a new one")
    if current.revoked_at is not None:
        raise Unauthorized("this token was signed out: sign in again")
    if current.expires_at <= now:
        raise Unauthorized("this token has expired: sign in again")
    return current


class PlayerService:
    def __init__(self, session: Session, settings: Settings, now: datetime) -> None:
        self.players = PlayerRepository(session)
        self.settings = settings
        self.now = now

    def create_guest(self, *, bot: bool = False) -> Issued:
        player = Player(id=uuid.uuid4().hex, created_at=self.now, bot=bot)
        self.players.add(player)
        return self._issue(player)

    def authenticate(self, token: str) -> CurrentPlayer:
        return check_session(self.players.by_token(token_digest(token, self.settings.secret_key)), self.now)

    def create_account(self, current: CurrentPlayer, username: str, password: str, *, bot: bool = False) -> Player:
        player = self.player_row(current)
        if player.username is not None:
            raise Conflict(f"this player already has the account {player.username!r}")
        key = username.casefold()
        if self.players.by_username(key) is not None:
            raise Conflict(f"the username {username!r} is taken: choose another")
        player.username, player.username_key, player.password_hash = username, key, hash_password(password)
        player.registered_at = self.now
        player.bot = player.bot or bot
        try:
            self.players.session.flush()
        except IntegrityError:
            raise Conflict(f"the username {username!r} is taken: choose another") from None
        return player

    def sign_in(self, username: str, password: str, address: str) -> Issued | SignInRefused:
        keys = (f"account:{username.casefold()}", f"address:{address}")
        for key in keys:
            self._refuse_if_throttled(key)
        player = self.players.by_username(username.casefold())
        if player is None or not verify_password(player.password_hash, password):
            for key in keys:
                self.players.record_failure(key, self.now)
            return SignInRefused("the username or password is wrong")
        self.players.clear_failures(keys[0])
        return self._issue(player)

    def set_display_name(self, current: CurrentPlayer, display_name: str) -> Player:
        player = self.player_row(current)
        key = " ".join(display_name.split()).casefold()
        holder = self.players.by_display_name(key)
        if holder is not None and holder.id != player.id:
            raise Conflict(f"the display name {display_name!r} is taken: choose another")
        player.display_name, player.display_name_key = " ".join(display_name.split()), key
        try:
            self.players.session.flush()
        except IntegrityError:
            raise Conflict(f"the display name {display_name!r} is taken: choose another") from None
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
            raise PreconditionFailed(
                f"your settings changed on another device (now version {version}): merge and send again",
                settings=stored,
                version=version,
            )
        if settings["card_back"] not in owned_backs:
            raise Unprocessable(
                f"the card back {settings['card_back']!r} is not yours yet: GET /api/v1/players/me/card-backs"
            )
        if not self.players.save_settings(current.id, settings, version):
            raise PreconditionFailed("your settings changed on another device at the same time: read them again")
        return version + 1

    def player_row(self, current: CurrentPlayer) -> Player:
        player = self.players.get(current.id)
        if player is None:
            raise Unauthorized("this player no longer exists")
        return player

    def sign_out(self, current: CurrentPlayer) -> None:
        self.players.revoke(current.session_id, self.now)

    def _issue(self, player: Player) -> Issued:
        token = new_token()
        expires_at = self.now + timedelta(days=self.settings.token_ttl_days)
        self.players.add(
            AuthSession(
                player_id=player.id,
                token_hash=token_digest(token, self.settings.secret_key),
                created_at=self.now,
                expires_at=expires_at,
            )
        )
        return Issued(token, expires_at, player)

    def _refuse_if_throttled(self, key: str) -> None:
        throttle = self.players.throttle(key)
        free = self.settings.sign_in_free_failures
        if throttle is None or throttle.failures < free:
            return
        delay = min(2 ** (throttle.failures - free), MAX_THROTTLE_DELAY_S)
        wait = (throttle.last_failure_at + timedelta(seconds=delay) - self.now).total_seconds()
        if wait > 0:
            seconds = int(wait) + 1
            raise TooManyRequests(
                f"too many failed sign-ins: wait {seconds} s before trying again",
                headers={"Retry-After": str(seconds)},
            )

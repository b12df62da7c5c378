"""Passkeys: WebAuthn credentials a player adds from a signed-in device, and signs in with on any device.

Every ceremony starts with options from the server holding a fresh challenge, kept in a row of its own for five
minutes and spent by the answer that reads it (deleted as it is read, so an answer counts once however often it is
sent). Passkeys are discoverable (the authenticator keeps the account), so a sign-in names no account and the
browser may offer them in its autofill. Adding one is a device's alone (an app token never may); a guest who adds
one becomes an account, which may then have passkeys and no password. A sign-in that fails says one thing only,
whatever the reason: unknown passkeys, removed ones and answers that do not verify look alike.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any
from urllib.parse import urlsplit

from sqlalchemy.orm import Session
from webauthn import (
    generate_authentication_options,
    generate_registration_options,
    options_to_json,
    verify_authentication_response,
    verify_registration_response,
)
from webauthn.helpers import base64url_to_bytes, bytes_to_base64url
from webauthn.helpers.exceptions import WebAuthnException
from webauthn.helpers.structs import (
    AuthenticatorSelectionCriteria,
    PublicKeyCredentialDescriptor,
    ResidentKeyRequirement,
    UserVerificationRequirement,
)

from app.config import Settings
from app.kit.errors import Conflict, NotFound, PasskeyRefused, Unprocessable
from app.passkeys.models import Passkey, PasskeyCeremony
from app.passkeys.repository import PasskeyRepository
from app.players.models import Player
from app.players.repository import CurrentPlayer, PlayerRepository
from app.players.service import Device, Issued, PlayerService

CEREMONY_LASTS = timedelta(minutes=5)
PASSKEY_LIMIT = 20
"""Passkeys one player may have: enough for every device and provider, few enough to list."""
REFUSED = (
    "this passkey could not sign you in: it is not (or no longer) registered here, or its answer did not verify; "
    "sign in another way, or ask for new options and try again"
)
RP_NAME = "Montana"


@dataclass(frozen=True)
class Party:
    """Where passkeys are made and used: the page's origin, and the relying party's id (its host, or above)."""

    origin: str
    rp_id: str


def party_of(settings: Settings, request_origin: str) -> Party:
    origin = settings.webauthn_origin or request_origin
    return Party(origin=origin, rp_id=settings.webauthn_rp_id or (urlsplit(origin).hostname or "localhost"))


class PasskeyService:
    def __init__(self, session: Session, settings: Settings, now: datetime, party: Party) -> None:
        self.session = session
        self.settings = settings
        self.now = now
        self.party = party
        self.passkeys = PasskeyRepository(session)
        self.players = PlayerRepository(session)

    # -- a ceremony's challenge -----------------------------------------------------------------

    def _ceremony(self, purpose: str, challenge: bytes, player_id: str | None) -> str:
        ceremony_id = secrets.token_urlsafe(32)
        self.passkeys.add(
            PasskeyCeremony(
                id=ceremony_id, challenge=challenge, purpose=purpose, player_id=player_id, created_at=self.now
            )
        )
        return ceremony_id

    def _spend(self, ceremony_id: str, purpose: str) -> tuple[bytes, str | None] | None:
        return self.passkeys.spend_ceremony(ceremony_id, purpose, self.now - CEREMONY_LASTS)

    # -- adding one -----------------------------------------------------------------------------

    def registration_options(self, current: CurrentPlayer) -> tuple[str, dict[str, Any]]:
        player = self._player(current)
        if self.passkeys.count_of(player.id) >= PASSKEY_LIMIT:
            raise Conflict(f"you have {PASSKEY_LIMIT} passkeys, as many as anyone may: remove one first")
        options = generate_registration_options(
            rp_id=self.party.rp_id, rp_name=RP_NAME, user_id=bytes.fromhex(player.id),
            user_name=player.username or player.display_name or f"Montana {player.id[:6]}",
            user_display_name=player.display_name or player.username or "Montana",
            authenticator_selection=AuthenticatorSelectionCriteria(
                resident_key=ResidentKeyRequirement.REQUIRED, user_verification=UserVerificationRequirement.PREFERRED
            ),
            exclude_credentials=[
                PublicKeyCredentialDescriptor(id=base64url_to_bytes(passkey.id))
                for passkey in self.passkeys.of_player(player.id)
            ],
        )  # fmt: skip
        return self._ceremony("register", options.challenge, player.id), json.loads(options_to_json(options))

    def register(self, current: CurrentPlayer, ceremony_id: str, credential: dict[str, Any], name: str) -> Passkey:
        spent = self._spend(ceremony_id, "register")
        if spent is None or spent[1] != current.id:
            raise Unprocessable(
                "these passkey options are spent, expired (they last 5 minutes) or another player's: ask for new ones",
                errors=[
                    {"location": ["body", "ceremony"], "message": "options from POST /players/me/passkeys/options"}
                ],
            )
        try:
            verified = verify_registration_response(
                credential=credential, expected_challenge=spent[0], expected_rp_id=self.party.rp_id,
                expected_origin=self.party.origin,
            )  # fmt: skip
        except (WebAuthnException, ValueError, KeyError, TypeError, AttributeError) as refused:
            raise Unprocessable(
                f"the new passkey did not verify ({refused}): try again from this site's own page",
                errors=[{"location": ["body", "credential"], "message": "a PublicKeyCredential's JSON"}],
            ) from None
        credential_id = bytes_to_base64url(verified.credential_id)
        player = self._player(current)
        self.players.lock(player.id)
        if self.passkeys.get(credential_id) is not None:
            raise Conflict("this passkey is registered already")
        if self.passkeys.count_of(player.id) >= PASSKEY_LIMIT:
            raise Conflict(f"you have {PASSKEY_LIMIT} passkeys, as many as anyone may: remove one first")
        passkey = Passkey(
            id=credential_id, player_id=player.id, public_key=verified.credential_public_key,
            sign_count=verified.sign_count, name=name, backed_up=bool(verified.credential_backed_up),
            created_at=self.now, last_used_at=None,
        )  # fmt: skip
        self.passkeys.add(passkey)
        if player.registered_at is None:  # a guest who adds a passkey is an account from now on
            player.registered_at = self.now
            self.session.flush()
        return passkey

    # -- signing in -----------------------------------------------------------------------------

    def sign_in_options(self) -> tuple[str, dict[str, Any]]:
        options = generate_authentication_options(
            rp_id=self.party.rp_id, user_verification=UserVerificationRequirement.PREFERRED
        )
        return self._ceremony("sign-in", options.challenge, None), json.loads(options_to_json(options))

    def sign_in(self, ceremony_id: str, credential: dict[str, Any], device: Device) -> Issued:
        spent = self._spend(ceremony_id, "sign-in")
        credential_id = credential.get("id") if isinstance(credential, dict) else None
        passkey = (
            self.passkeys.get(credential_id) if isinstance(credential_id, str) and len(credential_id) <= 1400 else None
        )
        if spent is None or passkey is None:
            raise PasskeyRefused(REFUSED)
        try:
            response = credential.get("response")
            handle = response.get("userHandle") if isinstance(response, dict) else None
            if handle and base64url_to_bytes(str(handle)) != bytes.fromhex(
                passkey.player_id
            ):  # the authenticator's account
                raise PasskeyRefused(REFUSED)
            verified = verify_authentication_response(
                credential=credential, expected_challenge=spent[0], expected_rp_id=self.party.rp_id,
                expected_origin=self.party.origin, credential_public_key=passkey.public_key,
                credential_current_sign_count=passkey.sign_count,
            )  # fmt: skip
        except (WebAuthnException, ValueError, KeyError, TypeError, AttributeError):
            raise PasskeyRefused(REFUSED) from None
        passkey.sign_count, passkey.last_used_at = verified.new_sign_count, self.now
        player = self.players.get(passkey.player_id)
        assert player is not None, "a passkey's player exists (it goes with them)"
        return PlayerService(self.session, self.settings, self.now).issue_device_token(player, device)

    # -- the list -------------------------------------------------------------------------------

    def remove(self, current: CurrentPlayer, credential_id: str) -> None:
        """Remove one of the player's passkeys; never the last way an account signs in (no password, no other)."""
        self.players.lock(current.id)
        passkey = self.passkeys.get(credential_id)
        if passkey is None or passkey.player_id != current.id:
            raise NotFound("you have no passkey with this id: list yours with GET /api/v1/players/me/passkeys")
        player = self._player(current)
        if player.password_hash is None and self.passkeys.count_of(player.id) == 1:
            raise Conflict(
                "this is the only way your account signs in: add another passkey, or a password, before removing it"
            )
        self.passkeys.remove(passkey)

    def _player(self, current: CurrentPlayer) -> Player:
        player = self.players.get(current.id)
        if player is None:
            raise NotFound("this player no longer exists")
        return player

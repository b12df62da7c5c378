"""Passwords (argon2id) and bearer tokens (256 random bits, stored only as a keyed hash)."""

from __future__ import annotations

import hashlib
import hmac
import secrets

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

_hasher = PasswordHasher()  # argon2id with the library's current recommended parameters
# Checked against when a username is unknown, so a miss costs as long as a wrong password.
_DUMMY_HASH = _hasher.hash("not a real password")


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    try:
        return _hasher.verify(password_hash or _DUMMY_HASH, password) and password_hash is not None
    except (VerificationError, InvalidHashError):
        return False


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_digest(token: str, secret_key: str) -> str:
    """What the database keeps of a token: its HMAC-SHA256 under the server's secret key.

    A copy of the database alone cannot confirm a guessed token; changing SECRET_KEY signs
    every device out.
    """
    return hmac.new(secret_key.encode(), token.encode(), hashlib.sha256).hexdigest()

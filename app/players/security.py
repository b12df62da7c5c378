"""Passwords (argon2id) and bearer tokens (256 random bits, stored only as a keyed hash).

Argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane). A process computes at most a few hashes
at once (``limit_hashing``), so that a burst of sign-ins cannot take its memory: the others wait for a
turn, and give up with 503 after a few seconds. A request hashes in a thread (``app.kit.bridge.off_the_loop``):
the event loop serves the other requests meanwhile.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import secrets
import threading

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from app.kit.bridge import off_the_loop
from app.kit.errors import SignInBusy

_hasher = PasswordHasher(time_cost=2, memory_cost=19_456, parallelism=1)
# Checked against when a username is unknown, so a miss costs as long as a wrong password.
_DUMMY_HASH = _hasher.hash("not a real password")
_turns = threading.BoundedSemaphore(4)
WAIT_FOR_TURN_SECONDS = 5.0


def limit_hashing(at_once: int) -> None:
    """How many password hashes one process computes at the same time (from the settings)."""
    global _turns
    _turns = threading.BoundedSemaphore(at_once)


def _in_turn() -> threading.BoundedSemaphore:
    turns = _turns
    if not turns.acquire(timeout=WAIT_FOR_TURN_SECONDS):
        raise SignInBusy("many sign-ins at once: try again in a few seconds", headers={"Retry-After": "2"})
    return turns


def hash_password(password: str) -> str:
    return off_the_loop(_hash_in_turn, password)


def _hash_in_turn(password: str) -> str:
    turns = _in_turn()
    try:
        return _hasher.hash(password)
    finally:
        turns.release()


def verify_password(password_hash: str | None, password: str) -> bool:
    """Whether ``password`` matches; without a hash (no such account) it takes just as long and fails."""
    return off_the_loop(_verify_in_turn, password_hash, password)


def _verify_in_turn(password_hash: str | None, password: str) -> bool:
    turns = _in_turn()
    try:
        return _hasher.verify(password_hash or _DUMMY_HASH, password) and password_hash is not None
    except (VerificationError, InvalidHashError):
        return False
    finally:
        turns.release()


def needs_rehash(password_hash: str) -> bool:
    """A hash made with older parameters is made again at the next successful sign-in."""
    return _hasher.check_needs_rehash(password_hash)


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_digest(token: str, secret_key: str) -> str:
    """What the database keeps of a token: its HMAC-SHA256 under the server's secret key.

    A copy of the database alone cannot confirm a guessed token; changing SECRET_KEY signs
    every device out.
    """
    digest = _keyed(secret_key).copy()  # the key's part of HMAC is worked out once, not on every request
    digest.update(token.encode())
    return digest.hexdigest()


@functools.lru_cache(maxsize=4)
def _keyed(secret_key: str) -> hmac.HMAC:
    return hmac.new(secret_key.encode(), digestmod=hashlib.sha256)

"""Opaque page cursors, signed so that only cursors this server gave out are accepted.

A cursor carries where the previous page ended; its signature (HMAC-SHA256 under the server's
secret key) means a forged or altered cursor is refused before any of its values reaches a query. The
signature covers the list the cursor belongs to (``of``: its name and its filters), so that a cursor leads on
only along the list that gave it out.

>>> cursor = sign_cursor(["2026-11-30T12:00:00+00:00", "ab12"], "k" * 32, of="games:won")
>>> read_cursor(cursor, "k" * 32, of="games:won")
['2026-11-30T12:00:00+00:00', 'ab12']
>>> read_cursor(cursor, "k" * 32, of="games:lost") is None
True
>>> read_cursor(cursor[:-1] + "A", "k" * 32, of="games:won") is None
True
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
from datetime import datetime
from typing import Any

from app.kit.errors import InvalidCursor

_MAC_BYTES = 12


def _mac(payload: bytes, secret_key: str, of: str) -> bytes:
    signed = b"cursor:" + json.dumps(of).encode() + b":" + payload
    return hmac.new(secret_key.encode(), signed, hashlib.sha256).digest()[:_MAC_BYTES]


def sign_cursor(values: list[Any], secret_key: str, *, of: str) -> str:
    """A cursor of the list ``of`` (its name, and the filters that chose its rows)."""
    payload = json.dumps(values, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(_mac(payload, secret_key, of) + payload).decode().rstrip("=")


def read_cursor(cursor: str, secret_key: str, *, of: str) -> list[Any] | None:
    """The values of a cursor this server signed for the list ``of``, or None for anything else."""
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
    except (binascii.Error, ValueError):
        return None
    mac, payload = raw[:_MAC_BYTES], raw[_MAC_BYTES:]
    if len(mac) != _MAC_BYTES or not hmac.compare_digest(mac, _mac(payload, secret_key, of)):
        return None
    values = json.loads(payload)
    return values if isinstance(values, list) else None


def read_signed(cursor: str, secret_key: str, size: int, *, of: str) -> list[Any]:
    """The ``size`` values of a cursor this server signed for the list ``of``; a clear 422 for anything else."""
    values = read_cursor(cursor, secret_key, of=of)
    if values is None or len(values) != size:
        raise InvalidCursor(
            "the cursor is not one this server gave out for this list (with these filters): "
            "start again without ?cursor="
        )
    return values


def sign_time_cursor(moment: datetime, row_id: str | int, secret_key: str, *, of: str) -> str:
    """A cursor for pages ordered by a time, then an id."""
    return sign_cursor([moment.isoformat(), row_id], secret_key, of=of)


def read_time_cursor(cursor: str, secret_key: str, *, of: str) -> tuple[datetime, str]:
    moment, row_id = read_signed(cursor, secret_key, 2, of=of)
    return datetime.fromisoformat(moment), str(row_id)

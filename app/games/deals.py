"""Shared deals whose seeds are server secrets: the daily deal and the Classic Campaign.

Each seed is derived from SECRET_KEY, so every server process deals the same one and no table
needs to hold them; the commitment (SHA-256 of the seed) can be published in advance.
"""

from __future__ import annotations

import hashlib
import hmac
from datetime import date


def daily_seed(secret_key: str, day: date) -> str:
    return hmac.new(secret_key.encode(), f"daily:{day.isoformat()}".encode(), hashlib.sha256).hexdigest()


def campaign_seed(secret_key: str, level: int) -> str:
    return hmac.new(secret_key.encode(), f"campaign:{level}".encode(), hashlib.sha256).hexdigest()

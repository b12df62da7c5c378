"""Seeded random streams, exactly as rules-v1.md defines them.

Every deal and redeal is drawn from a stream keyed by the game's seed, so anyone holding
the revealed seed can rebuild them.

>>> Stream("demo", "deal").next_u32()
1527430883
"""

from __future__ import annotations

import hashlib
import hmac
import struct
from typing import TypeVar

T = TypeVar("T")

_EIGHT_U32 = struct.Struct(">8I")
_TWO_TO_32 = 1 << 32


def commitment(seed: str) -> str:
    """The published commitment of a seed: lowercase hex SHA-256 of its UTF-8 bytes."""
    return hashlib.sha256(seed.encode("utf-8")).hexdigest()


class Stream:
    """The integers of stream ``label`` for ``seed``: HMAC-SHA256 blocks read as big-endian u32."""

    __slots__ = ("_block", "_buffer", "_key", "_label", "_position")

    def __init__(self, seed: str, label: str) -> None:
        self._key = seed.encode("utf-8")
        self._label = label
        self._block = 0
        self._buffer: tuple[int, ...] = ()
        self._position = 0

    def next_u32(self) -> int:
        if self._position == len(self._buffer):
            message = f"{self._label}:{self._block}".encode()
            digest = hmac.new(self._key, message, hashlib.sha256).digest()
            self._buffer = _EIGHT_U32.unpack(digest)
            self._block += 1
            self._position = 0
        value = self._buffer[self._position]
        self._position += 1
        return value

    def uniform(self, n: int) -> int:
        """An unbiased integer in ``range(n)``, by rejection of the top partial interval."""
        limit = _TWO_TO_32 - (_TWO_TO_32 % n)
        while True:
            value = self.next_u32()
            if value < limit:
                return value % n

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates in place, drawing j for i from the end down to 1."""
        for i in range(len(items) - 1, 0, -1):
            j = self.uniform(i + 1)
            items[i], items[j] = items[j], items[i]

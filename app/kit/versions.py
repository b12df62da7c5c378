"""Versions as ETags: every mutable resource a client may race on carries one.

>>> matches_version('"7"', 7), matches_version('W/"7"', 7), matches_version("7", 7)
(True, False, True)
>>> none_match('W/"7", "8"', '"7"')
True
"""

from __future__ import annotations


def etag(version: int) -> str:
    return f'"{version}"'


def matches_version(if_match: str, version: int) -> bool:
    """``If-Match`` as a list of strong ETags (``"7"``, ``*``) or a bare version number.

    A weak tag (``W/"7"``) never matches: RFC 9110 asks for the strong comparison before a change.
    """
    tags = [tag.strip() for tag in if_match.split(",")]
    return any(tag == "*" or tag in (etag(version), str(version)) for tag in tags)


def none_match(if_none_match: str | None, current: str) -> bool:
    """Whether ``If-None-Match`` names the current ETag (the weak comparison RFC 9110 asks for a read)."""
    if if_none_match is None:
        return False
    opaque = current.removeprefix("W/")
    return any(tag.strip() == "*" or tag.strip().removeprefix("W/") == opaque for tag in if_none_match.split(","))

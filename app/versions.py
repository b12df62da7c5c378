"""Versions as ETags: every mutable resource a client may race on carries one."""

from __future__ import annotations


def etag(version: int) -> str:
    return f'"{version}"'


def matches_version(if_match: str, version: int) -> bool:
    """``If-Match`` as an ETag list (``"7"``, ``W/"7"``, ``*``) or a bare version number."""
    tags = [tag.strip().removeprefix("W/").strip('"') for tag in if_match.split(",")]
    return "*" in tags or str(version) in tags

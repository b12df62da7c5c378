"""What a person would notice on a page, measured in the page: words no player should read, text
too faint to read, and things that spill off the screen."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

SOURCE = (Path(__file__).parent / "checks.js").read_text()
SNIPPETS = {part.split("\n", 1)[0].strip(): part.split("\n", 1)[1] for part in SOURCE.split("//# ")[1:]}

# Text a player reads: visible text nodes, and the names and hints the page gives to assistive
# technology. Fair-play proofs (commitments, revealed seeds) are quoted verbatim on purpose.
READ_TEXT = SNIPPETS["read-text"]

# What every text font has: ASCII, Latin-1, typographic punctuation, the signs we use, the four suits.
SAFE_CHARACTERS = (
    r"\x20-\x7e\u00a0-\u00ff"  # ASCII and Latin-1
    r"\u2013\u2014\u2018\u2019\u201c\u201d\u201e\u2026"  # dashes, quotes (German „ too), ellipsis
    r"\u0152\u0153\u2009\u202f"  # the French œ, thin and narrow no-break spaces
    r"\u00d7\u2212\u221e\u2660-\u2666\ufe0e"  # times, minus, infinity, the suits (drawn as text)
)
FORBIDDEN = [
    (r"\bnull\b|\bundefined\b|\bNaN\b|\[object |\bInfinity\b", "a raw value"),
    (r"\b[0-9a-f]{8,}\b", "an id"),
    (r"@\d|\b(week|day|daily):\d|/problems/", "an internal name"),
    (r"-lattice|pine-grain|brass-star|gold-rush|prairie-sunset|sunrise-rider|marshal-badge", "a card back's id"),
    (r"classic-felt|aged-pine|sunset-leather|blue-moon", "an internal name"),
    (r"\b[a-z]+_[a-z_]+\b", "a field name"),
    (r"\[\s*\d+\s*,\s*\d+\s*\]|\{\s*\"|\":", "JSON"),
    (r"\b(row|column) 0\b", "a row or column counted from 0"),
    (r"\b1 (redeals|moves|cards|gaps|attempts|seconds|rows|medals|minutes)\b", "a wrong plural"),
    (r"\b([02-9]|\d\d+) (redeal|move|card|gap|attempt|second)\b(?! (of|in sequence|left))", "a wrong plural"),
    (r"\b[2-9TJQKA][SHDC]\b", "a card code"),
    (f"[^{SAFE_CHARACTERS}]", "a character no font may have"),
]


def words_problems(page: Page) -> list[str]:
    """Every piece of text on screen that a player should not read, with why."""
    found = []
    for text in page.evaluate(READ_TEXT):
        for pattern, why in FORBIDDEN:
            match = re.search(pattern, text)
            if match:
                found.append(f"{why}: {match.group(0)!r} in {text[:120]!r}")
    return found


# The contrast of every visible text against the opaque background it sits on (WCAG's formula).
CONTRAST = SNIPPETS["contrast"]


def low_contrast(page: Page) -> list[str]:
    return list(page.evaluate(CONTRAST))


# Anything drawn past the edge of the screen (the page itself must never scroll sideways).
OVERFLOW = SNIPPETS["overflow"]


def overflow(page: Page) -> list[str]:
    return list(page.evaluate(OVERFLOW))


def metrics(page: Page) -> dict[str, Any]:
    """The table's measurements: card size, the corner index's height, how much of its area the board fills."""
    return dict(page.evaluate(SNIPPETS["metrics"]))

"""Display names that cannot pass for one another on a leaderboard.

Two names are the same name when their keys are equal. The key follows Unicode's confusable
*skeleton* (UTS #39), made case-insensitive: a name is case folded, its separators made one space, and each character
replaced by one representative of the characters that look like it or are it in another case
(``I``, ``l``, ``1`` and ``|``; ``O`` and ``0``; ``rn`` and ``m``). Default names
(``Player 11241d``) are reserved: nobody may choose one, so nobody can pass for a guest.

>>> display_name_key("CaIamity Jane") == display_name_key("Calamity Jane") == display_name_key("CALAMITY JANE")
True
>>> display_name_key("Calamity_Jane") == display_name_key("calamity  jane")
True
>>> display_name_key("Modern") == display_name_key("Modem"), display_name_key("Sam") == display_name_key("Pam")
(True, False)
>>> is_reserved("PIayer 11241d"), is_reserved("Player One")
(True, False)
"""

from __future__ import annotations

import string
import unicodedata
from functools import cache

ASCII_CONFUSABLES = (("`", "'"), ('"', "''"), ("|", "l"), ("1", "l"), ("I", "l"), ("0", "O"), ("m", "rn"))
"""Every line of Unicode's confusables.txt (UTS #39 security data, version 13.0.0) whose source and prototype are both
ASCII, as (source, prototype): a display name is ASCII (``app.players.schemas``), so this is all of that data a name
can meet."""
_SEPARATORS = str.maketrans({"_": " ", "-": " ", ".": " "})


@cache
def _ascii_confusables() -> tuple[dict[str, str], tuple[tuple[str, str], ...]]:
    """From Unicode's data, for ASCII: each character -> its class's representative (classes joined by case too),
    and the sequences that look like one character (``rn`` for ``m``)."""
    pairs = ASCII_CONFUSABLES
    parent = {char: char for char in string.printable}

    def root(char: str) -> str:
        while parent[char] != char:
            char = parent[char] = parent[parent[char]]
        return char

    def join(first: str, second: str) -> None:
        a, b = root(first), root(second)
        parent[max(a, b)] = min(a, b)

    for char in string.ascii_letters:
        join(char, char.casefold())
    for source, target in pairs:
        if len(source) == len(target) == 1:
            join(source, target)
    representatives = {char: root(char) for char in parent}
    sequences = tuple((target.casefold(), source.casefold()) for source, target in pairs if len(target) > 1)
    return representatives, sequences


def display_name_key(name: str) -> str:
    """The key two names share when they look alike."""
    representatives, sequences = _ascii_confusables()
    text = " ".join(unicodedata.normalize("NFKC", name).casefold().translate(_SEPARATORS).split())
    for sequence, alike in sequences:
        text = text.replace(sequence, alike)
    return "".join(representatives.get(char, char) for char in text)


def is_reserved(name: str) -> bool:
    """Names in the form of a guest's default name (``Player`` and six hexadecimal digits) are not for choosing."""
    key = display_name_key(name).replace(" ", "")
    return any(display_name_key(f"player{hex_digits}") == key for hex_digits in _hex_readings(key))


def _hex_readings(key: str) -> list[str]:
    """What six hexadecimal digits the end of a key could be read as (a key's letters stand for their class)."""
    tail = key.removeprefix(display_name_key("player")).strip()
    if len(tail) != 6:
        return []
    classes = {display_name_key(digit): digit for digit in "0123456789abcdef"}
    digits = [classes.get(char) for char in tail]
    return ["".join(digits)] if all(digits) else []  # type: ignore[arg-type]


def shown_name(display_name: str | None, player_id: str) -> str:
    """The name others see: the chosen display name, or the default one (``Player`` and the id's first digits)."""
    return display_name or f"Player {player_id[:6]}"


def player_ref(player_id: str, display_name: str | None, bot: bool) -> dict[str, object]:
    """A player as boards and races show them; ``named`` says whether they chose their name."""
    return {"id": player_id, "name": shown_name(display_name, player_id), "named": display_name is not None, "bot": bot}

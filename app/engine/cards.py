"""Cards as small integers.

A card is its index in the canonical deck of rules-v1.md: suits in the order S, H, D, C,
and within a suit A, 2, ..., K, so ``AS`` is 0 and ``KC`` is 51. With that numbering the
same-suit successor of a card ``c`` is simply ``c + 1`` unless ``c`` is a King.

>>> parse_card("8D")
33
>>> card_name(33)
'8D'
>>> card_name(parse_card("9H") + 1)
'TH'
>>> display_name(parse_card("TH"))
'10\u2665'
"""

from __future__ import annotations

SUITS = "SHDC"
RANKS = "A23456789TJQK"
DECK_SIZE = 52

SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_WORDS = {
    "A": "ace",
    "2": "two",
    "3": "three",
    "4": "four",
    "5": "five",
    "6": "six",
    "7": "seven",
    "8": "eight",
    "9": "nine",
    "T": "ten",
    "J": "jack",
    "Q": "queen",
    "K": "king",
}

CARD_NAMES: tuple[str, ...] = tuple(rank + suit for suit in SUITS for rank in RANKS)
_INDEX_BY_NAME = {name: index for index, name in enumerate(CARD_NAMES)}


class InvalidCardError(ValueError):
    """A text that does not name a card."""


def card_name(card: int) -> str:
    """The two-character code of a card, rank then suit (``TD``)."""
    return CARD_NAMES[card]


def parse_card(text: str) -> int:
    """The card named by ``text``; raises :class:`InvalidCardError` when it names none."""
    try:
        return _INDEX_BY_NAME[text]
    except (KeyError, TypeError):
        raise InvalidCardError(
            f"{text!r} is not a card: write the rank ({RANKS}) then the suit ({SUITS}), e.g. 8D or TD"
        ) from None


def spoken_name(card: int) -> str:
    """The card in words, for screen readers: ``seven of diamonds``."""
    name = CARD_NAMES[card]
    return f"{RANK_WORDS[name[0]]} of {SUIT_WORDS[name[1]]}"


def display_name(card: int) -> str:
    """The card as a player reads it in a sentence: ``10\u2665``, ``J\u2663``."""
    name = CARD_NAMES[card]
    return f"{'10' if name[0] == 'T' else name[0]}{SUIT_SYMBOLS[name[1]]}"

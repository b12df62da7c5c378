"""What there is to earn: badges, the Classic Campaign, titles and card backs."""

from __future__ import annotations

from dataclasses import dataclass

BADGE_RANK = {None: 0, "bronze": 1, "silver": 2, "gold": 3}
GRAND_MARSHAL = "Grand Marshal"
DAILY_STREAK_FOR_BACK = 7
WINS_FOR_BACK = 10


@dataclass(frozen=True)
class Deed:
    """How a card back is earned: what (a code clients word themselves), how many times, and in English."""

    code: str
    count: int | None
    words: str


@dataclass(frozen=True)
class CardBack:
    id: str
    name: str
    deed: Deed | None
    """How it is earned; None for the backs every player has."""


CARD_BACKS: tuple[CardBack, ...] = (
    CardBack("red-lattice", "Red Lattice", None),
    CardBack("blue-lattice", "Blue Lattice", None),
    CardBack("pine-grain", "Pine Grain", None),
    CardBack("brass-star", "Brass Star", Deed("first_win", None, "win a game")),
    CardBack("gold-rush", "Gold Rush", Deed("gold_badge", None, "earn a gold badge")),
    CardBack("prairie-sunset", "Prairie Sunset", Deed("wins", WINS_FOR_BACK, f"win {WINS_FOR_BACK} games")),
    CardBack(
        "sunrise-rider",
        "Sunrise Rider",
        Deed("daily_streak", DAILY_STREAK_FOR_BACK, f"play the daily deal {DAILY_STREAK_FOR_BACK} days in a row"),
    ),
    CardBack("marshal-badge", "Marshal's Badge", Deed("title", None, f"earn the title {GRAND_MARSHAL}")),
)
FREE_CARD_BACKS = frozenset(back.id for back in CARD_BACKS if back.deed is None)


MONTHLY_MEDALS: tuple[tuple[str, int], ...] = (("gold", 25), ("silver", 15), ("bronze", 7))
"""A month's medal on the daily calendar, by the days of the month whose daily deal was won (best first)."""


def monthly_medal(days_won: int) -> str | None:
    return next((medal for medal, days in MONTHLY_MEDALS if days_won >= days), None)


def next_monthly_medal(days_won: int) -> tuple[str, int] | None:
    """The next medal up and the days won it takes; None once gold is earned."""
    ahead = [(medal, days) for medal, days in MONTHLY_MEDALS if days > days_won]
    return ahead[-1] if ahead else None


def better_badge(first: str | None, second: str | None) -> str | None:
    return first if BADGE_RANK[first] >= BADGE_RANK[second] else second


@dataclass(frozen=True)
class Achievement:
    """A named achievement: earned once, by a ranked game's end, from what the server refereed."""

    code: str
    name: str
    about: str
    """How it is earned, in English (clients word the code themselves)."""


EXPRESS_SPRINT_MS = 120_000
DAILY_WEEK_DAYS = 7
DAILY_MONTH_DAYS = 30
HUNDRED_WINS = 100
FIRST_WIN_OF_RULES = {
    "classic@1": "first-win-classic",
    "relaxed@1": "first-win-relaxed",
    "express@1": "first-win-express",
    "blue-moon@1": "first-win-blue-moon",
}

ACHIEVEMENTS: tuple[Achievement, ...] = (
    Achievement("first-win-classic", "Classic Winner", "win a ranked Classic game"),
    Achievement("first-win-relaxed", "Relaxed Winner", "win a ranked Relaxed game"),
    Achievement("first-win-express", "Express Winner", "win a ranked Express game"),
    Achievement("first-win-blue-moon", "Blue Moon Winner", "win a ranked Blue Moon game"),
    Achievement("no-redeal-win", "Clean Sweep", "win a ranked game without a redeal or a hint"),
    Achievement("under-par", "Under Par", "win a proven-winnable deal in no more moves than its par, without a hint"),
    Achievement("express-sprint", "Pony Express", "win a ranked Express game in under 2 minutes, without a hint"),
    Achievement("daily-week", "Week on the Trail", f"play the daily deal {DAILY_WEEK_DAYS} days in a row"),
    Achievement("daily-month", "Month on the Trail", f"play the daily deal {DAILY_MONTH_DAYS} days in a row"),
    Achievement("campaign-gold", "Gold Stop", "earn a gold medal at a stop of the Classic Campaign"),
    Achievement("hundred-wins", "Old Hand", f"win {HUNDRED_WINS} ranked games"),
    Achievement(
        "challenge-won", "Called Out", "place first, alone, in a challenge that a friend played too, without a hint"
    ),
)

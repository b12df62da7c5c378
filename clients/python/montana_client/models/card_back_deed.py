from enum import StrEnum

class CardBackDeed(StrEnum):
    DAILY_STREAK = "daily_streak"
    FIRST_WIN = "first_win"
    GOLD_BADGE = "gold_badge"
    TITLE = "title"
    WINS = "wins"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class GameKind(StrEnum):
    CAMPAIGN = "campaign"
    CHALLENGE = "challenge"
    DAILY = "daily"
    FREE = "free"
    LESSON = "lesson"
    RACE = "race"
    WINNABLE = "winnable"

    def __str__(self) -> str:
        return str(self.value)

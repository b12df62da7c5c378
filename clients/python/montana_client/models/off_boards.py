from enum import StrEnum

class OffBoards(StrEnum):
    ASSISTED = "assisted"
    CHALLENGE = "challenge"
    DAILY_TOO_NEW = "daily_too_new"
    HELD = "held"
    NOT_ALLOWED = "not_allowed"
    NOT_RANKED_KIND = "not_ranked_kind"
    RACE = "race"

    def __str__(self) -> str:
        return str(self.value)

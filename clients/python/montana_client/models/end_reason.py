from enum import StrEnum

class EndReason(StrEnum):
    BLOCKED = "blocked"
    RESIGNED = "resigned"
    TIME_UP = "time_up"

    def __str__(self) -> str:
        return str(self.value)

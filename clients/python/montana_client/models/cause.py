from enum import StrEnum

class Cause(StrEnum):
    ABANDONED = "abandoned"
    EXPIRED = "expired"
    RACE_OVER = "race_over"

    def __str__(self) -> str:
        return str(self.value)

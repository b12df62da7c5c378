from enum import StrEnum

class GameDecision(StrEnum):
    CLEAR = "clear"
    REJECT = "reject"

    def __str__(self) -> str:
        return str(self.value)

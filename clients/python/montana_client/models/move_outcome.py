from enum import StrEnum

class MoveOutcome(StrEnum):
    LOST = "lost"
    WON = "won"

    def __str__(self) -> str:
        return str(self.value)

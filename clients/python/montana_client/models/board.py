from enum import StrEnum

class Board(StrEnum):
    SCORE = "score"
    SPEED = "speed"

    def __str__(self) -> str:
        return str(self.value)

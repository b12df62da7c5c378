from enum import StrEnum

class GameStatus(StrEnum):
    LOST = "lost"
    PLAYING = "playing"
    WON = "won"

    def __str__(self) -> str:
        return str(self.value)

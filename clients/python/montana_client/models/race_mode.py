from enum import StrEnum

class RaceMode(StrEnum):
    GHOST = "ghost"
    QUICK = "quick"
    ROOM = "room"

    def __str__(self) -> str:
        return str(self.value)

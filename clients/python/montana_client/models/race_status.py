from enum import StrEnum

class RaceStatus(StrEnum):
    CLOSED = "closed"
    COUNTDOWN = "countdown"
    FINISHED = "finished"
    OPEN = "open"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class ChallengeStatus(StrEnum):
    FINISHED = "finished"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)

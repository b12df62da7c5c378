from enum import StrEnum

class ChallengerStatus(StrEnum):
    DECLINED = "declined"
    DONE = "done"
    INVITED = "invited"
    MISSED = "missed"
    PLAYING = "playing"

    def __str__(self) -> str:
        return str(self.value)

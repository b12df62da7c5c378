from enum import StrEnum

class AnimationSpeed(StrEnum):
    FAST = "fast"
    NORMAL = "normal"
    OFF = "off"
    SLOW = "slow"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class Rules(StrEnum):
    BLUE_MOON = "blue-moon@1"
    CLASSIC = "classic@1"
    EXPRESS = "express@1"
    RELAXED = "relaxed@1"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class League(StrEnum):
    BOTS = "bots"
    PEOPLE = "people"

    def __str__(self) -> str:
        return str(self.value)

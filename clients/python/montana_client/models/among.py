from enum import StrEnum

class Among(StrEnum):
    EVERYONE = "everyone"
    FRIENDS = "friends"

    def __str__(self) -> str:
        return str(self.value)

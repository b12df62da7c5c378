from enum import StrEnum

class StreamEnd(StrEnum):
    GONE = "gone"
    OVER = "over"
    SIGNED_OUT = "signed-out"
    UNAVAILABLE = "unavailable"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class HintVerdict(StrEnum):
    LOST = "lost"
    UNKNOWN = "unknown"
    WINNABLE = "winnable"

    def __str__(self) -> str:
        return str(self.value)

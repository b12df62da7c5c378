from enum import StrEnum

class DealVerdict(StrEnum):
    UNKNOWN = "unknown"
    UNWINNABLE = "unwinnable"
    WINNABLE = "winnable"

    def __str__(self) -> str:
        return str(self.value)

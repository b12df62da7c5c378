from enum import StrEnum

class TicketStatus(StrEnum):
    MATCHED = "matched"
    UNMATCHED = "unmatched"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)

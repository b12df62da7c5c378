from enum import StrEnum

class ReviewStatus(StrEnum):
    CLEARED = "cleared"
    HELD = "held"
    PASSED = "passed"
    REJECTED = "rejected"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class FollowStatus(StrEnum):
    ACCEPTED = "accepted"
    IGNORED = "ignored"
    REQUESTED = "requested"

    def __str__(self) -> str:
        return str(self.value)

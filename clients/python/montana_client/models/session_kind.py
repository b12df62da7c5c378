from enum import StrEnum

class SessionKind(StrEnum):
    APP = "app"
    DEVICE = "device"

    def __str__(self) -> str:
        return str(self.value)

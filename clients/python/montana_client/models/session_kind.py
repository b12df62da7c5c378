from enum import StrEnum

class SessionKind(StrEnum):
    APP = "app"
    DEVICE = "device"
    OAUTH = "oauth"

    def __str__(self) -> str:
        return str(self.value)

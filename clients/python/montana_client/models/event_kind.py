from enum import StrEnum

class EventKind(StrEnum):
    END = "end"
    RACE = "race"
    SETTINGS = "settings"
    STATE = "state"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class Need(StrEnum):
    ACCOUNT = "account"
    PLAY = "play"
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)

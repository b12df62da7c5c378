from enum import StrEnum

class Need(StrEnum):
    ACCOUNT = "account"
    FRIENDS = "friends"
    IDENTITY = "identity"
    PLAY = "play"
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)

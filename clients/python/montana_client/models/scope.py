from enum import StrEnum

class Scope(StrEnum):
    BOT = "bot"
    FRIENDS = "friends"
    PLAY = "play"
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)

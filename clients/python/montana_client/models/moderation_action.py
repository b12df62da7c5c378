from enum import StrEnum

class ModerationAction(StrEnum):
    BAN = "ban"
    CLEAR = "clear"
    MARK_BOT = "mark-bot"
    REJECT = "reject"
    UNBAN = "unban"
    UNMARK_BOT = "unmark-bot"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class HintKind(StrEnum):
    MOVE = "move"
    NONE = "none"
    REDEAL = "redeal"
    UNDO = "undo"

    def __str__(self) -> str:
        return str(self.value)

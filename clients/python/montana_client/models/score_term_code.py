from enum import StrEnum

class ScoreTermCode(StrEnum):
    CARDS_IN_SEQUENCE = "cards_in_sequence"
    COMPLETE_ROWS = "complete_rows"
    MOVES = "moves"
    REDEALS_LEFT = "redeals_left"
    SECONDS_UNDER_PAR = "seconds_under_par"

    def __str__(self) -> str:
        return str(self.value)

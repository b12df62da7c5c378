from enum import StrEnum

class Badge(StrEnum):
    BRONZE = "bronze"
    GOLD = "gold"
    SILVER = "silver"

    def __str__(self) -> str:
        return str(self.value)

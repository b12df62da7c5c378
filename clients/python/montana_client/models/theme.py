from enum import StrEnum

class Theme(StrEnum):
    AGED_PINE = "aged-pine"
    CLASSIC_FELT = "classic-felt"
    SUNSET_LEATHER = "sunset-leather"

    def __str__(self) -> str:
        return str(self.value)

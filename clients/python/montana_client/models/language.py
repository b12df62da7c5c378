from enum import StrEnum

class Language(StrEnum):
    DE = "de"
    EN = "en"
    ES = "es"
    FR = "fr"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class AchievementCode(StrEnum):
    CAMPAIGN_GOLD = "campaign-gold"
    CHALLENGE_WON = "challenge-won"
    DAILY_MONTH = "daily-month"
    DAILY_WEEK = "daily-week"
    EXPRESS_SPRINT = "express-sprint"
    FIRST_WIN_BLUE_MOON = "first-win-blue-moon"
    FIRST_WIN_CLASSIC = "first-win-classic"
    FIRST_WIN_EXPRESS = "first-win-express"
    FIRST_WIN_RELAXED = "first-win-relaxed"
    HUNDRED_WINS = "hundred-wins"
    NO_REDEAL_WIN = "no-redeal-win"
    UNDER_PAR = "under-par"

    def __str__(self) -> str:
        return str(self.value)

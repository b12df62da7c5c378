"""Every mapped table, imported in one place for Alembic and the tests."""

from app.challenges.models import Challenge, Challenger
from app.devicelinks.models import DeviceLink
from app.fairplay.models import GameReview, ModerationDecision
from app.friends.models import Block, Follow, FriendInvite
from app.games.models import CampaignDeal, DailyPractice, GameAction, GameRecord, WinnableDeal
from app.jobs.models import Job
from app.kit.db import Base
from app.kit.idempotency import IdempotencyRecord
from app.leaderboards.models import LeaderboardBucket, LeaderboardEntry
from app.oauth.models import AuthorizationCode
from app.passkeys.models import Passkey, PasskeyCeremony
from app.players.models import AuthSession, Player, PlayerEvent, SignInThrottle
from app.progress.models import CampaignProgress, EarnedAchievement, PlayerDay, PlayerStats, Unlock
from app.races.models import QueueTicket, Race, Racer, RaceRating

__all__ = [
    "AuthSession",
    "AuthorizationCode",
    "Base",
    "Block",
    "CampaignDeal",
    "CampaignProgress",
    "Challenge",
    "Challenger",
    "DailyPractice",
    "DeviceLink",
    "EarnedAchievement",
    "Follow",
    "FriendInvite",
    "GameAction",
    "GameRecord",
    "GameReview",
    "IdempotencyRecord",
    "Job",
    "LeaderboardEntry",
    "LeaderboardBucket",
    "ModerationDecision",
    "Passkey",
    "PasskeyCeremony",
    "Player",
    "PlayerDay",
    "PlayerEvent",
    "PlayerStats",
    "QueueTicket",
    "Race",
    "RaceRating",
    "Racer",
    "SignInThrottle",
    "WinnableDeal",
    "Unlock",
]

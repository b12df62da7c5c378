"""Every mapped table, imported in one place for Alembic and the tests."""

from app.db import Base
from app.games.models import GameAction, GameRecord, IdempotencyRecord
from app.players.models import AuthSession, Player, SignInThrottle

__all__ = ["AuthSession", "Base", "GameAction", "GameRecord", "IdempotencyRecord", "Player", "SignInThrottle"]

"""What happens when a ranked game ends: statistics, campaign, unlocks, and the leaderboards."""

from __future__ import annotations

from dataclasses import asdict
from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from app.games.repository import StoredGame
from app.leaderboards.repository import LeaderboardRepository
from app.leaderboards.service import LeaderboardService
from app.progress.repository import ProgressRepository
from app.progress.service import ProgressService


class GameEndRecorder:
    """Called once per ranked game, in the transaction of the action that ended it."""

    def __init__(self, session: Session, now: datetime) -> None:
        self.progress = ProgressService(ProgressRepository(session), now)
        self.leaderboards = LeaderboardService(LeaderboardRepository(session))

    def __call__(self, game: StoredGame) -> dict[str, Any]:
        earned = self.progress.record_finished(game, game.player_id)
        improvements = self.leaderboards.ranked(self.leaderboards.record(game))
        return {
            "improved_boards": [asdict(improvement) for improvement in improvements],
            "unlocked_card_backs": earned.unlocked_card_backs,
            "title": earned.title,
            "campaign": None
            if earned.campaign_level is None
            else {"level": earned.campaign_level, "best_badge": earned.campaign_best_badge},
        }

"""What a ranked game's end does to its player's progress: statistics, campaign, titles and card backs."""

from __future__ import annotations

from typing import Any

from app.games.events import GameEnded
from app.progress.repository import ProgressRepository
from app.progress.service import ProgressService


def record_progress(event: GameEnded) -> dict[str, Any] | None:
    """The game-end handler of progress: every ranked game counts, assisted and abandoned ones included."""
    game = event.game
    if not game.ranked:
        return None
    earned = ProgressService(ProgressRepository(event.session), event.now).record_finished(game, game.player_id)
    return {
        "unlocked_card_backs": earned.unlocked_card_backs,
        "title": earned.title,
        "campaign": None
        if earned.campaign_level is None
        else {"level": earned.campaign_level, "best_badge": earned.campaign_best_badge},
    }

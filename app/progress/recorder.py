"""What a ranked game's end does to its player's progress: statistics, campaign, titles, card backs and achievements."""

from __future__ import annotations

from dataclasses import replace

from app.games.events import CampaignOutcome, Celebration, GameEnded
from app.progress.repository import ProgressRepository
from app.progress.service import ProgressService


def record_progress(event: GameEnded, so_far: Celebration) -> Celebration:
    """The game-end handler of progress: every ranked game counts, assisted and abandoned ones included."""
    game = event.game
    if not game.ranked:
        return so_far
    earned = ProgressService(ProgressRepository(event.session), event.now).record_finished(game, game.player_id)
    campaign = (
        None if earned.campaign_level is None else CampaignOutcome(earned.campaign_level, earned.campaign_best_badge)
    )
    return replace(
        so_far,
        unlocked_card_backs=tuple(earned.unlocked_card_backs),
        achievements=tuple(earned.achievements),
        title=earned.title,
        campaign=campaign,
    )

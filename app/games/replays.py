"""Replays: a finished game as anyone may see it once its deal is public, its steps, and a player's finished games."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine import Game
from app.games.playing import Playing
from app.games.referee import LoadedGame
from app.games.repository import StoredGame
from app.games.solving import SolverService
from app.games.steps import KeptPositions, Positions
from app.kit.bridge import off_the_loop
from app.kit.errors import NotFound, Unprocessable
from app.players.repository import CurrentPlayer
from app.players.service import Need, check_session, may


class Replays(Playing):
    """The use cases that show a game again."""

    # -- replays -------------------------------------------------------------------------------

    def load_for_viewer(self, token_hash: str | None, game_id: str) -> LoadedGame:
        """A game its owner may always see; anyone else once it is over and its deal is no longer a secret."""
        viewer = None
        if token_hash is not None:
            player, record = self.games.get_for_token(game_id, token_hash)
            viewer = check_session(player, self.now)
            if record is not None:
                return self._resume(record)
        record = self.games.get(game_id)
        if record is None:
            raise NotFound(f"there is no finished game {game_id!r} to show (a game in play is seen by its player only)")
        loaded = self._resume(record)
        if not loaded.game.is_over:
            raise NotFound(f"there is no finished game {game_id!r} to show (a game in play is seen by its player only)")
        if not self.deal_public(record) and not self._moderator_may_see(viewer, record):
            shown = "after its day ends (midnight UTC)" if record.kind == "daily" else "only to its player"
            raise NotFound(f"game {game_id!r} is on a shared deal that others may still play: it is shown {shown}")
        return loaded

    def _moderator_may_see(self, viewer: CurrentPlayer | None, record: StoredGame) -> bool:
        """A moderator reviews games on deals still secret, from a signed-in device (never an app token), and only
        deals they can no longer play themselves: none in play, and today's daily deal once their attempt is over."""
        if viewer is None or viewer.role != "moderator" or not may(viewer, Need.ACCOUNT):
            return False
        if record.kind == "challenge":  # a challenger may not have dealt their game yet: none is "in play"
            return False
        if self.games.in_play_on_deal(viewer.id, record.seed_commitment):
            return False
        if record.kind == "daily" and record.daily_date is not None:
            own = self.games.daily_of(viewer.id, record.daily_date)
            return own is not None and own.status != "playing"
        return True

    def replay(self, token_hash: str | None, game_id: str) -> tuple[dict[str, Any], bool, tuple[str, str] | None]:
        """The replay record, whether it is public (anyone may see it, and it will not change), and the deal whose
        rating it still lacks (the worker is to rate it), if any."""
        loaded = self.load_for_viewer(token_hash, game_id)
        record = loaded.record
        reveal = self.seed_visible(record, loaded.game.is_over)
        return (
            {
                "game_id": record.id,
                "rules": record.rules,
                "seed": record.seed if reveal else None,
                "seed_commitment": record.seed_commitment,
                "actions": self.games.actions(record.id),
                "result": loaded.game.result().to_json(),
                "cause": record.cause,
                "assisted": record.assisted,
                "bot": record.bot,
                "difficulty": self.difficulty(loaded),
            },
            self._public(loaded),
            (record.rules, record.seed_commitment) if self._rating_pending(loaded) else None,
        )

    def _public(self, loaded: LoadedGame) -> bool:
        return loaded.game.is_over and self.deal_public(loaded.record)

    def _rating_pending(self, loaded: LoadedGame) -> bool:
        """Whether the worker is still to rate the game's deal: until then its replay may change."""
        record = loaded.record
        pending = SolverService(self.games.session, self.now).rating_pending
        return record.ranked and loaded.difficulty is None and pending(record.rules, record.seed_commitment)

    def steps(
        self, token_hash: str | None, game_id: str, kept: KeptPositions, pay: Callable[[int], None] = lambda _: None
    ) -> tuple[bytes, bool]:
        """Every position of a game, from the deal through each action (a replay viewer's ``ReplaySteps``, encoded),
        and whether it is public. The positions are built on those ``kept`` from an earlier read; ``pay`` is told how
        many actions are to be replayed before they are (it may refuse)."""
        loaded = self.load_for_viewer(token_hash, game_id)
        record = loaded.record
        key = f"{record.id}:{record.seed_commitment}"
        built = kept.take(key) or Positions.dealt(record.rules, record.seed)
        try:
            if built.actions < record.action_count:
                pay(record.action_count - built.actions)
                actions = self.games.actions_after(record.id, built.actions, record.action_count)
                off_the_loop(built.extend, actions)  # a long game's positions are milliseconds of CPU
        finally:
            kept.give(key, built)
        return built.body(record.id, record.rules, record.action_count), self._public(loaded)

    def finished_page(
        self, player_id: str, rules: str | None, status: str | None, cursor: str | None, limit: int
    ) -> tuple[list[tuple[StoredGame, dict[str, Any]]], str | None]:
        """A player's finished games anyone may see, newest first, with their results (rules-v1.md)."""
        if status == "playing":
            raise Unprocessable("a player's public games are finished ones: ask for won or lost")
        of = f"finished games of {player_id}, {rules}, {status}"
        after = self._read_cursor(cursor, of) if cursor else None
        shown: list[tuple[StoredGame, dict[str, Any]]] = []
        next_cursor = None
        for record in self.games.finished_of(player_id, rules, status, after, limit + 1, shared_before=self.now):
            if len(shown) == limit:
                next_cursor = self._cursor(shown[-1][0], of)
                break
            game = Game.restore(record.rules, record.seed, record.position)
            shown.append((record, game.result().to_json()))
        return shown, next_cursor

"""Games being played: reading a game, an action, the games the server ends, the deal's difficulty, the audit."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from app.engine import PROFILES, Action, Game, Redeal, action_from_json
from app.games.events import NO_SEAM, GameEnded, GameEndSeam
from app.games.referee import ActionRequest, GamePolicy, LoadedGame, Referee, cached_columns
from app.games.repository import GameRepository, StoredGame
from app.games.solver_repository import SolverRepository
from app.games.solving import difficulty_of
from app.kit.cursors import read_time_cursor, sign_time_cursor
from app.kit.errors import NotFound, PreconditionFailed
from app.players.repository import CurrentPlayer, PlayerRepository
from app.players.service import Need, check_session, due_to_be_seen

Publish = Callable[[Session, str, int], None]
"""Tells the game's listeners (its event streams) that it has a new version, once the transaction commits."""


class StaleGame(Exception):
    """Another request changed the game between our read and our write."""


class Playing(Referee):
    """Games being played, stored through the request's session (what they decide comes from :class:`Referee`), and
    what the other use cases of games share (``app.games.service`` composes them)."""

    def __init__(
        self,
        session: Session,
        now: datetime,
        *,
        secret_key: str = "",
        on_end: GameEndSeam = NO_SEAM,
        policy: GamePolicy | None = None,
        publish: Publish | None = None,
    ) -> None:
        super().__init__(now, policy)
        self.games = GameRepository(session)
        self.players = PlayerRepository(session)
        self.solver = SolverRepository(session)
        self.secret_key = secret_key
        self.on_end = on_end
        self.publish = publish

    # -- reading ---------------------------------------------------------------------------

    def load(self, token_hash: str, game_id: str, need: Need = Need.READ) -> LoadedGame:
        """The game ``game_id`` of the player whose token has this digest (401 bad token, 404 another's game)."""
        return self._load(token_hash, game_id, need)[1]

    def load_to_play(self, token_hash: str, game_id: str) -> LoadedGame:
        """:meth:`load`, for a request that plays the game (a hint, say): 403 for a token that may not play it."""
        player, loaded = self._load(token_hash, game_id, Need.PLAY)
        self.check_plays_as(player, loaded.record)
        return loaded

    def _load(self, token_hash: str, game_id: str, need: Need) -> tuple[CurrentPlayer, LoadedGame]:
        player, record = self.games.get_for_token(game_id, token_hash)
        player = check_session(player, self.now, need)
        if record is None:
            raise NotFound(f"you have no game {game_id!r}: list yours with GET /api/v1/games")
        if due_to_be_seen(player, self.now):  # as when a token is checked alone (one write an hour at most)
            self.players.seen(player.session_id, self.now)
        return player, self._resume(record)

    def page(
        self, player: CurrentPlayer, status: str | None, cursor: str | None, limit: int, ranked: bool | None = None
    ) -> tuple[list[LoadedGame], str | None]:
        of = f"games of {player.id}, {status}, ranked {ranked}"
        after = self._read_cursor(cursor, of) if cursor else None
        records = self.games.page(player.id, status, after, limit + 1, ranked)
        loaded = [self._resume(record) for record in records[:limit]]
        self.read_difficulty(loaded)
        next_cursor = self._cursor(records[limit - 1], of) if len(records) > limit else None
        return loaded, next_cursor

    def _cursor(self, record: StoredGame, of: str) -> str:
        return sign_time_cursor(record.created_at, record.id, self.secret_key, of=of)

    def _read_cursor(self, cursor: str, of: str) -> tuple[datetime, str]:
        return read_time_cursor(cursor, self.secret_key, of=of)

    # -- playing -------------------------------------------------------------------------------

    def act(self, token_hash: str, game_id: str, request: ActionRequest, if_match: str | None) -> LoadedGame:
        player, loaded = self._load(token_hash, game_id, Need.PLAY)
        action = self.apply_action(player, loaded, request, if_match)
        try:
            self._save(loaded, action)
        except StaleGame:
            raise PreconditionFailed(
                "another request changed this game at the same time: reload it and try again"
            ) from None
        return loaded

    # -- the deal's difficulty ------------------------------------------------------------------------

    def difficulty_shown(self, record: StoredGame, over: bool) -> bool:
        """A finished ranked game shows its deal's rating when its seed shows, and a campaign level (whose par its
        players see anyway) at once; a daily deal's waits for its day to end, as its seed does."""
        return record.ranked and over and (record.kind == "campaign" or self.seed_visible(record, over))

    def difficulty(self, loaded: LoadedGame) -> dict[str, Any] | None:
        """The deal's rating as the game shows it ({verdict, par, text}); None until the worker has rated it."""
        if not loaded.difficulty_read:
            self.read_difficulty([loaded])
        return loaded.difficulty

    def read_difficulty(self, games: Sequence[LoadedGame]) -> None:
        """Read the ratings the games show, in one query."""
        shown = {id(loaded) for loaded in games if self.difficulty_shown(loaded.record, loaded.game.is_over)}
        deals = [(loaded.record.rules, loaded.record.seed_commitment) for loaded in games if id(loaded) in shown]
        ratings = self.solver.ratings(deals)
        for loaded in games:
            deal = (loaded.record.rules, loaded.record.seed_commitment)
            row = ratings.get(deal) if id(loaded) in shown else None
            loaded.difficulty = None if row is None else difficulty_of(row)
            loaded.difficulty_read = True

    # -- closing the games the server ends ----------------------------------------------------------

    def due_for_closing(self, limit: int = 200) -> list[str]:
        """The games whose time is up, whose day is over, or that were left idle (each is ended by
        :meth:`close_if_due`, in a transaction of its own)."""
        timed = {
            name: self.now - timedelta(milliseconds=rules.time_limit_ms)
            for name, rules in PROFILES.items()
            if rules.time_limit_ms is not None
        }
        races = {name: self.now - timedelta(milliseconds=ms) for name, ms in self.policy.race_time_limits_ms.items()}
        return self.games.due_for_closing(self.now - self.policy.idle_limit, self.now.date(), timed, limit, races=races)

    def close_if_due(self, game_id: str) -> bool:
        """End the game if one of its deadlines has passed; whether it is over."""
        record = self.games.get(game_id)
        return record is not None and self._resume(record).game.is_over

    def _resume(self, record: StoredGame) -> LoadedGame:
        """Resume a stored game, first ending it if the server's clock says it is over.

        A read never fails because another request wrote first: the write that lost is dropped and the game read
        again (the winner has closed it, or moved it on).
        """
        for _ in range(3):
            loaded = LoadedGame.resumed(record)
            due = self.closing_due(loaded)
            if due is None:
                return loaded
            try:
                self._close(loaded, *due)
                return loaded
            except StaleGame:
                fresh = self.games.get(record.id)
                if fresh is None:
                    raise NotFound(f"there is no game {record.id!r}") from None
                record = fresh
        return LoadedGame.resumed(record)

    def _close(self, loaded: LoadedGame, action: Action, cause: str | None) -> None:
        loaded.game.apply(action)
        self._save(loaded, action, cause)

    def _save(self, loaded: LoadedGame, action: Action, cause: str | None = None) -> None:
        """Store the action and the game's new cache; announce the end of the game when it ended.

        A game that ends takes its parents' locks first, in the code base's order (its race, its player, then the
        game's own row in the version-checked save), since the handlers of its end write under them; a game that
        goes on locks its own row only."""
        record = loaded.record
        player = None
        if loaded.game.is_over:
            self.on_end.lock_before_the_end(self.games.session, record)
            player = self.players.locked(record.player_id)
            if player is None:
                raise NotFound(f"the player of game {record.id!r} is gone")
        self.cache_after(loaded, cause)
        # What searches found is of no use once the game is over, nor about a phase a redeal has left.
        if loaded.game.is_over:
            forget_before_phase = loaded.game.redeals_used + 1
        else:
            forget_before_phase = loaded.game.redeals_used if isinstance(action, Redeal) else 0
        try:
            saved = self.games.save(record, action.to_json(), self.now, forget_before_phase)
        except IntegrityError:
            saved = False
        if not saved:
            raise StaleGame
        if self.publish is not None:
            self.publish(self.games.session, f"game:{record.id}", record.version)
        if player is not None:
            celebration = self.on_end.announce(GameEnded(record, self.games.session, self.now, player))
            loaded.celebration = celebration if record.ranked else None
            if celebration.deal_unrated:  # so the answer need not read the rating that is not there
                loaded.difficulty, loaded.difficulty_read = None, True

    def audit(self) -> list[str]:
        """Ids of games whose cached position differs from a replay of their action log."""
        differing = []
        for record in self.games.all_games():
            actions = [action_from_json(data) for data in self.games.actions(record.id)]
            replayed = Game.replay(record.rules, record.seed, actions)
            cached = {column: getattr(record, column) for column in cached_columns(replayed)}
            if cached != cached_columns(replayed) or record.action_count != len(actions):
                differing.append(record.id)
        return differing

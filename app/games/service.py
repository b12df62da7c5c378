"""Use cases of games: start, act, hint, replay, closing the games the server must end, and the audit."""

from __future__ import annotations

import secrets
import threading
import uuid
from collections.abc import Callable, Sequence
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from cachetools import LRUCache
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from app.engine import PROFILES, Action, Game, Redeal, Resign, action_from_json, commitment
from app.engine.hint import Hint, hint_for
from app.games.deals import CAMPAIGN_RULES, DAILY_RULES, daily_seed
from app.games.events import NO_SEAM, GameEnded, GameEndSeam, announce
from app.games.models import CampaignDeal
from app.games.pool import take
from app.games.referee import (
    ABANDONED,
    ActionRequest,
    GamePolicy,
    LoadedGame,
    Referee,
    cached_columns,
    day_end,
)
from app.games.repository import GameRepository, StoredGame
from app.games.solver_repository import SolverRepository
from app.games.solving import SolverService, difficulty_of
from app.games.steps import KeptPositions, Positions
from app.kit.cursors import read_time_cursor, sign_time_cursor
from app.kit.errors import (
    CampaignLevelNotReady,
    NotFound,
    NoWinnableDeal,
    PreconditionFailed,
    RankedGameInPlay,
    Unprocessable,
    WinnableShareUsed,
)
from app.players.repository import CurrentPlayer, PlayerRepository
from app.players.service import Need, check_session, due_to_be_seen, may, plays_as_bot

HintSearch = Callable[[Game, Sequence[dict[str, Any]], bool], Hint]
"""Finds the hint for a game's position from the findings stored about its phase (as JSON), with or without undo
hints (the server runs it in a bounded pool of solver processes)."""
UNDO_HINT_RULES = ("relaxed@1",)
"""Where a hint may say "undo": relaxed play, made for trying lines out."""
Publish = Callable[[Session, str, int], None]
"""Tells the game's listeners (its event streams) that it has a new version, once the transaction commits."""


class StaleGame(Exception):
    """Another request changed the game between our read and our write."""


_HINTS: LRUCache[tuple[str, int, int], Hint] = LRUCache(4096)
_HINTS_LOCK = threading.Lock()
"""Hints by (game, version, newest finding): a position is searched once however often its hint is asked for,
and again once a search (in any process, or the worker) has stored something new about the game."""


class GameService(Referee):
    """The use cases of games, stored through the request's session; what they decide comes from :class:`Referee`."""

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
        after = self._read_cursor(cursor) if cursor else None
        records = self.games.page(player.id, status, after, limit + 1, ranked)
        loaded = [self._resume(record) for record in records[:limit]]
        self.read_difficulty(loaded)
        next_cursor = self._cursor(records[limit - 1]) if len(records) > limit else None
        return loaded, next_cursor

    def _cursor(self, record: StoredGame) -> str:
        return sign_time_cursor(record.created_at, record.id, self.secret_key)

    def _read_cursor(self, cursor: str) -> tuple[datetime, str]:
        return read_time_cursor(cursor, self.secret_key)

    # -- starting ----------------------------------------------------------------------------

    def start(
        self,
        player: CurrentPlayer,
        rules: str,
        seed: str | None,
        *,
        winnable: bool = False,
        lesson: bool = False,
        abandon_current: bool,
    ) -> LoadedGame:
        if seed is not None:
            return self._start(player, rules, seed, ranked=False, kind="lesson" if lesson else "free")
        self._make_room_for_ranked(player, abandon_current)
        if not winnable:
            return self._start(player, rules, secrets.token_hex(32), ranked=True)
        self._check_winnable_share(player)
        game_id = uuid.uuid4().hex
        proven = take(self.games.session, rules, game_id)
        if proven is None:
            raise NoWinnableDeal(
                "no deal proven winnable is ready right now: try again in a minute, or play any deal",
                headers={"Retry-After": "60"},
            )
        return self._start(
            player, rules, proven.seed, ranked=True, kind="winnable", par_moves=proven.par_moves, game_id=game_id,
            proof_line=proven.line,
        )  # fmt: skip

    def daily_of(self, player: CurrentPlayer, day: date) -> LoadedGame | None:
        """The player's game on the daily deal of ``day``, if they started one."""
        record = self.games.daily_of(player.id, day)
        return None if record is None else self._resume(record)

    def start_daily(self, player: CurrentPlayer, *, abandon_current: bool) -> tuple[LoadedGame, bool]:
        """Today's daily deal: a new game, or the one already started today (one attempt a day)."""
        today = self.now.date()
        existing = self.games.daily_of(player.id, today)
        if existing is not None:
            return self._resume(existing), False
        self.players.lock(player.id)
        existing = self.games.daily_of(player.id, today)  # started by a request that held the lock before us
        if existing is not None:
            return self._resume(existing), False
        self._make_room_for_ranked(player, abandon_current)
        seed = daily_seed(self.secret_key, today)
        return self._start(player, DAILY_RULES, seed, ranked=True, kind="daily", daily_date=today), True

    def start_campaign(
        self, player: CurrentPlayer, level: int, chosen: CampaignDeal | None, *, abandon_current: bool
    ) -> LoadedGame:
        if chosen is None:
            raise CampaignLevelNotReady(
                f"level {level}'s deal is still being chosen and proved winnable: try again in a minute",
                headers={"Retry-After": "60"},
            )
        self._make_room_for_ranked(player, abandon_current)
        return self._start(
            player, CAMPAIGN_RULES, chosen.seed, ranked=True, kind="campaign", campaign_level=level,
            par_moves=chosen.par_moves, proof_line=chosen.line,
        )  # fmt: skip

    def _make_room_for_ranked(self, player: CurrentPlayer, abandon_current: bool) -> None:
        """Ranked games are played one at a time: the one in play answers 409, or ends as abandoned if asked."""
        in_play = self._ranked_in_play(player.id)
        if not in_play:
            return
        if not abandon_current:
            current = in_play[0].record
            raise RankedGameInPlay(
                f"your ranked {current.rules} game {current.id} is still in play: finish it, or start again with "
                '"abandon_current": true to end it as a loss',
                game_id=current.id,
            )
        self._abandon(in_play)

    def ranked_game_in_play(self, player_id: str) -> StoredGame | None:
        """The player's ranked game in play, if any (the player stays locked until the transaction ends)."""
        in_play = self._ranked_in_play(player_id)
        return in_play[0].record if in_play else None

    def abandon(self, game_id: str) -> bool:
        """End a game in play as abandoned (its player left it for good); False if another request wrote first."""
        record = self.games.get(game_id)
        if record is None:
            return True
        loaded = self._resume(record)
        try:
            self._abandon([] if loaded.game.is_over else [loaded])
        except StaleGame:
            return False
        return True

    def _ranked_in_play(self, player_id: str) -> list[LoadedGame]:
        """The player's ranked games in play, with the player locked so that no other start slips in between (and
        before the player, the race of a race game among them, which ending it will lock: races lock first)."""
        for record in self.games.ranked_in_play(player_id):
            if record.kind == "race":
                self.on_end.lock_before_the_end(self.games.session, record)
        self.players.lock(player_id)
        resumed = map(self._resume, self.games.ranked_in_play(player_id))
        return [loaded for loaded in resumed if not loaded.game.is_over]

    def _abandon(self, in_play: list[LoadedGame]) -> None:
        """End each game as abandoned. Its player is locked, but a move of theirs on another device may land
        meanwhile (moves lock only their game): each game's row is locked and read again before it is ended."""
        for loaded in in_play:
            record = self.games.get_locked(loaded.record.id)
            if record is None:
                continue
            fresh = self._resume(record)
            if not fresh.game.is_over:
                self._close(fresh, Resign(self.clock_at(fresh, self.now)), ABANDONED)

    def _check_winnable_share(self, player: CurrentPlayer) -> None:
        day_start = datetime.combine(self.now.date(), time.min, tzinfo=UTC)
        if self.games.started_since(player.id, "winnable", day_start) >= self.policy.winnable_per_day:
            wait = int((day_end(self.now.date()) - self.now).total_seconds()) + 1
            raise WinnableShareUsed(
                f"you have played today's {self.policy.winnable_per_day} proven deals (they are shared among all "
                "players): play any deal, or come back after midnight UTC",
                headers={"Retry-After": str(wait)},
            )

    def deal_race_game(self, player_id: str, bot: bool, rules: str, seed: str, *, ranked: bool) -> LoadedGame:
        """A racer's game of a race's seed, started now (the race's start instant). A ranked race game is a ranked
        game like any other: one in play at a time, so a ranked game the racer has in play ends as abandoned."""
        if ranked:
            self._abandon(self._ranked_in_play(player_id))
        return self._deal(player_id, bot, rules, seed, ranked=ranked, kind="race")

    def _start(
        self,
        player: CurrentPlayer,
        rules: str,
        seed: str,
        *,
        ranked: bool,
        kind: str = "free",
        daily_date: date | None = None,
        campaign_level: int | None = None,
        par_moves: int | None = None,
        game_id: str | None = None,
        proof_line: list[Any] | None = None,
    ) -> LoadedGame:
        bot = plays_as_bot(player)
        loaded = self._deal(
            player.id, bot, rules, seed, ranked=ranked, kind=kind, daily_date=daily_date,
            campaign_level=campaign_level, par_moves=par_moves, game_id=game_id,
        )  # fmt: skip
        if proof_line:
            SolverService(self.games.session, self.now).store_proof(loaded.record.id, loaded.game, proof_line)
        return loaded

    def _deal(
        self,
        player_id: str,
        bot: bool,
        rules: str,
        seed: str,
        *,
        ranked: bool,
        kind: str,
        daily_date: date | None = None,
        campaign_level: int | None = None,
        par_moves: int | None = None,
        game_id: str | None = None,
    ) -> LoadedGame:
        game = Game(rules, seed)
        record = StoredGame(
            id=game_id or uuid.uuid4().hex,
            par_moves=par_moves,
            player_id=player_id,
            rules=rules,
            ranked=ranked,
            kind=kind,
            daily_date=daily_date,
            campaign_level=campaign_level,
            seed=seed,
            seed_commitment=commitment(seed),
            cause=None,
            deal_revealed=False,
            assisted=False,
            bot=bot,
            action_count=0,
            version=1,
            created_at=self.now,
            updated_at=self.now,
            finished_at=None,
            **cached_columns(game),
        )
        self.games.add(record)
        return LoadedGame(record, game)

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

    def hint(self, loaded: LoadedGame, search: HintSearch, may_search: Callable[[], bool] = lambda: True) -> Hint:
        """The hint for the game's position, following what earlier searches found about its deal phase. The first
        hint marks the game assisted: it then ranks nowhere.

        What the hint's own search establishes is stored for the next hints; when it finds no win, the position
        after the suggested move is searched in the worker, within the player's budget (and ``may_search``, the
        address's limit), while the player moves.
        """
        record, game = loaded.record, loaded.game
        if game.is_over:
            return hint_for(game)
        phase = game.redeals_used
        solver = SolverService(self.games.session, self.now, self.policy.solver)
        known = solver.known(record.id, phase)
        newest = known[-1][0] if known else 0
        with _HINTS_LOCK:
            found = _HINTS.get((record.id, record.version, newest))
        searched = found is None
        if found is None:
            # The search comes before the game is marked assisted: the mark locks the game's row until the answer,
            # and the player's own actions must not wait on a search for it.
            found = search(game, [finding for _, finding in known], record.rules in UNDO_HINT_RULES)
        if not record.assisted:  # the game's row first, then what hangs from it (the lock order)
            if not self.games.mark_assisted(record):
                raise PreconditionFailed("another request changed this game at the same time: ask for the hint again")
            if self.publish is not None:
                self.publish(self.games.session, f"game:{record.id}", record.version)
        if searched:
            if found.finding is not None:
                newest = solver.store(record.id, phase, "hint", found.finding)
            if found.search_next is not None:
                solver.queue_search(record, phase, found.search_next, may_search)
        with _HINTS_LOCK:  # requests ask from threads of their own
            _HINTS[(record.id, record.version, newest)] = found
        return found

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
        if loaded.game.is_over:
            self.on_end.lock_before_the_end(self.games.session, record)
            self.players.lock(record.player_id)
        self.cache_after(loaded, cause)
        try:
            saved = self.games.save(record, action.to_json(), self.now)
        except IntegrityError:
            saved = False
        if not saved:
            raise StaleGame
        if self.publish is not None:
            self.publish(self.games.session, f"game:{record.id}", record.version)
        if loaded.game.is_over:
            self.solver.forget_findings(record.id)
        elif isinstance(action, Redeal):  # a new phase: what was found about the last one's positions is useless
            self.solver.forget_findings(record.id, before_phase=loaded.game.redeals_used)
        if loaded.game.is_over:
            celebration = announce(self.on_end.handlers, GameEnded(record, self.games.session, self.now))
            loaded.celebration = celebration if record.ranked else None

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
                built.extend(self.games.actions_after(record.id, built.actions, record.action_count))
        finally:
            kept.give(key, built)
        return built.body(record.id, record.rules, record.action_count), self._public(loaded)

    def finished_page(
        self, player_id: str, rules: str | None, status: str | None, cursor: str | None, limit: int
    ) -> tuple[list[tuple[StoredGame, dict[str, Any]]], str | None]:
        """A player's finished games anyone may see, newest first, with their results (rules-v1.md)."""
        if status == "playing":
            raise Unprocessable("a player's public games are finished ones: ask for won or lost")
        after = self._read_cursor(cursor) if cursor else None
        shown: list[tuple[StoredGame, dict[str, Any]]] = []
        next_cursor = None
        for record in self.games.finished_of(player_id, rules, status, after, limit + 1, shared_before=self.now):
            if len(shown) == limit:
                next_cursor = self._cursor(shown[-1][0])
                break
            game = Game.restore(record.rules, record.seed, record.position)
            shown.append((record, game.result().to_json()))
        return shown, next_cursor

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

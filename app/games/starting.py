"""Starting games: free and practice games, the daily deal, campaign levels, race games, proven-winnable deals
from the pool, and the ranked game in play a new one replaces."""

from __future__ import annotations

import secrets
import uuid
from datetime import UTC, date, datetime, time
from typing import Any

from app.engine import Game, Resign, commitment
from app.games.deals import CAMPAIGN_RULES, DAILY_RULES, FIRST_DAILY_DATE, daily_seed
from app.games.models import CampaignDeal, DailyPractice
from app.games.playing import Playing, StaleGame
from app.games.pool import take
from app.games.referee import ABANDONED, EXPIRED, LoadedGame, cached_columns, day_end
from app.games.repository import SHARED_DEALS, StoredGame
from app.games.solving import SolverService
from app.kit.errors import (
    CampaignLevelNotReady,
    DealNotPublic,
    NoWinnableDeal,
    RankedGameInPlay,
    Unprocessable,
    WinnableShareUsed,
)
from app.kit.vocabulary import GameKind, Rules
from app.players.feed import tell
from app.players.repository import CurrentPlayer
from app.players.schemas import GameStarted
from app.players.service import plays_as_bot


class Starting(Playing):
    """The use cases that deal a game."""

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

    def start_daily_practice(self, player: CurrentPlayer, day: date) -> LoadedGame:
        """A practice game (unranked, counted nowhere) of a past day's daily deal, whose seed is public."""
        if day < FIRST_DAILY_DATE:
            raise Unprocessable(
                f"the first daily deal was dealt on {FIRST_DAILY_DATE.isoformat()}: practise that day's or a later one",
                errors=[{"location": ["path", "day"], "message": f"{FIRST_DAILY_DATE.isoformat()} or later"}],
            )
        if day >= self.now.date():
            raise DealNotPublic(
                f"the daily deal of {day.isoformat()} is still to be played: its seed is revealed at midnight UTC "
                "after its day, and then it may be practised"
            )
        loaded = self._start(player, DAILY_RULES, daily_seed(self.secret_key, day), ranked=False)
        self.games.session.add(DailyPractice(game_id=loaded.record.id, player_id=player.id, day=day))
        return loaded

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

    def start_challenge_game(
        self, player: CurrentPlayer, rules: str, seed: str, *, abandon_current: bool
    ) -> LoadedGame:
        """A challenger's game of their challenge's seed: a ranked game of its own kind, one in play at a time like
        any ranked game (the one in play answers 409, or ends as abandoned if asked)."""
        self._make_room_for_ranked(player, abandon_current)
        return self._start(player, rules, seed, ranked=True, kind="challenge")

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

    def expire(self, game_id: str) -> None:
        """End a game in play whose shared deal's time is up (a challenge's), as ``expired``, at that instant; its
        row is locked and read again first, so a move that landed meanwhile is kept."""
        self._abandon_as(game_id, EXPIRED)

    def _abandon_as(self, game_id: str, cause: str) -> None:
        record = self.games.get_locked(game_id)
        if record is None:
            return
        fresh = self._resume(record)
        if not fresh.game.is_over:
            self._close(fresh, Resign(self.clock_at(fresh, self.now)), cause)

    def _ranked_in_play(self, player_id: str) -> list[LoadedGame]:
        """The player's ranked games in play, with the player locked so that no other start slips in between (and
        before the player, the race of a race game among them, which ending it will lock: races lock first)."""
        for record in self.games.ranked_in_play(player_id):
            if record.kind in SHARED_DEALS:
                self.on_end.lock_before_the_end(self.games.session, record)
        self.players.lock(player_id)
        resumed = map(self._resume, self.games.ranked_in_play(player_id))
        return [loaded for loaded in resumed if not loaded.game.is_over]

    def _abandon(self, in_play: list[LoadedGame]) -> None:
        """End each game as abandoned. Its player is locked, but a move of theirs on another device may land
        meanwhile (moves lock only their game): each game's row is locked and read again before it is ended."""
        for loaded in in_play:
            self._abandon_as(loaded.record.id, ABANDONED)

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
        if kind != "lesson":  # the page's tutorial: nothing another device needs to hear of
            event = GameStarted(game_id=record.id, rules=Rules(rules), kind=GameKind(kind), ranked=ranked, at=self.now)
            tell(self.games.session, player_id, event)
        return LoadedGame(record, game)

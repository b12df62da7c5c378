"""Races' rooms: reading a race, the public list, a room made, joined, left and started, seats, and what the
server's clock does to a race (its countdown, its deal, its closing).

A race is refereed by the games package like any game: each racer plays their own game of the race's seed through
``POST /api/v1/games/{id}/actions``. The race itself only seats racers, deals their games at one instant, reacts
to their ends (``app.races.results``), and shows everyone progress figures, never a board.
"""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import Row
from sqlalchemy.orm import Session

from app.engine import commitment
from app.fairplay.facts import Thresholds
from app.games.service import GameService
from app.kit.cursors import read_time_cursor, sign_time_cursor
from app.kit.errors import (
    BotsNotAllowed,
    InAnotherRace,
    NotFound,
    NotTheHost,
    PreconditionFailed,
    RaceFull,
    RaceStarted,
    RankedGameInPlay,
    TooFewRacers,
    TooManyRequests,
    UnknownRace,
)
from app.kit.vocabulary import Rules, Scope
from app.players.feed import tell
from app.players.repository import CurrentPlayer, PlayerRepository
from app.players.schemas import RaceStarting
from app.races import policy
from app.races.models import Race, Racer, RaceRating
from app.races.repository import RaceRepository

Publish = Callable[[Session, str, int], None]
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
"""No 0/O, 1/I/L: a code read out over the phone arrives intact."""
CODE_LENGTH = 6
NOT_A_RACE_GAME = (
    "no race of yours has this game: it is not a race game, or not yours (GET /api/v1/games/{id} says its kind)"
)
UNKNOWN_RACE = (
    "no race has this code or id: check the code (six letters and digits), or list open races with GET /api/v1/races"
)
"""Said of every key that names no race, well formed or not, and never with the key: a guess learns nothing more."""


def race_channel(race_id: str) -> str:
    return f"race:{race_id}"


def is_bot(player: CurrentPlayer) -> bool:
    return player.bot or Scope.BOT in (player.scopes or ())


@dataclass
class RaceView:
    """A race and its racers as read for one viewer (a racer, a spectator with a token, or nobody)."""

    race: Race | Row[Any]
    """The race's ORM object, or its plain row where it is only shown (``live_view``)."""
    racers: list[Row[Any]]
    viewer_id: str | None

    @property
    def version(self) -> int:
        """The room's own version plus its games': it grows with every join, start, action and ending."""
        return self.race.version + sum(row.version or 0 for row in self.racers)

    @property
    def over(self) -> bool:
        return self.race.status in ("finished", "closed")

    @property
    def channels(self) -> list[str]:
        """What a live view listens to: the room, and each racer's game (an action publishes only its game)."""
        return [race_channel(self.race.id), *(f"game:{row.game_id}" for row in self.racers if row.game_id)]

    def wake_at(self) -> datetime | None:
        """The next instant the server's clock changes the race by itself."""
        race = self.race
        return {"open": race.starts_by, "countdown": race.start_at, "running": race.ends_at}.get(race.status)


class Rooms:
    """The use cases of races' rooms, and what the others share (``app.races.service`` composes them)."""

    def __init__(
        self,
        session: Session,
        now: datetime,
        games: GameService,
        *,
        secret_key: str = "",
        thresholds: Thresholds | None = None,
        publish: Publish | None = None,
        pair_rated_per_day: int = policy.RATED_PAIR_PER_DAY,
    ) -> None:
        self.session = session
        self.races = RaceRepository(session)
        self.players = PlayerRepository(session)
        self.now = now
        self.games = games
        self.secret_key = secret_key
        self.thresholds = thresholds or Thresholds()
        self.publish = publish
        self.pair_rated_per_day = pair_rated_per_day

    # -- reading -------------------------------------------------------------------------------

    def find(self, key: str) -> Race:
        race = self.races.find(key)
        if race is None:
            raise UnknownRace(UNKNOWN_RACE)
        return race

    def of_game(self, game_id: str, player_id: str) -> Race:
        """The race of one of the player's games (a game page that does not know its race finds it here)."""
        race = self.races.race_of_players_game(game_id, player_id)
        if race is None:
            raise UnknownRace(NOT_A_RACE_GAME)
        return race

    def view(self, key: str, viewer_id: str | None) -> RaceView:
        """The race as anyone may see it, after the server's clock has had its say (a start, the deal)."""
        race = self.settle(self.find(key))
        return RaceView(race, self.races.racers(race.id), viewer_id)

    def live_view(self, race_id: str) -> RaceView:
        """What a race's live views show everyone, read by id after each change: a plain row while the clock has
        nothing to do (the common case, at a fraction of the ORM's cost), else ``view``."""
        row = self.races.row(race_id)
        if row is None:
            raise UnknownRace(UNKNOWN_RACE)
        if self._due(row):
            return self.view(race_id, None)
        return RaceView(row, self.races.racers(race_id), None)

    def open_races(
        self, rules: str | None, cursor: str | None, limit: int
    ) -> tuple[list[tuple[Race, str | None, int]], str | None]:
        of = f"open races, {rules}"
        after = None if cursor is None else read_time_cursor(cursor, self.secret_key, of=of)
        rows = self.races.open_public(rules, after, limit + 1)
        shown = rows[:limit]
        taken = self.races.seat_counts([race.id for race, _ in shown])
        next_cursor = None
        if len(rows) > limit:
            last = shown[-1][0]
            next_cursor = sign_time_cursor(last.created_at, last.id, self.secret_key, of=of)
        return [(race, host_name, taken.get(race.id, 0)) for race, host_name in shown], next_cursor

    # -- rooms ---------------------------------------------------------------------------------

    def create(
        self,
        player: CurrentPlayer,
        address: str,
        *,
        rules: str,
        seats: int,
        public: bool,
        rated: bool,
        allow_bots: bool,
        abandon_current: bool,
    ) -> Race:
        self._hold(player)
        if public and self.races.open_public_rooms_from(address) >= policy.OPEN_PUBLIC_ROOMS_PER_ADDRESS:
            raise TooManyRequests(
                f"{policy.OPEN_PUBLIC_ROOMS_PER_ADDRESS} public rooms made from your network are still open: "
                "start or leave one, or make a private room",
                headers={"Retry-After": "60"},
            )
        self._check_may_race(player, allow_bots=allow_bots, abandon_current=abandon_current)
        race = self._new_race(
            rules, mode="room", public=public, rated=(public or rated) and not allow_bots, allow_bots=allow_bots,
            seats=seats, host_id=player.id, host_address=address,
        )  # fmt: skip
        self._seat(race, player.id, address, is_bot(player))
        return race

    def join(self, player: CurrentPlayer, address: str, key: str, *, abandon_current: bool) -> tuple[Race, bool]:
        """Take a seat; returns the race and whether the seat is new (joining again changes nothing)."""
        race = self.races.lock(self.settle(self.find(key)))
        self._hold(player)  # after the race's lock: a deal locks the race, then its racers
        if self.races.seat(race.id, player.id) is not None:
            return race, False
        if race.mode == "ghost":
            raise RaceFull("a practice race against a ghost has one seat: race your own with POST /api/v1/races/ghost")
        seated = self.races.seats(race.id)
        if len(seated) >= race.seats:
            raise RaceFull(f"race {race.code} is full ({race.seats} seats): watch it, join another, or make a room")
        if race.status != "open":
            raise RaceStarted(self._not_open(race))
        self._check_may_race(player, allow_bots=race.allow_bots, abandon_current=abandon_current)
        self._seat(race, player.id, address, is_bot(player))
        if len(seated) + 1 == race.seats:
            self._count_down(race, policy.COUNTDOWN)
        else:
            self._changed(race)
        return race, True

    def leave(self, player: CurrentPlayer, key: str) -> Race:
        """Give up a seat: before the start it is free again; once the race runs, leaving resigns the game."""
        race = self.races.lock(self.find(key))
        seat = self.races.seat(race.id, player.id)
        if seat is None:
            raise NotFound(f"you have no seat in race {race.code}")
        if race.status == "running" and seat.game_id is not None:
            if not self.games.abandon(seat.game_id):
                raise PreconditionFailed("your game changed at the same time: leave again")
            return race
        if race.status not in ("open", "countdown"):
            return race  # a race that is over keeps its racers
        self.races.remove(seat)
        remaining = self.races.seats(race.id)
        if not remaining or race.mode == "ghost":
            self._close(race)
            return race
        if race.host_id == player.id:
            race.host_id = remaining[0].player_id
        if race.status == "countdown" and len(remaining) < policy.MIN_SEATS:
            race.status, race.start_at = "open", None  # back to waiting for a second racer
        self._changed(race)
        return race

    def start(self, player: CurrentPlayer, key: str) -> Race:
        race = self.races.lock(self.settle(self.find(key)))
        if race.host_id != player.id:
            raise NotTheHost(f"only the host starts race {race.code} (it also starts by itself when full)")
        if race.status != "open":
            raise RaceStarted(self._not_open(race))
        if len(self.races.seats(race.id)) < policy.MIN_SEATS:
            raise TooFewRacers(f"a race needs {policy.MIN_SEATS} racers: share the code {race.code} and wait")
        self._count_down(race, policy.COUNTDOWN)
        return race

    def _not_open(self, race: Race) -> str:
        if race.status in ("countdown", "running"):
            return f"race {race.code} has started: watch it, or join another"
        return f"race {race.code} is over ({race.status}): join another, or make a room"

    def _hold(self, player: CurrentPlayer) -> None:
        """Lock the player for the rest of the transaction, and end their wait for a quick match, before any check
        of their seats: two requests of one player (or one and the matcher) then take seats one after the other, and
        the second sees the first's seat. A ticket the matcher is placing holds this until the matcher commits, so
        the seat it gave is seen too."""
        self.players.lock(player.id)
        self.races.forget_ticket(player.id)

    def _check_may_race(self, player: CurrentPlayer, *, allow_bots: bool, abandon_current: bool) -> None:
        if is_bot(player) and not allow_bots:
            raise BotsNotAllowed("this race is for people: bots race in rooms that allow bots")
        waiting = self.races.waiting_race_of(player.id)
        if waiting is not None:
            raise InAnotherRace(
                f"you have a seat in race {waiting.code}, which has not started: leave it first", race_id=waiting.id
            )
        current = self.games.ranked_game_in_play(player.id)
        running = self.races.race_of_game(current.id) if current is not None and current.kind == "race" else None
        if running is not None:  # a deal would end it under this race's lock, after the player's: out of order
            raise InAnotherRace(
                f"you are racing in race {running.code}: finish or leave it before you take another seat",
                race_id=running.id,
            )
        if current is not None and not abandon_current:
            raise RankedGameInPlay(
                f"your ranked {current.rules} game {current.id} is still in play: finish it, or say "
                '"abandon_current": true (it then ends as a loss when the race starts)',
                game_id=current.id,
            )

    def _new_race(
        self, rules: str, *, mode: str, public: bool, rated: bool, allow_bots: bool, seats: int, host_id: str | None,
        host_address: str, seed: str | None = None, ghost: dict[str, Any] | None = None,
    ) -> Race:  # fmt: skip
        seed = seed or secrets.token_hex(32)
        race = Race(
            id=uuid.uuid4().hex, code=self._new_code(), rules=rules, mode=mode,
            visibility="public" if public else "private", rated=rated, allow_bots=allow_bots, seats=seats,
            host_id=host_id, host_address=host_address, status="open", seed=seed, seed_commitment=commitment(seed),
            version=1, time_limit_ms=policy.time_limit_ms(rules), created_at=self.now,
            starts_by=self.now + policy.ROOM_WAIT, ghost=ghost,
        )  # fmt: skip
        self.races.add(race)
        return race

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if not self.races.code_taken(code):
                return code

    def _seat(self, race: Race, player_id: str, address: str, bot: bool) -> None:
        self.races.add(Racer(race_id=race.id, player_id=player_id, joined_at=self.now, address=address, bot=bot))

    # -- the server's clock ----------------------------------------------------------------------

    def settle(self, race: Race) -> Race:
        """Whatever the clock says is due: an open room past its wait starts (or closes), a countdown that has
        reached its instant deals every racer's game."""
        if not self._due(race):
            return race
        race = self.races.lock(race)
        if race.status == "open" and self.now >= race.starts_by:
            if len(self.races.seats(race.id)) >= policy.MIN_SEATS:
                self._count_down(race, policy.COUNTDOWN)
            else:
                self._close(race)
        elif race.status == "countdown" and race.start_at is not None and self.now >= race.start_at:
            self._deal(race)
        return race

    def _due(self, race: Race | Row[Any]) -> bool:
        """Whether the clock has something to do: start (or close) an open room, deal a counted-down race."""
        return (race.status == "open" and self.now >= race.starts_by) or (
            race.status == "countdown" and race.start_at is not None and self.now >= race.start_at
        )

    def _count_down(self, race: Race, countdown: timedelta) -> None:
        race.status, race.start_at = "countdown", self.now + countdown
        for seat in self.races.seats(race.id):
            starting = RaceStarting(race_id=race.id, rules=Rules(race.rules), start_at=race.start_at, at=self.now)
            tell(self.session, seat.player_id, starting)
        self._changed(race)

    def _close(self, race: Race) -> None:
        race.status, race.finished_at = "closed", self.now
        self._changed(race)

    def _deal(self, race: Race) -> None:
        """Every racer's game, dealt now from the race's seed: one instant, one deal, one clock for all."""
        for seat in self.races.seats(race.id):
            loaded = self.games.deal_race_game(
                seat.player_id, seat.bot, race.rules, race.seed, ranked=race.mode != "ghost"
            )
            seat.game_id = loaded.record.id
        race.status, race.start_at = "running", self.now
        race.ends_at = self.now + timedelta(milliseconds=race.time_limit_ms)
        self._changed(race)

    def _changed(self, race: Race) -> None:
        race.version += 1
        self.session.flush()
        if self.publish is not None:
            self.publish(self.session, race_channel(race.id), race.version)

    def rating_of(self, player_id: str, rules: str) -> RaceRating | None:
        return self.races.ratings([player_id], rules).get(player_id)

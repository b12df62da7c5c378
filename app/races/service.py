"""Use cases of races: rooms, seats, the start, the deal, the end and its placing, ratings, quick match, ghosts.

A race is refereed by the games package like any game: each racer plays their own game of the race's seed through
``POST /api/v1/games/{id}/actions``. The race itself only seats racers, deals their games at one instant, reacts
to their ends (a game-end handler, composed in ``app.wiring``), and shows everyone progress figures, never a board.
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

from app.engine import Game, action_from_json, commitment
from app.fairplay.facts import Thresholds, flags_of, timing_facts
from app.games.events import GameEnded
from app.games.repository import GameRepository
from app.games.service import GameService
from app.kit.cursors import read_signed, read_time_cursor, sign_cursor, sign_time_cursor
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
from app.kit.vocabulary import Scope
from app.players.repository import CurrentPlayer, PlayerRepository
from app.races import policy
from app.races.models import QueueTicket, Race, Racer, RaceRating
from app.races.ratings import DEFAULT_MU, DEFAULT_SIGMA, ordinal, rate
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


def ghost_timeline(rules: str, seed: str, actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A finished game's progress through its actions, by its own clock: what a ghost shows as it races. A long
    game is thinned to ``policy.GHOST_STEPS`` steps (its end kept), so that its length never weighs on every view."""
    game = Game(rules, seed)
    steps = [
        {"t": 0, "cards_in_sequence": game.cards_in_sequence(), "moves": 0, "redeals_used": 0, "status": "playing"}
    ]
    for data in actions:
        game.apply(action_from_json(data))
        result = game.result()
        steps.append({
            "t": data["t"], "cards_in_sequence": result.cards_in_sequence, "moves": result.moves,
            "redeals_used": result.redeals_used, "status": result.status,
        })  # fmt: skip
    return policy.thinned(steps, policy.GHOST_STEPS)


class RaceService:
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
        after = None if cursor is None else read_time_cursor(cursor, self.secret_key)
        rows = self.races.open_public(rules, after, limit + 1)
        shown = rows[:limit]
        taken = self.races.seat_counts([race.id for race, _ in shown])
        next_cursor = None
        if len(rows) > limit:
            last = shown[-1][0]
            next_cursor = sign_time_cursor(last.created_at, last.id, self.secret_key)
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

    # -- the end -----------------------------------------------------------------------------------

    def game_ended(self, event: GameEnded) -> list[str]:
        """The game-end handler: when a race's last game ends, the race is placed and rated (in that transaction;
        the game's own notification wakes every live view of the race). Returns the players whose rating changed."""
        if event.game.kind != "race":
            return []
        race = self.races.race_of_game(event.game.id)
        if race is None or race.status != "running":
            return []
        race = self.races.lock(race)
        if race.status == "running" and not self.races.games_in_play(race.id):
            return self.finish(race)
        return []

    def finish(self, race: Race) -> list[str]:
        """Place the racers and rate those who may be; returns the players whose rating changed."""
        rows = self.races.racers(race.id)
        whole = self._unrated_race(race)
        forfeits = {row.player_id: self._forfeit(row, pace=whole is None) for row in rows}
        lines = [
            (row.status, row.elapsed_ms, row.cards_in_sequence, row.moves, forfeits[row.player_id] is not None)
            for row in rows
        ]
        ghost = race.ghost
        if ghost is not None:
            result = ghost["result"]
            lines.append((result["status"], result["elapsed_ms"], result["cards_in_sequence"], result["moves"], False))
        places = policy.placing(lines)
        seats = {seat.player_id: seat for seat in self.races.seats(race.id)}
        for row, place in zip(rows, places, strict=False):
            seats[row.player_id].place = place
            seats[row.player_id].placed_last_because = forfeits[row.player_id]
        if ghost is not None:
            race.ghost = {**ghost, "place": places[-1]}
        rated = self._rate(race, rows, seats, whole)
        GameRepository(self.session).reveal_deals([row.game_id for row in rows if row.game_id is not None])
        race.status, race.finished_at = "finished", self.now
        self._changed(race)
        return rated

    def _forfeit(self, row: Row[Any], *, pace: bool) -> str | None:
        """Why the racer is placed last, if they are: they stopped racing, or raced with help. None of these is a
        way out of a rating drop: the racer is rated as last, and the others as having beaten them."""
        if row.status == "lost" and row.reason == "resigned" and row.cause != "race_over":
            return "left the race" if row.cause == "abandoned" else "resigned"
        if row.assisted:
            return "asked for a hint"
        if pace and row.game_id is not None and not (row.bot or row.game_bot or row.player_bot):
            times = [action["t"] for action in GameRepository(self.session).actions(row.game_id)]
            flags = flags_of(timing_facts(times, self.thresholds.window), self.thresholds)
            if flags:
                return "played faster than a person can: " + "; ".join(flags)
        return None

    def _rate(self, race: Race, rows: list[Row[Any]], seats: dict[str, Racer], whole: str | None) -> list[str]:
        """Update the ratings of the racers who may be rated, against each other, by their places."""
        reasons = {row.player_id: whole or self._unrated_racer(row, rows) for row in rows}
        self._cap_pairs(race, reasons)
        eligible = [row for row in rows if reasons[row.player_id] is None]
        if len(eligible) < policy.MIN_SEATS:
            for row in eligible:
                reasons[row.player_id] = "fewer than two racers of this race could be rated"
            eligible = []
        for player_id, reason in reasons.items():
            seats[player_id].rated, seats[player_id].unrated_because = reason is None, reason
        if not eligible:
            return []
        ids = [row.player_id for row in eligible]
        stored = self.races.ratings(ids, race.rules)
        before = [(stored[i].mu, stored[i].sigma) if i in stored else (DEFAULT_MU, DEFAULT_SIGMA) for i in ids]
        after = rate(before, [seats[i].place or len(rows) for i in ids])
        for player_id, old, (mu, sigma) in zip(ids, before, after, strict=True):
            seats[player_id].rating_before, seats[player_id].rating_after = ordinal(*old), ordinal(mu, sigma)
            rating = stored.get(player_id)
            if rating is None:
                rating = RaceRating(player_id=player_id, rules=race.rules, races=0)
                self.session.add(rating)
            rating.mu, rating.sigma, rating.ordinal = mu, sigma, ordinal(mu, sigma)
            rating.races, rating.updated_at = rating.races + 1, self.now
        self.session.flush()
        return ids

    def _cap_pairs(self, race: Race, reasons: dict[str, str | None]) -> None:
        """Two racers rated against each other as often as a day allows race on unrated: two players (or one with
        two accounts) cannot trade wins to push one rating up."""
        ids = sorted(player_id for player_id, reason in reasons.items() if reason is None)
        if len(ids) < policy.MIN_SEATS:
            return
        counted = self.races.rated_pairs_since(ids, race.rules, self.now - policy.PAIR_WINDOW)
        for (one, two), count in sorted(counted.items()):
            if count >= self.pair_rated_per_day:
                for player_id in (one, two):
                    reasons[player_id] = (
                        f"already rated {count} times in a day against another racer of this race (a pair of racers "
                        f"counts at most {self.pair_rated_per_day} rated races a day)"
                    )

    @staticmethod
    def _unrated_race(race: Race) -> str | None:
        if race.mode == "ghost":
            return "a practice race against a ghost is not rated"
        if race.allow_bots:
            return "a race open to bots is not rated"
        if not race.rated:
            return "this private race was made unrated"
        return None

    def _unrated_racer(self, row: Row[Any], rows: list[Row[Any]]) -> str | None:
        if row.bot or row.game_bot or row.player_bot:
            return "bots are not rated"
        if any(other.address == row.address for other in rows if other.player_id != row.player_id):
            return "another racer joined from the same network: racers who share one are not rated against each other"
        player = self.players.get(row.player_id)
        if player is None or player.banned_at is not None:
            return "this player may not appear on the boards"
        if player.registered_at is None:
            return "guests are not rated: make an account (it is rated from its second day)"
        if player.registered_at > self.now - policy.RATED_ACCOUNT_AGE:
            return "an account is rated from its second day"
        return None

    # -- quick match ---------------------------------------------------------------------------------

    def rating_of(self, player_id: str, rules: str) -> RaceRating | None:
        return self.races.ratings([player_id], rules).get(player_id)

    def enter_queue(self, player: CurrentPlayer, address: str, rules: str, *, abandon_current: bool) -> QueueTicket:
        if is_bot(player):
            raise BotsNotAllowed("quick matches are for people: bots race in rooms that allow bots")
        self.players.lock(player.id)  # before reading the ticket: one entry at a time per player
        ticket = self.races.ticket(player.id)
        if ticket is not None and ticket.status == "waiting" and ticket.rules == rules:
            return ticket
        self.races.forget_ticket(player.id)
        self._check_may_race(player, allow_bots=False, abandon_current=abandon_current)
        if self.races.waiting_from(address) >= policy.WAITING_TICKETS_PER_ADDRESS:
            raise TooManyRequests(
                f"{policy.WAITING_TICKETS_PER_ADDRESS} players from your network are waiting for a match already",
                headers={"Retry-After": "30"},
            )
        rating = self.rating_of(player.id, rules)
        ticket = QueueTicket(
            player_id=player.id, rules=rules, ordinal=rating.ordinal if rating else 0.0, address=address,
            status="waiting", race_id=None, entered_at=self.now,
        )  # fmt: skip
        self.races.add(ticket)
        return ticket

    def ticket(self, player_id: str) -> QueueTicket:
        ticket = self.races.ticket(player_id)
        if ticket is None:
            raise NotFound("you are not waiting for a quick match: enter with POST /api/v1/races/queue")
        return ticket

    def leave_queue(self, player_id: str) -> None:
        """Stop waiting; 409 if the matcher seated the player meanwhile (the race goes on: leave it instead)."""
        self.players.lock(player_id)  # the matcher passes over a player held, or holds them and this waits for it
        ticket = self.races.ticket(player_id)
        if ticket is not None and ticket.status == "matched" and ticket.race_id is not None:
            raise InAnotherRace(
                "you were matched into a race as you left the queue: leave the race instead "
                f"(DELETE /api/v1/races/{ticket.race_id}/racers/me)",
                race_id=ticket.race_id,
            )
        self.races.forget_ticket(player_id)

    def ghost_available(self, player_id: str, rules: str) -> bool:
        return self.races.best_finished_game(player_id, rules) is not None

    def match(self) -> int:
        """Match waiting players into quick races: four of similar rating at once, or two or three once the oldest
        has waited a while; players from one network never together. Returns the races made."""
        made = 0
        by_rules: dict[str, list[QueueTicket]] = {}
        for ticket in self.races.waiting():
            by_rules.setdefault(ticket.rules, []).append(ticket)
        for rules, pending in by_rules.items():
            while pending:
                oldest = pending.pop(0)
                waited = self.now - oldest.entered_at
                if waited >= policy.MATCH_GIVE_UP:
                    oldest.status = "unmatched"
                    continue
                group = self._group_for(oldest, pending)
                if len(group) == policy.QUICK_SEATS or (len(group) >= 2 and waited >= policy.MATCH_PATIENCE):
                    for ticket in group[1:]:
                        pending.remove(ticket)
                    # A player a request holds (taking a seat, say) is left for the next pass: waiting for them
                    # while holding their ticket, which that request waits for, would deadlock.
                    players = {ticket.player_id for ticket in group}
                    if self.players.lock_those_free(players) != players:
                        continue
                    self._quick_race(rules, group)
                    made += 1
        self.session.flush()
        return made

    def _group_for(self, oldest: QueueTicket, pending: list[QueueTicket]) -> list[QueueTicket]:
        def distance(ticket: QueueTicket) -> float:
            return abs(ticket.ordinal - oldest.ordinal)

        def accepts(ticket: QueueTicket) -> bool:  # each of the two must accept the other's distance
            return distance(ticket) <= min(
                policy.match_window(self.now - oldest.entered_at), policy.match_window(self.now - ticket.entered_at)
            )

        group = [oldest]
        for ticket in sorted(filter(accepts, pending), key=distance):
            if len(group) == policy.QUICK_SEATS:
                break
            if ticket.address not in {member.address for member in group}:
                group.append(ticket)
        return group

    def _quick_race(self, rules: str, group: list[QueueTicket]) -> Race:
        race = self._new_race(
            rules, mode="quick", public=True, rated=True, allow_bots=False, seats=len(group), host_id=None,
            host_address=group[0].address,
        )  # fmt: skip
        for ticket in group:
            self.races.add(
                Racer(race_id=race.id, player_id=ticket.player_id, joined_at=self.now, address=ticket.address)
            )
            ticket.status, ticket.race_id = "matched", race.id
        self._count_down(race, policy.QUICK_COUNTDOWN)
        return race

    # -- ghosts ----------------------------------------------------------------------------------------

    def ghost_race(self, player: CurrentPlayer, address: str, rules: str) -> Race:
        """A practice race against the player's own best finished game of ``rules``, on its deal (its seed is
        public, so the racer's game is a practice game: unranked, unrated, bot-free)."""
        self._hold(player)
        waiting = self.races.waiting_race_of(player.id)
        if waiting is not None:
            raise InAnotherRace(f"you have a seat in race {waiting.code}: leave it first", race_id=waiting.id)
        best = self.races.best_finished_game(player.id, rules)
        if best is None:
            raise NotFound(f"you have no finished {rules} game to race against yet: play one, then race its ghost")
        timeline = ghost_timeline(rules, best.seed, GameRepository(self.session).actions(best.id))
        ghost = {
            "game_id": best.id, "timeline": timeline, "place": None,
            "result": {"status": best.status, "elapsed_ms": best.elapsed_ms,
                       "cards_in_sequence": best.cards_in_sequence, "moves": best.moves},
        }  # fmt: skip
        race = self._new_race(
            rules, mode="ghost", public=False, rated=False, allow_bots=False, seats=1, host_id=player.id,
            host_address=address, seed=best.seed, ghost=ghost,
        )  # fmt: skip
        self._seat(race, player.id, address, is_bot(player))
        self._count_down(race, policy.COUNTDOWN)
        return race

    # -- ratings board ---------------------------------------------------------------------------------

    def board(self, rules: str, cursor: str | None, limit: int) -> tuple[list[tuple[int, Row[Any]]], str | None]:
        rank, after = 0, None
        if cursor is not None:
            values = read_signed(cursor, self.secret_key, 3)
            rank, after = int(values[0]), (float(values[1]), str(values[2]))
        rows = self.races.board(rules, after, limit + 1)
        shown = [(rank + offset, row) for offset, row in enumerate(rows[:limit], start=1)]
        next_cursor = None
        if len(rows) > limit:
            last = rows[limit - 1]
            next_cursor = sign_cursor([rank + limit, last.ordinal, last.player_id], self.secret_key)
        return shown, next_cursor

    def standing(self, player_id: str, rules: str) -> tuple[RaceRating, int | None]:
        rating = self.rating_of(player_id, rules)
        if rating is None:
            raise NotFound(f"player {player_id} has no {rules} race rating yet (it comes with a first rated race)")
        player = self.players.get(player_id)
        listed = player is not None and not player.bot and player.banned_at is None
        return rating, self.races.rank_of(rules, rating.ordinal, player_id) if listed else None

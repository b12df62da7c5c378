"""Races' ends: a racer's game ending, the race's placing, its ratings (with the caps on pairs and on new
accounts), and the ratings board."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Row

from app.fairplay.facts import pace_reason
from app.games.events import GameEnded
from app.games.repository import GameRepository
from app.kit.cursors import read_signed, sign_cursor
from app.kit.errors import NotFound
from app.races import policy
from app.races.models import Race, Racer, RaceRating
from app.races.ratings import DEFAULT_MU, DEFAULT_SIGMA, ordinal, rate
from app.races.rooms import Rooms


class Results(Rooms):
    """A race's end: its placing and ratings, and the ratings board."""

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
            return pace_reason(times, self.thresholds)
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

    # -- ratings board ---------------------------------------------------------------------------------

    def board(self, rules: str, cursor: str | None, limit: int) -> tuple[list[tuple[int, Row[Any]]], str | None]:
        rank, after = 0, None
        if cursor is not None:
            values = read_signed(cursor, self.secret_key, 3, of=f"race ratings, {rules}")
            rank, after = int(values[0]), (float(values[1]), str(values[2]))
        rows = self.races.board(rules, after, limit + 1)
        shown = [(rank + offset, row) for offset, row in enumerate(rows[:limit], start=1)]
        next_cursor = None
        if len(rows) > limit:
            last = rows[limit - 1]
            next_cursor = sign_cursor(
                [rank + limit, last.ordinal, last.player_id], self.secret_key, of=f"race ratings, {rules}"
            )
        return shown, next_cursor

    def standing(self, player_id: str, rules: str) -> tuple[RaceRating, int | None]:
        rating = self.rating_of(player_id, rules)
        if rating is None:
            raise NotFound(f"player {player_id} has no {rules} race rating yet (it comes with a first rated race)")
        player = self.players.get(player_id)
        listed = player is not None and not player.bot and player.banned_at is None
        return rating, self.races.rank_of(rules, rating.ordinal, player_id) if listed else None

"""All SQL about races, their racers, race ratings and the quick-match queue."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, cast

from sqlalchemy import Row, Table, and_, bindparam, delete, func, or_, select
from sqlalchemy.orm import Session

from app.games.repository import GAMES
from app.kit.db import lock_again
from app.players.models import Player
from app.players.repository import PLAYERS
from app.races.models import QueueTicket, Race, Racer, RaceRating

RACES = cast(Table, Race.__table__)
RACERS = cast(Table, Racer.__table__)
RATINGS = cast(Table, RaceRating.__table__)
QUEUE = cast(Table, QueueTicket.__table__)
WAITING = ("open", "countdown")
"""A race that has not been dealt: a player sits in at most one of them."""

# Read by every race stream each time one of its racers acts: built once.
_RACERS_OF_RACE = (
    select(
        RACERS,
        PLAYERS.c.display_name,
        PLAYERS.c.bot.label("player_bot"),
        GAMES.c.status,
        GAMES.c.reason,
        GAMES.c.cause,
        GAMES.c.version,
        GAMES.c.moves,
        GAMES.c.redeals_used,
        GAMES.c.cards_in_sequence,
        GAMES.c.elapsed_ms,
        GAMES.c.assisted,
        GAMES.c.bot.label("game_bot"),
    )
    .select_from(
        RACERS.join(PLAYERS, PLAYERS.c.id == RACERS.c.player_id).outerjoin(GAMES, GAMES.c.id == RACERS.c.game_id)
    )
    .where(RACERS.c.race_id == bindparam("race_id"))
    .order_by(RACERS.c.joined_at, RACERS.c.player_id)
)

_RACE_BY_ID = select(RACES).where(RACES.c.id == bindparam("race_id"))


class RaceRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    # -- races and racers ------------------------------------------------------------------

    def add(self, row: Race | Racer | RaceRating | QueueTicket) -> None:
        self.session.add(row)
        self.session.flush()

    def find(self, key: str) -> Race | None:
        """A race by its id (32 hexadecimal digits) or its invite code."""
        column = Race.id if len(key) == 32 else Race.code
        return self.session.scalars(select(Race).where(column == key)).first()

    def row(self, race_id: str) -> Row[Any] | None:
        """A race's row, read without the ORM (for its live views, read after every action of its racers)."""
        return self.session.connection().execute(_RACE_BY_ID, {"race_id": race_id}).first()

    def code_taken(self, code: str) -> bool:
        return self.session.connection().execute(select(RACES.c.id).where(RACES.c.code == code)).first() is not None

    def lock(self, race: Race) -> Race:
        """The race again, locked until the transaction ends (a row lock in PostgreSQL, the database's write lock
        in SQLite), so that joins, starts, deals and endings of one race happen one after another."""
        return lock_again(self.session, race)

    def racers(self, race_id: str) -> list[Row[Any]]:
        """The race's racers in the order they sat down, with their names and their games' figures."""
        return list(self.session.connection().execute(_RACERS_OF_RACE, {"race_id": race_id}))

    def seats(self, race_id: str) -> list[Racer]:
        query = select(Racer).where(Racer.race_id == race_id).order_by(Racer.joined_at, Racer.player_id)
        return list(self.session.scalars(query))

    def seat(self, race_id: str, player_id: str) -> Racer | None:
        return self.session.get(Racer, (race_id, player_id))

    def remove(self, racer: Racer) -> None:
        self.session.delete(racer)
        self.session.flush()

    def waiting_race_of(self, player_id: str) -> Race | None:
        """The race the player sits in that has not been dealt yet, if any."""
        query = (
            select(Race)
            .join(Racer, Racer.race_id == Race.id)
            .where(Racer.player_id == player_id, Race.status.in_(WAITING))
            .limit(1)
        )
        return self.session.scalars(query).first()

    def lock_race_of_game(self, game_id: str) -> None:
        """Lock the race of a race game, if it is one's (before the game's end, whose handler places the race)."""
        race = self.race_of_game(game_id)
        if race is not None:
            self.lock(race)

    def race_of_game(self, game_id: str) -> Race | None:
        query = select(Race).join(Racer, Racer.race_id == Race.id).where(Racer.game_id == game_id)
        return self.session.scalars(query).first()

    def race_of_players_game(self, game_id: str, player_id: str) -> Race | None:
        """The race in which ``player_id`` plays (or played) the game ``game_id``."""
        query = (
            select(Race)
            .join(Racer, Racer.race_id == Race.id)
            .where(Racer.game_id == game_id, Racer.player_id == player_id)
        )
        return self.session.scalars(query).first()

    def games_in_play(self, race_id: str) -> list[str]:
        query = (
            select(GAMES.c.id)
            .select_from(RACERS.join(GAMES, GAMES.c.id == RACERS.c.game_id))
            .where(RACERS.c.race_id == race_id, GAMES.c.status == "playing")
        )
        return list(self.session.scalars(query))

    def open_public(
        self, rules: str | None, after: tuple[datetime, str] | None, limit: int
    ) -> list[tuple[Race, str | None]]:
        """Open public rooms, oldest first (the soonest to start), with their hosts' display names."""
        query = (
            select(Race, Player.display_name)
            .outerjoin(Player, Player.id == Race.host_id)
            .where(Race.status == "open", Race.visibility == "public")
        )
        if rules is not None:
            query = query.where(Race.rules == rules)
        if after is not None:
            created_at, race_id = after
            query = query.where(
                or_(Race.created_at > created_at, and_(Race.created_at == created_at, Race.id > race_id))
            )
        rows = self.session.execute(query.order_by(Race.created_at, Race.id).limit(limit))
        return [(race, name) for race, name in rows]

    def seat_counts(self, race_ids: Sequence[str]) -> dict[str, int]:
        query = select(RACERS.c.race_id, func.count()).where(RACERS.c.race_id.in_(race_ids)).group_by(RACERS.c.race_id)
        return {race_id: int(count) for race_id, count in self.session.connection().execute(query)}

    def open_public_rooms_from(self, address: str) -> int:
        query = select(func.count()).where(
            RACES.c.status == "open", RACES.c.visibility == "public", RACES.c.host_address == address
        )
        return int(self.session.connection().execute(query).scalar_one())

    def due(self, now: datetime, limit: int = 100) -> list[str]:
        """Races the clock has moved on: open rooms past ``starts_by``, countdowns past ``start_at``."""
        query = select(RACES.c.id).where(
            or_(
                and_(RACES.c.status == "open", RACES.c.starts_by <= now),
                and_(RACES.c.status == "countdown", RACES.c.start_at <= now),
            )
        )
        return list(self.session.scalars(query.limit(limit)))

    def games_past_their_race(self, now: datetime, limit: int = 200) -> list[str]:
        """Games still in play in races whose time limit has passed."""
        query = (
            select(GAMES.c.id)
            .select_from(RACES.join(RACERS, RACERS.c.race_id == RACES.c.id).join(GAMES, GAMES.c.id == RACERS.c.game_id))
            .where(RACES.c.status == "running", RACES.c.ends_at <= now, GAMES.c.status == "playing")
        )
        return list(self.session.scalars(query.limit(limit)))

    def running_with_every_game_over(self, limit: int = 100) -> list[str]:
        """Running races none of whose games is in play (a safety net: the last game's end finishes its race)."""
        playing = (
            select(RACERS.c.race_id)
            .select_from(RACERS.join(GAMES, GAMES.c.id == RACERS.c.game_id))
            .where(RACERS.c.race_id == RACES.c.id, GAMES.c.status == "playing")
            .exists()
        )
        query = select(RACES.c.id).where(RACES.c.status == "running", ~playing)
        return list(self.session.scalars(query.limit(limit)))

    def best_finished_game(self, player_id: str, rules: str) -> Row[Any] | None:
        """The player's best finished game of ``rules`` on a deal anyone may know (by the race placing: won first
        by time, then cards in sequence, then fewer moves): the ghost of a practice race."""
        won_first = (GAMES.c.status != "won").label("won_first")
        query = (
            select(GAMES)
            .where(
                GAMES.c.player_id == player_id,
                GAMES.c.rules == rules,
                GAMES.c.status != "playing",
                GAMES.c.kind.in_(("free", "winnable", "race")),
                or_(GAMES.c.kind != "race", GAMES.c.deal_revealed.is_(True)),
            )
            .order_by(won_first, GAMES.c.elapsed_ms, GAMES.c.cards_in_sequence.desc(), GAMES.c.moves, GAMES.c.id)
            .limit(1)
        )
        return self.session.connection().execute(query).first()

    # -- ratings -----------------------------------------------------------------------------

    def rated_pairs_since(self, player_ids: Sequence[str], rules: str, since: datetime) -> dict[tuple[str, str], int]:
        """How many races of ``rules`` finished since ``since`` rated each pair of these players against each other
        (pairs in id order; pairs never rated together are left out)."""
        one, two = RACERS.alias("one"), RACERS.alias("two")
        query = (
            select(one.c.player_id, two.c.player_id, func.count())
            .select_from(one.join(two, two.c.race_id == one.c.race_id).join(RACES, RACES.c.id == one.c.race_id))
            .where(
                one.c.player_id.in_(player_ids),
                two.c.player_id.in_(player_ids),
                one.c.player_id < two.c.player_id,
                one.c.rated.is_(True),
                two.c.rated.is_(True),
                RACES.c.rules == rules,
                RACES.c.finished_at >= since,
            )
            .group_by(one.c.player_id, two.c.player_id)
        )
        return {(first, second): int(count) for first, second, count in self.session.connection().execute(query)}

    def ratings(self, player_ids: Sequence[str], rules: str) -> dict[str, RaceRating]:
        """The racers' ratings, locked in player order until the transaction ends (they are to be updated)."""
        query = select(RaceRating).where(RaceRating.player_id.in_(player_ids), RaceRating.rules == rules)
        query = query.order_by(RaceRating.player_id).with_for_update(key_share=True)
        return {
            row.player_id: row for row in self.session.scalars(query, execution_options={"populate_existing": True})
        }

    def ratings_of(self, player_id: str) -> list[RaceRating]:
        query = select(RaceRating).where(RaceRating.player_id == player_id).order_by(RaceRating.rules)
        return list(self.session.scalars(query))

    def board(self, rules: str, after: tuple[float, str] | None, limit: int) -> list[Row[Any]]:
        """Ratings of people in good standing, best first (``after``: the last row of the page before)."""
        query = (
            select(RATINGS, PLAYERS.c.display_name)
            .join(PLAYERS, PLAYERS.c.id == RATINGS.c.player_id)
            .where(RATINGS.c.rules == rules, PLAYERS.c.bot.is_(False), PLAYERS.c.banned_at.is_(None))
        )
        if after is not None:
            ordinal, player_id = after
            query = query.where(
                or_(RATINGS.c.ordinal < ordinal, and_(RATINGS.c.ordinal == ordinal, RATINGS.c.player_id > player_id))
            )
        query = query.order_by(RATINGS.c.ordinal.desc(), RATINGS.c.player_id).limit(limit)
        return list(self.session.connection().execute(query))

    def rank_of(self, rules: str, ordinal: float, player_id: str) -> int:
        better = (
            select(func.count())
            .select_from(RATINGS.join(PLAYERS, PLAYERS.c.id == RATINGS.c.player_id))
            .where(
                RATINGS.c.rules == rules,
                PLAYERS.c.bot.is_(False),
                PLAYERS.c.banned_at.is_(None),
                or_(RATINGS.c.ordinal > ordinal, and_(RATINGS.c.ordinal == ordinal, RATINGS.c.player_id < player_id)),
            )
        )
        return 1 + int(self.session.connection().execute(better).scalar_one())

    # -- the quick-match queue -----------------------------------------------------------------

    def ticket(self, player_id: str) -> QueueTicket | None:
        return self.session.get(QueueTicket, player_id, populate_existing=True)

    def forget_ticket(self, player_id: str) -> None:
        self.session.connection().execute(delete(QUEUE).where(QUEUE.c.player_id == player_id))

    def waiting_from(self, address: str) -> int:
        query = select(func.count()).where(QUEUE.c.status == "waiting", QUEUE.c.address == address)
        return int(self.session.connection().execute(query).scalar_one())

    def waiting(self) -> list[QueueTicket]:
        """Every waiting ticket, the longest waiting first (locked in PostgreSQL: one matcher at a time takes them)."""
        query = select(QueueTicket).where(QueueTicket.status == "waiting").order_by(QueueTicket.entered_at)
        if self.session.get_bind().dialect.name == "postgresql":
            query = query.with_for_update(skip_locked=True)
        return list(self.session.scalars(query))

    def forget_old_tickets(self, before: datetime) -> int:
        gone = self.session.connection().execute(
            delete(QUEUE).where(QUEUE.c.status != "waiting", QUEUE.c.entered_at < before)
        )
        return int(gone.rowcount or 0)

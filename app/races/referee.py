"""The race work of the server's clock, run by the worker every second: rooms whose host never started them start
(or close), countdowns that reached their instant are dealt, games past their race's time limit end (each in a
transaction of its own, through the games package like any deadline), races whose games all ended are placed,
and the quick-match queue is matched. Requests do the same for the races they read, so nothing waits for it."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from functools import partial

from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from app.fairplay.facts import Thresholds
from app.games.service import GameService
from app.kit.db import Database, run_and_commit
from app.races import policy
from app.races.repository import RaceRepository
from app.races.service import Publish, RaceService

logger = logging.getLogger("montana.races")
TICK_SECONDS = 1.0


@dataclass
class RaceReferee:
    database: Database
    clock: Callable[[], datetime]
    games: Callable[[Session, datetime], GameService]
    """A game service for a session and an instant (with the game-end handlers and the policy)."""
    secret_key: str
    thresholds: Thresholds
    pair_rated_per_day: int
    publish: Publish | None = None

    def service(self, session: Session, now: datetime) -> RaceService:
        return RaceService(
            session, now, self.games(session, now), secret_key=self.secret_key, thresholds=self.thresholds,
            publish=self.publish, pair_rated_per_day=self.pair_rated_per_day,
        )  # fmt: skip

    def tick(self) -> int:
        """One pass; returns how many things it moved on."""
        now = self.clock()
        done = 0
        with self.database.sessions() as session:
            due = RaceRepository(session).due(now)
            late = RaceRepository(session).games_past_their_race(now)
            placed = RaceRepository(session).running_with_every_game_over()
        for race_id in due:
            with self.database.sessions() as session:
                races = self.service(session, now)
                run_and_commit(session, partial(settle, races, race_id))
                done += 1
        for game_id in late:  # one transaction each: a racer's own last action may end a game of the same race
            with self.database.sessions() as session:
                games = self.games(session, now)
                done += run_and_commit(session, partial(games.close_if_due, game_id))
        for race_id in placed:  # a safety net: the last game's end places its race
            with self.database.sessions() as session:
                races = self.service(session, now)
                race = races.races.lock(races.find(race_id))
                if race.status == "running" and not races.races.games_in_play(race.id):
                    races.finish(race)
                    done += 1
                session.commit()
        try:
            with self.database.sessions() as session:
                races = self.service(session, now)
                done += races.match()
                RaceRepository(session).forget_old_tickets(now - policy.TICKETS_KEPT)
                session.commit()
        except StaleDataError:  # a waiting player took another seat meanwhile: the next pass matches the rest
            logger.info("a queued player left while being matched")
        return done

    def run_forever(self, stop: threading.Event) -> None:
        while not stop.wait(TICK_SECONDS):
            try:
                if self.tick():
                    logger.info("races moved on")
            except Exception:  # the database is away, say: the next tick tries again
                logger.exception("race referee tick failed")


def settle(races: RaceService, race_id: str) -> None:
    races.settle(races.find(race_id))

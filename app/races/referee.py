"""The race work of the server's clock, run by the worker every second, on its event loop: rooms whose host never
started them start (or close), countdowns that reached their instant are dealt, games past their race's time limit
end (each in a transaction of its own, through the games package like any deadline), races whose games all ended
are placed, and the quick-match queue is matched. Requests do the same for the races they read, so nothing waits
for it."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from functools import partial

from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from app.fairplay.facts import Thresholds
from app.games.service import GameService
from app.kit.db import Database
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

    async def tick(self) -> int:
        """One pass; returns how many things it moved on."""
        now = self.clock()
        done = 0

        def pending(session: Session) -> tuple[list[str], list[str], list[str]]:
            races = RaceRepository(session)
            return races.due(now), races.games_past_their_race(now), races.running_with_every_game_over()

        due, late, placed = await self.database.run(pending)
        for race_id in due:
            await self.database.run(partial(self._settle, race_id, now))
            done += 1
        for game_id in late:  # one transaction each: a racer's own last action may end a game of the same race
            done += await self.database.run(partial(self._close_if_due, game_id, now))
        for race_id in placed:  # a safety net: the last game's end places its race
            done += await self.database.run(partial(self._finish_if_over, race_id, now))
        try:
            done += await self.database.run(partial(self._match, now))
        except StaleDataError:  # a waiting player took another seat meanwhile: the next pass matches the rest
            logger.info("a queued player left while being matched")
        return done

    def _settle(self, race_id: str, now: datetime, session: Session) -> None:
        races = self.service(session, now)
        races.settle(races.find(race_id))

    def _close_if_due(self, game_id: str, now: datetime, session: Session) -> bool:
        return self.games(session, now).close_if_due(game_id)

    def _finish_if_over(self, race_id: str, now: datetime, session: Session) -> bool:
        """Place a running race whose games have all ended; whether it did."""
        races = self.service(session, now)
        race = races.races.lock(races.find(race_id))
        if race.status != "running" or races.races.games_in_play(race.id):
            return False
        races.finish(race)
        return True

    def _match(self, now: datetime, session: Session) -> int:
        """Match the quick-match queue, and forget its old tickets."""
        races = self.service(session, now)
        matched = races.match()
        races.races.forget_old_tickets(now - policy.TICKETS_KEPT)
        return matched

    async def run_forever(self) -> None:
        while True:
            await asyncio.sleep(TICK_SECONDS)
            try:
                if await self.tick():
                    logger.info("races moved on")
            except Exception:  # the database is away, say: the next tick tries again
                logger.exception("race referee tick failed")

"""Challenges: a fresh secret deal that a player and up to eight friends each play once, whenever they like, before
its time is up.

The commitment of the deal's seed is shown when the challenge is made; the seed, and every player's game and replay,
once it is placed: when every player has played (or declined) or its time is up. Until a player's own game is over
they learn nothing of anyone's play but who has started and who is done, so nobody learns anything of the deal from
another before finishing their own. Each game is a ranked game of its own kind (``challenge``): one in play at a time,
a hint marks it, the fair-play review looks at it, and it ranks on no leaderboard (its deal is known to those who
finished first). Places follow the race's rule (``app.races.policy.placing``).

Whom one may challenge: players who let the challenger follow them, or who follow the challenger (either way they
chose the challenger), or, for a rematch, the people of a finished race the challenger raced in; never across a block.

Lock order: a challenge's row comes before its players' rows (as a race's does) and before its games' rows; two
challenges are locked in id order; a player racing now is refused a challenge game (a race's deal locks the race,
then the racers' challenges: the other way round would deadlock).
"""

from __future__ import annotations

import secrets
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import Row
from sqlalchemy.orm import Session

from app.challenges.models import Challenge, Challenger
from app.challenges.repository import ChallengeRepository
from app.engine import commitment
from app.fairplay.facts import Thresholds, pace_reason
from app.friends.repository import FriendsRepository
from app.friends.service import someone
from app.games.events import GameEnded
from app.games.repository import GameRepository
from app.games.service import GameService
from app.kit.cursors import read_signed, sign_cursor
from app.kit.errors import Blocked, ChallengeOver, Conflict, InAnotherRace, NotFound, NotFriends, Unprocessable
from app.kit.ratelimit import request_limits
from app.kit.vocabulary import AchievementCode, ChallengerStatus, FollowStatus, Rules
from app.players.feed import tell
from app.players.repository import CurrentPlayer, PlayerRepository
from app.players.schemas import Challenged, ChallengeFinished
from app.progress.repository import ProgressRepository
from app.races.models import Race
from app.races.policy import placing
from app.races.repository import RaceRepository

MOST_NAMED = 8
"""Players one challenge may name besides its maker."""
OPEN_MADE_LIMIT = 10
"""Open challenges one player may have made at once."""
UNKNOWN_CHALLENGE = "no challenge of yours has this id: check it, or list yours with GET /api/v1/challenges"
"""Said of a challenge that does not exist and of one the asker is not in alike: an id learns nothing."""


@dataclass(frozen=True)
class Line:
    """One player of a challenge, as one viewer may see them."""

    row: Row[Any]
    status: ChallengerStatus
    you: bool
    figures_shown: bool
    """The viewer may see this player's figures: their own game is over (or they declined), as is this one's."""
    revealed: bool
    """The challenge is placed: games and replays are everyone's."""


@dataclass(frozen=True)
class ChallengeView:
    challenge: Challenge
    lines: list[Line]
    viewer_id: str

    @property
    def your_line(self) -> Line:
        return next(line for line in self.lines if line.you)


def status_of(row: Row[Any], finished: bool) -> ChallengerStatus:
    if row.declined:
        return ChallengerStatus.DECLINED
    if row.game_id is None:
        return ChallengerStatus.MISSED if finished else ChallengerStatus.INVITED
    return ChallengerStatus.PLAYING if row.status == "playing" else ChallengerStatus.DONE


def waiting_on(row: Row[Any], *, time_up: bool) -> bool:
    """Whether the challenge still waits for this player: their game is in play, or not dealt while time remains."""
    return not row.declined and (row.status == "playing" or (row.game_id is None and not time_up))


def view_of(challenge: Challenge, rows: list[Row[Any]], viewer_id: str) -> ChallengeView:
    finished = challenge.status == "finished"
    statuses = [status_of(row, finished) for row in rows]
    mine = next(status for row, status in zip(rows, statuses, strict=True) if row.player_id == viewer_id)
    viewer_done = finished or mine in (ChallengerStatus.DONE, ChallengerStatus.DECLINED)
    lines = [
        Line(
            row=row,
            status=status,
            you=row.player_id == viewer_id,
            figures_shown=status == ChallengerStatus.DONE and (viewer_done or row.player_id == viewer_id),
            revealed=finished,
        )
        for row, status in zip(rows, statuses, strict=True)
    ]
    return ChallengeView(challenge, lines, viewer_id)


class ChallengeService:
    def __init__(
        self,
        session: Session,
        now: datetime,
        games: GameService,
        *,
        secret_key: str = "",
        thresholds: Thresholds | None = None,
        hours: float = 48.0,
    ) -> None:
        self.session = session
        self.now = now
        self.games = games
        self.challenges = ChallengeRepository(session)
        self.players = PlayerRepository(session)
        self.secret_key = secret_key
        self.thresholds = thresholds or Thresholds()
        self.hours = hours

    # -- making one ---------------------------------------------------------------------------

    def create(
        self,
        me: CurrentPlayer,
        rules: str | None,
        named: list[str],
        *,
        hours: float | None = None,
        rematch_of: str | None = None,
    ) -> Challenge:
        race = None if rematch_of is None else self._race_to_rematch(me, rematch_of)
        if race is not None:
            raced = [seat.player_id for seat in RaceRepository(self.session).seats(race.id) if not seat.bot]
            named = named or [player_id for player_id in raced if player_id != me.id]
            strangers = [player_id for player_id in named if player_id not in raced]
            if strangers:
                raise Unprocessable(
                    f"a rematch brings back players of race {race.code}: {', '.join(strangers)} did not race in it",
                    errors=[{"location": ["body", "players"], "message": "only players of the race"}],
                )
            rules = rules or race.rules
        others = list(dict.fromkeys(named))
        if me.id in others:
            raise Unprocessable(
                "you play your own challenge: name only the others",
                errors=[{"location": ["body", "players"], "message": "without your own id"}],
            )
        if not others:
            raise Unprocessable(
                "name at least one player to challenge (a rematch of a race raced alone has nobody to bring back)",
                errors=[{"location": ["body", "players"], "message": "1 to 8 players"}],
            )
        if len(others) > MOST_NAMED:
            raise Unprocessable(
                f"a challenge names at most {MOST_NAMED} players besides you",
                errors=[{"location": ["body", "players"], "message": f"1 to {MOST_NAMED} players"}],
            )
        for player_id in sorted([me.id, *others]):  # every pair's blocks and follows hold until the commit
            self.players.lock(player_id)
        self._check_may_challenge(me.id, others, rematch=race is not None)
        if self.challenges.open_made_by(me.id) >= OPEN_MADE_LIMIT:
            raise Conflict(
                f"{OPEN_MADE_LIMIT} challenges you made are still open: wait for one to be placed before you make "
                "another"
            )
        if race is not None and self.challenges.rematch_by(race.id, me.id) is not None:
            raise Conflict(f"you asked for a rematch of race {race.code} already: see GET /api/v1/challenges")
        limits = request_limits.get()
        if limits is not None:
            limits.check("challenge", me.id)
        seed = secrets.token_hex(32)
        challenge = Challenge(
            id=uuid.uuid4().hex, rules=rules or Rules.CLASSIC.value, creator_id=me.id, status="open", seed=seed,
            seed_commitment=commitment(seed), rematch_of=None if race is None else race.id, version=1,
            created_at=self.now, ends_at=self.now + timedelta(hours=hours or self.hours), finished_at=None,
        )  # fmt: skip
        self.challenges.add(challenge)
        for seat, player_id in enumerate([me.id, *others]):
            self.challenges.add(
                Challenger(challenge_id=challenge.id, player_id=player_id, seat=seat, joined_at=self.now)
            )
        maker = self.players.get(me.id)
        assert maker is not None, "the player who acts exists: their token was just checked"
        for player_id in others:
            tell(self.session, player_id, Challenged(
                challenge_id=challenge.id, player=someone(maker), rules=Rules(challenge.rules),
                ends_at=challenge.ends_at, at=self.now,
            ))  # fmt: skip
        return challenge

    def _race_to_rematch(self, me: CurrentPlayer, race_id: str) -> Race:
        race = RaceRepository(self.session).find(race_id)
        if race is None or RaceRepository(self.session).seat(race.id, me.id) is None:
            raise NotFound("no race of yours has this id or code: a rematch is of a race you raced in")
        if race.status != "finished":
            raise Conflict(f"race {race.code} is not over: a rematch is of a finished race")
        return race

    def _check_may_challenge(self, me: str, others: list[str], *, rematch: bool) -> None:
        friends = FriendsRepository(self.session)
        for player_id in others:
            other = self.players.get(player_id)
            if other is None:
                raise NotFound(f"no player has the id {player_id}: check it")
            blocks = friends.blocked_between(me, player_id)
            if (me, player_id) in blocks:
                raise Blocked(f"you block {other.display_name or player_id}: unblock them first (Friends, Blocked)")
            if blocks:
                raise Blocked(f"{other.display_name or player_id} does not take challenges from you")
            if rematch:
                continue
            mine, theirs = friends.follow(me, player_id), friends.follow(player_id, me)
            chose_you = (mine is not None and mine.status == FollowStatus.ACCEPTED) or (
                theirs is not None and theirs.status == FollowStatus.ACCEPTED
            )
            if not chose_you:
                raise NotFriends(
                    f"you may challenge players who let you follow them or who follow you: ask to follow "
                    f"{other.display_name or player_id} first (PUT /api/v1/players/me/following/{player_id})"
                )

    # -- reading ------------------------------------------------------------------------------

    def find(self, challenge_id: str, viewer_id: str) -> Challenge:
        challenge = self.challenges.get(challenge_id)
        if challenge is None or self.challenges.seat(challenge.id, viewer_id) is None:
            raise NotFound(UNKNOWN_CHALLENGE)
        return challenge

    def view(self, challenge_id: str, viewer_id: str) -> ChallengeView:
        challenge = self.settle(self.find(challenge_id, viewer_id))
        return view_of(challenge, self.challenges.lines(challenge.id), viewer_id)

    def mine(
        self, viewer_id: str, status: str | None, cursor: str | None, limit: int
    ) -> tuple[list[ChallengeView], str | None]:
        of = f"challenges:{viewer_id}:{status or ''}"
        after = None
        if cursor is not None:
            joined_at, challenge_id = read_signed(cursor, self.secret_key, 2, of=of)
            after = (datetime.fromisoformat(str(joined_at)), str(challenge_id))
        found = [self.settle(challenge) for challenge in self.challenges.of_player(viewer_id, status, after, limit + 1)]
        shown = found[:limit]
        lines = self.challenges.lines_of([challenge.id for challenge in shown])
        views = [view_of(challenge, lines[challenge.id], viewer_id) for challenge in shown]
        next_cursor = None
        if len(found) > limit:
            last = views[-1]
            joined = last.your_line.row.joined_at
            next_cursor = sign_cursor([joined.isoformat(), last.challenge.id], self.secret_key, of=of)
        return views, next_cursor

    # -- playing ------------------------------------------------------------------------------

    def play(self, me: CurrentPlayer, challenge_id: str, *, abandon_current: bool) -> tuple[Challenge, bool]:
        """Deal the player's game of the challenge (once); returns the challenge and whether the game is new."""
        challenge = self.find(challenge_id, me.id)
        seat = self.challenges.seat(challenge.id, me.id)
        if seat is not None and seat.game_id is not None:
            return self.settle(challenge), False
        current = next((game for game in self.games.games.ranked_in_play(me.id) if game.status == "playing"), None)
        if current is not None and current.kind == "race":
            race = RaceRepository(self.session).race_of_game(current.id)
            raise InAnotherRace(
                "you are racing now: finish or leave the race before you play a challenge",
                race_id=None if race is None else race.id,
            )
        other = None if current is None or current.kind != "challenge" else self.challenges.of_game(current.id)
        for locked in sorted([challenge, *([other] if other is not None else [])], key=lambda one: one.id):
            self.challenges.lock(locked)
        challenge = self.settle(challenge)
        seat = self.challenges.seat(challenge.id, me.id)
        assert seat is not None
        self.session.refresh(seat)
        if seat.game_id is not None:  # dealt by another request of the player while this one waited
            return challenge, False
        if challenge.status != "open":
            raise ChallengeOver("this challenge is over: its time was up, or everyone else has played")
        if seat.declined:
            raise ChallengeOver("you declined this challenge")
        loaded = self.games.start_challenge_game(me, challenge.rules, challenge.seed, abandon_current=abandon_current)
        seat.game_id = loaded.record.id
        self._changed(challenge)
        return challenge, True

    def decline(self, me: CurrentPlayer, challenge_id: str) -> Challenge:
        challenge = self.challenges.lock(self.find(challenge_id, me.id))
        challenge = self.settle(challenge)
        if challenge.status != "open":
            raise ChallengeOver("this challenge is over already: nothing to decline")
        seat = self.challenges.seat(challenge.id, me.id)
        assert seat is not None
        if seat.game_id is not None:
            raise ChallengeOver("you have started your game of this challenge: play it out, or resign it")
        if not seat.declined:
            seat.declined = True
            self._changed(challenge)
            self._finish_if_done(challenge)
        return challenge

    # -- the end ------------------------------------------------------------------------------

    def game_ended(self, event: GameEnded) -> None:
        """The game-end handler: a challenge whose last game ended is placed (in that transaction; its lock was
        taken before the game ended)."""
        if event.game.kind != "challenge":
            return
        challenge = self.challenges.of_game(event.game.id)
        if challenge is None or challenge.status != "open":
            return
        self._finish_if_done(self.challenges.lock(challenge))

    def settle(self, challenge: Challenge) -> Challenge:
        """What the clock says is due: a challenge whose time is up ends its games in play (as ``expired``) and is
        placed; one whose every player is done is placed (a safety net for its last game's end)."""
        if challenge.status != "open":
            return challenge
        lines = self.challenges.lines(challenge.id)
        if self.now < challenge.ends_at and any(waiting_on(row, time_up=False) for row in lines):
            return challenge
        challenge = self.challenges.lock(challenge)
        if challenge.status != "open":
            return challenge
        if self.now >= challenge.ends_at:
            for game_id in self.challenges.games_in_play(challenge.id):
                self.games.expire(game_id)  # its end's handler may place the challenge
        if challenge.status == "open":
            self._finish_if_done(challenge)
        return challenge

    def _finish_if_done(self, challenge: Challenge) -> None:
        rows = self.challenges.lines(challenge.id)
        if not any(waiting_on(row, time_up=self.now >= challenge.ends_at) for row in rows):
            self.finish(challenge, rows)

    def finish(self, challenge: Challenge, rows: list[Row[Any]]) -> None:
        """Place those who played by the race's rule (a forfeit after all who played it out), reveal the deal, and
        tell every player."""
        played = [row for row in rows if row.game_id is not None]
        forfeits = {row.player_id: self._forfeit(row) for row in played}
        places = placing([
            (row.status, row.elapsed_ms, row.cards_in_sequence, row.moves, forfeits[row.player_id] is not None)
            for row in played
        ])  # fmt: skip
        placed = {row.player_id: place for row, place in zip(played, places, strict=True)}
        for seat in self.challenges.seats(challenge.id):
            seat.place = placed.get(seat.player_id)
            if seat.player_id in forfeits:
                seat.placed_last_because = forfeits[seat.player_id]
            else:
                seat.placed_last_because = "declined" if seat.declined else "did not play it in time"
        GameRepository(self.session).reveal_deals([row.game_id for row in played])
        challenge.status, challenge.finished_at = "finished", self.now
        self._changed(challenge)
        winners = [row for row in played if placed[row.player_id] == 1 and forfeits[row.player_id] is None]
        if len(played) >= 2 and len(winners) == 1:
            winner = winners[0]
            ProgressRepository(self.session).grant_achievements(
                winner.player_id, [AchievementCode.CHALLENGE_WON.value], winner.game_id, self.now
            )
        for row in rows:
            tell(self.session, row.player_id, ChallengeFinished(
                challenge_id=challenge.id, rules=Rules(challenge.rules), place=placed.get(row.player_id),
                players=len(played), at=self.now,
            ))  # fmt: skip

    def _forfeit(self, row: Row[Any]) -> str | None:
        """Why a player who played is placed after all who played it out, if they are."""
        if row.status == "lost" and row.reason == "resigned" and row.cause != "expired":
            return "left the game" if row.cause == "abandoned" else "resigned"
        if row.assisted:
            return "asked for a hint"
        if row.game_bot or row.player_bot:
            return "played by a program"
        times = [action["t"] for action in GameRepository(self.session).actions(row.game_id)]
        return pace_reason(times, self.thresholds)

    def _changed(self, challenge: Challenge) -> None:
        challenge.version += 1
        self.session.flush()

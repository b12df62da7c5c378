"""Friends: following, answering follows, blocking, and invite links.

A follow is asked (``requested``) and in force once the followed player accepts it; only then does the follower see
them on the friends' boards. It is accepted at once when the followed player already follows the follower (they
chose each other) and when the follower opened the followed player's invite link (they shared it). An ignored
follow stays asked in the follower's eyes, so ignoring tells nobody anything, and asking again sends no new notice.

A block ends every follow between the two players and keeps the blocked player from following the blocker or
opening their invite link; the blocked player is told only that they cannot (``blocked``), as the blocker is.

Every write between two players locks both (their player rows, in id order), so a follow and a block of the same
pair never both succeed, and a player's counts (``FOLLOWING_LIMIT``, ``UNANSWERED_LIMIT``) hold under parallel
requests: see docs/operations.md for the lock order.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Row
from sqlalchemy.orm import Session

from app.friends.repository import FriendsRepository
from app.kit.cursors import read_signed, sign_cursor
from app.kit.errors import Blocked, Conflict, NotFound, Unprocessable
from app.kit.ratelimit import request_limits
from app.kit.vocabulary import FollowStatus
from app.players.feed import tell
from app.players.models import Player
from app.players.names import player_ref
from app.players.repository import CurrentPlayer, PlayerRepository
from app.players.schemas import FollowAccepted, Followed, FollowRequested, Someone

FOLLOWING_LIMIT = 1000
"""Players one player may follow (or have asked to): a friends' board of 1,000 friends stays exact and fast."""
UNANSWERED_LIMIT = 100
"""Follows one player may have asked that are not answered yet: nobody can ask the whole board to let them in."""
BLOCK_LIMIT = 5000
INVITE_BYTES = 16
"""An invite code's randomness (128 bits): codes are not guessed, so trying them is not throttled."""


@dataclass(frozen=True)
class Relation:
    """What is between the asking player and another."""

    player: Someone
    following: FollowStatus | None
    """The asking player's follow of the other, as the asking player sees it (ignored shows as requested)."""
    follower: FollowStatus | None
    """The other's follow of the asking player."""
    blocked: bool
    """Whether the asking player blocks the other."""


def someone(row: Any) -> Someone:
    """A player (a row or a :class:`Player` with ``id``, ``display_name`` and ``bot``) as others see them."""
    return Someone.model_validate(player_ref(row.id, row.display_name, bool(row.bot)))


def as_followed_sees(status: str | None) -> FollowStatus | None:
    return None if status is None else FollowStatus(status)


def as_follower_sees(status: str | None) -> FollowStatus | None:
    if status is None:
        return None
    return FollowStatus.ACCEPTED if status == FollowStatus.ACCEPTED else FollowStatus.REQUESTED


class FriendsService:
    def __init__(self, session: Session, now: datetime, secret_key: str) -> None:
        self.session = session
        self.friends = FriendsRepository(session)
        self.players = PlayerRepository(session)
        self.now = now
        self.secret_key = secret_key

    # -- who --------------------------------------------------------------------------------

    def _other(self, me: str, player_id: str, doing: str) -> Player:
        if player_id == me:
            raise Unprocessable(f"you cannot {doing} yourself")
        other = self.players.get(player_id)
        if other is None:
            raise NotFound(f"no player has the id {player_id}: check it")
        return other

    def _lock_both(self, one: str, other: str) -> None:
        for player_id in sorted((one, other)):
            self.players.lock(player_id)

    def relation(self, me: str, player_id: str) -> Relation:
        other = self._other(me, player_id, "follow")
        mine, theirs = self.friends.follow(me, player_id), self.friends.follow(player_id, me)
        blocks = self.friends.blocked_between(me, player_id)
        return Relation(
            player=someone(other),
            following=as_follower_sees(mine.status if mine else None),
            follower=as_followed_sees(theirs.status if theirs else None),
            blocked=(me, player_id) in blocks,
        )

    # -- following --------------------------------------------------------------------------

    def follow(self, me: CurrentPlayer, player_id: str, *, invited: bool = False) -> FollowStatus:
        """Follow ``player_id`` (ask to, unless they let the follower in already); the follow as the follower sees
        it. Following again changes nothing and tells nobody."""
        self._other(me.id, player_id, "follow")
        self._lock_both(me.id, player_id)
        blocks = self.friends.blocked_between(me.id, player_id)
        if (me.id, player_id) in blocks:
            raise Blocked("you block this player: unblock them first (Friends, Blocked)")
        if blocks:
            raise Blocked("this player does not take follows from you")
        existing = self.friends.follow(me.id, player_id)
        if existing is not None:
            if invited and existing.status != FollowStatus.ACCEPTED:
                self.friends.answer_follow(me.id, player_id, FollowStatus.ACCEPTED, self.now)
                self._tell(player_id, Followed, me)
                return FollowStatus.ACCEPTED
            return as_follower_sees(existing.status) or FollowStatus.REQUESTED
        total, unanswered = self.friends.following_counts(me.id)
        if total >= FOLLOWING_LIMIT:
            raise Conflict(f"you follow {FOLLOWING_LIMIT} players, as many as anyone may: unfollow someone first")
        back = self.friends.follow(player_id, me.id)
        chosen = invited or (back is not None and back.status == FollowStatus.ACCEPTED)
        if not chosen and unanswered >= UNANSWERED_LIMIT:
            raise Conflict(
                f"{UNANSWERED_LIMIT} of your follows are waiting for an answer: wait for some, or take some back"
            )
        limits = request_limits.get()
        if limits is not None:
            limits.check("follow", me.id)
        status = FollowStatus.ACCEPTED if chosen else FollowStatus.REQUESTED
        self.friends.add_follow(me.id, player_id, status, self.now)
        self._tell(player_id, Followed if chosen else FollowRequested, me)
        return status

    def unfollow(self, me: str, player_id: str) -> None:
        """Stop following (or take back a request); 404 when there was no follow."""
        self._other(me, player_id, "unfollow")
        if not self.friends.remove_follow(me, player_id):
            raise NotFound("you do not follow this player (nor asked to)")

    def answer(self, me: CurrentPlayer, follower_id: str, status: FollowStatus) -> FollowStatus:
        """Accept or ignore a follow of ``follower_id``; accepting one already accepted changes nothing."""
        if status == FollowStatus.REQUESTED:
            raise Unprocessable("answer a follow with accepted or ignored")
        self._other(me.id, follower_id, "answer")
        self._lock_both(me.id, follower_id)
        existing = self.friends.follow(follower_id, me.id)
        if existing is None:
            raise NotFound("this player does not follow you, nor asked to")
        if existing.status == status:
            return status
        if existing.status == FollowStatus.ACCEPTED and status == FollowStatus.IGNORED:
            raise Conflict("this follow is accepted already: remove the follower instead (DELETE)")
        self.friends.answer_follow(follower_id, me.id, status, self.now)
        if status == FollowStatus.ACCEPTED:
            self._tell(follower_id, FollowAccepted, me)
        return status

    def remove_follower(self, me: str, follower_id: str) -> None:
        self._other(me, follower_id, "remove")
        if not self.friends.remove_follow(follower_id, me):
            raise NotFound("this player does not follow you, nor asked to")

    def _tell(
        self, player_id: str, kind: type[Followed | FollowRequested | FollowAccepted], about: CurrentPlayer
    ) -> None:
        """Tell ``player_id`` of ``about`` (the player who acted, whose token the request carries)."""
        player = self.players.get(about.id)
        assert player is not None, "the player who acts exists: their token was just checked"
        tell(self.session, player_id, kind(player=someone(player), at=self.now))

    # -- blocks -----------------------------------------------------------------------------

    def block(self, me: str, player_id: str) -> None:
        self._other(me, player_id, "block")
        self._lock_both(me, player_id)
        if self.friends.block_count(me) >= BLOCK_LIMIT:
            raise Conflict(f"you block {BLOCK_LIMIT} players, as many as anyone may: unblock someone first")
        self.friends.add_block(me, player_id, self.now)

    def unblock(self, me: str, player_id: str) -> None:
        self._other(me, player_id, "unblock")
        if not self.friends.remove_block(me, player_id):
            raise NotFound("you do not block this player")

    # -- invite links -----------------------------------------------------------------------

    def invite(self, me: str) -> str | None:
        row = self.friends.invite_of(me)
        return None if row is None else str(row.code)

    def new_invite(self, me: str) -> str:
        """A new invite code for the player; the one before stops working."""
        code = secrets.token_urlsafe(INVITE_BYTES)
        self.friends.put_invite(me, code, self.now)
        return code

    def end_invite(self, me: str) -> None:
        if not self.friends.remove_invite(me):
            raise NotFound("you have no invite link: make one first")

    def inviter(self, code: str) -> Row[Any]:
        row = self.friends.inviter(code) if 16 <= len(code) <= 32 else None
        if row is None:
            raise NotFound("this invite link is not (or no longer) in use: ask for a new one")
        return row

    def follow_invited(self, me: CurrentPlayer, code: str) -> tuple[Row[Any], FollowStatus]:
        inviter = self.inviter(code)
        if inviter.id == me.id:
            raise Unprocessable("this is your own invite link: send it to a friend")
        return inviter, self.follow(me, inviter.id, invited=True)

    # -- pages ------------------------------------------------------------------------------

    def page(self, rows: list[Row[Any]], limit: int, of: str) -> tuple[list[Row[Any]], str | None]:
        """The first ``limit`` rows, and the cursor of the next page if there is one."""
        if len(rows) <= limit:
            return rows, None
        last = rows[limit - 1]
        return rows[:limit], sign_cursor([last.since.isoformat(), last.id], self.secret_key, of=of)

    def after(self, cursor: str | None, of: str) -> tuple[datetime, str] | None:
        if cursor is None:
            return None
        since, player_id = read_signed(cursor, self.secret_key, 2, of=of)
        return datetime.fromisoformat(since), str(player_id)

"""All SQL about follows, blocks and invite links."""

from __future__ import annotations

from datetime import datetime
from typing import Any, cast

from sqlalchemy import ColumnElement, Row, Select, Table, delete, func, or_, select, tuple_, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from app.friends.models import Block, Follow, FriendInvite
from app.kit.vocabulary import FollowStatus
from app.players.models import Player

FOLLOWS = cast(Table, Follow.__table__)
BLOCKS = cast(Table, Block.__table__)
INVITES = cast(Table, FriendInvite.__table__)
PLAYERS = cast(Table, Player.__table__)


def friends_of(me: str | ColumnElement[str]) -> Select[tuple[str]]:
    """The players ``me`` follows who let them in (``followed_id``): a subquery for the friends' boards."""
    return select(FOLLOWS.c.followed_id).where(FOLLOWS.c.follower_id == me, FOLLOWS.c.status == FollowStatus.ACCEPTED)


class FriendsRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def _insert(self) -> Any:
        return postgresql.insert if self.session.get_bind().dialect.name == "postgresql" else sqlite.insert

    # -- follows --------------------------------------------------------------------------

    def follow(self, follower_id: str, followed_id: str) -> Row[Any] | None:
        query = select(FOLLOWS).where(FOLLOWS.c.follower_id == follower_id, FOLLOWS.c.followed_id == followed_id)
        return self.session.connection().execute(query).first()

    def add_follow(self, follower_id: str, followed_id: str, status: FollowStatus, now: datetime) -> None:
        answered = None if status == FollowStatus.REQUESTED else now
        row = {
            "follower_id": follower_id, "followed_id": followed_id, "status": status, "created_at": now,
            "answered_at": answered,
        }  # fmt: skip
        self.session.connection().execute(FOLLOWS.insert().values(row))

    def answer_follow(self, follower_id: str, followed_id: str, status: FollowStatus, now: datetime) -> None:
        change = (
            update(FOLLOWS)
            .where(FOLLOWS.c.follower_id == follower_id, FOLLOWS.c.followed_id == followed_id)
            .values(status=status, answered_at=now)
        )
        self.session.connection().execute(change)

    def remove_follow(self, follower_id: str, followed_id: str) -> bool:
        done = self.session.connection().execute(
            delete(FOLLOWS).where(FOLLOWS.c.follower_id == follower_id, FOLLOWS.c.followed_id == followed_id)
        )
        return bool(done.rowcount)

    def following_counts(self, follower_id: str) -> tuple[int, int]:
        """How many players ``follower_id`` follows, and how many of those follows are still asked."""
        unanswered = func.count().filter(FOLLOWS.c.status != FollowStatus.ACCEPTED)
        query = select(func.count(), unanswered).where(FOLLOWS.c.follower_id == follower_id)
        total, asked = self.session.connection().execute(query).one()
        return int(total), int(asked or 0)

    def following(self, player_id: str, after: tuple[datetime, str] | None, limit: int) -> list[Row[Any]]:
        """Whom the player follows (or asked to), newest first."""
        return self._page(FOLLOWS.c.follower_id == player_id, FOLLOWS.c.followed_id, after, limit)

    def followers(
        self, player_id: str, statuses: list[FollowStatus], after: tuple[datetime, str] | None, limit: int
    ) -> list[Row[Any]]:
        """Who follows the player (or asked to), in ``statuses``, newest first."""
        where = (FOLLOWS.c.followed_id == player_id) & FOLLOWS.c.status.in_(statuses)
        return self._page(where, FOLLOWS.c.follower_id, after, limit)

    def _page(self, where: Any, other: Any, after: tuple[datetime, str] | None, limit: int) -> list[Row[Any]]:
        query = (
            select(FOLLOWS.c.status, FOLLOWS.c.created_at.label("since"), PLAYERS.c.id, PLAYERS.c.display_name,
                   PLAYERS.c.bot)
            .join_from(FOLLOWS, PLAYERS, PLAYERS.c.id == other)
            .where(where)
        )  # fmt: skip
        if after is not None:
            query = query.where(tuple_(FOLLOWS.c.created_at, other) < tuple_(*after))
        query = query.order_by(FOLLOWS.c.created_at.desc(), other.desc()).limit(limit)
        return list(self.session.connection().execute(query))

    # -- blocks ---------------------------------------------------------------------------

    def blocked_between(self, one: str, other: str) -> set[tuple[str, str]]:
        """The blocks between two players, as (blocker, blocked)."""
        query = select(BLOCKS.c.player_id, BLOCKS.c.blocked_id).where(
            or_(
                (BLOCKS.c.player_id == one) & (BLOCKS.c.blocked_id == other),
                (BLOCKS.c.player_id == other) & (BLOCKS.c.blocked_id == one),
            )
        )
        return {(row[0], row[1]) for row in self.session.connection().execute(query)}

    def add_block(self, player_id: str, blocked_id: str, now: datetime) -> bool:
        """Block ``blocked_id``, and end every follow between the two; whether the block is new."""
        connection = self.session.connection()
        row = {"player_id": player_id, "blocked_id": blocked_id, "created_at": now}
        done = connection.execute(self._insert()(BLOCKS).values(row).on_conflict_do_nothing())
        connection.execute(
            delete(FOLLOWS).where(
                or_(
                    (FOLLOWS.c.follower_id == player_id) & (FOLLOWS.c.followed_id == blocked_id),
                    (FOLLOWS.c.follower_id == blocked_id) & (FOLLOWS.c.followed_id == player_id),
                )
            )
        )
        return bool(done.rowcount)

    def remove_block(self, player_id: str, blocked_id: str) -> bool:
        done = self.session.connection().execute(
            delete(BLOCKS).where(BLOCKS.c.player_id == player_id, BLOCKS.c.blocked_id == blocked_id)
        )
        return bool(done.rowcount)

    def block_count(self, player_id: str) -> int:
        query = select(func.count()).select_from(BLOCKS).where(BLOCKS.c.player_id == player_id)
        return int(self.session.connection().execute(query).scalar_one())

    def blocks(self, player_id: str, after: tuple[datetime, str] | None, limit: int) -> list[Row[Any]]:
        query = (
            select(BLOCKS.c.created_at.label("since"), PLAYERS.c.id, PLAYERS.c.display_name, PLAYERS.c.bot)
            .join_from(BLOCKS, PLAYERS, PLAYERS.c.id == BLOCKS.c.blocked_id)
            .where(BLOCKS.c.player_id == player_id)
        )
        if after is not None:
            query = query.where(tuple_(BLOCKS.c.created_at, BLOCKS.c.blocked_id) < tuple_(*after))
        query = query.order_by(BLOCKS.c.created_at.desc(), BLOCKS.c.blocked_id.desc()).limit(limit)
        return list(self.session.connection().execute(query))

    # -- invite links ---------------------------------------------------------------------

    def invite_of(self, player_id: str) -> Row[Any] | None:
        query = select(INVITES).where(INVITES.c.player_id == player_id)
        return self.session.connection().execute(query).first()

    def inviter(self, code: str) -> Row[Any] | None:
        query = (
            select(PLAYERS.c.id, PLAYERS.c.display_name, PLAYERS.c.bot)
            .join_from(INVITES, PLAYERS, PLAYERS.c.id == INVITES.c.player_id)
            .where(INVITES.c.code == code)
        )
        return cast("Row[Any] | None", self.session.connection().execute(query).first())

    def put_invite(self, player_id: str, code: str, now: datetime) -> None:
        """The player's invite link is ``code`` now; an earlier one stops working."""
        insert = self._insert()(INVITES).values(player_id=player_id, code=code, created_at=now)
        upsert = insert.on_conflict_do_update(index_elements=["player_id"], set_={"code": code, "created_at": now})
        self.session.connection().execute(upsert)

    def remove_invite(self, player_id: str) -> bool:
        done = self.session.connection().execute(delete(INVITES).where(INVITES.c.player_id == player_id))
        return bool(done.rowcount)

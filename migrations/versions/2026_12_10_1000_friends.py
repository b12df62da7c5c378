"""Friends: who follows whom (asked, accepted or ignored), blocks, and each player's invite link

Revision ID: 0021
Revises: 0020
Create Date: 2026-12-10 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from app.kit.db import UTCDateTime

revision: str = "0021"
down_revision: str | None = "0020"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def player(name: str) -> sa.Column:
    return sa.Column(name, sa.String(32), sa.ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)


def upgrade() -> None:
    op.create_table(
        "follows",
        player("follower_id"),
        player("followed_id"),
        sa.Column("status", sa.String(10), nullable=False),
        sa.Column("created_at", UTCDateTime(timezone=True), nullable=False),
        sa.Column("answered_at", UTCDateTime(timezone=True), nullable=True),
    )
    op.create_index("ix_follows_followed_id_status", "follows", ["followed_id", "status", "created_at"])
    op.create_table(
        "blocks",
        player("player_id"),
        player("blocked_id"),
        sa.Column("created_at", UTCDateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_blocks_blocked_id", "blocks", ["blocked_id"])
    op.create_table(
        "friend_invites",
        player("player_id"),
        sa.Column("code", sa.String(32), nullable=False),
        sa.Column("created_at", UTCDateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("code", name=op.f("uq_friend_invites_code")),
    )


def downgrade() -> None:
    op.drop_table("friend_invites")
    op.drop_index("ix_blocks_blocked_id", "blocks")
    op.drop_table("blocks")
    op.drop_index("ix_follows_followed_id_status", "follows")
    op.drop_table("follows")

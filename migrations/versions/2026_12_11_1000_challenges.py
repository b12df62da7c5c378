"""Challenges: a secret deal a player and up to eight friends each play once, and their places

Revision ID: 0022
Revises: 0021
Create Date: 2026-12-11 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from app.kit.db import UTCDateTime

revision: str = "0022"
down_revision: str | None = "0021"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "challenges",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("rules", sa.String(20), nullable=False),
        sa.Column("creator_id", sa.String(32), sa.ForeignKey("players.id", ondelete="SET NULL"), nullable=True),
        sa.Column("status", sa.String(10), nullable=False),
        sa.Column("seed", sa.Text(), nullable=False),
        sa.Column("seed_commitment", sa.String(64), nullable=False),
        sa.Column("rematch_of", sa.String(32), sa.ForeignKey("races.id", ondelete="SET NULL"), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", UTCDateTime(timezone=True), nullable=False),
        sa.Column("ends_at", UTCDateTime(timezone=True), nullable=False),
        sa.Column("finished_at", UTCDateTime(timezone=True), nullable=True),
    )
    op.create_index("ix_challenges_status_ends_at", "challenges", ["status", "ends_at"])
    op.create_index("ix_challenges_rematch_of", "challenges", ["rematch_of", "creator_id"])
    op.create_table(
        "challengers",
        sa.Column(
            "challenge_id", sa.String(32), sa.ForeignKey("challenges.id", ondelete="CASCADE"), primary_key=True
        ),
        sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("joined_at", UTCDateTime(timezone=True), nullable=False),
        sa.Column("declined", sa.Boolean(), nullable=False, server_default=sa.false()),
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id", ondelete="SET NULL"), nullable=True),
        sa.Column("place", sa.Integer(), nullable=True),
        sa.Column("placed_last_because", sa.String(200), nullable=True),
    )
    op.create_index("ix_challengers_player_id_joined_at", "challengers", ["player_id", "joined_at"])
    op.create_index("ix_challengers_game_id", "challengers", ["game_id"], unique=True)


def downgrade() -> None:
    op.drop_index("ix_challengers_game_id", "challengers")
    op.drop_index("ix_challengers_player_id_joined_at", "challengers")
    op.drop_table("challengers")
    op.drop_index("ix_challenges_rematch_of", "challenges")
    op.drop_index("ix_challenges_status_ends_at", "challenges")
    op.drop_table("challenges")

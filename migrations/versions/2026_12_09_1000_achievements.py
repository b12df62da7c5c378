"""Named achievements, each earned once by a ranked game's end

Revision ID: 0020
Revises: 0019
Create Date: 2026-12-09 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from app.kit.db import UTCDateTime

revision: str = '0020'
down_revision: str | None = '0019'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        'achievements',
        sa.Column('player_id', sa.String(32), sa.ForeignKey('players.id', ondelete='CASCADE'), primary_key=True),
        sa.Column('code', sa.String(32), primary_key=True),
        sa.Column('game_id', sa.String(32), nullable=True),
        sa.Column('earned_at', UTCDateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    op.drop_table('achievements')

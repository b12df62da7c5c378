"""Practice games of past daily deals, so that the calendar can show each day's practice beside it

Revision ID: 0019
Revises: 0018
Create Date: 2026-12-08 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0019'
down_revision: str | None = '0018'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        'daily_practices',
        sa.Column('game_id', sa.String(32), sa.ForeignKey('games.id', ondelete='CASCADE'), primary_key=True),
        sa.Column('player_id', sa.String(32), sa.ForeignKey('players.id', ondelete='CASCADE'), nullable=False),
        sa.Column('day', sa.Date(), nullable=False),
    )
    op.create_index('ix_daily_practices_player_id_day', 'daily_practices', ['player_id', 'day'])


def downgrade() -> None:
    op.drop_index('ix_daily_practices_player_id_day', table_name='daily_practices')
    op.drop_table('daily_practices')

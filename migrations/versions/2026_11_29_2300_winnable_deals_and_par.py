"""winnable deals and par

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-29 23:00:40.776643
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import app.kit.db


revision: str = '0004'
down_revision: str | None = '0003'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('winnable_deals',
    sa.Column('seed', sa.String(length=64), nullable=False),
    sa.Column('rules', sa.String(length=20), nullable=False),
    sa.Column('par_moves', sa.Integer(), nullable=False),
    sa.Column('proved_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('game_id', sa.String(length=32), nullable=True),
    sa.PrimaryKeyConstraint('seed', name=op.f('pk_winnable_deals'))
    )
    with op.batch_alter_table('winnable_deals', schema=None) as batch_op:
        batch_op.create_index('ix_winnable_deals_rules_game_id', ['rules', 'game_id'], unique=False)

    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.add_column(sa.Column('par_moves', sa.Integer(), nullable=True))



def downgrade() -> None:
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.drop_column('par_moves')

    with op.batch_alter_table('winnable_deals', schema=None) as batch_op:
        batch_op.drop_index('ix_winnable_deals_rules_game_id')

    op.drop_table('winnable_deals')

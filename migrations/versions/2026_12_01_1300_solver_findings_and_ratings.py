"""solver findings per game, deal ratings, the solver's CPU per player and day; proof lines of proven deals

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-01 13:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import app.kit.db


revision: str = '0011'
down_revision: str | None = '0010'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('game_findings',
    sa.Column('id', sa.Integer(), autoincrement=True, nullable=False),
    sa.Column('game_id', sa.String(length=32), nullable=False),
    sa.Column('phase', sa.Integer(), nullable=False),
    sa.Column('source', sa.String(length=10), nullable=False),
    sa.Column('finding', sa.JSON(), nullable=False),
    sa.Column('created_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['games.id'], name=op.f('fk_game_findings_game_id_games'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_game_findings'))
    )
    with op.batch_alter_table('game_findings', schema=None) as batch_op:
        batch_op.create_index('ix_game_findings_game_id_phase', ['game_id', 'phase', 'id'], unique=False)
        batch_op.create_index('ix_game_findings_created_at', ['created_at'], unique=False)

    op.create_table('deal_ratings',
    sa.Column('rules', sa.String(length=20), nullable=False),
    sa.Column('seed_commitment', sa.String(length=64), nullable=False),
    sa.Column('verdict', sa.String(length=10), nullable=False),
    sa.Column('par', sa.Integer(), nullable=True),
    sa.Column('nodes', sa.Integer(), nullable=False),
    sa.Column('seconds', sa.Float(), nullable=False),
    sa.Column('rated_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('rules', 'seed_commitment', name=op.f('pk_deal_ratings'))
    )
    op.create_table('solver_usage',
    sa.Column('player_id', sa.String(length=32), nullable=False),
    sa.Column('day', sa.Date(), nullable=False),
    sa.Column('seconds', sa.Float(), nullable=False),
    sa.ForeignKeyConstraint(['player_id'], ['players.id'], name=op.f('fk_solver_usage_player_id_players'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('player_id', 'day', name=op.f('pk_solver_usage'))
    )
    with op.batch_alter_table('winnable_deals', schema=None) as batch_op:
        batch_op.add_column(sa.Column('line', sa.JSON(), nullable=True))
    with op.batch_alter_table('campaign_deals', schema=None) as batch_op:
        batch_op.add_column(sa.Column('line', sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('campaign_deals', schema=None) as batch_op:
        batch_op.drop_column('line')
    with op.batch_alter_table('winnable_deals', schema=None) as batch_op:
        batch_op.drop_column('line')
    op.drop_table('solver_usage')
    op.drop_table('deal_ratings')
    with op.batch_alter_table('game_findings', schema=None) as batch_op:
        batch_op.drop_index('ix_game_findings_created_at')
        batch_op.drop_index('ix_game_findings_game_id_phase')
    op.drop_table('game_findings')

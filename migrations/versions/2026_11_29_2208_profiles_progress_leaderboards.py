"""profiles progress leaderboards

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29 22:08:27.236897
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import app.kit.db


revision: str = '0002'
down_revision: str | None = '0001'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('campaign_progress',
    sa.Column('player_id', sa.String(length=32), nullable=False),
    sa.Column('level', sa.Integer(), nullable=False),
    sa.Column('best_badge', sa.String(length=10), nullable=True),
    sa.Column('attempts', sa.Integer(), nullable=False),
    sa.Column('best_game_id', sa.String(length=32), nullable=True),
    sa.ForeignKeyConstraint(['player_id'], ['players.id'], name=op.f('fk_campaign_progress_player_id_players'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('player_id', 'level', name=op.f('pk_campaign_progress'))
    )
    op.create_table('leaderboard_entries',
    sa.Column('board', sa.String(length=8), nullable=False),
    sa.Column('rules', sa.String(length=20), nullable=False),
    sa.Column('period', sa.String(length=20), nullable=False),
    sa.Column('player_id', sa.String(length=32), nullable=False),
    sa.Column('sort_primary', sa.BigInteger(), nullable=False),
    sa.Column('sort_secondary', sa.Integer(), nullable=False),
    sa.Column('finished_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('game_id', sa.String(length=32), nullable=False),
    sa.Column('score', sa.Integer(), nullable=False),
    sa.Column('elapsed_ms', sa.Integer(), nullable=False),
    sa.Column('moves', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['player_id'], ['players.id'], name=op.f('fk_leaderboard_entries_player_id_players'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('board', 'rules', 'period', 'player_id', name=op.f('pk_leaderboard_entries'))
    )
    with op.batch_alter_table('leaderboard_entries', schema=None) as batch_op:
        batch_op.create_index('ix_leaderboard_entries_rank', ['board', 'rules', 'period', 'sort_primary', 'sort_secondary', 'finished_at', 'player_id'], unique=False)

    op.create_table('player_days',
    sa.Column('player_id', sa.String(length=32), nullable=False),
    sa.Column('rules', sa.String(length=20), nullable=False),
    sa.Column('day', sa.Date(), nullable=False),
    sa.Column('played', sa.Integer(), nullable=False),
    sa.Column('won', sa.Integer(), nullable=False),
    sa.Column('best_score', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['player_id'], ['players.id'], name=op.f('fk_player_days_player_id_players'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('player_id', 'rules', 'day', name=op.f('pk_player_days'))
    )
    op.create_table('player_stats',
    sa.Column('player_id', sa.String(length=32), nullable=False),
    sa.Column('rules', sa.String(length=20), nullable=False),
    sa.Column('played', sa.Integer(), nullable=False),
    sa.Column('won', sa.Integer(), nullable=False),
    sa.Column('current_streak', sa.Integer(), nullable=False),
    sa.Column('best_streak', sa.Integer(), nullable=False),
    sa.Column('best_time_ms', sa.Integer(), nullable=True),
    sa.Column('best_score', sa.Integer(), nullable=True),
    sa.Column('fewest_moves_win', sa.Integer(), nullable=True),
    sa.Column('total_score', sa.BigInteger(), nullable=False),
    sa.Column('gold', sa.Integer(), nullable=False),
    sa.Column('silver', sa.Integer(), nullable=False),
    sa.Column('bronze', sa.Integer(), nullable=False),
    sa.Column('cards_in_sequence', sa.JSON(), nullable=False),
    sa.ForeignKeyConstraint(['player_id'], ['players.id'], name=op.f('fk_player_stats_player_id_players'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('player_id', 'rules', name=op.f('pk_player_stats'))
    )
    op.create_table('unlocks',
    sa.Column('player_id', sa.String(length=32), nullable=False),
    sa.Column('card_back', sa.String(length=32), nullable=False),
    sa.Column('game_id', sa.String(length=32), nullable=True),
    sa.Column('unlocked_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['player_id'], ['players.id'], name=op.f('fk_unlocks_player_id_players'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('player_id', 'card_back', name=op.f('pk_unlocks'))
    )
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.add_column(sa.Column('kind', sa.String(length=10), server_default='free', nullable=False))
        batch_op.add_column(sa.Column('daily_date', sa.Date(), nullable=True))
        batch_op.add_column(sa.Column('campaign_level', sa.Integer(), nullable=True))
        batch_op.create_index('ix_games_player_id_daily_date', ['player_id', 'daily_date'], unique=True)
        batch_op.create_index('ix_games_player_id_finished_at', ['player_id', 'finished_at'], unique=False)

    with op.batch_alter_table('players', schema=None) as batch_op:
        batch_op.add_column(sa.Column('display_name', sa.String(length=24), nullable=True))
        batch_op.add_column(sa.Column('display_name_key', sa.String(length=24), nullable=True))
        batch_op.add_column(sa.Column('title', sa.String(length=40), nullable=True))
        batch_op.add_column(sa.Column('settings', sa.JSON(), server_default='{}', nullable=False))
        batch_op.add_column(sa.Column('settings_version', sa.Integer(), server_default='1', nullable=False))
        batch_op.create_unique_constraint(batch_op.f('uq_players_display_name_key'), ['display_name_key'])



def downgrade() -> None:
    with op.batch_alter_table('players', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('uq_players_display_name_key'), type_='unique')
        batch_op.drop_column('settings_version')
        batch_op.drop_column('settings')
        batch_op.drop_column('title')
        batch_op.drop_column('display_name_key')
        batch_op.drop_column('display_name')

    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.drop_index('ix_games_player_id_finished_at')
        batch_op.drop_index('ix_games_player_id_daily_date')
        batch_op.drop_column('campaign_level')
        batch_op.drop_column('daily_date')
        batch_op.drop_column('kind')

    op.drop_table('unlocks')
    op.drop_table('player_stats')
    op.drop_table('player_days')
    with op.batch_alter_table('leaderboard_entries', schema=None) as batch_op:
        batch_op.drop_index('ix_leaderboard_entries_rank')

    op.drop_table('leaderboard_entries')
    op.drop_table('campaign_progress')

"""players sessions games

Revision ID: 0001
Revises: 
Create Date: 2026-11-29 21:39:33.471618
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import app.kit.db


revision: str = '0001'
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('players',
    sa.Column('id', sa.String(length=32), nullable=False),
    sa.Column('username', sa.String(length=32), nullable=True),
    sa.Column('username_key', sa.String(length=32), nullable=True),
    sa.Column('password_hash', sa.String(length=255), nullable=True),
    sa.Column('created_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_players')),
    sa.UniqueConstraint('username_key', name=op.f('uq_players_username_key'))
    )
    op.create_table('sign_in_throttles',
    sa.Column('key', sa.String(length=200), nullable=False),
    sa.Column('failures', sa.Integer(), nullable=False),
    sa.Column('last_failure_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('key', name=op.f('pk_sign_in_throttles'))
    )
    op.create_table('games',
    sa.Column('id', sa.String(length=32), nullable=False),
    sa.Column('player_id', sa.String(length=32), nullable=False),
    sa.Column('rules', sa.String(length=20), nullable=False),
    sa.Column('ranked', sa.Boolean(), nullable=False),
    sa.Column('seed', sa.Text(), nullable=False),
    sa.Column('seed_commitment', sa.String(length=64), nullable=False),
    sa.Column('status', sa.String(length=10), nullable=False),
    sa.Column('reason', sa.String(length=10), nullable=True),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('action_count', sa.Integer(), nullable=False),
    sa.Column('moves', sa.Integer(), nullable=False),
    sa.Column('undos', sa.Integer(), nullable=False),
    sa.Column('redeals_used', sa.Integer(), nullable=False),
    sa.Column('cards_in_sequence', sa.Integer(), nullable=False),
    sa.Column('complete_rows', sa.Integer(), nullable=False),
    sa.Column('score', sa.Integer(), nullable=False),
    sa.Column('badge', sa.String(length=10), nullable=True),
    sa.Column('elapsed_ms', sa.Integer(), nullable=False),
    sa.Column('position', sa.JSON(), nullable=False),
    sa.Column('created_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('finished_at', app.kit.db.UTCDateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['player_id'], ['players.id'], name=op.f('fk_games_player_id_players'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_games'))
    )
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.create_index('ix_games_player_id_created_at', ['player_id', 'created_at', 'id'], unique=False)

    op.create_table('idempotency_records',
    sa.Column('player_id', sa.String(length=32), nullable=False),
    sa.Column('key', sa.String(length=200), nullable=False),
    sa.Column('fingerprint', sa.String(length=64), nullable=False),
    sa.Column('status_code', sa.Integer(), nullable=False),
    sa.Column('body', sa.JSON(), nullable=False),
    sa.Column('headers', sa.JSON(), nullable=False),
    sa.Column('created_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['player_id'], ['players.id'], name=op.f('fk_idempotency_records_player_id_players'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('player_id', 'key', name=op.f('pk_idempotency_records'))
    )
    op.create_table('sessions',
    sa.Column('id', sa.Integer(), autoincrement=True, nullable=False),
    sa.Column('player_id', sa.String(length=32), nullable=False),
    sa.Column('token_hash', sa.String(length=64), nullable=False),
    sa.Column('created_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('expires_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('revoked_at', app.kit.db.UTCDateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['player_id'], ['players.id'], name=op.f('fk_sessions_player_id_players'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_sessions')),
    sa.UniqueConstraint('token_hash', name=op.f('uq_sessions_token_hash'))
    )
    with op.batch_alter_table('sessions', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_sessions_player_id'), ['player_id'], unique=False)

    op.create_table('game_actions',
    sa.Column('game_id', sa.String(length=32), nullable=False),
    sa.Column('seq', sa.Integer(), nullable=False),
    sa.Column('action', sa.JSON(), nullable=False),
    sa.Column('created_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['games.id'], name=op.f('fk_game_actions_game_id_games'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('game_id', 'seq', name=op.f('pk_game_actions'))
    )


def downgrade() -> None:
    op.drop_table('game_actions')
    with op.batch_alter_table('sessions', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_sessions_player_id'))

    op.drop_table('sessions')
    op.drop_table('idempotency_records')
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.drop_index('ix_games_player_id_created_at')

    op.drop_table('games')
    op.drop_table('sign_in_throttles')
    op.drop_table('players')

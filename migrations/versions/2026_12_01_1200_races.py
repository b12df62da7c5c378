"""races: rooms, racers, race ratings and the quick-match queue; games found by their deal

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-01 12:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import app.kit.db


revision: str = '0010'
down_revision: str | None = '0009'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('race_ratings',
    sa.Column('player_id', sa.String(length=32), nullable=False),
    sa.Column('rules', sa.String(length=20), nullable=False),
    sa.Column('mu', sa.Float(), nullable=False),
    sa.Column('sigma', sa.Float(), nullable=False),
    sa.Column('ordinal', sa.Float(), nullable=False),
    sa.Column('races', sa.Integer(), nullable=False),
    sa.Column('updated_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['player_id'], ['players.id'], name=op.f('fk_race_ratings_player_id_players'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('player_id', 'rules', name=op.f('pk_race_ratings'))
    )
    with op.batch_alter_table('race_ratings', schema=None) as batch_op:
        batch_op.create_index('ix_race_ratings_rules_ordinal', ['rules', 'ordinal', 'player_id'], unique=False)

    op.create_table('races',
    sa.Column('id', sa.String(length=32), nullable=False),
    sa.Column('code', sa.String(length=6), nullable=False),
    sa.Column('rules', sa.String(length=20), nullable=False),
    sa.Column('mode', sa.String(length=8), nullable=False),
    sa.Column('visibility', sa.String(length=8), nullable=False),
    sa.Column('rated', sa.Boolean(), nullable=False),
    sa.Column('allow_bots', sa.Boolean(), server_default=sa.false(), nullable=False),
    sa.Column('seats', sa.Integer(), nullable=False),
    sa.Column('host_id', sa.String(length=32), nullable=True),
    sa.Column('host_address', sa.String(length=64), nullable=False),
    sa.Column('status', sa.String(length=10), nullable=False),
    sa.Column('seed', sa.Text(), nullable=False),
    sa.Column('seed_commitment', sa.String(length=64), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('time_limit_ms', sa.Integer(), nullable=False),
    sa.Column('created_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('starts_by', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('start_at', app.kit.db.UTCDateTime(timezone=True), nullable=True),
    sa.Column('ends_at', app.kit.db.UTCDateTime(timezone=True), nullable=True),
    sa.Column('finished_at', app.kit.db.UTCDateTime(timezone=True), nullable=True),
    sa.Column('ghost', sa.JSON(), nullable=True),
    sa.ForeignKeyConstraint(['host_id'], ['players.id'], name=op.f('fk_races_host_id_players'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_races')),
    sa.UniqueConstraint('code', name=op.f('uq_races_code'))
    )
    with op.batch_alter_table('races', schema=None) as batch_op:
        batch_op.create_index('ix_races_status_starts_by', ['status', 'starts_by'], unique=False)
        batch_op.create_index('ix_races_status_visibility_created_at', ['status', 'visibility', 'created_at'], unique=False)

    op.create_table('race_queue',
    sa.Column('player_id', sa.String(length=32), nullable=False),
    sa.Column('rules', sa.String(length=20), nullable=False),
    sa.Column('ordinal', sa.Float(), nullable=False),
    sa.Column('address', sa.String(length=64), nullable=False),
    sa.Column('status', sa.String(length=10), nullable=False),
    sa.Column('race_id', sa.String(length=32), nullable=True),
    sa.Column('entered_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['player_id'], ['players.id'], name=op.f('fk_race_queue_player_id_players'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['race_id'], ['races.id'], name=op.f('fk_race_queue_race_id_races'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('player_id', name=op.f('pk_race_queue'))
    )
    with op.batch_alter_table('race_queue', schema=None) as batch_op:
        batch_op.create_index('ix_race_queue_status_rules_ordinal', ['status', 'rules', 'ordinal'], unique=False)

    op.create_table('racers',
    sa.Column('race_id', sa.String(length=32), nullable=False),
    sa.Column('player_id', sa.String(length=32), nullable=False),
    sa.Column('joined_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('address', sa.String(length=64), nullable=False),
    sa.Column('bot', sa.Boolean(), server_default=sa.false(), nullable=False),
    sa.Column('game_id', sa.String(length=32), nullable=True),
    sa.Column('place', sa.Integer(), nullable=True),
    sa.Column('rated', sa.Boolean(), server_default=sa.false(), nullable=False),
    sa.Column('unrated_because', sa.String(length=200), nullable=True),
    sa.Column('rating_before', sa.Float(), nullable=True),
    sa.Column('rating_after', sa.Float(), nullable=True),
    sa.ForeignKeyConstraint(['game_id'], ['games.id'], name=op.f('fk_racers_game_id_games'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['player_id'], ['players.id'], name=op.f('fk_racers_player_id_players'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['race_id'], ['races.id'], name=op.f('fk_racers_race_id_races'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('race_id', 'player_id', name=op.f('pk_racers'))
    )
    with op.batch_alter_table('racers', schema=None) as batch_op:
        batch_op.create_index('ix_racers_game_id', ['game_id'], unique=True)
        batch_op.create_index('ix_racers_player_id_joined_at', ['player_id', 'joined_at'], unique=False)

    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.create_index('ix_games_seed_commitment', ['seed_commitment'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.drop_index('ix_games_seed_commitment')

    with op.batch_alter_table('racers', schema=None) as batch_op:
        batch_op.drop_index('ix_racers_player_id_joined_at')
        batch_op.drop_index('ix_racers_game_id')

    op.drop_table('racers')
    with op.batch_alter_table('race_queue', schema=None) as batch_op:
        batch_op.drop_index('ix_race_queue_status_rules_ordinal')

    op.drop_table('race_queue')
    with op.batch_alter_table('races', schema=None) as batch_op:
        batch_op.drop_index('ix_races_status_visibility_created_at')
        batch_op.drop_index('ix_races_status_starts_by')

    op.drop_table('races')
    with op.batch_alter_table('race_ratings', schema=None) as batch_op:
        batch_op.drop_index('ix_race_ratings_rules_ordinal')

    op.drop_table('race_ratings')

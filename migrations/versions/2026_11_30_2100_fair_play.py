"""fair play: assisted, abandoned and bot games, leagues, reviews, moderation, jobs

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-30 21:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import app.kit.db


revision: str = '0006'
down_revision: str | None = '0005'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('games') as batch:
        batch.add_column(sa.Column('cause', sa.String(length=10), nullable=True))
        batch.add_column(sa.Column('assisted', sa.Boolean(), server_default=sa.false(), nullable=False))
        batch.add_column(sa.Column('bot', sa.Boolean(), server_default=sa.false(), nullable=False))
        batch.add_column(sa.Column('updated_at', app.kit.db.UTCDateTime(timezone=True), nullable=True))
    # A game was last touched by its last action, or else when it started.
    op.execute(
        "UPDATE games SET updated_at = COALESCE("
        "(SELECT max(game_actions.created_at) FROM game_actions WHERE game_actions.game_id = games.id), created_at)"
    )
    # Games dealt from the pool of proven deals get a kind of their own (they rank nowhere).
    op.execute("UPDATE games SET kind = 'winnable' WHERE kind = 'free' AND ranked AND par_moves IS NOT NULL")
    with op.batch_alter_table('games') as batch:
        batch.alter_column('updated_at', existing_type=app.kit.db.UTCDateTime(timezone=True), nullable=False)
        batch.create_index('ix_games_status_updated_at', ['status', 'updated_at'], unique=False)

    with op.batch_alter_table('players') as batch:
        batch.add_column(sa.Column('registered_at', app.kit.db.UTCDateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column('bot', sa.Boolean(), server_default=sa.false(), nullable=False))
        batch.add_column(sa.Column('role', sa.String(length=12), nullable=True))
        batch.add_column(sa.Column('banned_at', app.kit.db.UTCDateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column('banned_reason', sa.Text(), nullable=True))
        batch.alter_column('display_name_key', existing_type=sa.String(length=24), type_=sa.String(length=64))
    op.execute("UPDATE players SET registered_at = created_at WHERE username IS NOT NULL")

    with op.batch_alter_table('player_stats') as batch:
        batch.add_column(sa.Column('abandoned', sa.Integer(), server_default='0', nullable=False))

    with op.batch_alter_table('leaderboard_entries') as batch:
        batch.add_column(sa.Column('league', sa.String(length=8), server_default='people', nullable=False))
        batch.drop_index('ix_leaderboard_entries_rank')
        batch.drop_constraint('pk_leaderboard_entries', type_='primary')
        batch.create_primary_key('pk_leaderboard_entries', ['board', 'rules', 'league', 'period', 'player_id'])
        batch.create_index(
            'ix_leaderboard_entries_rank',
            ['board', 'rules', 'league', 'period', 'sort_primary', 'sort_secondary', 'finished_at', 'player_id'],
            unique=False,
        )
        batch.create_index('ix_leaderboard_entries_player_id', ['player_id'], unique=False)
    with op.batch_alter_table('leaderboard_entries') as batch:
        batch.alter_column('league', existing_type=sa.String(length=8), server_default=None)
    with op.batch_alter_table('leaderboard_buckets') as batch:
        batch.add_column(sa.Column('league', sa.String(length=8), server_default='people', nullable=False))
        batch.drop_constraint('pk_leaderboard_buckets', type_='primary')
        batch.create_primary_key('pk_leaderboard_buckets', ['board', 'rules', 'league', 'period', 'bucket'])
    with op.batch_alter_table('leaderboard_buckets') as batch:
        batch.alter_column('league', existing_type=sa.String(length=8), server_default=None)

    op.create_table('game_reviews',
    sa.Column('game_id', sa.String(length=32), nullable=False),
    sa.Column('player_id', sa.String(length=32), nullable=False),
    sa.Column('status', sa.String(length=10), nullable=False),
    sa.Column('facts', sa.JSON(), nullable=False),
    sa.Column('flags', sa.JSON(), nullable=False),
    sa.Column('created_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('decided_at', app.kit.db.UTCDateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['game_id'], ['games.id'], name=op.f('fk_game_reviews_game_id_games'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['player_id'], ['players.id'], name=op.f('fk_game_reviews_player_id_players'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('game_id', name=op.f('pk_game_reviews'))
    )
    op.create_index('ix_game_reviews_status_created_at', 'game_reviews', ['status', 'created_at'], unique=False)
    op.create_index(op.f('ix_game_reviews_player_id'), 'game_reviews', ['player_id'], unique=False)
    op.create_table('moderation_decisions',
    sa.Column('id', sa.Integer(), autoincrement=True, nullable=False),
    sa.Column('moderator_id', sa.String(length=32), nullable=False),
    sa.Column('action', sa.String(length=16), nullable=False),
    sa.Column('player_id', sa.String(length=32), nullable=False),
    sa.Column('game_id', sa.String(length=32), nullable=True),
    sa.Column('reason', sa.Text(), nullable=False),
    sa.Column('created_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['moderator_id'], ['players.id'], name=op.f('fk_moderation_decisions_moderator_id_players'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['player_id'], ['players.id'], name=op.f('fk_moderation_decisions_player_id_players'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_moderation_decisions'))
    )
    op.create_index(op.f('ix_moderation_decisions_player_id'), 'moderation_decisions', ['player_id'], unique=False)
    op.create_table('jobs',
    sa.Column('id', sa.Integer(), autoincrement=True, nullable=False),
    sa.Column('kind', sa.String(length=32), nullable=False),
    sa.Column('key', sa.String(length=100), nullable=False),
    sa.Column('payload', sa.JSON(), nullable=False),
    sa.Column('run_after', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('attempts', sa.Integer(), server_default='0', nullable=False),
    sa.Column('last_error', sa.Text(), nullable=True),
    sa.Column('created_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_jobs')),
    sa.UniqueConstraint('kind', 'key', name='uq_jobs_kind_key')
    )
    op.create_index('ix_jobs_run_after', 'jobs', ['run_after'], unique=False)


def downgrade() -> None:
    op.drop_index('ix_jobs_run_after', table_name='jobs')
    op.drop_table('jobs')
    op.drop_index(op.f('ix_moderation_decisions_player_id'), table_name='moderation_decisions')
    op.drop_table('moderation_decisions')
    op.drop_index(op.f('ix_game_reviews_player_id'), table_name='game_reviews')
    op.drop_index('ix_game_reviews_status_created_at', table_name='game_reviews')
    op.drop_table('game_reviews')
    # Bots' entries have no place on a board without leagues.
    op.execute("DELETE FROM leaderboard_buckets WHERE league <> 'people'")
    op.execute("DELETE FROM leaderboard_entries WHERE league <> 'people'")
    with op.batch_alter_table('leaderboard_buckets') as batch:
        batch.drop_constraint('pk_leaderboard_buckets', type_='primary')
        batch.create_primary_key('pk_leaderboard_buckets', ['board', 'rules', 'period', 'bucket'])
        batch.drop_column('league')
    with op.batch_alter_table('leaderboard_entries') as batch:
        batch.drop_index('ix_leaderboard_entries_player_id')
        batch.drop_index('ix_leaderboard_entries_rank')
        batch.drop_constraint('pk_leaderboard_entries', type_='primary')
        batch.create_primary_key('pk_leaderboard_entries', ['board', 'rules', 'period', 'player_id'])
        batch.create_index(
            'ix_leaderboard_entries_rank',
            ['board', 'rules', 'period', 'sort_primary', 'sort_secondary', 'finished_at', 'player_id'],
            unique=False,
        )
        batch.drop_column('league')
    with op.batch_alter_table('player_stats') as batch:
        batch.drop_column('abandoned')
    with op.batch_alter_table('players') as batch:
        batch.alter_column('display_name_key', existing_type=sa.String(length=64), type_=sa.String(length=24))
        batch.drop_column('banned_reason')
        batch.drop_column('banned_at')
        batch.drop_column('role')
        batch.drop_column('bot')
        batch.drop_column('registered_at')
    op.execute("UPDATE games SET kind = 'free' WHERE kind = 'winnable'")
    with op.batch_alter_table('games') as batch:
        batch.drop_index('ix_games_status_updated_at')
        batch.drop_column('updated_at')
        batch.drop_column('bot')
        batch.drop_column('assisted')
        batch.drop_column('cause')

"""Apps acting for players through OAuth: authorization codes, and the refresh tokens of the grants they become

Revision ID: 0017
Revises: 0016
Create Date: 2026-12-06 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from app.kit.db import UTCDateTime

revision: str = '0017'
down_revision: str | None = '0016'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('sessions') as sessions:
        sessions.add_column(sa.Column('refresh_hash', sa.String(64), nullable=True))
        sessions.add_column(sa.Column('previous_refresh_hash', sa.String(64), nullable=True))
        sessions.add_column(sa.Column('refresh_expires_at', UTCDateTime(timezone=True), nullable=True))
        sessions.add_column(sa.Column('app_host', sa.String(200), nullable=True))
        sessions.create_unique_constraint('uq_sessions_refresh_hash', ['refresh_hash'])
        sessions.create_index('ix_sessions_previous_refresh_hash', ['previous_refresh_hash'])
    op.create_table(
        'oauth_codes',
        sa.Column('code_hash', sa.String(64), primary_key=True),
        sa.Column('player_id', sa.String(32), sa.ForeignKey('players.id', ondelete='CASCADE'), nullable=False),
        sa.Column('granted_by', sa.Integer(), sa.ForeignKey('sessions.id', ondelete='CASCADE'), nullable=False),
        sa.Column('client_id', sa.String(64), nullable=False),
        sa.Column('redirect_uri', sa.String(500), nullable=False),
        sa.Column('scopes', sa.JSON(), nullable=False),
        sa.Column('code_challenge', sa.String(128), nullable=False),
        sa.Column('created_at', UTCDateTime(timezone=True), nullable=False),
        sa.Column('expires_at', UTCDateTime(timezone=True), nullable=False),
        sa.Column('used_at', UTCDateTime(timezone=True), nullable=True),
        sa.Column('session_id', sa.Integer(), nullable=True),
    )
    op.create_index('ix_oauth_codes_player_id', 'oauth_codes', ['player_id'])
    op.create_index('ix_oauth_codes_created_at', 'oauth_codes', ['created_at'])


def downgrade() -> None:
    op.drop_table('oauth_codes')
    with op.batch_alter_table('sessions') as sessions:
        sessions.drop_index('ix_sessions_previous_refresh_hash')
        sessions.drop_constraint('uq_sessions_refresh_hash', type_='unique')
        sessions.drop_column('app_host')
        sessions.drop_column('refresh_expires_at')
        sessions.drop_column('previous_refresh_hash')
        sessions.drop_column('refresh_hash')

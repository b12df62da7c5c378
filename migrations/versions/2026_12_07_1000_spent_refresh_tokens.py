"""Every refresh token a grant has spent, not only the last: presented again at any later time, the grant ends

Revision ID: 0018
Revises: 0017
Create Date: 2026-12-07 10:00:00
"""

from collections.abc import Sequence
from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import op

from app.kit.db import UTCDateTime

revision: str = '0018'
down_revision: str | None = '0017'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        'oauth_spent_refresh_tokens',
        sa.Column('refresh_hash', sa.String(64), primary_key=True),
        sa.Column('session_id', sa.Integer(), sa.ForeignKey('sessions.id', ondelete='CASCADE'), nullable=False),
        sa.Column('spent_at', UTCDateTime(timezone=True), nullable=False),
    )
    op.create_index('ix_oauth_spent_refresh_tokens_session_id', 'oauth_spent_refresh_tokens', ['session_id'])
    sessions = sa.table('sessions', sa.column('id', sa.Integer()), sa.column('previous_refresh_hash', sa.String(64)))
    spent = sa.table(
        'oauth_spent_refresh_tokens', sa.column('refresh_hash', sa.String(64)), sa.column('session_id', sa.Integer()),
        sa.column('spent_at', UTCDateTime(timezone=True)),
    )  # fmt: skip
    now = datetime.now(UTC)
    op.execute(
        spent.insert().from_select(
            ['refresh_hash', 'session_id', 'spent_at'],
            sa.select(sessions.c.previous_refresh_hash, sessions.c.id, sa.literal(now, UTCDateTime(timezone=True)))
            .where(sessions.c.previous_refresh_hash.is_not(None)),
        )
    )  # fmt: skip
    with op.batch_alter_table('sessions') as table:
        table.drop_index('ix_sessions_previous_refresh_hash')
        table.drop_column('previous_refresh_hash')


def downgrade() -> None:
    with op.batch_alter_table('sessions') as table:
        table.add_column(sa.Column('previous_refresh_hash', sa.String(64), nullable=True))
        table.create_index('ix_sessions_previous_refresh_hash', ['previous_refresh_hash'])
    op.drop_index('ix_oauth_spent_refresh_tokens_session_id', 'oauth_spent_refresh_tokens')
    op.drop_table('oauth_spent_refresh_tokens')

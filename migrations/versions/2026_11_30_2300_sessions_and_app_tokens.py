"""sessions: where and what signed in, app tokens with scopes

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-30 23:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import app.kit.db


revision: str = '0007'
down_revision: str | None = '0006'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('sessions') as batch:
        batch.add_column(sa.Column('kind', sa.String(length=8), server_default='device', nullable=False))
        batch.add_column(sa.Column('name', sa.String(length=64), nullable=True))
        batch.add_column(sa.Column('scopes', sa.JSON(), nullable=True))
        batch.add_column(sa.Column('address', sa.String(length=64), nullable=True))
        batch.add_column(sa.Column('user_agent', sa.String(length=200), nullable=True))
        batch.add_column(sa.Column('last_seen_at', app.kit.db.UTCDateTime(timezone=True), nullable=True))


def downgrade() -> None:
    # App tokens cannot be told from devices without these columns: they stop working.
    op.execute("DELETE FROM sessions WHERE kind = 'app'")
    with op.batch_alter_table('sessions') as batch:
        batch.drop_column('last_seen_at')
        batch.drop_column('user_agent')
        batch.drop_column('address')
        batch.drop_column('scopes')
        batch.drop_column('name')
        batch.drop_column('kind')

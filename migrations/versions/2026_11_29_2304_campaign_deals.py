"""campaign deals

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-29 23:04:38.713386
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import app.kit.db


revision: str = '0005'
down_revision: str | None = '0004'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('campaign_deals',
    sa.Column('level', sa.Integer(), nullable=False),
    sa.Column('seed', sa.String(length=64), nullable=False),
    sa.Column('par_moves', sa.Integer(), nullable=True),
    sa.Column('chosen_at', app.kit.db.UTCDateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('level', name=op.f('pk_campaign_deals'))
    )


def downgrade() -> None:
    op.drop_table('campaign_deals')

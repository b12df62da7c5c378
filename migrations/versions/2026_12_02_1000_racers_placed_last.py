"""racers: why a racer is placed last (resigned, left, asked for a hint, a program's pace), whatever their figures

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-02 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '0012'
down_revision: str | None = '0011'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('racers', schema=None) as batch_op:
        batch_op.add_column(sa.Column('placed_last_because', sa.String(length=200), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('racers', schema=None) as batch_op:
        batch_op.drop_column('placed_last_because')

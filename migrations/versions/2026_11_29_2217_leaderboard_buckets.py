"""leaderboard buckets

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-29 22:17:13.644164
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import app.kit.db


revision: str = '0003'
down_revision: str | None = '0002'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('leaderboard_buckets',
    sa.Column('board', sa.String(length=8), nullable=False),
    sa.Column('rules', sa.String(length=20), nullable=False),
    sa.Column('period', sa.String(length=20), nullable=False),
    sa.Column('bucket', sa.BigInteger(), nullable=False),
    sa.Column('entries', sa.Integer(), nullable=False),
    sa.PrimaryKeyConstraint('board', 'rules', 'period', 'bucket', name=op.f('pk_leaderboard_buckets'))
    )
    # Entries recorded before this migration: count them into their buckets (floor division by the
    # board's bucket width, written with integer division so that it means the same on every backend).
    op.execute(
        """
        INSERT INTO leaderboard_buckets (board, rules, period, bucket, entries)
        SELECT board, rules, period, bucket, count(*)
        FROM (SELECT board, rules, period,
                     CASE WHEN sort_primary >= 0 THEN sort_primary / width
                          ELSE -((width - 1 - sort_primary) / width) END AS bucket
              FROM (SELECT *, CASE WHEN board = 'score' THEN 100 ELSE 1000 END AS width
                    FROM leaderboard_entries) AS sized) AS bucketed
        GROUP BY board, rules, period, bucket
        """
    )


def downgrade() -> None:
    op.drop_table('leaderboard_buckets')

"""score boards count their entries in slices of 10 points (was 100), so that a rank stays cheap on big boards

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-01 02:00:00
"""

from collections.abc import Sequence

from alembic import op


revision: str = '0009'
down_revision: str | None = '0008'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def recount(score_width: int) -> str:
    """The score boards' buckets counted again from their entries (floor division by the width, written with
    integer division so that it means the same on every backend)."""
    return f"""
        INSERT INTO leaderboard_buckets (board, rules, league, period, bucket, entries)
        SELECT board, rules, league, period, bucket, count(*)
        FROM (SELECT board, rules, league, period,
                     CASE WHEN sort_primary >= 0 THEN sort_primary / {score_width}
                          ELSE -(({score_width} - 1 - sort_primary) / {score_width}) END AS bucket
              FROM leaderboard_entries WHERE board = 'score') AS bucketed
        GROUP BY board, rules, league, period, bucket
    """


def upgrade() -> None:
    op.execute("DELETE FROM leaderboard_buckets WHERE board = 'score'")
    op.execute(recount(10))


def downgrade() -> None:
    op.execute("DELETE FROM leaderboard_buckets WHERE board = 'score'")
    op.execute(recount(100))

"""Friends' boards: an index that finds a board's entries of a thousand friends quickly

A friends' board probes the board once per friend. Through the primary key each probe compares four text columns
and the player's id under the database's collation at every level of the tree, then reads the row from the table.
This index leads with one 64-bit number for the board (a hash of its four columns) and the player's id in the C
collation, so a probe compares a number and bytes, and it carries every other column of the entry, so the probes
read the index alone. The board's columns are still compared, so a hash shared by two boards changes no answer.
PostgreSQL only: SQLite's boards are small and read through the primary key. The index is built CONCURRENTLY, so
games go on being recorded on the boards while it builds (minutes on millions of entries); a build cut short leaves
an invalid index, which running the migration again drops and builds anew.

Revision ID: 0025
Revises: 0024
Create Date: 2026-12-14 10:00:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0025"
down_revision: str | None = "0024"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    # A plain SQL expression, so PostgreSQL inlines it alike in the index and in the query that names it.
    op.execute(
        """CREATE OR REPLACE FUNCTION leaderboard_board_key(board text, rules text, league text, period text)
           RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
           AS $$ SELECT hashtextextended(board || '/' || rules || '/' || league || '/' || period, 0) $$"""
    )
    with op.get_context().autocommit_block():
        op.execute("DROP INDEX CONCURRENTLY IF EXISTS ix_leaderboard_entries_friends")
        op.execute(
            """CREATE INDEX CONCURRENTLY ix_leaderboard_entries_friends ON leaderboard_entries
               (leaderboard_board_key(board, rules, league, period), (player_id COLLATE "C"))
               INCLUDE (sort_primary, sort_secondary, finished_at, board, rules, league, period, game_id, score,
                        elapsed_ms, moves)"""
        )


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    with op.get_context().autocommit_block():
        op.execute("DROP INDEX CONCURRENTLY IF EXISTS ix_leaderboard_entries_friends")
    op.execute("DROP FUNCTION leaderboard_board_key(text, text, text, text)")

"""The tutorial's games become lessons (kind 'lesson'), kept off their players' public lists

The page has always played its tutorial as a practice game of one deal (classic@1, seed 'lesson-2494'); those
games were shown to everyone as "Practice: resigned".

Revision ID: 0015
Revises: 0014
Create Date: 2026-12-04 10:00:00
"""

from collections.abc import Sequence

from alembic import op


revision: str = '0015'
down_revision: str | None = '0014'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TUTORIAL = "ranked = false AND rules = 'classic@1' AND seed = 'lesson-2494'"


def upgrade() -> None:
    op.execute(f"UPDATE games SET kind = 'lesson' WHERE kind = 'free' AND {TUTORIAL}")


def downgrade() -> None:
    op.execute("UPDATE games SET kind = 'free' WHERE kind = 'lesson'")

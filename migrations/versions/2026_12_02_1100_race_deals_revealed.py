"""games: a race game's deal is revealed by its race once the race is over, never by the state of other games

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-02 11:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '0013'
down_revision: str | None = '0012'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.add_column(sa.Column('deal_revealed', sa.Boolean(), server_default=sa.false(), nullable=False))
    op.execute(
        "UPDATE games SET deal_revealed = true WHERE id IN (SELECT racers.game_id FROM racers "
        "JOIN races ON races.id = racers.race_id WHERE races.status = 'finished')"
    )


def downgrade() -> None:
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.drop_column('deal_revealed')

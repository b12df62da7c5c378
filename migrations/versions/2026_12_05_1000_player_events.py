"""Each player's events (games started and ended, races matched and starting, moderation decisions), which their
event stream sends, announced on the player's channel (player:<id>) as they are written

Revision ID: 0016
Revises: 0015
Create Date: 2026-12-05 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from app.kit.db import UTCDateTime

revision: str = '0016'
down_revision: str | None = '0015'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

ANNOUNCE = """
CREATE OR REPLACE FUNCTION montana_announce_player_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('player:' || NEW.player_id, NEW.id::text);
    RETURN NULL;
END
$$;
CREATE TRIGGER player_events_announce AFTER INSERT ON player_events
    FOR EACH ROW EXECUTE FUNCTION montana_announce_player_event();
"""


def upgrade() -> None:
    op.create_table(
        'player_events',
        sa.Column('id', sa.BigInteger().with_variant(sa.Integer(), 'sqlite'), primary_key=True, autoincrement=True),
        sa.Column('player_id', sa.String(32), sa.ForeignKey('players.id', ondelete='CASCADE'), nullable=False),
        sa.Column('kind', sa.String(24), nullable=False),
        sa.Column('data', sa.JSON(), nullable=False),
        sa.Column('created_at', UTCDateTime(timezone=True), nullable=False),
    )
    op.create_index('ix_player_events_player_id_id', 'player_events', ['player_id', 'id'])
    op.create_index('ix_player_events_created_at', 'player_events', ['created_at'])
    if op.get_bind().dialect.name == 'postgresql':
        op.execute(ANNOUNCE)


def downgrade() -> None:
    if op.get_bind().dialect.name == 'postgresql':
        op.execute("DROP TRIGGER player_events_announce ON player_events")
        op.execute("DROP FUNCTION montana_announce_player_event()")
    op.drop_table('player_events')

"""Each resource announces its new versions on a channel of its own (game:<id>, settings:<player id>)

A process LISTENs to the channels its live streams watch and to no other, so a change nobody watches reaches no
process (see app/kit/events.py).

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-03 10:00:00
"""

from collections.abc import Sequence

from alembic import op


revision: str = '0014'
down_revision: str | None = '0013'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# The same channels as app/kit/events.py; the message is the new version.
A_CHANNEL_EACH = """
CREATE OR REPLACE FUNCTION montana_announce_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_TABLE_NAME = 'games' THEN
        PERFORM pg_notify('game:' || NEW.id, NEW.version::text);
    ELSE
        PERFORM pg_notify('settings:' || NEW.id, NEW.settings_version::text);
    END IF;
    RETURN NULL;
END
$$;
"""

ONE_CHANNEL = """
CREATE OR REPLACE FUNCTION montana_announce_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_TABLE_NAME = 'games' THEN
        PERFORM pg_notify('montana_events', 'game:' || NEW.id || ' ' || NEW.version);
    ELSE
        PERFORM pg_notify('montana_events', 'settings:' || NEW.id || ' ' || NEW.settings_version);
    END IF;
    RETURN NULL;
END
$$;
"""


def upgrade() -> None:
    if op.get_bind().dialect.name == 'postgresql':
        op.execute(A_CHANNEL_EACH)


def downgrade() -> None:
    if op.get_bind().dialect.name == 'postgresql':
        op.execute(ONE_CHANNEL)

"""PostgreSQL announces each new version of a game and of a player's settings (live updates)

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-01 01:00:00
"""

from collections.abc import Sequence

from alembic import op


revision: str = '0008'
down_revision: str | None = '0007'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# The same channel and message form as app/kit/events.py: "<channel> <version>", delivered at commit.
ANNOUNCE = """
CREATE FUNCTION montana_announce_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_TABLE_NAME = 'games' THEN
        PERFORM pg_notify('montana_events', 'game:' || NEW.id || ' ' || NEW.version);
    ELSE
        PERFORM pg_notify('montana_events', 'settings:' || NEW.id || ' ' || NEW.settings_version);
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER games_announce_version AFTER UPDATE OF version ON games
    FOR EACH ROW WHEN (NEW.version IS DISTINCT FROM OLD.version) EXECUTE FUNCTION montana_announce_version();
CREATE TRIGGER players_announce_settings AFTER UPDATE OF settings_version ON players
    FOR EACH ROW WHEN (NEW.settings_version IS DISTINCT FROM OLD.settings_version)
    EXECUTE FUNCTION montana_announce_version();
"""


def upgrade() -> None:
    if op.get_bind().dialect.name == 'postgresql':
        op.execute(ANNOUNCE)


def downgrade() -> None:
    if op.get_bind().dialect.name == 'postgresql':
        op.execute("DROP TRIGGER IF EXISTS players_announce_settings ON players")
        op.execute("DROP TRIGGER IF EXISTS games_announce_version ON games")
        op.execute("DROP FUNCTION IF EXISTS montana_announce_version()")

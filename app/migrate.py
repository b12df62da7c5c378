"""Apply the Alembic migrations, from the app (``montana-migrate``) or from tests."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.engine import Connection

ROOT = Path(__file__).resolve().parents[1]


def alembic_config(database_url: str) -> Config:
    config = Config(str(ROOT / "alembic.ini"))
    config.set_main_option("script_location", str(ROOT / "migrations"))
    config.attributes["database_url"] = database_url
    config.attributes["configure_logger"] = False
    return config


def upgrade_to_head(database_url: str) -> None:
    command.upgrade(alembic_config(database_url), "head")


@cache
def expected_heads() -> frozenset[str]:
    """The newest migrations this code was shipped with (read from the scripts once)."""
    return frozenset(ScriptDirectory.from_config(alembic_config("sqlite://")).get_heads())


def is_at_head(connection: Connection) -> bool:
    """Whether the database answers and its schema is at the newest migration (one small query)."""
    return set(MigrationContext.configure(connection).get_current_heads()) == expected_heads()


def main() -> None:
    from app.config import get_settings

    upgrade_to_head(get_settings().database_url)


if __name__ == "__main__":
    main()

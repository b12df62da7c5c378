"""Apply the Alembic migrations, from the app (``montana-migrate``) or from tests."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.engine import Engine

ROOT = Path(__file__).resolve().parents[1]


def alembic_config(database_url: str) -> Config:
    config = Config(str(ROOT / "alembic.ini"))
    config.set_main_option("script_location", str(ROOT / "migrations"))
    config.attributes["database_url"] = database_url
    config.attributes["configure_logger"] = False
    return config


def upgrade_to_head(database_url: str) -> None:
    command.upgrade(alembic_config(database_url), "head")


def is_at_head(engine: Engine) -> bool:
    heads = set(ScriptDirectory.from_config(alembic_config(str(engine.url))).get_heads())
    with engine.connect() as connection:
        return set(MigrationContext.configure(connection).get_current_heads()) == heads


def main() -> None:
    from app.config import get_settings

    upgrade_to_head(get_settings().database_url)


if __name__ == "__main__":
    main()

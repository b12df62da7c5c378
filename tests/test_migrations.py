"""The migrations build the schema the models describe, on SQLite and PostgreSQL."""

from __future__ import annotations

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect

from app.kit.db import Base, Database
from app.migrate import alembic_config, is_at_head, upgrade_to_head


def test_the_migrated_schema_matches_the_models(migrated_database: Database) -> None:
    with migrated_database.engine.connect() as connection:
        differences = compare_metadata(MigrationContext.configure(connection), Base.metadata)
        assert is_at_head(connection)
    assert differences == [], "write a migration for these model changes"


def test_migrations_go_down_to_empty_and_up_again(database_url: str, migrated_database: Database) -> None:
    config = alembic_config(database_url)
    command.downgrade(config, "base")
    assert set(inspect(migrated_database.engine).get_table_names()) <= {"alembic_version"}
    with migrated_database.engine.connect() as connection:
        assert not is_at_head(connection)
    upgrade_to_head(database_url)
    assert {table.name for table in Base.metadata.sorted_tables} <= set(
        inspect(migrated_database.engine).get_table_names()
    )

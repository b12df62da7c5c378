"""The migrations build the schema the models describe, on SQLite and PostgreSQL."""

from __future__ import annotations

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect

from app.kit.db import Base, Database
from app.migrate import alembic_config, is_at_head, upgrade_to_head

# PostgreSQL's expression indexes, which the models cannot state: their migrations make and explain them.
EXPRESSION_INDEXES = {"ix_leaderboard_entries_friends": "leaderboard_entries"}


def _not_an_expression_index(item: object, name: str | None, kind: str, reflected: bool, compare_to: object) -> bool:
    return not (kind == "index" and name in EXPRESSION_INDEXES)


def test_the_migrated_schema_matches_the_models(migrated_database: Database) -> None:
    with migrated_database.engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"include_object": _not_an_expression_index})
        differences = compare_metadata(context, Base.metadata)
        assert is_at_head(connection)
    assert differences == [], "write a migration for these model changes"
    if migrated_database.engine.dialect.name == "postgresql":
        inspector = inspect(migrated_database.engine)
        for index, table in EXPRESSION_INDEXES.items():
            assert index in {found["name"] for found in inspector.get_indexes(table)}


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

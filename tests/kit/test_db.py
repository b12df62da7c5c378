"""The unit of work (run again when the database aborts it) and the read replica (DATABASE_READ_URL), which serves
anonymous public reads; anything with a token reads the primary."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session

from app.config import Settings
from app.kit.db import Database, after_commit
from app.main import create_app
from app.migrate import upgrade_to_head
from tests.conftest import TEST_SECRET_KEY, UNLIMITED, FakeClock, new_player, on_a_loop_of_its_own


@pytest.fixture
def primary_and_replica(tmp_path: Path) -> Iterator[tuple[Database, str]]:
    primary_url, replica_file = f"sqlite:///{tmp_path / 'primary.db'}", tmp_path / "replica.db"
    upgrade_to_head(primary_url)
    database = Database(primary_url, read_url=f"sqlite:///{replica_file}")
    yield database, str(replica_file)
    database.engine.dispose()


def rename(database_file: str, player_id: str, name: str) -> None:
    database = Database(f"sqlite:///{database_file}")
    with database.engine.begin() as connection:
        connection.execute(
            text("UPDATE players SET display_name = :name WHERE id = :id"), {"name": name, "id": player_id}
        )
    database.engine.dispose()


def test_anonymous_public_reads_come_from_the_replica_and_a_token_reads_the_primary(
    primary_and_replica: tuple[Database, str], clock: FakeClock
) -> None:
    database, replica_file = primary_and_replica
    settings = Settings(environment="test", database_url=database.url, secret_key=TEST_SECRET_KEY, **UNLIMITED)
    with TestClient(create_app(settings, database, clock)) as client:
        auth = new_player(client)
        me = client.get("/api/v1/players/me", headers=auth).json()["id"]
        primary_file = database.url.removeprefix("sqlite:///")
        rename(primary_file, me, "Lagging")
        with sqlite3.connect(primary_file) as source, sqlite3.connect(replica_file) as replica:
            source.backup(replica)  # the replica has caught up to here
        rename(primary_file, me, "Current")

        assert client.get(f"/api/v1/players/{me}").json()["name"] == "Lagging"
        assert client.get("/api/v1/players/me/profile", headers=auth).json()["display_name"] == "Current"
        around = client.get(f"/api/v1/leaderboards/score/around/{me}")
        assert around.json()["rank"] is None, around.text  # on no board yet, in either copy


class Deadlock(Exception):
    sqlstate = "40P01"


def test_a_unit_of_work_run_again_keeps_only_the_commit_hooks_of_the_run_that_committed(tmp_path: Path) -> None:
    """A transaction the database aborted (a deadlock) is run again: what its first run meant to announce after the
    commit is forgotten with its rollback, so each change is announced once."""
    url = f"sqlite:///{tmp_path / 'montana.db'}"
    upgrade_to_head(url)
    database = Database(url)
    announced: list[int] = []
    runs: list[int] = []

    def work(session: Session) -> str:
        runs.append(1)
        run = len(runs)
        session.execute(text("SELECT 1"))
        after_commit(session, lambda _session: announced.append(run))
        if len(runs) < 3:
            raise OperationalError("SELECT 1", {}, Deadlock())
        return "done"

    assert on_a_loop_of_its_own(database.run(work)) == "done"
    assert len(runs) == 3 and announced == [3], "only the run that committed announced its change"
    database.engine.dispose()

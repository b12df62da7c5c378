from __future__ import annotations

import asyncio
import json
import logging
import uuid
from collections.abc import Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, TypeVar

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from app.config import Settings
from app.kit.db import Base, Database
from app.main import create_app
from app.migrate import upgrade_to_head
from tests.services import postgres_admin_url, redis_url, stop_all

ROOT = Path(__file__).resolve().parents[1]
VECTORS = ROOT / "docs" / "spec" / "vectors"


def load_vectors(name: str) -> Any:
    return json.loads((VECTORS / name).read_text(encoding="utf-8"))


# -- the server on a migrated database: every API test runs on SQLite and on PostgreSQL --


def pytest_unconfigure(config: pytest.Config) -> None:
    stop_all()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Marks what ``make check`` leaves out: a test on PostgreSQL (the ``postgresql`` run of an API test, or one of
    server processes on a database of its own), and the slow kinds (faults injected into running servers, the
    deployment's proxy, the schema fuzzer)."""
    slow = (ROOT / "tests" / "faults", ROOT / "tests" / "test_deploy.py", ROOT / "tests" / "test_openapi_fuzz.py")
    for item in items:
        if any(item.path.is_relative_to(place) for place in slow):
            item.add_marker(pytest.mark.slow)
        callspec = getattr(item, "callspec", None)
        on_postgresql = callspec is not None and callspec.params.get("database_url") == "postgresql"
        if on_postgresql or "postgres_url" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.postgres)


TEST_SECRET_KEY = "test-secret-key-of-at-least-32-characters"
UNLIMITED: dict[str, Any] = {
    **{
        f"rate_limit_{name}": "1000000/second"
        for name in (
            "address",
            "session",
            "signup",
            "hint",
            "hint_address",
            "winnable_address",
            "readyz",
            "race",
            "solver_address",
            "race_code",
            "replay",
            "oauth",
            "follow",
        )
    },
    "hint_queue": 64,
    "read_cache_seconds": 0,
    "campaign_proof_seconds": 0.005,
    "campaign_candidates": 2,
    "deal_rating_seconds": 0.5,
}
"""Tests play faster than any person (tests/test_hardening.py checks the limits themselves), and choose
campaign deals and rate deals with little search."""
UNLIMITED_ENV = {name.upper(): str(value) for name, value in UNLIMITED.items()}


class FakeClock:
    """The server's clock, moved by the test."""

    def __init__(self) -> None:
        self.now = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


def postgres_database(tmp_name: str) -> Iterator[str]:
    admin_url = postgres_admin_url()
    admin = create_engine(admin_url, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as connection:
            connection.execute(text(f'CREATE DATABASE "{tmp_name}"'))
    except Exception as error:  # a missing PostgreSQL fails the run: it must never be skipped quietly
        pytest.fail(f"PostgreSQL is not reachable at {admin_url} ({error}); start it or set MONTANA_TEST_POSTGRES_URL")
    try:
        yield make_url(admin_url).set(database=tmp_name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{tmp_name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture(scope="session", params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path_factory.mktemp('db') / 'montana.db'}"
    else:
        yield from postgres_database(f"montana_test_{uuid.uuid4().hex[:12]}")


@pytest.fixture
def shared_redis() -> str:
    """A Redis that the servers of a test share (the run's own)."""
    return redis_url()


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """A migrated scratch PostgreSQL database of this test's own (for tests that run server processes)."""
    for url in postgres_database(f"montana_process_{uuid.uuid4().hex[:12]}"):
        upgrade_to_head(url)
        yield url


@pytest.fixture(scope="session")
def migrated_database(database_url: str) -> Iterator[Database]:
    upgrade_to_head(database_url)
    database = Database(database_url)
    yield database
    database.engine.dispose()


@pytest.fixture
def database(migrated_database: Database) -> Database:
    with migrated_database.engine.begin() as connection:
        for table in reversed(Base.metadata.sorted_tables):
            connection.execute(table.delete())
    return migrated_database


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def app(database: Database, clock: FakeClock) -> FastAPI:
    settings = Settings(environment="test", database_url=database.url, secret_key=TEST_SECRET_KEY, **UNLIMITED)
    return create_app(settings, database, clock=clock)


@pytest.fixture
def client(app: FastAPI) -> Iterator[TestClient]:
    with TestClient(app) as test_client:
        yield test_client


def settings_with(database: Database, **limits: Any) -> Settings:
    """Test settings: unlimited but for the limits given."""
    return Settings(environment="test", database_url=database.url, secret_key=TEST_SECRET_KEY, **UNLIMITED | limits)


@pytest.fixture
def app_with(database: Database, clock: FakeClock) -> Any:
    """A client of the app with the limits given (the others unlimited)."""

    def make(**limits: Any) -> TestClient:
        return TestClient(create_app(settings_with(database, **limits), database, clock))

    return make


T = TypeVar("T")


def on_a_loop_of_its_own(coroutine: Coroutine[Any, Any, T]) -> T:
    """Runs ``coroutine`` on a new event loop in a thread of its own, whatever loop this thread may hold."""
    with ThreadPoolExecutor(1) as apart:
        return apart.submit(asyncio.run, coroutine).result()


def logged(capsys: pytest.CaptureFixture[str]) -> str:
    """What the app has logged to the captured stderr so far (its lines are written together a few times a second:
    the test writes them now)."""
    for handler in logging.getLogger("montana").handlers:
        handler.flush()
    return capsys.readouterr().err


def new_player(client: TestClient) -> dict[str, str]:
    """A fresh guest's authorization header."""
    response = client.post("/api/v1/players")
    assert response.status_code == 201, response.text
    return {"Authorization": f"Bearer {response.json()['token']}"}


def choose_campaign_deals(database: Database) -> None:
    """Give every campaign level not chosen yet a deal, as the worker would (without the proofs, which take seconds)."""
    from app.games.deals import campaign_candidate
    from app.games.models import CampaignDeal

    with database.sessions() as session:
        for level in range(1, 13):
            if session.get(CampaignDeal, level) is not None:
                continue
            seed = campaign_candidate(TEST_SECRET_KEY, level, 0)
            session.add(CampaignDeal(level=level, seed=seed, par_moves=None, chosen_at=datetime.now(UTC)))
        session.commit()


def rig_one_move_from_a_win(database: Database, game_id: str) -> None:
    """Put a stored game one move (KS to [0, 11]) from a win, so a test can win it for real."""
    from app.engine import Board, Game, get_rules
    from tests.engine.positions import one_move_from_a_win

    with database.engine.begin() as connection:
        rules = connection.exec_driver_sql(f"SELECT rules FROM games WHERE id = '{game_id}'").scalar_one()
        game = Game(rules, "rigged")
        game.board = Board.from_rows(get_rules(rules), one_move_from_a_win())
        from app.games.repository import GAMES

        connection.execute(GAMES.update().where(GAMES.c.id == game_id).values(position=game.snapshot()))


def rig_seed(database: Database, game_id: str, seed: str) -> None:
    """Deal a stored game again from ``seed`` (a known deal), so that a test can play it out for real."""
    from app.engine import Game, commitment
    from app.games.repository import GAMES

    with database.engine.begin() as connection:
        rules = connection.execute(GAMES.select().where(GAMES.c.id == game_id)).one().rules
        values = {"seed": seed, "seed_commitment": commitment(seed), "position": Game(rules, seed).snapshot()}
        connection.execute(GAMES.update().where(GAMES.c.id == game_id).values(values))


def win(client: TestClient, auth: dict[str, str], game_id: str) -> dict[str, Any]:
    response = client.post(
        f"/api/v1/games/{game_id}/actions", json={"type": "move", "card": "KS", "to": [0, 11]}, headers=auth
    )
    assert response.status_code == 200, response.text
    assert response.json()["status"] == "won"
    return dict(response.json())

"""No secret reaches a log line, whatever fails: errors forced on every table that holds one."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text

from app.config import Settings
from app.db import Database
from app.main import create_app
from app.middleware import redact
from tests.conftest import TEST_SECRET_KEY, UNLIMITED, FakeClock, new_player

Failure = Callable[[TestClient, Database, pytest.MonkeyPatch], list[str]]


def secrets_of(database: Database, query: str) -> list[str]:
    with database.engine.connect() as connection:
        return [str(value) for value in connection.execute(text(query)).scalars() if value]


def game_inserted_twice(client: TestClient, database: Database, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    from app.games.repository import GameRepository

    original = GameRepository.add

    def twice(self: GameRepository, game: Any) -> None:
        original(self, game)
        original(self, game)

    monkeypatch.setattr(GameRepository, "add", twice)
    client.post("/api/v1/games", json={}, headers=new_player(client))
    monkeypatch.setattr(GameRepository, "add", original)
    client.post("/api/v1/games", json={}, headers=new_player(client))
    return secrets_of(database, "SELECT seed FROM games")


def proven_deal_stored_twice(client: TestClient, database: Database, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    from app.games import service
    from app.games.models import WinnableDeal

    seed = "ab" * 32
    with database.sessions() as session:
        session.add(WinnableDeal(seed=seed, rules="classic@1", par_moves=90, proved_at=FakeClock()()))
        session.commit()

    def take_again(session: Any, rules: str, game_id: str) -> Any:
        session.add(WinnableDeal(seed=seed, rules=rules, par_moves=90, proved_at=FakeClock()()))
        session.flush()

    monkeypatch.setattr(service, "take", take_again)
    client.post("/api/v1/games", json={"winnable": True}, headers=new_player(client))
    return [seed]


def campaign_deal_chosen_twice(client: TestClient, database: Database, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    from app.games import router
    from app.games.models import CampaignDeal
    from tests.conftest import choose_campaign_deals

    choose_campaign_deals(database)

    def choose_again(session: Any, level: int) -> Any:
        chosen = session.get(CampaignDeal, level)
        session.execute(
            text("INSERT INTO campaign_deals (level, seed, par_moves, chosen_at) VALUES (:level, :seed, 1, :at)"),
            {"level": level, "seed": chosen.seed, "at": FakeClock()()},
        )

    monkeypatch.setattr(router, "campaign_deal", choose_again)
    client.post("/api/v1/campaign/1/games", headers=new_player(client))
    return secrets_of(database, "SELECT seed FROM campaign_deals")


def daily_deal_read_by_a_broken_request(
    client: TestClient, database: Database, monkeypatch: pytest.MonkeyPatch
) -> list[str]:
    from app.games.service import GameService

    original = GameService.start_daily

    def broken(self: GameService, *args: Any, **kwargs: Any) -> Any:
        loaded, _ = original(self, *args, **kwargs)
        raise RuntimeError(f"a bug while dealing {loaded.record}")

    monkeypatch.setattr(GameService, "start_daily", broken)
    client.post("/api/v1/daily/game", headers=new_player(client))
    from app.games.deals import daily_seed

    return [daily_seed(TEST_SECRET_KEY, FakeClock()().date())]


def session_stored_twice(client: TestClient, database: Database, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    from app.players.repository import PlayerRepository

    original = PlayerRepository.add
    tokens: list[str] = []

    def twice(self: PlayerRepository, row: Any) -> None:
        original(self, row)
        if hasattr(row, "token_hash"):
            tokens.append(row.token_hash)
            self.session.execute(
                text("INSERT INTO sessions (player_id, token_hash, kind, created_at, expires_at) "
                     "VALUES (:p, :h, 'device', :t, :t)"),
                {"p": row.player_id, "h": row.token_hash, "t": row.created_at},
            )  # fmt: skip

    monkeypatch.setattr(PlayerRepository, "add", twice)
    client.post("/api/v1/players")
    return tokens


def account_made_twice(client: TestClient, database: Database, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    from app.players.repository import PlayerRepository

    auth = new_player(client)
    client.post(
        "/api/v1/players/me/account", json={"username": "holder", "password": "a secret password"}, headers=auth
    )
    hashes = secrets_of(database, "SELECT password_hash FROM players WHERE password_hash IS NOT NULL")

    def clash(self: PlayerRepository, key: str) -> None:
        return None  # the uniqueness check misses: the database refuses the second account

    monkeypatch.setattr(PlayerRepository, "by_username", clash)
    other = new_player(client)
    client.post("/api/v1/players/me/account", json={"username": "holder", "password": "another secret"}, headers=other)
    token = other["Authorization"].removeprefix("Bearer ")
    return [*hashes, *secrets_of(database, "SELECT password_hash FROM players WHERE password_hash IS NOT NULL"), token]


@pytest.mark.parametrize(
    "fail",
    [
        game_inserted_twice,
        proven_deal_stored_twice,
        campaign_deal_chosen_twice,
        daily_deal_read_by_a_broken_request,
        session_stored_twice,
        account_made_twice,
    ],
)
def test_no_secret_reaches_the_logs_when_a_request_fails(
    database: Database, clock: FakeClock, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
    fail: Failure,
) -> None:  # fmt: skip
    settings = Settings(environment="test", database_url=database.url, secret_key=TEST_SECRET_KEY, **UNLIMITED)
    with TestClient(create_app(settings, database, clock)) as client:
        secrets = fail(client, database, monkeypatch)
    logged = capsys.readouterr().err
    assert secrets and all(len(secret) >= 32 for secret in secrets)
    assert '"status": 500' in logged or '"status": 409' in logged, "the request failed"
    leaked = [secret for secret in secrets if secret in logged]
    assert leaked == []


def test_the_redaction_hides_seeds_digests_hashes_and_tokens() -> None:
    line = (
        "Key (seed)=(3f" + "a" * 62 + ") token chDhTN5E0123456789abcdefghijklmnopqrstuvwxy "
        "hash $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA game 0123456789abcdef0123456789abcdef"
    )
    assert redact(line) == (
        "Key (seed)=([secret]) token [secret] hash [secret] game 0123456789abcdef0123456789abcdef"
    ), "game ids (32 hexadecimal digits) stay: they are public"

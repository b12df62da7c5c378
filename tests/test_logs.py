"""No secret reaches a log line, whatever fails: errors forced on every table that holds one."""

from __future__ import annotations

import io
import json
import logging
import threading
import time
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import text

from app.config import Settings
from app.kit.db import Database
from app.kit.middleware import BufferedLines, JsonFormatter, redact
from app.main import create_app
from tests.conftest import TEST_SECRET_KEY, UNLIMITED, FakeClock, logged, new_player

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
    from app.games import starting
    from app.games.models import WinnableDeal

    seed = "ab" * 32
    with database.sessions() as session:
        session.add(WinnableDeal(seed=seed, rules="classic@1", par_moves=90, proved_at=FakeClock()()))
        session.commit()

    def take_again(session: Any, rules: str, game_id: str) -> Any:
        session.add(WinnableDeal(seed=seed, rules=rules, par_moves=90, proved_at=FakeClock()()))
        session.flush()

    monkeypatch.setattr(starting, "take", take_again)
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
    written = logged(capsys)
    assert secrets and all(len(secret) >= 32 for secret in secrets)
    statuses = {entry.get("status") for entry in map(json.loads, written.splitlines()) if entry["message"] == "request"}
    assert statuses & {500, 409}, "the request failed"
    leaked = [secret for secret in secrets if secret in written]
    assert leaked == []


def test_the_redaction_hides_seeds_digests_hashes_and_tokens() -> None:
    line = (
        "Key (seed)=(3f" + "a" * 62 + ") token chDhTN5E0123456789abcdefghijklmnopqrstuvwxy "
        "hash $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA game 0123456789abcdef0123456789abcdef"
    )
    assert redact(line) == (
        "Key (seed)=([secret]) token [secret] hash [secret] game 0123456789abcdef0123456789abcdef"
    ), "game ids (32 hexadecimal digits) stay: they are public"


SEED = "3f" + "a" * 62
TOKEN = "chDhTN5E0123456789abcdefghijklmnopqrstuvwxy"
PIECES = st.sampled_from([SEED, TOKEN, "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA", "/api/v1/games/", " ", "-", "x"])
PLAIN = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=80),
    st.lists(PIECES, max_size=6).map("".join),
)  # fmt: skip


@settings(suppress_health_check=[HealthCheck.too_slow])  # its inputs are tiny: a slow draw is a busy machine
@given(fields=st.dictionaries(st.sampled_from(["path", "route", "status", "ms", "method", "note"]), PLAIN))
def test_a_request_line_is_redacted_as_the_whole_line_would_be(fields: dict[str, Any]) -> None:
    """The formatter scans only a line's long strings for secrets: what it writes is what a scan of the whole line
    would leave."""
    record = logging.LogRecord("montana.http", logging.INFO, "x", 0, "request", (), None)
    record.fields = fields
    formatter = JsonFormatter()
    whole = redact(json.dumps(formatter._entry(record), default=str, ensure_ascii=False))
    assert json.loads(formatter.format(record)) == json.loads(whole)


def test_a_secret_beside_a_letter_outside_ascii_is_redacted() -> None:
    record = logging.LogRecord("montana", logging.ERROR, "x", 0, "failed", (), None)
    record.fields = {"note": f"é{TOKEN}", "values": [f"ü{TOKEN}"]}
    assert TOKEN not in JsonFormatter().format(record)
    record.fields = {"note": f"é{TOKEN}"}
    assert TOKEN not in JsonFormatter().format(record)


def test_a_line_with_a_value_of_any_other_kind_is_redacted_whole() -> None:
    record = logging.LogRecord("montana", logging.ERROR, "x", 0, "failed", (), None)
    record.fields = {"values": {"seed": SEED}, "codes": [TOKEN]}
    line = JsonFormatter().format(record)
    assert SEED not in line and TOKEN not in line and json.loads(line)["values"] == {"seed": "[secret]"}


def buffered_logger(name: str, stream: io.StringIO) -> tuple[logging.Logger, BufferedLines]:
    """A logger of its own writing its messages alone to ``stream`` through a :class:`BufferedLines`."""
    handler = BufferedLines(stream)
    handler.setFormatter(logging.Formatter("%(message)s"))
    logger = logging.getLogger(name)
    logger.handlers, logger.propagate = [handler], False
    logger.setLevel(logging.INFO)
    return logger, handler


class CountedWrites(io.StringIO):
    def __init__(self) -> None:
        super().__init__()
        self.writes = 0

    def write(self, text: str) -> int:
        self.writes += 1
        return super().write(text)


def written_within(stream: io.StringIO, text: str, seconds: float) -> float:
    """How long it took ``text`` to reach ``stream`` (at most ``seconds``)."""
    started = time.monotonic()
    while text not in stream.getvalue() and time.monotonic() - started < seconds:
        time.sleep(0.005)
    return time.monotonic() - started


def test_lines_are_written_together_a_warning_at_once_and_the_rest_within_moments() -> None:
    stream = CountedWrites()
    logger, _ = buffered_logger("montana.tests.buffered", stream)
    for n in range(200):
        logger.info("line %d", n)
    logger.warning("trouble")
    assert written_within(stream, "trouble", 2) < BufferedLines.FLUSH_EVERY / 2, "a warning is written at once"
    lines = stream.getvalue().splitlines()
    assert lines[-1] == "trouble" and lines[:200] == [f"line {n}" for n in range(200)], "after the lines before it"
    assert stream.writes <= 3, "not a write a line"
    logger.info("later")
    deadline = time.monotonic() + 2
    while "later" not in stream.getvalue() and time.monotonic() < deadline:
        time.sleep(0.02)
    assert stream.getvalue().endswith("later\n"), "written within moments, with nothing more logged"


class FailingWrites(io.StringIO):
    def __init__(self) -> None:
        super().__init__()
        self.failing = True

    def write(self, text: str) -> int:
        if self.failing:
            raise OSError(28, "No space left on device")
        return super().write(text)


def test_lines_held_are_bounded_and_a_failed_write_does_not_stop_the_writing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(BufferedLines, "MOST_LINES", 50)
    monkeypatch.setattr(logging, "raiseExceptions", False)  # a failed write is not reported on stderr
    stream = FailingWrites()
    logger, handler = buffered_logger("montana.tests.failing", stream)
    for n in range(500):
        logger.info("line %d", n)
    assert len(handler._lines) <= 50, "what could not be written is not held for ever"
    time.sleep(3 * BufferedLines.FLUSH_EVERY)  # the flusher meets the failing stream, and goes on
    stream.failing = False
    logger.info("the disk has room again")
    written_within(stream, "room again", 2)
    assert stream.getvalue().endswith("the disk has room again\n")


class StalledReader(io.StringIO):
    """A pipe whose reader has stopped reading: a write waits until it is let go."""

    def __init__(self) -> None:
        super().__init__()
        self.reading = threading.Event()

    def write(self, text: str) -> int:
        self.reading.wait(10)
        return super().write(text)


def test_a_stalled_log_reader_never_holds_up_the_code_that_logs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(BufferedLines, "MOST_LINES", 100)
    stream = StalledReader()
    logger, _ = buffered_logger("montana.tests.stalled", stream)
    logger.warning("the first line: the flusher is now stuck writing it")
    time.sleep(BufferedLines.FLUSH_EVERY)
    started = time.monotonic()
    for n in range(1000):
        logger.info("line %d", n)
        logger.error("a failure %d", n)
    assert time.monotonic() - started < 0.5, "logging costs its formatting only, even while the writes are stuck"
    stream.reading.set()
    written_within(stream, "a failure 999", 2)
    lines = stream.getvalue().splitlines()
    assert any("log lines were dropped here" in line for line in lines), "what was dropped is said"
    assert lines[-1] == "a failure 999" and len(lines) <= 102

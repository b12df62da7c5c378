"""Live updates on PostgreSQL: a process hears the channels its listeners watch, and nothing else."""

from __future__ import annotations

import asyncio
from typing import Any

import psycopg
import pytest
from sqlalchemy.engine import make_url

from app.kit import events as events_module
from app.kit.events import Events
from tests.conftest import on_a_loop_of_its_own


def test_a_process_hears_only_what_its_listeners_watch_and_stops_listening_when_they_leave(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(events_module, "CHECK_EVERY_SECONDS", 0.05)
    plain = make_url(postgres_url).set(drivername="postgresql").render_as_string(hide_password=False)

    async def scenario() -> tuple[int, int, set[str], set[str]]:
        events = Events()
        events.start(postgres_url)
        await asyncio.wait_for(events.connected.wait(), 10)
        writer = await psycopg.AsyncConnection.connect(plain, autocommit=True)
        try:
            with events.watch() as watch:
                await watch.tune(["game:watched"])
                await writer.execute("SELECT pg_notify('game:elsewhere', '2')")
                await writer.execute("SELECT pg_notify('game:watched', '2')")
                assert await watch.wait(5), "the watched channel's news arrives"
                await asyncio.sleep(0.2)
                heard = events.delivered
                listened = set(events._heard)
            await asyncio.sleep(0.3)  # a check or two of the listening connection
            await writer.execute("SELECT pg_notify('game:watched', '3')")
            await asyncio.sleep(0.2)
            after = set(events._heard)
            return heard, events.delivered, listened, after
        finally:
            await writer.close()
            await events.stop()

    heard, later, listened, after = on_a_loop_of_its_own(scenario())
    assert heard == 1, "news of a channel nobody here watches never reaches the process"
    assert listened == {"game:watched"}
    assert after == set() and later == 1, "once nobody watches it, the process stops listening to it"


def test_a_listen_that_failed_opens_the_connection_again_and_its_listener_is_told_to_look_again(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(events_module, "CHECK_EVERY_SECONDS", 0.05)
    plain = make_url(postgres_url).set(drivername="postgresql").render_as_string(hide_password=False)

    async def scenario() -> tuple[bool, bool]:
        events = Events()
        events.start(postgres_url)
        await asyncio.wait_for(events.connected.wait(), 10)
        within = events_module._within
        failures = [TimeoutError("the database answered too late")]

        async def failing_once(command: Any) -> None:
            if failures:
                command.close()
                raise failures.pop()
            await within(command)

        monkeypatch.setattr(events_module, "_within", failing_once)
        writer = await psycopg.AsyncConnection.connect(plain, autocommit=True)
        try:
            with events.watch() as watch:
                await watch.tune(["game:unlucky"])
                # The connection opened again LISTENs to it and wakes every listener: news may have been missed.
                told_to_look = await watch.wait(5)
                await asyncio.sleep(0.1)
                await writer.execute("SELECT pg_notify('game:unlucky', '2')")
                return told_to_look, await watch.wait(5)
        finally:
            await writer.close()
            await events.stop()

    told_to_look, heard = on_a_loop_of_its_own(scenario())
    assert told_to_look and heard, "a listener whose LISTEN failed once still hears its channel's news"

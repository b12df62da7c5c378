"""Live updates: a write tells the listeners of a resource that it has a new version, across server processes.

A channel is a string such as ``game:<id>`` or ``settings:<player id>``; a message is the new version. The
writer publishes inside its transaction, and listeners hear it only once the transaction has committed:

- PostgreSQL: ``pg_notify`` in the transaction (PostgreSQL delivers it at commit, never for a rollback); each
  server process keeps one connection that ``LISTEN``s and hands each notification to its own listeners. So a
  player whose two devices are served by different processes sees every move on both. A game's new version and
  a player's new settings version are announced by the database itself (a trigger, migration 0008), so the
  write that makes them costs no extra statement; other channels are published here.
- SQLite (one process on a laptop): the message is handed over in the process after the commit.

A listener gets the newest version of its channel (older ones it missed are of no use: it reads the resource
again), so a slow listener costs one value, never a queue that grows.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections import defaultdict
from collections.abc import AsyncIterator
from typing import Any

import psycopg
from sqlalchemy import event, func, select
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session

CHANNEL = "montana_events"
ANNOUNCED_BY_THE_DATABASE = ("game:", "settings:")
"""Channels PostgreSQL's own triggers announce (see migration 0008)."""
logger = logging.getLogger("montana.events")


class Listener:
    """One listener's newest version of its channel, and a way to wait for a newer one."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.version = 0
        self.changed = asyncio.Event()

    def offer(self, version: int) -> None:
        """From any thread: a newer version (or 0, "look again") makes the listener wake up."""
        if version > self.version or version == 0:
            self.version = max(self.version, version)
            self.loop.call_soon_threadsafe(self.changed.set)


class Events:
    """The process's listeners by channel, and publishing for its backend (``start`` picks PostgreSQL's)."""

    def __init__(self) -> None:
        self.listeners: defaultdict[str, set[Listener]] = defaultdict(set)
        self.lock = threading.Lock()
        self.postgres_url: str | None = None
        self._task: asyncio.Task[None] | None = None
        self.connected = asyncio.Event()

    # -- publishing (in the writer's transaction) ---------------------------------------------

    def publish(self, session: Session, channel: str, version: int) -> None:
        message = f"{channel} {version}"
        if session.get_bind().dialect.name == "postgresql":
            if not channel.startswith(ANNOUNCED_BY_THE_DATABASE):
                session.connection().execute(select(func.pg_notify(CHANNEL, message)))
            return

        def deliver(_session: Session) -> None:
            self.deliver(message)

        event.listen(session, "after_commit", deliver, once=True)

    def deliver(self, message: str) -> None:
        channel, _, version = message.rpartition(" ")
        with self.lock:
            listeners = list(self.listeners.get(channel, ()))
        for listener in listeners:
            listener.offer(int(version))

    # -- listening ----------------------------------------------------------------------------------

    @contextlib.contextmanager
    def listen(self, channel: str, since: int) -> Any:
        listener = Listener(asyncio.get_running_loop())
        listener.version = since
        with self.lock:
            self.listeners[channel].add(listener)
        try:
            yield listener
        finally:
            with self.lock:
                self.listeners[channel].discard(listener)
                if not self.listeners[channel]:
                    del self.listeners[channel]

    async def changes(self, channel: str, since: int, heartbeat: float) -> AsyncIterator[bool]:
        """True whenever ``channel`` may have a version newer than ``since`` (read it again), False after each
        ``heartbeat`` seconds of quiet."""
        with self.listen(channel, since) as listener:
            while True:
                try:
                    await asyncio.wait_for(listener.changed.wait(), heartbeat)
                except TimeoutError:
                    yield False
                    continue
                listener.changed.clear()
                yield True

    def look_again(self) -> None:
        """Wake every listener: notifications may have been missed while the database was away."""
        with self.lock:
            listeners = [listener for group in self.listeners.values() for listener in group]
        for listener in listeners:
            listener.offer(0)

    # -- the PostgreSQL connection of the process ---------------------------------------------------

    def start(self, database_url: str) -> None:
        """Listen to PostgreSQL's notifications (no-op for SQLite), reconnecting when the database comes back."""
        url = make_url(database_url)
        if url.get_backend_name() != "postgresql":
            return
        self.postgres_url = url.set(drivername="postgresql").render_as_string(hide_password=False)
        self._task = asyncio.get_running_loop().create_task(self._listen_forever())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _listen_forever(self) -> None:
        assert self.postgres_url is not None
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(
                    self.postgres_url, autocommit=True, connect_timeout=3, keepalives=1, keepalives_idle=5,
                    keepalives_interval=2, keepalives_count=2,
                ) as connection:  # fmt: skip
                    await connection.execute(f"LISTEN {CHANNEL}")
                    self.connected.set()
                    self.look_again()
                    async for notification in connection.notifies():
                        self.deliver(notification.payload)
            except asyncio.CancelledError:
                raise
            except Exception as error:  # the database is away: try again shortly, as the app does
                self.connected.clear()
                logger.warning("live updates lost the database; reconnecting", extra={"fields": {
                    "error": type(error).__name__}})  # fmt: skip
                await asyncio.sleep(1)

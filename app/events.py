"""Live updates: a write tells the listeners of a resource that it has a new version, across server processes.

A channel is a string such as ``game:<id>`` or ``settings:<player id>``; a message is the new version. The
writer publishes inside its transaction, and listeners hear it only once the transaction has committed:

- PostgreSQL: ``pg_notify`` in the transaction (PostgreSQL delivers it at commit, never for a rollback); each
  server process keeps one connection that ``LISTEN``s and hands each notification to its own listeners. So a
  player whose two devices are served by different processes sees every move on both. A game's new version and
  a player's new settings version are announced by the database itself (a trigger, migration 0008), so the
  write that makes them costs no extra statement; other channels are published here.
- SQLite (one process on a laptop): the message is handed over in the process after the commit.

A listener is only woken up (it reads its resource again, and sends what is newer than what its client has), so
a slow listener costs one flag, never a queue that grows. One listener may hear several channels: a race's live
view hears the room and every racer's game.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections import defaultdict
from collections.abc import Iterable, Iterator

import psycopg
from sqlalchemy import event, func, select
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session

CHANNEL = "montana_events"
ANNOUNCED_BY_THE_DATABASE = ("game:", "settings:")
"""Channels PostgreSQL's own triggers announce (see migration 0008)."""
logger = logging.getLogger("montana.events")


class Listener:
    """Wakes up when any of its channels has news (it then reads its resource again)."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.changed = asyncio.Event()
        self.woken_by = 0
        """The number (``Events.delivered``) of the newest message that woke it: a read begun after that
        message was delivered sees its change."""

    def offer(self, message_number: int) -> None:
        """From any thread: something changed, told by message ``message_number``."""
        self.loop.call_soon_threadsafe(self._wake, message_number)

    def _wake(self, message_number: int) -> None:
        self.woken_by = max(self.woken_by, message_number)
        self.changed.set()


class Events:
    """The process's listeners by channel, and publishing for its backend (``start`` picks PostgreSQL's)."""

    def __init__(self) -> None:
        self.listeners: defaultdict[str, set[Listener]] = defaultdict(set)
        self.lock = threading.Lock()
        self.delivered = 0
        """Messages handed to this process's listeners so far: a read begun after message n sees its change."""
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
        channel = message.rpartition(" ")[0]
        with self.lock:
            self.delivered += 1
            number = self.delivered
            listeners = list(self.listeners.get(channel, ()))
        for listener in listeners:
            listener.offer(number)

    # -- listening ----------------------------------------------------------------------------------

    @contextlib.contextmanager
    def watch(self) -> Iterator[Watch]:
        """A listener whose channels may change as it goes (``Watch.tune``); it stops listening on exit."""
        watch = Watch(self, Listener(asyncio.get_running_loop()))
        try:
            yield watch
        finally:
            watch.tune(())

    def look_again(self) -> None:
        """Wake every listener: notifications may have been missed while the database was away."""
        with self.lock:
            number = self.delivered
            listeners = [listener for group in self.listeners.values() for listener in group]
        for listener in listeners:
            listener.offer(number)

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


class Watch:
    """One listener and the channels it is registered on."""

    def __init__(self, events: Events, listener: Listener) -> None:
        self.events = events
        self.listener = listener
        self.channels: frozenset[str] = frozenset()

    def tune(self, channels: Iterable[str]) -> bool:
        """Listen to exactly ``channels``; whether they changed (news sent before the change may have been missed,
        so the caller reads its resource again)."""
        wanted = frozenset(channels)
        if wanted == self.channels:
            return False
        with self.events.lock:
            for channel in self.channels - wanted:
                self.events.listeners[channel].discard(self.listener)
                if not self.events.listeners[channel]:
                    del self.events.listeners[channel]
            for channel in wanted - self.channels:
                self.events.listeners[channel].add(self.listener)
        self.channels = wanted
        return True

    @property
    def woken_by(self) -> int:
        """The number of the newest message that woke this watch (see ``Listener.woken_by``)."""
        return self.listener.woken_by

    async def wait(self, timeout: float) -> bool:
        """Whether news came within ``timeout`` seconds."""
        try:
            await asyncio.wait_for(self.listener.changed.wait(), max(timeout, 0.0))
        except TimeoutError:
            return False
        self.listener.changed.clear()
        return True

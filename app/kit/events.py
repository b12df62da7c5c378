"""Live updates: a write tells the listeners of a resource that it has a new version, across server processes.

A channel is a string such as ``game:<id>``, ``settings:<player id>`` or ``race:<id>``; a message says that the
channel's resource has a new version. The writer publishes inside its transaction, and listeners hear it only once
the transaction has committed:

- PostgreSQL: ``pg_notify(channel, version)`` in the transaction (PostgreSQL delivers it at commit, never for a
  rollback). Each server process keeps one connection that ``LISTEN``s to the channels its own listeners hear, and
  to no other: a process is told only of what one of its streams watches, and most actions (of games that nobody
  watches) reach no process at all. So a player whose two devices are served by different processes sees every move
  on both, and a game played with no second device costs no process anything. A game's new version and a player's
  new settings version are announced by the database itself (a trigger, migration 0014), so the write that makes
  them costs no extra statement; other channels are published here.
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
from collections.abc import Awaitable, Iterable, Iterator

import psycopg
from psycopg import sql
from sqlalchemy import func, select
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session

from app.kit.db import after_commit

ANNOUNCED_BY_THE_DATABASE = ("game:", "settings:")
"""Channels PostgreSQL's own triggers announce (see migration 0014)."""
CHECK_EVERY_SECONDS = 5.0
"""How often the listening connection is asked a trivial question: an idle connection whose database went away (or
whose network silently drops packets) is found out and opened again within seconds."""
ANSWER_WITHIN_SECONDS = 3.0
STOP_WITHIN_SECONDS = 5.0
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
        self._connection: psycopg.AsyncConnection[tuple[object, ...]] | None = None
        self._heard: set[str] = set()
        """Channels the listening connection LISTENs to now."""
        self._retune = asyncio.Event()
        """Set when a listener needs a channel the connection does not LISTEN to yet."""
        self._tuned = asyncio.Event()
        """Set (and replaced) each time the listening loop has brought its channels in step with the listeners."""

    # -- publishing (in the writer's transaction) ---------------------------------------------

    def publish(self, session: Session, channel: str, version: int) -> None:
        if session.get_bind().dialect.name == "postgresql":
            if not channel.startswith(ANNOUNCED_BY_THE_DATABASE):
                session.connection().execute(select(func.pg_notify(channel, str(version))))
            return

        def deliver(_session: Session) -> None:
            self.deliver(channel)

        after_commit(session, deliver)

    def deliver(self, channel: str) -> None:
        """Wake the listeners of ``channel``: its resource has a new version."""
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
            watch.stop()

    def look_again(self) -> None:
        """Wake every listener: notifications may have been missed while the database was away."""
        with self.lock:
            number = self.delivered
            listeners = [listener for group in self.listeners.values() for listener in group]
        for listener in listeners:
            listener.offer(number)

    async def hear(self, channels: Iterable[str]) -> None:
        """Return once the database tells this process of every change to ``channels`` that commits from now on
        (at once on SQLite, and while the database is away: the listening connection, once back, hears every
        channel with a listener and wakes them all). The channels' listeners are registered already."""
        wanted = set(channels)
        while self.postgres_url is not None and self._connection is not None and not self._heard.issuperset(wanted):
            tuned = self._tuned
            self._retune.set()
            try:
                await asyncio.wait_for(tuned.wait(), ANSWER_WITHIN_SECONDS)
            except TimeoutError:  # the listening loop is reconnecting: it wakes every listener once back
                return

    def _unheard(self) -> list[str]:
        """Channels the connection still LISTENs to that no listener of this process hears any more."""
        with self.lock:
            return [channel for channel in self._heard if not self.listeners.get(channel)]

    def _missing(self) -> list[str]:
        """Channels a listener of this process hears that the connection does not LISTEN to."""
        with self.lock:
            return [channel for channel in self.listeners if channel not in self._heard]

    def _notified(self, notification: psycopg.Notify) -> None:
        self.deliver(notification.channel)

    # -- the PostgreSQL connection of the process ---------------------------------------------------

    def start(self, database_url: str) -> None:
        """Listen to PostgreSQL's notifications (no-op for SQLite), reconnecting when the database comes back."""
        url = make_url(database_url)
        if url.get_backend_name() != "postgresql":
            return
        self.postgres_url = url.set(drivername="postgresql").render_as_string(hide_password=False)
        self._task = asyncio.get_running_loop().create_task(self._listen_forever())

    async def stop(self) -> None:
        """Stop listening; a connection whose closing hangs (its database gone quiet) is left behind after a few
        seconds rather than holding the process's shutdown."""
        if self._task is not None:
            self._task.cancel()
            _, pending = await asyncio.wait({self._task}, timeout=STOP_WITHIN_SECONDS)
            if pending:
                logger.warning("live updates did not stop within %s s; leaving their connection", STOP_WITHIN_SECONDS)

    async def _listen_forever(self) -> None:
        assert self.postgres_url is not None
        while True:
            try:
                await self._listen_while_connected()
            except asyncio.CancelledError:
                raise
            except Exception as error:  # the database is away: try again shortly, as the app does
                logger.warning("live updates lost the database; reconnecting", extra={"fields": {
                    "error": type(error).__name__}})  # fmt: skip
            finally:
                self.connected.clear()
                connection, self._connection = self._connection, None
                self._heard.clear()
                self._tuned.set()  # whoever waits for a channel stops waiting: every listener is woken once back
                self._tuned = asyncio.Event()
                if connection is not None:
                    await connection.close()
            await asyncio.sleep(1)

    async def _listen_while_connected(self) -> None:
        """LISTEN to every channel with a listener, wake them all (news may have been missed while away), then hand
        on what the database tells, keep the channels in step with the listeners and check the connection every
        few seconds, until it fails.

        The connection is this loop's alone, so it waits for news itself (the socket turning readable, read
        without a round trip) or for a listener that needs a channel, whichever comes first; what arrives while a
        command runs is handed on by the notify handler."""
        assert self.postgres_url is not None
        connection = await psycopg.AsyncConnection.connect(
            self.postgres_url, autocommit=True, connect_timeout=max(1, int(ANSWER_WITHIN_SECONDS))
        )
        self._connection = connection
        connection.add_notify_handler(self._notified)
        await self._tune(connection)
        self.connected.set()
        self.look_again()
        checked = asyncio.get_running_loop().time()
        while True:
            readable = await self._news_or_a_new_channel(connection, CHECK_EVERY_SECONDS)
            if readable:
                self._read_news(connection)
            if self._missing() or self._unheard():
                await self._tune(connection)
            if asyncio.get_running_loop().time() - checked >= CHECK_EVERY_SECONDS:
                await _within(connection.execute("SELECT 1"))
                checked = asyncio.get_running_loop().time()

    async def _tune(self, connection: psycopg.AsyncConnection[tuple[object, ...]]) -> None:
        """LISTEN to the channels a listener hears, UNLISTEN the others, and tell whoever waits for them."""
        self._retune.clear()
        for channel in self._unheard():
            # Taken out of the set before the UNLISTEN goes: a listener that comes for it meanwhile LISTENs again.
            self._heard.discard(channel)
            await _within(connection.execute(sql.SQL("UNLISTEN {}").format(sql.Identifier(channel))))
        for channel in sorted(self._missing()):
            await _within(connection.execute(sql.SQL("LISTEN {}").format(sql.Identifier(channel))))
            self._heard.add(channel)
        tuned, self._tuned = self._tuned, asyncio.Event()
        tuned.set()

    async def _news_or_a_new_channel(
        self, connection: psycopg.AsyncConnection[tuple[object, ...]], timeout: float
    ) -> bool:
        """Wait until the connection has something to read (True), a listener needs a channel, or ``timeout``."""
        loop = asyncio.get_running_loop()
        readable: asyncio.Future[bool] = loop.create_future()
        descriptor = connection.fileno()

        def now_readable() -> None:
            if not readable.done():
                readable.set_result(True)

        loop.add_reader(descriptor, now_readable)
        asked = loop.create_task(self._retune.wait())
        try:
            await asyncio.wait((readable, asked), timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
        finally:
            loop.remove_reader(descriptor)
            asked.cancel()
        return readable.done()

    def _read_news(self, connection: psycopg.AsyncConnection[tuple[object, ...]]) -> None:
        """Hand on the notifications that have arrived (no command is running: the loop owns the connection)."""
        connection.pgconn.consume_input()  # raises when the server has closed the connection
        encoding = connection.info.encoding
        while (notification := connection.pgconn.notifies()) is not None:
            self.deliver(notification.relname.decode(encoding))


async def _within(command: Awaitable[object]) -> None:
    """A command on the listening connection, given up (and the connection with it) when it takes too long."""
    await asyncio.wait_for(command, ANSWER_WITHIN_SECONDS)


class Watch:
    """One listener and the channels it is registered on."""

    def __init__(self, events: Events, listener: Listener) -> None:
        self.events = events
        self.listener = listener
        self.channels: frozenset[str] = frozenset()

    async def tune(self, channels: Iterable[str]) -> bool:
        """Listen to exactly ``channels``; whether they changed (news sent before the change may have been missed,
        so the caller reads its resource again). Returns once the database tells this process of the new ones."""
        wanted = frozenset(channels)
        if wanted == self.channels:
            return False
        self._register(wanted)
        await self.events.hear(wanted)
        return True

    def stop(self) -> None:
        self._register(frozenset())

    def _register(self, wanted: frozenset[str]) -> None:
        with self.events.lock:
            for channel in self.channels - wanted:
                self.events.listeners[channel].discard(self.listener)
                if not self.events.listeners[channel]:
                    del self.events.listeners[channel]
            for channel in wanted - self.channels:
                self.events.listeners[channel].add(self.listener)
        self.channels = wanted

    @property
    def woken_by(self) -> int:
        """The number of the newest message that woke this watch (see ``Listener.woken_by``)."""
        return self.listener.woken_by

    async def wait(self, timeout: float | None) -> bool:
        """Whether news came within ``timeout`` seconds (None: it waits for news)."""
        try:
            await asyncio.wait_for(self.listener.changed.wait(), None if timeout is None else max(timeout, 0.0))
        except TimeoutError:
            return False
        self.listener.changed.clear()
        return True

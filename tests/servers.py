"""Helpers that run the real server in its own process, and a TCP proxy that can cut the database off."""

from __future__ import annotations

import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

import httpx
import pytest

from app.config import Settings
from tests.conftest import TEST_SECRET_KEY, UNLIMITED_ENV
from tests.services import ThrowawayRedis, free_port

DEFAULT_LIMITS_ENV = {
    name.upper(): str(field.default) for name, field in Settings.model_fields.items() if name.startswith("rate_limit_")
}
"""The rate limits `make run` has, where a test's server should keep them (test servers are otherwise unlimited)."""


class Server:
    """``uvicorn`` serving the app on a port, as in production."""

    def __init__(
        self, database_url: str, port: int | None = None, host: str = "127.0.0.1", log: Path | None = None, **env: str
    ) -> None:
        self.database_url = database_url
        self.log = log
        """Where its log lines go (none kept by default)."""
        self.host = host
        self.port = port or free_port()
        self.base = f"http://{host}:{self.port}"
        self.env = {
            **os.environ, "DATABASE_URL": database_url, "ENVIRONMENT": "test", "SECRET_KEY": TEST_SECRET_KEY,
            **UNLIMITED_ENV, **env,
        }  # fmt: skip
        self.process: subprocess.Popen[bytes] | None = None
        self._scratch_log: Path | None = None

    def start(self) -> Server:
        command = [sys.executable, "-m", "uvicorn", "--factory", "app.main:create_app", "--host", self.host,
                   "--port", str(self.port), "--no-proxy-headers", "--timeout-graceful-shutdown", "5"]  # fmt: skip
        # (as `make run`: a connection still open, a stream a browser left, does not hold the shutdown up)
        log_path = self.log or Path(tempfile.mkstemp(prefix="montana-server-", suffix=".log")[1])
        self._scratch_log = None if self.log else log_path
        with log_path.open("wb") as log:
            self.process = subprocess.Popen(
                [*command, "--log-level", "warning"], env=self.env, stderr=log, stdout=subprocess.DEVNULL
            )
        # A busy machine can take many seconds to import the app and run its start-up.
        deadline = time.monotonic() + 90
        while True:
            try:
                if httpx.get(f"{self.base}/healthz", timeout=1).status_code == 200:
                    return self
            except httpx.TransportError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    said = log_path.read_text(errors="replace")[-2000:]
                    self.stop()
                    pytest.fail(f"the server on port {self.port} did not start (exit {self.process.poll()}):\n{said}")
                time.sleep(0.1)

    def kill(self) -> None:
        """SIGKILL: no shutdown, no flush, as when a machine is lost."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)
        if self._scratch_log is not None:
            self._scratch_log.unlink(missing_ok=True)


@contextmanager
def running(server: Server) -> Iterator[Server]:
    server.start()
    try:
        yield server
    finally:
        server.stop()


class Proxy:
    """Forwards a local port to the database; ``cut()`` closes every connection and refuses new ones; ``stall()``
    holds every byte on its way (connections stay open, nothing is refused, nothing arrives) until ``flow()``."""

    def __init__(
        self, target_port: int, target_host: str = "127.0.0.1", listen_host: str = "127.0.0.1", port: int = 0
    ) -> None:
        self.target = (target_host, target_port)
        self.listen_host = listen_host
        self.port = port or free_port()
        self.sockets: set[socket.socket] = set()
        self.lock = threading.Lock()
        self.listener: socket.socket | None = None
        self.flowing = threading.Event()
        self.flowing.set()

    def open(self) -> None:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind((self.listen_host, self.port))
        listener.listen(64)
        self.listener = listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return
            try:
                upstream = socket.create_connection(self.target)
            except OSError:
                client.close()
                continue
            with self.lock:
                self.sockets |= {client, upstream}
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                self.flowing.wait()
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for end in (source, sink):
                with suppress(OSError):
                    end.shutdown(socket.SHUT_RDWR)

    def stall(self) -> None:
        self.flowing.clear()

    def flow(self) -> None:
        self.flowing.set()

    def cut(self) -> None:
        assert self.listener is not None
        self.listener.shutdown(socket.SHUT_RDWR)  # wakes the blocked accept(); close() alone would not
        self.listener.close()
        with self.lock:
            for end in self.sockets:
                with suppress(OSError):
                    end.shutdown(socket.SHUT_RDWR)
                    end.close()
            self.sockets.clear()


class Partition:
    """A network path to the database that can fail silently: packets dropped, not refused.

    The path crosses a veth pair into a network namespace of its own (a forwarder listens inside it and
    sends on to the database); ``drop()`` takes the namespace's end down, so what the app sends is lost
    without an answer, as when a network partitions. Needs root (CI runs as root).
    """

    def __init__(self, target_port: int) -> None:
        self.name = f"mt{uuid.uuid4().hex[:8]}"
        self.subnet = f"10.{random.randrange(200, 250)}.{random.randrange(256)}.{4 * random.randrange(64)}"
        base = self.subnet.rsplit(".", 1)
        self.host_ip = f"{base[0]}.{int(base[1]) + 1}"
        self.inner_ip = f"{base[0]}.{int(base[1]) + 2}"
        self.port = 15432
        self.relay = Proxy(target_port, listen_host=self.host_ip)
        self.forwarder: subprocess.Popen[bytes] | None = None

    def _ip(self, *args: str, inside: bool = False) -> None:
        command = ["ip", "netns", "exec", self.name, "ip", *args] if inside else ["ip", *args]
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode:
            raise OSError(f"{' '.join(command)}: {result.stderr.strip()}")

    def open(self) -> str:
        """Build the path; returns the address the app should use for the database."""
        try:
            self._ip("netns", "add", self.name)
            self._ip("link", "add", f"{self.name}h", "type", "veth", "peer", "name", f"{self.name}n")
            self._ip("link", "set", f"{self.name}n", "netns", self.name)
            self._ip("addr", "add", f"{self.host_ip}/30", "dev", f"{self.name}h")
            self._ip("link", "set", f"{self.name}h", "up")
            self._ip("addr", "add", f"{self.inner_ip}/30", "dev", f"{self.name}n", inside=True)
            self._ip("link", "set", f"{self.name}n", "up", inside=True)
            self._ip("link", "set", "lo", "up", inside=True)
        except (OSError, FileNotFoundError) as error:
            self.close()
            pytest.fail(f"network namespaces are needed to drop packets silently (run as root): {error}")
        self.relay.open()
        self.forwarder = subprocess.Popen(
            ["ip", "netns", "exec", self.name, sys.executable, "-m", "tests.servers",
             self.inner_ip, str(self.port), self.host_ip, str(self.relay.port)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with suppress(OSError), socket.create_connection((self.inner_ip, self.port), timeout=1):
                return f"{self.inner_ip}:{self.port}"
            time.sleep(0.1)
        self.close()
        pytest.fail("the forwarder in the network namespace did not start")

    def drop(self) -> None:
        self._ip("link", "set", f"{self.name}n", "down", inside=True)

    def restore(self) -> None:
        self._ip("link", "set", f"{self.name}n", "up", inside=True)

    def close(self) -> None:
        if self.forwarder is not None:
            self.forwarder.kill()
            self.forwarder.wait(timeout=10)
        with suppress(OSError):
            self.relay.cut()
        subprocess.run(["ip", "netns", "del", self.name], capture_output=True)
        subprocess.run(["ip", "link", "del", f"{self.name}h"], capture_output=True)


@contextmanager
def own_redis() -> Iterator[ThrowawayRedis]:
    """A Redis of the test's own, which it may hang."""
    store = ThrowawayRedis().start()
    try:
        yield store
    finally:
        store.stop()


if __name__ == "__main__":  # the forwarder a Partition runs inside its namespace
    listen_host, listen_port, target_host, target_port = sys.argv[1:5]
    Proxy(int(target_port), target_host, listen_host, int(listen_port)).open()
    threading.Event().wait()

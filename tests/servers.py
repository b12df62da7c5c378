"""Helpers that run the real server in its own process, and a TCP proxy that can cut the database off."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress

import httpx
import pytest

from tests.conftest import TEST_SECRET_KEY, UNLIMITED_ENV


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Server:
    """``uvicorn`` serving the app on a port, as in production."""

    def __init__(self, database_url: str, port: int | None = None, **env: str) -> None:
        self.database_url = database_url
        self.port = port or free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.env = {
            **os.environ, "DATABASE_URL": database_url, "ENVIRONMENT": "test", "SECRET_KEY": TEST_SECRET_KEY,
            **UNLIMITED_ENV, **env,
        }  # fmt: skip
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> Server:
        command = [sys.executable, "-m", "uvicorn", "--factory", "app.main:create_app", "--port", str(self.port)]
        self.process = subprocess.Popen(
            [*command, "--log-level", "warning"], env=self.env, stderr=subprocess.DEVNULL, stdout=subprocess.DEVNULL
        )
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(f"{self.base}/healthz", timeout=1).status_code == 200:
                    return self
            except httpx.TransportError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    self.stop()
                    pytest.fail(f"the server on port {self.port} did not start")
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


@contextmanager
def running(server: Server) -> Iterator[Server]:
    server.start()
    try:
        yield server
    finally:
        server.stop()


class Proxy:
    """Forwards a local port to the database; ``cut()`` closes every connection and refuses new ones."""

    def __init__(self, target_port: int, target_host: str = "127.0.0.1") -> None:
        self.target = (target_host, target_port)
        self.port = free_port()
        self.sockets: set[socket.socket] = set()
        self.lock = threading.Lock()
        self.listener: socket.socket | None = None

    def open(self) -> None:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
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
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for end in (source, sink):
                with suppress(OSError):
                    end.shutdown(socket.SHUT_RDWR)

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

"""The servers a test run needs, of its own: a throwaway PostgreSQL and Redis, started from the machine's binaries in
a temporary folder on free ports (whatever the machine itself runs on 5432 or 6379), and stopped when the run ends.

``MONTANA_TEST_POSTGRES_URL`` and ``MONTANA_TEST_REDIS_URL`` name servers to use instead. Each process of a run (each
pytest-xdist worker) starts its own, when its first test asks. PostgreSQL refuses to run as root: as root, its
throwaway cluster runs as the ``postgres`` user that Debian's package creates.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from contextlib import suppress
from pathlib import Path

import pytest

INSTALL = "apt-get install -y postgresql redis-server (or run tests/prerequisites as root)"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def _postgres_binaries() -> Path:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda path: int(Path(path).parts[4]))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    if initdb is None:
        pytest.fail(f"the tests start a PostgreSQL of their own and found no initdb: {INSTALL}")
    return Path(initdb).parent


class ThrowawayPostgres:
    """A PostgreSQL cluster in a temporary folder, trusting local connections, tuned for tests (no fsync)."""

    def __init__(self) -> None:
        self.binaries = _postgres_binaries()
        self.port = free_port()
        self.folder = Path(tempfile.mkdtemp(prefix="montana-postgres-"))
        self.data = self.folder / "data"
        self.user: list[str] = []
        if os.geteuid() == 0:
            try:
                owner = pwd.getpwnam("postgres")
            except KeyError:
                pytest.fail(f"as root, the tests run PostgreSQL as the user postgres, and there is none: {INSTALL}")
            os.chown(self.folder, owner.pw_uid, owner.pw_gid)
            self.user = ["runuser", "-u", "postgres", "--"]
        self.url = f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/postgres"

    def _run(self, *command: str) -> None:
        done = subprocess.run([*self.user, *command], capture_output=True, text=True, cwd=self.folder)
        if done.returncode:
            pytest.fail(f"{Path(command[0]).name} failed for the tests' PostgreSQL: {done.stderr.strip()[-2000:]}")

    def start(self) -> ThrowawayPostgres:
        self._run(str(self.binaries / "initdb"), "-D", str(self.data), "-U", "postgres", "-A", "trust", "-E", "UTF8",
                  "--no-sync", "--no-instructions")  # fmt: skip
        settings = (
            f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c max_connections=400 "
            "-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=64MB"
        )
        self._run(str(self.binaries / "pg_ctl"), "-D", str(self.data), "-l", str(self.folder / "log"), "-o", settings,
                  "-w", "-t", "60", "start")  # fmt: skip
        return self

    def stop(self) -> None:
        with suppress(OSError):
            subprocess.run(
                [*self.user, str(self.binaries / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop"],
                capture_output=True, timeout=60,
            )  # fmt: skip
        shutil.rmtree(self.folder, ignore_errors=True)


class ThrowawayRedis:
    """A Redis server that keeps nothing on disk; the test can hang it with SIGSTOP (a store that accepts
    connections and never answers)."""

    def __init__(self) -> None:
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.folder = tempfile.mkdtemp(prefix="montana-redis-")
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> ThrowawayRedis:
        command = ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly",
                   "no", "--dir", self.folder]  # fmt: skip
        try:
            self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        except FileNotFoundError:
            pytest.fail(f"the tests start a Redis of their own and found no redis-server: {INSTALL}")
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with suppress(OSError), socket.create_connection(("127.0.0.1", self.port), timeout=1):
                return self
            time.sleep(0.05)
        self.stop()
        pytest.fail("redis-server did not start")

    def hang(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGSTOP)

    def wake(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGCONT)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGCONT)
            self.process.kill()
            self.process.wait(timeout=10)
        shutil.rmtree(self.folder, ignore_errors=True)


_started: dict[str, ThrowawayPostgres | ThrowawayRedis] = {}


def postgres_admin_url() -> str:
    """A PostgreSQL superuser's URL: ``MONTANA_TEST_POSTGRES_URL``, or this process's throwaway server."""
    named = os.environ.get("MONTANA_TEST_POSTGRES_URL")
    if named:
        return named
    if "postgres" not in _started:
        _started["postgres"] = ThrowawayPostgres().start()
    return _started["postgres"].url


def redis_url() -> str:
    """A Redis to share between the servers of a test: ``MONTANA_TEST_REDIS_URL``, or this process's throwaway one."""
    named = os.environ.get("MONTANA_TEST_REDIS_URL")
    if named:
        return named
    if "redis" not in _started:
        _started["redis"] = ThrowawayRedis().start()
    return _started["redis"].url


def stop_all() -> None:
    for service in _started.values():
        service.stop()
    _started.clear()

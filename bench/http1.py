"""A lean HTTP/1.1 client for load generation: keep-alive, one request at a time per connection, and a reader
of Server-Sent Events.

The load generator shares the two cores with the server and PostgreSQL, so every microsecond it spends is
one the server does not get. A general client (aiohttp) costs about 0.4 ms of CPU a request; this one,
which only speaks what the benchmark needs (Content-Length bodies, no compression, no redirects), a
fraction of that.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any
from urllib.parse import urlsplit

import orjson


class Answer:
    __slots__ = ("body", "status")

    def __init__(self, status: int, body: bytes) -> None:
        self.status = status
        self.body = body

    def json(self) -> Any:
        return orjson.loads(self.body) if self.body else None


class Connection:
    """One keep-alive connection to ``base`` (``http://host:port``)."""

    def __init__(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, base: str, local_address: str | None
    ) -> None:
        self.reader = reader
        self.writer = writer
        self.base, self.local_address = base, local_address
        self.host = urlsplit(base).netloc.encode()

    @staticmethod
    async def _connect(base: str, local_address: str | None) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        parts = urlsplit(base)
        local = None if local_address is None else (local_address, 0)
        return await asyncio.open_connection(parts.hostname, parts.port or 80, local_addr=local)

    @classmethod
    async def open(cls, base: str, local_address: str | None = None) -> Connection:
        """A connection to ``base``, from ``local_address`` if given (loopback has a whole /8 of them)."""
        return cls(*await cls._connect(base, local_address), base, local_address)

    def _send(self, method: str, path: str, body: Any, headers: dict[str, str] | None) -> None:
        payload = b"" if body is None else orjson.dumps(body)
        head = [f"{method} {path} HTTP/1.1".encode(), b"Host: " + self.host]
        if body is not None:
            head.append(b"Content-Type: application/json")
        head.append(b"Content-Length: %d" % len(payload))
        head += [f"{name}: {value}".encode() for name, value in (headers or {}).items()]
        self.writer.write(b"\r\n".join(head) + b"\r\n\r\n" + payload)

    async def request(self, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None) -> Answer:
        if self.reader.at_eof():  # the server closed it while it was idle (keep-alive timeout): nothing was sent
            self.writer.close()
            self.reader, self.writer = await self._connect(self.base, self.local_address)
        self._send(method, path, body, headers)
        raw = await self.reader.readuntil(b"\r\n\r\n")
        status = int(raw[9:12])
        length = 0
        for line in raw.split(b"\r\n")[1:]:
            name, _, value = line.partition(b":")
            if name.lower() == b"content-length":
                length = int(value)
                break
        return Answer(status, await self.reader.readexactly(length) if length else b"")

    async def event_data(self, path: str, headers: dict[str, str] | None = None) -> AsyncIterator[bytes]:
        """The ``data`` of each event of the stream at ``path``, as it arrives; the connection serves nothing else.

        Each event's data is one line (JSON), so the stream's chunk framing can be read past line by line."""
        self._send("GET", path, None, headers)
        head = await self.reader.readuntil(b"\r\n\r\n")
        if head[9:12] != b"200":
            raise ConnectionError(f"the stream answered {head[9:12].decode()}")
        while line := await self.reader.readline():
            if line.startswith(b"data: "):
                yield line[6:]

    async def close(self) -> None:
        self.writer.close()
        with contextlib.suppress(ConnectionError):
            await self.writer.wait_closed()

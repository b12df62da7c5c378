"""A lean HTTP/1.1 client for load generation: keep-alive, one request at a time per connection.

The load generator shares the two cores with the server and PostgreSQL, so every microsecond it spends is
one the server does not get. A general client (aiohttp) costs about 0.4 ms of CPU a request; this one,
which only speaks what the benchmark needs (Content-Length bodies, no compression, no redirects), a
fraction of that.
"""

from __future__ import annotations

import asyncio
import contextlib
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

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, host: bytes) -> None:
        self.reader = reader
        self.writer = writer
        self.host = host

    @classmethod
    async def open(cls, base: str) -> Connection:
        parts = urlsplit(base)
        reader, writer = await asyncio.open_connection(parts.hostname, parts.port or 80)
        return cls(reader, writer, parts.netloc.encode())

    async def request(self, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None) -> Answer:
        payload = b"" if body is None else orjson.dumps(body)
        head = [f"{method} {path} HTTP/1.1".encode(), b"Host: " + self.host]
        if body is not None:
            head.append(b"Content-Type: application/json")
        head.append(b"Content-Length: %d" % len(payload))
        head += [f"{name}: {value}".encode() for name, value in (headers or {}).items()]
        self.writer.write(b"\r\n".join(head) + b"\r\n\r\n" + payload)
        raw = await self.reader.readuntil(b"\r\n\r\n")
        status = int(raw[9:12])
        length = 0
        for line in raw.split(b"\r\n")[1:]:
            name, _, value = line.partition(b":")
            if name.lower() == b"content-length":
                length = int(value)
                break
        return Answer(status, await self.reader.readexactly(length) if length else b"")

    async def close(self) -> None:
        self.writer.close()
        with contextlib.suppress(ConnectionError):
            await self.writer.wait_closed()

""" Contains some shared types for properties """

from collections.abc import AsyncIterable, Callable, AsyncIterator, Iterable, Iterator, Mapping, MutableMapping
import re
from http import HTTPStatus
from typing import Any, BinaryIO, Generic, TypeVar, Literal, IO

import httpx
from attrs import define


class Unset:
    def __bool__(self) -> Literal[False]:
        return False


UNSET: Unset = Unset()

# The types that `httpx.Client(files=)` can accept, copied from that library.
FileContent = IO[bytes] | bytes | str
FileTypes = (
    # (filename, file (or bytes), content_type)
    tuple[str | None, FileContent, str | None]
    # (filename, file (or bytes), content_type, headers)
    | tuple[str | None, FileContent, str | None, Mapping[str, str]]
)
RequestFiles = list[tuple[str, FileTypes]]

@define
class File:
    """ Contains information for file uploads """

    payload: BinaryIO
    file_name: str | None = None
    mime_type: str | None = None

    def to_tuple(self) -> FileTypes:
        """ Return a tuple representation that httpx will accept for multipart/form-data """
        return self.file_name, self.payload, self.mime_type


T = TypeVar("T")


@define
class Response(Generic[T]):
    """ A response from an endpoint """

    status_code: HTTPStatus
    content: bytes
    headers: MutableMapping[str, str]
    parsed: T | None


STREAM_TIMEOUT = httpx.Timeout(45.0, connect=10.0)
"""A stream's reads wait this long: the server sends a keep-alive after 15 s of quiet."""


@define
class StreamEvent(Generic[T]):
    """ One Server-Sent Event of a stream: its name, its id (send it back as Last-Event-ID), and its data """

    event: str
    id: str | None
    data: T


class StreamRefused(Exception):
    """ Raised by a stream function when the server answers other than 200: ``response.parsed`` says why """

    def __init__(self, response: "Response[Any]"):
        self.response = response
        super().__init__(f"the stream was refused: {response.status_code} {response.content.decode(errors='ignore')}")


_LINE_END = re.compile(r"\r\n|\r|\n")


class _EventReader:
    """ The text/event-stream format (the HTML standard's): lines end at CR, LF or CRLF only (not at the other
    separators str.splitlines knows), fields until a blank line, comments ignored """

    def __init__(self) -> None:
        self.buffer = ""
        self.started = False
        self.event: str = ""
        self.data: list[str] = []
        self.id: str | None = None

    def feed(self, chunk: str) -> list[tuple[str, str | None, str]]:
        if not self.started and chunk:
            self.started, chunk = True, chunk.removeprefix("\ufeff")
        self.buffer += chunk
        events, start = [], 0
        for end in _LINE_END.finditer(self.buffer):
            if end.group() == "\r" and end.end() == len(self.buffer):
                break  # perhaps the first half of a CRLF: wait for the next chunk
            event = self._line(self.buffer[start : end.start()])
            start = end.end()
            if event is not None:
                events.append(event)
        self.buffer = self.buffer[start:]
        return events

    def _line(self, line: str) -> tuple[str, str | None, str] | None:
        if not line:
            event, data = self.event or "message", self.data
            self.event, self.data = "", []
            return (event, self.id, "\n".join(data)) if data else None
        if line.startswith(":"):
            return None
        field, _, value = line.partition(":")
        value = value[1:] if value.startswith(" ") else value
        if field == "event":
            self.event = value
        elif field == "data":
            self.data.append(value)
        elif field == "id" and "\0" not in value:
            self.id = value
        return None


def read_events(chunks: Iterable[str]) -> Iterator[tuple[str, str | None, str]]:
    """ Each event of a text/event-stream, read as text arrives, as (event, id, data) """
    reader = _EventReader()
    for chunk in chunks:
        yield from reader.feed(chunk)


async def aread_events(chunks: AsyncIterable[str]) -> AsyncIterator[tuple[str, str | None, str]]:
    """ Each event of a text/event-stream, read as text arrives, as (event, id, data) """
    reader = _EventReader()
    async for chunk in chunks:
        for event in reader.feed(chunk):
            yield event


def refused(response: httpx.Response, build: "Callable[[], Response[Any]]") -> StreamRefused:
    """ Why a stream was not opened: the parsed problem, or the bare answer when its body is not one """
    try:
        return StreamRefused(build())
    except ValueError:  # not JSON: a proxy's page, say
        return StreamRefused(Response(HTTPStatus(response.status_code), response.content, response.headers, None))


__all__ = [
    "STREAM_TIMEOUT", "UNSET", "File", "FileTypes", "RequestFiles", "Response", "StreamEvent", "StreamRefused", "Unset",
    "aread_events", "read_events", "refused",
]

""" Contains some shared types for properties """

from collections.abc import AsyncIterable, AsyncIterator, Iterable, Iterator, Mapping, MutableMapping
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


class _EventReader:
    """ The text/event-stream format (the HTML standard's): fields until a blank line, comments ignored """

    def __init__(self) -> None:
        self.event: str = "message"
        self.data: list[str] = []
        self.id: str | None = None

    def feed(self, line: str) -> tuple[str, str | None, str] | None:
        if not line:
            event, data = self.event, self.data
            self.event, self.data = "message", []
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


def read_events(lines: Iterable[str]) -> Iterator[tuple[str, str | None, str]]:
    """ Each event of a text/event-stream as (event, id, data) """
    reader = _EventReader()
    for line in lines:
        if (event := reader.feed(line)) is not None:
            yield event


async def aread_events(lines: AsyncIterable[str]) -> AsyncIterator[tuple[str, str | None, str]]:
    """ Each event of a text/event-stream as (event, id, data) """
    reader = _EventReader()
    async for line in lines:
        if (event := reader.feed(line)) is not None:
            yield event


__all__ = [
    "STREAM_TIMEOUT", "UNSET", "File", "FileTypes", "RequestFiles", "Response", "StreamEvent", "StreamRefused", "Unset",
    "aread_events", "read_events",
]

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors
from collections.abc import AsyncIterator, Iterator
import json

from ...types import STREAM_TIMEOUT, StreamEvent, aread_events, read_events, refused

from ...models.problem_details import ProblemDetails
from ...models.validation_problem import ValidationProblem
from typing import cast



def _get_kwargs(
    slug: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/problems/{slug}".format(slug=quote(str(slug), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ProblemDetails | ValidationProblem | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 404:
        response_404 = ProblemDetails.from_dict(response.json())



        return response_404

    if response.status_code == 413:
        response_413 = ProblemDetails.from_dict(response.json())



        return response_413

    if response.status_code == 414:
        response_414 = ProblemDetails.from_dict(response.json())



        return response_414

    if response.status_code == 422:
        response_422 = ValidationProblem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = ProblemDetails.from_dict(response.json())



        return response_429

    if response.status_code == 431:
        response_431 = ProblemDetails.from_dict(response.json())



        return response_431

    if response.status_code == 500:
        response_500 = ProblemDetails.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ProblemDetails.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ProblemDetails | ValidationProblem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def _parse_event_data(data: object) -> str:
    response_200 = cast(str, data)
    return response_200


def stream(
    slug: str,
    *,
    client: AuthenticatedClient | Client,

) -> Iterator[StreamEvent[str]]:
    """Describe Problem

    What a problem's `type` means: the page it names, for people (RFC 9457).

    Yields each event as it comes (``event``, ``id``, and ``data`` parsed); a keep-alive arrives at least every
    15 s, so a read waiting longer than STREAM_TIMEOUT means the connection is gone: reconnect with
    ``last_event_id``.

    Raises:
        StreamRefused: the stream was not opened; ``response.parsed`` is the problem.
    """

    kwargs = _get_kwargs(
        slug=slug,

    )

    with client.get_httpx_client().stream(**kwargs, timeout=STREAM_TIMEOUT) as response:
        if response.status_code != 200:
            response.read()
            raise refused(response, lambda: _build_response(client=client, response=response))
        for event, event_id, data in read_events(response.iter_text()):
            yield StreamEvent(event=event, id=event_id, data=_parse_event_data(json.loads(data)))


async def asyncio_stream(
    slug: str,
    *,
    client: AuthenticatedClient | Client,

) -> AsyncIterator[StreamEvent[str]]:
    """Describe Problem

    What a problem's `type` means: the page it names, for people (RFC 9457).

    Yields each event as it comes (``event``, ``id``, and ``data`` parsed); a keep-alive arrives at least every
    15 s, so a read waiting longer than STREAM_TIMEOUT means the connection is gone: reconnect with
    ``last_event_id``.

    Raises:
        StreamRefused: the stream was not opened; ``response.parsed`` is the problem.
    """

    kwargs = _get_kwargs(
        slug=slug,

    )

    async with client.get_async_httpx_client().stream(**kwargs, timeout=STREAM_TIMEOUT) as response:
        if response.status_code != 200:
            await response.aread()
            raise refused(response, lambda: _build_response(client=client, response=response))
        async for event, event_id, data in aread_events(response.aiter_text()):
            yield StreamEvent(event=event, id=event_id, data=_parse_event_data(json.loads(data)))

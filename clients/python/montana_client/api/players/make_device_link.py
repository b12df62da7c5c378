from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.device_link_out import DeviceLinkOut
from ...models.problem_details import ProblemDetails
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/players/me/device-link",
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DeviceLinkOut | ProblemDetails | ValidationProblem | None:
    if response.status_code == 201:
        response_201 = DeviceLinkOut.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        response_401 = ProblemDetails.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ProblemDetails.from_dict(response.json())



        return response_403

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DeviceLinkOut | ProblemDetails | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,

) -> Response[DeviceLinkOut | ProblemDetails | ValidationProblem]:
    """ Make Device Link

     A short code (and a QR code of its link) that signs another device in as you: enter or scan it there
    within
    5 minutes; it works once, and a new one ends the one before. A signed-in device only (never an app
    token).

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeviceLinkOut | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,

) -> DeviceLinkOut | ProblemDetails | ValidationProblem | None:
    """ Make Device Link

     A short code (and a QR code of its link) that signs another device in as you: enter or scan it there
    within
    5 minutes; it works once, and a new one ends the one before. A signed-in device only (never an app
    token).

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeviceLinkOut | ProblemDetails | ValidationProblem
     """


    return sync_detailed(
        client=client,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,

) -> Response[DeviceLinkOut | ProblemDetails | ValidationProblem]:
    """ Make Device Link

     A short code (and a QR code of its link) that signs another device in as you: enter or scan it there
    within
    5 minutes; it works once, and a new one ends the one before. A signed-in device only (never an app
    token).

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeviceLinkOut | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,

) -> DeviceLinkOut | ProblemDetails | ValidationProblem | None:
    """ Make Device Link

     A short code (and a QR code of its link) that signs another device in as you: enter or scan it there
    within
    5 minutes; it works once, and a new one ends the one before. A signed-in device only (never an app
    token).

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeviceLinkOut | ProblemDetails | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
idempotency_key=idempotency_key,

    )).parsed

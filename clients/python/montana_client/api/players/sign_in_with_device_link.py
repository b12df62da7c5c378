from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.device_link_code import DeviceLinkCode
from ...models.problem_details import ProblemDetails
from ...models.token_out import TokenOut
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: DeviceLinkCode,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/sessions/device-link",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ProblemDetails | TokenOut | ValidationProblem | None:
    if response.status_code == 201:
        response_201 = TokenOut.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = ProblemDetails.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ProblemDetails.from_dict(response.json())



        return response_401

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ProblemDetails | TokenOut | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DeviceLinkCode,
    idempotency_key: str | Unset = UNSET,

) -> Response[ProblemDetails | TokenOut | ValidationProblem]:
    """ Sign In With Device Link

     Sign this device in with the code another device of yours shows: a new device token, listed among
    your
    sessions as `Linked by code` (sign it out there). 401 for a code that is wrong, used or expired; 429
    after 20
    such codes an hour from one address.

    Args:
        idempotency_key (str | Unset):
        body (DeviceLinkCode):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | TokenOut | ValidationProblem]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: DeviceLinkCode,
    idempotency_key: str | Unset = UNSET,

) -> ProblemDetails | TokenOut | ValidationProblem | None:
    """ Sign In With Device Link

     Sign this device in with the code another device of yours shows: a new device token, listed among
    your
    sessions as `Linked by code` (sign it out there). 401 for a code that is wrong, used or expired; 429
    after 20
    such codes an hour from one address.

    Args:
        idempotency_key (str | Unset):
        body (DeviceLinkCode):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | TokenOut | ValidationProblem
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DeviceLinkCode,
    idempotency_key: str | Unset = UNSET,

) -> Response[ProblemDetails | TokenOut | ValidationProblem]:
    """ Sign In With Device Link

     Sign this device in with the code another device of yours shows: a new device token, listed among
    your
    sessions as `Linked by code` (sign it out there). 401 for a code that is wrong, used or expired; 429
    after 20
    such codes an hour from one address.

    Args:
        idempotency_key (str | Unset):
        body (DeviceLinkCode):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | TokenOut | ValidationProblem]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: DeviceLinkCode,
    idempotency_key: str | Unset = UNSET,

) -> ProblemDetails | TokenOut | ValidationProblem | None:
    """ Sign In With Device Link

     Sign this device in with the code another device of yours shows: a new device token, listed among
    your
    sessions as `Linked by code` (sign it out there). 401 for a code that is wrong, used or expired; 429
    after 20
    such codes an hour from one address.

    Args:
        idempotency_key (str | Unset):
        body (DeviceLinkCode):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | TokenOut | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed

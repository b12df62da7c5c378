from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem_details import ProblemDetails
from ...models.validation_problem import ValidationProblem
from typing import cast



def _get_kwargs(
    credential_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/players/me/passkeys/{credential_id}".format(credential_id=quote(str(credential_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ProblemDetails | ValidationProblem | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = ProblemDetails.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ProblemDetails.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = ProblemDetails.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = ProblemDetails.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ProblemDetails | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    credential_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Any | ProblemDetails | ValidationProblem]:
    """ Remove Passkey

     Remove a passkey (409 when it is the only way your account signs in). Devices signed in with it stay
    so:
    sign them out under sessions.

    Args:
        credential_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        credential_id=credential_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    credential_id: str,
    *,
    client: AuthenticatedClient,

) -> Any | ProblemDetails | ValidationProblem | None:
    """ Remove Passkey

     Remove a passkey (409 when it is the only way your account signs in). Devices signed in with it stay
    so:
    sign them out under sessions.

    Args:
        credential_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ProblemDetails | ValidationProblem
     """


    return sync_detailed(
        credential_id=credential_id,
client=client,

    ).parsed

async def asyncio_detailed(
    credential_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Any | ProblemDetails | ValidationProblem]:
    """ Remove Passkey

     Remove a passkey (409 when it is the only way your account signs in). Devices signed in with it stay
    so:
    sign them out under sessions.

    Args:
        credential_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        credential_id=credential_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    credential_id: str,
    *,
    client: AuthenticatedClient,

) -> Any | ProblemDetails | ValidationProblem | None:
    """ Remove Passkey

     Remove a passkey (409 when it is the only way your account signs in). Devices signed in with it stay
    so:
    sign them out under sessions.

    Args:
        credential_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ProblemDetails | ValidationProblem
     """


    return (await asyncio_detailed(
        credential_id=credential_id,
client=client,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_filter import GameFilter
from ...models.game_page import GamePage
from ...models.problem_details import ProblemDetails
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    status: GameFilter | Unset = UNSET,
    ranked: bool | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["ranked"] = ranked

    params["cursor"] = cursor

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/games",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GamePage | ProblemDetails | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = GamePage.from_dict(response.json())



        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GamePage | ProblemDetails | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: GameFilter | Unset = UNSET,
    ranked: bool | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[GamePage | ProblemDetails | ValidationProblem]:
    """ List My Games

     Your games, newest first.

    Args:
        status (GameFilter | Unset): Which of your games to list.
        ranked (bool | Unset): only ranked games (true) or only practice games (false)
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GamePage | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        status=status,
ranked=ranked,
cursor=cursor,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    status: GameFilter | Unset = UNSET,
    ranked: bool | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> GamePage | ProblemDetails | ValidationProblem | None:
    """ List My Games

     Your games, newest first.

    Args:
        status (GameFilter | Unset): Which of your games to list.
        ranked (bool | Unset): only ranked games (true) or only practice games (false)
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GamePage | ProblemDetails | ValidationProblem
     """


    return sync_detailed(
        client=client,
status=status,
ranked=ranked,
cursor=cursor,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: GameFilter | Unset = UNSET,
    ranked: bool | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[GamePage | ProblemDetails | ValidationProblem]:
    """ List My Games

     Your games, newest first.

    Args:
        status (GameFilter | Unset): Which of your games to list.
        ranked (bool | Unset): only ranked games (true) or only practice games (false)
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GamePage | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        status=status,
ranked=ranked,
cursor=cursor,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    status: GameFilter | Unset = UNSET,
    ranked: bool | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> GamePage | ProblemDetails | ValidationProblem | None:
    """ List My Games

     Your games, newest first.

    Args:
        status (GameFilter | Unset): Which of your games to list.
        ranked (bool | Unset): only ranked games (true) or only practice games (false)
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GamePage | ProblemDetails | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
status=status,
ranked=ranked,
cursor=cursor,
limit=limit,

    )).parsed

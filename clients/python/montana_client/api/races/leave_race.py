from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem_details import ProblemDetails
from ...models.race_out import RaceOut
from ...models.validation_problem import ValidationProblem
from typing import cast



def _get_kwargs(
    race: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/races/{race}/racers/me".format(race=quote(str(race), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ProblemDetails | RaceOut | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = RaceOut.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = ProblemDetails.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ProblemDetails.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = ProblemDetails.from_dict(response.json())



        return response_404

    if response.status_code == 412:
        response_412 = ProblemDetails.from_dict(response.json())



        return response_412

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ProblemDetails | RaceOut | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    race: str,
    *,
    client: AuthenticatedClient,

) -> Response[ProblemDetails | RaceOut | ValidationProblem]:
    """ Leave Race

     Give up your seat. Before the start it is free again (a host's room passes to the next racer); once
    the
    race runs, leaving resigns your game.

    Args:
        race (str): a race's id (32 hexadecimal digits) or its code (six letters and digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | RaceOut | ValidationProblem]
     """


    kwargs = _get_kwargs(
        race=race,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    race: str,
    *,
    client: AuthenticatedClient,

) -> ProblemDetails | RaceOut | ValidationProblem | None:
    """ Leave Race

     Give up your seat. Before the start it is free again (a host's room passes to the next racer); once
    the
    race runs, leaving resigns your game.

    Args:
        race (str): a race's id (32 hexadecimal digits) or its code (six letters and digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | RaceOut | ValidationProblem
     """


    return sync_detailed(
        race=race,
client=client,

    ).parsed

async def asyncio_detailed(
    race: str,
    *,
    client: AuthenticatedClient,

) -> Response[ProblemDetails | RaceOut | ValidationProblem]:
    """ Leave Race

     Give up your seat. Before the start it is free again (a host's room passes to the next racer); once
    the
    race runs, leaving resigns your game.

    Args:
        race (str): a race's id (32 hexadecimal digits) or its code (six letters and digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | RaceOut | ValidationProblem]
     """


    kwargs = _get_kwargs(
        race=race,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    race: str,
    *,
    client: AuthenticatedClient,

) -> ProblemDetails | RaceOut | ValidationProblem | None:
    """ Leave Race

     Give up your seat. Before the start it is free again (a host's room passes to the next racer); once
    the
    race runs, leaving resigns your game.

    Args:
        race (str): a race's id (32 hexadecimal digits) or its code (six letters and digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | RaceOut | ValidationProblem
     """


    return (await asyncio_detailed(
        race=race,
client=client,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.daily_calendar import DailyCalendar
from ...models.problem_details import ProblemDetails
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    month: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["month"] = month


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/daily/calendar",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DailyCalendar | ProblemDetails | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = DailyCalendar.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DailyCalendar | ProblemDetails | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    month: str | Unset = UNSET,

) -> Response[DailyCalendar | ProblemDetails | ValidationProblem]:
    """ Get Daily Calendar

     A month of daily deals: each day's commitment (and seed, once its day is over), your ranked attempt
    on it,
    your practice of it since, and the month's medal by days won. A past day's deal is played as
    practice with
    `POST /daily/{day}/practice`.

    Args:
        month (str | Unset): YYYY-MM (UTC); this month when left out

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DailyCalendar | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        month=month,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    month: str | Unset = UNSET,

) -> DailyCalendar | ProblemDetails | ValidationProblem | None:
    """ Get Daily Calendar

     A month of daily deals: each day's commitment (and seed, once its day is over), your ranked attempt
    on it,
    your practice of it since, and the month's medal by days won. A past day's deal is played as
    practice with
    `POST /daily/{day}/practice`.

    Args:
        month (str | Unset): YYYY-MM (UTC); this month when left out

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DailyCalendar | ProblemDetails | ValidationProblem
     """


    return sync_detailed(
        client=client,
month=month,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    month: str | Unset = UNSET,

) -> Response[DailyCalendar | ProblemDetails | ValidationProblem]:
    """ Get Daily Calendar

     A month of daily deals: each day's commitment (and seed, once its day is over), your ranked attempt
    on it,
    your practice of it since, and the month's medal by days won. A past day's deal is played as
    practice with
    `POST /daily/{day}/practice`.

    Args:
        month (str | Unset): YYYY-MM (UTC); this month when left out

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DailyCalendar | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        month=month,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    month: str | Unset = UNSET,

) -> DailyCalendar | ProblemDetails | ValidationProblem | None:
    """ Get Daily Calendar

     A month of daily deals: each day's commitment (and seed, once its day is over), your ranked attempt
    on it,
    your practice of it since, and the month's medal by days won. A past day's deal is played as
    practice with
    `POST /daily/{day}/practice`.

    Args:
        month (str | Unset): YYYY-MM (UTC); this month when left out

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DailyCalendar | ProblemDetails | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
month=month,

    )).parsed

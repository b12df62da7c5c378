from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.player_charts import PlayerCharts
from ...models.problem_details import ProblemDetails
from ...models.rules import Rules
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    rules: Rules | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_rules: str | Unset = UNSET
    if not isinstance(rules, Unset):
        json_rules = rules.value

    params["rules"] = json_rules


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/players/me/charts",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayerCharts | ProblemDetails | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = PlayerCharts.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PlayerCharts | ProblemDetails | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    rules: Rules | Unset = UNSET,

) -> Response[PlayerCharts | ProblemDetails | ValidationProblem]:
    """ Get My Charts

     Your ranked games of one mode, ready to draw as charts: the last twelve months (played and won),
    each day
    of the last year with a game, and the distributions of your latest 5,000 finished games (finishing
    times of
    wins, moves, redeals used). Practice games do not count.

    Args:
        rules (Rules | Unset): A rules profile of rules-v1.md.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerCharts | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        rules=rules,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    rules: Rules | Unset = UNSET,

) -> PlayerCharts | ProblemDetails | ValidationProblem | None:
    """ Get My Charts

     Your ranked games of one mode, ready to draw as charts: the last twelve months (played and won),
    each day
    of the last year with a game, and the distributions of your latest 5,000 finished games (finishing
    times of
    wins, moves, redeals used). Practice games do not count.

    Args:
        rules (Rules | Unset): A rules profile of rules-v1.md.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerCharts | ProblemDetails | ValidationProblem
     """


    return sync_detailed(
        client=client,
rules=rules,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    rules: Rules | Unset = UNSET,

) -> Response[PlayerCharts | ProblemDetails | ValidationProblem]:
    """ Get My Charts

     Your ranked games of one mode, ready to draw as charts: the last twelve months (played and won),
    each day
    of the last year with a game, and the distributions of your latest 5,000 finished games (finishing
    times of
    wins, moves, redeals used). Practice games do not count.

    Args:
        rules (Rules | Unset): A rules profile of rules-v1.md.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerCharts | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        rules=rules,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    rules: Rules | Unset = UNSET,

) -> PlayerCharts | ProblemDetails | ValidationProblem | None:
    """ Get My Charts

     Your ranked games of one mode, ready to draw as charts: the last twelve months (played and won),
    each day
    of the last year with a game, and the distributions of your latest 5,000 finished games (finishing
    times of
    wins, moves, redeals used). Practice games do not count.

    Args:
        rules (Rules | Unset): A rules profile of rules-v1.md.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerCharts | ProblemDetails | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
rules=rules,

    )).parsed

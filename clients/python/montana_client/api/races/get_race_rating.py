from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem_details import ProblemDetails
from ...models.rating_out import RatingOut
from ...models.rules import Rules
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    player_id: str,
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
        "url": "/api/v1/races/ratings/{player_id}".format(player_id=quote(str(player_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ProblemDetails | RatingOut | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = RatingOut.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = ProblemDetails.from_dict(response.json())



        return response_401

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ProblemDetails | RatingOut | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    rules: Rules | Unset = UNSET,

) -> Response[ProblemDetails | RatingOut | ValidationProblem]:
    """ Get Race Rating

     A player's race rating on a profile and their rank on its board (`me` for yours).

    Args:
        player_id (str): a player's id, or me
        rules (Rules | Unset): A rules profile of rules-v1.md.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | RatingOut | ValidationProblem]
     """


    kwargs = _get_kwargs(
        player_id=player_id,
rules=rules,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    rules: Rules | Unset = UNSET,

) -> ProblemDetails | RatingOut | ValidationProblem | None:
    """ Get Race Rating

     A player's race rating on a profile and their rank on its board (`me` for yours).

    Args:
        player_id (str): a player's id, or me
        rules (Rules | Unset): A rules profile of rules-v1.md.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | RatingOut | ValidationProblem
     """


    return sync_detailed(
        player_id=player_id,
client=client,
rules=rules,

    ).parsed

async def asyncio_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    rules: Rules | Unset = UNSET,

) -> Response[ProblemDetails | RatingOut | ValidationProblem]:
    """ Get Race Rating

     A player's race rating on a profile and their rank on its board (`me` for yours).

    Args:
        player_id (str): a player's id, or me
        rules (Rules | Unset): A rules profile of rules-v1.md.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | RatingOut | ValidationProblem]
     """


    kwargs = _get_kwargs(
        player_id=player_id,
rules=rules,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    rules: Rules | Unset = UNSET,

) -> ProblemDetails | RatingOut | ValidationProblem | None:
    """ Get Race Rating

     A player's race rating on a profile and their rank on its board (`me` for yours).

    Args:
        player_id (str): a player's id, or me
        rules (Rules | Unset): A rules profile of rules-v1.md.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | RatingOut | ValidationProblem
     """


    return (await asyncio_detailed(
        player_id=player_id,
client=client,
rules=rules,

    )).parsed

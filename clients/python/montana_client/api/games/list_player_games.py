from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.finished_game_page import FinishedGamePage
from ...models.game_status import GameStatus
from ...models.problem_details import ProblemDetails
from ...models.rules import Rules
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    player_id: str,
    *,
    rules: Rules | Unset = UNSET,
    status: GameStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_rules: str | Unset = UNSET
    if not isinstance(rules, Unset):
        json_rules = rules.value

    params["rules"] = json_rules

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["cursor"] = cursor

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/players/{player_id}/games".format(player_id=quote(str(player_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FinishedGamePage | ProblemDetails | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = FinishedGamePage.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FinishedGamePage | ProblemDetails | ValidationProblem]:
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
    status: GameStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[FinishedGamePage | ProblemDetails | ValidationProblem]:
    """ List Player Games

     A player's finished games, newest first: anyone's, with what anyone may see of them (a game on a
    shared
    deal appears once its deal is public).

    Args:
        player_id (str): a player's id (32 hexadecimal digits)
        rules (Rules | Unset): A rules profile of rules-v1.md.
        status (GameStatus | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FinishedGamePage | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        player_id=player_id,
rules=rules,
status=status,
cursor=cursor,
limit=limit,

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
    status: GameStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> FinishedGamePage | ProblemDetails | ValidationProblem | None:
    """ List Player Games

     A player's finished games, newest first: anyone's, with what anyone may see of them (a game on a
    shared
    deal appears once its deal is public).

    Args:
        player_id (str): a player's id (32 hexadecimal digits)
        rules (Rules | Unset): A rules profile of rules-v1.md.
        status (GameStatus | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FinishedGamePage | ProblemDetails | ValidationProblem
     """


    return sync_detailed(
        player_id=player_id,
client=client,
rules=rules,
status=status,
cursor=cursor,
limit=limit,

    ).parsed

async def asyncio_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    rules: Rules | Unset = UNSET,
    status: GameStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[FinishedGamePage | ProblemDetails | ValidationProblem]:
    """ List Player Games

     A player's finished games, newest first: anyone's, with what anyone may see of them (a game on a
    shared
    deal appears once its deal is public).

    Args:
        player_id (str): a player's id (32 hexadecimal digits)
        rules (Rules | Unset): A rules profile of rules-v1.md.
        status (GameStatus | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FinishedGamePage | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        player_id=player_id,
rules=rules,
status=status,
cursor=cursor,
limit=limit,

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
    status: GameStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> FinishedGamePage | ProblemDetails | ValidationProblem | None:
    """ List Player Games

     A player's finished games, newest first: anyone's, with what anyone may see of them (a game on a
    shared
    deal appears once its deal is public).

    Args:
        player_id (str): a player's id (32 hexadecimal digits)
        rules (Rules | Unset): A rules profile of rules-v1.md.
        status (GameStatus | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FinishedGamePage | ProblemDetails | ValidationProblem
     """


    return (await asyncio_detailed(
        player_id=player_id,
client=client,
rules=rules,
status=status,
cursor=cursor,
limit=limit,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.among import Among
from ...models.board import Board
from ...models.board_page import BoardPage
from ...models.league import League
from ...models.problem_details import ProblemDetails
from ...models.rules import Rules
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    board: Board,
    *,
    rules: Rules | Unset = UNSET,
    players: League | Unset = UNSET,
    period: str | Unset = 'all',
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
    among: Among | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    params: dict[str, Any] = {}

    json_rules: str | Unset = UNSET
    if not isinstance(rules, Unset):
        json_rules = rules.value

    params["rules"] = json_rules

    json_players: str | Unset = UNSET
    if not isinstance(players, Unset):
        json_players = players.value

    params["players"] = json_players

    params["period"] = period

    params["cursor"] = cursor

    params["limit"] = limit

    json_among: str | Unset = UNSET
    if not isinstance(among, Unset):
        json_among = among.value

    params["among"] = json_among


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/leaderboards/{board}".format(board=quote(str(board), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | BoardPage | ProblemDetails | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = BoardPage.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | BoardPage | ProblemDetails | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    board: Board,
    *,
    client: AuthenticatedClient | Client,
    rules: Rules | Unset = UNSET,
    players: League | Unset = UNSET,
    period: str | Unset = 'all',
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
    among: Among | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | BoardPage | ProblemDetails | ValidationProblem]:
    """ Get Leaderboard

     The best ranked game of each player: speed (wins by least time, then fewer moves, then
    earlier finish) or score (highest, then earlier finish). A token adds your own games held for
    review.
    401 for a token that is not valid (leave it out to read anonymously); 404 for a well-formed period
    that
    does not exist (day:2026-02-30). Pages are at most a second old; among friends, they are read
    afresh.

    Args:
        board (Board): ``speed``: wins by least time, then fewer moves; ``score``: the highest
            score.
        rules (Rules | Unset): A rules profile of rules-v1.md.
        players (League | Unset): Who a board ranks: people, or programs.
        period (str | Unset): all, week (this ISO week), day (today, UTC), daily (today's daily
            deal), or a given one: week:2026-W48, day:2026-11-29, daily:2026-11-29 Default: 'all'.
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.
        among (Among | Unset): Whom a board ranks: ``everyone``, or ``friends`` (you and the
            players you follow; it needs your token).
        if_none_match (str | Unset): an ETag you hold: 304 while it is current

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BoardPage | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        board=board,
rules=rules,
players=players,
period=period,
cursor=cursor,
limit=limit,
among=among,
if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    board: Board,
    *,
    client: AuthenticatedClient | Client,
    rules: Rules | Unset = UNSET,
    players: League | Unset = UNSET,
    period: str | Unset = 'all',
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
    among: Among | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Any | BoardPage | ProblemDetails | ValidationProblem | None:
    """ Get Leaderboard

     The best ranked game of each player: speed (wins by least time, then fewer moves, then
    earlier finish) or score (highest, then earlier finish). A token adds your own games held for
    review.
    401 for a token that is not valid (leave it out to read anonymously); 404 for a well-formed period
    that
    does not exist (day:2026-02-30). Pages are at most a second old; among friends, they are read
    afresh.

    Args:
        board (Board): ``speed``: wins by least time, then fewer moves; ``score``: the highest
            score.
        rules (Rules | Unset): A rules profile of rules-v1.md.
        players (League | Unset): Who a board ranks: people, or programs.
        period (str | Unset): all, week (this ISO week), day (today, UTC), daily (today's daily
            deal), or a given one: week:2026-W48, day:2026-11-29, daily:2026-11-29 Default: 'all'.
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.
        among (Among | Unset): Whom a board ranks: ``everyone``, or ``friends`` (you and the
            players you follow; it needs your token).
        if_none_match (str | Unset): an ETag you hold: 304 while it is current

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BoardPage | ProblemDetails | ValidationProblem
     """


    return sync_detailed(
        board=board,
client=client,
rules=rules,
players=players,
period=period,
cursor=cursor,
limit=limit,
among=among,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    board: Board,
    *,
    client: AuthenticatedClient | Client,
    rules: Rules | Unset = UNSET,
    players: League | Unset = UNSET,
    period: str | Unset = 'all',
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
    among: Among | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | BoardPage | ProblemDetails | ValidationProblem]:
    """ Get Leaderboard

     The best ranked game of each player: speed (wins by least time, then fewer moves, then
    earlier finish) or score (highest, then earlier finish). A token adds your own games held for
    review.
    401 for a token that is not valid (leave it out to read anonymously); 404 for a well-formed period
    that
    does not exist (day:2026-02-30). Pages are at most a second old; among friends, they are read
    afresh.

    Args:
        board (Board): ``speed``: wins by least time, then fewer moves; ``score``: the highest
            score.
        rules (Rules | Unset): A rules profile of rules-v1.md.
        players (League | Unset): Who a board ranks: people, or programs.
        period (str | Unset): all, week (this ISO week), day (today, UTC), daily (today's daily
            deal), or a given one: week:2026-W48, day:2026-11-29, daily:2026-11-29 Default: 'all'.
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.
        among (Among | Unset): Whom a board ranks: ``everyone``, or ``friends`` (you and the
            players you follow; it needs your token).
        if_none_match (str | Unset): an ETag you hold: 304 while it is current

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BoardPage | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        board=board,
rules=rules,
players=players,
period=period,
cursor=cursor,
limit=limit,
among=among,
if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    board: Board,
    *,
    client: AuthenticatedClient | Client,
    rules: Rules | Unset = UNSET,
    players: League | Unset = UNSET,
    period: str | Unset = 'all',
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
    among: Among | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Any | BoardPage | ProblemDetails | ValidationProblem | None:
    """ Get Leaderboard

     The best ranked game of each player: speed (wins by least time, then fewer moves, then
    earlier finish) or score (highest, then earlier finish). A token adds your own games held for
    review.
    401 for a token that is not valid (leave it out to read anonymously); 404 for a well-formed period
    that
    does not exist (day:2026-02-30). Pages are at most a second old; among friends, they are read
    afresh.

    Args:
        board (Board): ``speed``: wins by least time, then fewer moves; ``score``: the highest
            score.
        rules (Rules | Unset): A rules profile of rules-v1.md.
        players (League | Unset): Who a board ranks: people, or programs.
        period (str | Unset): all, week (this ISO week), day (today, UTC), daily (today's daily
            deal), or a given one: week:2026-W48, day:2026-11-29, daily:2026-11-29 Default: 'all'.
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.
        among (Among | Unset): Whom a board ranks: ``everyone``, or ``friends`` (you and the
            players you follow; it needs your token).
        if_none_match (str | Unset): an ETag you hold: 304 while it is current

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BoardPage | ProblemDetails | ValidationProblem
     """


    return (await asyncio_detailed(
        board=board,
client=client,
rules=rules,
players=players,
period=period,
cursor=cursor,
limit=limit,
among=among,
if_none_match=if_none_match,

    )).parsed

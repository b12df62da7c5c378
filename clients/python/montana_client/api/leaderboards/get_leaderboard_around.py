from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.among import Among
from ...models.around_player import AroundPlayer
from ...models.board import Board
from ...models.league import League
from ...models.problem_details import ProblemDetails
from ...models.rules import Rules
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    board: Board,
    player_id: str,
    *,
    rules: Rules | Unset = UNSET,
    players: League | Unset = UNSET,
    period: str | Unset = 'all',
    window: int | Unset = 5,
    among: Among | Unset = UNSET,

) -> dict[str, Any]:
    

    

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

    params["window"] = window

    json_among: str | Unset = UNSET
    if not isinstance(among, Unset):
        json_among = among.value

    params["among"] = json_among


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/leaderboards/{board}/around/{player_id}".format(board=quote(str(board), safe=""),player_id=quote(str(player_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AroundPlayer | ProblemDetails | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = AroundPlayer.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AroundPlayer | ProblemDetails | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    board: Board,
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    rules: Rules | Unset = UNSET,
    players: League | Unset = UNSET,
    period: str | Unset = 'all',
    window: int | Unset = 5,
    among: Among | Unset = UNSET,

) -> Response[AroundPlayer | ProblemDetails | ValidationProblem]:
    """ Get Leaderboard Around

     A player's rank on a board (anyone's, or yours with `me`) and the ``window`` players either side; a
    player
    with no entry there has the rank null (404 is for an id that names no player). Among friends, the
    ranks are
    among you and the players you follow (a player who is not among them has the rank null).

    Args:
        board (Board): ``speed``: wins by least time, then fewer moves; ``score``: the highest
            score.
        player_id (str): a player's id, or `me`
        rules (Rules | Unset): A rules profile of rules-v1.md.
        players (League | Unset): Who a board ranks: people, or programs.
        period (str | Unset): all, week (this ISO week), day (today, UTC), daily (today's daily
            deal), or a given one: week:2026-W48, day:2026-11-29, daily:2026-11-29 Default: 'all'.
        window (int | Unset):  Default: 5.
        among (Among | Unset): Whom a board ranks: ``everyone``, or ``friends`` (you and the
            players you follow; it needs your token).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AroundPlayer | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        board=board,
player_id=player_id,
rules=rules,
players=players,
period=period,
window=window,
among=among,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    board: Board,
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    rules: Rules | Unset = UNSET,
    players: League | Unset = UNSET,
    period: str | Unset = 'all',
    window: int | Unset = 5,
    among: Among | Unset = UNSET,

) -> AroundPlayer | ProblemDetails | ValidationProblem | None:
    """ Get Leaderboard Around

     A player's rank on a board (anyone's, or yours with `me`) and the ``window`` players either side; a
    player
    with no entry there has the rank null (404 is for an id that names no player). Among friends, the
    ranks are
    among you and the players you follow (a player who is not among them has the rank null).

    Args:
        board (Board): ``speed``: wins by least time, then fewer moves; ``score``: the highest
            score.
        player_id (str): a player's id, or `me`
        rules (Rules | Unset): A rules profile of rules-v1.md.
        players (League | Unset): Who a board ranks: people, or programs.
        period (str | Unset): all, week (this ISO week), day (today, UTC), daily (today's daily
            deal), or a given one: week:2026-W48, day:2026-11-29, daily:2026-11-29 Default: 'all'.
        window (int | Unset):  Default: 5.
        among (Among | Unset): Whom a board ranks: ``everyone``, or ``friends`` (you and the
            players you follow; it needs your token).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AroundPlayer | ProblemDetails | ValidationProblem
     """


    return sync_detailed(
        board=board,
player_id=player_id,
client=client,
rules=rules,
players=players,
period=period,
window=window,
among=among,

    ).parsed

async def asyncio_detailed(
    board: Board,
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    rules: Rules | Unset = UNSET,
    players: League | Unset = UNSET,
    period: str | Unset = 'all',
    window: int | Unset = 5,
    among: Among | Unset = UNSET,

) -> Response[AroundPlayer | ProblemDetails | ValidationProblem]:
    """ Get Leaderboard Around

     A player's rank on a board (anyone's, or yours with `me`) and the ``window`` players either side; a
    player
    with no entry there has the rank null (404 is for an id that names no player). Among friends, the
    ranks are
    among you and the players you follow (a player who is not among them has the rank null).

    Args:
        board (Board): ``speed``: wins by least time, then fewer moves; ``score``: the highest
            score.
        player_id (str): a player's id, or `me`
        rules (Rules | Unset): A rules profile of rules-v1.md.
        players (League | Unset): Who a board ranks: people, or programs.
        period (str | Unset): all, week (this ISO week), day (today, UTC), daily (today's daily
            deal), or a given one: week:2026-W48, day:2026-11-29, daily:2026-11-29 Default: 'all'.
        window (int | Unset):  Default: 5.
        among (Among | Unset): Whom a board ranks: ``everyone``, or ``friends`` (you and the
            players you follow; it needs your token).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AroundPlayer | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        board=board,
player_id=player_id,
rules=rules,
players=players,
period=period,
window=window,
among=among,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    board: Board,
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    rules: Rules | Unset = UNSET,
    players: League | Unset = UNSET,
    period: str | Unset = 'all',
    window: int | Unset = 5,
    among: Among | Unset = UNSET,

) -> AroundPlayer | ProblemDetails | ValidationProblem | None:
    """ Get Leaderboard Around

     A player's rank on a board (anyone's, or yours with `me`) and the ``window`` players either side; a
    player
    with no entry there has the rank null (404 is for an id that names no player). Among friends, the
    ranks are
    among you and the players you follow (a player who is not among them has the rank null).

    Args:
        board (Board): ``speed``: wins by least time, then fewer moves; ``score``: the highest
            score.
        player_id (str): a player's id, or `me`
        rules (Rules | Unset): A rules profile of rules-v1.md.
        players (League | Unset): Who a board ranks: people, or programs.
        period (str | Unset): all, week (this ISO week), day (today, UTC), daily (today's daily
            deal), or a given one: week:2026-W48, day:2026-11-29, daily:2026-11-29 Default: 'all'.
        window (int | Unset):  Default: 5.
        among (Among | Unset): Whom a board ranks: ``everyone``, or ``friends`` (you and the
            players you follow; it needs your token).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AroundPlayer | ProblemDetails | ValidationProblem
     """


    return (await asyncio_detailed(
        board=board,
player_id=player_id,
client=client,
rules=rules,
players=players,
period=period,
window=window,
among=among,

    )).parsed

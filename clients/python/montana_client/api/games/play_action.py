from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_state import GameState
from ...models.game_state_problem import GameStateProblem
from ...models.move_request import MoveRequest
from ...models.problem_details import ProblemDetails
from ...models.redeal_request import RedealRequest
from ...models.resign_request import ResignRequest
from ...models.undo_request import UndoRequest
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    body: MoveRequest | RedealRequest | ResignRequest | UndoRequest,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/games/{game_id}/actions".format(game_id=quote(str(game_id), safe=""),),
    }

    
    if isinstance(body, MoveRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, UndoRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RedealRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameState | GameStateProblem | ProblemDetails | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = GameState.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = ProblemDetails.from_dict(response.json())



        return response_400

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
        response_409 = GameStateProblem.from_dict(response.json())



        return response_409

    if response.status_code == 412:
        response_412 = GameStateProblem.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GameState | GameStateProblem | ProblemDetails | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: MoveRequest | RedealRequest | ResignRequest | UndoRequest,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[GameState | GameStateProblem | ProblemDetails | ValidationProblem]:
    """ Play Action

     Take one action; the server stamps its time. Returns the new state.

    Args:
        game_id (str): a game's id (32 hexadecimal digits)
        if_match (str | Unset): the version you saw (its ETag): act only if it is current
        idempotency_key (str | Unset):
        body (MoveRequest | RedealRequest | ResignRequest | UndoRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameState | GameStateProblem | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: MoveRequest | RedealRequest | ResignRequest | UndoRequest,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> GameState | GameStateProblem | ProblemDetails | ValidationProblem | None:
    """ Play Action

     Take one action; the server stamps its time. Returns the new state.

    Args:
        game_id (str): a game's id (32 hexadecimal digits)
        if_match (str | Unset): the version you saw (its ETag): act only if it is current
        idempotency_key (str | Unset):
        body (MoveRequest | RedealRequest | ResignRequest | UndoRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameState | GameStateProblem | ProblemDetails | ValidationProblem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: MoveRequest | RedealRequest | ResignRequest | UndoRequest,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[GameState | GameStateProblem | ProblemDetails | ValidationProblem]:
    """ Play Action

     Take one action; the server stamps its time. Returns the new state.

    Args:
        game_id (str): a game's id (32 hexadecimal digits)
        if_match (str | Unset): the version you saw (its ETag): act only if it is current
        idempotency_key (str | Unset):
        body (MoveRequest | RedealRequest | ResignRequest | UndoRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameState | GameStateProblem | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: MoveRequest | RedealRequest | ResignRequest | UndoRequest,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> GameState | GameStateProblem | ProblemDetails | ValidationProblem | None:
    """ Play Action

     Take one action; the server stamps its time. Returns the new state.

    Args:
        game_id (str): a game's id (32 hexadecimal digits)
        if_match (str | Unset): the version you saw (its ETag): act only if it is current
        idempotency_key (str | Unset):
        body (MoveRequest | RedealRequest | ResignRequest | UndoRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameState | GameStateProblem | ProblemDetails | ValidationProblem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,

    )).parsed

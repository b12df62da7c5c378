from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.challenge_out import ChallengeOut
from ...models.play_challenge import PlayChallenge
from ...models.problem_details import ProblemDetails
from ...models.ranked_game_in_play_problem import RankedGameInPlayProblem
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    challenge_id: str,
    *,
    body: PlayChallenge | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/challenges/{challenge_id}/game".format(challenge_id=quote(str(challenge_id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChallengeOut | ProblemDetails | RankedGameInPlayProblem | ValidationProblem | None:
    if response.status_code == 201:
        response_201 = ChallengeOut.from_dict(response.json())



        return response_201

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
        response_409 = RankedGameInPlayProblem.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ChallengeOut | ProblemDetails | RankedGameInPlayProblem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    challenge_id: str,
    *,
    client: AuthenticatedClient,
    body: PlayChallenge | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[ChallengeOut | ProblemDetails | RankedGameInPlayProblem | ValidationProblem]:
    """ Play Challenge

     Deal your game of the challenge (201), or find it if it is dealt already (200): play it through
    /api/v1/games/{your_game_id}. It is a ranked game (one at a time: 409 `ranked-game-in-play` unless
    `abandon_current`); a hint places you after everyone who played it out.

    Args:
        challenge_id (str): the challenge's id
        idempotency_key (str | Unset):
        body (PlayChallenge | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChallengeOut | ProblemDetails | RankedGameInPlayProblem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        challenge_id=challenge_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    challenge_id: str,
    *,
    client: AuthenticatedClient,
    body: PlayChallenge | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> ChallengeOut | ProblemDetails | RankedGameInPlayProblem | ValidationProblem | None:
    """ Play Challenge

     Deal your game of the challenge (201), or find it if it is dealt already (200): play it through
    /api/v1/games/{your_game_id}. It is a ranked game (one at a time: 409 `ranked-game-in-play` unless
    `abandon_current`); a hint places you after everyone who played it out.

    Args:
        challenge_id (str): the challenge's id
        idempotency_key (str | Unset):
        body (PlayChallenge | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChallengeOut | ProblemDetails | RankedGameInPlayProblem | ValidationProblem
     """


    return sync_detailed(
        challenge_id=challenge_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    challenge_id: str,
    *,
    client: AuthenticatedClient,
    body: PlayChallenge | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[ChallengeOut | ProblemDetails | RankedGameInPlayProblem | ValidationProblem]:
    """ Play Challenge

     Deal your game of the challenge (201), or find it if it is dealt already (200): play it through
    /api/v1/games/{your_game_id}. It is a ranked game (one at a time: 409 `ranked-game-in-play` unless
    `abandon_current`); a hint places you after everyone who played it out.

    Args:
        challenge_id (str): the challenge's id
        idempotency_key (str | Unset):
        body (PlayChallenge | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChallengeOut | ProblemDetails | RankedGameInPlayProblem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        challenge_id=challenge_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    challenge_id: str,
    *,
    client: AuthenticatedClient,
    body: PlayChallenge | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> ChallengeOut | ProblemDetails | RankedGameInPlayProblem | ValidationProblem | None:
    """ Play Challenge

     Deal your game of the challenge (201), or find it if it is dealt already (200): play it through
    /api/v1/games/{your_game_id}. It is a ranked game (one at a time: 409 `ranked-game-in-play` unless
    `abandon_current`); a hint places you after everyone who played it out.

    Args:
        challenge_id (str): the challenge's id
        idempotency_key (str | Unset):
        body (PlayChallenge | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChallengeOut | ProblemDetails | RankedGameInPlayProblem | ValidationProblem
     """


    return (await asyncio_detailed(
        challenge_id=challenge_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed

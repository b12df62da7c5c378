from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.challenge_out import ChallengeOut
from ...models.problem_details import ProblemDetails
from ...models.validation_problem import ValidationProblem
from typing import cast



def _get_kwargs(
    challenge_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/challenges/{challenge_id}".format(challenge_id=quote(str(challenge_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChallengeOut | ProblemDetails | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = ChallengeOut.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ChallengeOut | ProblemDetails | ValidationProblem]:
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

) -> Response[ChallengeOut | ProblemDetails | ValidationProblem]:
    """ Get Challenge

     A challenge you are in: who has played, and, once your own game is over, how they did; the places,
    the
    seed and every replay once it is placed. A challenge you are not in is answered 404, as one that
    does not
    exist.

    Args:
        challenge_id (str): the challenge's id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChallengeOut | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        challenge_id=challenge_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    challenge_id: str,
    *,
    client: AuthenticatedClient,

) -> ChallengeOut | ProblemDetails | ValidationProblem | None:
    """ Get Challenge

     A challenge you are in: who has played, and, once your own game is over, how they did; the places,
    the
    seed and every replay once it is placed. A challenge you are not in is answered 404, as one that
    does not
    exist.

    Args:
        challenge_id (str): the challenge's id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChallengeOut | ProblemDetails | ValidationProblem
     """


    return sync_detailed(
        challenge_id=challenge_id,
client=client,

    ).parsed

async def asyncio_detailed(
    challenge_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[ChallengeOut | ProblemDetails | ValidationProblem]:
    """ Get Challenge

     A challenge you are in: who has played, and, once your own game is over, how they did; the places,
    the
    seed and every replay once it is placed. A challenge you are not in is answered 404, as one that
    does not
    exist.

    Args:
        challenge_id (str): the challenge's id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChallengeOut | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        challenge_id=challenge_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    challenge_id: str,
    *,
    client: AuthenticatedClient,

) -> ChallengeOut | ProblemDetails | ValidationProblem | None:
    """ Get Challenge

     A challenge you are in: who has played, and, once your own game is over, how they did; the places,
    the
    seed and every replay once it is placed. A challenge you are not in is answered 404, as one that
    does not
    exist.

    Args:
        challenge_id (str): the challenge's id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChallengeOut | ProblemDetails | ValidationProblem
     """


    return (await asyncio_detailed(
        challenge_id=challenge_id,
client=client,

    )).parsed

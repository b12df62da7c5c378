from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.challenge_page import ChallengePage
from ...models.challenge_status import ChallengeStatus
from ...models.problem_details import ProblemDetails
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    status: ChallengeStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["cursor"] = cursor

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/challenges",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChallengePage | ProblemDetails | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = ChallengePage.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = ProblemDetails.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ProblemDetails.from_dict(response.json())



        return response_403

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ChallengePage | ProblemDetails | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: ChallengeStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[ChallengePage | ProblemDetails | ValidationProblem]:
    """ List My Challenges

     Challenges you are in (made or named), newest first; `status` open or finished.

    Args:
        status (ChallengeStatus | Unset): ``open`` (its players may play it) or ``finished``
            (placed: its seed and replays are public).
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChallengePage | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        status=status,
cursor=cursor,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    status: ChallengeStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> ChallengePage | ProblemDetails | ValidationProblem | None:
    """ List My Challenges

     Challenges you are in (made or named), newest first; `status` open or finished.

    Args:
        status (ChallengeStatus | Unset): ``open`` (its players may play it) or ``finished``
            (placed: its seed and replays are public).
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChallengePage | ProblemDetails | ValidationProblem
     """


    return sync_detailed(
        client=client,
status=status,
cursor=cursor,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: ChallengeStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[ChallengePage | ProblemDetails | ValidationProblem]:
    """ List My Challenges

     Challenges you are in (made or named), newest first; `status` open or finished.

    Args:
        status (ChallengeStatus | Unset): ``open`` (its players may play it) or ``finished``
            (placed: its seed and replays are public).
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChallengePage | ProblemDetails | ValidationProblem]
     """


    kwargs = _get_kwargs(
        status=status,
cursor=cursor,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    status: ChallengeStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> ChallengePage | ProblemDetails | ValidationProblem | None:
    """ List My Challenges

     Challenges you are in (made or named), newest first; `status` open or finished.

    Args:
        status (ChallengeStatus | Unset): ``open`` (its players may play it) or ``finished``
            (placed: its seed and replays are public).
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChallengePage | ProblemDetails | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
status=status,
cursor=cursor,
limit=limit,

    )).parsed

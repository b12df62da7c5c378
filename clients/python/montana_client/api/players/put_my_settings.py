from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.player_settings import PlayerSettings
from ...models.problem_details import ProblemDetails
from ...models.settings_out import SettingsOut
from ...models.stale_settings_problem import StaleSettingsProblem
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: PlayerSettings,
    if_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/api/v1/players/me/settings",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ProblemDetails | SettingsOut | StaleSettingsProblem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = SettingsOut.from_dict(response.json())



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

    if response.status_code == 412:
        response_412 = StaleSettingsProblem.from_dict(response.json())



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

    if response.status_code == 428:
        response_428 = ProblemDetails.from_dict(response.json())



        return response_428

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ProblemDetails | SettingsOut | StaleSettingsProblem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PlayerSettings,
    if_match: str | Unset = UNSET,

) -> Response[ProblemDetails | SettingsOut | StaleSettingsProblem | ValidationProblem]:
    """ Put My Settings

     Replace your settings; send If-Match with the version you read (412 with the current ones if they
    changed
    on another device meanwhile). Every device listening (`GET /players/me/events`) hears of it.

    Args:
        if_match (str | Unset):
        body (PlayerSettings): Synced to every device the player signs in on.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | SettingsOut | StaleSettingsProblem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        body=body,
if_match=if_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: PlayerSettings,
    if_match: str | Unset = UNSET,

) -> ProblemDetails | SettingsOut | StaleSettingsProblem | ValidationProblem | None:
    """ Put My Settings

     Replace your settings; send If-Match with the version you read (412 with the current ones if they
    changed
    on another device meanwhile). Every device listening (`GET /players/me/events`) hears of it.

    Args:
        if_match (str | Unset):
        body (PlayerSettings): Synced to every device the player signs in on.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | SettingsOut | StaleSettingsProblem | ValidationProblem
     """


    return sync_detailed(
        client=client,
body=body,
if_match=if_match,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PlayerSettings,
    if_match: str | Unset = UNSET,

) -> Response[ProblemDetails | SettingsOut | StaleSettingsProblem | ValidationProblem]:
    """ Put My Settings

     Replace your settings; send If-Match with the version you read (412 with the current ones if they
    changed
    on another device meanwhile). Every device listening (`GET /players/me/events`) hears of it.

    Args:
        if_match (str | Unset):
        body (PlayerSettings): Synced to every device the player signs in on.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | SettingsOut | StaleSettingsProblem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        body=body,
if_match=if_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: PlayerSettings,
    if_match: str | Unset = UNSET,

) -> ProblemDetails | SettingsOut | StaleSettingsProblem | ValidationProblem | None:
    """ Put My Settings

     Replace your settings; send If-Match with the version you read (412 with the current ones if they
    changed
    on another device meanwhile). Every device listening (`GET /players/me/events`) hears of it.

    Args:
        if_match (str | Unset):
        body (PlayerSettings): Synced to every device the player signs in on.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | SettingsOut | StaleSettingsProblem | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
if_match=if_match,

    )).parsed

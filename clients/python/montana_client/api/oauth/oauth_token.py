from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.o_auth_problem import OAuthProblem
from ...models.oauth_token_body import OauthTokenBody
from ...models.problem_details import ProblemDetails
from ...models.token_answer import TokenAnswer
from ...models.validation_problem import ValidationProblem
from typing import cast



def _get_kwargs(
    *,
    body: OauthTokenBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/oauth/token",
    }

    _kwargs["data"] = body.to_dict()
    headers["Content-Type"] = "application/x-www-form-urlencoded"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> OAuthProblem | ProblemDetails | TokenAnswer | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = TokenAnswer.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = OAuthProblem.from_dict(response.json())



        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[OAuthProblem | ProblemDetails | TokenAnswer | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: OauthTokenBody,

) -> Response[OAuthProblem | ProblemDetails | TokenAnswer | ValidationProblem]:
    """ Oauth Token

     The token endpoint (RFC 6749): a code and its PKCE verifier, or a refresh token, for an access token
    (an
    hour) and the next refresh token. Errors are OAuth 2.0 errors (`error`), which are also problem
    details.

    Args:
        body (OauthTokenBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OAuthProblem | ProblemDetails | TokenAnswer | ValidationProblem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: OauthTokenBody,

) -> OAuthProblem | ProblemDetails | TokenAnswer | ValidationProblem | None:
    """ Oauth Token

     The token endpoint (RFC 6749): a code and its PKCE verifier, or a refresh token, for an access token
    (an
    hour) and the next refresh token. Errors are OAuth 2.0 errors (`error`), which are also problem
    details.

    Args:
        body (OauthTokenBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OAuthProblem | ProblemDetails | TokenAnswer | ValidationProblem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: OauthTokenBody,

) -> Response[OAuthProblem | ProblemDetails | TokenAnswer | ValidationProblem]:
    """ Oauth Token

     The token endpoint (RFC 6749): a code and its PKCE verifier, or a refresh token, for an access token
    (an
    hour) and the next refresh token. Errors are OAuth 2.0 errors (`error`), which are also problem
    details.

    Args:
        body (OauthTokenBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OAuthProblem | ProblemDetails | TokenAnswer | ValidationProblem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: OauthTokenBody,

) -> OAuthProblem | ProblemDetails | TokenAnswer | ValidationProblem | None:
    """ Oauth Token

     The token endpoint (RFC 6749): a code and its PKCE verifier, or a refresh token, for an access token
    (an
    hour) and the next refresh token. Errors are OAuth 2.0 errors (`error`), which are also problem
    details.

    Args:
        body (OauthTokenBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OAuthProblem | ProblemDetails | TokenAnswer | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed

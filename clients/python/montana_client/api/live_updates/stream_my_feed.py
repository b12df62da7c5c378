from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors
from collections.abc import AsyncIterator, Iterator
import json

from ...types import STREAM_TIMEOUT, StreamEvent, aread_events, read_events, refused

from ...models.challenge_finished import ChallengeFinished
from ...models.challenged import Challenged
from ...models.follow_accepted import FollowAccepted
from ...models.follow_requested import FollowRequested
from ...models.followed import Followed
from ...models.game_ended import GameEnded
from ...models.game_started import GameStarted
from ...models.moderation_notice import ModerationNotice
from ...models.problem_details import ProblemDetails
from ...models.race_matched import RaceMatched
from ...models.race_starting import RaceStarting
from ...models.stream_ended import StreamEnded
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    last_event_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/players/me/feed",
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Challenged | ChallengeFinished | FollowAccepted | Followed | FollowRequested | GameEnded | GameStarted | ModerationNotice | RaceMatched | RaceStarting | StreamEnded | ProblemDetails | ValidationProblem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> Challenged | ChallengeFinished | FollowAccepted | Followed | FollowRequested | GameEnded | GameStarted | ModerationNotice | RaceMatched | RaceStarting | StreamEnded:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = GameStarted.from_dict(data)



                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_1 = GameEnded.from_dict(data)



                return response_200_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_2 = RaceMatched.from_dict(data)



                return response_200_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_3 = RaceStarting.from_dict(data)



                return response_200_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_4 = ModerationNotice.from_dict(data)



                return response_200_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_5 = FollowRequested.from_dict(data)



                return response_200_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_6 = Followed.from_dict(data)



                return response_200_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_7 = FollowAccepted.from_dict(data)



                return response_200_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_8 = Challenged.from_dict(data)



                return response_200_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_9 = ChallengeFinished.from_dict(data)



                return response_200_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_10 = StreamEnded.from_dict(data)



            return response_200_type_10

        response_200 = _parse_response_200(response.text)

        return response_200

    if response.status_code == 401:
        response_401 = ProblemDetails.from_dict(response.json())



        return response_401

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Challenged | ChallengeFinished | FollowAccepted | Followed | FollowRequested | GameEnded | GameStarted | ModerationNotice | RaceMatched | RaceStarting | StreamEnded | ProblemDetails | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def _parse_event_data(data: object) -> Challenged | ChallengeFinished | FollowAccepted | Followed | FollowRequested | GameEnded | GameStarted | ModerationNotice | RaceMatched | RaceStarting | StreamEnded:
    def _parse_response_200(data: object) -> Challenged | ChallengeFinished | FollowAccepted | Followed | FollowRequested | GameEnded | GameStarted | ModerationNotice | RaceMatched | RaceStarting | StreamEnded:
        try:
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_0 = GameStarted.from_dict(data)



            return response_200_type_0
        except (TypeError, ValueError, AttributeError, KeyError):
            pass
        try:
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = GameEnded.from_dict(data)



            return response_200_type_1
        except (TypeError, ValueError, AttributeError, KeyError):
            pass
        try:
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_2 = RaceMatched.from_dict(data)



            return response_200_type_2
        except (TypeError, ValueError, AttributeError, KeyError):
            pass
        try:
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_3 = RaceStarting.from_dict(data)



            return response_200_type_3
        except (TypeError, ValueError, AttributeError, KeyError):
            pass
        try:
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_4 = ModerationNotice.from_dict(data)



            return response_200_type_4
        except (TypeError, ValueError, AttributeError, KeyError):
            pass
        try:
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_5 = FollowRequested.from_dict(data)



            return response_200_type_5
        except (TypeError, ValueError, AttributeError, KeyError):
            pass
        try:
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_6 = Followed.from_dict(data)



            return response_200_type_6
        except (TypeError, ValueError, AttributeError, KeyError):
            pass
        try:
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_7 = FollowAccepted.from_dict(data)



            return response_200_type_7
        except (TypeError, ValueError, AttributeError, KeyError):
            pass
        try:
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_8 = Challenged.from_dict(data)



            return response_200_type_8
        except (TypeError, ValueError, AttributeError, KeyError):
            pass
        try:
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_9 = ChallengeFinished.from_dict(data)



            return response_200_type_9
        except (TypeError, ValueError, AttributeError, KeyError):
            pass
        if not isinstance(data, dict):
            raise TypeError()
        response_200_type_10 = StreamEnded.from_dict(data)



        return response_200_type_10

    response_200 = _parse_response_200(data)

    return response_200


def stream(
    *,
    client: AuthenticatedClient,
    last_event_id: str | Unset = UNSET,

) -> Iterator[StreamEvent[Challenged | ChallengeFinished | FollowAccepted | Followed | FollowRequested | GameEnded | GameStarted | ModerationNotice | RaceMatched | RaceStarting | StreamEnded]]:
    """Stream My Feed

    Your events, wherever they happen, each once: a game of yours started or ended (on any device, or by
    the
    server), quick match found you a race, a race of yours counts down, a moderator decided about you,
    someone asks
    to follow you, follows you, or let you follow them, a friend challenges you, a challenge of yours is
    placed. Each
    has its place in your events as `id`: reconnect with `Last-Event-ID` to get what you missed (events
    are kept a
    week). Without it, the stream starts with what comes next. It never ends by itself.

    Yields each event as it comes (``event``, ``id``, and ``data`` parsed); a keep-alive arrives at least every
    15 s, so a read waiting longer than STREAM_TIMEOUT means the connection is gone: reconnect with
    ``last_event_id``.

    Raises:
        StreamRefused: the stream was not opened; ``response.parsed`` is the problem.
    """

    kwargs = _get_kwargs(
        last_event_id=last_event_id,

    )

    with client.get_httpx_client().stream(**kwargs, timeout=STREAM_TIMEOUT) as response:
        if response.status_code != 200:
            response.read()
            raise refused(response, lambda: _build_response(client=client, response=response))
        for event, event_id, data in read_events(response.iter_text()):
            yield StreamEvent(event=event, id=event_id, data=_parse_event_data(json.loads(data)))


async def asyncio_stream(
    *,
    client: AuthenticatedClient,
    last_event_id: str | Unset = UNSET,

) -> AsyncIterator[StreamEvent[Challenged | ChallengeFinished | FollowAccepted | Followed | FollowRequested | GameEnded | GameStarted | ModerationNotice | RaceMatched | RaceStarting | StreamEnded]]:
    """Stream My Feed

    Your events, wherever they happen, each once: a game of yours started or ended (on any device, or by
    the
    server), quick match found you a race, a race of yours counts down, a moderator decided about you,
    someone asks
    to follow you, follows you, or let you follow them, a friend challenges you, a challenge of yours is
    placed. Each
    has its place in your events as `id`: reconnect with `Last-Event-ID` to get what you missed (events
    are kept a
    week). Without it, the stream starts with what comes next. It never ends by itself.

    Yields each event as it comes (``event``, ``id``, and ``data`` parsed); a keep-alive arrives at least every
    15 s, so a read waiting longer than STREAM_TIMEOUT means the connection is gone: reconnect with
    ``last_event_id``.

    Raises:
        StreamRefused: the stream was not opened; ``response.parsed`` is the problem.
    """

    kwargs = _get_kwargs(
        last_event_id=last_event_id,

    )

    async with client.get_async_httpx_client().stream(**kwargs, timeout=STREAM_TIMEOUT) as response:
        if response.status_code != 200:
            await response.aread()
            raise refused(response, lambda: _build_response(client=client, response=response))
        async for event, event_id, data in aread_events(response.aiter_text()):
            yield StreamEvent(event=event, id=event_id, data=_parse_event_data(json.loads(data)))

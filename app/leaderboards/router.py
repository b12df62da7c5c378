from __future__ import annotations

from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Path, Query, Request, Response
from pydantic import BaseModel, Field, computed_field

from app.games.schemas import Figure
from app.kit.errors import InvalidPeriod, NotFound
from app.kit.http import ONE_LIST_SHAPE, IfNoneMatch, content_etag, operation_name, problem_responses
from app.kit.openapi import OPTIONAL_TOKEN
from app.kit.readcache import Kept, ReadCache, board_scope
from app.kit.versions import none_match
from app.kit.vocabulary import Among, Board, League, Rules
from app.leaderboards.periods import PERIOD_PATTERN, InvalidPeriodError, NoSuchPeriodError, resolve_period
from app.leaderboards.repository import BoardId, LeaderboardRepository
from app.leaderboards.service import LeaderboardService
from app.players.context import Context, Credentials, in_unit_of_work
from app.players.service import Need

PERIOD_HELP = (
    "all, week (this ISO week), day (today, UTC), daily (today's daily deal), or a given one: "
    "week:2026-W48, day:2026-11-29, daily:2026-11-29"
)
PLAYERS_HELP = "people (the default) or bots: programs rank on boards of their own"


class PlayerRef(BaseModel):
    id: str
    name: str
    named: bool = Field(description="false when the player chose no display name (the name is then a default)")
    bot: bool = Field(description="a program: it ranks on the bots' boards")


class Entry(BaseModel):
    rank: int
    player: PlayerRef
    figure: Figure = Field(description="speed boards rank by elapsed_ms then moves, score boards by score")
    game_id: str = Field(description="its replay record lets anyone check the entry")
    finished_at: datetime


class HeldEntry(BaseModel):
    would_rank: int = Field(description="the rank it would take if a moderator clears it")
    figure: Figure
    game_id: str
    finished_at: datetime


class BoardPage(BaseModel):
    board: Board
    rules: Rules
    league: League
    period: str
    items: list[Entry]
    next_cursor: str | None
    under_review: list[HeldEntry] = Field(
        default=[], description="with a token: your own games held for review that would be on this board"
    )

    @computed_field(  # type: ignore[prop-decorator]
        description="deprecated (goes in /api/v2): the same as items, under its old name",
        json_schema_extra={"deprecated": True},
    )
    @property
    def entries(self) -> list[Entry]:
        return self.items


class AroundPlayer(BaseModel):
    board: Board
    rules: Rules
    league: League
    period: str
    rank: int | None = Field(description="null when the player has no entry on this board (items is then empty)")
    items: list[Entry]

    @computed_field(  # type: ignore[prop-decorator]
        description="deprecated (goes in /api/v2): the same as items, under its old name",
        json_schema_extra={"deprecated": True},
    )
    @property
    def entries(self) -> list[Entry]:
        return self.items


def period_key(period: str, context: Context) -> str:
    return period_of(period, context.now)


def period_of(period: str, now: datetime) -> str:
    try:
        return resolve_period(period, now)
    except InvalidPeriodError as error:
        raise InvalidPeriod(str(error)) from None
    except NoSuchPeriodError as error:
        raise NotFound(str(error)) from None


# The pattern is documented, and checked by the code (an unknown period is `invalid-period`, in words).
Period = Annotated[str, Query(max_length=30, description=PERIOD_HELP, json_schema_extra={"pattern": PERIOD_PATTERN})]
Players = Annotated[League, Query(description=PLAYERS_HELP)]
AmongWhom = Annotated[
    Among,
    Query(description="everyone (the default), or friends: you and the players you follow, ranked among you (it "
                      "needs your token, of a device or an app let in for `friends`)"),
]  # fmt: skip


def service_of(context: Context) -> LeaderboardService:
    return LeaderboardService(LeaderboardRepository(context.session), context.settings.secret_key)


router = APIRouter(prefix="/api/v1/leaderboards", tags=["leaderboards"], generate_unique_id_function=operation_name)
"""The boards' pages, served from the read cache: most reads of a board cost no query."""


@router.get(
    "/{board}",
    response_model=BoardPage,
    responses=problem_responses(
        304, 401, 404, 422, ok_headers={"ETag": "changes when the page does", **ONE_LIST_SHAPE.documented()}
    ),
    openapi_extra=OPTIONAL_TOKEN,
)
async def get_leaderboard(
    board: Board,
    request: Request,
    credentials: Credentials,
    rules: Rules = Rules.CLASSIC,
    players: Players = League.PEOPLE,
    period: Period = "all",
    cursor: Annotated[str | None, Query(max_length=300)] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
    among: AmongWhom = Among.EVERYONE,
    if_none_match: IfNoneMatch = None,
) -> Response:
    """The best ranked game of each player: speed (wins by least time, then fewer moves, then
    earlier finish) or score (highest, then earlier finish). A token adds your own games held for review.
    401 for a token that is not valid (leave it out to read anonymously); 404 for a well-formed period that
    does not exist (day:2026-02-30). Pages are at most a second old; among friends, they are read afresh."""
    on = BoardId(board, rules, players, period_of(period, request.app.state.clock()))
    if among == Among.FRIENDS:
        return await friends_board(request, credentials, on, cursor, limit, if_none_match)
    cache: ReadCache = request.app.state.read_cache
    scope, key = board_scope(rules, players), f"{on.board}|{on.period}|{cursor}|{limit}"
    looked = await cache.look(scope, key)
    kept = looked.kept
    if kept is None:

        def read(context: Context) -> BoardPage:
            return BoardPage.model_validate(service_of(context).top(on, cursor, limit))

        # Read from the primary when someone signed in asks: it may be their own game that just changed the board.
        page = await in_unit_of_work(request, None, read, public=credentials is None)
        body = page.model_dump_json().encode()
        kept = Kept(content_etag(body), body)
        await cache.keep(looked, kept)
    if credentials is not None:
        # A reader with a token gets the same kept page, plus their own held games (one small query, and the
        # token checked): signed-in readers cost the board no more than anonymous ones.
        def held(context: Context) -> list[HeldEntry]:
            entries = service_of(context).under_review(on, context.player().id)
            return [HeldEntry.model_validate(entry) for entry in entries]

        under_review = await in_unit_of_work(request, credentials, held)
        if under_review:
            page = BoardPage.model_validate_json(kept.body)
            page.under_review = under_review
            body = page.model_dump_json().encode()
            kept = Kept(content_etag(body), body)
    headers = {
        "ETag": kept.etag, "Cache-Control": "public, max-age=1" if credentials is None else "private, no-cache",
        **ONE_LIST_SHAPE.headers(),
    }  # fmt: skip
    if none_match(if_none_match, kept.etag):
        return Response(status_code=304, headers=headers)
    return Response(kept.body, media_type="application/json", headers=headers)


async def friends_board(
    request: Request, credentials: Credentials, on: BoardId, cursor: str | None, limit: int, if_none_match: str | None
) -> Response:
    """A board among the token's player and the players they follow: read afresh for each reader."""

    def read(context: Context) -> BoardPage:
        me = context.player(Need.FRIENDS).id
        service = service_of(context)
        page = BoardPage.model_validate(service.friends_top(on, me, cursor, limit))
        page.under_review = [HeldEntry.model_validate(entry) for entry in service.under_review(on, me)]
        return page

    page = await in_unit_of_work(request, credentials, read)
    body = page.model_dump_json().encode()
    etag = content_etag(body)
    headers = {"ETag": etag, "Cache-Control": "private, no-cache", **ONE_LIST_SHAPE.headers()}
    if none_match(if_none_match, etag):
        return Response(status_code=304, headers=headers)
    return Response(body, media_type="application/json", headers=headers)


@router.get(
    "/{board}/around/{player_id}",
    response_model=AroundPlayer,
    responses=problem_responses(401, 404, 422, ok_headers=ONE_LIST_SHAPE.documented()),
    openapi_extra=OPTIONAL_TOKEN,
)
async def get_leaderboard_around(
    board: Board,
    player_id: Annotated[str, Path(pattern=r"^(me|[0-9a-f]{32})$", description="a player's id, or `me`")],
    request: Request,
    credentials: Credentials,
    rules: Rules = Rules.CLASSIC,
    players: Players = League.PEOPLE,
    period: Period = "all",
    window: Annotated[int, Query(ge=0, le=50)] = 5,
    among: AmongWhom = Among.EVERYONE,
) -> Response:
    """A player's rank on a board (anyone's, or yours with `me`) and the ``window`` players either side; a player
    with no entry there has the rank null (404 is for an id that names no player). Among friends, the ranks are
    among you and the players you follow (a player who is not among them has the rank null)."""
    on = BoardId(board, rules, players, period_of(period, request.app.state.clock()))

    def read(context: Context) -> AroundPlayer:
        if among == Among.FRIENDS:
            me = context.player(Need.FRIENDS).id
            who = me if player_id == "me" else player_id
            return AroundPlayer.model_validate(service_of(context).friends_around(on, me, who, window))
        who = context.player().id if player_id == "me" else player_id
        return AroundPlayer.model_validate(service_of(context).around(on, who, window))

    public = player_id != "me" and among == Among.EVERYONE
    around = await in_unit_of_work(request, credentials, read, public=public)
    return Response(around.model_dump_json(), media_type="application/json", headers=ONE_LIST_SHAPE.headers())

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Body, Path, Query, Response, status

from app.challenges.schemas import ChallengeOut, ChallengePage, ChallengerOut, NewChallenge, PlayChallenge
from app.challenges.service import ChallengeService, ChallengeView
from app.fairplay.service import thresholds_of
from app.games.router import game_service
from app.kit.http import RankedGameInPlayProblem, operation_name, problem_responses, with_headers
from app.kit.vocabulary import ChallengeStatus
from app.players.context import Context, ContextDep, UnitOfWorkRoute
from app.players.names import player_ref
from app.players.service import Need

router = APIRouter(
    prefix="/api/v1/challenges", tags=["challenges"], route_class=UnitOfWorkRoute,
    generate_unique_id_function=operation_name,
)  # fmt: skip

ChallengeId = Annotated[str, Path(pattern=r"^[0-9a-f]{32}$", description="the challenge's id")]
PRIVATE = {"Cache-Control": "private, no-cache"}


def challenge_service(context: Context) -> ChallengeService:
    return ChallengeService(
        context.session, context.now, game_service(context), secret_key=context.settings.secret_key,
        thresholds=thresholds_of(context.settings), hours=context.settings.challenge_hours,
    )  # fmt: skip


def present(view: ChallengeView) -> ChallengeOut:
    challenge = view.challenge
    lines = []
    for line in view.lines:
        row = line.row
        figures = {
            "game_status": row.status, "reason": row.reason, "cause": row.cause,
            "cards_in_sequence": row.cards_in_sequence, "moves": row.moves, "redeals_used": row.redeals_used,
            "elapsed_ms": row.elapsed_ms, "assisted": bool(row.assisted),
        }  # fmt: skip
        lines.append(ChallengerOut.model_validate({
            "player": player_ref(row.player_id, row.display_name, bool(row.player_bot)), "you": line.you,
            "maker": row.player_id == challenge.creator_id, "status": line.status,
            **(figures if line.figures_shown else dict.fromkeys(figures)),
            "game_id": row.game_id if line.you or line.revealed else None,
            "replay": f"/api/v1/games/{row.game_id}/replay" if line.revealed and row.game_id else None,
            "place": row.place if line.revealed else None,
            "placed_last_because": row.placed_last_because if line.revealed else None,
        }))  # fmt: skip
    mine = view.your_line
    finished = challenge.status == "finished"
    return ChallengeOut.model_validate({
        "id": challenge.id, "rules": challenge.rules, "status": challenge.status, "maker_id": challenge.creator_id,
        "rematch_of": challenge.rematch_of, "seed_commitment": challenge.seed_commitment,
        "seed": challenge.seed if finished else None, "created_at": challenge.created_at,
        "ends_at": challenge.ends_at, "finished_at": challenge.finished_at, "version": challenge.version,
        "players": lines, "your_status": mine.status, "your_game_id": mine.row.game_id,
    })  # fmt: skip


def answer(context: Context, challenge_id: str, status_code: int = status.HTTP_200_OK) -> Response:
    view = challenge_service(context).view(challenge_id, context.player(Need.FRIENDS).id)
    headers = dict(PRIVATE)
    if status_code == status.HTTP_201_CREATED:
        headers["Location"] = f"/api/v1/challenges/{challenge_id}"
    return with_headers(present(view), headers, status_code=status_code)


@router.post(
    "",
    status_code=status.HTTP_201_CREATED,
    response_model=ChallengeOut,
    responses=problem_responses(401, 403, 404, 409, 422, 429, created_headers={"Location": "the challenge"}),
)
def create_challenge(body: Annotated[NewChallenge, Body()], context: ContextDep) -> Response:
    """Challenge 1 to 8 players to a fresh secret deal: each (you too) plays it once, whenever they like, before
    `ends_at`. Its `seed_commitment` is shown now; its seed and every replay once everyone has played or the time
    is up. You may challenge players who let you follow them or who follow you, or (`rematch_of`) the people of a
    finished race you raced in; 403 `blocked` across a block, `not-friends` otherwise; 409 with 10 of yours open."""
    me = context.player(Need.ACCOUNT)
    challenge = challenge_service(context).create(
        me, body.rules, body.players, hours=body.hours, rematch_of=body.rematch_of
    )
    return answer(context, challenge.id, status.HTTP_201_CREATED)


@router.get("", response_model=ChallengePage, responses=problem_responses(401, 403, 422))
def list_my_challenges(
    context: ContextDep,
    status: ChallengeStatus | None = None,
    cursor: Annotated[str | None, Query(max_length=300)] = None,
    limit: Annotated[int, Query(ge=1, le=50)] = 20,
) -> Response:
    """Challenges you are in (made or named), newest first; `status` open or finished."""
    me = context.player(Need.FRIENDS)
    views, next_cursor = challenge_service(context).mine(me.id, status, cursor, limit)
    page = ChallengePage(items=[present(view) for view in views], next_cursor=next_cursor)
    return with_headers(page, PRIVATE)


@router.get("/{challenge_id}", response_model=ChallengeOut, responses=problem_responses(401, 403, 404, 422))
def get_challenge(challenge_id: ChallengeId, context: ContextDep) -> Response:
    """A challenge you are in: who has played, and, once your own game is over, how they did; the places, the
    seed and every replay once it is placed. A challenge you are not in is answered 404, as one that does not
    exist."""
    return answer(context, challenge_id)


@router.post(
    "/{challenge_id}/game",
    status_code=status.HTTP_201_CREATED,
    response_model=ChallengeOut,
    responses=problem_responses(
        401, 403, 404, 409, 422, models={409: RankedGameInPlayProblem}, created_headers={"Location": "your game"}
    ),
)
def play_challenge(
    challenge_id: ChallengeId,
    context: ContextDep,
    body: Annotated[PlayChallenge, Body()] = PlayChallenge(),  # noqa: B008
) -> Response:
    """Deal your game of the challenge (201), or find it if it is dealt already (200): play it through
    /api/v1/games/{your_game_id}. It is a ranked game (one at a time: 409 `ranked-game-in-play` unless
    `abandon_current`); a hint places you after everyone who played it out."""
    me = context.player(Need.PLAY)
    service = challenge_service(context)
    challenge, new = service.play(me, challenge_id, abandon_current=body.abandon_current)
    view = service.view(challenge.id, me.id)
    headers = dict(PRIVATE)
    if new:
        headers["Location"] = f"/api/v1/games/{view.your_line.row.game_id}"
    return with_headers(present(view), headers, status_code=status.HTTP_201_CREATED if new else status.HTTP_200_OK)


@router.post(
    "/{challenge_id}/decline", response_model=ChallengeOut, responses=problem_responses(401, 403, 404, 409, 422)
)
def decline_challenge(challenge_id: ChallengeId, context: ContextDep) -> Response:
    """Decline a challenge you have not started: it is placed without you (once the others have played)."""
    me = context.player(Need.ACCOUNT)
    challenge_service(context).decline(me, challenge_id)
    return answer(context, challenge_id)

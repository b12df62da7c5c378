"""Moderation, for moderators only: the queue of held games, decisions on games and players, and their log."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path, Query

from app.fairplay.schemas import Ban, BotMark, Decision, DecisionOut, DecisionPage, PlayerStanding, Queue, ReviewOut
from app.fairplay.service import FairPlayService, thresholds_of
from app.kit.http import operation_name, problem_responses
from app.kit.readcache import all_board_scopes, player_scope
from app.kit.vocabulary import GameDecision
from app.players.context import Context, ContextDep, UnitOfWorkRoute
from app.players.models import Player
from app.players.service import Need

router = APIRouter(
    prefix="/api/v1/moderation",
    tags=["moderation"],
    route_class=UnitOfWorkRoute,
    generate_unique_id_function=operation_name,
)

PROBLEMS = problem_responses(401, 403, 422)
"""403: the token's player is not a moderator (or the token is an app's)."""
ON_A_PLAYER = problem_responses(401, 403, 404, 422)
GameId = Annotated[str, Path(pattern=r"^[0-9a-f]{32}$")]
PlayerId = Annotated[str, Path(pattern=r"^[0-9a-f]{32}$")]
Cursor = Annotated[str | None, Query(max_length=300)]
Limit = Annotated[int, Query(ge=1, le=100)]


def fair_play(context: Context) -> tuple[FairPlayService, Player]:
    settings = context.settings
    service = FairPlayService(
        context.session, context.now, thresholds_of(settings), context.app_state.boards, settings.secret_key
    )
    return service, service.moderator(context.player(Need.ACCOUNT))


def boards_changed(context: Context, player_id: str) -> None:
    """A decision moves a player's entries: the read cache must not serve the boards or profile from before it."""
    context.app_state.read_cache.changed_on_commit(context.session, player_scope(player_id), *all_board_scopes())


def standing_out(player: Player) -> PlayerStanding:
    return PlayerStanding(id=player.id, bot=player.bot, banned=player.banned_reason)


@router.get("/queue", response_model=Queue, responses=PROBLEMS)
def held_games(context: ContextDep, cursor: Cursor = None, limit: Limit = 20) -> dict[str, Any]:
    """Games held for review, oldest first, with the facts that held them and their replays."""
    service, _ = fair_play(context)
    items, next_cursor = service.queue(cursor, limit)
    return {"items": items, "next_cursor": next_cursor}


@router.post(
    "/games/{game_id}/{decision}",
    response_model=ReviewOut,
    responses=problem_responses(401, 403, 404, 409, 422),
)
def decide_game(game_id: GameId, decision: GameDecision, body: Decision, context: ContextDep) -> ReviewOut:
    """`clear` a held game (it goes on the boards it earned) or `reject` it (it never ranks)."""
    service, moderator = fair_play(context)
    review = service.decide_game(moderator, game_id, decision.value, body.reason)
    boards_changed(context, review.player_id)
    return ReviewOut(game_id=review.game_id, status=review.status, decided_at=review.decided_at)  # type: ignore[arg-type]


@router.post("/players/{player_id}/bot", response_model=PlayerStanding, responses=ON_A_PLAYER)
def mark_bot(player_id: PlayerId, body: BotMark, context: ContextDep) -> PlayerStanding:
    """Mark a player as a bot (their games move to the bots' boards), or take the mark back."""
    service, moderator = fair_play(context)
    boards_changed(context, player_id)
    return standing_out(service.set_bot(moderator, player_id, body.bot, body.reason))


@router.post(
    "/players/{player_id}/ban", response_model=PlayerStanding, responses=problem_responses(401, 403, 404, 409, 422)
)
def ban(player_id: PlayerId, body: Ban, context: ContextDep) -> PlayerStanding:
    """Ban a player from every board (they still play, and see why), or lift the ban."""
    service, moderator = fair_play(context)
    boards_changed(context, player_id)
    return standing_out(service.set_banned(moderator, player_id, body.banned, body.reason))


@router.get("/decisions", response_model=DecisionPage, responses=PROBLEMS)
def decisions(context: ContextDep, cursor: Cursor = None, limit: Limit = 50) -> DecisionPage:
    """Every decision, newest first: who, when, what and why."""
    service, _ = fair_play(context)
    rows, next_cursor = service.decisions(cursor, limit)
    items = [
        DecisionOut(
            id=row.id, moderator_id=row.moderator_id, action=row.action, player_id=row.player_id,  # type: ignore[arg-type]
            game_id=row.game_id, reason=row.reason, created_at=row.created_at,
        )
        for row in rows
    ]  # fmt: skip
    return DecisionPage(items=items, next_cursor=next_cursor)

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path, Query, Response, status

from app.friends.schemas import (
    BlockedPlayer,
    Blocks,
    FollowAnswer,
    FollowOut,
    Follows,
    Invite,
    Inviter,
    Relation,
)
from app.friends.schemas import Follow as FollowItem
from app.friends.service import FriendsService, as_follower_sees, someone
from app.kit.http import operation_name, problem_responses
from app.kit.openapi import OPTIONAL_TOKEN
from app.kit.vocabulary import FollowStatus
from app.players.context import AnonymousContextDep, Context, ContextDep, UnitOfWorkRoute
from app.players.service import Need

router = APIRouter(
    prefix="/api/v1", tags=["friends"], route_class=UnitOfWorkRoute, generate_unique_id_function=operation_name
)

PlayerId = Annotated[str, Path(pattern=r"^[0-9a-f]{32}$", description="the player's id")]
InviteCode = Annotated[str, Path(min_length=16, max_length=32, pattern=r"^[A-Za-z0-9_-]+$")]
Cursor = Annotated[str | None, Query(max_length=300, description="from the page before")]
Limit = Annotated[int, Query(ge=1, le=100)]


def friends(context: Context) -> FriendsService:
    return FriendsService(context.session, context.now, context.settings.secret_key)


def follows_out(service: FriendsService, rows: list[Any], limit: int, of: str, *, as_follower: bool) -> Follows:
    shown, next_cursor = service.page(rows, limit, of)
    items = [
        FollowItem(
            player=someone(row),
            status=(as_follower_sees(row.status) if as_follower else None) or FollowStatus(row.status),
            since=row.since,
        )
        for row in shown
    ]
    return Follows(items=items, next_cursor=next_cursor)


def invite_out(code: str | None) -> Invite:
    return Invite(code=code, link=None if code is None else f"/#invite/{code}")


@router.get("/players/me/following", response_model=Follows, responses=problem_responses(401, 403, 422))
def list_following(context: ContextDep, cursor: Cursor = None, limit: Limit = 50) -> Follows:
    """Whom you follow, and whom you asked to (requested until they accept), newest first."""
    me = context.player(Need.FRIENDS)
    service = friends(context)
    of = f"following:{me.id}"
    rows = service.friends.following(me.id, service.after(cursor, of), limit + 1)
    return follows_out(service, rows, limit, of, as_follower=True)


@router.put(
    "/players/me/following/{player_id}",
    response_model=FollowOut,
    responses=problem_responses(401, 403, 404, 409, 422, 429),
)
def follow_player(player_id: PlayerId, context: ContextDep) -> FollowOut:
    """Follow a player: asked until they accept (at once if they follow you already). Asking again changes
    nothing. 403 `blocked` when one of you blocks the other; 409 past 1,000 follows or 100 unanswered ones."""
    me = context.player(Need.ACCOUNT)
    service = friends(context)
    followed = service.follow(me, player_id)
    return FollowOut(player=someone(service.players.get(player_id)), status=followed)


@router.delete(
    "/players/me/following/{player_id}",
    status_code=status.HTTP_204_NO_CONTENT,
    responses=problem_responses(401, 403, 404, 422),
)
def unfollow_player(player_id: PlayerId, context: ContextDep) -> Response:
    """Stop following a player, or take back your request."""
    friends(context).unfollow(context.player(Need.ACCOUNT).id, player_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.get("/players/me/followers", response_model=Follows, responses=problem_responses(401, 403, 422))
def list_followers(
    context: ContextDep,
    status: Annotated[
        list[FollowStatus] | None, Query(description="requested, accepted or ignored; repeat it for several")
    ] = None,
    cursor: Cursor = None,
    limit: Limit = 50,
) -> Follows:
    """Who follows you (`accepted`) and who asks to (`requested`; `ignored` once you ignored them), newest first:
    all three unless `status` says which."""
    me = context.player(Need.FRIENDS)
    statuses = sorted(set(status or FollowStatus))
    service = friends(context)
    of = f"followers:{me.id}:{','.join(statuses)}"
    rows = service.friends.followers(me.id, statuses, service.after(cursor, of), limit + 1)
    return follows_out(service, rows, limit, of, as_follower=False)


@router.put(
    "/players/me/followers/{player_id}", response_model=FollowItem, responses=problem_responses(401, 403, 404, 409, 422)
)
def answer_follower(player_id: PlayerId, body: FollowAnswer, context: ContextDep) -> FollowItem:
    """Accept a follower's request (they see you on their friends' boards from now on), or ignore it (they are
    not told, and asking again tells you nothing new). An accepted follow is ended with DELETE."""
    me = context.player(Need.ACCOUNT)
    service = friends(context)
    answered = service.answer(me, player_id, body.status)
    follow = service.friends.follow(player_id, me.id)
    assert follow is not None
    return FollowItem(player=someone(service.players.get(player_id)), status=answered, since=follow.created_at)


@router.delete(
    "/players/me/followers/{player_id}",
    status_code=status.HTTP_204_NO_CONTENT,
    responses=problem_responses(401, 403, 404, 422),
)
def remove_follower(player_id: PlayerId, context: ContextDep) -> Response:
    """End a player's follow of you (or their request): they may ask again, unless you block them."""
    friends(context).remove_follower(context.player(Need.ACCOUNT).id, player_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.get(
    "/players/me/relations/{player_id}", response_model=Relation, responses=problem_responses(401, 403, 404, 422)
)
def get_relation(player_id: PlayerId, context: ContextDep) -> Relation:
    """What is between you and a player: your follow of them, theirs of you, and whether you block them."""
    me = context.player(Need.FRIENDS)
    relation = friends(context).relation(me.id, player_id)
    return Relation(
        player=relation.player, following=relation.following, follower=relation.follower, blocked=relation.blocked
    )


@router.get("/players/me/blocks", response_model=Blocks, responses=problem_responses(401, 403, 422))
def list_blocks(context: ContextDep, cursor: Cursor = None, limit: Limit = 50) -> Blocks:
    """The players you block, newest first."""
    me = context.player(Need.ACCOUNT)
    service = friends(context)
    of = f"blocks:{me.id}"
    shown, next_cursor = service.page(service.friends.blocks(me.id, service.after(cursor, of), limit + 1), limit, of)
    return Blocks(items=[BlockedPlayer(player=someone(row), since=row.since) for row in shown], next_cursor=next_cursor)


@router.put(
    "/players/me/blocks/{player_id}",
    status_code=status.HTTP_204_NO_CONTENT,
    responses=problem_responses(401, 403, 404, 409, 422),
)
def block_player(player_id: PlayerId, context: ContextDep) -> Response:
    """Block a player: every follow between you ends, and they cannot follow you or open your invite link. They
    are not told; they learn only that they cannot follow you."""
    friends(context).block(context.player(Need.ACCOUNT).id, player_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.delete(
    "/players/me/blocks/{player_id}",
    status_code=status.HTTP_204_NO_CONTENT,
    responses=problem_responses(401, 403, 404, 422),
)
def unblock_player(player_id: PlayerId, context: ContextDep) -> Response:
    """Unblock a player (follows ended by the block do not come back)."""
    friends(context).unblock(context.player(Need.ACCOUNT).id, player_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.get("/players/me/invite", response_model=Invite, responses=problem_responses(401, 403))
def get_my_invite(context: ContextDep) -> Invite:
    """Your invite link (null until you make one): whoever opens it may follow you at once."""
    return invite_out(friends(context).invite(context.player(Need.ACCOUNT).id))


@router.post(
    "/players/me/invite",
    response_model=Invite,
    status_code=status.HTTP_201_CREATED,
    responses=problem_responses(401, 403, 422),
)
def make_my_invite(context: ContextDep) -> Invite:
    """A new invite link: the one before stops working (send the new one only to those you want)."""
    return invite_out(friends(context).new_invite(context.player(Need.ACCOUNT).id))


@router.delete("/players/me/invite", status_code=status.HTTP_204_NO_CONTENT, responses=problem_responses(401, 403, 404))
def end_my_invite(context: ContextDep) -> Response:
    """Stop your invite link from working."""
    friends(context).end_invite(context.player(Need.ACCOUNT).id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.get(
    "/invites/{code}", response_model=Inviter, responses=problem_responses(404, 422), openapi_extra=OPTIONAL_TOKEN
)
def get_invite(code: InviteCode, context: AnonymousContextDep) -> Inviter:
    """Whose invite link this is (404 for a code no longer in use)."""
    return Inviter(player=someone(friends(context).inviter(code)))


@router.post("/invites/{code}", response_model=FollowOut, responses=problem_responses(401, 403, 404, 409, 422, 429))
def accept_invite(code: InviteCode, context: ContextDep) -> FollowOut:
    """Follow the player whose invite link this is, at once (they shared it); 403 `blocked` when one of you blocks
    the other."""
    me = context.player(Need.ACCOUNT)
    inviter, followed = friends(context).follow_invited(me, code)
    return FollowOut(player=someone(inviter), status=followed)

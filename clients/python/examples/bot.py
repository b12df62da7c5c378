"""A Montana bot on the generated Python client: it plays one ranked game to the end while following the game's
live stream, checks that the stream saw the end, and writes the game's replay record, which `montana verify`
re-scores.

    python examples/bot.py --base http://localhost:8000 --replay replay.json
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from http import HTTPStatus
from pathlib import Path

from montana_client import AuthenticatedClient, Client
from montana_client.api.games import get_replay, play_action, start_game
from montana_client.api.live_updates import stream_game
from montana_client.api.players import create_guest
from montana_client.models import (
    GameState,
    GameStatus,
    LegalMoveOut,
    MoveOutcome,
    MoveRequest,
    NewPlayer,
    RedealRequest,
    ReplayRecord,
    ResignRequest,
    StreamEnd,
    StreamEnded,
    TokenOut,
)

MOST_ACTIONS = 400
"""Montana can go round in circles: a bot that has not finished by then resigns."""


def choose(game: GameState) -> MoveRequest | RedealRequest | ResignRequest:
    """A simple player: a winning move, else one that lengthens a row's sequence, else any move that does not lose,
    else a redeal, else whatever is left."""
    moves: list[LegalMoveOut] = game.legal_moves

    def lengthens(move: LegalMoveOut) -> bool:
        row, column = move.to
        return column == game.runs[row]

    def loses(move: LegalMoveOut) -> bool:
        return move.outcome == MoveOutcome.LOST

    if game.moves + game.redeals_used >= MOST_ACTIONS:
        return ResignRequest(type_="resign")
    ranked = (
        [move for move in moves if move.outcome == MoveOutcome.WON]
        + [move for move in moves if lengthens(move) and not loses(move)]
        + [move for move in moves if not loses(move)]
    )
    if ranked:
        return MoveRequest(type_="move", card=ranked[0].card, to=list(ranked[0].to))
    if game.can_redeal:
        return RedealRequest(type_="redeal")
    if moves:
        return MoveRequest(type_="move", card=moves[0].card, to=list(moves[0].to))
    return ResignRequest(type_="resign")


async def follow(client: AuthenticatedClient, game_id: str, seen: list[GameState]) -> StreamEnded:
    """Every state the game's stream sends, until the server ends the stream (and says why)."""
    async for event in stream_game.asyncio_stream(game_id, client=client):
        if isinstance(event.data, StreamEnded):
            return event.data
        seen.append(event.data)
    raise RuntimeError("the stream ended without saying why")


async def play(base: str) -> tuple[GameState, list[GameState], StreamEnded, dict[str, object]]:
    anonymous = Client(base_url=base)
    guest = await create_guest.asyncio(client=anonymous, body=NewPlayer(bot=True))
    if not isinstance(guest, TokenOut):
        raise RuntimeError(f"no guest token: {guest}")
    async with AuthenticatedClient(base_url=base, token=guest.token) as me:
        game = await start_game.asyncio(client=me)
        if not isinstance(game, GameState):
            raise RuntimeError(f"no game: {game}")
        seen: list[GameState] = []
        following = asyncio.create_task(follow(me, game.id, seen))
        while game.status == GameStatus.PLAYING:
            answer = await play_action.asyncio_detailed(
                game.id, client=me, body=choose(game), if_match=f'"{game.version}"'
            )
            if answer.status_code == HTTPStatus.TOO_MANY_REQUESTS:  # the same action again once the server says
                await asyncio.sleep(float(answer.headers.get("Retry-After", "1")))
                continue
            if not isinstance(answer.parsed, GameState):
                raise RuntimeError(f"the server refused an action: {answer.status_code} {answer.content!r}")
            game = answer.parsed
        ended = await asyncio.wait_for(following, timeout=30)
        record = await get_replay.asyncio(game.id, client=anonymous)
        if not isinstance(record, ReplayRecord):
            raise RuntimeError(f"no replay: {record}")
    return game, seen, ended, record.to_dict()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="http://localhost:8000", help="the server's address")
    parser.add_argument("--replay", type=Path, help="write the game's replay record here")
    args = parser.parse_args()
    game, seen, ended, record = asyncio.run(play(args.base))
    if ended.reason != StreamEnd.OVER or not seen or seen[-1].version != game.version:
        sys.exit(f"the stream did not follow the game to its end: {ended.reason}, {len(seen)} states")
    print(
        f"{game.status.value} ({game.reason.value if game.reason else ''}): score {game.score}, "
        f"{game.moves} moves, {game.redeals_used} redeals; the stream sent {len(seen)} states and ended: "
        f"{ended.detail}"
    )
    if args.replay is not None:
        args.replay.write_text(json.dumps(record))


if __name__ == "__main__":
    main()

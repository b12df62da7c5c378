"""Leaderboards built only from refereed ranked games: who may rank, recording, top lists, and around a player.

Who ranks where (the policy docs/api.md states):

- random ranked deals (``free``) rank on the all-time, weekly and daily boards of their rules profile;
- a daily deal ranks on that deal's board only, and only for accounts that existed before its day began
  (a shared deal must not be played once per guest, nor learned on one account and raced on another);
- campaign levels and proven-winnable deals rank nowhere (shared or curated deals), nor do practice games;
- race games rank nowhere either (every racer plays the same deal): races have ratings of their own;
- a game with a hint (``assisted``), a game held for review or rejected, and every game of a banned player
  rank nowhere; bots (declared, found, or playing with a bot token) rank on the bots' boards only.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from datetime import UTC, datetime, time
from typing import Any

from sqlalchemy.engine import Row

from app.games.events import Celebration, GameEnded, Improvement
from app.games.repository import FinishedGame
from app.kit.cursors import read_signed, sign_cursor
from app.kit.errors import InvalidCursor, NotFound
from app.kit.vocabulary import OffBoards
from app.leaderboards.periods import periods_of
from app.leaderboards.repository import BoardId, LeaderboardRepository, SortKey, bucket_of, sort_key
from app.players.models import Player
from app.players.names import player_ref
from app.players.repository import PlayerRepository

PEOPLE, BOTS = "people", "bots"
RANKED_KINDS = ("free", "daily")
"""Game kinds that can rank: campaign levels are retried puzzles, proven deals are curated."""


@dataclass(frozen=True)
class Standing:
    """Where a finished game may rank: its league, or why it ranks nowhere."""

    league: str | None
    why_not: str | None = None
    why_not_code: OffBoards | None = None


@dataclass(frozen=True)
class Recorded:
    """A new personal best written to a board."""

    on: BoardId
    key: SortKey
    before: Any
    figure: dict[str, int]


def figure_of(row: Any) -> dict[str, int]:
    """A game's figures (the same on every board; each board ranks by its own)."""
    return {"score": row.score, "elapsed_ms": row.elapsed_ms, "moves": row.moves}


def board_keys(game: FinishedGame) -> dict[str, tuple[int, int]]:
    """The boards a finished game enters, with its sort key on each."""
    keys = {"score": (-game.score, 0)}
    if game.status == "won":
        keys["speed"] = (game.elapsed_ms, game.moves)
    return keys


def periods_for(game: FinishedGame) -> list[str]:
    assert game.finished_at is not None
    if game.kind == "daily":
        return [f"daily:{game.daily_date.isoformat()}"] if game.daily_date else []
    return periods_of(game.finished_at, None)


def standing(game: FinishedGame, player: Player | None) -> Standing:
    """Where a finished ranked game may rank, before any review (see the module's policy)."""
    if game.kind == "race":
        return Standing(None, "race games are on the race ratings, not on the leaderboards", OffBoards.RACE)
    if game.kind == "challenge":  # its deal is known to the first who finish it before the last has played
        return Standing(None, "challenge games are placed on their challenge, not on the leaderboards",
                        OffBoards.CHALLENGE)  # fmt: skip
    if game.kind not in RANKED_KINDS:
        return Standing(None, "campaign levels and proven deals are not on the leaderboards", OffBoards.NOT_RANKED_KIND)
    if game.assisted:
        return Standing(None, "a hint was used in this game, so it is not on the leaderboards", OffBoards.ASSISTED)
    if player is None or player.banned_at is not None:
        return Standing(None, "this player may not appear on the leaderboards", OffBoards.NOT_ALLOWED)
    if game.kind == "daily" and game.daily_date is not None:
        day_start = datetime.combine(game.daily_date, time.min, tzinfo=UTC)
        if player.registered_at is None or player.registered_at >= day_start:
            why = "the daily deal's board is for accounts that existed before its day began"
            return Standing(None, why, OffBoards.DAILY_TOO_NEW)
    return Standing(BOTS if game.bot or player.bot else PEOPLE)


def entry_out(board: str, rank: int, row: Row[Any]) -> dict[str, Any]:
    return {
        "rank": rank,
        "player": player_ref(row.player_id, row.display_name, bool(row.bot)),
        "figure": figure_of(row),
        "game_id": row.game_id,
        "finished_at": row.finished_at,
    }


class LeaderboardService:
    def __init__(self, repository: LeaderboardRepository, secret_key: str = "") -> None:
        self.boards = repository
        self.secret_key = secret_key

    # -- recording --------------------------------------------------------------------

    def record(self, game: FinishedGame, league: str = PEOPLE) -> list[Recorded]:
        """Enter a finished game on each of its boards where it is the player's best."""
        if game.finished_at is None:
            return []
        periods = periods_for(game)
        keys = board_keys(game)
        existing = self.boards.entries_of(game.player_id, game.rules, league, list(keys), periods)
        recorded, entries, buckets = [], [], Counter[tuple[str, str, str, str, int]]()
        for board, (primary, secondary) in keys.items():
            key = (primary, secondary, game.finished_at, game.player_id)
            for period in periods:
                before = existing.get((board, period))
                if before is not None and sort_key(before) <= key:
                    continue
                entries.append({
                    "board": board, "rules": game.rules, "league": league, "period": period,
                    "player_id": game.player_id, "sort_primary": primary, "sort_secondary": secondary,
                    "finished_at": game.finished_at, "game_id": game.id, "score": game.score,
                    "elapsed_ms": game.elapsed_ms, "moves": game.moves,
                })  # fmt: skip
                buckets[(board, game.rules, league, period, bucket_of(board, primary))] += 1
                if before is not None:
                    buckets[(board, game.rules, league, period, bucket_of(board, before.sort_primary))] -= 1
                on = BoardId(board, game.rules, league, period)
                recorded.append(Recorded(on, key, before, figure_of(game)))
        self.boards.put(entries, buckets)
        return recorded

    def ranked(self, recorded: list[Recorded]) -> list[Improvement]:
        """The new rank of each recorded entry, for the response to the game's final action."""
        ranks = self.boards.ranks_of([(entry.on, entry.key) for entry in recorded])
        return [
            Improvement(
                board=entry.on.board,
                rules=entry.on.rules,
                league=entry.on.league,
                period=entry.on.period,
                rank=rank,
                previous=None if entry.before is None else figure_of(entry.before),
                figure=entry.figure,
            )
            for entry, rank in zip(recorded, ranks, strict=True)
        ]

    def league_of(self, game: FinishedGame, player: Player | None = None) -> str | None:
        """Where the game may rank before any review, as its player stands now (``player`` as read after its lock,
        or read again here: a ban may be new)."""
        if player is None:
            player = PlayerRepository(self.boards.session).get(game.player_id, fresh=True)
        return standing(game, player).league

    def enter(self, game: FinishedGame) -> None:
        """Enter a game cleared by a moderator on the boards it may rank on (under the player's lock)."""
        league = self.league_of(game)
        if league is not None:
            self.record(game, league)

    def rebuild_player(self, player_id: str) -> None:
        """Take the player's entries off every board and enter again each finished game that may rank.

        How a moderator's decision (a ban, a bot mark, a late hold) reaches the boards: the bucket counts move with
        the entries, so every rank stays exact.
        """
        players = PlayerRepository(self.boards.session)
        player = players.locked(player_id)
        with self.boards.buckets_moved_together():
            self.boards.remove_player(player_id)
            for game in self.boards.finished_games_for_boards(player_id):
                place = standing(game, player)
                if place.league is not None and self.boards.review_status(game.id) not in ("held", "rejected"):
                    self.record(game, place.league)

    # -- reading ------------------------------------------------------------------------

    def top(self, on: BoardId, cursor: str | None, limit: int) -> dict[str, Any]:
        rank, after = self._read_cursor(on, cursor) if cursor else (0, None)
        rows = self.boards.top(on, after, limit + 1)
        entries = [entry_out(on.board, rank + offset, row) for offset, row in enumerate(rows[:limit], start=1)]
        next_cursor = self._cursor(on, rank + limit, sort_key(rows[limit - 1])) if len(rows) > limit else None
        return {**on._asdict(), "items": entries, "next_cursor": next_cursor}

    def friends_top(self, on: BoardId, me: str, cursor: str | None, limit: int) -> dict[str, Any]:
        """:meth:`top` among ``me`` and the players they follow, ranked among them."""
        of = f"leaderboards:friends:{me}"
        rank, after = self._read_cursor(on, cursor, of) if cursor else (0, None)
        rows = self.boards.friends_top(on, me, after, limit + 1)
        entries = [entry_out(on.board, rank + offset, row) for offset, row in enumerate(rows[:limit], start=1)]
        next_cursor = self._cursor(on, rank + limit, sort_key(rows[limit - 1]), of) if len(rows) > limit else None
        return {**on._asdict(), "items": entries, "next_cursor": next_cursor}

    def friends_around(self, on: BoardId, me: str, player_id: str, window: int) -> dict[str, Any]:
        """:meth:`around` among ``me`` and the players they follow: a player who is not among them has no rank."""
        rows = self.boards.friends_around(on, me, player_id, window)
        if not rows and PlayerRepository(self.boards.session).get(player_id) is None:
            raise NotFound(f"no player has the id {player_id}: check it, or use `me` with your token")
        rank = next((int(row.rank) for row in rows if row.player_id == player_id), None)
        return {**on._asdict(), "rank": rank, "items": [entry_out(on.board, int(row.rank), row) for row in rows]}

    def around(self, on: BoardId, player_id: str, window: int) -> dict[str, Any]:
        mine = self.boards.entry(on, player_id)
        if mine is None:
            if PlayerRepository(self.boards.session).get(player_id) is None:
                raise NotFound(f"no player has the id {player_id}: check it, or use `me` with your token")
            # Not being on a board is an answer, not an error: a page asks this of every player it shows.
            return {**on._asdict(), "rank": None, "items": []}
        key = sort_key(mine)
        rank, above, below = self.boards.rank_and_neighbours(on, key, window)
        entries = [entry_out(on.board, rank - len(above) + offset, row) for offset, row in enumerate(above)]
        entries.append(entry_out(on.board, rank, mine))
        entries += [entry_out(on.board, rank + offset, row) for offset, row in enumerate(below, start=1)]
        return {**on._asdict(), "rank": rank, "items": entries}

    def under_review(self, on: BoardId, player_id: str) -> list[dict[str, Any]]:
        """The player's own games held for review that would be on this board: shown to them alone. Only people's
        games are reviewed, so the bots' boards have none."""
        if on.league != PEOPLE:
            return []
        out = []
        for game in self.boards.held_games(player_id, on.rules):
            keys = board_keys(game)
            if on.board not in keys or on.period not in periods_for(game):
                continue
            primary, secondary = keys[on.board]
            would_be = self.boards.rank_of(on, (primary, secondary, game.finished_at, player_id))
            out.append({
                "would_rank": would_be, "figure": figure_of(game), "game_id": game.id,
                "finished_at": game.finished_at,
            })  # fmt: skip
        return out

    def _cursor(self, on: BoardId, rank: int, key: SortKey, of: str = "leaderboards") -> str:
        """Where the next page of ``on`` starts; it names its board (and whose friends it ranks), so that no other
        board takes it."""
        primary, secondary, finished_at, player_id = key
        values = [*on, rank, primary, secondary, finished_at.isoformat(), player_id]
        return sign_cursor(values, self.secret_key, of=of)

    def _read_cursor(self, on: BoardId, cursor: str, of: str = "leaderboards") -> tuple[int, SortKey]:
        *board, rank, primary, secondary, finished_at, player_id = read_signed(cursor, self.secret_key, 9, of=of)
        if tuple(board) != tuple(on):
            raise InvalidCursor(
                f"this cursor is for the {board[0]} board of {board[1]} ({board[2]}, {board[3]}), not this one: "
                "start again without ?cursor="
            )
        return int(rank), (int(primary), int(secondary), datetime.fromisoformat(finished_at), str(player_id))


def record_on_boards(event: GameEnded, so_far: Celebration) -> Celebration:
    """The game-end handler: enter a ranked game on the boards it may rank on, unless fair play's review (a reaction
    the seam runs before this one, which says so in ``so_far``) held it. The player is locked already: two games of
    one player ending at once see each other's entries."""
    game = event.game
    if not game.ranked:
        return so_far
    if not so_far.reviewed:  # the seam's order says so too; a seam composed without the review must not pass
        raise RuntimeError("the boards follow the fair-play review: its reaction must run before theirs")
    repository = LeaderboardRepository(event.session)
    place = standing(game, event.player)
    if place.league is None:
        return replace(so_far, off_boards=place.why_not, off_boards_code=place.why_not_code)
    if so_far.under_review:
        why = "held for review: a moderator will look at this game"
        return replace(so_far, off_boards=why, off_boards_code=OffBoards.HELD)
    service = LeaderboardService(repository)
    return replace(so_far, improved_boards=tuple(service.ranked(service.record(game, place.league))))

"""All SQL about leaderboard entries. Every board ranks by one ascending key (see the model)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from datetime import datetime
from functools import cache
from typing import Any, NamedTuple, cast

from sqlalchemy import (
    BindParameter,
    Integer,
    String,
    Table,
    and_,
    any_,
    bindparam,
    delete,
    func,
    literal,
    literal_column,
    or_,
    select,
    text,
    tuple_,
    union_all,
)
from sqlalchemy import cast as sql_cast
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Row
from sqlalchemy.orm import Session
from sqlalchemy.sql.visitors import replacement_traverse

from app.fairplay.models import GameReview
from app.friends.repository import friends_of
from app.games.models import GameRecord
from app.leaderboards.models import LeaderboardBucket, LeaderboardEntry
from app.players.models import Player

ENTRIES = cast(Table, LeaderboardEntry.__table__)
BUCKETS = cast(Table, LeaderboardBucket.__table__)
PLAYERS = cast(Table, Player.__table__)
GAMES = cast(Table, GameRecord.__table__)
REVIEWS = cast(Table, GameReview.__table__)
SortKey = tuple[int, int, datetime, str]

_ORDER = (ENTRIES.c.sort_primary, ENTRIES.c.sort_secondary, ENTRIES.c.finished_at, ENTRIES.c.player_id)
_KEY = tuple_(*_ORDER)
_SHOWN = (*ENTRIES.c, PLAYERS.c.display_name, PLAYERS.c.bot)


class BoardId(NamedTuple):
    """One ranking: a board (``speed`` or ``score``) of a rules profile, league and period."""

    board: str
    rules: str
    league: str
    period: str


BUCKET_WIDTH = {"score": 10, "speed": 1000}
"""Score in slices of 10 points, time in slices of one second: on a board of 300,000 players (3M games) no
slice holds much more than a thousand entries, and a board has a thousand slices or so, so a rank costs
two short index scans whatever the board's size."""


# Floor division written with integer division, so that it means the same on every backend.
REBUILD_BUCKETS_SQL = f"""
    INSERT INTO leaderboard_buckets (board, rules, league, period, bucket, entries)
    SELECT board, rules, league, period, bucket, count(*)
    FROM (SELECT board, rules, league, period,
                 CASE WHEN sort_primary >= 0 THEN sort_primary / width
                      ELSE -((width - 1 - sort_primary) / width) END AS bucket
          FROM (SELECT *, CASE WHEN board = 'score' THEN {BUCKET_WIDTH["score"]} ELSE {BUCKET_WIDTH["speed"]} END
                          AS width
                FROM leaderboard_entries) AS sized) AS bucketed
    GROUP BY board, rules, league, period, bucket
"""


def sort_key(row: Any) -> SortKey:
    return (row.sort_primary, row.sort_secondary, row.finished_at, row.player_id)


def bucket_of(board: str, sort_primary: int) -> int:
    return sort_primary // BUCKET_WIDTH[board]


@cache
def _upserts(dialect: str) -> tuple[Any, Any]:
    """The two upserts of recording, built once per backend and run with parameter lists."""
    insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
    entry = insert(ENTRIES)
    put_entry = entry.on_conflict_do_update(
        index_elements=["board", "rules", "league", "period", "player_id"],
        set_={
            name: entry.excluded[name]
            for name in ("sort_primary", "sort_secondary", "finished_at", "game_id", "score", "elapsed_ms", "moves")
        },
    )
    bucket = insert(BUCKETS)
    add_to_bucket = bucket.on_conflict_do_update(
        index_elements=["board", "rules", "league", "period", "bucket"],
        set_={"entries": BUCKETS.c.entries + bucket.excluded.entries},
    )
    return put_entry, add_to_bucket


def _on(on: BoardId) -> Any:
    return and_(
        ENTRIES.c.board == on.board, ENTRIES.c.rules == on.rules, ENTRIES.c.league == on.league,
        ENTRIES.c.period == on.period,
    )  # fmt: skip


def _buckets_of(on: BoardId) -> Any:
    return and_(
        BUCKETS.c.board == on.board, BUCKETS.c.rules == on.rules, BUCKETS.c.league == on.league,
        BUCKETS.c.period == on.period,
    )  # fmt: skip


# The reads of entries, ranks and neighbours run on every "around me" and every finished game: built once, with
# parameters for the board and the key (building a statement costs more than PostgreSQL takes to run it).
_BOARD = BoardId._make(bindparam(name) for name in BoardId._fields)
_SHOWN_ON_BOARD = select(*_SHOWN).join_from(ENTRIES, PLAYERS, PLAYERS.c.id == ENTRIES.c.player_id).where(_on(_BOARD))
_ENTRY = _SHOWN_ON_BOARD.where(ENTRIES.c.player_id == bindparam("player_id"))
_ENTRIES_OF = select(ENTRIES).where(
    ENTRIES.c.board.in_(bindparam("boards", expanding=True)),
    ENTRIES.c.rules == bindparam("rules"),
    ENTRIES.c.league == bindparam("league"),
    ENTRIES.c.period.in_(bindparam("periods", expanding=True)),
    ENTRIES.c.player_id == bindparam("player_id"),
)
_KEY_NAMES = ("primary", "secondary", "finished_at", "player_id")
"""The bind parameters of a sort key given to a statement (``_KEY_GIVEN``), in the key's order."""
_KEY_GIVEN = tuple_(*(bindparam(name, type_=column.type) for name, column in zip(_KEY_NAMES, _ORDER, strict=True)))
_RANK_OF_KEY = (
    select(func.coalesce(func.sum(BUCKETS.c.entries), 0))
    .where(_buckets_of(_BOARD), BUCKETS.c.bucket < bindparam("bucket"))
    .scalar_subquery()
    + select(func.count())
    .select_from(ENTRIES)
    .where(_on(_BOARD), ENTRIES.c.sort_primary >= bindparam("bucket_start"), _KEY_GIVEN > _KEY)
    .scalar_subquery()
    + 1
)
_RANK = select(_RANK_OF_KEY)
_MOST_RANKS_TOGETHER = 16
"""The ranks a game's end asks at most in one statement (a game ranks on at most two boards in each period)."""


_RANK_PARAMETERS = frozenset((*BoardId._fields, *_KEY_NAMES, "bucket", "bucket_start"))


@cache
def _ranks(count: int) -> Any:
    """The rank of each of ``count`` keys, each on its board, in one statement (``_RANK``'s parameters end in
    ``_0``, ``_1``...): a game's end asks one round trip, whatever the boards it improved."""

    def numbered(number: int) -> Any:
        def renamed(element: Any, **_: Any) -> Any:
            if isinstance(element, BindParameter) and element.key in _RANK_PARAMETERS:
                return bindparam(f"{element.key}_{number}", type_=element.type)
            return None

        rank = replacement_traverse(_RANK_OF_KEY, {}, renamed)
        return select(literal_column(str(number)).label("number"), rank.label("rank"))

    return union_all(*(numbered(number) for number in range(count)))


_NEIGHBOURS = union_all(
    # The entries above also say the rank of the key (once: the subqueries name no row); none above, rank 1.
    _SHOWN_ON_BOARD.add_columns(literal(True).label("above"), _RANK_OF_KEY.label("rank_of_key"))
    .where(_KEY_GIVEN > _KEY)
    .order_by(*(column.desc() for column in _ORDER))
    .limit(bindparam("limit"))
    .subquery()
    .select(),
    _SHOWN_ON_BOARD.add_columns(literal(False).label("above"), literal(None, Integer).label("rank_of_key"))
    .where(_KEY_GIVEN < _KEY)
    .order_by(*_ORDER)
    .limit(bindparam("limit"))
    .subquery()
    .select(),
)


# Among friends: the entries of the player's friends, found one probe per friend (at most FOLLOWING_LIMIT + 1, however
# large the board is), sorted, and only those shown joined to their players. Built once per dialect, as above.
_ME = bindparam("me", type_=String)


def _on_board_among_friends(dialect: str) -> Any:
    """The board's entries of ``me`` and the friends of theirs. In PostgreSQL the friends are one array, which one
    scan of the friends' index (migration 0025) probes key by key, reading the index alone: it leads with the board's
    number and the player's id in the C collation, so a probe compares numbers and bytes, and it carries every column
    of the entry. The board's own columns are compared too, so two boards that share a number still answer apart."""
    friends = friends_of(_ME)
    if dialect == "postgresql":
        followed = friends.subquery()
        ids = select(func.array_append(func.array_agg(followed.c.followed_id), _ME)).scalar_subquery()
        board_key = func.leaderboard_board_key
        return and_(
            board_key(ENTRIES.c.board, ENTRIES.c.rules, ENTRIES.c.league, ENTRIES.c.period) == board_key(*_BOARD),
            _on(_BOARD),
            # Cast, so that PostgreSQL reads ANY of one array, not of a subquery's rows.
            ENTRIES.c.player_id.collate("C") == any_(sql_cast(ids, postgresql.ARRAY(String))),
        )
    return and_(_on(_BOARD), or_(ENTRIES.c.player_id == _ME, ENTRIES.c.player_id.in_(friends)))


def _friends_top(dialect: str, after: bool) -> Any:
    best = select(ENTRIES).where(_on_board_among_friends(dialect))
    if after:
        best = best.where(_KEY_GIVEN < _KEY)
    page = best.order_by(*_ORDER).limit(bindparam("limit")).subquery("page")
    return (
        select(page, PLAYERS.c.display_name, PLAYERS.c.bot)
        .join(PLAYERS, PLAYERS.c.id == page.c.player_id)
        .order_by(page.c.sort_primary, page.c.sort_secondary, page.c.finished_at, page.c.player_id)
    )


def _friends_around(dialect: str) -> Any:
    ranked = (
        select(ENTRIES, func.row_number().over(order_by=_ORDER).label("rank"))
        .where(_on_board_among_friends(dialect))
        .cte("ranked")
    )
    who_rank = select(ranked.c.rank).where(ranked.c.player_id == bindparam("who")).scalar_subquery()
    window = bindparam("window", type_=Integer)
    return (
        select(ranked, PLAYERS.c.display_name, PLAYERS.c.bot)
        .join(PLAYERS, PLAYERS.c.id == ranked.c.player_id)
        .where(ranked.c.rank.between(who_rank - window, who_rank + window))
        .order_by(ranked.c.rank)
    )


_FRIENDS_TOP = {
    (dialect, after): _friends_top(dialect, after) for dialect in ("postgresql", "sqlite") for after in (False, True)
}
_FRIENDS_AROUND = {dialect: _friends_around(dialect) for dialect in ("postgresql", "sqlite")}


def _rank_parameters(on: BoardId, key: SortKey) -> dict[str, Any]:
    bucket = bucket_of(on.board, key[0])
    return {**on._asdict(), **_key_parameters(key), "bucket": bucket, "bucket_start": bucket * BUCKET_WIDTH[on.board]}


def _key_parameters(key: SortKey) -> dict[str, Any]:
    return dict(zip(_KEY_NAMES, key, strict=True))


class LeaderboardRepository:
    def __init__(self, session: Session) -> None:
        self.session = session
        self._pending: Counter[tuple[str, str, str, str, int]] | None = None

    def entries_of(
        self, player_id: str, rules: str, league: str, boards: list[str], periods: list[str]
    ) -> dict[tuple[str, str], Row[Any]]:
        parameters = {"boards": boards, "rules": rules, "league": league, "periods": periods, "player_id": player_id}
        return {(row.board, row.period): row for row in self.session.connection().execute(_ENTRIES_OF, parameters)}

    def put(self, entries: list[dict[str, Any]], bucket_changes: dict[tuple[str, str, str, str, int], int]) -> None:
        """Write the player's new best entries (each replaces theirs on its board) and move the bucket counts."""
        if entries:
            put_entry, _ = _upserts(self.session.get_bind().dialect.name)
            self.session.connection().execute(put_entry, entries)
        self._move_buckets(bucket_changes)

    @contextmanager
    def buckets_moved_together(self) -> Iterator[None]:
        """Gather the bucket counts that the writes of the block move, and move them together at its end (a
        player's entries rebuilt game by game touch shared bucket rows once, in one statement)."""
        self._pending = Counter()
        try:
            yield
            pending, self._pending = self._pending, None
            self._move_buckets(pending)
        finally:
            self._pending = None

    def _move_buckets(self, bucket_changes: Mapping[tuple[str, str, str, str, int], int]) -> None:
        if self._pending is not None:
            self._pending.update(bucket_changes)
            return
        _, add_to_bucket = _upserts(self.session.get_bind().dialect.name)
        # In key order: buckets are rows every game's end may write, so two writers take them in one order.
        changes = [
            {"board": board, "rules": rules, "league": league, "period": period, "bucket": bucket, "entries": delta}
            for (board, rules, league, period, bucket), delta in sorted(bucket_changes.items())
            if delta
        ]
        if changes:
            self.session.connection().execute(add_to_bucket, changes)

    def remove_player(self, player_id: str) -> None:
        """Take every entry of a player off every board, moving the bucket counts with them."""
        connection = self.session.connection()
        rows = connection.execute(select(ENTRIES).where(ENTRIES.c.player_id == player_id)).all()
        changes: dict[tuple[str, str, str, str, int], int] = {}
        for row in rows:
            bucket = (row.board, row.rules, row.league, row.period, bucket_of(row.board, row.sort_primary))
            changes[bucket] = changes.get(bucket, 0) - 1
        connection.execute(delete(ENTRIES).where(ENTRIES.c.player_id == player_id))
        self._move_buckets(changes)

    def finished_games_for_boards(self, player_id: str) -> list[Row[Any]]:
        """The player's finished ranked games of the kinds that can rank, in the order they ended."""
        query = (
            select(GAMES)
            .where(
                GAMES.c.player_id == player_id,
                GAMES.c.ranked.is_(True),
                GAMES.c.status != "playing",
                GAMES.c.kind.in_(("free", "daily")),
            )
            .order_by(GAMES.c.finished_at, GAMES.c.id)
        )
        return list(self.session.connection().execute(query))

    def review_status(self, game_id: str) -> str | None:
        query = select(REVIEWS.c.status).where(REVIEWS.c.game_id == game_id)
        return self.session.connection().execute(query).scalar_one_or_none()

    def held_games(self, player_id: str, rules: str) -> list[Row[Any]]:
        query = (
            select(GAMES)
            .join(REVIEWS, REVIEWS.c.game_id == GAMES.c.id)
            .where(REVIEWS.c.player_id == player_id, REVIEWS.c.status == "held", GAMES.c.rules == rules)
        )
        return list(self.session.connection().execute(query))

    def top(self, on: BoardId, after: SortKey | None, limit: int) -> list[Row[Any]]:
        query = select(*_SHOWN).join_from(ENTRIES, PLAYERS, PLAYERS.c.id == ENTRIES.c.player_id).where(_on(on))
        if after is not None:
            query = query.where(tuple_(*after) < _KEY)
        return list(self.session.connection().execute(query.order_by(*_ORDER).limit(limit)))

    def friends_top(self, on: BoardId, me: str, after: SortKey | None, limit: int) -> list[Row[Any]]:
        """The entries of ``me`` and their friends on a board, best first, after ``after``."""
        query = _FRIENDS_TOP[self.session.get_bind().dialect.name, after is not None]
        parameters = {**on._asdict(), "me": me, "limit": limit}
        if after is not None:
            parameters.update(_key_parameters(after))
        return list(self.session.connection().execute(query, parameters))

    def friends_around(self, on: BoardId, me: str, who: str, window: int) -> list[Row[Any]]:
        """``who``'s entry among ``me`` and their friends on a board and ``window`` either side, each with its rank
        among them (nothing when ``who`` has no entry there, or is not among them)."""
        query = _FRIENDS_AROUND[self.session.get_bind().dialect.name]
        parameters = {**on._asdict(), "me": me, "who": who, "window": window}
        return list(self.session.connection().execute(query, parameters))

    def entry(self, on: BoardId, player_id: str) -> Row[Any] | None:
        return self.session.connection().execute(_ENTRY, {**on._asdict(), "player_id": player_id}).first()

    def ranks_of(self, keys: list[tuple[BoardId, SortKey]]) -> list[int]:
        """:meth:`rank_of` of each (board, key), in one query for up to ``_MOST_RANKS_TOGETHER`` of them."""
        ranks: list[int] = []
        for start in range(0, len(keys), _MOST_RANKS_TOGETHER):
            some = keys[start : start + _MOST_RANKS_TOGETHER]
            if len(some) == 1:
                ranks.append(self.rank_of(*some[0]))
                continue
            parameters = {
                f"{name}_{number}": value
                for number, (on, key) in enumerate(some)
                for name, value in _rank_parameters(on, key).items()
            }
            found = {row[0]: row[1] for row in self.session.connection().execute(_ranks(len(some)), parameters)}
            ranks += [int(found[number]) for number in range(len(some))]
        return ranks

    def rank_of(self, on: BoardId, key: tuple[int, int, datetime, str]) -> int:
        """1 + the entries that rank higher: whole buckets before the key's, then a count inside it (one query)."""
        return int(self.session.connection().execute(_RANK, _rank_parameters(on, key)).scalar_one())

    def bucket_counts(self, on: BoardId) -> dict[int, int]:
        query = select(BUCKETS.c.bucket, BUCKETS.c.entries).where(_buckets_of(on), BUCKETS.c.entries != 0)
        return {row.bucket: row.entries for row in self.session.connection().execute(query)}

    def boards(self) -> list[BoardId]:
        """Every ranking that has an entry."""
        query = select(ENTRIES.c.board, ENTRIES.c.rules, ENTRIES.c.league, ENTRIES.c.period).distinct()
        return [BoardId(*row) for row in self.session.connection().execute(query)]

    def rebuild_buckets(self) -> None:
        """Recount every bucket from the entries (a repair, and how bulk loads set them)."""
        connection = self.session.connection()
        connection.execute(BUCKETS.delete())
        connection.execute(text(REBUILD_BUCKETS_SQL))

    def all_keys(self, on: BoardId) -> list[SortKey]:
        query = select(*_ORDER).where(_on(on)).order_by(*_ORDER)
        return [(row[0], row[1], row[2], row[3]) for row in self.session.connection().execute(query)]

    def rank_and_neighbours(self, on: BoardId, key: SortKey, limit: int) -> tuple[int, list[Row[Any]], list[Row[Any]]]:
        """The rank of ``key``, and up to ``limit`` entries just above it (best first) and just below it, in one
        query."""
        if limit == 0:  # no row above to carry the rank
            return self.rank_of(on, key), [], []
        rows = list(self.session.connection().execute(_NEIGHBOURS, {**_rank_parameters(on, key), "limit": limit}))
        higher = sorted((row for row in rows if row.above), key=sort_key)
        lower = sorted((row for row in rows if not row.above), key=sort_key)
        return (int(higher[0].rank_of_key) if higher else 1), higher, lower

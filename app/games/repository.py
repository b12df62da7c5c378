"""All SQL about games and their action logs."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields
from datetime import date, datetime
from typing import Any, Protocol, cast

import orjson
from sqlalchemy import JSON, Integer, Table, Text, and_, bindparam, delete, func, insert, or_, select, update
from sqlalchemy import cast as cast_to
from sqlalchemy import column as typed_column
from sqlalchemy.orm import Session

from app.games.models import GameAction, GameFinding, GameRecord
from app.players.repository import CURRENT_PLAYER_COLUMNS, PLAYERS, SESSION_OF_TOKEN, SESSIONS, CurrentPlayer

SHARED_DEALS = ("race", "challenge")
"""Kinds whose one seed is dealt to several players (a race's racers, a challenge's players): the deal stays secret
until the race or challenge says it is over (``deal_revealed``), whatever any one game of it says."""


GAMES = cast(Table, GameRecord.__table__)
ACTIONS = cast(Table, GameAction.__table__)
FINDINGS = cast(Table, GameFinding.__table__)

_CACHE_COLUMNS = (
    "status", "reason", "action_count", "moves", "undos", "redeals_used", "cards_in_sequence",
    "complete_rows", "score", "badge", "elapsed_ms", "position", "finished_at", "cause", "updated_at",
)  # fmt: skip

# Built once: the hot path of every action executes these without rebuilding an expression.
GAME_OF_TOKEN = (
    select(*CURRENT_PLAYER_COLUMNS, *(column.label(f"game_{column.name}") for column in GAMES.columns))
    .select_from(
        SESSION_OF_TOKEN.outerjoin(GAMES, (GAMES.c.player_id == PLAYERS.c.id) & (GAMES.c.id == bindparam("game_id")))
    )
    .where(SESSIONS.c.token_hash == bindparam("token_hash"))
)
_SAVE_GAME = (
    update(GAMES)
    .where(GAMES.c.id == bindparam("b_id"), GAMES.c.version == bindparam("b_version"))
    .values({column: bindparam(column) for column in _CACHE_COLUMNS} | {"version": bindparam("b_next_version")})
)
_APPEND_ACTION = insert(ACTIONS)
# Named apart from the games' columns: an UPDATE would take a parameter named like one of its columns as a value.
_ACTION_VALUES = {"seq": "a_seq", "action": "a_action", "created_at": "a_created_at"}
_SAVED = _SAVE_GAME.returning(GAMES.c.id).cte("saved")
_FORGOTTEN = (
    delete(FINDINGS)
    .where(FINDINGS.c.game_id == _SAVED.c.id, FINDINGS.c.phase < bindparam("f_forget_before", type_=Integer))
    .returning(FINDINGS.c.id)
    .cte("forgotten")
)
SAVE_AND_APPEND = (
    insert(ACTIONS)
    .from_select(
        ["game_id", *_ACTION_VALUES],
        select(
            _SAVED.c.id, *(bindparam(name, type_=ACTIONS.c[column].type) for column, name in _ACTION_VALUES.items())
        ),
    )
    .returning(ACTIONS.c.seq)
    .add_cte(_FORGOTTEN)
)
"""PostgreSQL saves the game, appends its action and drops what searches found about the phases before
``f_forget_before`` in one statement (one round trip); the action is written and the findings dropped only if the
game's version was the one read."""


# The same two statements for the actions of many requests at once (PostgreSQL), their parameters given as one JSON
# array, one object a request (see ``many_parameters``): the requests that arrive together are run as one
# (``app.games.batched``). One JSON text, made by orjson and read by PostgreSQL, costs the server far less than a
# driver's arrays of each column.
def _each_of(name: str, columns: dict[str, Any], alias: str) -> Any:
    return (
        func.json_to_recordset(cast_to(bindparam(name, type_=Text), JSON))
        .table_valued(*(typed_column(column, kind) for column, kind in columns.items()))
        .render_derived(name=alias, with_types=True)
    )


_ASKED = _each_of(
    "asked", {"asked": Integer(), "token_hash": SESSIONS.c.token_hash.type, "game_id": GAMES.c.id.type}, "asking"
)
GAMES_OF_TOKENS = select(
    _ASKED.c.asked, *CURRENT_PLAYER_COLUMNS, *(column.label(f"game_{column.name}") for column in GAMES.columns)
).select_from(
    _ASKED.join(SESSIONS, SESSIONS.c.token_hash == _ASKED.c.token_hash)
    .join(PLAYERS, PLAYERS.c.id == SESSIONS.c.player_id)
    .outerjoin(GAMES, (GAMES.c.player_id == PLAYERS.c.id) & (GAMES.c.id == _ASKED.c.game_id))
)
""":data:`GAME_OF_TOKEN` for many (token digest, game id) pairs, each numbered ``asked`` (see ``asked_parameters``):
a row for each pair whose token is a session's."""
_SAVE_COLUMNS = {
    "b_id": GAMES.c.id.type, "b_version": GAMES.c.version.type, "b_next_version": GAMES.c.version.type,
    **{name: GAMES.c[name].type for name in _CACHE_COLUMNS},
    **{name: ACTIONS.c[column].type for column, name in _ACTION_VALUES.items()},
    "f_forget_before": FINDINGS.c.phase.type,
}  # fmt: skip
_SAVING = select(_each_of("saving", _SAVE_COLUMNS, "each")).cte("saving")


def _save_and_append_many(*, skip_locked: bool) -> Any:
    saving = _SAVING
    saved_where = [GAMES.c.id == saving.c.b_id, GAMES.c.version == saving.c.b_version]
    if skip_locked:
        free = (
            select(GAMES.c.id)
            .join(saving, GAMES.c.id == saving.c.b_id)
            .with_for_update(of=GAMES, skip_locked=True, key_share=True)
            .cte("free")
        )
        saved_where.append(GAMES.c.id.in_(select(free.c.id)))
    saved = (
        update(GAMES)
        .where(*saved_where)
        .values({name: saving.c[name] for name in _CACHE_COLUMNS} | {"version": saving.c.b_next_version})
        .returning(GAMES.c.id)
        .cte("saved")
    )
    forgotten = (
        delete(FINDINGS)
        .where(
            FINDINGS.c.game_id == saved.c.id, saving.c.b_id == saved.c.id, FINDINGS.c.phase < saving.c.f_forget_before
        )
        .returning(FINDINGS.c.id)
        .cte("forgotten")
    )
    return (
        insert(ACTIONS)
        .from_select(
            ["game_id", *_ACTION_VALUES],
            select(saved.c.id, *(saving.c[name] for name in _ACTION_VALUES.values())).select_from(
                saved.join(saving, saving.c.b_id == saved.c.id)
            ),
        )
        .returning(ACTIONS.c.game_id)
        .add_cte(forgotten)
    )


SAVE_AND_APPEND_MANY = _save_and_append_many(skip_locked=False)
""":data:`SAVE_AND_APPEND` for the actions of many games (one each): the games whose version was the one read are
saved and their actions appended, and the findings of their phases before ``f_forget_before`` dropped (a redeal's
new phase makes them useless), all in one statement; it returns the ids of the games saved."""
SAVE_AND_APPEND_MANY_UNLOCKED = _save_and_append_many(skip_locked=True)
""":data:`SAVE_AND_APPEND_MANY` that leaves alone the games another transaction holds (``SKIP LOCKED``): the requests
that arrive together never wait on one game's row lock; those left alone are saved again by themselves."""
_ACTIONS_OF_GAME = select(ACTIONS.c.action).where(ACTIONS.c.game_id == bindparam("game_id")).order_by(ACTIONS.c.seq)
_ACTION_TIMES_OF_GAME = _ACTIONS_OF_GAME.with_only_columns(ACTIONS.c.action["t"].as_integer())
_ACTIONS_OF_GAME_AFTER = _ACTIONS_OF_GAME.where(ACTIONS.c.seq > bindparam("after"), ACTIONS.c.seq <= bindparam("upto"))


class FinishedGame(Protocol):
    """What the recorders of an ended game read (progress, leaderboards); a stored game fits."""

    id: str
    player_id: str
    rules: str
    kind: str
    status: str
    cause: str | None
    assisted: bool
    bot: bool
    score: int
    moves: int
    redeals_used: int
    elapsed_ms: int
    badge: str | None
    cards_in_sequence: int
    daily_date: date | None
    campaign_level: int | None
    par_moves: int | None
    finished_at: datetime | None


@dataclass(slots=True)
class StoredGame:
    """A row of the games table as plain data (no ORM instrumentation on the path of every action)."""

    id: str
    player_id: str
    rules: str
    ranked: bool
    kind: str
    daily_date: date | None
    campaign_level: int | None
    par_moves: int | None
    seed: str
    seed_commitment: str
    status: str
    reason: str | None
    cause: str | None
    deal_revealed: bool
    assisted: bool
    bot: bool
    version: int
    action_count: int
    moves: int
    undos: int
    redeals_used: int
    cards_in_sequence: int
    complete_rows: int
    score: int
    badge: str | None
    elapsed_ms: int
    position: dict[str, Any]
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None


assert {f.name for f in fields(StoredGame)} == {column.name for column in GAMES.columns}


_PLAYER_FIELDS = tuple(column.name for column in CURRENT_PLAYER_COLUMNS)
_GAME_FIELDS = tuple(column.name for column in GAMES.columns)
_GAME_ID_AT = len(_PLAYER_FIELDS) + _GAME_FIELDS.index("id")


def player_and_game(row: Sequence[Any], first: int = 0) -> tuple[CurrentPlayer, StoredGame | None]:
    """The player and game of a row of :data:`GAME_OF_TOKEN` whose columns start at ``first`` (the game is None when
    it is not the player's). Read by position: a row of 45 columns is read on every action."""
    games_at = first + len(_PLAYER_FIELDS)
    player = CurrentPlayer(**dict(zip(_PLAYER_FIELDS, row[first:games_at], strict=True)))
    if row[first + _GAME_ID_AT] is None:
        return player, None
    return player, StoredGame(**dict(zip(_GAME_FIELDS, row[games_at:], strict=True)))


def many_parameters(each: Sequence[dict[str, Any]]) -> dict[str, str]:
    """The parameters of :data:`SAVE_AND_APPEND_MANY` from those of each save (``save_parameters``)."""
    return {"saving": orjson.dumps(each).decode()}


def asked_parameters(asked: Sequence[tuple[str, str]]) -> dict[str, str]:
    """The parameters of :data:`GAMES_OF_TOKENS` for (token digest, game id) pairs, numbered from 1 in order."""
    numbered = [
        {"asked": number, "token_hash": token_hash, "game_id": game_id}
        for number, (token_hash, game_id) in enumerate(asked, start=1)
    ]
    return {"asked": orjson.dumps(numbered).decode()}


def save_parameters(
    record: StoredGame, action: dict[str, Any], now: datetime, forget_before_phase: int = 0
) -> dict[str, Any]:
    """The parameters of :data:`SAVE_AND_APPEND` (and ``_SAVE_GAME``, and with ``forget_before_phase``
    :data:`SAVE_AND_APPEND_MANY`) for ``record``'s new cache and ``action``: ``record.version`` is the version read,
    ``record.action_count`` the new action's number."""
    values = {column: getattr(record, column) for column in _CACHE_COLUMNS}
    values |= {"b_id": record.id, "b_version": record.version, "b_next_version": record.version + 1}
    return values | {
        "a_seq": record.action_count,
        "a_action": action,
        "a_created_at": now,
        "f_forget_before": forget_before_phase,
    }


class GameRepository:
    """Games are read into :class:`StoredGame` values; every write is an explicit statement."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def add(self, game: StoredGame) -> None:
        self.session.connection().execute(insert(GAMES), asdict(game))

    def get_for_token(self, game_id: str, token_hash: str) -> tuple[CurrentPlayer | None, StoredGame | None]:
        """The token's player and, if it is theirs, the game: one query for the hot path of play.

        No row lock: a write succeeds only against the version it read (see :meth:`save`).
        """
        row = self.session.connection().execute(GAME_OF_TOKEN, {"game_id": game_id, "token_hash": token_hash}).first()
        return (None, None) if row is None else player_and_game(row)

    def save(self, record: StoredGame, action: dict[str, Any], now: datetime, forget_before_phase: int = 0) -> bool:
        """Append ``action`` and store ``record``'s new cache, if nobody changed the game since it was read, and then
        drop what searches found about its phases before ``forget_before_phase``.

        ``record.version`` is the version that was read; on success it becomes the next one.
        """
        values = save_parameters(record, action, now, forget_before_phase)
        connection = self.session.connection()
        if connection.dialect.name == "postgresql":
            saved = connection.execute(SAVE_AND_APPEND, values).first() is not None
        else:
            saved = connection.execute(_SAVE_GAME, values).rowcount == 1
            if saved:
                appended = {"game_id": record.id, **{column: values[name] for column, name in _ACTION_VALUES.items()}}
                connection.execute(_APPEND_ACTION, appended)
                if forget_before_phase > 0:
                    forgotten = FINDINGS.c.game_id == record.id, FINDINGS.c.phase < forget_before_phase
                    connection.execute(delete(FINDINGS).where(*forgotten))
        if saved:
            record.version += 1
        return saved

    def page(
        self,
        player_id: str,
        status: str | None,
        after: tuple[datetime, str] | None,
        limit: int,
        ranked: bool | None = None,
    ) -> list[StoredGame]:
        query = select(GAMES).where(GAMES.c.player_id == player_id)
        if ranked is not None:
            query = query.where(GAMES.c.ranked.is_(ranked))
        if status == "playing":
            query = query.where(GAMES.c.status == "playing")
        elif status == "finished":
            query = query.where(GAMES.c.status != "playing")
        if after is not None:
            created_at, game_id = after
            query = query.where(
                or_(GAMES.c.created_at < created_at, and_(GAMES.c.created_at == created_at, GAMES.c.id < game_id))
            )
        query = query.order_by(GAMES.c.created_at.desc(), GAMES.c.id.desc()).limit(limit)
        return [StoredGame(**row._mapping) for row in self.session.connection().execute(query)]

    def mark_assisted(self, record: StoredGame) -> bool:
        """Mark the game assisted (a new version of it), if nobody changed it since it was read."""
        changed = self.session.connection().execute(
            update(GAMES)
            .where(GAMES.c.id == record.id, GAMES.c.version == record.version)
            .values(assisted=True, version=record.version + 1)
        )
        if changed.rowcount != 1:
            return False
        record.assisted, record.version = True, record.version + 1
        return True

    def ranked_in_play(self, player_id: str) -> list[StoredGame]:
        """The player's ranked games still in play, newest first."""
        query = (
            select(GAMES)
            .where(GAMES.c.player_id == player_id, GAMES.c.ranked.is_(True), GAMES.c.status == "playing")
            .order_by(GAMES.c.created_at.desc(), GAMES.c.id.desc())
        )
        return [StoredGame(**row._mapping) for row in self.session.connection().execute(query)]

    def started_since(self, player_id: str, kind: str, since: datetime) -> int:
        query = select(func.count()).where(
            GAMES.c.player_id == player_id, GAMES.c.kind == kind, GAMES.c.created_at >= since
        )
        return int(self.session.connection().execute(query).scalar_one())

    def due_for_closing(
        self,
        idle_since: datetime,
        today: date,
        timed: dict[str, datetime],
        limit: int,
        *,
        races: dict[str, datetime] | None = None,
    ) -> list[str]:
        """Games in play that the server must end: ranked and idle since ``idle_since``, daily deals of an earlier
        day, timed games started before their profile's deadline (``timed``: rules -> started before), and race
        games started before their race's (``races``: rules -> started before)."""
        due = or_(
            and_(GAMES.c.ranked.is_(True), GAMES.c.updated_at < idle_since),
            and_(GAMES.c.kind == "daily", GAMES.c.daily_date < today),
            *(and_(GAMES.c.rules == rules, GAMES.c.created_at < before) for rules, before in timed.items()),
            *(
                and_(GAMES.c.kind == "race", GAMES.c.rules == rules, GAMES.c.created_at < before)
                for rules, before in (races or {}).items()
            ),
        )
        query = select(GAMES.c.id).where(GAMES.c.status == "playing", due).order_by(GAMES.c.updated_at).limit(limit)
        return list(self.session.scalars(query))

    def finished_of(
        self,
        player_id: str,
        rules: str | None,
        status: str | None,
        after: tuple[datetime, str] | None,
        limit: int,
        *,
        shared_before: datetime,
    ) -> list[StoredGame]:
        """A player's finished games whose deals are public (no campaign level, no daily deal of today or later, no
        race game before its race is over), lessons aside, newest first."""
        query = select(GAMES).where(
            GAMES.c.player_id == player_id,
            GAMES.c.status != "playing",
            GAMES.c.kind.not_in(("campaign", "lesson")),
            or_(GAMES.c.kind != "daily", GAMES.c.daily_date < shared_before.date()),
            or_(GAMES.c.kind.not_in(SHARED_DEALS), GAMES.c.deal_revealed.is_(True)),
        )
        if rules is not None:
            query = query.where(GAMES.c.rules == rules)
        if status is not None:
            query = query.where(GAMES.c.status == status)
        if after is not None:
            created_at, game_id = after
            query = query.where(
                or_(GAMES.c.created_at < created_at, and_(GAMES.c.created_at == created_at, GAMES.c.id < game_id))
            )
        query = query.order_by(GAMES.c.created_at.desc(), GAMES.c.id.desc()).limit(limit)
        return [StoredGame(**row._mapping) for row in self.session.connection().execute(query)]

    def reveal_deals(self, game_ids: Sequence[str]) -> None:
        """The deal of these games (a race's or a challenge's, now over) may be known to everyone."""
        lock_games_in_order(self.session, GAMES.c.id.in_(game_ids))
        self.session.connection().execute(update(GAMES).where(GAMES.c.id.in_(game_ids)).values(deal_revealed=True))

    def in_play_on_deal(self, player_id: str, seed_commitment: str) -> bool:
        query = select(GAMES.c.id).where(
            GAMES.c.player_id == player_id, GAMES.c.seed_commitment == seed_commitment, GAMES.c.status == "playing"
        )
        return self.session.connection().execute(query.limit(1)).first() is not None

    def get(self, game_id: str) -> StoredGame | None:
        row = self.session.connection().execute(select(GAMES).where(GAMES.c.id == game_id)).first()
        return None if row is None else StoredGame(**row._mapping)

    def get_locked(self, game_id: str) -> StoredGame | None:
        """The game, its row held until the transaction ends (in SQLite the caller holds the write lock already):
        no move can land between this read and the caller's write."""
        query = select(GAMES).where(GAMES.c.id == game_id)
        if self.session.get_bind().dialect.name == "postgresql":
            query = query.with_for_update(key_share=True)
        row = self.session.connection().execute(query).first()
        return None if row is None else StoredGame(**row._mapping)

    def daily_of(self, player_id: str, day: date) -> StoredGame | None:
        query = select(GAMES).where(GAMES.c.player_id == player_id, GAMES.c.daily_date == day)
        row = self.session.connection().execute(query).first()
        return None if row is None else StoredGame(**row._mapping)

    def actions(self, game_id: str) -> list[dict[str, Any]]:
        return list(self.session.scalars(_ACTIONS_OF_GAME, {"game_id": game_id}))

    def action_times(self, game_id: str) -> list[int]:
        """The server's ``t`` of each of the game's actions, in order (read alone: a long game's log is not parsed)."""
        return list(self.session.scalars(_ACTION_TIMES_OF_GAME, {"game_id": game_id}))

    def actions_after(self, game_id: str, after: int, upto: int) -> list[dict[str, Any]]:
        """The game's actions after its ``after``-th, through its ``upto``-th (actions are numbered from 1)."""
        return list(self.session.scalars(_ACTIONS_OF_GAME_AFTER, {"game_id": game_id, "after": after, "upto": upto}))

    def all_games(self) -> list[StoredGame]:
        query = select(GAMES).order_by(GAMES.c.created_at)
        return [StoredGame(**row._mapping) for row in self.session.connection().execute(query)]


def lock_games_in_order(session: Session, where: Any) -> None:
    """Lock the games ``where`` selects in the order of their ids (PostgreSQL; SQLite's writer holds everything),
    before a statement that writes them all: two such statements over shared games never take them in opposite
    orders."""
    if session.get_bind().dialect.name == "postgresql":
        query = select(GAMES.c.id).where(where).order_by(GAMES.c.id).with_for_update(key_share=True)
        session.connection().execute(query)

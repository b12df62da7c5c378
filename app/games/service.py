"""Use cases of games: start, act, hint, replay, and auditing the cache against the log."""

from __future__ import annotations

import base64
import binascii
import secrets
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from app.engine import (
    Action,
    Game,
    GameOverError,
    IllegalActionError,
    MalformedActionError,
    Move,
    Redeal,
    Resign,
    Timeout,
    Undo,
    action_from_json,
    commitment,
)
from app.engine.hint import Hint, hint_for
from app.errors import (
    GameOver,
    IllegalAction,
    InvalidCursor,
    MalformedAction,
    NotFound,
    NoWinnableDeal,
    PreconditionFailed,
)
from app.games.deals import choose_campaign_deal, daily_seed
from app.games.models import CampaignDeal
from app.games.pool import take
from app.games.repository import GameRepository, StoredGame
from app.games.schemas import MoveRequest, RedealRequest, ResignRequest, UndoRequest
from app.players.repository import CurrentPlayer
from app.players.service import check_session
from app.progress.catalog import CAMPAIGN_RULES, DAILY_RULES
from app.versions import matches_version

ActionRequest = MoveRequest | UndoRequest | RedealRequest | ResignRequest


@dataclass
class LoadedGame:
    """A stored game and the engine game resumed from its cached position."""

    record: StoredGame
    game: Game
    celebration: dict[str, Any] | None = None
    """What ending the game earned (boards, unlocks); set only by the action that ended it."""


GameEndHook = Callable[[StoredGame], dict[str, Any]]

_HINTS: dict[tuple[str, int], Hint] = {}
"""Hints by (game, version): a position is searched once, however often its hint is asked for."""


def cached_columns(game: Game) -> dict[str, Any]:
    """Everything the games table caches about an engine game."""
    result = game.result()
    return {
        "status": result.status,
        "reason": result.reason,
        "moves": result.moves,
        "undos": result.undos,
        "redeals_used": result.redeals_used,
        "cards_in_sequence": result.cards_in_sequence,
        "complete_rows": result.complete_rows,
        "score": result.score,
        "badge": result.badge,
        "elapsed_ms": result.elapsed_ms,
        "position": game.snapshot(),
    }


def encode_cursor(record: StoredGame) -> str:
    return base64.urlsafe_b64encode(f"{record.created_at.isoformat()}|{record.id}".encode()).decode()


def decode_cursor(cursor: str) -> tuple[datetime, str]:
    try:
        created_at, game_id = base64.urlsafe_b64decode(cursor.encode()).decode().split("|")
        return datetime.fromisoformat(created_at), game_id
    except (ValueError, binascii.Error, UnicodeDecodeError):
        raise InvalidCursor("the cursor is not one this server gave out: start again without ?cursor=") from None


class GameService:
    def __init__(
        self,
        session: Session,
        now: datetime,
        *,
        secret_key: str = "",
        on_ranked_end: GameEndHook | None = None,
        proof_seconds: float = 0.5,
        proof_candidates: int = 12,
    ) -> None:
        self.games = GameRepository(session)
        self.now = now
        self.secret_key = secret_key
        self.on_ranked_end = on_ranked_end
        self.proof_seconds = proof_seconds
        self.proof_candidates = proof_candidates

    def seed_visible(self, record: StoredGame, over: bool) -> bool:
        """Practice seeds are public; a ranked seed shows once its game is over, a daily one once its day is."""
        if not record.ranked:
            return True
        if record.kind == "daily":
            return record.daily_date is not None and self.now.date() > record.daily_date
        if record.kind == "campaign":
            return False  # one deal for every player, retried at will: revealing it would give it away
        return over

    # -- reading -------------------------------------------------------------------

    def load(self, token_hash: str, game_id: str) -> LoadedGame:
        """The game ``game_id`` of the player whose token has this digest (401 bad token, 404 another's game)."""
        player, record = self.games.get_for_token(game_id, token_hash)
        check_session(player, self.now)
        if record is None:
            raise NotFound(f"you have no game {game_id!r}: list yours with GET /api/v1/games")
        return self._resume(record)

    def page(
        self, player: CurrentPlayer, status: str | None, cursor: str | None, limit: int
    ) -> tuple[list[LoadedGame], str | None]:
        after = decode_cursor(cursor) if cursor else None
        records = self.games.page(player.id, status, after, limit + 1)
        loaded = [self._resume(record) for record in records[:limit]]
        next_cursor = encode_cursor(records[limit - 1]) if len(records) > limit else None
        return loaded, next_cursor

    def elapsed_ms(self, record: StoredGame) -> int:
        """The server's clock for a game: milliseconds since it started."""
        return max(0, int((self.now - record.created_at).total_seconds() * 1000))

    def time_left_ms(self, loaded: LoadedGame) -> int | None:
        limit = loaded.game.rules.time_limit_ms
        if limit is None:
            return None
        if loaded.game.is_over:
            return max(0, limit - loaded.game.elapsed_ms)
        return max(0, limit - self.elapsed_ms(loaded.record))

    # -- writing -------------------------------------------------------------------

    def start(self, player: CurrentPlayer, rules: str, seed: str | None, *, winnable: bool = False) -> LoadedGame:
        if winnable:
            game_id = uuid.uuid4().hex
            proven = take(self.games.session, rules, game_id)
            if proven is None:
                raise NoWinnableDeal(
                    "no deal proven winnable is ready right now: try again in a minute, or play any deal",
                    headers={"Retry-After": "60"},
                )
            return self._start(player, rules, proven.seed, ranked=True, par_moves=proven.par_moves, game_id=game_id)
        if seed is None:
            return self._start(player, rules, secrets.token_hex(32), ranked=True)
        return self._start(player, rules, seed, ranked=False)

    def start_daily(self, player: CurrentPlayer) -> tuple[LoadedGame, bool]:
        """Today's daily deal: a new game, or the one already started today (one attempt a day)."""
        today = self.now.date()
        existing = self.games.daily_of(player.id, today)
        if existing is not None:
            return self._resume(existing), False
        seed = daily_seed(self.secret_key, today)
        return self._start(player, DAILY_RULES, seed, ranked=True, kind="daily", daily_date=today), True

    def start_campaign(self, player: CurrentPlayer, level: int) -> LoadedGame:
        chosen = self.campaign_deal(level)
        return self._start(
            player, CAMPAIGN_RULES, chosen.seed, ranked=True, kind="campaign", campaign_level=level,
            par_moves=chosen.par_moves,
        )  # fmt: skip

    def campaign_deal(self, level: int) -> CampaignDeal:
        return choose_campaign_deal(
            self.games.session,
            self.secret_key,
            level,
            self.now,
            rules=CAMPAIGN_RULES,
            seconds=self.proof_seconds,
            candidates=self.proof_candidates,
        )

    def _resume(self, record: StoredGame) -> LoadedGame:
        loaded = LoadedGame(record, Game.restore(record.rules, record.seed, record.position))
        self._expire_if_due(loaded)
        return loaded

    def _start(
        self,
        player: CurrentPlayer,
        rules: str,
        seed: str,
        *,
        ranked: bool,
        kind: str = "free",
        daily_date: date | None = None,
        campaign_level: int | None = None,
        par_moves: int | None = None,
        game_id: str | None = None,
    ) -> LoadedGame:
        game = Game(rules, seed)
        record = StoredGame(
            id=game_id or uuid.uuid4().hex,
            par_moves=par_moves,
            player_id=player.id,
            rules=rules,
            ranked=ranked,
            kind=kind,
            daily_date=daily_date,
            campaign_level=campaign_level,
            seed=seed,
            seed_commitment=commitment(seed),
            action_count=0,
            version=1,
            created_at=self.now,
            finished_at=None,
            **cached_columns(game),
        )
        self.games.add(record)
        return LoadedGame(record, game)

    def act(self, token_hash: str, game_id: str, request: ActionRequest, if_match: str | None) -> LoadedGame:
        loaded = self.load(token_hash, game_id)
        record, game = loaded.record, loaded.game
        if if_match is not None and not matches_version(if_match, record.version):
            raise PreconditionFailed(
                f"the game is at version {record.version}, not {if_match}: look at its state and try again",
                state_of=loaded,
            )
        if game.is_over:
            raise GameOver(self._over_reason(game), state_of=loaded)
        action = self._engine_action(game, request, max(game.elapsed_ms, self.elapsed_ms(record)))
        try:
            game.apply(action)
        except GameOverError as error:
            raise GameOver(str(error), state_of=loaded) from None
        except MalformedActionError as error:
            raise MalformedAction(str(error)) from None
        except IllegalActionError as error:
            raise IllegalAction(str(error)) from None
        self._save(loaded, action)
        return loaded

    def hint(self, token_hash: str, game_id: str) -> Hint:
        loaded = self.load(token_hash, game_id)
        key = (loaded.record.id, loaded.record.version)
        cached = _HINTS.get(key)
        if cached is None:
            cached = _HINTS[key] = hint_for(loaded.game)
            if len(_HINTS) > 4096:
                _HINTS.pop(next(iter(_HINTS)))
        return cached

    def load_for_viewer(self, token_hash: str | None, game_id: str) -> LoadedGame:
        """A game its owner may always see, and anyone once it is over (its replay proves its result)."""
        if token_hash is not None:
            player, record = self.games.get_for_token(game_id, token_hash)
            check_session(player, self.now)
            if record is not None:
                return self._resume(record)
        record = self.games.get(game_id)
        if record is None or record.status == "playing":
            raise NotFound(f"there is no finished game {game_id!r} to show (a game in play is seen by its player only)")
        return self._resume(record)

    def replay(self, token_hash: str | None, game_id: str) -> dict[str, Any]:
        loaded = self.load_for_viewer(token_hash, game_id)
        record = loaded.record
        reveal = self.seed_visible(record, loaded.game.is_over)
        return {
            "game_id": record.id,
            "rules": record.rules,
            "seed": record.seed if reveal else None,
            "seed_commitment": record.seed_commitment,
            "actions": self.games.actions(record.id),
            "result": loaded.game.result().to_json(),
        }

    def steps(self, token_hash: str | None, game_id: str) -> dict[str, Any]:
        """Every position of a game, from the deal through each action: what a replay viewer shows."""
        loaded = self.load_for_viewer(token_hash, game_id)
        record = loaded.record
        game = Game(record.rules, record.seed)
        positions = [self._position(game, None)]
        for data in self.games.actions(record.id):
            game.apply(action_from_json(data))
            positions.append(self._position(game, data))
        return {"game_id": record.id, "rules": record.rules, "steps": positions}

    @staticmethod
    def _position(game: Game, action: dict[str, Any] | None) -> dict[str, Any]:
        result = game.result()
        return {
            "action": action,
            "board": game.board.rows(),
            "runs": game.runs(),
            "moves": result.moves,
            "redeals_used": result.redeals_used,
            "score": result.score,
            "status": result.status,
            "elapsed_ms": result.elapsed_ms,
        }

    def audit(self) -> list[str]:
        """Ids of games whose cached position differs from a replay of their action log."""
        differing = []
        for record in self.games.all_games():
            actions = [action_from_json(data) for data in self.games.actions(record.id)]
            replayed = Game.replay(record.rules, record.seed, actions)
            cached = {column: getattr(record, column) for column in cached_columns(replayed)}
            if cached != cached_columns(replayed) or record.action_count != len(actions):
                differing.append(record.id)
        return differing

    # -- helpers -------------------------------------------------------------------

    def _expire_if_due(self, loaded: LoadedGame) -> None:
        """A timed game whose clock has run out ends with a timeout at its limit."""
        limit = loaded.game.rules.time_limit_ms
        if limit is not None and not loaded.game.is_over and self.elapsed_ms(loaded.record) >= limit:
            action = Timeout(limit)
            loaded.game.apply(action)
            self._save(loaded, action)

    def _save(self, loaded: LoadedGame, action: Action) -> None:
        record = loaded.record
        record.action_count += 1
        for column, value in cached_columns(loaded.game).items():
            setattr(record, column, value)
        if loaded.game.is_over:
            record.finished_at = self.now
        try:
            saved = self.games.save(record, action.to_json(), self.now)
        except IntegrityError:
            saved = False
        if not saved:
            raise PreconditionFailed("another request changed this game at the same time: reload it and try again")
        if loaded.game.is_over and record.ranked and self.on_ranked_end is not None:
            loaded.celebration = self.on_ranked_end(record)

    def _over_reason(self, game: Game) -> str:
        if game.reason == "time_up":
            return f"time is up: {game.rules} games end at {game.rules.time_limit_ms} ms, so this action came too late"
        ending = game.status if game.reason is None else f"{game.status}, {game.reason.replace('_', ' ')}"
        return f"the game is over ({ending}); start a new one with POST /api/v1/games"

    def _engine_action(self, game: Game, request: ActionRequest, t: int) -> Action:
        if isinstance(request, UndoRequest):
            return Undo(t)
        if isinstance(request, RedealRequest):
            return Redeal(t)
        if isinstance(request, ResignRequest):
            return Resign(t)
        return self._resolve_move(game, request, t)

    def _resolve_move(self, game: Game, request: MoveRequest, t: int) -> Move:
        """Fill in the card or the gap a move left out, when only one fits."""
        card, to = request.card, request.to
        if card is not None and to is not None:
            return Move(card, (to[0], to[1]), t)
        if card is None and to is None:
            raise MalformedAction('a move names a card, a gap (\'to\'), or both: e.g. {"type": "move", "card": "8D"}')
        if to is None:
            targets = [move.to for move in game.legal_moves() if move.card == card]
            if len(targets) == 1:
                return Move(card, targets[0], t)  # type: ignore[arg-type]
            if not targets:
                raise IllegalAction(f"{card} fits no gap now; GET the game for its legal_moves")
            listed = ", ".join(f"[{r}, {c}]" for r, c in targets)
            raise IllegalAction(f"{card} fits {len(targets)} gaps ({listed}): say which with 'to'")
        at = (to[0], to[1])
        view = next((gap for gap in game.gaps() if gap.at == at), None)
        if view is None:
            raise IllegalAction(f"[{at[0]}, {at[1]}] is not a gap: name the card to move with 'card'")
        if len(view.accepts) == 1:
            return Move(view.accepts[0], at, t)
        if not view.accepts:
            raise IllegalAction(f"the gap at [{at[0]}, {at[1]}] is dead: no card can go there until a redeal")
        raise IllegalAction(
            f"the gap at [{at[0]}, {at[1]}] takes any of {', '.join(view.accepts)}: say which with 'card'"
        )

"""A refereed game: the deal, then a list of actions, each checked against rules-v1.md.

>>> game = Game("classic@1", "demo")
>>> first = game.legal_moves()[0]
>>> first
LegalMove(card='2S', to=(1, 0), outcome=None)
>>> game.apply(Move(first.card, first.to, t=1200))
>>> game.board.rows()[1][0], game.moves
('2S', 1)
>>> game.apply(Move("7D", (0, 1), t=1500))
Traceback (most recent call last):
...
app.engine.errors.IllegalActionError: 7D cannot go to [0, 1]: that cell holds 2D, not a gap
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from app.engine.actions import Action, Move, Redeal, Resign, Timeout, Undo
from app.engine.board import GAP, NOT_IN_PLAY, Board, deal, redeal
from app.engine.cards import InvalidCardError, card_name, parse_card
from app.engine.errors import GameOverError, IllegalActionError, MalformedActionError
from app.engine.rules import Rules, get_rules

PLAYING = "playing"
WON = "won"
LOST = "lost"
BLOCKED = "blocked"
RESIGNED = "resigned"
TIME_UP = "time_up"


@dataclass(frozen=True, slots=True)
class LegalMove:
    """A move the position allows, and how the game would end if it were made (``won``, or ``lost`` when it
    leaves the board blocked with no redeal left), if it would."""

    card: str
    to: tuple[int, int]
    outcome: str | None

    @property
    def ends_game(self) -> bool:
        return self.outcome is not None


@dataclass(frozen=True, slots=True)
class GapView:
    """A gap and the cards it accepts; none when it is dead (right of a King or of a gap)."""

    at: tuple[int, int]
    accepts: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Result:
    status: str
    reason: str | None
    moves: int
    undos: int
    redeals_used: int
    cards_in_sequence: int
    complete_rows: int
    elapsed_ms: int
    score: int
    badge: str | None

    def to_json(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "reason": self.reason,
            "moves": self.moves,
            "undos": self.undos,
            "redeals_used": self.redeals_used,
            "cards_in_sequence": self.cards_in_sequence,
            "complete_rows": self.complete_rows,
            "elapsed_ms": self.elapsed_ms,
            "score": self.score,
            "badge": self.badge,
        }


@dataclass(frozen=True, slots=True)
class ScoreTerm:
    """One line of the score formula: ``count`` of something at ``per`` points each."""

    code: str
    count: int
    per: int

    @property
    def points(self) -> int:
        return self.count * self.per

    @property
    def what(self) -> str:
        return f"{self.count} {TERM_WORDS[self.code]} x {self.per}"


TERM_WORDS = {
    "cards_in_sequence": "cards in sequence",
    "complete_rows": "complete rows",
    "moves": "moves",
    "redeals_left": "redeals left",
    "seconds_under_par": "seconds under par",
}


def score_terms(
    rules: Rules,
    *,
    won: bool,
    cards_in_sequence: int,
    complete_rows: int,
    moves: int,
    redeals_used: int,
    elapsed_ms: int,
) -> list[ScoreTerm]:
    """The lines of the score formula of rules-v1.md; the score is the sum of their points, floored at 0."""
    terms = [
        ScoreTerm("cards_in_sequence", cards_in_sequence, 100),
        ScoreTerm("complete_rows", complete_rows, 1000),
        ScoreTerm("moves", moves, -5),
    ]
    # A mode without a redeal limit or a par has no such line (it would only ever read 0).
    if won and rules.redeals is not None:
        terms.append(ScoreTerm("redeals_left", rules.redeals - redeals_used, 500))
    if won and rules.par_ms is not None:
        terms.append(ScoreTerm("seconds_under_par", max(0, (rules.par_ms - elapsed_ms) // 1000), 10))
    return terms


def _total(terms: list[ScoreTerm]) -> int:
    """The score of its formula's lines: their points, floored at 0."""
    return max(0, sum(term.points for term in terms))


def badge_of(rules: Rules, *, status: str, complete_rows: int, redeals_used: int) -> str | None:
    if status == WON:
        if rules.redeals is None:
            return "gold" if redeals_used == 0 else "silver"
        return "gold" if redeals_used < rules.redeals else "silver"
    if status == LOST and complete_rows >= 2:
        return "bronze"
    return None


class Game:
    """One game under one rules profile, from the deal of ``seed``."""

    def __init__(self, rules: Rules | str, seed: str) -> None:
        self.rules = get_rules(rules) if isinstance(rules, str) else rules
        self.seed = seed
        self.board: Board = deal(self.rules, seed)
        self.actions: list[Action] = []
        self.moves = 0
        self.undos = 0
        self.redeals_used = 0
        self.elapsed_ms = 0
        self.status = PLAYING
        self.reason: str | None = None
        # (card, cell it came from) for each move of the current deal phase, newest last.
        self._phase_history: list[tuple[int, int]] = []

    @classmethod
    def replay(cls, rules: Rules | str, seed: str, actions: Iterable[Action]) -> Game:
        """The game that ``actions`` make from the deal of ``seed``; raises on the first refused one."""
        game = cls(rules, seed)
        for action in actions:
            game.apply(action)
        return game

    def snapshot(self) -> dict[str, Any]:
        """The state that, with the rules and seed, resumes this game exactly (JSON-ready)."""
        return {
            "board": self.board.rows(),
            "moves": self.moves,
            "undos": self.undos,
            "redeals_used": self.redeals_used,
            "elapsed_ms": self.elapsed_ms,
            "status": self.status,
            "reason": self.reason,
            # Flat [card, cell, card, cell, ...] (card indexes, cell numbers): it is restored on every
            # request of a game in play and can hold a whole phase of moves, so it stays cheap to load.
            "undo_stack": [number for entry in self._phase_history for number in entry],
        }

    @classmethod
    def restore(cls, rules: Rules | str, seed: str, snapshot: dict[str, Any]) -> Game:
        """The game a :meth:`snapshot` describes, without replaying its actions."""
        game = cls.__new__(cls)
        game.rules = get_rules(rules) if isinstance(rules, str) else rules
        game.seed = seed
        game.board = Board.from_rows(game.rules, snapshot["board"])
        game.actions = []
        game.moves = snapshot["moves"]
        game.undos = snapshot["undos"]
        game.redeals_used = snapshot["redeals_used"]
        game.elapsed_ms = snapshot["elapsed_ms"]
        game.status = snapshot["status"]
        game.reason = snapshot["reason"]
        flat = iter(snapshot["undo_stack"])
        game._phase_history = list(zip(flat, flat, strict=True))
        return game

    # -- state ----------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.status != PLAYING

    @property
    def redeals_left(self) -> int | None:
        """Redeals still available; None where they are unlimited."""
        return None if self.rules.redeals is None else self.rules.redeals - self.redeals_used

    @property
    def phase_history(self) -> tuple[tuple[int, int], ...]:
        """The moves of the current deal phase as (card, cell it came from), oldest first: what undo takes back."""
        return tuple(self._phase_history)

    @property
    def can_undo(self) -> bool:
        return self.status == PLAYING and bool(self._phase_history)

    @property
    def can_redeal(self) -> bool:
        return self.status == PLAYING and self.redeals_left != 0 and not self.board.is_complete()

    def runs(self) -> list[int]:
        return self.board.run_lengths()

    def cards_in_sequence(self) -> int:
        return sum(self.board.run_lengths())

    def complete_rows(self) -> int:
        return self._complete_rows(self.board.run_lengths())

    def _complete_rows(self, runs: list[int]) -> int:
        full = self.rules.full_run
        return sum(1 for length in runs if length == full)

    def score(self) -> int:
        """The score now: final once the game is over, provisional before."""
        return _total(self.score_terms())

    def score_terms(self) -> list[ScoreTerm]:
        return self._score_terms(self.board.run_lengths())

    def _score_terms(self, runs: list[int]) -> list[ScoreTerm]:
        return score_terms(
            self.rules,
            won=self.status == WON,
            cards_in_sequence=sum(runs),
            complete_rows=self._complete_rows(runs),
            moves=self.moves,
            redeals_used=self.redeals_used,
            elapsed_ms=self.elapsed_ms,
        )

    def score_parts(self) -> list[tuple[str, int]]:
        """The score formula line by line, as (what, points)."""
        return [(term.what, term.points) for term in self.score_terms()]

    def badge(self) -> str | None:
        return self._badge(self.complete_rows())

    def _badge(self, complete_rows: int) -> str | None:
        if self.status == PLAYING:
            return None
        return badge_of(self.rules, status=self.status, complete_rows=complete_rows, redeals_used=self.redeals_used)

    def result(self) -> Result:
        runs = self.board.run_lengths()  # once: every figure of the result but the counters reads them
        complete_rows = self._complete_rows(runs)
        return Result(
            status=self.status,
            reason=self.reason,
            moves=self.moves,
            undos=self.undos,
            redeals_used=self.redeals_used,
            cards_in_sequence=sum(runs),
            complete_rows=complete_rows,
            elapsed_ms=self.elapsed_ms,
            score=_total(self._score_terms(runs)),
            badge=self._badge(complete_rows),
        )

    def record(self, *, reveal_seed: bool = True) -> dict[str, Any]:
        """The replay record of rules-v1.md; ``reveal_seed=False`` withholds the seed."""
        return {
            "rules": self.rules.name,
            "seed": self.seed if reveal_seed else None,
            "actions": [action.to_json() for action in self.actions],
            "result": self.result().to_json(),
        }

    # -- what the player may do -------------------------------------------------------

    def legal_moves(self) -> list[LegalMove]:
        """Every legal move, in board order of the gaps, each saying whether it ends the game."""
        if self.status != PLAYING:
            return []
        board = self.board
        out = []
        for card, gap in sorted(board.legal_moves(), key=lambda move: (move[1], move[0])):
            frm = board.make(card, gap)
            outcome = self._outcome_of_position()
            board.unmake(card, frm)
            out.append(LegalMove(card_name(card), board.coords(gap), outcome))
        return out

    def gaps(self) -> list[GapView]:
        """Every gap in board order, with the cards it accepts (so a client can highlight them)."""
        board = self.board
        playing = self.status == PLAYING
        return [
            GapView(
                board.coords(gap),
                tuple(card_name(card) for card in board.accepted_by(gap)) if playing else (),
            )
            for gap in sorted(board.gaps)
        ]

    # -- actions ---------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Referee ``action``; on refusal raise an :class:`ActionError` and change nothing."""
        if self.status != PLAYING:
            raise GameOverError(f"the game is over ({self._ending()}); it takes no further action")
        self._check_time(action.t)
        kind = type(action)
        if kind is Move:
            self._move(action)  # type: ignore[arg-type]
        elif kind is Undo:
            self._undo()
        elif kind is Redeal:
            self._redeal()
        elif kind is Resign:
            self.status, self.reason = LOST, RESIGNED
        elif kind is Timeout:
            self._timeout(action.t)
        else:
            raise MalformedActionError(f"not an action: {action!r}")
        self.elapsed_ms = action.t
        self.actions.append(action)
        if self.status == PLAYING and kind is not Resign:
            self._update_status()

    def _check_time(self, t: int) -> None:
        if t < self.elapsed_ms:
            raise IllegalActionError(
                f"t = {t} ms is before the previous action's t = {self.elapsed_ms} ms; time never goes backwards"
            )
        limit = self.rules.time_limit_ms
        if limit is not None and t > limit:
            raise IllegalActionError(f"t = {t} ms is past the {limit} ms time limit of {self.rules}")

    def _move(self, action: Move) -> None:
        board = self.board
        try:
            card = parse_card(action.card)
        except InvalidCardError as error:
            raise MalformedActionError(str(error)) from None
        row, col = action.to
        if not (0 <= row < 4 and 0 <= col < board.cols):
            raise MalformedActionError(f"[{row}, {col}] is off the board: rows are 0-3 and columns 0-{board.cols - 1}")
        to = row * board.cols + col
        if board.where[card] == NOT_IN_PLAY:
            raise IllegalActionError(f"{action.card} is not in play: {self.rules} removes the Aces after the deal")
        if not board.is_legal(card, to):
            raise IllegalActionError(self._why_illegal(card, to))
        self._phase_history.append((card, board.make(card, to)))
        self.moves += 1

    def _why_illegal(self, card: int, to: int) -> str:
        board = self.board
        name = card_name(card)
        row, col = board.coords(to)
        target = f"{name} cannot go to [{row}, {col}]"
        occupant = board.cells[to]
        if occupant != GAP:
            return f"{target}: that cell holds {card_name(occupant)}, not a gap"
        if col == 0:
            if card not in board.base_cards:
                return f"{target}: a gap in column 0 takes only {self.rules.base_word}"
            return f"{target}: {name} is already in column 0 (row {board.where[card] // board.cols})"
        left = board.cells[to - 1]
        if left == GAP:
            return f"{target}: the cell to its left is a gap too, so it takes nothing until a redeal"
        accepted = board.accepted_by(to)
        if not accepted:
            return f"{target}: nothing goes right of {card_name(left)}, so that gap is dead until a redeal"
        return f"{name} cannot go right of {card_name(left)}: that gap takes {card_name(accepted[0])}"

    def _undo(self) -> None:
        if not self._phase_history:
            since = "the last redeal (a redeal cannot be undone)" if self.redeals_used else "the deal"
            raise IllegalActionError(f"nothing to undo: no move has been made since {since}")
        card, frm = self._phase_history.pop()
        self.board.unmake(card, frm)
        self.moves += 1
        self.undos += 1

    def _redeal(self) -> None:
        if self.redeals_left == 0:
            raise IllegalActionError(f"no redeal left: {self.rules} allows {self.rules.redeals} and all are used")
        if self.board.is_complete():
            raise IllegalActionError("every row is complete: there is nothing to redeal")
        self.redeals_used += 1
        redeal(self.board, self.seed, self.redeals_used)
        self._phase_history.clear()

    def _timeout(self, t: int) -> None:
        limit = self.rules.time_limit_ms
        if limit is None:
            raise IllegalActionError(f"{self.rules} has no time limit, so it cannot time out")
        if t != limit:
            raise IllegalActionError(
                f"a timeout comes only at t = {limit} ms, the time limit of {self.rules}; this one says t = {t}"
            )
        self.status, self.reason = LOST, TIME_UP

    def _outcome_of_position(self) -> str | None:
        board = self.board
        if board.is_complete():
            return WON
        return LOST if self.redeals_left == 0 and not board.has_legal_move() else None

    def _update_status(self) -> None:
        board = self.board
        if board.is_complete():
            self.status, self.reason = WON, None
        elif self.redeals_used == self.rules.redeals and not board.has_legal_move():
            self.status, self.reason = LOST, BLOCKED

    def _ending(self) -> str:
        return self.status if self.reason is None else f"{self.status}: {self.reason.replace('_', ' ')}"

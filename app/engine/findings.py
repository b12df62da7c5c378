"""What a search learned about a position, in a form a server can store and hand back later.

A :class:`Finding` is plain JSON once :meth:`Finding.to_json` has run (card codes and
``[row, col]`` lists, rows and columns counted from 0 as in the rules' JSON), so it can sit in
a database and be read by another process: the engine keeps nothing between calls.

- ``position`` names the position searched (:func:`position_id`).
- ``verdict`` is the phase's: ``winnable`` (``line`` wins from ``position``), ``unwinnable`` (no
  line of this deal phase wins from ``position``: every position after it was searched) or
  ``unknown`` (the budget ran out; ``dead`` may still list first moves proved to lose).

A winning line stays useful after the player follows it: from any position on it, the rest of
the line still wins (:func:`winning_rest`). A proof of ``unwinnable`` holds for every position
reached from ``position`` in the same phase.

>>> from app.engine.game import Game
>>> game = Game("classic@1", "demo")
>>> request = SearchRequest.for_position(game.board)
>>> SearchRequest.from_json(request.to_json()) == request
True
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from app.engine.board import Board
from app.engine.cards import InvalidCardError, card_name, parse_card
from app.engine.rules import Rules, UnknownRulesError, get_rules
from app.engine.solver import UNKNOWN, UNWINNABLE, WINNABLE, Move, PhaseSearch

VERDICTS = (WINNABLE, UNWINNABLE, UNKNOWN)


class MalformedFindingError(ValueError):
    """Stored JSON that is not a finding or a search request (say which part is wrong)."""


def position_id(board: Board) -> str:
    """A short stable name of a position and its profile, the same in every process.

    >>> from app.engine.game import Game
    >>> position_id(Game("classic@1", "demo").board)
    'classic@1:...'
    """
    digest = hashlib.blake2b(board.rules.name.encode() + b":" + bytes(board.cells), digest_size=12)
    return f"{board.rules.name}:{digest.hexdigest()}"


def line_to_json(rules: Rules, line: Iterable[Move]) -> list[dict[str, Any]]:
    """A line as ``[{"card": "8D", "to": [1, 4]}, ...]``: the shape of the move action, without ``t``."""
    return [{"card": card_name(card), "to": list(divmod(to, rules.cols))} for card, to in line]


def line_from_json(rules: Rules, data: object) -> list[Move]:
    """The moves of a JSON line, checked for shape (not for legality: :func:`winning_rest` checks that)."""
    if not isinstance(data, list):
        raise MalformedFindingError("a line is a list of {card, to} moves")
    moves = []
    for index, item in enumerate(data):
        if not isinstance(item, Mapping):
            raise MalformedFindingError(f"move {index} of the line is not an object with card and to")
        to = item.get("to")
        if (
            not isinstance(to, list)
            or len(to) != 2
            or not all(isinstance(n, int) and not isinstance(n, bool) for n in to)
            or not (0 <= to[0] < 4 and 0 <= to[1] < rules.cols)
        ):
            raise MalformedFindingError(f"move {index} of the line needs 'to': [row, col] on the board")
        try:
            card = parse_card(item.get("card"))  # type: ignore[arg-type]
        except InvalidCardError as error:
            raise MalformedFindingError(f"move {index} of the line: {error}") from None
        moves.append((card, to[0] * rules.cols + to[1]))
    return moves


def winning_rest(board: Board, line: list[Move]) -> list[Move] | None:
    """The shortest tail of ``line`` that is legal from ``board`` and ends with every row complete.

    A player who followed the line so far stands on it, so its rest wins from here; a player who
    left it gets None, unless their moves happen to rejoin it. ``board`` is left as given.
    """
    if board.is_complete():
        return []
    for start in range(len(line) - 1, -1, -1):
        card, to = line[start]
        if not board.is_legal(card, to):
            continue
        made = []
        for card, to in line[start:]:
            if not board.is_legal(card, to):
                break
            made.append((card, board.make(card, to)))
        complete = len(made) == len(line) - start and board.is_complete()
        for card, frm in reversed(made):
            board.unmake(card, frm)
        if complete:
            return line[start:]
    return None


@dataclass(frozen=True)
class Finding:
    """The outcome of one search of one position's deal phase."""

    rules: str
    position: str
    verdict: str
    line: tuple[Move, ...] = ()
    """From ``position``: a win when ``winnable``."""
    dead: tuple[Move, ...] = ()
    """First moves from ``position`` proved to lead to no win in this phase."""
    nodes: int = 0
    seconds: float = field(default=0.0, compare=False)
    """How long the search ran: a measure, not part of what was found."""

    def to_json(self) -> dict[str, Any]:
        rules = get_rules(self.rules)
        return {
            "rules": self.rules,
            "position": self.position,
            "verdict": self.verdict,
            "line": line_to_json(rules, self.line),
            "dead": line_to_json(rules, self.dead),
            "nodes": self.nodes,
            "seconds": self.seconds,
        }

    @classmethod
    def from_json(cls, data: object) -> Finding:
        """A finding stored by :meth:`to_json`; raises :class:`MalformedFindingError` saying what is wrong."""
        if not isinstance(data, Mapping):
            raise MalformedFindingError("a finding is a JSON object")
        position, verdict = data.get("position"), data.get("verdict")
        rules = _rules(data.get("rules"))
        if not isinstance(position, str):
            raise MalformedFindingError("a finding needs 'position', the id of the position searched")
        if verdict not in VERDICTS:
            raise MalformedFindingError(f"a finding's 'verdict' is one of {', '.join(VERDICTS)}")
        nodes, seconds = data.get("nodes", 0), data.get("seconds", 0.0)
        return cls(
            rules=rules.name,
            position=position,
            verdict=verdict,
            line=tuple(line_from_json(rules, data.get("line", []))),
            dead=tuple(line_from_json(rules, data.get("dead", []))),
            nodes=nodes if isinstance(nodes, int) and not isinstance(nodes, bool) else 0,
            seconds=float(seconds) if isinstance(seconds, int | float) and not isinstance(seconds, bool) else 0.0,
        )


def _rules(name: object) -> Rules:
    try:
        return get_rules(name)  # type: ignore[arg-type]
    except UnknownRulesError as error:
        raise MalformedFindingError(str(error)) from None


@dataclass(frozen=True)
class SearchRequest:
    """A position to search in the background: the profile and the board, as JSON."""

    rules: str
    board: tuple[tuple[str | None, ...], ...]
    position: str

    @classmethod
    def for_position(cls, board: Board) -> SearchRequest:
        return cls(board.rules.name, tuple(tuple(row) for row in board.rows()), position_id(board))

    def to_json(self) -> dict[str, Any]:
        return {"rules": self.rules, "board": [list(row) for row in self.board], "position": self.position}

    @classmethod
    def from_json(cls, data: object) -> SearchRequest:
        if not isinstance(data, Mapping):
            raise MalformedFindingError("a search request is a JSON object")
        rules, rows = data.get("rules"), data.get("board")
        if not isinstance(rules, str) or not isinstance(rows, list):
            raise MalformedFindingError("a search request needs 'rules' and 'board'")
        try:
            board = Board.from_rows(_rules(rules), rows)
        except MalformedFindingError:
            raise
        except (ValueError, TypeError) as error:
            raise MalformedFindingError(f"a search request's board is not a position: {error}") from None
        return cls.for_position(board)

    def to_board(self) -> Board:
        return Board.from_rows(get_rules(self.rules), [list(row) for row in self.board])


def background_search(
    request: SearchRequest,
    seconds: float | None,
    *,
    nodes: int | None = None,
    seed: int = 0,
    clock: Callable[[], float] = time.perf_counter,
) -> Finding:
    """Search the phase of ``request``'s position within the budget: what a server's worker runs.

    The result is a :class:`Finding` to store (``to_json``) and hand to later hints.
    """
    board = request.to_board()
    found = PhaseSearch(board, seed=seed, clock=clock).run(seconds, nodes)
    return Finding(
        rules=request.rules,
        position=request.position,
        verdict=found.verdict,
        line=tuple(found.line) if found.won else (),
        dead=tuple(found.dead),
        nodes=found.nodes,
        seconds=found.seconds,
    )

"""Hints: the action to take now, why, and whether the position is known winnable, known lost or unknown.

A hint reads the position on the table and what earlier searches found (:class:`Finding`
values a server stored), never the seed: what a redeal would bring is unknown, so a phase is
worth its win or the cards it locks.

1. A known winning line is followed whenever some tail of it is legal from here and wins, or when it starts one
   move from here (the position after the last hint's move, searched in the background).
2. Otherwise a short interactive search (:data:`HINT_SECONDS`) looks for a win; when it finds
   none, the hint avoids first moves proved to lose and names the position to search next in
   the background (``search_next``: the position after the suggested move, which a player who
   follows the hint reaches while that search runs).
3. The verdict is ``winnable`` when a winning line is known, ``lost`` when no line of this phase
   wins and no redeal is left, and ``unknown`` otherwise; ``verdict_text`` says it in words.

Rows and columns in the reasons count from 1, as a player reads the board ("row 1" is the top row).

>>> from app.engine.game import Game
>>> hint = hint_for(Game("classic@1", "demo"))
>>> hint.kind, hint.card in ("2S", "2H", "2D", "2C"), "starts row 2" in hint.reason
('move', True, True)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from app.engine.board import GAP, Board
from app.engine.cards import SUIT_WORDS, card_name, display_name
from app.engine.findings import Finding, SearchRequest, position_id, winning_rest
from app.engine.game import WON, Game
from app.engine.solver import UNWINNABLE, WINNABLE, Move, PhaseSearch

HINT_SECONDS = 0.05
"""Search time for one hint: well inside a player's patience and the latency target."""

KNOWN_WINNABLE = "winnable"
KNOWN_LOST = "lost"
UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class Hint:
    kind: str
    """``move``, ``redeal``, ``undo`` (only where asked for), or ``none`` when the game is over."""
    card: str | None
    to: tuple[int, int] | None
    """Where the card goes, ``(row, col)`` counted from 0 as in the rules' JSON."""
    reason: str
    wins: bool = False
    """A win within this deal phase is known, along ``line``."""
    line: tuple[tuple[str, tuple[int, int]], ...] = ()
    """The winning line when ``wins``, else the best line found; it starts with the suggested move."""
    verdict: str = UNKNOWN
    """``winnable``, ``lost`` or ``unknown``: what is known about winning from this position."""
    verdict_text: str = ""
    """The verdict in words, for the player."""
    finding: Finding | None = None
    """What this hint's own search established (a win, or a phase proved unwinnable): worth storing."""
    search_next: SearchRequest | None = None
    """The position worth searching in the background now (None when a win is known or it is pointless)."""


def plural(count: int, word: str) -> str:
    """``1 redeal``, ``2 redeals``.

    >>> plural(1, "redeal"), plural(2, "move"), plural(0, "card")
    ('1 redeal', '2 moves', '0 cards')
    """
    return f"{count} {word}{'' if count == 1 else 's'}"


def _redeals_left(game: Game) -> str:
    left = game.redeals_left
    return "redeals are unlimited" if left is None else f"{plural(left, 'redeal')} left"


def _move_reason(game: Game, card: int, to: int) -> str:
    """Why a move helps, in the words of a player looking at the board."""
    board = game.board
    name = display_name(card)
    row, col = board.coords(to)
    frm = board.where[card]
    runs = board.run_lengths()
    left_of_source = board.cells[frm - 1] if frm % board.cols else GAP
    after = board.make(card, to)
    try:
        if board.is_complete():
            return "it completes the last row and wins the game"
        new_runs = board.run_lengths()
    finally:
        board.unmake(card, after)
    if col == 0:
        return f"{name} starts row {row + 1}"
    if new_runs[row] > runs[row]:
        return (
            f"it extends the {SUIT_WORDS[card_name(card)[1]]} run in row {row + 1} to {plural(new_runs[row], 'card')}"
        )
    if frm % board.cols == 0:
        return f"it opens column 1 of row {frm // board.cols + 1}, where {game.rules.base_word} can start a row"
    if left_of_source != GAP and board.successor[left_of_source] >= 0:
        return f"the gap it leaves takes {display_name(board.successor[left_of_source])}, so play goes on"
    return "it keeps the most gaps open"


def _phase_positions(game: Game) -> set[str]:
    """The ids of the position on the table and of every earlier position of this deal phase."""
    board = game.board.copy()
    ids = {position_id(board)}
    for card, frm in reversed(game.phase_history):
        board.unmake(card, frm)
        ids.add(position_id(board))
    return ids


def _moves_json(board: Board, line: Iterable[Move]) -> tuple[tuple[str, tuple[int, int]], ...]:
    return tuple((card_name(card), board.coords(to)) for card, to in line)


def _winning_hint(game: Game, line: list[Move], finding: Finding | None) -> Hint:
    board = game.board
    card, to = line[0]
    moves = plural(len(line), "move")
    reason = (
        "it completes the last row and wins the game"
        if len(line) == 1
        else f"{_move_reason(game, card, to)}; a win from here is known: {moves}, starting with this one"
    )
    return Hint(
        "move",
        card_name(card),
        board.coords(to),
        reason,
        wins=True,
        line=_moves_json(board, line),
        verdict=KNOWN_WINNABLE,
        verdict_text=f"known winnable: following the hints from here wins in {moves}",
        finding=finding,
    )


def _known_win(board: Board, known: list[Finding]) -> list[Move] | None:
    """The shortest winning rest of any known line that is still valid from this position, else a move to the
    position a known line starts from (a background search of the position after the last hint's move, finished
    before the player made that move)."""
    wins = [finding for finding in known if finding.verdict == WINNABLE and finding.rules == board.rules.name]
    best: list[Move] | None = None
    for finding in wins:
        rest = winning_rest(board, list(finding.line))
        if rest is not None and (best is None or len(rest) < len(best)):
            best = rest
    if best is not None or not wins:
        return best
    starts = {finding.position: finding for finding in wins}
    for card, to in board.legal_moves():
        frm = board.make(card, to)
        try:
            start = starts.get(position_id(board))
            rest = None if start is None else winning_rest(board, list(start.line))
        finally:
            board.unmake(card, frm)
        if rest is not None and (best is None or len(rest) + 1 < len(best)):
            best = [(card, to), *rest]
    return best


def hint_for(
    game: Game, known: Iterable[Finding] = (), seconds: float = HINT_SECONDS, *, allow_undo: bool = False
) -> Hint:
    """The suggested action for the position on the table, from ``known`` findings and ``seconds`` of search.

    With ``allow_undo``, a position from which no win is found gets the hint ``undo`` when a known winning
    line passes through an earlier position of this phase (the player left it), or when no line of this phase
    wins from here and the position before it is not known to be lost too: the way back to a win the last move
    threw away.
    """
    if game.is_over:
        verdict = KNOWN_WINNABLE if game.status == WON else KNOWN_LOST
        return Hint("none", None, None, "the game is over", verdict=verdict, verdict_text=f"the game is {game.status}")
    board = game.board
    findings = [finding for finding in known if finding.rules == game.rules.name]
    rest = _known_win(board, findings)
    if rest is not None:
        return _winning_hint(game, rest, None)
    moves = board.legal_moves()
    if not moves:
        # The game is still on, so a redeal is left.
        return Hint(
            "redeal",
            None,
            None,
            f"no card can move: redeal ({_redeals_left(game)}); your runs stay in place",
            verdict_text="unknown: a redeal deals the loose cards again",
        )
    here = position_id(board)
    found = PhaseSearch(board).run(seconds)
    if found.won:
        win = Finding(game.rules.name, here, WINNABLE, tuple(found.line), nodes=found.nodes, seconds=found.seconds)
        return _winning_hint(game, found.line, win)
    if allow_undo and game.can_undo:
        back = _moves_back_to_a_known_win(game, findings)
        if back is not None:
            return _undo_to_win_hint(game, back)
    lost = {finding.position for finding in findings if finding.verdict == UNWINNABLE}
    dead = set(found.dead) | _dead_moves(board, moves, findings, lost)
    finding: Finding | None = None
    phase_lost = found.exhausted or dead.issuperset(moves)
    if phase_lost:
        finding = Finding(
            game.rules.name, here, UNWINNABLE, dead=tuple(moves), nodes=found.nodes, seconds=found.seconds
        )
        lost.add(here)
    else:
        phase_lost = bool(lost) and not lost.isdisjoint(_phase_positions(game))
    now = sum(board.run_lengths())
    if phase_lost:
        if allow_undo and game.can_undo and not _previous_is_lost(game, findings, lost):
            return _undo_hint(game, finding)
        return _hint_without_a_win(game, found.line, found.locked, now, found.exhausted, finding)
    line = found.line
    if not line or line[0] in dead:
        candidates = [move for move in moves if move not in dead]
        line = [max(candidates, key=lambda move: (_one_step(board, *move), -move[1], -move[0]))]
    card, to = line[0]
    reason = _move_reason(game, card, to)
    if found.locked > now and line == found.line:
        reason += f"; this deal can reach {plural(found.locked, 'card')} in sequence"
    frm = board.make(card, to)
    try:
        search_next = SearchRequest.for_position(board)
    finally:
        board.unmake(card, frm)
    return Hint(
        "move",
        card_name(card),
        board.coords(to),
        reason,
        line=_moves_json(board, line),
        verdict=UNKNOWN,
        verdict_text="unknown: no win found from here yet",
        finding=finding,
        search_next=search_next,
    )


def _dead_moves(board: Board, moves: list[Move], findings: list[Finding], lost: set[str]) -> set[Move]:
    """Moves from here that earlier searches proved to lead to no win: listed as dead, or to a lost position."""
    here = position_id(board)
    dead = {move for finding in findings if finding.position == here for move in finding.dead}
    if lost:
        for card, to in moves:
            frm = board.make(card, to)
            if position_id(board) in lost:
                dead.add((card, to))
            board.unmake(card, frm)
    return dead


def _previous_is_lost(game: Game, findings: list[Finding], lost: set[str]) -> bool:
    """Whether the position before the last move is known to have no win in this phase either."""
    card, frm = game.phase_history[-1]
    board = game.board.copy()
    board.unmake(card, frm)
    earlier = {position_id(board)}
    walk = board.copy()
    for older, came_from in reversed(game.phase_history[:-1]):
        walk.unmake(older, came_from)
        earlier.add(position_id(walk))
    if not lost.isdisjoint(earlier):
        return True
    moves = board.legal_moves()
    return _dead_moves(board, moves, findings, lost).issuperset(moves)


def _moves_back_to_a_known_win(game: Game, findings: list[Finding]) -> int | None:
    """How many moves of this phase to take back to stand on a known winning line again (None: no known line
    passes through an earlier position of the phase).

    A line is followed from its own position only, so only lines that start at an earlier position of this phase
    are walked; the nearest position on one of them is the way back.
    """
    starts = {finding.position: finding for finding in findings if finding.verdict == WINNABLE}
    if not starts:
        return None
    board = game.board.copy()
    back: dict[str, int] = {}
    on_a_line: set[str] = set()
    for steps, (card, frm) in enumerate(reversed(game.phase_history), start=1):
        board.unmake(card, frm)
        here = position_id(board)
        back.setdefault(here, steps)
        finding = starts.pop(here, None)
        if finding is not None:
            on_a_line |= _positions_along(board, finding.line)
    reachable = [steps for position, steps in back.items() if position in on_a_line]
    return min(reachable) if reachable else None


def _positions_along(board: Board, line: Iterable[Move]) -> set[str]:
    """The ids of the positions a line passes through from ``board`` (left as given), as far as it is legal."""
    ids = {position_id(board)}
    made = []
    for card, to in line:
        if not board.is_legal(card, to):
            break
        made.append((card, board.make(card, to)))
        ids.add(position_id(board))
    for card, frm in reversed(made):
        board.unmake(card, frm)
    return ids


def _undo_to_win_hint(game: Game, back: int) -> Hint:
    card, _ = game.phase_history[-1]
    moves = plural(back, "move")
    reason = f"a win is known from {moves} back: undo {display_name(card)} and follow the hints from there"
    words = f"known winnable: take back {moves}, then following the hints wins"
    return Hint("undo", None, None, reason, verdict=KNOWN_WINNABLE, verdict_text=words)


def _undo_hint(game: Game, finding: Finding | None) -> Hint:
    card, _ = game.phase_history[-1]
    if game.redeals_left == 0:
        verdict, words = (
            KNOWN_LOST,
            "known lost from here: no line of this deal wins and no redeal is left; undo may still",
        )
        words += " lead back to a win"
    else:
        verdict, words = UNKNOWN, "unknown: no line of this deal wins from here, but an earlier position may"
    reason = f"no line of this deal wins after the last move ({display_name(card)}): undo it and try another way"
    return Hint("undo", None, None, reason, verdict=verdict, verdict_text=words, finding=finding)


def _hint_without_a_win(
    game: Game, line: list[Move], reachable: int, now: int, exhaustive: bool, finding: Finding | None
) -> Hint:
    """No line of this phase wins: lock the most cards, then redeal if one is left."""
    board = game.board
    if game.redeals_left == 0:
        verdict, words = KNOWN_LOST, "known lost: no line of this deal wins from here and no redeal is left"
    else:
        verdict, words = UNKNOWN, f"unknown: this deal cannot be won from here without a redeal; {_redeals_left(game)}"
    if line and reachable > now:
        card, to = line[0]
        reaches = plural(reachable, "card")
        reason = f"{_move_reason(game, card, to)}; no line wins this deal, and this one reaches {reaches} in sequence"
        return Hint(
            "move", card_name(card), board.coords(to), reason, line=_moves_json(board, line),
            verdict=verdict, verdict_text=words, finding=finding,
        )  # fmt: skip
    if game.can_redeal:
        locks = "no line of this deal locks more cards" if exhaustive else "no line found locks more cards"
        reason = f"{locks} than the {plural(now, 'card')} in sequence: redeal ({_redeals_left(game)})"
        return Hint("redeal", None, None, reason, verdict=verdict, verdict_text=words, finding=finding)
    moves = board.legal_moves()
    card, to = max(moves, key=lambda move: (_one_step(board, *move), -move[1], -move[0]))
    reason = f"{_move_reason(game, card, to)}; no line of this deal locks more cards"
    return Hint("move", card_name(card), board.coords(to), reason, verdict=verdict, verdict_text=words, finding=finding)


def _one_step(board: Board, card: int, to: int) -> tuple[int, int, int]:
    """How the position one move ahead looks: locked cards, then live gaps, then not a gap right of a King."""
    frm = board.make(card, to)
    try:
        locked = sum(board.run_lengths())
        live = sum(1 for gap in board.gaps if board.accepted_by(gap))
        return (locked, live, 0 if frm % board.cols and board.successor[board.cells[frm - 1]] < 0 else 1)
    finally:
        board.unmake(card, frm)

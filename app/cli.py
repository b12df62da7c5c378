"""The ``montana`` command line: deal, verify replay records, and play in a terminal."""

from __future__ import annotations

import argparse
import json
import secrets
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import IO

from app.admin import add_admin_commands
from app.engine import (
    PROFILES,
    ActionError,
    Game,
    InvalidCardError,
    Move,
    Redeal,
    Resign,
    Timeout,
    Undo,
    UnknownRulesError,
    commitment,
    deal,
    get_rules,
    parse_card,
    verify_record,
)
from app.engine.autoplay import autoplay
from app.engine.cards import SUIT_SYMBOLS, card_name
from app.engine.replay import OK, REFUSED
from app.engine.solver import prove

EXIT_UNREADABLE = REFUSED


def _rules_arg(name: str) -> str:
    try:
        return get_rules(name).name
    except UnknownRulesError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _seconds_arg(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 < seconds < float("inf"):
        raise argparse.ArgumentTypeError(f"the budget must be a positive number of seconds, not {text}")
    return seconds


def cmd_deal(args: argparse.Namespace) -> int:
    board = deal(get_rules(args.rules), args.seed)
    out = {"rules": args.rules, "seed": args.seed, "commitment": commitment(args.seed), "board": board.rows()}
    print(json.dumps(out, ensure_ascii=False))
    return OK


def _records(stream: IO[str]) -> Iterator[object]:
    """One replay record (a whole JSON document), or JSON Lines of records."""
    text = stream.read()
    try:
        yield json.loads(text)
        return
    except json.JSONDecodeError:
        pass
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            try:
                yield json.loads(line)
            except json.JSONDecodeError as error:
                yield _Unreadable(f"line {number} is not JSON: {error.msg} at column {error.colno}")


class _Unreadable:
    def __init__(self, why: str) -> None:
        self.why = why


def cmd_verify(args: argparse.Namespace) -> int:
    try:
        if args.file == "-":
            records = list(_records(sys.stdin))
        else:
            with open(args.file, encoding="utf-8") as handle:
                records = list(_records(handle))
    except (OSError, UnicodeDecodeError) as error:
        print(json.dumps({"ok": False, "error": f"cannot read {args.file}: {error}"}))
        return EXIT_UNREADABLE
    status = OK
    lines = []
    for record in records:
        if isinstance(record, _Unreadable):
            lines.append(json.dumps({"ok": False, "error": record.why}))
            status = EXIT_UNREADABLE
            continue
        verdict = verify_record(record)
        status = max(status, verdict.outcome)
        lines.append(json.dumps(verdict.report, ensure_ascii=False))
    if not records:
        lines.append(json.dumps({"ok": False, "error": f"{args.file} holds no replay record"}))
        status = EXIT_UNREADABLE
    sys.stdout.write("\n".join(lines) + "\n")
    return status


# -- play ----------------------------------------------------------------------------

RED = "\x1b[31m"
DIM = "\x1b[2m"
RESET = "\x1b[0m"

HELP = """Commands:
  8D         move the 8 of diamonds to the gap it fits (if only one)
  8D 1,4     move it to row 1, column 4
  u  undo     r  redeal     h  legal moves     ?  help     q  quit (resign)"""


SHORTCUTS: dict[str, Undo | Redeal | Resign] = {"U": Undo(0), "R": Redeal(0), "Q": Resign(0)}


def render(game: Game, colour: bool) -> str:
    def paint(text: str, code: str) -> str:
        return f"{code}{text}{RESET}" if colour else text

    board = game.board
    dead = {view.at for view in game.gaps() if not view.accepts}
    runs = game.runs()
    lines = ["     " + " ".join(f"{col:>3}" for col in range(board.cols))]
    for row, names in enumerate(board.rows()):
        cells = []
        for col, name in enumerate(names):
            if name is None:
                cells.append(paint(" xx", DIM) if (row, col) in dead else "  .")
            else:
                text = f"{name[0].replace('T', '10'):>2}{SUIT_SYMBOLS[name[1]]}"
                locked = col < runs[row]
                if name[1] in "HD":
                    text = paint(text, RED)
                cells.append(f"{text}" if not locked or not colour else f"\x1b[1m{text}{RESET}")
        lines.append(f"  {row}  " + " ".join(cells))
    redeals = "unlimited" if game.redeals_left is None else str(game.redeals_left)
    lines.append(
        f"  in sequence {game.cards_in_sequence()}  moves {game.moves}  redeals left {redeals}"
        f"  score {game.score()}  time {game.elapsed_ms // 1000}s"
    )
    return "\n".join(lines)


def parse_command(text: str, game: Game) -> Move | Undo | Redeal | Resign | str:
    """A typed command as an action (stamped later), or a message for the player."""
    words = text.replace(",", " ").split()
    if not words:
        return ""
    head = words[0].upper()
    if head == "?":
        return HELP
    if head in SHORTCUTS and len(words) == 1:
        return SHORTCUTS[head]
    if head == "H":
        moves = game.legal_moves()
        if not moves:
            return "no legal move: redeal" if game.can_redeal else "no legal move"
        return "legal moves: " + ", ".join(
            f"{m.card} {m.to[0]},{m.to[1]}" + (" (ends the game)" if m.ends_game else "") for m in moves
        )
    card = head
    try:
        parse_card(card)
    except InvalidCardError as error:
        return f"{error} (? for help)"
    if len(words) == 3:
        try:
            return Move(card, (int(words[1]), int(words[2])), 0)
        except ValueError:
            return "write the gap as row,col, e.g. 8D 1,4"
    if len(words) == 1:
        targets = [m.to for m in game.legal_moves() if m.card == card]
        if len(targets) == 1:
            return Move(card, targets[0], 0)
        if len(targets) > 1:
            return f"{card} fits several gaps: say which, e.g. {card} {targets[0][0]},{targets[0][1]}"
        return f"{card} fits no gap now (h lists the legal moves)"
    return HELP


def play(
    game: Game,
    read: Callable[[str], str] = input,
    write: Callable[[str], None] = print,
    clock: Callable[[], float] = time.monotonic,
    colour: bool = False,
) -> Game:
    started = clock()
    write(HELP)
    while not game.is_over:
        write(render(game, colour))
        try:
            text = read("> ")
        except EOFError:
            text = "q"
        command = parse_command(text, game)
        if isinstance(command, str):
            if command:
                write(command)
            continue
        t = max(game.elapsed_ms, int((clock() - started) * 1000))
        limit = game.rules.time_limit_ms
        if limit is not None and t >= limit:
            game.apply(Timeout(limit))
            break
        if _ends_game(game, command) and read("That move ends the game. Play it? [y/N] ").strip().lower() != "y":
            continue
        try:
            game.apply(replace(command, t=t))
        except ActionError as error:
            write(str(error))
    write(render(game, colour))
    result = game.result()
    badge = f", badge {result.badge}" if result.badge else ""
    write(
        f"Game over: {result.status}{' (' + result.reason + ')' if result.reason else ''}, score {result.score}{badge}"
    )
    write(f"Seed {game.seed!r} (commitment {commitment(game.seed)}). Replay record:")
    write(json.dumps(game.record(), ensure_ascii=False))
    return game


def _ends_game(game: Game, command: Move | Undo | Redeal | Resign) -> bool:
    if not isinstance(command, Move):
        return False
    return any(move.ends_game for move in game.legal_moves() if (move.card, move.to) == (command.card, command.to))


def cmd_play(args: argparse.Namespace) -> int:
    seed = args.seed if args.seed is not None else secrets.token_hex(32)
    play(Game(args.rules, seed), colour=sys.stdout.isatty())
    return OK


SOLVE_SECONDS = 0.5
"""Default search a phase for ``montana solve``."""
PROVE_SECONDS = 10.0
"""Default budget for ``montana solve --prove``."""


def cmd_solve(args: argparse.Namespace) -> int:
    if args.prove:
        print(json.dumps(proof_report(args.rules, args.seed, args.budget or PROVE_SECONDS), ensure_ascii=False))
        return OK
    game = autoplay(args.rules, args.seed, args.budget or SOLVE_SECONDS)
    print(json.dumps(game.record(), ensure_ascii=False))
    return OK


def proof_report(rules: str, seed: str, seconds: float) -> dict[str, object]:
    """The verdict on the first deal; a winnable one carries its line as the actions of a replay record,
    so ``montana verify`` checks it, and an unwinnable one says how much was searched and how."""
    board = deal(get_rules(rules), seed)
    proof = prove(board, seconds)
    report: dict[str, object] = {"rules": rules, "seed": seed, "verdict": proof.verdict}
    if proof.verdict == "winnable":
        game = Game(rules, seed)
        limit = game.rules.time_limit_ms
        # A second a move, squeezed where the profile has a time limit so that the record stays legal.
        step = 1000 if limit is None else max(1, min(1000, limit // (len(proof.line) + 1)))
        for t, (card, gap) in enumerate(proof.line, start=1):
            game.apply(Move(card_name(card), board.coords(gap), t * step))
        report |= {"par": len(proof.line), "actions": [action.to_json() for action in game.actions],
                   "result": game.result().to_json()}  # fmt: skip
    else:
        report |= {"positions": proof.positions, "visits": proof.nodes, "reductions": list(proof.reductions)}
    report["seconds"] = round(proof.seconds, 3)
    return report


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="montana", description="Montana Solitaire: deals, replays and play.")
    commands = parser.add_subparsers(dest="command", required=True)
    profiles = ", ".join(PROFILES)

    deal_parser = commands.add_parser("deal", help="print the opening board of a seed")
    deal_parser.add_argument("--rules", type=_rules_arg, default="classic@1", help=profiles)
    deal_parser.add_argument("--seed", required=True)
    deal_parser.set_defaults(run=cmd_deal)

    verify_parser = commands.add_parser("verify", help="replay records and check their results")
    verify_parser.add_argument("file", help="a replay record or JSON Lines of them; - for stdin")
    verify_parser.set_defaults(run=cmd_verify)

    play_parser = commands.add_parser("play", help="play in the terminal")
    play_parser.add_argument("--rules", type=_rules_arg, default="classic@1", help=profiles)
    play_parser.add_argument("--seed", help="a practice deal; a secret random seed by default")
    play_parser.set_defaults(run=cmd_play)
    solve_parser = commands.add_parser("solve", help="play a deal with the solver, or prove its first deal")
    solve_parser.add_argument("--rules", type=_rules_arg, default="classic@1", help=profiles)
    solve_parser.add_argument("--seed", required=True)
    solve_parser.add_argument(
        "--budget",
        type=_seconds_arg,
        help=f"seconds of search per phase (default {SOLVE_SECONDS}), or for --prove in all (default {PROVE_SECONDS})",
    )
    solve_parser.add_argument(
        "--prove",
        action="store_true",
        help="decide the first deal without a redeal: a winning line montana verify accepts, or how much was searched",
    )
    solve_parser.set_defaults(run=cmd_solve)
    add_admin_commands(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    status: int = args.run(args)
    return status


if __name__ == "__main__":
    sys.exit(main())

"""Engine speed: make/unmake, legal-move generation, and `montana verify` of 1,000 games.

Run: ``make bench-engine`` (or ``python -m bench.engine``). Prints one line per figure with its target.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from app.engine import Board, Game, Move, Redeal, Undo

TARGET_PAIRS = 1_000_000
TARGET_POSITIONS = 500_000
TARGET_VERIFY_S = 1.0


def sample_positions(count: int, rng: random.Random) -> list[Board]:
    """Positions met in play: random games cut at random points."""
    boards: list[Board] = []
    while len(boards) < count:
        game = Game("classic@1", f"bench-{len(boards)}")
        for _ in range(rng.randrange(0, 40)):
            moves = game.board.legal_moves()
            if not moves:
                break
            card, gap = rng.choice(moves)
            game.board.make(card, gap)
        boards.append(game.board)
    return boards


def bench_make_unmake(boards: list[Board], seconds: float = 2.0) -> float:
    work = [(board, board.legal_moves()) for board in boards]
    work = [(board, moves) for board, moves in work if moves]
    pairs = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for board, moves in work:
            make, unmake = board.make, board.unmake
            for card, gap in moves:
                unmake(card, make(card, gap))
            pairs += len(moves)
    return pairs / (time.perf_counter() - start)


def bench_legal_moves(boards: list[Board], seconds: float = 2.0) -> float:
    generators = [board.legal_moves for board in boards]
    positions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for legal_moves in generators:
            legal_moves()
        positions += len(generators)
    return positions / (time.perf_counter() - start)


def recorded_game(seed: str, rng: random.Random, target_moves: int = 150) -> dict[str, Any]:
    """A game of random play with some undos and redeals, about ``target_moves`` long."""
    game = Game("classic@1", seed)
    t = 0
    while not game.is_over and game.moves < target_moves:
        t += rng.randrange(200, 3000)
        moves = game.legal_moves()
        roll = rng.random()
        safe = [move for move in moves if not move.ends_game]
        if game.can_undo and (roll < 0.1 or not safe):
            game.apply(Undo(t))
        elif game.can_redeal and (not moves or roll < 0.01):
            game.apply(Redeal(t))
        elif moves:
            choice = rng.choice(safe or moves)
            game.apply(Move(choice.card, choice.to, t))
        else:
            break
    return game.record()


def bench_verify(games: int = 1000) -> tuple[float, int]:
    rng = random.Random(7)
    records = [recorded_game(f"verify-{i}", rng) for i in range(games)]
    actions = sum(len(record["actions"]) for record in records)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "games.jsonl"
        path.write_text("\n".join(json.dumps(record) for record in records) + "\n")
        start = time.perf_counter()
        run = subprocess.run([sys.executable, "-m", "app.cli", "verify", str(path)], capture_output=True, check=False)
        elapsed = time.perf_counter() - start
    if run.returncode != 0:
        raise SystemExit(f"montana verify failed: {run.stdout[:500]!r}")
    return elapsed, actions


def report(name: str, value: str, ok: bool, target: str) -> None:
    print(f"{name:<42} {value:>16}   target {target:<16} {'ok' if ok else 'MISSED'}")


def main() -> None:
    rng = random.Random(1)
    boards = sample_positions(2000, rng)
    pairs = bench_make_unmake(boards)
    report("make + unmake of a legal move", f"{pairs:,.0f} /s", pairs >= TARGET_PAIRS, f">= {TARGET_PAIRS:,} /s")
    positions = bench_legal_moves(boards)
    report(
        "legal moves of a position",
        f"{positions:,.0f} /s",
        positions >= TARGET_POSITIONS,
        f">= {TARGET_POSITIONS:,} /s",
    )
    elapsed, actions = bench_verify()
    report(
        f"montana verify, 1,000 games ({actions / 1000:.0f} actions each)",
        f"{elapsed:.3f} s",
        elapsed < TARGET_VERIFY_S,
        f"< {TARGET_VERIFY_S} s",
    )
    print(f"  (that is {actions / elapsed:,.0f} actions/s, process start-up included)")


if __name__ == "__main__":
    main()

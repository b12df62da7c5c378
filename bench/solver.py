"""Solver figures on seeds bench-0 .. bench-199, classic@1.

Run: ``make bench-solver`` (or ``python -m bench.solver [--seeds N]``). Prints the autoplay win rate
with 2 redeals at 0.5 s of search per phase, the share of first deals decided within 2 s, hint
latency on positions from those games, and search speed.
"""

from __future__ import annotations

import argparse
import statistics
import time

from app.engine import Game, Move, Redeal
from app.engine.board import deal
from app.engine.cards import card_name
from app.engine.hint import hint_for
from app.engine.rules import CLASSIC
from app.engine.solver import prove, search_phase

TARGET_WINS = 0.70
TARGET_DECIDED = 0.30
TARGET_HINT_P95_MS = 100.0


def autoplay(seed: str, budget: float) -> tuple[Game, int, float, list[Game]]:
    """Play a whole game with the solver; returns it, nodes, search seconds and positions met."""
    game = Game("classic@1", seed)
    nodes, seconds, samples, t = 0, 0.0, [], 0
    while not game.is_over:
        result = search_phase(game.board, budget)
        nodes, seconds = nodes + result.nodes, seconds + result.seconds
        for index, (card, gap) in enumerate(result.line):
            if index % 7 == 0:
                samples.append(Game.restore("classic@1", seed, game.snapshot()))
            t += 1000
            game.apply(Move(card_name(card), game.board.coords(gap), t))
        if game.is_over or not game.can_redeal:
            break
        t += 1000
        game.apply(Redeal(t))
    return game, nodes, seconds, samples


def report(name: str, value: str, ok: bool, target: str) -> None:
    print(f"{name:<42} {value:>44}   target {target:<14} {'ok' if ok else 'MISSED'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=200)
    parser.add_argument("--budget", type=float, default=0.5, help="seconds of search per phase")
    parser.add_argument("--prove-budget", type=float, default=2.0)
    args = parser.parse_args()
    seeds = [f"bench-{n}" for n in range(args.seeds)]

    wins, nodes, seconds, positions = 0, 0, 0.0, []
    for seed in seeds:
        game, searched, spent, samples = autoplay(seed, args.budget)
        wins += game.status == "won"
        nodes, seconds = nodes + searched, seconds + spent
        positions += samples
    rate = wins / len(seeds)
    report(
        f"autoplay wins, 2 redeals, {args.budget} s a phase",
        f"{wins}/{len(seeds)} = {rate:.1%}",
        rate >= TARGET_WINS,
        ">= 70%",
    )
    print(f"{'search speed':<42} {nodes / seconds:>36,.0f} nodes/s")

    verdicts = [prove(deal(CLASSIC, seed), args.prove_budget).verdict for seed in seeds]
    decided = sum(v != "unknown" for v in verdicts) / len(seeds)
    counts = ", ".join(f"{v} {verdicts.count(v)}" for v in ("winnable", "unwinnable", "unknown"))
    report(
        f"first deal decided within {args.prove_budget} s",
        f"{decided:.1%} ({counts})",
        decided >= TARGET_DECIDED,
        ">= 30%",
    )

    latencies = []
    for game in positions[:: max(1, len(positions) // 400)]:
        started = time.perf_counter()
        hint_for(game)
        latencies.append((time.perf_counter() - started) * 1000)
    latencies.sort()
    p50, p95 = statistics.median(latencies), latencies[int(0.95 * len(latencies)) - 1]
    report(
        f"hint latency ({len(latencies)} positions)",
        f"p50 {p50:.1f} ms, p95 {p95:.1f} ms",
        p95 <= TARGET_HINT_P95_MS,
        "p95 <= 100 ms",
    )


if __name__ == "__main__":
    main()

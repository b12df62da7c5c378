"""Solver figures, each next to its target, on two seed sets of classic@1 deals.

Run: ``make bench-solver`` (or ``python -m bench.solver``). The sets are bench-0 .. bench-199 and
a set drawn at random each run (its RNG seed is printed: ``--random-seed`` repeats a run), so the
figures cannot be tuned to one set. For each set:

- first deals decided (winnable or unwinnable without a redeal) within 10 s of search each;
- autoplay, the solver playing whole games with 2 redeals and 2 s of search a phase;
- hint-following: from the first position of 100 deals proved winnable, a player who always does
  what the hint says, with 2 s between moves. The protocol is the server's: every hint runs the
  interactive search with what earlier searches found; when it names a position to search next
  (the one after its move), one background search of up to 2 s runs before the player's next
  move, and its finding is handed to the next hint. Once a win is known the hint follows it.
  The same deals are also played with each deal's proof handed to the first hint;
- hint latency (p50, p95) over every hint of those games, and search speed (positions a second).

Work is spread over ``--workers`` processes (2 by default, the machine's cores). Search budgets are
counted in CPU seconds of the searching process (``--clock cpu``, the default), so that other people's
work on a shared machine does not change the figures; ``--clock wall`` counts wall time instead. Hint
latency is always wall time, as a player waits it; the load average is printed beside it.
``--quick`` runs small sets.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from multiprocessing import Pool
from typing import Any, TypeVar

from app.engine import Game, Move, Redeal, Undo, deal, get_rules
from app.engine.autoplay import autoplay
from app.engine.findings import Finding, background_search, position_id
from app.engine.hint import hint_for
from app.engine.solver import WINNABLE, PhaseSearch

RULES = "classic@1"
TARGET_DECIDED = 0.85
TARGET_AUTOPLAY = 0.85
TARGET_FOLLOW = 0.95
TARGET_HINT_P95_MS = 100.0

T = TypeVar("T")
R = TypeVar("R")


@dataclass
class Decision:
    seed: str
    verdict: str
    nodes: int
    seconds: float
    line: list[tuple[int, int]]


@dataclass
class Followed:
    seed: str
    status: str
    moves: int
    undos: int
    redeals: int
    background_searches: int
    latencies_ms: list[float] = field(default_factory=list)
    """Wall time of each hint that searched (one that only followed a known line is not counted here)."""
    following_ms: list[float] = field(default_factory=list)
    """Wall time of each hint that followed a known winning line."""


CLOCKS: dict[str, Callable[[], float]] = {"cpu": time.process_time, "wall": time.perf_counter}
clock = CLOCKS["cpu"]
"""The budget clock of this process, set by main() before the workers start."""


def decide(task: tuple[str, float]) -> Decision:
    seed, seconds = task
    found = PhaseSearch(deal(get_rules(RULES), seed), clock=clock).run(seconds)
    return Decision(seed, found.verdict, found.nodes, found.seconds, found.line if found.won else [])


def play_autoplay(task: tuple[str, float]) -> str:
    seed, seconds = task
    return autoplay(RULES, seed, seconds, clock=clock).status


def follow_hints(task: tuple[str, float, list[tuple[int, int]] | None]) -> Followed:
    """A player who always does what the hint says, with background searches between moves."""
    seed, between_moves, proof = task
    game = Game(RULES, seed)
    findings: list[Finding] = []
    if proof is not None:
        findings.append(Finding(RULES, position_id(game.board), WINNABLE, tuple(proof)))
    followed = Followed(seed, "playing", 0, 0, 0, 0)
    t = 0
    while not game.is_over:
        started = time.perf_counter()
        hint = hint_for(game, findings, allow_undo=True)
        elapsed = (time.perf_counter() - started) * 1000
        (followed.following_ms if hint.wins and hint.finding is None else followed.latencies_ms).append(elapsed)
        if hint.finding is not None:
            findings.append(hint.finding)
        if hint.search_next is not None:
            # The one background search of this game, in the time the player takes to move.
            findings.append(background_search(hint.search_next, between_moves, clock=clock))
            followed.background_searches += 1
        t += int(between_moves * 1000)
        if hint.kind == "move":
            assert hint.card is not None and hint.to is not None
            game.apply(Move(hint.card, hint.to, t))
        elif hint.kind == "undo":
            game.apply(Undo(t))
        elif hint.kind == "redeal":
            game.apply(Redeal(t))
            findings.clear()  # nothing of the last phase applies to the new deal
        else:
            break
    followed.status, followed.moves, followed.undos = game.status, game.moves, game.undos
    followed.redeals = game.redeals_used
    return followed


def spread(pool: Any, work: Callable[[T], R], tasks: Iterable[T]) -> list[R]:
    return list(pool.imap(work, tasks))


def report(name: str, value: str, ok: bool | None, target: str = "") -> None:
    verdict = "" if ok is None else "ok" if ok else "MISSED"
    print(f"  {name:<50} {value:>42}   {('target ' + target) if target else '':<16} {verdict}", flush=True)


def percent(part: int, whole: int) -> str:
    return f"{part}/{whole} = {part / whole:.1%}" if whole else "none"


def bench_set(pool: Any, title: str, seeds: list[str], args: argparse.Namespace) -> dict[str, Any]:
    print(f"\n{title}", flush=True)
    clock_name = "CPU" if args.clock == "cpu" else "wall"
    started = time.perf_counter()
    decisions = spread(pool, decide, [(seed, args.decide_seconds) for seed in seeds])
    counts = {
        verdict: sum(d.verdict == verdict for d in decisions) for verdict in ("winnable", "unwinnable", "unknown")
    }
    decided = counts["winnable"] + counts["unwinnable"]
    report(
        f"first deals decided within {args.decide_seconds:g} {clock_name} s",
        f"{percent(decided, len(seeds))} ({counts['winnable']} winnable, {counts['unwinnable']} unwinnable,"
        f" {counts['unknown']} unknown)",
        decided >= TARGET_DECIDED * len(seeds),
        f">= {TARGET_DECIDED:.0%}",
    )
    nodes, seconds = sum(d.nodes for d in decisions), sum(d.seconds for d in decisions)
    report(f"search speed (positions a {clock_name} second, per process)", f"{nodes / seconds:,.0f}", None)

    statuses = spread(pool, play_autoplay, [(seed, args.phase_seconds) for seed in seeds[: args.autoplay]])
    won = statuses.count("won")
    report(
        f"autoplay won, 2 redeals, {args.phase_seconds:g} {clock_name} s a phase",
        percent(won, len(statuses)),
        won >= TARGET_AUTOPLAY * len(statuses),
        f">= {TARGET_AUTOPLAY:.0%}",
    )

    winnable = [d for d in decisions if d.verdict == "winnable"][: args.follow]
    played = spread(pool, follow_hints, [(d.seed, args.between_moves, None) for d in winnable])
    wins = sum(f.status == "won" for f in played)
    report(
        f"hint-following won, {args.between_moves:g} {clock_name} s between moves",
        f"{percent(wins, len(played))} of deals proved winnable",
        wins >= TARGET_FOLLOW * len(played),
        f">= {TARGET_FOLLOW:.0%}",
    )
    report(
        "  of which won without a redeal",
        f"{sum(f.status == 'won' and not f.redeals for f in played)}; undos {sum(f.undos for f in played)},"
        f" background searches {sum(f.background_searches for f in played)}",
        None,
    )
    with_proof = spread(pool, follow_hints, [(d.seed, args.between_moves, d.line) for d in winnable])
    proof_wins = sum(f.status == "won" for f in with_proof)
    report(
        "hint-following won, each deal's proof known",
        percent(proof_wins, len(with_proof)),
        proof_wins == len(with_proof),
        "100%",
    )
    for name, latencies in (
        ("hint latency, hints that searched", sorted(ms for f in played for ms in f.latencies_ms)),
        ("hint latency, hints along a known win", sorted(ms for f in played for ms in f.following_ms)),
    ):
        if latencies:
            p50, p95 = statistics.median(latencies), latencies[max(0, int(0.95 * len(latencies)) - 1)]
            report(
                f"{name} ({len(latencies)})",
                f"p50 {p50:.1f} ms, p95 {p95:.1f} ms, max {latencies[-1]:.1f} ms",
                p95 <= TARGET_HINT_P95_MS,
                f"p95 <= {TARGET_HINT_P95_MS:.0f} ms",
            )
    print(f"  ({time.perf_counter() - started:.0f} s for this set)", flush=True)
    return {"decided": decided, "seeds": len(seeds)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", type=int, default=200, help="deals in each set (default 200)")
    parser.add_argument("--random-seed", type=int, help="repeat the random set of an earlier run")
    parser.add_argument("--decide-seconds", type=float, default=10.0)
    parser.add_argument("--phase-seconds", type=float, default=2.0)
    parser.add_argument("--between-moves", type=float, default=2.0)
    parser.add_argument("--autoplay", type=int, help="games of autoplay in each set (default: every deal)")
    parser.add_argument("--follow", type=int, default=100, help="proved-winnable deals to follow hints on")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="cpu", help="what search budgets count")
    parser.add_argument("--only", choices=("bench", "random"), help="run one set")
    parser.add_argument("--quick", action="store_true", help="20 deals a set, 10 followed")
    args = parser.parse_args()
    if args.quick:
        args.seeds, args.follow = 20, 10
    if args.autoplay is None:
        args.autoplay = args.seeds
    global clock
    clock = CLOCKS[args.clock]
    random_seed = args.random_seed if args.random_seed is not None else random.SystemRandom().randrange(1 << 32)
    rng = random.Random(random_seed)
    sets = {
        "bench": (f"bench-0 .. bench-{args.seeds - 1}", [f"bench-{n}" for n in range(args.seeds)]),
        "random": (
            f"random set: {args.seeds} seeds, --random-seed {random_seed}",
            [f"{rng.getrandbits(64):016x}" for _ in range(args.seeds)],
        ),
    }
    print(
        f"Solver figures, {RULES}, {args.workers} worker processes, budgets in {args.clock} seconds;"
        f" load average {os.getloadavg()[0]:.2f} at start"
    )
    started = time.perf_counter()
    with Pool(args.workers) as pool:
        for name, (title, seeds) in sets.items():
            if args.only in (None, name):
                bench_set(pool, title, seeds, args)
    print(f"\n{time.perf_counter() - started:.0f} s in all; load average {os.getloadavg()[0]:.2f} at the end")


if __name__ == "__main__":
    main()

"""The plausibility review's error rates: scripted human-speed games against bot-speed games.

Run: ``make bench-fairplay`` (or ``python -m bench.fairplay``). It plays real deals two ways:

- bot-speed: the solver's own winning games (``autoplay``), acted at a program's pace: a median between 40 and
  250 ms an action (what a script reaches before the rate limit), a little jitter;
- human-speed: the same number of actions with think times drawn from a model of people: each player has a
  median pace between 0.7 s and 4 s (log-normal across players), each think time is log-normal around it, the
  follow-up of a move that extends a run is quicker, long pauses happen, and nobody acts under 220 ms (the time
  to see a card and click it).

It prints, for the default thresholds (``app.config.Settings``), how many human-speed games would be held
(false positives, target < 1%) and how many bot-speed wins would not be (false negatives, target 0), with the
distributions the thresholds were chosen from. ``--agreement N`` also measures the solver-agreement fact on N
games played by a person-like policy (heuristics with noise) and N played by the solver.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time

from app.config import Settings
from app.engine import Board, Game, Move, Redeal, Resign
from app.engine.autoplay import autoplay
from app.engine.board import GAP, SUCCESSOR
from app.engine.cards import card_name
from app.fairplay.agreement import solver_agreement
from app.fairplay.facts import Thresholds, flags_of, timing_facts
from app.fairplay.service import thresholds_of

HUMAN_FLOOR_MS = 220


def solver_wins(count: int, seconds: float, rng: random.Random) -> list[Game]:
    wins: list[Game] = []
    while len(wins) < count:
        game = autoplay("classic@1", f"fairplay-{rng.getrandbits(40):x}", seconds)
        if game.status == "won":
            wins.append(game)
    return wins


def bot_times(actions: int, rng: random.Random) -> list[int]:
    median = rng.uniform(40, 250)
    t, times = 0, []
    for _ in range(actions):
        t += max(5, int(median * math.exp(rng.gauss(0, 0.3))))
        times.append(t)
    return times


def human_times(actions: int, rng: random.Random) -> list[int]:
    pace = min(4000.0, max(700.0, 1500 * math.exp(rng.gauss(0, 0.45))))
    t, times, quick = 0, [], False
    for _ in range(actions):
        think = pace * math.exp(rng.gauss(0, 0.55)) * (0.5 if quick else 1.0)
        if rng.random() < 0.05:
            think += 4000 * math.exp(rng.gauss(0, 0.6))  # a long look at the board
        t += max(HUMAN_FLOOR_MS, int(think))
        times.append(t)
        quick = rng.random() < 0.35  # the next card of a run is easy to find
    return times


def person_like_choice(board: Board, rng: random.Random) -> tuple[int, int]:
    """Heuristics with noise: prefer run extensions and Twos, avoid leaving a gap behind a King."""
    runs = board.run_lengths()

    def weight(move: tuple[int, int]) -> float:
        card, gap = move
        row, col = divmod(gap, board.cols)
        frm = board.where[card]
        left_of_frm = board.cells[frm - 1] if frm % board.cols else GAP
        value = 6.0 if col == runs[row] else 1.0
        if frm % board.cols and left_of_frm != GAP and SUCCESSOR[left_of_frm] < 0:
            value *= 0.2
        return value * math.exp(rng.gauss(0, 0.8))

    return max(board.legal_moves(), key=weight)


def person_like_game(seed: str, rng: random.Random) -> Game:
    game, t = Game("classic@1", seed), 0
    while not game.is_over and game.moves < 400:
        t += 1500
        if not game.board.legal_moves():
            game.apply(Redeal(t) if game.can_redeal else Resign(t))
            continue
        card, gap = person_like_choice(game.board, rng)
        game.apply(Move(card_name(card), game.board.coords(gap), t))
    if not game.is_over:
        game.apply(Resign(t + 1000))
    return game


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--wins", type=int, default=60, help="solver wins to time as bots and as people")
    parser.add_argument("--people", type=int, default=40, help="human-speed timings per win")
    parser.add_argument("--agreement", type=int, default=0, help="games per side for the solver-agreement fact")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    settings = Settings()
    thresholds: Thresholds = thresholds_of(settings)
    started = time.perf_counter()
    wins = solver_wins(args.wins, 0.3, rng)
    lengths = [len(game.actions) for game in wins]
    print(f"{len(wins)} solver wins of classic@1 ({min(lengths)}-{max(lengths)} actions) in "
          f"{time.perf_counter() - started:.0f} s; thresholds: {thresholds}")  # fmt: skip

    bot_facts = [timing_facts(bot_times(length, rng), thresholds.window) for length in lengths]
    human_facts = [
        timing_facts(human_times(length, rng), thresholds.window) for length in lengths for _ in range(args.people)
    ]
    bots_missed = sum(1 for facts in bot_facts if not flags_of(facts, thresholds))
    humans_held = sum(1 for facts in human_facts if flags_of(facts, thresholds))
    print()
    print(f"{'':<34}{'games':>7}{'held':>7}{'rate':>9}   target")
    fp = humans_held / len(human_facts)
    fn = bots_missed / len(bot_facts)
    print(f"{'human-speed games (false positive)':<34}{len(human_facts):>7}{humans_held:>7}{fp:>9.2%}   < 1%  "
          f"{'ok' if fp < 0.01 else 'MISSED'}")  # fmt: skip
    print(f"{'bot-speed wins not held (false neg.)':<34}{len(bot_facts):>7}{len(bot_facts) - bots_missed:>7}"
          f"{fn:>9.2%}   0%    {'ok' if bots_missed == 0 else 'MISSED'}")  # fmt: skip
    print()
    for name, facts in (("human-speed", human_facts), ("bot-speed", bot_facts)):
        rates = [f["fastest_window_rate"] for f in facts]
        thinks = [f["median_think_ms"] for f in facts]
        print(f"{name:<12} fastest {thresholds.window}-action window: p50 {percentile(rates, 0.5):5.2f}/s  "
              f"p99 {percentile(rates, 0.99):5.2f}/s  max {max(rates):5.2f}/s;  median think: min {min(thinks)} ms  "
              f"p1 {percentile(thinks, 0.01):.0f} ms  p50 {percentile(thinks, 0.5):.0f} ms")  # fmt: skip

    if args.agreement:
        budget = settings.review_agreement_seconds
        print(f"\nsolver agreement ({budget:g} s of search a game, real choices only):")
        people = [person_like_game(f"person-{rng.getrandbits(40):x}", rng) for _ in range(args.agreement)]
        for name, games in (("person-like policy", people), ("solver's own wins", wins[: args.agreement])):
            shares = []
            for game in games:
                record = game.record()
                share, choices = solver_agreement(
                    "classic@1", game.seed, record["actions"], seconds=budget, per_position=0.03
                )
                if share is not None and choices >= thresholds.min_agreement_choices:
                    shares.append(share)
            held = sum(1 for share in shares if share > thresholds.max_solver_agreement)
            print(f"  {name:<20} {len(shares):>3} games with enough choices: p50 {statistics.median(shares):.2f}  "
                  f"max {max(shares):.2f}  held {held}")  # fmt: skip


if __name__ == "__main__":
    main()

"""Races under load: rooms of racers playing at a person's pace on one server process on PostgreSQL.

Run: ``make bench-races`` (or ``python -m bench.races``). It creates a scratch database, starts one server
process, fills ``--rooms`` rooms of four racers (each room from a loopback address of its own, as four friends
at one table would be), lets the countdowns deal every game, and has every racer play (a move, a redeal when
stuck, resigning at the end) while listening to the race's live stream. It prints the action latency (p50, p99)
and the opponent-update latency: from the moment a racer sends an action to the moment each opponent's stream
shows it (p50, p99), with the server's CPU and the machine's load.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

import orjson

from bench.api import process_cpu_seconds, scratch_database, start_server
from bench.http1 import Connection

TARGET_ACTION_P99_MS = 50.0
TARGET_UPDATE_MS = 250.0
SEATS = 4


@dataclass
class Figures:
    actions_ms: list[float] = field(default_factory=list)
    updates_ms: list[float] = field(default_factory=list)
    errors: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    sent: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    """Each racer's actions, by their order: when each was sent."""


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def done_actions(line: dict[str, Any]) -> int:
    """How many actions a racer's line shows (the bench's racers never undo)."""
    if line["moves"] is None:
        return 0
    return int(line["moves"] + line["redeals_used"] + (line["reason"] == "resigned"))


def choose(state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    safe = [move for move in state["legal_moves"] if not move["ends_game"]]
    if safe:
        move = rng.choice(safe)
        return {"type": "move", "card": move["card"], "to": move["to"]}
    return {"type": "redeal"} if state["can_redeal"] else {"type": "resign"}


async def watch(
    stream: Connection, race_id: str, me: str, headers: dict[str, str], figures: Figures, game: asyncio.Future[str],
    until: float,
) -> None:  # fmt: skip
    """Read the race's stream as a racer: hand over the game once dealt, time each opponent's action as it shows."""
    seen: dict[str, int] = defaultdict(int)
    async for data in stream.event_data(f"/api/v1/races/{race_id}/events", headers):
        now = time.perf_counter()
        race = orjson.loads(data)
        if race["your_game_id"] and not game.done():
            game.set_result(race["your_game_id"])
        for racer in race["racers"]:
            them = racer["player"]["id"]
            if them == me:
                continue
            count = done_actions(racer)
            for index in range(seen[them], min(count, len(figures.sent[them]))):
                figures.updates_ms.append((now - figures.sent[them][index]) * 1000)
            seen[them] = max(seen[them], count)
        if race["status"] in ("finished", "closed") or time.monotonic() > until:
            return


async def race_as(
    base: str, address: str, race_id: str, token: str, me: str, figures: Figures, until: float, think: float,
    rng: random.Random,
) -> None:  # fmt: skip
    headers = {"Authorization": f"Bearer {token}"}
    game: asyncio.Future[str] = asyncio.get_running_loop().create_future()
    stream, connection = await Connection.open(base, address), await Connection.open(base, address)
    watcher = asyncio.create_task(watch(stream, race_id, me, headers, figures, game, until))
    game_id = await asyncio.wait_for(game, 30)
    state = (await connection.request("GET", f"/api/v1/games/{game_id}", None, headers)).json()
    while state["status"] == "playing" and time.monotonic() < until:
        await asyncio.sleep(rng.lognormvariate(0, 0.5) * think)
        action = choose(state, rng)
        figures.sent[me].append(time.perf_counter())
        started = time.perf_counter()
        answer = await connection.request("POST", f"/api/v1/games/{game_id}/actions", action, headers)
        figures.actions_ms.append((time.perf_counter() - started) * 1000)
        if answer.status != 200:
            figures.errors[answer.status] += 1
            figures.sent[me].pop()
            answer = await connection.request("GET", f"/api/v1/games/{game_id}", None, headers)
        state = answer.json()
    await asyncio.sleep(1.0)  # the last updates reach the others
    watcher.cancel()
    await asyncio.gather(stream.close(), connection.close())


async def room(base: str, number: int, figures: Figures, seconds: float, think: float) -> None:
    """Four racers at one table: one address for the room (loopback has a whole /8 of them)."""
    rng = random.Random(number)
    address = f"127.0.{1 + number // 250}.{1 + number % 250}"
    connection = await Connection.open(base, address)
    tokens = [(await connection.request("POST", "/api/v1/players", {})).json()["token"] for _ in range(SEATS)]
    ids = []
    for token in tokens:
        me = await connection.request("GET", "/api/v1/players/me", None, {"Authorization": f"Bearer {token}"})
        ids.append(me.json()["id"])
    host = {"Authorization": f"Bearer {tokens[0]}"}
    made = (await connection.request("POST", "/api/v1/races", {"seats": SEATS}, host)).json()
    for token in tokens[1:]:
        await connection.request(
            "POST", f"/api/v1/races/{made['code']}/racers", {}, {"Authorization": f"Bearer {token}"}
        )
    await connection.close()
    until = time.monotonic() + seconds
    await asyncio.gather(*(
        race_as(base, address, made["id"], token, me, figures, until, think, random.Random(rng.random()))
        for token, me in zip(tokens, ids, strict=True)
    ))  # fmt: skip


async def run(base: str, rooms: int, seconds: float, think: float) -> Figures:
    figures = Figures()
    await asyncio.gather(*(room(base, number, figures, seconds, think) for number in range(rooms)))
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60.0, help="how long the racers play")
    parser.add_argument("--think", type=float, default=1.5, help="a racer's median seconds between actions")
    parser.add_argument("--port", type=int, default=8787)
    args = parser.parse_args()
    url = scratch_database("montana_bench_races")
    server = start_server(
        url, args.port, RATE_LIMIT_ADDRESS="1000000/second", RATE_LIMIT_SIGNUP="1000000/second",
        RATE_LIMIT_SESSION="1000000/second", RATE_LIMIT_RACE="1000000/second", LOG_JSON="false",
    )  # fmt: skip
    try:
        load_before = os.getloadavg()[0]
        cpu_before = process_cpu_seconds(server.pid)
        started = time.monotonic()
        figures = asyncio.run(run(f"http://127.0.0.1:{args.port}", args.rooms, args.seconds, args.think))
        wall = time.monotonic() - started
        cpu = process_cpu_seconds(server.pid) - cpu_before
    finally:
        server.terminate()
        server.wait(timeout=30)
    actions, updates = figures.actions_ms, figures.updates_ms
    load = f"load average {load_before:.2f} before, {os.getloadavg()[0]:.2f} after, {os.cpu_count()} cores"
    print(f"{args.rooms} rooms of {SEATS} racers, one server process on PostgreSQL, {wall:.0f} s ({load})")
    refused = dict(figures.errors) or "none"
    print(
        f"actions: {len(actions)} ({len(actions) / wall:.0f}/s), p50 {percentile(actions, 0.5):.1f} ms, "
        f"p99 {percentile(actions, 0.99):.1f} ms (target p99 <= {TARGET_ACTION_P99_MS:.0f} ms); refused {refused}"
    )
    print(
        f"opponent updates: {len(updates)}, p50 {percentile(updates, 0.5):.1f} ms, "
        f"p99 {percentile(updates, 0.99):.1f} ms (target <= {TARGET_UPDATE_MS:.0f} ms)"
    )
    print(f"server CPU {cpu:.1f} s ({100 * cpu / wall:.0f}% of one core)")


if __name__ == "__main__":
    main()

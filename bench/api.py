"""API load: simulated players play whole games against one server process on PostgreSQL.

Run: ``make bench-api`` (or ``python -m bench.api``). It creates a scratch database, starts
the server, runs a trivial-endpoint phase and a playing phase with the same players, and
prints throughput, latency percentiles and the server's CPU time per request of each.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import secrets
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from typing import Any

import aiohttp
import httpx
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from app.migrate import upgrade_to_head

ADMIN_URL = os.environ.get("MONTANA_BENCH_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres")
TARGET_P99_MS = 50.0
TARGET_CPU_RATIO = 4.0


@dataclass
class Phase:
    latencies_ms: list[float] = field(default_factory=list)
    errors: int = 0
    server_errors: int = 0
    cpu_s: float = 0.0
    wall_s: float = 0.0
    other_requests: int = 0
    """Requests made but not timed (sign-ups, new games): their CPU is in ``cpu_s`` too."""

    def percentile(self, q: float) -> float:
        ordered = sorted(self.latencies_ms)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def scratch_database(name: str) -> str:
    admin = create_engine(ADMIN_URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    admin.dispose()
    url = make_url(ADMIN_URL).set(database=name).render_as_string(hide_password=False)
    upgrade_to_head(url)
    return url


def process_cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process, from /proc."""
    with open(f"/proc/{pid}/stat") as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start_server(database_url: str, port: int) -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "ENVIRONMENT": "test",
        "SECRET_KEY": secrets.token_urlsafe(48),
        # One load generator plays every simulated player from one address.
        "RATE_PER_ADDRESS": "100000",
        "SIGNUPS_PER_MINUTE": "100000",
        "LOG_JSON": "true",
    }
    command = [sys.executable, "-m", "uvicorn", "--factory", "app.main:create_app", "--port", str(port)]
    server = subprocess.Popen([*command, "--log-level", "warning", "--no-access-log"], env=env)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/healthz").status_code == 200:
                return server
        except httpx.TransportError:
            time.sleep(0.2)
    server.kill()
    raise SystemExit("the server did not start")


async def timed(phase: Phase, method: str, client: aiohttp.ClientSession, url: str, **kwargs: Any) -> tuple[int, Any]:
    start = time.perf_counter()
    async with client.request(method, url, **kwargs) as response:
        body = await response.json(content_type=None)
    phase.latencies_ms.append((time.perf_counter() - start) * 1000)
    if response.status >= 500:
        phase.server_errors += 1
    elif response.status >= 400:
        phase.errors += 1
    return response.status, body


async def trivial_player(
    client: aiohttp.ClientSession, phase: Phase, until: float, think: float, rng: random.Random
) -> None:
    while time.monotonic() < until:
        await timed(phase, "GET", client, "/healthz")
        await asyncio.sleep(rng.uniform(0.5, 1.5) * think)


def choose_action(state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    safe = [move for move in state["legal_moves"] if not move["ends_game"]]
    if state["can_undo"] and (rng.random() < 0.05 or not safe):
        return {"type": "undo"}
    if safe:
        move = rng.choice(safe)
        return {"type": "move", "card": move["card"], "to": move["to"]}
    if state["can_redeal"]:
        return {"type": "redeal"}
    if state["legal_moves"]:
        move = rng.choice(state["legal_moves"])
        return {"type": "move", "card": move["card"], "to": move["to"]}
    return {"type": "resign"}


async def post_json(client: aiohttp.ClientSession, url: str, body: Any, headers: dict[str, str]) -> Any:
    async with client.post(url, json=body, headers=headers) as response:
        return await response.json(content_type=None)


async def playing_player(
    client: aiohttp.ClientSession, phase: Phase, until: float, think: float, rng: random.Random, counts: dict[str, int]
) -> None:
    headers = {"Authorization": f"Bearer {(await post_json(client, '/api/v1/players', None, {}))['token']}"}
    new_game = {"rules": "classic@1"}
    state = await post_json(client, "/api/v1/games", new_game, headers)
    counts["other_requests"] += 2
    while time.monotonic() < until:
        await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
        if state["status"] != "playing":
            state = await post_json(client, "/api/v1/games", new_game, headers)
            counts["other_requests"] += 1
            continue
        status, body = await timed(
            phase,
            "POST",
            client,
            f"/api/v1/games/{state['id']}/actions",
            json=choose_action(state, rng),
            headers={**headers, "If-Match": f'"{state["version"]}"'},
        )
        if status == 200:
            state = body
            counts["actions"] += 1


async def run_phase(base_url: str, server_pid: int, players: int, seconds: float, think: float, kind: str) -> Phase:
    phase = Phase()
    counts = {"other_requests": 0, "actions": 0}
    connector = aiohttp.TCPConnector(limit=players)
    timeout = aiohttp.ClientTimeout(total=30)
    async with aiohttp.ClientSession(base_url, connector=connector, timeout=timeout) as client:
        until = time.monotonic() + seconds
        cpu_before, wall_before = process_cpu_seconds(server_pid), time.perf_counter()
        if kind == "trivial":
            tasks = [trivial_player(client, phase, until, think, random.Random(i)) for i in range(players)]
        else:
            tasks = [playing_player(client, phase, until, think, random.Random(i), counts) for i in range(players)]
        await asyncio.gather(*tasks)
        phase.cpu_s = process_cpu_seconds(server_pid) - cpu_before
        phase.wall_s = time.perf_counter() - wall_before
    phase.other_requests = counts["other_requests"]
    return phase


def report(name: str, phase: Phase) -> float:
    count = len(phase.latencies_ms)
    cpu_per_request_ms = 1000 * phase.cpu_s / max(1, count + phase.other_requests)
    print(
        f"{name:<18} {count / phase.wall_s:8.1f} req/s  p50 {phase.percentile(0.5):6.1f} ms  "
        f"p95 {phase.percentile(0.95):6.1f} ms  p99 {phase.percentile(0.99):6.1f} ms  "
        f"server CPU {cpu_per_request_ms:5.2f} ms/request  4xx {phase.errors}  5xx {phase.server_errors}"
    )
    return cpu_per_request_ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=64)
    parser.add_argument("--seconds", type=float, default=60, help="length of each phase")
    parser.add_argument("--think", type=float, default=0.5, help="mean seconds a player waits between actions")
    parser.add_argument("--port", type=int, default=8765)
    args = parser.parse_args()

    url = scratch_database("montana_bench")
    server = start_server(url, args.port)
    base = f"http://127.0.0.1:{args.port}"
    try:
        print(f"{args.players} players, {args.seconds:.0f} s per phase, think time ~{args.think} s, one server process")
        trivial = asyncio.run(run_phase(base, server.pid, args.players, args.seconds, args.think, "trivial"))
        playing = asyncio.run(run_phase(base, server.pid, args.players, args.seconds, args.think, "playing"))
        trivial_cpu = report("GET /healthz", trivial)
        action_cpu = report("POST action", playing)
        print(f"  (the playing phase also made {playing.other_requests} sign-up and new-game requests)")
        p99 = playing.percentile(0.99)
        ratio = action_cpu / trivial_cpu
        print(
            f"action p99 {p99:.1f} ms (target <= {TARGET_P99_MS:.0f} ms): {'ok' if p99 <= TARGET_P99_MS else 'MISSED'}"
        )
        verdict = "ok" if ratio <= TARGET_CPU_RATIO else "MISSED"
        print(
            f"server CPU per action / per trivial request = {ratio:.2f} (target <= {TARGET_CPU_RATIO:.0f}): {verdict}"
        )
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=10)


if __name__ == "__main__":
    main()

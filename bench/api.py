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
from collections.abc import Callable
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
TARGET_EVENT_P99_MS = 100.0


@dataclass
class Phase:
    latencies_ms: list[float] = field(default_factory=list)
    errors: int = 0
    server_errors: int = 0
    cpu_s: float = 0.0
    wall_s: float = 0.0
    other_requests: int = 0
    """Requests made but not timed (sign-ups, new games): their CPU is in ``cpu_s`` too."""
    actions: int = 0
    """Actions the server acknowledged (200)."""

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


SHARED_SECRET = secrets.token_urlsafe(48)
"""Every process of one deployment shares the secret that keys token digests and shared deals."""


def start_server(database_url: str, port: int, **settings: str) -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "ENVIRONMENT": "test",
        "SECRET_KEY": SHARED_SECRET,
        # One load generator plays every simulated player from one address.
        "RATE_LIMIT_ADDRESS": "1000000/second",
        "RATE_LIMIT_SIGNUP": "1000000/second",
        "LOG_JSON": "true",
        **settings,
    }
    command = [sys.executable, "-m", "uvicorn", "--factory", "app.main:create_app", "--port", str(port)]
    flags = ["--log-level", "warning", "--no-access-log", "--no-proxy-headers"]
    server = subprocess.Popen([*command, *flags], env=env, stderr=subprocess.DEVNULL)
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


async def abuse(base: str, until: float, statuses: dict[str, dict[int, int]]) -> None:
    """One client, from an address of its own, doing what the attacker's report did: hints as fast as it can on
    fresh games, and requests with forged 9 KB tokens."""
    connector = aiohttp.TCPConnector(limit=16, local_addr=("127.0.0.2", 0))
    async with aiohttp.ClientSession(base, connector=connector, timeout=aiohttp.ClientTimeout(total=30)) as client:

        def count(kind: str, status: int) -> None:
            statuses.setdefault(kind, {})
            statuses[kind][status] = statuses[kind].get(status, 0) + 1

        async def hints() -> None:
            while time.monotonic() < until:
                async with client.post("/api/v1/players") as response:
                    count("guest", response.status)
                    if response.status != 201:
                        await asyncio.sleep(0.05)
                        continue
                    headers = {"Authorization": f"Bearer {(await response.json())['token']}"}
                game = await post_json(client, "/api/v1/games", {}, headers)
                for _ in range(50):
                    async with client.post(f"/api/v1/games/{game['id']}/hint", headers=headers) as response:
                        count("hint", response.status)
                    if time.monotonic() > until:
                        return

        async def forged() -> None:
            n = 0
            while time.monotonic() < until:
                n += 1
                headers = {"Authorization": f"Bearer {n:08d}{'x' * 9000}"}
                async with client.get("/api/v1/players/me", headers=headers) as response:
                    count("forged 9 KB token", response.status)

        await asyncio.gather(*(hints() for _ in range(4)), forged(), forged())


async def post_json(client: aiohttp.ClientSession, url: str, body: Any, headers: dict[str, str]) -> Any:
    async with client.post(url, json=body, headers=headers) as response:
        return await response.json(content_type=None)


@dataclass
class Listening:
    """Second devices: one Server-Sent Events stream per player's game, and when each version arrived there."""

    session: aiohttp.ClientSession
    acknowledged: dict[tuple[str, int], float] = field(default_factory=dict)
    arrived: dict[tuple[str, int], float] = field(default_factory=dict)

    async def follow(self, game_id: str, headers: dict[str, str]) -> None:
        async with self.session.get(f"/api/v1/games/{game_id}/events", headers=headers) as response:
            async for raw in response.content:
                line = raw.decode().rstrip("\n")
                if line.startswith("id: "):
                    self.arrived[(game_id, int(line[4:]))] = time.perf_counter()

    def delays_ms(self) -> list[float]:
        """From the acting device's answer to the second device's event, for every action both saw."""
        return [(self.arrived[key] - acked) * 1000 for key, acked in self.acknowledged.items() if key in self.arrived]


async def playing_player(
    clients: list[aiohttp.ClientSession],
    phase: Phase,
    until: float,
    think: float,
    rng: random.Random,
    counts: dict[str, int],
    listening: Listening | None = None,
) -> None:
    """A player whose requests go round the server processes, as behind a load balancer."""
    turn = rng.randrange(len(clients))

    def client() -> aiohttp.ClientSession:
        nonlocal turn
        turn += 1
        return clients[turn % len(clients)]

    headers = {"Authorization": f"Bearer {(await post_json(client(), '/api/v1/players', None, {}))['token']}"}
    new_game = {"rules": "classic@1"}
    state = await post_json(client(), "/api/v1/games", new_game, headers)
    counts["other_requests"] += 2
    follower = asyncio.create_task(listening.follow(state["id"], headers)) if listening else None
    while time.monotonic() < until:
        await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
        if state["status"] != "playing":
            state = await post_json(client(), "/api/v1/games", new_game, headers)
            counts["other_requests"] += 1
            if listening is not None:
                assert follower is not None
                follower.cancel()
                follower = asyncio.create_task(listening.follow(state["id"], headers))
            continue
        status, body = await timed(
            phase,
            "POST",
            client(),
            f"/api/v1/games/{state['id']}/actions",
            json=choose_action(state, rng),
            headers={**headers, "If-Match": f'"{state["version"]}"'},
        )
        if status == 200:
            state = body
            counts["actions"] += 1
            if listening is not None:
                listening.acknowledged[(state["id"], state["version"])] = time.perf_counter()
        elif status == 412:
            state = body["state"]
    if follower is not None:
        follower.cancel()


async def run_phase(
    bases: list[str], server_pids: list[int], players: int, seconds: float, think: float, kind: str,
    abused: dict[str, dict[int, int]] | None = None, listening: list[Listening] | None = None,
) -> Phase:  # fmt: skip
    phase = Phase()
    counts = {"other_requests": 0, "actions": 0}
    timeout = aiohttp.ClientTimeout(total=30)
    clients = [
        aiohttp.ClientSession(base, connector=aiohttp.TCPConnector(limit=players), timeout=timeout) for base in bases
    ]
    try:
        until = time.monotonic() + seconds
        cpu_before = sum(process_cpu_seconds(pid) for pid in server_pids)
        wall_before = time.perf_counter()
        if kind == "trivial":
            tasks = [
                trivial_player(clients[i % len(clients)], phase, until, think, random.Random(i)) for i in range(players)
            ]
        else:
            second_devices = None
            if listening is not None:
                connector = aiohttp.TCPConnector(limit=players + 8)
                forever = aiohttp.ClientTimeout(total=None, sock_read=None)
                second_devices = Listening(aiohttp.ClientSession(bases[-1], connector=connector, timeout=forever))
                listening.append(second_devices)
            tasks = [
                playing_player(clients, phase, until, think, random.Random(i), counts, second_devices)
                for i in range(players)
            ]
        if abused is not None:
            tasks.append(abuse(bases[0], until, abused))
        await asyncio.gather(*tasks)
        phase.cpu_s = sum(process_cpu_seconds(pid) for pid in server_pids) - cpu_before
        phase.wall_s = time.perf_counter() - wall_before
    finally:
        for session in clients + [listened.session for listened in listening or []]:
            await session.close()
    phase.other_requests = counts["other_requests"]
    phase.actions = counts["actions"]
    return phase


def lost_or_doubled(database_url: str, acknowledged: int) -> int:
    """Actions in the store minus actions the players were told applied (0 when none is lost or doubled)."""
    engine = create_engine(database_url)
    with engine.connect() as connection:
        stored = connection.execute(text("SELECT count(*) FROM game_actions")).scalar_one()
    engine.dispose()
    return int(stored) - acknowledged


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
    print(f"{args.players} players, {args.seconds:.0f} s per phase, think time ~{args.think} s")
    results = {}
    listened: list[Listening] = []
    url = scratch_database("montana_bench")
    server = start_server(url, args.port)
    try:
        with_listeners = asyncio.run(
            run_phase([f"http://127.0.0.1:{args.port}"], [server.pid], args.players, args.seconds, args.think,
                      "playing", listening=listened)
        )  # fmt: skip
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=10)
    abused: dict[str, dict[int, int]] = {}
    url = scratch_database("montana_bench")
    server = start_server(url, args.port, RATE_LIMIT_HINT_ADDRESS="30/minute", RATE_LIMIT_HINT="20/minute")
    try:
        beside_abuse = asyncio.run(
            run_phase([f"http://127.0.0.1:{args.port}"], [server.pid], args.players, args.seconds, args.think,
                      "playing", abused)
        )  # fmt: skip
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=10)
    for processes in (1, 2):
        url = scratch_database("montana_bench")
        servers = [start_server(url, args.port + n) for n in range(processes)]
        bases = [f"http://127.0.0.1:{args.port + n}" for n in range(processes)]
        pids = [server.pid for server in servers]
        try:
            if processes == 1:
                trivial = asyncio.run(run_phase(bases, pids, args.players, args.seconds, args.think, "trivial"))
            playing = asyncio.run(run_phase(bases, pids, args.players, args.seconds, args.think, "playing"))
        finally:
            for server in servers:
                server.send_signal(signal.SIGTERM)
                server.wait(timeout=10)
        results[processes] = (playing, lost_or_doubled(url, playing.actions))

    print("\n-- one server process --")
    trivial_cpu = report("GET /healthz", trivial)
    action_cpu = report("POST action", results[1][0])
    ratio = action_cpu / trivial_cpu
    verdict = "ok" if ratio <= TARGET_CPU_RATIO else "MISSED"
    print(f"server CPU per action / per trivial request = {ratio:.2f} (target <= {TARGET_CPU_RATIO:.0f}): {verdict}")
    print("\n-- one process beside two (one PostgreSQL, requests alternate as behind a load balancer) --")
    print(f"{'':<28}{'1 process':>14}{'2 processes':>14}")
    rows: list[tuple[str, Callable[[Phase], str]]] = [
        ("actions/s", lambda p: f"{p.actions / p.wall_s:.1f}"),
        ("action p50 ms", lambda p: f"{p.percentile(0.5):.1f}"),
        ("action p95 ms", lambda p: f"{p.percentile(0.95):.1f}"),
        ("action p99 ms", lambda p: f"{p.percentile(0.99):.1f}"),
        ("5xx", lambda p: str(p.server_errors)),
        ("4xx (races: 412)", lambda p: str(p.errors)),
    ]
    for name, figure in rows:
        print(f"{name:<28}{figure(results[1][0]):>14}{figure(results[2][0]):>14}")
    print(f"{'lost or doubled actions':<28}{results[1][1]:>14}{results[2][1]:>14}")
    for processes, (phase, drift) in results.items():
        p99 = phase.percentile(0.99)
        fine = p99 <= TARGET_P99_MS and phase.server_errors == 0 and drift == 0
        print(
            f"{processes} process(es): p99 {p99:.1f} ms (target <= {TARGET_P99_MS:.0f}), no 5xx, no lost action: "
            f"{'ok' if fine else 'MISSED'}"
        )
    print("\n-- the same players, each with a second device listening (Server-Sent Events, one process) --")
    report("POST action", with_listeners)
    delays = sorted(listened[0].delays_ms())
    p50, p99 = (delays[int(q * (len(delays) - 1))] for q in (0.5, 0.99))
    verdict = "ok" if p99 < TARGET_EVENT_P99_MS and with_listeners.percentile(0.99) <= TARGET_P99_MS else "MISSED"
    print(f"event delivery after the action's answer, {len(delays)} events: p50 {p50:.1f} ms  p99 {p99:.1f} ms "
          f"(target p99 < {TARGET_EVENT_P99_MS:.0f}; action p99 <= {TARGET_P99_MS:.0f}): {verdict}")  # fmt: skip
    print("\n-- the same players beside an abusive client (one process; hints and forged 9 KB tokens) --")
    report("POST action", beside_abuse)
    print("the abusive client's answers: " + "; ".join(
        f"{kind}: " + ", ".join(f"{status} x{count}" for status, count in sorted(counts.items()))
        for kind, counts in abused.items()
    ))  # fmt: skip
    p99 = beside_abuse.percentile(0.99)
    verdict = "ok" if p99 < TARGET_P99_MS else "MISSED"
    print(f"bystanders' action p99 {p99:.1f} ms (target < {TARGET_P99_MS:.0f}): {verdict}")


if __name__ == "__main__":
    main()

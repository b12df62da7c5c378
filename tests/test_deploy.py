"""The scale-out stack as users run it: Caddy (deploy/Caddyfile) in front of app replicas that share PostgreSQL.

docker-compose.yml cannot run here (no container engine), so its shape is checked, and the very Caddyfile it
mounts runs in front of two real server processes, found by name as Docker's DNS would give them.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import yaml

from tests.servers import Server, free_port

ROOT = Path(__file__).resolve().parents[1]
COMPOSE = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
SERVICES = COMPOSE["services"]


def test_compose_runs_replicas_behind_an_official_proxy_image_with_redis_and_postgresql() -> None:
    assert SERVICES["proxy"]["image"].startswith("caddy:")
    assert "./deploy/Caddyfile:/etc/caddy/Caddyfile:ro" in SERVICES["proxy"]["volumes"]
    assert SERVICES["redis"]["image"].startswith("redis:") and SERVICES["db"]["image"].startswith("postgres:")
    app = SERVICES["app"]
    assert app["deploy"]["replicas"] == "${APP_REPLICAS:-2}"
    assert "ports" not in app, "only the proxy is published"
    assert app["depends_on"]["migrate"]["condition"] == "service_completed_successfully"
    assert app["environment"]["REDIS_URL"].startswith("redis://redis:")
    assert app["environment"]["DATABASE_READ_URL"] == "${DATABASE_READ_URL:-}"
    proxy_address = SERVICES["proxy"]["networks"]["default"]["ipv4_address"]
    assert json.loads(app["environment"]["TRUSTED_PROXIES"]) == [proxy_address]
    assert SERVICES["db-replica"]["profiles"] == ["replica"]


def caddy() -> str:
    found = shutil.which("caddy")
    if found is None:
        pytest.fail("caddy is not installed (apt-get install caddy): the proxy of docker-compose.yml is tested with it")
    return found


def test_the_caddyfile_is_valid() -> None:
    adapted = subprocess.run(
        [caddy(), "adapt", "--config", str(ROOT / "deploy/Caddyfile"), "--adapter", "caddyfile"],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    config = json.loads(adapted.stdout)
    handler = config["apps"]["http"]["servers"]["srv0"]["routes"][0]["handle"][0]
    assert handler["dynamic_upstreams"] == {"name": "app", "port": "8000", "refresh": 5_000_000_000, "source": "a"}
    assert handler["flush_interval"] == -1, "live updates must not wait in a buffer"


@pytest.fixture
def stack(postgres_url: str, tmp_path: Path) -> Iterator[tuple[str, list[Path]]]:
    """Two replicas on 127.0.0.2 and 127.0.0.3 named ``app`` (a hosts file of a private mount namespace, as
    Docker's DNS names a service's replicas), and Caddy before them; yields its address and the replicas' logs."""
    if os.geteuid() != 0:
        pytest.fail("the proxy test needs root (a private mount namespace for its hosts file)")
    port, listen = free_port(), free_port()
    logs = [tmp_path / f"replica-{n}.log" for n in (2, 3)]
    replicas = [
        Server(postgres_url, port=port, host=f"127.0.0.{n}", log=log, TRUSTED_PROXIES='["127.0.0.1"]', LOG_JSON="true")
        for n, log in zip((2, 3), logs, strict=True)
    ]  # fmt: skip
    hosts = tmp_path / "hosts"
    hosts.write_text("127.0.0.1 localhost\n127.0.0.2 app\n127.0.0.3 app\n")
    script = f"mount --bind {hosts} /etc/hosts && exec {caddy()} run --config {ROOT / 'deploy/Caddyfile'}"
    env = {**os.environ, "LISTEN": f":{listen}", "APP_PORT": str(port), "HOME": str(tmp_path)}
    for replica in replicas:
        replica.start()
    proxy = subprocess.Popen(["unshare", "--mount", "sh", "-c", script], env=env, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{listen}"
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline or proxy.poll() is not None:
                pytest.fail("Caddy did not start in front of the replicas")
            time.sleep(0.2)
        yield base, logs
    finally:
        proxy.terminate()
        try:
            proxy.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proxy.kill()
        for replica in replicas:
            replica.stop()


def requests_logged(log: Path) -> int:
    return sum(
        1 for line in log.read_text().splitlines() if line.startswith("{") and json.loads(line)["message"] == "request"
    )


def test_the_proxy_spreads_players_over_the_replicas_keeps_their_address_and_streams_live_updates(
    stack: tuple[str, list[Path]],
) -> None:
    base, logs = stack
    with httpx.Client(base_url=base, timeout=10) as client:
        spoofed = {"X-Forwarded-For": "203.0.113.9"}
        token = client.post("/api/v1/players", headers=spoofed).json()["token"]
        auth = {"Authorization": f"Bearer {token}"}
        account = client.post(
            "/api/v1/players/me/account", json={"username": "proxied", "password": "a long pass phrase"}, headers=auth
        )
        assert account.status_code == 200, account.text
        sessions = client.get("/api/v1/sessions", headers=auth).json()["items"]
        assert [session["address"] for session in sessions] == ["127.0.0.1"], "the client's own header is not believed"

        game = client.post("/api/v1/games", json={"rules": "classic@1"}, headers=auth).json()
        for _ in range(40):  # each to the replica with the fewest requests in flight: one at random, here
            assert client.get(f"/api/v1/games/{game['id']}", headers=auth).status_code == 200

        heard: list[str] = []

        def listen() -> None:
            with httpx.stream("GET", f"{base}/api/v1/games/{game['id']}/events", headers=auth, timeout=10) as events:
                for line in events.iter_lines():
                    if line.startswith("id: "):
                        heard.append(line[4:])
                        if len(heard) == 2:
                            return

        listener = threading.Thread(target=listen, daemon=True)
        listener.start()
        time.sleep(0.5)
        move = game["legal_moves"][0]
        played = time.monotonic()
        acted = client.post(
            f"/api/v1/games/{game['id']}/actions", json={"type": "move", "card": move["card"], "to": move["to"]},
            headers=auth,
        )  # fmt: skip
        assert acted.status_code == 200, acted.text
        listener.join(timeout=5)
        assert heard == ["1", "2"], "the second device hears the move through the proxy"
        assert time.monotonic() - played < 2
    served = [requests_logged(log) for log in logs]
    assert all(count >= 5 for count in served), f"requests per replica: {served}"

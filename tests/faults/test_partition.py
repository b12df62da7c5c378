"""A network that silently drops the database's packets: every request ends with 503 within seconds, and the
service recovers by itself when the network comes back."""

from __future__ import annotations

import threading
import time

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.engine import make_url

from app.config import Settings
from app.main import create_app
from tests.conftest import TEST_SECRET_KEY, UNLIMITED
from tests.servers import Partition

# A new network interface makes a Chromium beside it abandon its requests (ERR_NETWORK_CHANGED).
pytestmark = pytest.mark.alone


def test_a_silent_partition_answers_503_within_seconds_and_heals(postgres_url: str) -> None:
    url = make_url(postgres_url)
    partition = Partition(url.port or 5432)
    host, port = partition.open().split(":")
    try:
        through = url.set(host=host, port=int(port)).render_as_string(hide_password=False)
        settings = Settings(
            environment="test", database_url=through, secret_key=TEST_SECRET_KEY, database_timeout_seconds=3,
            **UNLIMITED,
        )  # fmt: skip
        with TestClient(create_app(settings)) as client:
            token = client.post("/api/v1/players").json()["token"]
            auth = {"Authorization": f"Bearer {token}"}
            game = client.post("/api/v1/games", json={"seed": "partition"}, headers=auth).json()
            warm = [client.get(f"/api/v1/games/{game['id']}", headers=auth) for _ in range(3)]
            assert {response.status_code for response in warm} == {200}

            partition.drop()
            timings: list[tuple[str, int, float]] = []

            def timed(name: str, request: object) -> None:
                started = time.monotonic()
                response = request()  # type: ignore[operator]
                timings.append((name, response.status_code, time.monotonic() - started))

            requests = {
                "read": lambda: client.get(f"/api/v1/games/{game['id']}", headers=auth),
                "act": lambda: client.post(
                    f"/api/v1/games/{game['id']}/actions", json={"type": "redeal"}, headers=auth
                ),
                "ready": lambda: client.get("/readyz"),
            }
            threads = [threading.Thread(target=timed, args=item) for item in requests.items()]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(timeout=30)
            assert len(timings) == 3, f"requests still hanging: {timings}"
            for name, status, seconds in timings:
                assert status == 503, (name, status)
                assert seconds < 10, f"{name} took {seconds:.1f} s"

            partition.restore()
            deadline = time.monotonic() + 20
            status = 0
            while time.monotonic() < deadline and status != 200:
                status = client.get(f"/api/v1/games/{game['id']}", headers=auth).status_code
                time.sleep(0.2)
            assert status == 200, "the service recovers without a restart"
            redealt = client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "redeal"}, headers=auth)
            assert redealt.status_code == 200 and redealt.json()["redeals_used"] == 1, "nothing applied twice"
    finally:
        partition.close()

"""The database going away: 503 with problem details at once, and recovery without a restart."""

from __future__ import annotations

import time

from fastapi.testclient import TestClient
from sqlalchemy.engine import make_url

from app.config import Settings
from app.main import create_app
from tests.conftest import TEST_SECRET_KEY, UNLIMITED
from tests.servers import Proxy


def test_an_outage_answers_503_fast_and_the_service_recovers_by_itself(postgres_url: str) -> None:
    url = make_url(postgres_url)
    proxy = Proxy(url.port or 5432)
    proxy.open()
    through_proxy = url.set(port=proxy.port).render_as_string(hide_password=False)
    settings = Settings(environment="test", database_url=through_proxy, secret_key=TEST_SECRET_KEY, **UNLIMITED)
    with TestClient(create_app(settings)) as client:
        token = client.post("/api/v1/players").json()["token"]
        auth = {"Authorization": f"Bearer {token}"}
        game = client.post("/api/v1/games", json={"seed": "outage"}, headers=auth).json()
        assert client.get("/readyz").status_code == 200

        proxy.cut()
        started = time.monotonic()
        for request in (
            lambda: client.get(f"/api/v1/games/{game['id']}", headers=auth),
            lambda: client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "redeal"}, headers=auth),
            lambda: client.get("/readyz"),
        ):
            response = request()
            assert response.status_code == 503, response.text
            assert response.headers["content-type"] == "application/problem+json"
            assert response.headers["retry-after"] == "5"
        assert time.monotonic() - started < 15, "no hang: each request fails within the connect timeout"

        proxy.open()
        statuses = [client.get(f"/api/v1/games/{game['id']}", headers=auth).status_code for _ in range(3)]
        assert statuses[-1] == 200, statuses
        redealt = client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "redeal"}, headers=auth)
        assert redealt.status_code == 200 and redealt.json()["redeals_used"] == 1, (
            "nothing was applied during the outage"
        )

"""The app as a whole: settings, docs served offline, health, error shapes."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient
from pydantic import ValidationError

from app.config import Settings


@pytest.mark.parametrize("environment", ["production", "test"])
def test_outside_development_the_default_secret_is_refused(environment: str) -> None:
    with pytest.raises(ValidationError, match="SECRET_KEY must be set"):
        Settings(environment=environment)
    with pytest.raises(ValidationError, match="SECRET_KEY must be set"):
        Settings(environment=environment, secret_key="short")
    assert Settings(environment=environment, secret_key="x" * 40).environment == environment


def test_development_runs_with_the_default_secret() -> None:
    assert Settings(environment="development").secret_key


def test_the_api_docs_load_nothing_from_elsewhere(client: TestClient) -> None:
    page = client.get("/docs")
    assert page.status_code == 200
    sources = [s for s in re.findall(r'(?:src|href)="([^"]+)"', page.text) if not s.startswith("data:")]
    assert sources and all(source.startswith("/") for source in sources)
    assert "<script>" not in page.text, "no inline script, so a strict CSP can forbid it"
    for source in sources:
        assert client.get(source).status_code == 200, source


def test_openapi_describes_the_versioned_api(client: TestClient) -> None:
    spec = client.get("/api/v1/openapi.json").json()
    assert {"/api/v1/games", "/api/v1/games/{game_id}/actions", "/api/v1/players", "/api/v1/sessions"} <= set(
        spec["paths"]
    )
    action = spec["paths"]["/api/v1/games/{game_id}/actions"]["post"]
    assert {"409", "412", "422"} <= set(action["responses"])


def test_health_and_readiness(client: TestClient) -> None:
    assert client.get("/healthz").json() == {"status": "ok"}
    assert client.get("/readyz").json() == {"status": "ready"}


def test_an_unknown_address_is_a_problem_not_a_page(client: TestClient) -> None:
    response = client.get("/api/v1/nothing")
    assert response.status_code == 404 and response.headers["content-type"] == "application/problem+json"

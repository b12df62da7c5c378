"""Schemathesis against the app's own OpenAPI: no 5xx, and every response matches its schema."""

from __future__ import annotations

from typing import Any

import schemathesis
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import FlakyStrategyDefinition
from schemathesis import Case
from schemathesis.specs.openapi.checks import negative_data_rejection, positive_data_acceptance

from app.config import Settings
from app.kit.db import Database
from app.main import create_app
from tests.conftest import TEST_SECRET_KEY, UNLIMITED, FakeClock, choose_campaign_deals

EXAMPLES_PER_OPERATION = 20
STATEFUL_SCENARIOS = 40
SIGNS_ITS_TOKEN_OUT = {
    "DELETE /api/v1/sessions/current",
    "DELETE /api/v1/sessions",
    "DELETE /api/v1/players/me/sessions/{session_id}",
}
"""Operations that would end the fuzzer's own session (tests/players/test_sign_in.py covers them)."""
STREAMS = {
    "GET /api/v1/games/{game_id}/events",
    "GET /api/v1/players/me/events",
    "GET /api/v1/players/me/feed",
    "GET /api/v1/races/{race}/events",
}
"""Event streams last as long as their client listens (tests/players/test_live.py and test_feed.py read them). Their
schema is their events' data, as the client generators read it; Schemathesis reads it as the event's whole frame
(OpenAPI 3.2's itemSchema), so it could only disagree."""
# Left out: "schema-valid data must be accepted". The API refuses some schema-valid requests by
# design, with a documented 422: illegal moves, cursors it never gave out. Every other check runs.


def ready_as_a_running_server(database: Database) -> None:
    """What the worker has done on a server that has been up a while: campaign deals chosen, proven deals ready."""
    from app.games.models import WinnableDeal

    choose_campaign_deals(database)
    with database.sessions() as session:
        for n in range(200):
            session.add(WinnableDeal(seed=f"fuzz-{n}", rules="classic@1", par_moves=80, proved_at=FakeClock()()))
        session.commit()


def test_no_server_error_and_every_response_matches_its_schema(database: Database) -> None:
    app = create_app(
        Settings(environment="test", database_url=database.url, secret_key=TEST_SECRET_KEY, **UNLIMITED), database
    )
    ready_as_a_running_server(database)  # a level without a deal, an empty pool: documented 503s
    with TestClient(app) as client:
        token = client.post("/api/v1/players").json()["token"]
        client.post("/api/v1/games", json={"seed": "fuzz"}, headers={"Authorization": f"Bearer {token}"})
    auth = {"Authorization": f"Bearer {token}"}
    schema = schemathesis.openapi.from_asgi("/api/v1/openapi.json", app)
    failures: dict[str, str] = {}
    operations = [result.ok() for result in schema.get_all_operations()]
    operations = [operation for operation in operations if operation.label not in SIGNS_ITS_TOKEN_OUT | STREAMS]
    assert len(operations) > 20

    for operation in operations:

        @given(case=operation.as_strategy())
        @settings(max_examples=EXAMPLES_PER_OPERATION, deadline=None, suppress_health_check=list(HealthCheck))
        def check(case: Case) -> None:
            case.call_and_validate(headers=auth, excluded_checks=[positive_data_acceptance])

        try:
            check()
        except (Exception, BaseExceptionGroup) as error:  # try every operation; report the failures together
            failures[operation.label] = str(error)[:2000]
    assert failures == {}, "\n\n".join(f"{label}:\n{why}" for label, why in failures.items())


def test_sequences_of_calls_find_no_server_error(database: Database) -> None:
    """The stateful phase: schemathesis chains operations through the links it finds (a game's id from starting
    it, then its state, actions, hint and replay...)."""
    app = create_app(
        Settings(environment="test", database_url=database.url, secret_key=TEST_SECRET_KEY, **UNLIMITED), database
    )
    ready_as_a_running_server(database)
    with TestClient(app) as client:
        token = client.post("/api/v1/players").json()["token"]
    auth = {"Authorization": f"Bearer {token}"}
    schema = schemathesis.openapi.from_asgi("/api/v1/openapi.json", app)
    for label in SIGNS_ITS_TOKEN_OUT | STREAMS:
        method, path = label.split(" ", 1)
        schema = schema.exclude(method=method, path=path)
    workflow = schema.as_state_machine()

    class Checked(workflow):  # type: ignore[valid-type, misc]
        def get_call_kwargs(self, case: Case) -> dict[str, Any]:
            return {"headers": auth}

        def validate_response(self, response: Any, case: Case, additional_checks: Any = None, **kwargs: Any) -> None:
            # Every call carries the token (get_call_kwargs), so a case made "negative" by leaving out Authorization
            # is sent valid: the rejection of negative data is checked by the phase above, call by call.
            excluded = [positive_data_acceptance, negative_data_rejection]
            case.validate_response(response, excluded_checks=excluded, transport_kwargs=kwargs)

    scenarios = settings(
        max_examples=STATEFUL_SCENARIOS, stateful_step_count=6, deadline=None, suppress_health_check=list(HealthCheck)
    )
    for attempt in range(1, 4):
        try:
            Checked.run(settings=scenarios)
            break
        except FlakyStrategyDefinition:
            # Which calls can follow depends on the server's earlier answers, so hypothesis may find that a sequence
            # it replays draws differently than the first time and call its own strategy flaky: that says nothing of
            # the server, so the scenarios run again from the start (three times at most); a server error still
            # fails any run.
            if attempt == 3:
                raise

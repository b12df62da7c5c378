"""The worker: its rounds and the races' referee share one event loop, and neither holds the other up."""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from typing import Any

import pytest
from fastapi import FastAPI

from app.engine.solver import Proof
from app.games import deals
from app.kit.db import Database
from app.worker import Worker
from tests.conftest import FakeClock, on_a_loop_of_its_own
from tests.races.helpers import racers

PROOF_SECONDS = 4.0


def test_races_are_matched_while_the_worker_spends_seconds_proving_a_campaign_deal(
    app: FastAPI, database: Database, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    proving = threading.Event()

    def slow_proof(*_args: Any, **_kwargs: Any) -> Proof:
        proving.set()
        time.sleep(PROOF_SECONDS)  # a proof is seconds of CPU: it must not hold the loop the races are refereed on
        return Proof("unknown", [], 0, PROOF_SECONDS)

    monkeypatch.setattr(deals, "prove", slow_proof)
    one, two = racers(app, 2)
    one.post("/races/queue")
    two.post("/races/queue")
    clock.advance(seconds=10)  # they have waited their patience out: the next tick matches them
    worker = Worker(database, app.state.settings, pool_target=0, clock=clock)
    matched_after: list[float] = []

    async def for_a_while() -> None:
        started = time.monotonic()
        running = asyncio.create_task(worker.run_forever())
        while time.monotonic() - started < PROOF_SECONDS + 2 and not matched_after:
            await asyncio.sleep(0.1)
            if proving.is_set() and one.get("/races/queue/me").json()["status"] == "matched":
                matched_after.append(time.monotonic() - started)
        running.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await running

    on_a_loop_of_its_own(for_a_while())
    assert proving.is_set(), "the worker was choosing a campaign deal"
    assert matched_after and matched_after[0] < PROOF_SECONDS - 1, "matched during the proof, not after it"

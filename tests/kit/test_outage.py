"""A store that is away is skipped for a while; on the event loop it is asked again by a task of its own, so no
request waits on a store known to be away."""

from __future__ import annotations

import asyncio
import logging

import pytest

from app.kit import outage
from app.kit.outage import Outage
from tests.conftest import on_a_loop_of_its_own


def test_on_the_loop_the_store_is_asked_again_in_the_background_and_used_once_it_answers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(outage, "RETRY_SECONDS", 0.05)
    store = Outage("a store", logging.getLogger("montana.tests.outage"), "callers go on without it")
    answering = False
    asked = 0

    async def probe() -> bool:
        nonlocal asked
        asked += 1
        await asyncio.sleep(0.01)
        return answering

    async def callers() -> list[bool]:
        seen = [store.skip_on_the_loop(probe)]  # never failed: asked as usual
        store.failed(TimeoutError())
        seen.append(store.skip_on_the_loop(probe))  # away: skipped, nobody asks
        await asyncio.sleep(0.06)
        seen += [store.skip_on_the_loop(probe) for _ in range(5)]  # one probe starts; every caller still skips
        await asyncio.sleep(0.03)
        seen.append(store.skip_on_the_loop(probe))  # the probe failed: away again
        nonlocal answering
        answering = True
        await asyncio.sleep(0.06)
        seen.append(store.skip_on_the_loop(probe))  # a second probe, which the store answers
        await asyncio.sleep(0.03)
        seen.append(store.skip_on_the_loop(probe))
        return seen

    assert on_a_loop_of_its_own(callers()) == [False, True, True, True, True, True, True, True, True, False]
    assert asked == 2, "one probe at a time, and none while the store is known to be away"

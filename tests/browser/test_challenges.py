"""A challenge in Chromium: two friends on two browsers, one challenging the other from his page, each playing the
deal in turn, neither seeing the other's play before their own, and both reading the places, the seed and the
replays at the end, on a phone and on a desktop."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.browser.conftest import DESKTOP, PHONE, Console, api, go, new_context, open_page, screenshot, settled
from tests.browser.test_friends import named, readable

pytestmark = pytest.mark.browser


@pytest.fixture(params=[PHONE, DESKTOP], ids=["phone", "desktop"])
def device(request: pytest.FixtureRequest) -> dict[str, object]:
    return dict(request.param)


@pytest.fixture
def two(browser: Browser, device: dict[str, object]) -> Iterator[tuple[BrowserContext, BrowserContext]]:
    ada, bo = new_context(browser, device), new_context(browser, device)
    yield ada, bo
    ada.close()
    bo.close()


def resign(page: Page) -> None:
    page.click("#resign")
    page.click("#confirm-yes")


def test_two_friends_play_a_challenge_each_in_turn_and_read_its_result(
    two: tuple[BrowserContext, BrowserContext], device: dict[str, object], server: str, console: Console
) -> None:
    kind = "phone" if device.get("is_mobile") else "desktop"
    ada_name, bo_name = (f"{first} dares on a {kind}" for first in ("Ada", "Bo"))
    ada_context, bo_context = two
    ada, bo = open_page(ada_context, console, server), open_page(bo_context, console, server)
    ada_id, bo_id = named(ada, server, ada_name), named(bo, server, bo_name)
    with api(ada, server) as device_of_ada, api(bo, server) as device_of_bo:
        assert device_of_ada.put(f"/players/me/following/{bo_id}").json()["status"] == "requested"
        accepted = device_of_bo.put(f"/players/me/followers/{ada_id}", json={"status": "accepted"})
        assert accepted.status_code == 200

    # Ada challenges Bo from his page, in Express.
    ada.goto(f"{server}/#player/{bo_id}")
    settled(ada, "player")
    ada.select_option("#challenge-mode", "express@1")
    ada.click("#challenge-player")
    settled(ada, "challenge")
    expect(ada.locator("#message")).to_have_text(f"Challenge sent to {bo_name}.")
    expect(ada.locator("#challenge-seal")).to_have_text(re.compile(r"^[0-9a-f]{64}$"))
    expect(ada.locator("#challenge-seed")).to_have_count(0)
    readable(ada, "a new challenge")
    screenshot(ada, f"challenge-new-{kind}.png", full_page=True)

    # She plays it at once and resigns: her game's end leads back to the challenge, still open for Bo.
    ada.click("#challenge-play")
    settled(ada, "play")
    expect(ada.locator("#board .card").first).to_be_visible()
    resign(ada)
    settled(ada, "challenge")
    expect(ada.locator(f'#challenge-players [data-player="{ada_id}"]')).to_have_attribute("data-status", "done")
    expect(ada.locator(f'#challenge-players [data-player="{bo_id}"]')).to_contain_text("Not played yet")

    # Bo finds it among his friends: Ada has played, and nothing of how she did is shown to him yet.
    go(bo, "friends")
    expect(bo.locator("#challenge-list")).to_contain_text(ada_name)
    bo.click("#challenge-list a")
    settled(bo, "challenge")
    ada_line = bo.locator(f'#challenge-players [data-player="{ada_id}"]')
    expect(ada_line).to_contain_text("Shown once you have played")
    expect(ada_line.locator(".result-figures")).to_have_count(0)
    expect(ada_line.locator(".replay-link")).to_have_count(0)
    readable(bo, "a challenge before playing it")
    screenshot(bo, f"challenge-waiting-{kind}.png", full_page=True)

    bo.click("#challenge-play")
    settled(bo, "play")
    resign(bo)
    settled(bo, "challenge")
    expect(bo.locator("#challenge-state")).to_have_text("Placed")
    expect(bo.locator("#challenge-seed")).to_have_text(re.compile(r"^[0-9a-f]{64}$"))
    expect(bo.locator("#challenge-players .replay-link")).to_have_count(2)
    expect(bo.locator(f'#challenge-players [data-player="{bo_id}"]')).to_contain_text("Resigned")
    readable(bo, "a placed challenge")
    screenshot(bo, f"challenge-placed-{kind}.png", full_page=True)

    ada.reload()
    settled(ada, "challenge")
    expect(ada.locator("#challenge-seed")).to_have_text(bo.locator("#challenge-seed").inner_text())
    ada.locator("#challenge-players .replay-link").first.click()
    settled(ada, "replay")

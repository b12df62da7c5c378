"""A challenge in Chromium: two friends on two browsers, one challenging the other from his page, each playing the
deal in turn, neither seeing the other's play before their own, and both reading the places, the seed and the
replays at the end, on a phone and on a desktop. What happens to one reaches the other as it happens: the follow
asked, the challenge made, the places, each in a notice or on the page it is about, drawn again."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.browser.conftest import DESKTOP, PHONE, Console, api, new_context, open_page, screenshot, settled
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


def following_the_feed(page: Page) -> None:
    """The page read again, until its feed answers: from then on nothing that happens to its player is missed."""
    with page.expect_response(lambda response: response.url.endswith("/api/v1/players/me/feed")):
        page.reload()
    settled(page)


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
    following_the_feed(ada)
    following_the_feed(bo)
    notice = bo.locator("#notice")

    # Ada asks to follow Bo: a notice tells him at once, and leads to the request.
    with api(ada, server) as device_of_ada:
        assert device_of_ada.put(f"/players/me/following/{bo_id}").json()["status"] == "requested"
    expect(notice).to_be_visible()
    expect(bo.locator("#notice-text")).to_have_text(f"{ada_name} asks to follow you.")
    bo.click("#notice-link")
    settled(bo, "friends")
    expect(notice).to_be_hidden()
    with api(bo, server) as device_of_bo:
        accepted = device_of_bo.put(f"/players/me/followers/{ada_id}", json={"status": "accepted"})
        assert accepted.status_code == 200
    expect(ada.locator("#notice-text")).to_have_text(re.compile(rf"^{bo_name} lets you follow them"))
    ada.click("#notice-close")
    expect(ada.locator("#notice")).to_be_hidden()

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

    # Bo, on his Friends view, is told at once: the view shows the challenge without being asked again.
    expect(bo.locator("#notice-text")).to_have_text(f"{ada_name} challenges you to a secret deal (Express).")
    expect(bo.locator("#challenge-list")).to_contain_text(ada_name)
    readable(bo, "a challenge's notice")
    screenshot(bo, f"challenge-notice-{kind}.png")

    # She plays it at once and resigns: her game's end leads back to the challenge, still open for Bo.
    ada.click("#challenge-play")
    settled(ada, "play")
    expect(ada.locator("#board .card").first).to_be_visible()
    resign(ada)
    settled(ada, "challenge")
    expect(ada.locator(f'#challenge-players [data-player="{ada_id}"]')).to_have_attribute("data-status", "done")
    expect(ada.locator(f'#challenge-players [data-player="{bo_id}"]')).to_contain_text("Not played yet")

    # Bo opens it from the notice: Ada has played, and nothing of how she did is shown to him yet.
    bo.click("#notice-link")
    settled(bo, "challenge")
    expect(notice).to_be_hidden()
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

    # Ada, still on the challenge's page, sees it placed as it happens, and where she came.
    expect(ada.locator("#challenge-state")).to_have_text("Placed")
    expect(ada.locator("#message")).to_have_text(
        re.compile(r"^Your challenge \(Express\) is placed: you came (1st|2nd) of 2\.$")
    )
    expect(ada.locator("#challenge-seed")).to_have_text(bo.locator("#challenge-seed").inner_text())
    ada.locator("#challenge-players .replay-link").first.click()
    settled(ada, "replay")

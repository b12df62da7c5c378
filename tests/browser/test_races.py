"""A race in the browser: two racers on two devices (one a phone) and a spectator with the link, the same deal
dealt to both at one instant, each one's progress live on the other's table, and the results."""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from app.config import Settings
from app.kit.db import Database
from app.migrate import upgrade_to_head
from app.races import policy
from app.worker import Worker
from tests.browser.checks import metrics, overflow, words_problems
from tests.browser.conftest import (
    DESKTOP,
    PHONE,
    Console,
    board_of,
    dealt,
    go,
    new_context,
    open_page,
    play_a_move,
    screenshot,
    settled,
)
from tests.conftest import TEST_SECRET_KEY, UNLIMITED, on_a_loop_of_its_own
from tests.servers import Server, running

pytestmark = pytest.mark.browser


def me(page: Page) -> str:
    return str(page.evaluate("window.montana.profile.id"))


def count_bells(page: Page) -> None:
    """Counts the bells the page rings (and still rings them)."""
    page.evaluate(
        """() => { const sound = window.montana.sound; const ring = sound.bell.bind(sound);
                   window.bells = 0; sound.bell = () => { window.bells += 1; ring(); }; }"""
    )


@pytest.fixture
def devices(browser: Browser) -> Iterator[Callable[..., BrowserContext]]:
    """New browser contexts, all closed at the end (each holds a race's stream open on the shared server)."""
    made: list[BrowserContext] = []

    def make(device: dict[str, Any] = DESKTOP) -> BrowserContext:
        made.append(new_context(browser, {**device, "reduced_motion": "reduce"}))  # no deal to wait for
        return made[-1]

    yield make
    for context in made:
        context.close()


def test_two_racers_race_one_deal_to_the_end_and_a_spectator_watches(
    any_server: str, devices: Callable[..., BrowserContext], console: Console
) -> None:
    server = any_server  # set up before the devices: their race streams are closed before the server stops
    host_context, guest_context, watcher_context = devices(), devices(PHONE), devices()
    host = open_page(host_context, console, server)
    go(host, "races")
    host.select_option("#create-rules", "express@1")
    host.select_option("#create-seats", "3")  # a seat left free: the host starts the race
    host.focus("#create-race")
    host.keyboard.press("Enter")  # the room is made from the keyboard too
    code = host.locator("#room-code").inner_text()
    invite = host.locator("#invite-link").input_value()
    assert invite.endswith(f"#race/{code}")
    expect(host.locator("#start-race")).to_be_disabled()  # one racer cannot start a race

    guest = open_page(guest_context, console, server, "/#races")
    settled(guest, "races")
    guest.fill("#race-code", code.lower())
    guest.press("#race-code", "Enter")
    settled(guest, "race")
    expect(host.locator(".seat.taken")).to_have_count(2)

    watcher = open_page(watcher_context, console, server, "/" + invite.split("/", 3)[3])
    settled(watcher, "race")
    expect(watcher.locator("#take-seat")).to_be_visible()  # the link opens the room: a seat, or a seat in the stands

    host.click("#start-race")
    expect(guest.locator("#race-countdown")).to_be_visible()
    expect(guest.locator("#countdown-number")).to_have_text(re.compile("^[123]$"))
    dealt(host)
    dealt(guest)
    assert board_of(host) == board_of(guest), "one deal for both racers"
    count_bells(guest)

    # The phone keeps its board playable: the standings are a strip of chips over it.
    strip = guest.locator("#race-rail").bounding_box()
    table = guest.locator("#table-area").bounding_box()
    assert strip and table and strip["height"] <= 60 and strip["y"] + strip["height"] <= table["y"] + 1
    assert metrics(guest)["cardNarrow"] >= 44 and metrics(guest)["layout"] == "transposed"
    assert overflow(guest) == [] and words_problems(guest) == []
    screenshot(guest, "race-phone.png")

    play_a_move(host)
    expect(guest.locator(f'#rail-standings [data-racer="{me(host)}"]')).to_contain_text("1 move,")
    expect(watcher.locator(f'#race-standings [data-racer="{me(host)}"]')).to_contain_text("1 move,")
    assert watcher.locator("#view-play").is_hidden() and watcher.locator(".card").count() == 0
    assert words_problems(host) == [] and words_problems(watcher) == []
    screenshot(host, "race-desktop.png")

    host.click("#rail-leave")  # leaving a running race asks first
    expect(host.locator("#confirm")).to_contain_text("counts as resigning")
    host.click("#confirm-yes")
    settled(host, "race")
    expect(host.locator("#race-standings")).to_contain_text("Left the race")
    expect(guest.locator("#message")).to_contain_text("left the race")
    assert guest.evaluate("window.bells") == 1, "a bell when an opponent finishes"

    play_a_move(guest)
    # A page that did not see the race begin (the store cleared, or another device) still ends at the results.
    guest.evaluate("localStorage.removeItem('montana.race')")
    guest.reload()
    guest.wait_for_selector("body[data-ready=true]")
    settled(guest, "play")
    guest.click("#resign")
    expect(guest.locator("#confirm")).to_contain_text("In a race")
    guest.click("#confirm-yes")
    for page in (host, guest, watcher):
        results = page.locator("#race-results .result")
        expect(results).to_have_count(2)
        expect(results.first).to_contain_text("1st")
        expect(page.locator("#race-unrated")).to_have_text("This private race is not rated.")
        expect(page.locator("#view-race details.fair-play")).to_contain_text("seed was")
    mine = guest.locator(f'#race-results [data-racer="{me(guest)}"] .result-place').inner_text()
    expect(guest.locator("#race-lede")).to_have_text(f"You placed {mine} of 2.")  # no one won: cards, then moves
    assert words_problems(guest) == [] and overflow(guest) == []
    screenshot(guest, "race-results-phone.png")

    host.locator(f'#race-results [data-racer="{me(guest)}"] .replay-link').click()
    settled(host, "replay")
    expect(host.locator("#replay-scrub")).to_be_visible()  # once the race is over, every game's replay is public


def test_a_first_visit_by_an_invite_link_opens_the_room_and_offers_the_tutorial_only_at_home(
    browser: Browser, server: str, console: Console
) -> None:
    host = {"Authorization": f"Bearer {httpx.post(f'{server}/api/v1/players').json()['token']}"}
    made = httpx.post(f"{server}/api/v1/races", json={"seats": 2}, headers=host).json()
    first_visit = new_context(browser, returning=False)
    try:
        visitor = open_page(first_visit, console, server, f"/#race/{made['code']}")
        settled(visitor, "race")
        expect(visitor.locator("#take-seat")).to_be_visible()
        expect(visitor.locator("#welcome")).to_be_hidden()  # they came for the race: nothing stands over it
        go(visitor, "new")
        expect(visitor.locator("#welcome")).to_be_visible()  # at home, a first visit is offered the tutorial
    finally:
        first_visit.close()
        httpx.delete(f"{server}/api/v1/races/{made['id']}/racers/me", headers=host)


@pytest.fixture
def behind_a_proxy(tmp_path: Path) -> Iterator[tuple[str, Server]]:
    """A server of its own (its database, and the server) that takes the client's address from X-Forwarded-For, as
    behind the compose stack's proxy: two browser contexts can then come from two networks."""
    url = f"sqlite:///{tmp_path / 'montana.db'}"
    upgrade_to_head(url)
    with running(Server(url, TRUSTED_PROXIES='["127.0.0.1"]')) as server:
        yield url, server


def test_two_strangers_find_a_race_by_quick_match_and_are_dealt_one_deal(
    behind_a_proxy: tuple[str, Server], devices: Callable[..., BrowserContext], console: Console
) -> None:
    """Quick match never seats two players of one network together: the two strangers come from two; the worker's
    matcher is run here, once both have waited their patience out."""
    url, server = behind_a_proxy
    strangers = []
    for address, device in (("198.51.100.7", DESKTOP), ("203.0.113.9", PHONE)):
        page = open_page(devices({**device, "extra_http_headers": {"X-Forwarded-For": address}}), console, server.base)
        go(page, "races")
        settled(page, "races")
        page.select_option("#quick-rules", "express@1")
        page.click("#quick-start")
        expect(page.locator("#quick-match .seeking")).to_contain_text("Looking for racers")
        strangers.append(page)
    waiting_since = time.monotonic()
    settings = Settings(environment="test", database_url=url, secret_key=TEST_SECRET_KEY, **UNLIMITED)
    matcher = Worker(Database(url), settings).race_referee()
    time.sleep(max(0.0, policy.MATCH_PATIENCE.total_seconds() + 0.5 - (time.monotonic() - waiting_since)))
    assert on_a_loop_of_its_own(matcher.tick()) >= 1, "two players who waited their patience out are matched"
    for page in strangers:
        expect(page.locator("#message")).to_contain_text("Racers found")
        settled(page, "race")
        expect(page.locator(".seat.taken")).to_have_count(2)
    one, two = strangers
    dealt(one)
    dealt(two)
    assert board_of(one) == board_of(two), "one deal for both strangers"
    play_a_move(two)
    expect(one.locator(f'#rail-standings [data-racer="{me(two)}"]')).to_contain_text("1 move,")
    assert overflow(two) == [] and words_problems(two) == []
    screenshot(two, "race-quick-phone.png")

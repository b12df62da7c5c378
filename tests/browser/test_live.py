"""Two devices of one player, live: a move made on one shows on the other within a second, and so do settings."""

from __future__ import annotations

import httpx
import pytest
from playwright.sync_api import Browser, expect

from tests.browser.conftest import PHONE, Console, api, go, new_context, open_page, play_a_move, practice

pytestmark = [pytest.mark.browser, pytest.mark.alone]


def test_a_move_on_one_device_shows_on_the_other_within_a_second(
    browser: Browser, any_server: str, console: Console
) -> None:
    server = any_server
    desk, phone = new_context(browser), new_context(browser, PHONE)
    here = open_page(desk, console, server)
    practice(here, seed="live")
    with api(here, server) as device:
        made = device.post("/players/me/account", json={"username": "lotta", "password": "two devices at once"})
        assert made.status_code == 200, made.text
    signed_in = httpx.post(
        f"{server}/api/v1/sessions", json={"username": "lotta", "password": "two devices at once"}
    ).json()["token"]
    phone.add_init_script(f"localStorage.setItem('montana.token', {signed_in!r})")
    there = open_page(phone, console, server)
    there.wait_for_selector("#view-play:not([hidden]) .card")

    move = here.evaluate(
        """() => {
            const moves = window.montana.game.legal_moves;
            return moves.find((m) => moves.filter((other) => other.card === m.card).length === 1);
        }"""
    )
    placed = f'.card[data-card="{move["card"]}"][data-row="{move["to"][0]}"][data-col="{move["to"][1]}"]'
    here.click(f'.card[data-card="{move["card"]}"]', position={"x": 6, "y": 6})
    expect(here.locator(placed)).to_be_attached()
    expect(there.locator(placed)).to_be_attached(timeout=1000)  # within a second of this device having it
    expect(there.locator("#hud-moves")).to_have_text("1")
    assert there.evaluate("window.montana.game.version") == here.evaluate("window.montana.game.version")

    # A device on another page stops listening; back at the table, it catches up at once.
    go(there, "leaderboards")
    play_a_move(here)
    expect(here.locator("#hud-moves")).to_have_text("2")
    go(there, "play")
    expect(there.locator("#hud-moves")).to_have_text("2", timeout=1000)

    with api(here, server) as device:
        current = device.get("/players/me/settings").json()
        changed = {**current["settings"], "theme": "sunset-leather", "sound": not current["settings"]["sound"]}
        device.put("/players/me/settings", json=changed, headers={"If-Match": f'"{current["version"]}"'})
    for page in (here, there):
        expect(page.locator("html")).to_have_attribute("data-theme", "sunset-leather", timeout=1000)
        expect(page.locator("#mute")).to_have_attribute("aria-pressed", str(changed["sound"]).lower(), timeout=1000)
    desk.close()
    phone.close()

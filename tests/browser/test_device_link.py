"""Linking a device in Chromium: a guest's phone shows a code and its QR code under Profile; a desktop that types
the code, and another that opens the QR code's link, each become that same player, with the phone's game."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, expect

from tests.browser.conftest import DESKTOP, PHONE, Console, api, go, new_context, open_page, screenshot, settled
from tests.browser.test_friends import readable

pytestmark = pytest.mark.browser


def test_a_device_linked_by_its_code_and_another_by_the_qr_link(
    browser: Browser, server: str, console: Console
) -> None:
    phone_context, desktop_context, third_context = (
        new_context(browser, device) for device in (PHONE, DESKTOP, DESKTOP)
    )
    try:
        phone = open_page(phone_context, console, server)
        with api(phone, server) as phone_api:
            player_id = phone_api.get("/players/me").json()["id"]
            game = phone_api.post("/games", json={"rules": "classic@1"}).json()
        go(phone, "profile")
        phone.click("#show-device-code")
        expect(phone.locator("#device-code")).to_have_text(re.compile(r"^[2-9A-Z]{4} [2-9A-Z]{4}$"))
        expect(phone.locator("#device-qr")).to_be_visible()
        readable(phone, "a device-link code")
        phone.locator("#device-link").scroll_into_view_if_needed()
        screenshot(phone, "device-link-phone.png")
        code = phone.locator("#device-code").inner_text()

        desktop = open_page(desktop_context, console, server)
        go(desktop, "profile")
        desktop.locator("#device-code-form").scroll_into_view_if_needed()
        screenshot(desktop, "device-link-enter-desktop.png")
        desktop.fill("#device-code-input", code.lower())
        desktop.click("#device-code-form button[type=submit]")
        expect(desktop.locator("#message")).to_contain_text("This device is linked")
        settled(desktop, "play")  # the phone's game in play, here too
        with api(desktop, server) as desktop_api:
            assert desktop_api.get("/players/me").json()["id"] == player_id
            sessions = desktop_api.get("/sessions").json()["items"]
            assert any(item["name"] == "Linked by code" and item["current"] for item in sessions)
            assert desktop_api.get(f"/games/{game['id']}").status_code == 200

        phone.click("#show-device-code")  # a new code, for the QR link
        expect(phone.locator("#device-code")).not_to_have_text(code)
        fresh = phone.locator("#device-code").inner_text().replace(" ", "")
        third = open_page(third_context, console, server, f"/#link/{fresh}")
        expect(third.locator("#message")).to_contain_text("This device is linked")
        with api(third, server) as third_api:
            assert third_api.get("/players/me").json()["id"] == player_id
        assert not third.url.endswith(fresh), "the spent code is not left in the address"
    finally:
        for context in (phone_context, desktop_context, third_context):
            context.close()

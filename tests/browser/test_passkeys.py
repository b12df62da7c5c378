"""Passkeys in Chromium, with its virtual authenticator (DevTools' WebAuthn domain): a guest adds one under Profile
and becomes an account by it alone, and a second browser, holding the same passkey (as a synced passkey would be),
signs in with it as the same player."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, CDPSession, Page, expect

from tests.browser.conftest import DESKTOP, PHONE, Console, api, go, new_context, open_page, screenshot, settled
from tests.browser.test_friends import readable

pytestmark = pytest.mark.browser

AUTHENTICATOR = {
    "protocol": "ctap2", "transport": "internal", "hasResidentKey": True, "hasUserVerification": True,
    "isUserVerified": True, "automaticPresenceSimulation": True,
}  # fmt: skip


def authenticator(context: BrowserContext, page: Page) -> tuple[CDPSession, str]:
    """A platform authenticator of the page's own (fingerprint reader, say), always saying yes."""
    devtools = context.new_cdp_session(page)
    devtools.send("WebAuthn.enable")
    made: dict[str, Any] = devtools.send("WebAuthn.addVirtualAuthenticator", {"options": AUTHENTICATOR})
    return devtools, str(made["authenticatorId"])


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_guest_adds_a_passkey_and_signs_in_with_it_on_another_browser(
    browser: Browser, server: str, console: Console, device: dict[str, Any]
) -> None:
    kind = "phone" if device.get("is_mobile") else "desktop"
    site = server.replace("127.0.0.1", "localhost")  # a relying party is a domain, never an address
    first: BrowserContext = new_context(browser, device)
    second: BrowserContext = new_context(browser, device)
    try:
        phone = open_page(first, console, site)
        keys, key_id = authenticator(first, phone)
        with api(phone, site) as device_api:
            player_id = device_api.get("/players/me").json()["id"]
        go(phone, "profile")
        expect(phone.locator("#no-passkeys")).to_be_visible()
        phone.fill("#passkey-name", "Ada's phone")
        phone.click("#add-passkey")
        expect(phone.locator("#message")).to_contain_text("this player is an account now")
        expect(phone.locator("#passkeys li")).to_have_count(1)
        expect(phone.locator("#passkeys li")).to_contain_text("Ada's phone")
        expect(phone.locator("#signup-form")).to_have_count(0)
        readable(phone, "a passkey added")
        phone.locator("#passkeys").scroll_into_view_if_needed()
        screenshot(phone, f"passkeys-{kind}.png")
        stored = keys.send("WebAuthn.getCredentials", {"authenticatorId": key_id})["credentials"]
        assert len(stored) == 1 and stored[0]["isResidentCredential"] is True, "discoverable"

        laptop = open_page(second, console, site)
        go(laptop, "profile")
        expect(laptop.locator("#passkey-sign-in")).to_be_visible()
        laptop.locator("#signin-form").scroll_into_view_if_needed()
        screenshot(laptop, f"passkeys-sign-in-{kind}.png")
        assert laptop.get_attribute("#signin-username", "autocomplete") == "username webauthn", "offered in autofill"
        synced, synced_id = authenticator(second, laptop)
        synced.send("WebAuthn.addCredential", {"authenticatorId": synced_id, "credential": stored[0]})
        laptop.click("#passkey-sign-in")
        expect(laptop.locator("#message")).to_have_text("Signed in with your passkey.")
        settled(laptop)
        with api(laptop, site) as laptop_api:
            assert laptop_api.get("/players/me").json()["id"] == player_id
            assert [item["name"] for item in laptop_api.get("/players/me/passkeys").json()["items"]] == ["Ada's phone"]
        go(laptop, "profile")
        expect(laptop.locator("#passkeys li")).to_contain_text("Last used")
        expect(laptop.locator("#sign-out")).to_be_visible()
        readable(laptop, "signed in with a passkey")
        laptop.locator("#passkeys").scroll_into_view_if_needed()
        screenshot(laptop, f"passkeys-signed-in-{kind}.png")
    finally:
        first.close()
        second.close()

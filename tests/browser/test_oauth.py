"""An app signs a player in through OAuth, in Chromium: the consent page, the code, PKCE, the scoped token, a wrong
verifier refused, a refusal sent back to the app, and the profile's panel letting the app out."""

from __future__ import annotations

import base64
import hashlib
import secrets
from datetime import UTC, datetime, timedelta
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import httpx
import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

from tests.browser.conftest import DESKTOP, PHONE, Console, go, new_context, open_page, screenshot, settled, token_of

pytestmark = pytest.mark.browser

APP = "https://bot.example"
REDIRECT = f"{APP}/callback"


class AppSite:
    """The app's own site, which the browser is sent back to: it only notes the addresses it was asked for."""

    def __init__(self, context: BrowserContext) -> None:
        self.visits: list[str] = []
        context.route(f"{APP}/**", self.answer)

    def answer(self, route: Route) -> None:
        self.visits.append(route.request.url)
        route.fulfill(status=200, content_type="text/html", body="<!doctype html><title>bot</title><p>back at the bot")

    def answer_to(self, page: Page) -> dict[str, list[str]]:
        page.wait_for_url(f"{REDIRECT}?**")
        return parse_qs(urlsplit(self.visits[-1]).query)


def pkce() -> tuple[str, str]:
    verifier = secrets.token_urlsafe(48)
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    return verifier, challenge


def asks(challenge: str, scope: str = "read play", client_id: str = "Ada bot") -> str:
    fields = {
        "response_type": "code", "client_id": client_id, "redirect_uri": REDIRECT, "scope": scope,
        "state": "s-42", "code_challenge": challenge, "code_challenge_method": "S256",
    }  # fmt: skip
    return "/oauth/authorize?" + urlencode(fields)


def an_account(context: BrowserContext, console: Console, server: str) -> tuple[Page, str]:
    """A player who made an account on this browser: the page, and the username."""
    page = open_page(context, console, server)
    username = f"ada{secrets.token_hex(3)}"
    made = httpx.post(
        f"{server}/api/v1/players/me/account",
        json={"username": username, "password": "correct horse"},
        headers={"Authorization": f"Bearer {token_of(page)}"},
    )
    assert made.status_code == 200, made.text
    return page, username


def exchange(server: str, code: str, verifier: str) -> httpx.Response:
    form = {"grant_type": "authorization_code", "code": code, "redirect_uri": REDIRECT, "client_id": "Ada bot",
            "code_verifier": verifier}  # fmt: skip
    return httpx.post(f"{server}/api/v1/oauth/token", data=form)


def consent_page(page: Page, server: str, path: str) -> None:
    page.goto(server + path)
    page.wait_for_selector("#consent-allow, #consent-signin, #consent-refused")


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_player_lets_an_app_in_and_out(
    browser: Browser, console: Console, server: str, device: dict[str, Any]
) -> None:
    context = new_context(browser, device)
    try:
        lets_in_and_out(context, console, server, "phone" if device is PHONE else "desktop")
    finally:
        context.close()


def lets_in_and_out(context: BrowserContext, console: Console, server: str, device: str) -> None:
    app_site = AppSite(context)
    page, username = an_account(context, console, server)
    verifier, challenge = pkce()
    page.clock.install()
    page.clock.pause_at(datetime.now(UTC) + timedelta(hours=1))
    consent_page(page, server, asks(challenge))
    assert page.locator("#consent-allow").is_disabled(), "a click meant for the page before never lets the app in"
    page.clock.run_for(1000)
    expect(page.locator("#consent-allow")).to_be_enabled()
    page.clock.resume()

    assert page.locator("#consent-title").inner_text() == "“Ada bot” wants to use your Montana account"
    assert page.locator("#consent-player").inner_text() == username
    assert page.locator("#consent-host").inner_text().count("bot.example") == 1
    assert page.locator("#consent-scopes li").evaluate_all("items => items.map((item) => item.dataset.scope)") == [
        "read", "play",
    ]  # fmt: skip
    screenshot(page, f"oauth-consent-{device}.png", full_page=True)
    page.click("#consent-allow")
    answer = app_site.answer_to(page)
    assert answer["state"] == ["s-42"]
    code = answer["code"][0]

    wrong = exchange(server, code, pkce()[0])
    assert wrong.status_code == 400 and wrong.json()["error"] == "invalid_grant", "a wrong verifier is refused"
    spent = exchange(server, code, verifier)
    assert spent.status_code == 400, "the code went with the wrong verifier's try"

    verifier, challenge = pkce()
    consent_page(page, server, asks(challenge))
    page.click("#consent-allow")
    tokens = exchange(server, app_site.answer_to(page)["code"][0], verifier)
    assert tokens.status_code == 200, tokens.text
    assert tokens.json()["scope"] == "read play"
    app = {"Authorization": f"Bearer {tokens.json()['access_token']}"}
    with httpx.Client(base_url=f"{server}/api/v1", headers=app) as as_the_app:
        assert as_the_app.get("/players/me").json()["username"] == username
        assert as_the_app.post("/games", json={"seed": "bot"}).status_code == 201, "play was granted"
        assert as_the_app.get("/players/me/token").json()["may"] == ["read", "play"]
        refused = as_the_app.post("/tokens", json={"name": "more", "scopes": ["read"]})
        assert refused.status_code == 403 and refused.json()["type"] == "/problems/insufficient-scope"

        page.goto(server)
        page.wait_for_selector("body[data-ready=true]")
        go(page, "profile")
        granted = page.locator("#granted-apps li")
        assert granted.count() == 1 and "Ada bot" in granted.inner_text() and "bot.example" in granted.inner_text()
        page.locator("#apps").scroll_into_view_if_needed()
        screenshot(page, f"oauth-apps-{device}.png")
        page.click("#granted-apps [data-let-out]")
        settled(page, "profile")
        page.wait_for_selector("p#granted-apps")
        gone = as_the_app.get("/players/me")
        assert gone.status_code == 401 and gone.headers["www-authenticate"].startswith("Bearer")
        refresh = {"grant_type": "refresh_token", "refresh_token": tokens.json()["refresh_token"],
                   "client_id": "Ada bot"}  # fmt: skip
        assert httpx.post(f"{server}/api/v1/oauth/token", data=refresh).status_code == 400


def test_a_player_who_says_no_sends_the_app_access_denied(
    context: BrowserContext, console: Console, server: str
) -> None:
    app_site = AppSite(context)
    page, _ = an_account(context, console, server)
    _, challenge = pkce()
    consent_page(page, server, asks(challenge))
    page.click("#consent-deny")
    answer = app_site.answer_to(page)
    assert answer["error"] == ["access_denied"] and answer["state"] == ["s-42"] and "code" not in answer


def test_a_guest_signs_in_on_the_consent_page_first(
    browser: Browser, context: BrowserContext, console: Console, server: str
) -> None:
    _, username = an_account(context, console, server)
    guest = new_context(browser, PHONE)
    try:
        other = console.watch(guest.new_page())
        _, challenge = pkce()
        consent_page(other, server, asks(challenge, scope="read"))
        screenshot(other, "oauth-sign-in-phone.png", full_page=True)
        other.set_viewport_size(DESKTOP["viewport"])
        screenshot(other, "oauth-sign-in-desktop.png", full_page=True)
        other.fill("#consent-username", username)
        other.fill("#consent-password", "correct horse")
        other.click("#consent-signin button[type=submit]")
        other.wait_for_selector("#consent-allow")
        assert other.locator("#consent-player").inner_text() == username
    finally:
        guest.close()


def test_a_bad_request_is_told_and_never_sent_back_to_an_untrusted_address(
    context: BrowserContext, console: Console, server: str
) -> None:
    page, _ = an_account(context, console, server)
    console.expect("400")
    _, challenge = pkce()
    consent_page(page, server, asks(challenge).replace("S256", "plain"))
    assert "code_challenge_method=S256" in page.locator("#consent-refused").inner_text()
    assert page.locator("#consent-back").count() == 1, "a valid redirect gets the error back"
    screenshot(page, "oauth-refused-desktop.png", full_page=True)
    page.set_viewport_size(PHONE["viewport"])
    screenshot(page, "oauth-refused-phone.png", full_page=True)
    consent_page(page, server, asks(challenge).replace("https%3A%2F%2Fbot.example", "javascript%3Aalert(1)%2F%2F"))
    assert page.locator("#consent-back").count() == 0, "no way back to an address that cannot be trusted"

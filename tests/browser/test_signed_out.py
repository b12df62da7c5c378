"""A page whose token is signed out on another device signs itself out as a whole, says so, and offers the sign-in."""

from __future__ import annotations

import secrets

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.conftest import DESKTOP, PHONE, Console, api, new_context, open_page, practice, screenshot, settled

pytestmark = pytest.mark.browser

SIGNED_OUT_HERE = "You were signed out on this device: from another device, by a change of password, or after"
GUEST_ENDED = "Your guest session on this device had ended after a long time away: you play as a new guest now."


def signed_in_on_a_second_device(browser: Browser, console: Console, server: str, device: dict[str, object]) -> tuple[
    Page, str, str
]:  # fmt: skip
    """A page signed in to a new account, at a game: the page, the account's username and password."""
    context = new_context(browser, device)
    page = open_page(context, console, server)
    username, password = f"ada{secrets.token_hex(3)}", "signed in on two devices"
    with api(page, server) as client:
        assert client.post("/players/me/account", json={"username": username, "password": password}).status_code == 200
    page.reload()  # the page learns that it is an account's, as it does when one is made on it
    page.wait_for_selector("body[data-ready=true]")
    practice(page, seed="signed-out")
    return page, username, password


def sign_out_everywhere_from_another_device(server: str, username: str, password: str) -> None:
    elsewhere = httpx.post(f"{server}/api/v1/sessions", json={"username": username, "password": password}).json()
    signed_out = httpx.delete(f"{server}/api/v1/sessions", headers={"Authorization": f"Bearer {elsewhere['token']}"})
    assert signed_out.status_code == 204


def sign_in_again(page: Page, username: str, password: str, account: str) -> None:
    """Sign in with the profile's form, and wait until the page is the account's again."""
    page.fill("#signin-username", username)
    page.fill("#signin-password", password)
    page.click("#signin-form button[type=submit]")
    page.wait_for_function(f"() => window.montana.profile?.id === {account!r}")


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_signed_out_elsewhere_the_page_says_so_and_signing_in_again_brings_the_account_back(
    browser: Browser, server: str, console: Console, device: dict[str, object]
) -> None:
    page, username, password = signed_in_on_a_second_device(browser, console, server, device)
    account = page.evaluate("window.montana.profile.id")
    console.expect("401")  # the refused requests of the token signed out
    sign_out_everywhere_from_another_device(server, username, password)

    # The feed is refused within the streams' token check (5 s); the page then signs out as a whole.
    settled(page, "profile")
    expect(page.locator("#message")).to_contain_text(SIGNED_OUT_HERE, timeout=15_000)
    assert page.evaluate("window.montana.profile.guest") is True
    assert page.evaluate("window.montana.profile.id") != account
    assert page.evaluate("window.montana.game") is None, "the account's game is not left on a guest's table"
    expect(page.locator("#signin-form")).to_be_in_viewport()
    screenshot(page, f"signed-out-{'phone' if device is PHONE else 'desktop'}.png")

    sign_in_again(page, username, password, account)
    page.wait_for_selector("#view-play:not([hidden]) .card")  # back at the account's game


def test_a_move_refused_for_a_token_signed_out_signs_the_page_out_at_once(
    browser: Browser, server: str, console: Console
) -> None:
    page, _, _ = signed_in_on_a_second_device(browser, console, server, PHONE)
    console.expect("401")
    with api(page, server) as client:  # the same token, signed out from another tab of this device
        assert client.delete("/sessions/current").status_code == 204
    page.evaluate("window.montana.act({ type: 'resign' })")
    settled(page, "profile")
    expect(page.locator("#message")).to_contain_text(SIGNED_OUT_HERE, timeout=5_000)
    assert page.evaluate("window.montana.profile.guest") is True


def test_a_phone_back_online_after_being_signed_out_meanwhile_says_so(
    browser: Browser, server: str, console: Console
) -> None:
    page, username, password = signed_in_on_a_second_device(browser, console, server, PHONE)
    console.expect("401")
    console.expect("ERR_INTERNET_DISCONNECTED")
    page.context.set_offline(True)
    sign_out_everywhere_from_another_device(server, username, password)
    page.context.set_offline(False)
    settled(page, "profile")
    expect(page.locator("#message")).to_contain_text(SIGNED_OUT_HERE, timeout=10_000)
    assert page.evaluate("window.montana.profile.guest") is True


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_device_signed_out_while_the_page_was_closed_is_told_so_on_its_next_visit(
    browser: Browser, server: str, console: Console, device: dict[str, object]
) -> None:
    page, username, password = signed_in_on_a_second_device(browser, console, server, device)
    account = page.evaluate("window.montana.profile.id")
    context = page.context
    page.close()
    sign_out_everywhere_from_another_device(server, username, password)

    console.expect("401")  # the stored token's refusal
    page = open_page(context, console, server)
    settled(page, "profile")
    expect(page.locator("#message")).to_contain_text(SIGNED_OUT_HERE, timeout=5_000)
    assert page.evaluate("window.montana.profile.guest") is True
    expect(page.locator("#signin-form")).to_be_in_viewport()
    screenshot(page, f"signed-out-next-visit-{'phone' if device is PHONE else 'desktop'}.png")

    sign_in_again(page, username, password, account)


def test_a_visit_by_a_link_after_a_sign_out_goes_where_the_link_says_and_says_why_it_is_a_guest(
    browser: Browser, server: str, console: Console
) -> None:
    page, username, password = signed_in_on_a_second_device(browser, console, server, PHONE)
    context = page.context
    page.close()
    sign_out_everywhere_from_another_device(server, username, password)

    console.expect("401")
    page = open_page(context, console, server, "#leaderboards")
    settled(page, "leaderboards")
    expect(page.locator("#message")).to_contain_text(SIGNED_OUT_HERE, timeout=5_000)


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_guest_whose_session_ended_is_told_so_on_its_next_visit_and_not_asked_to_sign_in(
    browser: Browser, server: str, console: Console, device: dict[str, object]
) -> None:
    context = new_context(browser, device)
    page = open_page(context, console, server)
    guest = page.evaluate("window.montana.profile.id")
    with api(page, server) as client:  # the guest's token ends, as past its days
        assert client.delete("/sessions/current").status_code == 204
    page.close()

    console.expect("401")
    page = open_page(context, console, server)
    settled(page, "new")
    expect(page.locator("#message")).to_contain_text(GUEST_ENDED, timeout=5_000)
    expect(page.locator("#message")).not_to_contain_text(SIGNED_OUT_HERE)
    assert page.evaluate("window.montana.profile.guest") is True
    assert page.evaluate("window.montana.profile.id") != guest
    screenshot(page, f"guest-ended-{'phone' if device is PHONE else 'desktop'}.png")

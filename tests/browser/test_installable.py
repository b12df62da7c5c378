"""The game installs as an app: a manifest with real icons, a favicon, a theme colour, and a service worker that keeps
the page's shell, so a second visit loads without the network and says calmly that it is offline."""

from __future__ import annotations

import struct

import httpx
import pytest
from playwright.sync_api import Browser, expect

from tests.browser.conftest import PHONE, Console, new_context, open_page, practice

pytestmark = pytest.mark.browser


def png_size(body: bytes) -> tuple[int, int]:
    assert body[:8] == b"\x89PNG\r\n\x1a\n", "a PNG"
    width, height = struct.unpack(">II", body[16:24])
    return width, height


def test_the_manifest_names_the_app_and_its_icons_are_real(server: str) -> None:
    page = httpx.get(server).text
    assert '<link rel="manifest" href="/static/manifest.webmanifest">' in page
    assert 'rel="icon" href="/static/icons/icon.svg"' in page
    assert '<meta name="theme-color"' in page
    manifest = httpx.get(f"{server}/static/manifest.webmanifest")
    assert manifest.headers["content-type"].startswith("application/manifest+json")
    body = manifest.json()
    assert body["name"] == "Montana Solitaire" and body["display"] == "standalone" and body["theme_color"]
    sizes = {}
    for icon in body["icons"]:
        fetched = httpx.get(f"{server}{icon['src']}")
        assert fetched.status_code == 200, icon["src"]
        if icon["type"] == "image/png":
            assert png_size(fetched.content) == tuple(int(n) for n in icon["sizes"].split("x")), icon["src"]
            sizes.setdefault(icon["purpose"], set()).add(icon["sizes"])
    assert {"192x192", "512x512"} <= sizes["any"]
    assert "512x512" in sizes["maskable"]
    assert httpx.get(f"{server}/sw.js").headers["cache-control"] == "no-cache"


def test_a_second_visit_loads_offline_and_says_the_game_is_safe(
    browser: Browser, server: str, console: Console
) -> None:
    context = new_context(browser, {**PHONE, "service_workers": "allow"})
    page = open_page(context, console, server)
    page.evaluate("() => navigator.serviceWorker.ready.then(() => null)")
    practice(page)
    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    assert page.evaluate("Boolean(navigator.serviceWorker.controller)"), "the service worker serves the page"

    console.expect("Failed to fetch")
    console.expect("ERR_INTERNET_DISCONNECTED")
    context.set_offline(True)
    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("#offline")).to_be_visible()
    expect(page.locator("#offline")).to_contain_text("your game is safe on the server")
    assert page.locator(".brand").is_visible(), "the page itself, not the browser's error"

    context.set_offline(False)
    expect(page.locator("#offline")).to_be_hidden()
    expect(page.locator("#view-play .card").first).to_be_visible()
    context.close()

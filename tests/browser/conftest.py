"""A live server on a scratch SQLite database, and headless Chromium (Debian's) driven by Playwright."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

from app.migrate import upgrade_to_head
from tests.servers import Server, running

CHROMIUM = os.environ.get("MONTANA_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]
SCREENSHOTS = os.environ.get("MONTANA_SCREENSHOTS")


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    url = f"sqlite:///{tmp_path_factory.mktemp('browser') / 'montana.db'}"
    upgrade_to_head(url)
    with running(Server(url)) as started:
        yield started.base


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"no Chromium at {CHROMIUM}: install Debian's chromium package (apt-get install -y chromium)")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


class Console:
    """Errors the page logged or threw: a test fails on any."""

    def __init__(self) -> None:
        self.errors: list[str] = []

    def watch(self, page: Page) -> Page:
        page.on("console", lambda message: self.errors.append(message.text) if message.type == "error" else None)
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        return page


@pytest.fixture
def console() -> Iterator[Console]:
    watcher = Console()
    yield watcher
    assert watcher.errors == [], "the page logged errors"


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    created = browser.new_context(viewport={"width": 1280, "height": 860})
    yield created
    created.close()


@pytest.fixture
def page(context: BrowserContext, console: Console, server: str) -> Page:
    opened = console.watch(context.new_page())
    opened.goto(server)
    opened.wait_for_selector("body[data-ready=true]")
    return opened


def api_state(page: Page, server: str, game_id: str) -> dict[str, Any]:
    """The server's view of the game, with the page's own token."""
    token = page.evaluate("localStorage.getItem('montana.token')")
    response = httpx.get(f"{server}/api/v1/games/{game_id}", headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 200, response.text
    return dict(response.json())


def current_game_id(page: Page) -> str:
    return str(page.evaluate("window.montana.game.id"))


def practice(page: Page, seed: str = "demo", rules: str = "classic@1") -> None:
    page.click("[data-go=new]")
    page.fill("#practice-form input[name=seed]", seed)
    page.select_option("#practice-form select[name=rules]", rules)
    page.click("#practice-form button[type=submit]")
    page.wait_for_selector("#view-play:not([hidden]) .card")


def screenshot(page: Page, name: str) -> None:
    if SCREENSHOTS:
        Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SCREENSHOTS) / name))

"""A live server on a scratch SQLite database (and, where a test asks, on PostgreSQL), and headless Chromium
(Debian's) driven by Playwright."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route, sync_playwright

from app.migrate import upgrade_to_head
from tests.servers import Server, running

CHROMIUM = os.environ.get("MONTANA_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]
SCREENSHOTS = os.environ.get("MONTANA_SCREENSHOTS")


@pytest.fixture(scope="session")
def server_database(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The live server's database, for what only an operator may do (``montana admin``)."""
    url = f"sqlite:///{tmp_path_factory.mktemp('browser') / 'montana.db'}"
    upgrade_to_head(url)
    return url


@pytest.fixture(scope="session")
def server(server_database: str) -> Iterator[str]:
    with running(Server(server_database)) as started:
        yield started.base


@pytest.fixture
def postgres_server(postgres_url: str) -> Iterator[str]:
    """A live server on a scratch PostgreSQL database of the test's own: batched actions and listening per channel."""
    with running(Server(postgres_url)) as started:
        yield started.base


@pytest.fixture(params=["sqlite", "postgresql"])
def any_server(request: pytest.FixtureRequest) -> str:
    """The live server on SQLite, then on PostgreSQL."""
    return str(request.getfixturevalue("server" if request.param == "sqlite" else "postgres_server"))


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
        self.expected: list[str] = []

    def expect(self, text: str) -> None:
        """A test that provokes an error on purpose (a refused request) names it; any other still fails."""
        self.expected.append(text)

    def unexpected(self) -> list[str]:
        return [error for error in self.errors if not any(text in error for text in self.expected)]

    def watch(self, page: Page) -> Page:
        page.on("console", lambda message: self.errors.append(message.text) if message.type == "error" else None)
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        return page


@pytest.fixture
def console() -> Iterator[Console]:
    watcher = Console()
    yield watcher
    assert watcher.unexpected() == [], "the page logged errors"


PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
PHONE_LANDSCAPE = {"viewport": {"width": 844, "height": 390}, "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1440, "height": 900}}
# A returning player: the first-visit offer of the tutorial has been answered on this device.
RETURNING = "localStorage.setItem('montana.welcomed', '1')"


def new_context(browser: Browser, device: dict[str, Any] | None = None, *, returning: bool = True) -> BrowserContext:
    """A browser profile of its own. Its service worker is blocked unless the device allows it (the tests of the
    installed app do): a test that stands in for the server with page.route sees every request then."""
    created = browser.new_context(**{"service_workers": "block", **(device or DESKTOP)})
    if returning:
        created.add_init_script(RETURNING)
    return created


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    created = new_context(browser)
    yield created
    created.close()


@pytest.fixture
def page(context: BrowserContext, console: Console, server: str) -> Page:
    opened = console.watch(context.new_page())
    opened.goto(server)
    opened.wait_for_selector("body[data-ready=true]")
    return opened


def api_state(page: Page, server: str, game_id: str) -> dict[str, Any]:
    """The server's view of the game, with the page's own token, once the page's actions are answered."""
    answered(page)
    response = httpx.get(f"{server}/api/v1/games/{game_id}", headers={"Authorization": f"Bearer {token_of(page)}"})
    assert response.status_code == 200, response.text
    return dict(response.json())


def answered(page: Page) -> None:
    """Every action the page showed before its answer has been answered by the server."""
    page.evaluate(
        """() => new Promise((resolve) => {
            const check = () => (window.montana.queue.busy ? setTimeout(check, 10) : resolve());
            check();
        })"""
    )


def current_game_id(page: Page) -> str:
    return str(page.evaluate("window.montana.game.id"))


def open_page(context: BrowserContext, console: Console, server: str, path: str = "") -> Page:
    opened = console.watch(context.new_page())
    opened.goto(server + path)
    opened.wait_for_selector("body[data-ready=true]")
    return opened


def go(page: Page, view: str) -> None:
    """Navigate as a player would: the menu button first where the navigation is folded into it."""
    opens_from = {
        "campaign": ("new", "#open-campaign"),
        "calendar": ("new", "#open-calendar"),
        "charts": ("profile", "#open-charts"),
        "friends": ("profile", "#open-friends"),
    }
    if view in opens_from:
        start, link = opens_from[view]
        go(page, start)
        page.click(link)
        settled(page, view)
        return
    toggle = page.locator("#menu-toggle")
    if toggle.is_visible():
        toggle.click()
    page.click(f"[data-go={view}]")
    settled(page, view)


def settled(page: Page, view: str | None = None) -> None:
    """The view on screen (`view`, once the navigation to it has begun) has its data: nothing is loading."""
    shown = f'[data-view="{view}"]' if view else ""
    page.wait_for_selector(f"body[data-ready=true]{shown}:not([data-loading])", state="attached")


def practice(page: Page, seed: str = "demo", rules: str = "classic@1") -> None:
    go(page, "new")
    page.fill("#practice-form input[name=seed]", seed)
    page.select_option("#practice-form select[name=rules]", rules)
    page.click("#practice-form button[type=submit]")
    try:
        page.wait_for_selector("#view-play:not([hidden]) .card", timeout=15000)
    except Exception as error:
        seen = page.evaluate(
            """() => ({
                hash: location.hash, message: document.querySelector('#message').textContent,
                seed: document.querySelector('#practice-seed')?.value, dialog: !!document.querySelector('dialog[open]'),
            })"""
        )
        raise AssertionError(f"no table after dealing a practice game: {seen}") from error
    dealt(page)


def dealt(page: Page) -> None:
    """The table is on screen and the deal has landed (no card is still flying in)."""
    page.wait_for_selector("#view-play:not([hidden]) .card")
    # (wait_for_function would evaluate a string, which the page's CSP forbids; evaluate awaits a promise)
    page.evaluate(
        """() => Promise.all(document.getAnimations()
            .filter((a) => a.effect?.target?.matches?.('.card') && a.effect.getTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => null)))"""
    )


def token_of(page: Page) -> str:
    return str(page.evaluate("localStorage.getItem('montana.token')"))


def api(page: Page, server: str) -> httpx.Client:
    """An API client signed in as the page's player (another device of the same player)."""
    return httpx.Client(base_url=f"{server}/api/v1", headers={"Authorization": f"Bearer {token_of(page)}"})


def screenshot(page: Page, name: str, *, full_page: bool = False) -> None:
    if SCREENSHOTS:
        Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SCREENSHOTS) / name), full_page=full_page, animations="disabled")


def tap_cell(page: Page, row: int, col: int) -> None:
    """Tap a cell where it shows: where cards overlap, that is its top (or left) band. The finger lands once the
    cell has stayed put for a frame (a panel that has just changed may still be moving the table, on a busy
    machine for longer)."""
    box = page.evaluate(
        """async ([row, col]) => {
            const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
            const centre = () => {
                const shown = window.montana.board.shownRect(row, col);
                return { x: shown.left + shown.width / 2, y: shown.top + shown.height / 2 };
            };
            let before = centre();
            for (let tries = 0; tries < 60; tries += 1) {
                await frame();
                const now = centre();
                if (now.x === before.x && now.y === before.y) return now;
                before = now;
            }
            return before;
        }""",
        [row, col],
    )
    page.touchscreen.tap(box["x"], box["y"])


def play_a_move(page: Page) -> None:
    """Play a legal move, whatever the deal: a card that fits one gap is played by a click on it; when every
    movable card fits several gaps (twos and first-column gaps only), the card is clicked, then its gap."""
    move = page.evaluate(
        """() => {
            const moves = window.montana.game.legal_moves;
            const cards = moves.map((move) => move.card);
            const alone = moves.find((move) => cards.indexOf(move.card) === cards.lastIndexOf(move.card));
            return { ...(alone || moves[0]), alone: Boolean(alone) };
        }"""
    )
    page.click(f'.card[data-card="{move["card"]}"]', position={"x": 6, "y": 6})
    if not move["alone"]:
        row, col = move["to"]
        page.click(f'.cell[data-row="{row}"][data-col="{col}"]', position={"x": 6, "y": 6})


def board_of(page: Page) -> list[list[str | None]]:
    """The cards as the page holds them, row by row (None for a gap)."""
    return list(page.evaluate("window.montana.game.board"))


WIDE_NAMES = ["Bartholomew_Featherstonehaugh_III", "Maximiliane-Wolkenstein", "Ω" * 24, "GapsBot 9000"]


def crowded_board(route: Route, *, names: list[str] = WIDE_NAMES) -> None:
    """A board whose rows are as wide as they come: long unbroken names, a bot, five-digit ranks, a slow win."""
    answer = route.fetch()
    page = answer.json()
    page["items"] = [
        {
            "rank": rank,
            "player": {"id": f"p{rank}", "name": names[rank % 4], "named": True, "bot": rank % 4 == 3},
            "figure": {"elapsed_ms": 35_999_000, "moves": 12_345, "score": 123_456, "redeals_used": 2},
            "game_id": f"g{rank}",
        }
        for rank in [1, 2, 3, 12_345]
    ]
    route.fulfill(response=answer, json=page)

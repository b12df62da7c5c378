"""Every screen from a small phone to a large monitor, both ways up: the board fills the table,
cards and their corner indices are big enough to read and touch, the navigation fits, nothing spills."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.browser.checks import SNIPPETS, metrics, overflow
from tests.browser.conftest import Console, crowded_board, go, new_context, open_page, practice, screenshot

pytestmark = pytest.mark.browser

PHONES_AND_TABLETS = [(360, 640), (640, 360), (390, 844), (844, 390), (768, 1024), (1024, 768)]
DESKTOPS = [(1280, 800), (1440, 900), (1920, 1080), (2560, 1440), (1440, 2560)]


def settle(page: Page) -> None:
    """A resize is observed, the board laid out again and drawn: a few frames."""
    for _ in range(4):
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => done()))")


def check_table(page: Page, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    settle(page)
    seen = metrics(page)
    where = f"{width}x{height}"
    assert seen["cardNarrow"] >= 44, f"{where}: cards {seen['cardNarrow']:.0f} px across"
    assert seen["fill"] >= 0.9, f"{where}: the board fills {seen['fill']:.0%} of the table"
    assert overflow(page) == [], where
    brand, menu = page.locator(".brand").bounding_box(), page.locator(".nav").bounding_box()
    assert brand and menu and (brand["x"] + brand["width"] <= menu["x"] or brand["y"] + brand["height"] <= menu["y"]), (
        f"{where}: the navigation covers the name of the game"
    )
    nav = page.locator("#menu-toggle")
    if not nav.is_visible():
        boxes = [button.bounding_box() for button in page.locator("#nav-list button:visible").all()]
        tops = {round(box["y"]) for box in boxes if box}
        assert len(tops) == 1, f"{where}: the navigation wraps onto {len(tops)} lines"
    if width < height:
        assert seen["layout"] == "transposed", f"{where}: an upright narrow screen reads its rows downwards"


def sized_context(browser: Browser, device: str, size: tuple[int, int]) -> BrowserContext:
    """A touch device (a phone or a tablet) or a desktop, at its first size."""
    options = {"is_mobile": True, "has_touch": True} if device == "touch" else {}
    return new_context(browser, {"viewport": {"width": size[0], "height": size[1]}, **options})


@pytest.mark.parametrize(("device", "sizes"), [("touch", PHONES_AND_TABLETS), ("desktop", DESKTOPS)])
def test_the_table_fits_every_screen(
    browser: Browser, server: str, console: Console, device: str, sizes: list[tuple[int, int]]
) -> None:
    context = sized_context(browser, device, sizes[0])
    page = open_page(context, console, server)
    practice(page)
    for width, height in sizes:
        check_table(page, width, height)
    context.close()


def gaps_in_view(page: Page) -> list[str]:
    """What is wrong with the gaps on screen: each must show at least 44x44 px that no card covers (the cell itself
    is what a finger there touches), with its outline; the deck must show its card back."""
    return list(page.evaluate(SNIPPETS["gaps-in-view"]))


def play_into_the_middle(page: Page, moves: int) -> None:
    """Play moves that take cards out of the middle of rows, so gaps lie between cards."""
    for _ in range(moves):
        move = page.evaluate(
            "window.montana.game.legal_moves.find((m) => m.to[1] > 0) || window.montana.game.legal_moves[0] || null"
        )
        if not move:
            return
        before = page.evaluate("window.montana.game.moves")
        page.evaluate("([card, to]) => window.montana.act({ type: 'move', card, to })", [move["card"], move["to"]])
        expect(page.locator("#hud-moves")).not_to_have_text(str(before))


@pytest.mark.parametrize(("device", "sizes"), [("touch", PHONES_AND_TABLETS), ("desktop", DESKTOPS)])
def test_every_gap_shows_and_takes_a_finger_on_every_screen(
    browser: Browser, server: str, console: Console, device: str, sizes: list[tuple[int, int]]
) -> None:
    context = sized_context(browser, device, sizes[0])
    page = open_page(context, console, server)
    for seed, rules in [("demo", "classic@1"), ("gaps-in-view", "classic@1"), ("moon-gaps", "blue-moon@1")]:
        practice(page, seed=seed, rules=rules)
        for round_ in range(3):
            for width, height in sizes:
                page.set_viewport_size({"width": width, "height": height})
                settle(page)
                assert gaps_in_view(page) == [], f"{seed}, round {round_}, {width}x{height}"
            play_into_the_middle(page, 3)
        assert page.evaluate("window.montana.act({ type: 'resign' })")
        page.click("#new-after-game")
    context.close()


def test_an_upright_phone_reads_like_a_hand_of_cards(browser: Browser, server: str, console: Console) -> None:
    context = new_context(browser, {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True})
    page = open_page(context, console, server)
    practice(page)
    seen = metrics(page)
    assert seen["layout"] == "transposed"
    assert seen["indexHeight"] >= 11, f"the corner index is {seen['indexHeight']:.1f} px tall"
    assert seen["cardNarrow"] >= 44
    # Row 1 runs down the first lane: its second card lies below its first, not beside it.
    first = page.locator('.cell[data-row="0"][data-col="0"]').bounding_box()
    second = page.locator('.cell[data-row="0"][data-col="1"]').bounding_box()
    assert first and second and second["y"] > first["y"] and abs(second["x"] - first["x"]) < 1
    play_into_the_middle(page, 6)
    assert gaps_in_view(page) == []
    screenshot(page, "phone.png")
    page.set_viewport_size({"width": 844, "height": 390})
    settle(page)
    assert metrics(page)["layout"] != "transposed"
    screenshot(page, "phone-landscape.png")
    context.close()


def test_every_page_fits_a_phone_both_ways_up(browser: Browser, server: str, console: Console) -> None:
    context = new_context(browser, {"viewport": {"width": 360, "height": 640}, "is_mobile": True, "has_touch": True})
    page = open_page(context, console, server)
    page.route("**/api/v1/leaderboards/**", lambda route: crowded_board(route))
    for view, board in [
        ("new", None),
        ("campaign", None),
        ("leaderboards", "speed"),
        ("leaderboards", "score"),
        ("profile", None),
        ("help", None),
    ]:
        page.set_viewport_size({"width": 360, "height": 640})
        go(page, view)
        if board:
            page.click(f"[data-board={board}]")
            expect(page.locator(".board-table tbody tr")).to_have_count(4)
        for size in [(360, 640), (640, 360)]:
            page.set_viewport_size({"width": size[0], "height": size[1]})
            settle(page)
            assert overflow(page) == [], f"{view} {board or ''} at {size}"
    context.close()


def test_the_menu_opens_and_closes_on_a_phone(browser: Browser, server: str, console: Console) -> None:
    context = new_context(browser, {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True})
    page = open_page(context, console, server)
    toggle = page.locator("#menu-toggle")
    assert toggle.is_visible() and page.locator("#nav-list").is_hidden()
    toggle.click()
    assert toggle.get_attribute("aria-expanded") == "true"
    page.click("[data-go=help]")
    expect(page.locator("#view-help")).to_be_visible()
    expect(page.locator("#nav-list")).to_be_hidden()
    toggle.click()
    page.keyboard.press("Escape")
    expect(page.locator("#nav-list")).to_be_hidden()
    context.close()

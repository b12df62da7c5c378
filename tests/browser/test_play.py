"""The browser game, played as a person would: mouse, keyboard, drag and drop, touch, two devices."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.browser.conftest import (
    PHONE,
    Console,
    api,
    api_state,
    board_of,
    current_game_id,
    go,
    new_context,
    open_page,
    play_a_move,
    practice,
    tap_cell,
)

pytestmark = pytest.mark.browser


def card_at(page: Page, row: int, col: int) -> str | None:
    return board_of(page)[row][col]


def test_a_whole_game_by_clicks_matches_the_server(page: Page, server: str) -> None:
    practice(page)
    game_id = current_game_id(page)
    assert page.locator(".card").count() == 48
    assert page.locator('.cell[data-row="1"][data-col="0"]').get_attribute("aria-label") == "row 2, column 1: gap"

    page.click('.card[data-card="QD"]')  # QD has one gap: a click sends it there
    expect(page.locator("#hud-moves")).to_have_text("1")
    state = api_state(page, server, game_id)
    assert state["board"][2][4] == "QD" and board_of(page) == state["board"]

    page.click("#undo")
    expect(page.locator("#hud-moves")).to_have_text("2")
    assert api_state(page, server, game_id)["board"][0][6] == "QD"

    page.click('.cell[data-row="1"][data-col="0"]')  # a column-0 gap takes any Two: they light up
    expect(page.locator(".card.highlight")).to_have_count(4)
    page.click('.card[data-card="2D"]')
    expect(page.locator("#hud-moves")).to_have_text("3")
    assert card_at(page, 1, 0) == "2D"

    page.click("#hint")
    expect(page.locator("#compass")).to_be_visible()
    hint = page.locator(".card.hint-card")
    expect(hint).to_have_count(1)

    before = board_of(page)
    page.click("#redeal")
    page.click("#confirm-yes")  # cards can still move: the redeal is confirmed first
    expect(page.locator("#hud-redeals")).to_have_text("1")
    state = api_state(page, server, game_id)
    assert board_of(page) == state["board"] != before
    assert state["redeals_used"] == 1

    page.click("#resign")
    page.click("#confirm-yes")
    dialog = page.locator("#gameover")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("Resigned")
    expect(dialog).to_contain_text(re.compile(r"\d+ cards? in sequence \u00d7 100"))
    expect(dialog).to_contain_text("Seed: demo")
    assert api_state(page, server, game_id)["status"] == "lost"


def test_keyboard_only_play(page: Page, server: str) -> None:
    practice(page)
    game_id = current_game_id(page)
    page.locator('.cell[data-row="0"][data-col="0"]').focus()
    for key in ["ArrowRight"] * 5 + ["ArrowRight"]:  # to row 0, column 6: the cell QD is in
        page.keyboard.press(key)
    expect(page.locator('.cell[tabindex="0"]')).to_have_attribute("data-col", "6")
    page.keyboard.press("Enter")
    expect(page.locator("#hud-moves")).to_have_text("1")
    assert api_state(page, server, game_id)["board"][2][4] == "QD"
    page.keyboard.press("u")
    expect(page.locator("#hud-moves")).to_have_text("2")
    page.keyboard.press("h")
    expect(page.locator("#compass")).to_be_visible()
    page.keyboard.press("r")
    page.click("#confirm-yes")
    expect(page.locator("#hud-redeals")).to_have_text("1")
    assert api_state(page, server, game_id)["redeals_used"] == 1
    page.keyboard.press("n")
    expect(page.locator("#view-new")).to_be_visible()


def test_drag_and_drop_with_the_mouse(page: Page, server: str) -> None:
    practice(page)
    game_id = current_game_id(page)
    card = page.locator('.card[data-card="9D"]').bounding_box()
    gap = page.locator('.cell[data-row="2"][data-col="8"]').bounding_box()
    assert card and gap
    page.mouse.move(card["x"] + card["width"] / 2, card["y"] + card["height"] / 2)
    page.mouse.down()
    page.mouse.move(gap["x"] + 10, gap["y"] + 10, steps=8)
    page.mouse.move(gap["x"] + gap["width"] / 2, gap["y"] + gap["height"] / 2, steps=4)
    page.mouse.up()
    expect(page.locator("#hud-moves")).to_have_text("1")
    assert api_state(page, server, game_id)["board"][2][8] == "9D"
    # A drop where the card does not fit is explained from the gaps the server listed.
    card = page.locator('.card[data-card="7D"]').bounding_box()
    gap = page.locator('.cell[data-row="0"][data-col="3"]').bounding_box()
    assert card and gap
    page.mouse.move(card["x"] + 5, card["y"] + 5)
    page.mouse.down()
    page.mouse.move(gap["x"] + gap["width"] / 2, gap["y"] + gap["height"] / 2, steps=8)
    page.mouse.up()
    expect(page.locator("#message")).to_have_text("7\u2666\ufe0e does not fit there: that gap takes 5\u2666\ufe0e.")
    assert api_state(page, server, game_id)["moves"] == 1


def test_touch_on_a_phone(browser: Browser, server: str, console: Console) -> None:
    phone = new_context(browser, PHONE)
    page = open_page(phone, console, server)
    practice(page)
    game_id = current_game_id(page)
    tap_cell(page, 0, 6)  # QD
    expect(page.locator("#hud-moves")).to_have_text("1")
    assert api_state(page, server, game_id)["board"][2][4] == "QD"
    tap_cell(page, 1, 0)
    expect(page.locator(".card.highlight")).to_have_count(4)
    row, col = next((r, c) for r, line in enumerate(board_of(page)) for c, code in enumerate(line) if code == "2S")
    tap_cell(page, row, col)
    expect(page.locator("#hud-moves")).to_have_text("2")
    box = page.locator("#board").bounding_box()
    assert box and box["width"] <= 390, "the board fits the phone's width"
    phone.close()


def test_signing_in_on_a_second_device_resumes_the_game(browser: Browser, server: str, console: Console) -> None:
    first = new_context(browser)
    page = open_page(first, console, server)
    practice(page, seed="two devices")
    play_a_move(page)
    expect(page.locator("#hud-moves")).to_have_text("1")
    board = board_of(page)
    go(page, "profile")
    page.fill("#signup-form input[name=username]", "annie")
    page.fill("#signup-form input[name=password]", "little-sure-shot")
    page.click("#signup-form button[type=submit]")
    expect(page.locator("#sign-out")).to_be_visible()

    expect(page.locator("#signin-form")).to_have_count(0)  # signed in: another account is reached by signing out

    # A device never used before, reached by a link to the profile: no first-visit offer yet.
    second = new_context(browser, {"viewport": {"width": 1024, "height": 768}}, returning=False)
    other = open_page(second, console, server, "/#profile")
    other.fill("#signin-form input[name=username]", "annie")
    other.fill("#signin-form input[name=password]", "little-sure-shot")
    other.click("#signin-form button[type=submit]")
    other.wait_for_selector("#view-play:not([hidden]) .card")
    expect(other.locator("#message")).to_have_text("Signed in as annie.")
    expect(other.locator("#hud-moves")).to_have_text("1")
    assert board_of(other) == board
    go(other, "new")
    expect(other.locator("dialog[open]")).to_have_count(0)  # an existing account is offered no first-visit tutorial
    first.close()
    second.close()


def test_leaderboards_and_profile_render(page: Page) -> None:
    go(page, "new")
    page.click('.tile[data-rules="classic@1"]')
    page.wait_for_selector("#view-play:not([hidden]) .card")
    page.click("#resign")
    page.click("#confirm-yes")
    expect(page.locator("#gameover")).to_contain_text(
        re.compile(r"Highest scores, all time: number \d+, your first entry")
    )
    page.click("#new-after-game")
    go(page, "leaderboards")
    page.click("[data-board=score]")
    expect(page.locator(".board-table tbody tr.mine, .board-table tbody tr").first).to_be_visible()
    page.click("#around-me")
    expect(page.locator("#around h3")).to_have_text(re.compile(r"You are number \d+"))
    page.click("[data-board=speed]")
    page.click("#around-me")  # a loss is on no speed board: said in words, no error
    expect(page.locator("#view-leaderboards")).to_contain_text("not on this board")
    go(page, "profile")
    stats = page.locator('.stats[data-rules="classic@1"]')
    expect(stats).to_contain_text("Played")
    # The chart has its axes: whole counts up the side, dates along the bottom, today's bar named.
    expect(stats.locator(".chart-count")).to_have_text(["0", "1"])
    expect(stats.locator(".chart-date").last).to_have_text("Today")
    expect(stats.locator(".chart-day").last.locator("title")).to_contain_text("1 game played, 0 won")
    expect(stats.locator(".chart-legend")).to_have_text("Last 30 days:played 1won 0")
    expect(page.locator(".backs .back-tile")).to_have_count(8)
    page.select_option("#settings-form select[name=theme]", "aged-pine")
    page.click("#settings-form button[type=submit]")
    expect(page.locator("#message")).to_have_text("Settings saved.")
    assert page.evaluate("document.documentElement.dataset.theme") == "aged-pine"


def test_the_replay_viewer_steps_through_a_finished_game(page: Page) -> None:
    practice(page, seed="replay me")
    play_a_move(page)
    expect(page.locator("#hud-moves")).to_have_text("1")
    page.click("#resign")
    page.click("#confirm-yes")
    page.click("#gameover-replay")
    expect(page.locator(".replay-status")).to_contain_text("Step 0 of 2: the deal")  # it starts where the game did
    page.click("#replay-next")
    step = re.compile(r"Step 1 of 2: (10|[2-9JQK]).. to row \d+, column \d+")
    expect(page.locator(".replay-status")).to_contain_text(step)
    expect(page.locator(".replay-board .card")).to_have_count(48)
    page.click("#replay-first")
    page.click("#replay-play")  # it plays itself through, and stops at the end
    expect(page.locator(".replay-status")).to_contain_text("Step 2 of 2: resigned", timeout=5000)
    expect(page.locator("#replay-play")).to_have_attribute("aria-pressed", "false")


def test_reloading_the_page_resumes_the_game_and_the_desktop_table_looks_right(page: Page) -> None:
    practice(page, seed="reload")
    play_a_move(page)
    expect(page.locator("#hud-moves")).to_have_text("1")
    board = board_of(page)
    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("#hud-moves")).to_have_text("1")
    assert board_of(page) == board


def test_the_api_docs_render_offline_under_the_content_security_policy(
    context: BrowserContext, console: Console, server: str
) -> None:
    page = console.watch(context.new_page())
    outside: list[str] = []
    page.on("request", lambda request: outside.append(request.url) if not request.url.startswith(server) else None)
    response = page.goto(f"{server}/docs")
    assert response is not None
    assert "script-src 'self'" in response.headers["content-security-policy"]
    expect(page.locator(".swagger-ui .info .title")).to_contain_text("Montana")
    expect(page.locator(".opblock-summary-path", has_text="/api/v1/games/{game_id}/actions")).to_be_visible()
    assert [url for url in outside if not url.startswith("data:")] == [], "nothing loads from elsewhere"


def test_a_game_started_on_another_device_comes_to_the_open_tab(page: Page, server: str) -> None:
    go(page, "new")
    expect(page.locator("#nav-play")).to_be_hidden()
    with api(page, server) as phone:
        started = phone.post("/games", json={"rules": "classic@1", "seed": "from the phone"})
        assert started.status_code == 201, started.text
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")  # the tab is looked at again
    expect(page.locator("#message")).to_contain_text("A game started on another device is on the table")
    expect(page.locator("#nav-play")).to_be_visible()
    go(page, "play")
    assert current_game_id(page) == started.json()["id"]

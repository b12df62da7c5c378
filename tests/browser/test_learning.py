"""A first-time player's path: the offer on the first visit, the tutorial from start to end on its
teaching deal, and the Help page with the rules of every mode."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.conftest import (
    DESKTOP,
    PHONE,
    Console,
    api,
    current_game_id,
    dealt,
    go,
    new_context,
    open_page,
    play_a_move,
    practice,
    screenshot,
    settled,
    tap_cell,
)

pytestmark = pytest.mark.browser


def coach(page: Page) -> str:
    return str(page.locator("#coach-title").inner_text())


def play(page: Page, card: str, *, touch: bool) -> None:
    """Put a card in its gap, by tap on a phone and by drag on a desktop."""
    row, col = page.evaluate(
        """(card) => {
            const board = window.montana.game.board;
            for (let r = 0; r < board.length; r += 1) { const c = board[r].indexOf(card); if (c >= 0) return [r, c]; }
        }""",
        card,
    )
    # The coach's panel, or the card just played, may still be moving the table when a step begins: a finger or a
    # pointer lands where things show once they settle.
    page.evaluate(
        """() => Promise.all(document.getAnimations()
            .filter((a) => a.effect?.getTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => null)))"""
    )
    if touch:
        tap_cell(page, row, col)
        return
    step = page.evaluate("window.montana.tutorial.step.expect.to")
    source = page.locator(f'.card[data-card="{card}"]').bounding_box()
    target = page.locator(f'.cell[data-row="{step[0]}"][data-col="{step[1]}"]').bounding_box()
    assert source and target
    page.mouse.move(source["x"] + 10, source["y"] + 10)
    page.mouse.down()
    page.mouse.move(target["x"] + 12, target["y"] + 12, steps=8)
    page.mouse.up()


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_tutorial_from_the_first_visit_to_its_end(
    browser: Browser, server: str, console: Console, device: dict[str, object]
) -> None:
    touch = device is PHONE
    context = new_context(browser, device, returning=False)
    page = open_page(context, console, server)
    expect(page.locator("#welcome")).to_contain_text("Welcome to Montana")
    page.click("#welcome-start")
    dealt(page)
    expect(page.locator("#coach")).to_be_visible()
    expect(page.locator("#coach-step")).to_have_text("Step 1 of 11")
    assert coach(page) == "The goal"
    page.click("#coach-next")
    assert coach(page) == "Four gaps"
    expect(page.locator(".cell.spotlight")).to_have_count(4)
    page.click("#coach-next")

    assert coach(page) == "Law 1: Twos start a row"
    play(page, "2C", touch=touch)  # not the Two the lesson asks for: it is explained, not played
    expect(page.locator("#message")).to_contain_text("In this step, put the 2")
    expect(page.locator("#hud-moves")).to_have_text("0")
    expect(page.locator('.card[data-card="2C"]')).not_to_have_attribute("style", re.compile(r"translate:"))
    page.keyboard.press("h")  # nor does anything else happen
    play(page, "2D", touch=touch)
    expect(page.locator("#coach-title")).to_have_text("Law 2: one higher, same suit")
    play(page, "3D", touch=touch)
    expect(page.locator("#coach-title")).to_have_text("Law 4: runs lock")
    if not touch:
        screenshot(page, "tutorial.png")
    expect(page.locator(".card.locked")).to_have_count(2)
    page.click("#coach-next")
    assert coach(page) == "Law 2, anywhere"
    play(page, "JD", touch=touch)
    expect(page.locator("#coach-title")).to_have_text("Law 3: dead gaps")
    expect(page.locator('.cell.dead[data-row="0"][data-col="10"]')).to_have_count(1)
    page.click("#coach-next")

    assert coach(page) == "Redeal"
    page.click("#redeal")
    expect(page.locator("#confirm")).to_be_visible()  # the lesson shows the question a real game asks
    page.click("#confirm-yes")
    expect(page.locator("#coach-title")).to_have_text("Your run stayed")
    expect(page.locator("#hud-redeals")).to_have_text("1")
    play(page, "4D", touch=touch)
    expect(page.locator("#coach-title")).to_have_text("Scoring")
    expect(page.locator(".card.locked")).to_have_count(3)
    expect(page.locator("#coach-back")).to_be_hidden()  # a move cannot be stepped back over
    page.click("#coach-next")
    assert coach(page) == "Help at hand"
    page.click("#coach-back")
    assert coach(page) == "Scoring"
    page.click("#coach-next")
    page.click("#coach-next")  # Finish

    settled(page, "new")
    expect(page.locator("#view-new")).to_be_visible()
    expect(page.locator("#message")).to_contain_text("Tutorial finished")
    with api(page, server) as device_api:
        assert device_api.get("/games", params={"status": "playing"}).json()["items"] == [], "the lesson is put away"
        me = device_api.get("/players/me").json()["id"]
    page.evaluate("(id) => { location.hash = `#player/${id}`; }", me)
    settled(page, "player")
    expect(page.locator("#view-player")).to_contain_text("No finished game to show yet.")  # a lesson is shown to none
    page.reload()
    settled(page)
    expect(page.locator("#welcome")).to_be_hidden()  # offered once
    context.close()


def test_the_help_page_states_every_modes_rules_and_opens_the_tutorial(page: Page) -> None:
    go(page, "help")
    help_page = page.locator("#view-help")
    for words in [
        "A gap in the first column takes any Two",
        "same suit as the card on its left, one rank higher",
        "right of a King takes nothing",
        "Runs glow gold and stay in place",
        "A redeal gathers every card outside the runs",
        "Classic:",
        "Relaxed:",
        "Express:",
        "Blue Moon:",
        "Daily deal:",
        "Grand Marshal",
        "A winnable deal:",
        "Practice:",
        "100 points for every card in sequence",
        "Gold: a win with a redeal to spare",
        "Arrow keys",
    ]:
        expect(help_page).to_contain_text(words)
    page.click("#help-tutorial")
    dealt(page)
    expect(page.locator("#coach-step")).to_have_text("Step 1 of 11")


def test_the_tutorial_keeps_a_game_in_play_waiting(page: Page, server: str) -> None:
    practice(page, seed="waiting")
    waiting = current_game_id(page)
    play_a_move(page)
    expect(page.locator("#hud-moves")).to_have_text("1")
    go(page, "help")
    page.click("#help-tutorial")
    expect(page.locator("#confirm")).to_contain_text("waits for you")
    page.click("#confirm-yes")
    dealt(page)
    expect(page.locator("#coach")).to_be_visible()
    page.reload()  # a reload in the middle of the lesson keeps it
    settled(page)
    expect(page.locator("#coach")).to_be_visible()
    page.click("#coach-skip")
    expect(page.locator("#message")).to_have_text("Welcome back to your game.")
    expect(page.locator("#view-play")).to_be_visible()
    assert current_game_id(page) == waiting
    expect(page.locator("#hud-moves")).to_have_text("1")

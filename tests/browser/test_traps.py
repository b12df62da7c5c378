"""Nothing irreversible happens by accident: redeals, leaving a game, the daily deal, the deck, sound."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.conftest import (
    PHONE,
    Console,
    api,
    api_state,
    current_game_id,
    dealt,
    go,
    new_context,
    open_page,
    play_a_move,
    practice,
    settled,
)

pytestmark = pytest.mark.browser


def test_a_redeal_is_confirmed_while_cards_can_move_by_button_key_or_deck(page: Page, server: str) -> None:
    practice(page)
    game_id = current_game_id(page)
    dialog = page.locator("#confirm")

    page.click("#redeal")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("can still move")
    expect(dialog).to_contain_text("can no longer be undone")
    page.click("#confirm button[value=no]")
    page.keyboard.press("r")
    expect(dialog).to_be_visible()
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    assert api_state(page, server, game_id)["redeals_used"] == 0, "nothing was spent"
    expect(page.locator("#hud-redeals")).to_have_text("2")

    deck = page.locator("#deck")  # the leather deck beside the board is a real control
    expect(deck).to_have_attribute("aria-label", "Redeal deck: 2 redeals left")
    deck.click()
    expect(dialog).to_be_visible()
    page.click("#confirm-yes")
    expect(page.locator("#hud-redeals")).to_have_text("1")
    expect(deck).to_have_attribute("aria-label", "Redeal deck: 1 redeal left")
    assert api_state(page, server, game_id)["redeals_used"] == 1

    page.click("#redeal")
    page.click("#confirm-yes")
    expect(page.locator("#hud-redeals")).to_have_text("0")
    expect(deck).to_be_disabled()
    expect(page.locator("#redeal")).to_be_disabled()


def test_leaving_a_game_in_play_is_confirmed_and_the_old_game_never_comes_back(page: Page, server: str) -> None:
    go(page, "new")
    page.click('.tile[data-rules="classic@1"]')
    dealt(page)
    first = current_game_id(page)
    play_a_move(page)
    expect(page.locator("#hud-moves")).to_have_text("1")

    go(page, "new")  # looking at the menu leaves nothing
    expect(page.locator("#resume-game")).to_be_visible()
    page.click('.tile[data-rules="relaxed@1"]')
    dialog = page.locator("#confirm")
    expect(dialog).to_contain_text("ends as a loss")
    page.click("#confirm button[value=no]")
    expect(page.locator("#view-new")).to_be_visible()
    assert api_state(page, server, first)["status"] == "playing"

    page.click('.tile[data-rules="relaxed@1"]')
    page.click("#confirm-yes")
    dealt(page)
    second = current_game_id(page)
    assert second != first
    old = api_state(page, server, first)
    assert old["status"] == "lost" and old["cause"] == "abandoned"
    page.reload()
    settled(page)
    assert current_game_id(page) == second, "the game in play is the new one"


def test_a_ranked_game_left_on_another_device_is_asked_about_too(page: Page, server: str) -> None:
    with api(page, server) as device:
        elsewhere = device.post("/games", json={"rules": "express@1"}).json()["id"]
    go(page, "new")
    page.click('.tile[data-rules="classic@1"]')
    expect(page.locator("#confirm")).to_contain_text("Express")
    page.click("#confirm-yes")
    dealt(page)
    assert api_state(page, server, elsewhere)["cause"] == "abandoned"


def test_a_practice_game_left_for_another_ends_too(page: Page, server: str) -> None:
    practice(page, seed="first")
    first = current_game_id(page)
    go(page, "new")
    page.fill("#practice-seed", "second")
    page.click("#practice-form button[type=submit]")
    expect(page.locator("#confirm")).to_contain_text("practice game in play ends")
    page.click("#confirm-yes")
    dealt(page)
    assert api_state(page, server, first)["status"] == "lost"


def test_the_daily_deal_once_played_shows_its_result_and_board(page: Page, server: str) -> None:
    go(page, "new")
    expect(page.locator("#play-daily")).to_have_text("Play today's deal")
    page.click("#play-daily")
    dealt(page)
    page.click("#resign")
    page.click("#confirm-yes")
    page.click("#new-after-game")
    settled(page, "new")
    result = page.locator("#daily-result")
    expect(result).to_contain_text("You played today's deal: resigned, score")
    expect(page.locator("#play-daily")).to_have_count(0)
    expect(page.locator("#daily .mini-board .card")).to_have_count(48)
    page.click("#daily-replay")
    settled(page, "replay")
    expect(page.locator(".replay-status")).to_contain_text("the deal")  # a replay starts where the game did
    page.click("#replay-last")
    expect(page.locator(".replay-status")).to_contain_text("resigned")


def test_the_sound_button_shows_and_saves_the_players_setting(page: Page, server: str) -> None:
    go(page, "profile")
    page.uncheck("#setting-sound")
    page.click("#settings-form button[type=submit]")
    expect(page.locator("#message")).to_have_text("Settings saved.")
    practice(page)
    mute = page.locator("#mute")
    expect(mute).to_have_attribute("aria-pressed", "false")
    mute.click()
    expect(mute).to_have_attribute("aria-pressed", "true")
    with api(page, server) as device:
        assert device.get("/players/me/settings").json()["settings"]["sound"] is True


def test_the_card_under_the_focus_ring_can_be_dragged(page: Page, server: str) -> None:
    practice(page)
    game_id = current_game_id(page)
    page.locator('.cell[data-row="0"][data-col="0"]').focus()
    for _ in range(3):  # to row 1, column 4: the 9D
        page.keyboard.press("ArrowRight")
    expect(page.locator('.cell[tabindex="0"]')).to_have_attribute("aria-label", "row 1, column 4: Nine of diamonds")
    card = page.locator('.card[data-card="9D"]').bounding_box()
    gap = page.locator('.cell[data-row="2"][data-col="8"]').bounding_box()
    assert card and gap
    page.mouse.move(card["x"] + card["width"] / 2, card["y"] + card["height"] / 2)
    page.mouse.down()
    page.mouse.move(gap["x"] + gap["width"] / 2, gap["y"] + gap["height"] / 2, steps=10)
    page.mouse.up()
    expect(page.locator("#hud-moves")).to_have_text("1")
    assert api_state(page, server, game_id)["board"][2][8] == "9D"


def test_on_an_upright_phone_the_redeal_button_is_the_deck(browser: Browser, server: str, console: Console) -> None:
    context = new_context(browser, PHONE)
    page = open_page(context, console, server)
    practice(page)
    expect(page.locator("#deck")).to_be_hidden()  # no deck beside a transposed board, so no dead control
    expect(page.locator("#redeal .count")).to_have_text("2")
    page.click("#redeal")
    expect(page.locator("#confirm")).to_be_visible()
    page.click("#confirm button[value=no]")
    context.close()


def test_the_first_hint_of_a_ranked_game_is_asked_about_once(page: Page, server: str) -> None:
    go(page, "new")
    page.click('.tile[data-rules="classic@1"]')
    dealt(page)
    game_id = current_game_id(page)
    page.click("#hint")
    expect(page.locator("#confirm")).to_contain_text("takes this ranked game off the leaderboards")
    page.click("#confirm-yes")
    expect(page.locator("#compass")).to_be_visible()
    assert api_state(page, server, game_id)["assisted"] is True
    play_a_move(page)  # the hint made a new version of the game: the next move still goes through
    expect(page.locator("#hud-moves")).to_have_text("1")
    page.click("#hint")
    expect(page.locator("#compass")).to_be_visible()
    expect(page.locator("#confirm")).to_be_hidden()

"""Every view, walked as a player would on a phone and on a desktop, checked three ways at each stop:
no word a player should not read (null, ids, JSON, internal names, 0-based rows, wrong plurals,
glyphs no font has), no serious or critical accessibility violation (axe-core, shipped with
axe-playwright-python), and text contrast of at least 4.5:1, in all three themes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

from tests.browser.checks import low_contrast, overflow, words_problems
from tests.browser.conftest import (
    DESKTOP,
    PHONE,
    PHONE_LANDSCAPE,
    Console,
    api,
    dealt,
    go,
    new_context,
    open_page,
    practice,
    settled,
)

pytestmark = pytest.mark.browser

AXE = Axe()


def accessibility_problems(page: Page) -> list[str]:
    results = AXE.run(page, options={"resultTypes": ["violations"]}).response
    return [
        f"{violation['id']} ({violation['impact']}): {[node['target'] for node in violation['nodes']][:3]}"
        for violation in results["violations"]
        if violation["impact"] in ("serious", "critical")
    ]


def check(page: Page, where: str, *, axe: bool = True) -> None:
    assert words_problems(page) == [], f"{where}: words"
    assert low_contrast(page) == [], f"{where}: contrast"
    if axe:
        assert accessibility_problems(page) == [], f"{where}: accessibility"


@pytest.fixture(params=[PHONE, DESKTOP, PHONE_LANDSCAPE], ids=["phone", "desktop", "phone-landscape"])
def device_context(request: pytest.FixtureRequest, browser: Browser) -> Iterator[BrowserContext]:
    created = new_context(browser, request.param, returning=False)
    yield created
    created.close()


def test_every_view_reads_well_and_is_accessible(device_context: BrowserContext, server: str, console: Console) -> None:
    page = open_page(device_context, console, server)
    welcome = page.locator("#welcome")
    expect(welcome).to_be_visible()  # a first visit is offered the tutorial
    check(page, "the welcome")
    page.click("#welcome-skip")
    check(page, "new game")

    go(page, "new")
    page.click('.tile[data-rules="classic@1"]')
    dealt(page)
    check(page, "a ranked game")
    page.click("#hint")  # the first hint of a ranked game takes it off the boards: asked first
    expect(page.locator("#confirm")).to_contain_text("off the leaderboards")
    check(page, "the hint's question")
    page.click("#confirm button[value=no]")
    page.click("#resign")
    check(page, "the resign question")
    page.click("#confirm-yes")
    expect(page.locator("#gameover")).to_be_visible()
    check(page, "game over")
    page.click("#new-after-game")
    settled(page, "new")

    go(page, "leaderboards")
    page.click("[data-board=score]")
    settled(page)
    page.click("#around-me")
    expect(page.locator("#around")).to_be_visible()
    check(page, "leaderboards")
    go(page, "profile")
    check(page, "profile")
    go(page, "help")
    check(page, "help")
    go(page, "campaign")
    check(page, "campaign")
    go(page, "calendar")
    check(page, "the daily calendar")

    practice(page, seed="demo")  # its opening has gaps in the first column, which take any Two
    page.click('.cell[data-row="1"][data-col="0"]', position={"x": 8, "y": 8})
    expect(page.locator("#message")).not_to_be_empty()
    check(page, "a gap's cards")
    page.click("#hint")
    expect(page.locator("#compass")).to_be_visible()
    check(page, "the compass")
    page.click("#redeal")
    check(page, "the redeal question")
    page.click("#confirm button[value=no]")
    assert overflow(page) == []

    # Another device plays first while this one has not heard of it (its live stream is cut): the
    # refused move is told in our words, not the server's.
    console.expect("412")
    page.route("**/events", lambda route: route.fulfill(status=200, content_type="text/event-stream", body=""))
    go(page, "help")
    go(page, "play")
    game = page.evaluate("window.montana.game")
    move = game["legal_moves"][0]
    with api(page, server) as device:
        device.post(f"/games/{game['id']}/actions", json={"type": "move", "card": move["card"], "to": move["to"]})
    page.evaluate("window.montana.clearSelection()")
    cards = [m["card"] for m in game["legal_moves"]]
    other = next(card for card in cards if card != move["card"] and cards.count(card) == 1)
    page.click(f'.card[data-card="{other}"]', position={"x": 6, "y": 6})
    expect(page.locator("#message")).to_have_text(
        "This game changed on another device. The board shows where it stands now: play on from here."
    )
    check(page, "a refused move")
    page.unroute("**/events")

    page.click("#resign")
    page.click("#confirm-yes")
    page.click("#gameover-replay")
    settled(page, "replay")
    check(page, "the replay")
    page.click("#replay-last")
    check(page, "the replay's last step", axe=False)

    go(page, "help")
    page.click("#help-tutorial")
    expect(page.locator("#coach")).to_be_visible()
    check(page, "the tutorial")
    page.click("#coach-skip")
    settled(page, "new")

    console.expect("401")
    go(page, "profile")
    page.fill("#signin-username", "nobody")
    page.fill("#signin-password", "not the password")
    page.click("#signin-form button[type=submit]")
    expect(page.locator("#message")).to_have_text("That username and password don't match. Check them and try again.")
    check(page, "a refused sign-in", axe=False)


@pytest.mark.parametrize("theme", ["aged-pine", "sunset-leather"])
def test_the_other_themes_keep_text_readable(browser: Browser, server: str, console: Console, theme: str) -> None:
    context = new_context(browser, DESKTOP)
    page = open_page(context, console, server)
    with api(page, server) as device:
        current = device.get("/players/me/settings").json()
        device.put(
            "/players/me/settings",
            json={**current["settings"], "theme": theme},
            headers={"If-Match": f'"{current["version"]}"'},
        )
    page.reload()
    settled(page)
    assert page.evaluate("document.documentElement.dataset.theme") == theme
    check(page, f"{theme}: new game")
    practice(page, seed=theme)
    check(page, f"{theme}: the table")
    page.click("#resign")
    page.click("#confirm-yes")
    check(page, f"{theme}: game over")
    page.click("#new-after-game")
    for view in ["leaderboards", "profile", "campaign", "calendar"]:
        go(page, view)
        check(page, f"{theme}: {view}")
    context.close()


def test_what_a_game_earned_is_named_for_people(page: Page, server: str) -> None:
    """A win that unlocks a card back and a title (rare in a test) is shown from a real answer with a
    celebration added on the way back: the dialog names the back, never its id."""

    def celebrate(route: Route) -> None:
        answer = route.fetch()
        state = answer.json()
        if state.get("status") == "lost":
            state["celebration"] = {
                "improved_boards": [],
                "off_boards": None,
                "under_review": False,
                "unlocked_card_backs": ["brass-star", "marshal-badge"],
                "achievements": ["under-par", "daily-month"],
                "title": "Grand Marshal",
                "campaign": {"level": 12, "best_badge": "gold"},
            }
        route.fulfill(response=answer, json=state)

    practice(page, seed="celebrate")
    page.route("**/actions", celebrate)
    page.click("#resign")
    page.click("#confirm-yes")
    dialog = page.locator("#gameover")
    expect(dialog).to_contain_text("New card back: Brass Star")
    expect(dialog).to_contain_text("New card back: Marshal's Badge")
    expect(dialog).to_contain_text("New title: Grand Marshal")
    expect(dialog).to_contain_text("Campaign stop 12: best medal gold")
    expect(dialog).to_contain_text("Achievement: Under Par")
    expect(dialog).to_contain_text("Achievement: Month on the Trail")
    check(page, "what a game earned")

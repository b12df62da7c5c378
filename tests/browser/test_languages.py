"""Each language through every view: the browser's language chooses it, the synced setting changes it, no English
word is left on screen, and nothing spills over a small phone's edge in words longer than English ones."""

from __future__ import annotations

import re
import secrets

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.checks import READ_TEXT, overflow, words_problems
from tests.browser.conftest import (
    Console,
    api,
    crowded_board,
    dealt,
    go,
    new_context,
    open_page,
    practice,
    screenshot,
    settled,
)

pytestmark = pytest.mark.browser

BROWSER_LOCALES = {"de": "de-DE", "fr": "fr-FR", "es": "es-ES"}
SMALL_PHONE = {"viewport": {"width": 360, "height": 640}, "is_mobile": True, "has_touch": True}

# English words a translation would never keep: the little words of sentences and the game's own nouns.
ENGLISH = frozenset(
    """the and your you with this that from are not yet all what when which there here every been have has will can't
    don't won't isn't game games play played new moves move redeal redeals cards card row rows gap gaps player
    sign account settings save help profile leaderboards leaderboard today week month back next previous finish
    undo hint resign three four more fewer best times deal daily campaign medal silver ranked won lost of to on at
    it by or is no""".split()  # noqa: SIM905 (a word list reads best as words)
)
# Words of English that are words of the language too ("on" is French, "no" Spanish, "or" the French gold, "will"
# German).
SHARED = {"de": {"will"}, "fr": {"on", "or"}, "es": {"no"}}
# Names that stay as they are in every language: the campaign's stops are places in Montana.
NAMES = re.compile(
    r"Bitterroot Crossing|Gallatin Ford|Big Hole Pass|Madison Springs|Jefferson Bend|Beartooth Ridge|"
    r"Yellowstone Bluffs|Musselshell Flats|Judith Gap|Sweet Grass Hills|Glacier Summit|Helena|"
    r"Montana Solitaire|Montana|Blue Moon"
)
VIEWS = ["new", "campaign", "calendar", "leaderboards", "profile", "charts", "friends", "races", "help"]


def english_words(page: Page, language: str) -> list[str]:
    found = []
    for text in page.evaluate(READ_TEXT):
        for word in re.findall(r"[A-Za-z']+", NAMES.sub("", text)):
            if word.lower() in ENGLISH - SHARED[language]:
                found.append(f"{word!r} in {text[:100]!r}")
    return found


def read_in(page: Page, language: str, where: str) -> None:
    assert english_words(page, language) == [], f"{language}, {where}: English left"
    assert words_problems(page) == [], f"{language}, {where}: words"
    assert overflow(page) == [], f"{language}, {where}: spills over"


def asks_to_follow(page: Page, server: str, name: str) -> httpx.Client:
    """Another player, named ``name`` (and a few letters of their own), asks to follow the page's player; answers
    that player's client, closed by the caller."""
    with api(page, server) as device:
        me = device.get("/players/me").json()["id"]
    token = httpx.post(f"{server}/api/v1/players").json()["token"]
    other = httpx.Client(base_url=f"{server}/api/v1", headers={"Authorization": f"Bearer {token}"})
    assert other.patch("/players/me", json={"display_name": f"{name} {secrets.token_hex(2)}"}).status_code == 200
    assert other.put(f"/players/me/following/{me}").status_code == 200
    return other


def challenged_by(page: Page, server: str, friend: httpx.Client) -> None:
    """The page's player lets ``friend`` follow them, and ``friend`` challenges them to a deal."""
    friend_id = friend.get("/players/me").json()["id"]
    with api(page, server) as device:
        me = device.get("/players/me").json()["id"]
        assert device.put(f"/players/me/followers/{friend_id}", json={"status": "accepted"}).status_code == 200
    made = friend.post("/challenges", json={"players": [me], "rules": "blue-moon@1"})
    assert made.status_code == 201, made.text


@pytest.mark.parametrize("language", list(BROWSER_LOCALES))
def test_every_view_speaks_the_browsers_language(
    browser: Browser, server: str, console: Console, language: str
) -> None:
    context = new_context(browser, {**SMALL_PHONE, "locale": BROWSER_LOCALES[language]}, returning=False)
    page = open_page(context, console, server)
    # The widest rows there are, under longer words (the names in letters any font has: a name is not a word to check).
    names = ["Bartholomew_Featherstonehaugh_III", "Maximiliane-Wolkenstein", "W" * 24, "GapsBot 9000"]
    page.route("**/api/v1/leaderboards/**", lambda route: crowded_board(route, names=names))
    assert page.evaluate("document.documentElement.lang") == language
    expect(page.locator("#welcome")).to_be_visible()
    read_in(page, language, "the welcome")
    page.click("#welcome-skip")
    friend = asks_to_follow(page, server, "Wilhelmina_Feathers")
    for view in VIEWS:
        go(page, view)
        settled(page, view)
        if view == "friends":
            page.click("#make-invite")
            expect(page.locator("#invite-link")).to_be_visible()
        read_in(page, language, view)
        screenshot(page, f"{language}-{view}-phone.png")

    # A friend's challenge comes as a notice, which leads to the challenge's page.
    challenged_by(page, server, friend)
    friend.close()
    expect(page.locator("#notice")).to_be_visible()
    read_in(page, language, "a challenge's notice")
    screenshot(page, f"{language}-notice-phone.png")
    page.click("#notice-link")
    settled(page, "challenge")
    read_in(page, language, "a challenge")
    screenshot(page, f"{language}-challenge-phone.png", full_page=True)

    practice(page, seed="demo")
    read_in(page, language, "the table")
    page.click('.cell[data-row="1"][data-col="0"]', position={"x": 8, "y": 8})
    read_in(page, language, "a gap's cards")
    page.click("#resign")
    expect(page.locator("#confirm")).to_be_visible()
    read_in(page, language, "the resign question")
    page.click("#confirm-yes")
    expect(page.locator("#gameover")).to_be_visible()
    read_in(page, language, "game over")
    screenshot(page, f"{language}-game-over-phone.png")
    page.click("#new-after-game")
    settled(page, "new")

    console.expect("404 (Not Found)")
    page.goto(f"{server}/#replay/{'0' * 32}")  # a problem of the API (no such game), said in the language
    expect(page.locator("#message")).not_to_be_empty()
    read_in(page, language, "a problem")
    context.close()


def test_the_language_setting_follows_the_player_to_another_device(
    browser: Browser, server: str, console: Console
) -> None:
    context = new_context(browser, {**SMALL_PHONE, "locale": "en-GB"})
    page = open_page(context, console, server)
    assert page.evaluate("document.documentElement.lang") == "en"
    go(page, "profile")
    page.select_option("#setting-language", "fr")
    with page.expect_navigation():
        page.click("#settings-form button[type=submit]")
    page.wait_for_selector("body[data-ready=true]")
    assert page.evaluate("document.documentElement.lang") == "fr"
    with api(page, server) as device:
        assert device.get("/players/me/settings").json()["settings"]["language"] == "fr"
        credentials = {"username": f"polyglot{secrets.token_hex(4)}", "password": "a long password"}
        assert device.post("/players/me/account", json=credentials).status_code == 200
    signed_in = httpx.post(f"{server}/api/v1/sessions", json=credentials)  # the desktop signs in as the same player
    assert signed_in.status_code == 201, signed_in.text
    token = signed_in.json()["token"]

    other = new_context(browser, {"viewport": {"width": 1440, "height": 900}, "locale": "de-DE"})
    other.add_init_script(f"localStorage.setItem('montana.token', {token!r})")
    desktop = open_page(other, console, server)  # the German browser loads once in German, then as the setting says
    desktop.wait_for_selector("html[lang=fr]", state="attached")
    desktop.wait_for_selector("body[data-ready=true]")
    go(desktop, "new")
    settled(desktop, "new")
    read_in(desktop, "fr", "new game on the other device")
    screenshot(desktop, "fr-new-desktop.png")
    go(desktop, "profile")
    expect(desktop.locator("#setting-language")).to_have_value("fr")
    desktop.select_option("#setting-language", "")  # back to the browser's choice: German here
    with desktop.expect_navigation():
        desktop.click("#settings-form button[type=submit]")
    desktop.wait_for_selector("body[data-ready=true]")
    assert desktop.evaluate("document.documentElement.lang") == "de"
    practice(desktop, seed="demo")
    dealt(desktop)
    read_in(desktop, "de", "the table on a desktop")
    screenshot(desktop, "de-table-desktop.png")
    context.close()
    other.close()

"""Art and feel: the deal glides in, the win cascades with a fanfare and the finishing time, focus,
locked, hinted and target cards each look their own, the campaign is a trail, and reduced motion
is respected."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect
from sqlalchemy import func, select

from app.games.models import CampaignDeal
from app.kit.db import Database
from tests.browser.conftest import (
    DESKTOP,
    Console,
    api,
    current_game_id,
    dealt,
    go,
    new_context,
    open_page,
    practice,
    screenshot,
    settled,
)
from tests.conftest import choose_campaign_deals

pytestmark = [pytest.mark.browser, pytest.mark.alone]

# A deal the solver wins without a redeal, and its line: card, row, column (hexadecimal).
WINNING_SEED = "victory-135"
WINNING_LINE_TEXT = (
    "5C28 JH39 8D1a 6C29 8H0a 2C10 3D34 3C11 QH3a 4S14 2H00 9S17 TS18 4C12 3S27 5C13 4S28 6C14 5S29 7H0c 6H09 6S2a "
    "2S30 8C26 5H03 QD2c TH08 9H0b TC07 7D36 JS19 6D24 8D37 9D38 KS21 3S31 4S32 QS1a 2D20 5S33 9C27 TC28 JC29 6H04 "
    "JH09 TD39 KH3b KS1b 3D21 6S34 7S35 QC2a 7C15 7D25 8S36 8C16 8D26 9S37 9C17 9D27 TS38 TC18 TD28 JS39 JC19 JD29 "
    "KC2b 7H05 8H06 QH0a QS3a QC1a 9H07 KH0b KS3b KC1b QD2a KD2b 4D22 3H01"
)
WINNING_LINE = WINNING_LINE_TEXT.split()


def card_animations(page: Page) -> int:
    return int(
        page.evaluate(
            "document.getAnimations().filter((a) => a.effect?.target?.matches?.('.card') && a.playState === 'running')"
            ".length"
        )
    )


def test_the_deal_glides_in_from_the_deck(page: Page) -> None:
    go(page, "new")
    page.fill("#practice-seed", "deal")
    page.click("#practice-form button[type=submit]")
    page.wait_for_selector("#view-play:not([hidden]) .card")
    assert card_animations(page) >= 40, "the cards fly in one after another"
    dealt(page)
    assert card_animations(page) == 0


def test_reduced_motion_deals_and_wins_without_movement(browser: Browser, server: str, console: Console) -> None:
    context = new_context(browser, {**DESKTOP, "reduced_motion": "reduce"})
    page = open_page(context, console, server)
    go(page, "new")
    page.fill("#practice-seed", "still")
    page.click("#practice-form button[type=submit]")
    page.wait_for_selector("#view-play:not([hidden]) .card")
    assert card_animations(page) == 0
    durations = page.evaluate("getComputedStyle(document.querySelector('.card')).transitionDuration")
    assert set(durations.split(", ")) == {"0s"}
    context.close()


def looks(page: Page, selector: str) -> dict[str, Any]:
    return dict(
        page.evaluate(
            """(selector) => {
                const style = getComputedStyle(document.querySelector(selector));
                return {
                    shadow: style.boxShadow,
                    border: `${style.borderStyle} ${style.borderColor}`,
                    outline: `${style.outlineStyle} ${style.outlineColor}`,
                };
            }""",
            selector,
        )
    )


def test_focus_locked_hinted_and_target_cards_each_look_their_own(page: Page) -> None:
    practice(page)
    page.click('.card[data-card="QD"]')  # QD has one gap
    expect(page.locator("#hud-moves")).to_have_text("1")
    page.click('.cell[data-row="1"][data-col="0"]', position={"x": 5, "y": 5})
    page.click('.card[data-card="2D"]')  # starts row 2: a locked run
    expect(page.locator(".card.locked")).to_have_count(1)
    page.click("#hint")
    expect(page.locator(".card.hint-card")).to_have_count(1)
    page.locator('.cell[data-row="0"][data-col="0"]').focus()
    page.keyboard.press("ArrowRight")
    # A card that fits two gaps: its targets light up.
    choice = page.evaluate(
        """() => {
            const moves = window.montana.game.legal_moves;
            return moves.map((m) => m.card).find((card, i, all) => all.indexOf(card) !== all.lastIndexOf(card)) || null;
        }"""
    )
    kinds = {
        "focus": looks(page, ".cursor"),
        "locked": looks(page, ".card.locked"),
        "hint": looks(page, ".card.hint-card"),
        "gap the hint names": looks(page, ".cell.hint-to"),
    }
    screenshot(page, "desktop.png")
    if choice:
        page.click(f'.card[data-card="{choice}"]', position={"x": 5, "y": 5})
        kinds["target"] = looks(page, ".cell.target")
    seen = [tuple(sorted(value.items())) for value in kinds.values()]
    assert len(set(seen)) == len(seen), kinds
    assert kinds["focus"]["outline"].startswith("solid"), "the focus ring is an outline, not a glow"


def test_a_win_cascades_with_a_fanfare_and_shows_the_finishing_time(page: Page, server: str) -> None:
    practice(page, seed=WINNING_SEED)
    game_id = current_game_id(page)
    with api(page, server) as device:  # the first 79 moves on another device, the last one here
        for step in WINNING_LINE[:-1]:
            version = device.get(f"/games/{game_id}").json()["version"]
            move = {"type": "move", "card": step[:2], "to": [int(step[2]), int(step[3], 16)]}
            response = device.post(f"/games/{game_id}/actions", json=move, headers={"If-Match": f'"{version}"'})
            assert response.status_code == 200, response.text
    page.reload()
    dealt(page)
    page.evaluate(
        """() => {
            window.fanfares = 0;
            const sound = window.montana.sound;
            const play = sound.fanfare.bind(sound);
            sound.fanfare = () => { window.fanfares += 1; play(); };
        }"""
    )
    last = WINNING_LINE[-1]
    page.click(f'.card[data-card="{last[:2]}"]')
    expect(page.locator("#cascade .card.ghost").first).to_be_attached()  # cards leap off the table
    assert page.evaluate("window.fanfares") == 1
    page.click("#cascade")  # a click hurries the celebration
    dialog = page.locator("#gameover")
    expect(dialog).to_be_visible()
    expect(dialog.locator("#gameover-title")).to_have_text("You won!")
    state = page.evaluate("window.montana.game")
    minutes, seconds = divmod(state["elapsed_ms"] // 1000, 60)
    expect(dialog.locator(".finish-time")).to_have_text(f"{minutes}:{seconds:02d}")
    expect(dialog).to_contain_text("2 redeals left \u00d7 500")
    screenshot(page, "desktop-game-over.png")


def play_a_few_ranked_moves(server: str, name: str) -> None:
    """Another player: a ranked game, every move that lengthens a run, then a resignation."""
    with httpx.Client(base_url=f"{server}/api/v1") as other:
        other.headers["Authorization"] = f"Bearer {other.post('/players').json()['token']}"
        other.patch("/players/me", json={"display_name": name}).raise_for_status()
        game = other.post("/games", json={"rules": "classic@1"}).json()
        while True:
            runs = game["runs"]
            extending = [m for m in game["legal_moves"] if m["to"][1] == runs[m["to"][0]]]
            if not extending:
                break
            move = {"type": "move", "card": extending[0]["card"], "to": extending[0]["to"]}
            game = other.post(f"/games/{game['id']}/actions", json=move).json()
        other.post(f"/games/{game['id']}/actions", json={"type": "resign"}).raise_for_status()


def test_medals_and_the_campaign_trail(page: Page, server: str) -> None:
    for name in ["Calamity Jane", "Wild Bill", "Annie Oakley", "Doc Holliday"]:
        play_a_few_ranked_moves(server, name)
    go(page, "new")
    page.click('.tile[data-rules="classic@1"]')
    dealt(page)
    page.click("#resign")
    page.click("#confirm-yes")
    page.click("#new-after-game")
    settled(page, "new")
    go(page, "leaderboards")
    page.click("[data-board=score]")
    expect(page.locator(".board-table .rank use[href='#medal-gold']")).to_have_count(1)  # first place wears gold
    expect(page.locator(".board-table .rank use[href='#medal-silver']")).to_have_count(1)
    page.click("#around-me")
    expect(page.locator("#around")).to_be_visible()
    page.evaluate("document.querySelector('#main').scrollTop = 0")
    screenshot(page, "leaderboards.png")
    go(page, "profile")
    expect(page.locator(".medals [role=img]")).to_have_count(3)
    expect(page.locator(".medals [aria-label='Gold medal']")).to_have_count(1)
    go(page, "campaign")
    expect(page.locator(".campaign-map .stop[data-level]")).to_have_count(12)
    expect(page.locator(".campaign-map .stop.goal")).to_contain_text("Grand Marshal")
    expect(page.locator(".campaign-map .map-trail")).to_have_count(1)
    expect(page.locator(".stop.next")).to_have_attribute("data-level", "1")
    screenshot(page, "campaign.png")
    # Each stop's name can be read: dark ink on parchment, whatever medal it wears.
    colours = page.evaluate(
        """() => [...document.querySelectorAll('.stop-name')].map((name) => [getComputedStyle(name).color,
            getComputedStyle(name).backgroundColor])"""
    )
    assert all(ink != paper for ink, paper in colours)


def test_form_controls_and_surfaces_are_styled(page: Page) -> None:
    go(page, "profile")
    assert page.evaluate("getComputedStyle(document.querySelector('#setting-theme')).appearance") == "none"
    assert page.evaluate("getComputedStyle(document.querySelector('#setting-sound')).appearance") == "none"
    practice(page)
    assert page.evaluate("getComputedStyle(document.querySelector('#volume')).appearance") == "none"
    for theme in ["classic-felt", "aged-pine", "sunset-leather"]:
        page.evaluate(f"document.documentElement.dataset.theme = '{theme}'")
        surface = page.evaluate("getComputedStyle(document.body).backgroundImage")
        assert "feTurbulence" in surface, f"{theme} has a grain of its own"


def test_a_campaign_stop_ends_with_try_again_and_the_next_stop(page: Page, server_database: str) -> None:
    database = Database(server_database)
    with database.sessions() as session:
        chosen = session.scalar(select(func.count()).select_from(CampaignDeal))
    if not chosen:
        choose_campaign_deals(database)  # as the worker does
    database.engine.dispose()
    go(page, "campaign")
    page.click('.campaign-map .stop[data-level="1"]')
    # The stop says what it is before it starts: its deal, the player's best, what each medal takes.
    details = page.locator("#stop-details")
    expect(details.locator("#stop-title")).to_have_text("Bitterroot Crossing")
    expect(details).to_contain_text("Not tried yet")
    expect(details).to_contain_text("No medal yet")
    expect(details.locator(".medal-ladder li")).to_have_count(3)
    screenshot(page, "campaign-stop.png")
    page.click("#stop-close")
    expect(details).to_be_hidden()
    page.click('.campaign-map .stop[data-level="1"]')
    page.click("#stop-play")
    dealt(page)
    expect(page.locator("#hud-mode")).to_contain_text("1")
    page.click("#resign")
    page.click("#confirm-yes")
    expect(page.locator("#retry-stop")).to_be_visible()
    expect(page.locator("#next-stop")).to_have_text("Next stop: 2")
    page.click("#next-stop")
    dealt(page)
    expect(page.locator("#hud-mode")).to_contain_text("2")
    assert page.evaluate("window.montana.game.campaign_level") == 2
    page.click("#resign")
    page.click("#confirm-yes")
    lost = page.evaluate("window.montana.game.id")
    page.click("#retry-stop")
    page.wait_for_function("(lost) => window.montana.game.id !== lost", arg=lost)
    dealt(page)
    assert page.evaluate("window.montana.game.campaign_level") == 2
    assert page.evaluate("window.montana.game.status") == "playing"
    go(page, "campaign")
    page.click('.campaign-map .stop[data-level="2"]')
    expect(page.locator("#stop-details")).to_contain_text("Attempts1")  # the attempt in play is not over
    expect(page.locator("#stop-play")).to_have_text("Play it again")

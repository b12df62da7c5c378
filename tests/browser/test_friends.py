"""Friends in Chromium: an invite link opened on another browser, a follow asked from a player's page and
accepted, following back, a block, and the friends' boards, on a phone and on a desktop."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.browser.checks import overflow, words_problems
from tests.browser.conftest import DESKTOP, PHONE, Console, api, go, new_context, open_page, screenshot, settled

pytestmark = pytest.mark.browser

AXE = Axe()


def readable(page: Page, where: str) -> None:
    assert words_problems(page) == [], f"{where}: words"
    assert overflow(page) == [], f"{where}: overflow"
    results = AXE.run(page, options={"resultTypes": ["violations"]}).response
    serious = [v["id"] for v in results["violations"] if v["impact"] in ("serious", "critical")]
    assert serious == [], f"{where}: accessibility"


def named(page: Page, server: str, name: str) -> str:
    with api(page, server) as device:
        assert device.patch("/players/me", json={"display_name": name}).status_code == 200
        return str(device.get("/players/me").json()["id"])


def ranked_game_ended(page: Page, server: str, seed_rules: str = "classic@1") -> None:
    """A ranked game started and resigned through the API: a score of its own on the score board."""
    with api(page, server) as device:
        game = device.post("/games", json={"rules": seed_rules}).json()
        assert device.post(f"/games/{game['id']}/actions", json={"type": "resign"}).status_code == 200


def friends_of(page: Page) -> dict[str, list[str]]:
    return {
        section: page.locator(f"#{section} li .player-link").all_inner_texts()
        for section in ("friend-requests", "friend-following", "friend-followers", "friend-blocks")
    }


@pytest.fixture(params=[PHONE, DESKTOP], ids=["phone", "desktop"])
def device(request: pytest.FixtureRequest) -> dict[str, object]:
    return dict(request.param)


@pytest.fixture
def two(browser: Browser, device: dict[str, object], server: str) -> Iterator[tuple[BrowserContext, BrowserContext]]:
    ada, bo = new_context(browser, device), new_context(browser, device)
    ada.grant_permissions(["clipboard-read", "clipboard-write"], origin=server)
    yield ada, bo
    ada.close()
    bo.close()


def test_an_invite_link_a_follow_back_a_request_and_a_block(
    two: tuple[BrowserContext, BrowserContext], browser: Browser, device: dict[str, object], server: str,
    console: Console,
) -> None:  # fmt: skip
    kind = "phone" if device.get("is_mobile") else "desktop"
    # Names are the server's for the whole run: each device's walk has its own.
    ada_name, bo_name, cy_name = (f"{first} on a {kind}" for first in ("Ada", "Bo", "Cy"))
    ada_context, bo_context = two
    ada = open_page(ada_context, console, server)
    bo = open_page(bo_context, console, server)
    named(ada, server, ada_name)
    bo_id = named(bo, server, bo_name)

    # Ada makes her invite link and copies it; Bo opens it and follows her at once.
    go(ada, "profile")
    ada.click("#open-friends")
    settled(ada, "friends")
    ada.click("#make-invite")
    expect(ada.locator("#invite-link")).to_have_value(re.compile(rf"^{re.escape(server)}/#invite/[\w-]{{22}}$"))
    ada.click("#copy-invite")
    link = ada.evaluate("navigator.clipboard.readText()")
    assert link.startswith(f"{server}/#invite/")
    readable(ada, "friends, with an invite link")
    screenshot(ada, f"friends-{kind}.png", full_page=True)

    bo.goto(link)
    settled(bo, "invite")
    expect(bo.locator("#invite-page")).to_contain_text(ada_name)
    readable(bo, "an invite")
    screenshot(bo, f"invite-{kind}.png")
    bo.click("#accept-invite")
    settled(bo, "friends")
    expect(bo.locator("#message")).to_have_text(f"You follow {ada_name} now.")
    assert friends_of(bo)["friend-following"] == [ada_name]

    # Ada sees Bo among her followers and follows back: no question, since Bo follows her.
    ada.reload()
    settled(ada, "friends")
    assert friends_of(ada)["friend-followers"] == [bo_name]
    ada.click('#friend-followers [data-do="follow"]')
    expect(ada.locator("#message")).to_have_text(f"You follow {bo_name} now.")
    assert friends_of(ada)["friend-following"] == [bo_name]

    # Cy asks to follow Ada from her page; Ada accepts.
    cy_context = new_context(browser, device)
    cy = open_page(cy_context, console, server)
    cy_id = named(cy, server, cy_name)
    with api(ada, server) as device_of_ada:
        ada_id = device_of_ada.get("/players/me").json()["id"]
    cy.goto(f"{server}/#player/{ada_id}")
    settled(cy, "player")
    cy.click("#follow-player")
    expect(cy.locator("#message")).to_have_text(f"Asked: {ada_name} sees your request.")
    expect(cy.locator("#friendship-state")).to_have_text("Asked, waiting for an answer")
    readable(cy, "a player's page, a follow asked")
    screenshot(cy, f"player-follow-{kind}.png")
    ada.reload()
    settled(ada, "friends")
    assert friends_of(ada)["friend-requests"] == [cy_name]
    ada.click('#friend-requests [data-do="accept"]')
    expect(ada.locator("#message")).to_have_text(f"{cy_name} follows you now.")
    assert friends_of(ada)["friend-requests"] == []
    assert sorted(friends_of(ada)["friend-followers"]) == [bo_name, cy_name]
    readable(ada, "friends, with followers")
    screenshot(ada, f"friends-lists-{kind}.png", full_page=True)

    # The friends' boards: Ada and Bo finished ranked games, Cy too; among Ada's friends, Cy is not (Ada does
    # not follow Cy), and the whole board has Cy.
    for player in (ada, bo, cy):
        ranked_game_ended(player, server)
    go(ada, "leaderboards")
    ada.click("[data-board=score]")
    settled(ada)
    ada.click("[data-among=friends]")
    expect(ada.locator(".board-table tbody tr")).to_have_count(2)
    shown = ada.locator(".board-table tbody .player-link").all_inner_texts()
    assert sorted(shown) == [ada_name, bo_name]
    readable(ada, "the friends' board")
    screenshot(ada, f"friends-board-{kind}.png")
    ada.click("[data-among=everyone]")
    expect(ada.locator(".board-table tbody").get_by_text(cy_name)).to_be_visible()

    # Ada blocks Cy from Cy's page: Cy's follow ends, and Cy cannot follow again.
    ada.goto(f"{server}/#player/{cy_id}")
    settled(ada, "player")
    ada.click("#block-player")
    ada.click("#confirm-yes")
    expect(ada.locator("#message")).to_have_text(f"You block {cy_name} now.")
    expect(ada.locator("#unblock-player")).to_be_visible()
    cy.reload()
    settled(cy, "player")
    console.expect("403")
    cy.click("#follow-player")
    expect(cy.locator("#message")).to_have_text("You can't follow this player: one of you blocks the other.")
    go(ada, "profile")
    ada.click("#open-friends")
    settled(ada, "friends")
    assert friends_of(ada)["friend-blocks"] == [cy_name]
    assert friends_of(ada)["friend-followers"] == [bo_name]
    with api(ada, server) as device_of_ada:
        assert device_of_ada.get(f"/players/me/relations/{bo_id}").json()["following"] == "accepted"
    cy_context.close()


def test_a_link_no_longer_in_use_says_so(page: Page, server: str, console: Console) -> None:
    console.expect("404")
    page.goto(f"{server}/#invite/{'x' * 22}")
    settled(page, "invite")
    expect(page.locator("#invite-gone")).to_have_text(
        "This invite link is no longer in use. Ask your friend for a new one."
    )

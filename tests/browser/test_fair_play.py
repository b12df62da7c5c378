"""Boards people can trust, in the browser: bots marked and on boards of their own, a held game shown to its
player alone, and the moderators' page, which only a moderator is offered."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, expect

from app.cli import main as montana
from tests.browser.checks import low_contrast, words_problems
from tests.browser.conftest import PHONE, Console, go, new_context, open_page, settled, token_of

pytestmark = pytest.mark.browser
PASSWORD = "a fair deal for all"
RUN = uuid.uuid4().hex[:6]
"""Usernames end with it: the live server serves every test of the session, and outlives each."""


@contextmanager
def player(
    server: str, username: str, name: str, *, bot: bool = False, token: str | None = None
) -> Iterator[httpx.Client]:
    """A named player (a display name needs an account), as an API client; `token` names one already made."""
    if token is None:
        token = httpx.post(f"{server}/api/v1/players", json={"bot": bot}).json()["token"]
    with httpx.Client(base_url=f"{server}/api/v1", headers={"Authorization": f"Bearer {token}"}) as client:
        made = client.post("/players/me/account", json={"username": username, "password": PASSWORD, "bot": bot})
        assert made.status_code == 200, made.text
        assert client.patch("/players/me", json={"display_name": name}).status_code == 200
        yield client


def ranked_game(client: httpx.Client, *, script: bool = False) -> dict[str, Any]:
    """A ranked Classic game played and resigned (it ranks on the score board): by a person's hand, or at a
    script's pace (a move and its undo, fifteen times, as fast as the server answers), which is held."""
    game = client.post("/games", json={"rules": "classic@1", "abandon_current": True}).json()
    for _ in range(15 if script else 1):
        move = game["legal_moves"][0]
        game = client.post(
            f"/games/{game['id']}/actions", json={"type": "move", "card": move["card"], "to": move["to"]}
        ).json()
        if script:
            game = client.post(f"/games/{game['id']}/actions", json={"type": "undo"}).json()
    over = client.post(f"/games/{game['id']}/actions", json={"type": "resign"}).json()
    assert over["celebration"]["under_review"] is script, over["celebration"]
    return dict(over)


def readable(page: Any, where: str) -> None:
    assert words_problems(page) == [], f"{where}: words"
    assert low_contrast(page) == [], f"{where}: contrast"


def test_bots_are_marked_held_games_shown_to_their_player_and_moderation_to_moderators(
    browser: Browser, server: str, server_database: str, console: Console
) -> None:
    with (
        player(server, f"belle-{RUN}", "Belle Starr") as belle,
        player(server, f"engine-{RUN}", "Steam Engine", bot=True) as bot,
    ):
        ranked_game(belle)
        ranked_game(bot)
    context = new_context(browser, PHONE)
    page = open_page(context, console, server)
    with player(server, f"sue-{RUN}", "Speedy Sue", token=token_of(page)) as sue:
        ranked_game(sue, script=True)

    go(page, "leaderboards")
    page.click("[data-board=score]")
    settled(page, "leaderboards")
    table = page.locator(".table-panel").first
    expect(table).to_contain_text("Belle Starr")
    expect(table).not_to_contain_text("Steam Engine")
    expect(table.locator(".bot-mark")).to_have_count(0)
    expect(page.locator("#under-review")).to_contain_text("Your score of")  # Sue's own game, held: hers to see
    readable(page, "the people's board")
    page.click("[data-league=bots]")
    settled(page, "leaderboards")
    expect(page.locator("[data-league=bots]")).to_have_attribute("aria-pressed", "true")
    bots = page.locator(".board-table tbody tr")
    expect(bots).to_have_count(1)
    expect(bots).to_contain_text("Steam Engine")
    expect(bots.locator(".bot-mark")).to_have_text("BOT")
    readable(page, "the bots' board")
    bots.locator(".player-link").click()
    settled(page, "player")
    expect(page.locator("#public-name .bot-mark")).to_be_visible()
    expect(page.locator("#view-player")).to_contain_text("Games abandoned")
    expect(page.locator("#moderator-tools")).to_have_count(0)
    readable(page, "a bot's profile")

    expect(page.locator("#nav-moderation")).to_be_hidden()
    page.goto(f"{server}/#moderation")
    settled(page)
    assert page.evaluate("document.body.dataset.view") == "new", "the moderators' page is not a player's"

    with player(server, f"marshal-{RUN}", "Marshal Dillon") as marshal:
        assert montana(["admin", "grant-moderator", f"marshal-{RUN}", "--database-url", server_database]) == 0
        token = str(marshal.headers["Authorization"]).removeprefix("Bearer ")
    page.evaluate("(token) => localStorage.setItem('montana.token', token)", token)
    page.reload()
    settled(page)
    go(page, "moderation")
    held = page.locator("article.held")
    expect(held).to_have_count(1)
    expect(held).to_contain_text("Speedy Sue")
    expect(held.locator(".flags")).to_contain_text("a second")
    readable(page, "the moderators' page")
    held.locator("input[name=reason]").fill("watched the replay: a quick hand")
    held.locator("[data-decision=clear]").click()
    expect(page.locator("#message")).to_have_text("Speedy Sue's game is cleared: it ranks now.")
    expect(page.locator("#held-list")).to_have_text("No game is waiting for review.")
    expect(page.locator("#decisions li")).to_contain_text("Cleared a game of Speedy Sue")
    expect(page.locator("#decisions li")).to_contain_text("by Marshal Dillon")
    expect(page.locator("#decisions .reason")).to_have_text("watched the replay: a quick hand")

    go(page, "leaderboards")  # Belle turns out to be a program: a moderator marks her on her page
    page.click("[data-board=score]")
    settled(page, "leaderboards")
    page.locator(".player-link", has_text="Belle Starr").click()
    settled(page, "player")
    page.fill("#tools-reason", "plays every night at the same pace")
    page.click("#moderator-tools [data-decision=mark-bot]")
    expect(page.locator("#public-name .bot-mark")).to_be_visible()
    expect(page.locator("#moderator-tools [data-decision=unmark-bot]")).to_be_visible()
    readable(page, "a moderator on a player's page")
    context.close()

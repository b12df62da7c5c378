"""A tapped move shows at once, before the server answers; taps made meanwhile wait their turn and are all played;
a refusal puts the card back and says why; a 429 waits and goes on without a word."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

from tests.browser.conftest import (
    PHONE,
    Console,
    api_state,
    board_of,
    current_game_id,
    new_context,
    open_page,
    practice,
)

pytestmark = [pytest.mark.browser, pytest.mark.alone]

DELAY_MS = 600  # far more than a frame: a move shown before it passes was shown before the answer


def slow_network(page: Page, latency_ms: int) -> None:
    """Every request (and its answer) takes `latency_ms` more, as on a poor mobile connection."""
    session = page.context.new_cdp_session(page)
    session.send("Network.enable")
    session.send(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": latency_ms, "downloadThroughput": -1, "uploadThroughput": -1},
    )


def two_moves_in_a_row(server: str, seed: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """A move of the deal that fits one gap, and one that fits one gap after it: learnt on a game of our own."""
    with httpx.Client(base_url=f"{server}/api/v1") as client:
        token = client.post("/players").json()["token"]
        client.headers["Authorization"] = f"Bearer {token}"
        game = client.post("/games", json={"rules": "classic@1", "seed": seed}).json()

        def alone(state: dict[str, Any]) -> dict[str, Any]:
            cards = [move["card"] for move in state["legal_moves"]]
            return next(move for move in state["legal_moves"] if cards.count(move["card"]) == 1)

        first = alone(game)
        action = {"type": "move", "card": first["card"], "to": first["to"]}
        after = client.post(f"/games/{game['id']}/actions", json=action, headers={"If-Match": f'"{game["version"]}"'})
        return first, alone(after.json())


def tap_card(page: Page, card: str) -> None:
    """A finger on the band of the card that shows."""
    box = page.evaluate(
        """(card) => {
            const element = document.querySelector(`.card[data-card="${card}"]`);
            const shown = window.montana.board.shownRect(Number(element.dataset.row), Number(element.dataset.col));
            return { x: shown.left + shown.width / 2, y: shown.top + Math.min(shown.height, 30) / 2 };
        }""",
        card,
    )
    page.touchscreen.tap(box["x"], box["y"])


def settle(page: Page) -> None:
    """Every action of the page has been answered (a shown move counts as a move before its answer)."""
    page.evaluate("() => window.montana.queue.idle()")
    assert page.evaluate("window.montana.game.pending") is None


def phone_table(
    browser: Browser, server: str, console: Console, seed: str
) -> tuple[BrowserContext, Page, dict[str, Any], dict[str, Any]]:
    """A phone with the practice deal `seed` on its table, and two moves of it in a row (each fitting one gap)."""
    first, second = two_moves_in_a_row(server, seed)
    context = new_context(browser, PHONE)
    page = open_page(context, console, server)
    practice(page, seed=seed)
    return context, page, first, second


def in_its_gap(page: Page, move: dict[str, Any]) -> None:
    """The card is drawn in the gap the move names (drawing waits for the next frame)."""
    card = page.locator(f'.card[data-card="{move["card"]}"]')
    expect(card).to_have_attribute("data-row", str(move["to"][0]))
    expect(card).to_have_attribute("data-col", str(move["to"][1]))


def test_a_tapped_move_shows_before_the_answer_and_quick_taps_are_all_played(
    browser: Browser, server: str, console: Console
) -> None:
    context, page, first, second = phone_table(browser, server, console, "instant")
    game_id = current_game_id(page)
    slow_network(page, DELAY_MS)

    tapped_at = page.evaluate("performance.now()")
    tap_card(page, first["card"])
    in_its_gap(page, first)
    assert page.evaluate("window.montana.game.pending") is True, "the card is in its gap before the server answers"
    shown_at = page.evaluate("performance.now()")
    assert shown_at - tapped_at < DELAY_MS
    tap_card(page, second["card"])  # on the board as shown, while the first is on its way
    waited = page.evaluate("performance.now()") - tapped_at
    assert waited < DELAY_MS, f"both taps came before the first answer ({waited:.0f} ms)"

    settle(page)
    expect(page.locator("#hud-moves")).to_have_text("2")
    expect(page.locator("#message")).to_be_hidden()
    state = api_state(page, server, game_id)
    assert state["moves"] == 2, "each tap played once"
    assert state["board"][first["to"][0]][first["to"][1]] == first["card"]
    assert state["board"][second["to"][0]][second["to"][1]] == second["card"]
    assert board_of(page) == state["board"]
    context.close()


def test_a_refused_move_goes_back_with_its_reason(browser: Browser, server: str, console: Console) -> None:
    context, page, first, _ = phone_table(browser, server, console, "refused")
    before = board_of(page)
    console.expect("422")

    def refuse(route: Route) -> None:
        problem = {"type": "/problems/illegal-action", "title": "Illegal action", "status": 422, "detail": "no"}
        route.fulfill(status=422, content_type="application/problem+json", body=json.dumps(problem))

    page.route("**/api/v1/games/*/actions", refuse)
    tap_card(page, first["card"])
    expect(page.locator("#message")).to_be_visible()
    assert page.locator("#message").inner_text().strip() != ""
    expect(page.locator(f'.card[data-card="{first["card"]}"]')).not_to_have_attribute("data-col", str(first["to"][1]))
    assert board_of(page) == before, "the card is back where it was"
    page.unroute("**/api/v1/games/*/actions")
    context.close()


def test_a_429_waits_for_its_retry_after_and_goes_on_without_a_word(
    browser: Browser, server: str, console: Console
) -> None:
    context, page, first, _ = phone_table(browser, server, console, "limited")
    game_id = current_game_id(page)
    console.expect("429")
    asked: list[str] = []  # each request's URL

    def limit_once(route: Route) -> None:
        asked.append(route.request.url)
        if len(asked) == 1:
            problem = {"type": "/problems/too-many-requests", "status": 429, "title": "Too many requests"}
            body = json.dumps(problem)
            route.fulfill(status=429, headers={"Retry-After": "1"}, content_type="application/problem+json", body=body)
        else:
            route.continue_()

    page.route("**/api/v1/games/*/actions", limit_once)
    tap_card(page, first["card"])
    in_its_gap(page, first)
    settle(page)
    expect(page.locator("#hud-moves")).to_have_text("1")
    assert len(asked) == 2, "asked again once, after the wait"
    expect(page.locator("#message")).to_be_hidden()
    assert api_state(page, server, game_id)["moves"] == 1
    page.unroute("**/api/v1/games/*/actions")
    context.close()

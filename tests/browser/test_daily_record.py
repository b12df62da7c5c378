"""The daily record in the browser: a daily game's end shows the streak and shares the result, the calendar shows
the month beside each day's game, is walked by keyboard, and practises a past day's deal; achievements are
celebrated and listed."""

from __future__ import annotations

import re
import uuid
from collections.abc import Iterator
from datetime import UTC, date, datetime, time, timedelta

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect
from sqlalchemy import create_engine, select

from app.engine import Board, Game, get_rules
from app.games.repository import GAMES
from app.kit.db import Database
from tests.browser.checks import low_contrast, overflow, words_problems
from tests.browser.conftest import (
    DESKTOP,
    PHONE,
    Console,
    api,
    dealt,
    go,
    new_context,
    open_page,
    screenshot,
    settled,
)
from tests.browser.test_every_view import accessibility_problems
from tests.conftest import rig_one_move_from_a_win
from tests.engine.positions import one_move_from_a_win

pytestmark = pytest.mark.browser


@pytest.fixture(params=[PHONE, DESKTOP], ids=["phone", "desktop"])
def device_context(request: pytest.FixtureRequest, browser: Browser) -> Iterator[BrowserContext]:
    created = new_context(browser, request.param)
    yield created
    created.close()


def won_yesterday(page: Page, server: str, database_url: str) -> date:
    """Store a gold win on yesterday's daily deal for the page's player (as if they had played it then): a practice
    game won for real, copied as that day's ranked attempt."""
    engine = create_engine(database_url)
    with api(page, server) as device:
        won = device.post("/games", json={"rules": "classic@1", "seed": "yesterday"}).json()
        game = Game("classic@1", "rigged")
        game.board = Board.from_rows(get_rules("classic@1"), one_move_from_a_win())
        with engine.begin() as connection:
            connection.execute(GAMES.update().where(GAMES.c.id == won["id"]).values(position=game.snapshot()))
        move = device.post(f"/games/{won['id']}/actions", json={"type": "move", "card": "KS", "to": [0, 11]})
        assert move.json()["status"] == "won", move.text
        today = date.fromisoformat(device.get("/daily").json()["today"]["date"])
    yesterday = today - timedelta(days=1)
    with engine.begin() as connection:
        row = dict(connection.execute(select(GAMES).where(GAMES.c.id == won["id"])).one()._mapping)
        row.update(
            id=uuid.uuid4().hex, kind="daily", ranked=True, daily_date=yesterday, badge="gold", moves=97,
            elapsed_ms=241_000, score=6_215, finished_at=datetime.combine(yesterday, time(12), tzinfo=UTC),
        )  # fmt: skip
        connection.execute(GAMES.insert(), row)
    engine.dispose()
    return yesterday


def test_the_calendar_shows_the_month_and_practises_a_past_day(
    device_context: BrowserContext, server: str, server_database: str, console: Console
) -> None:
    page = open_page(device_context, console, server)
    yesterday = won_yesterday(page, server, server_database)
    phone = page.viewport_size is not None and page.viewport_size["width"] < 600

    go(page, "new")
    page.click("#play-daily")
    dealt(page)
    page.click("#resign")
    page.click("#confirm-yes")
    ended = page.locator("#gameover")
    expect(ended.locator(".streaks")).to_contain_text("2 days")  # yesterday's win and today's game
    expect(ended.locator("#streak-won")).to_contain_text("0 days")  # today's loss ended the won streak
    assert words_problems(page) == [] and low_contrast(page) == []
    device_context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server)
    ended.locator(".share-result").click()  # no share sheet in this browser: the clipboard
    expect(ended.locator(".share-status")).to_have_text("Copied: paste it wherever you like.")
    expect(ended).to_be_visible()
    shared = page.evaluate("navigator.clipboard.readText()").split("\n")
    game = page.evaluate("window.montana.game")
    assert shared[0].startswith("Montana Solitaire \u00b7 the daily deal of ") and shared[1].startswith("Lost after ")
    assert [len(row) for row in shared[2:6]] == [12] * 4 and set("".join(shared[2:6])) <= {"\U0001f7e9", "\u2b1c"}
    assert [row.count("\U0001f7e9") for row in shared[2:6]] == game["runs"]
    assert shared[6:] == ["\U0001f525 2 days in a row", f"{server}/#calendar"]
    cards = [card for row in game["board"] for card in row if card]
    assert not any(card in "\n".join(shared) for card in cards), "no card of the deal"
    page.click("#new-after-game")
    settled(page, "new")
    expect(page.locator("#daily-streak")).to_contain_text("2 days played in a row")

    page.click("#open-calendar")
    settled(page, "calendar")
    if page.locator(f'#calendar-grid [data-date="{yesterday.isoformat()}"]').count() == 0:
        page.click("#calendar-previous")  # today is the first of a month: yesterday is on the month before
        settled(page, "calendar")
        page.click(f'#calendar-grid [data-date="{yesterday.isoformat()}"]')
    else:
        today = page.locator('#calendar-grid [aria-current="date"]')
        assert "today" in (today.get_attribute("aria-label") or "") and "lost" in (
            today.get_attribute("aria-label") or ""
        )
        today.focus()
        page.keyboard.press("ArrowLeft")  # the arrow keys walk the days
    day = page.locator(f'#calendar-grid [data-date="{yesterday.isoformat()}"]')
    expect(day).to_be_focused()
    expect(day).to_have_attribute("aria-pressed", "true")
    assert "won in 4:01" in (day.get_attribute("aria-label") or "") and "Gold medal" in (
        day.get_attribute("aria-label") or ""
    )
    details = page.locator("#day-details")
    expect(details).to_contain_text("won in 4:01, 97 moves, no redeal used, score 6,215.")
    expect(page.locator("#month-medal")).to_contain_text("won of")
    assert words_problems(page) == [] and low_contrast(page) == [] and overflow(page) == []
    assert accessibility_problems(page) == []
    screenshot(page, f"calendar-{'phone' if phone else 'desktop'}.png")

    page.click("#calendar-practise")
    dealt(page)
    game = page.evaluate("window.montana.game")
    assert (game["kind"], game["ranked"]) == ("free", False)
    calendar_day = next(
        d
        for d in api(page, server).get("/daily/calendar", params={"month": yesterday.strftime("%Y-%m")}).json()["days"]
        if d["date"] == yesterday.isoformat()
    )
    assert game["seed_commitment"] == calendar_day["commitment"] and game["seed"] == calendar_day["seed"]
    page.goto(f"{server}/#calendar/{yesterday:%Y-%m}")
    settled(page, "calendar")
    page.click(f'#calendar-grid [data-date="{yesterday.isoformat()}"]')
    expect(page.locator("#calendar-practice")).to_contain_text("1 game")
    expect(day).to_have_attribute("aria-label", re.compile(r"practised 1 time$"))


def test_a_day_not_over_cannot_be_practised_and_says_so(page: Page, server: str) -> None:
    go(page, "new")
    page.click("#open-calendar")
    settled(page, "calendar")
    today = page.locator('#calendar-grid [aria-current="date"]')
    today.click()
    expect(page.locator("#calendar-practise")).to_have_count(0)  # no seed yet: nothing to practise
    expect(page.locator("#calendar-play-today")).to_be_visible()
    expect(page.locator("#calendar-next")).to_be_disabled()


def test_a_first_win_is_celebrated_and_listed_on_the_profile(page: Page, server: str, server_database: str) -> None:
    with api(page, server) as device:
        game = device.post("/games", json={"rules": "classic@1"}).json()
    database = Database(server_database)
    rig_one_move_from_a_win(database, game["id"])
    database.engine.dispose()
    page.reload()
    settled(page)
    go(page, "play")
    dealt(page)
    page.click('.card[data-card="KS"]', position={"x": 6, "y": 6})  # the one gap it fits: played at once
    ended = page.locator("#gameover")
    expect(ended.locator(".achievement-earned")).to_have_text(
        ["Achievement: Classic Winner", "Achievement: Clean Sweep"], timeout=15000
    )
    page.click("#new-after-game")
    go(page, "profile")
    earned = page.locator("#achievements .achievement.earned")
    expect(earned).to_have_count(2)
    expect(earned.first).to_contain_text("Classic Winner")
    expect(earned.first).to_contain_text("Earned on ")
    expect(page.locator("#achievements .achievement.locked").first).to_contain_text("To earn: ")
    assert words_problems(page) == [] and low_contrast(page) == [] and accessibility_problems(page) == []

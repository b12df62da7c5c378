"""The charts in the browser: a year of ranked games drawn per mode, each chart labelled for screen readers,
focusable, with its figures in a table, on a phone and a desktop, without spilling over the screen."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from datetime import UTC, date, datetime, time, timedelta

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect
from sqlalchemy import create_engine, select

from app.games.repository import GAMES
from app.progress.models import PlayerDay
from tests.browser.checks import low_contrast, overflow, words_problems
from tests.browser.conftest import DESKTOP, PHONE, Console, api, go, new_context, open_page, screenshot, settled
from tests.browser.test_every_view import accessibility_problems

pytestmark = pytest.mark.browser

GAMES_PLAYED = 40


@pytest.fixture(params=[PHONE, DESKTOP], ids=["phone", "desktop"])
def device_context(request: pytest.FixtureRequest, browser: Browser) -> Iterator[BrowserContext]:
    created = new_context(browser, request.param)
    yield created
    created.close()


def a_year_of_games(page: Page, server: str, database_url: str) -> date:
    """Give the page's player 40 finished ranked Classic games over the last year (one of them resigned for real,
    the rest copies of it with other outcomes, clocks, moves and redeals, and the days they count on)."""
    with api(page, server) as device:
        game = device.post("/games", json={"rules": "classic@1"}).json()
        device.post(f"/games/{game['id']}/actions", json={"type": "resign"})
        today = date.fromisoformat(device.get("/daily").json()["today"]["date"])
    engine = create_engine(database_url)
    days: dict[date, list[int]] = {}
    with engine.begin() as connection:
        row = dict(connection.execute(select(GAMES).where(GAMES.c.id == game["id"])).one()._mapping)
        for n in range(1, GAMES_PLAYED):
            day = today - timedelta(days=n * 8)  # within the last eleven months
            won = n % 3 != 0
            row.update(
                id=uuid.uuid4().hex, status="won" if won else "lost", reason=None if won else "resigned",
                elapsed_ms=150_000 + n * 11_000, moves=60 + n * 3, redeals_used=n % 3,
                finished_at=datetime.combine(day, time(12), tzinfo=UTC),
            )  # fmt: skip
            connection.execute(GAMES.insert(), row)
            figures = days.setdefault(day, [0, 0])
            figures[0] += 1
            figures[1] += won
        for day, (played, won_count) in days.items():  # none of them today, where the real game counts already
            connection.execute(
                PlayerDay.__table__.insert(),
                {"player_id": row["player_id"], "rules": "classic@1", "day": day, "played": played, "won": won_count,
                 "best_score": 0},
            )  # fmt: skip
    engine.dispose()
    return today


def test_the_charts_draw_a_year_of_games_for_eyes_and_ears(
    device_context: BrowserContext, server: str, server_database: str, console: Console
) -> None:
    page = open_page(device_context, console, server)
    phone = page.viewport_size is not None and page.viewport_size["width"] < 600
    today = a_year_of_games(page, server, server_database)
    go(page, "profile")
    page.click("#open-charts")
    settled(page, "charts")
    expect(page.locator('#view-charts [data-rules="classic@1"]')).to_have_attribute("aria-pressed", "true")
    for chart in ["months", "year", "times", "moves", "redeals"]:
        svg = page.locator(f"#{chart}-svg")
        expect(svg).to_be_visible()
        assert (svg.get_attribute("role"), svg.get_attribute("tabindex")) == ("img", "0")
        assert svg.get_attribute("aria-label")
    assert page.locator("#months-svg").get_attribute("aria-label") == (
        f"Ranked games by month over the last 12 months: {GAMES_PLAYED} played, 26 won"
    )
    expect(page.locator("#chart-times")).to_contain_text("Best 2:41")
    expect(page.locator(f'#year-svg [data-date="{today.isoformat()}"] title')).to_have_text(
        f"{today.day} {today:%B} {today.year}: 1 game"
    )
    page.click("#chart-redeals summary")
    rows = page.locator("#chart-redeals tbody tr")
    expect(rows).to_have_count(3)
    expect(rows.nth(0)).to_have_text("0" + str(sum(1 for n in range(GAMES_PLAYED) if n % 3 == 0)))

    page.locator('#view-charts [data-rules="classic@1"]').focus()
    for _ in range(4):
        page.keyboard.press("Tab")
    expect(page.locator("#year-svg")).to_be_focused()  # past the three other modes, the first chart
    page.keyboard.press("Tab")
    expect(page.locator("#chart-year summary")).to_be_focused()  # then its figures
    page.keyboard.press("Tab")
    expect(page.locator("#months-svg")).to_be_focused()

    assert words_problems(page) == [] and low_contrast(page) == [] and overflow(page) == []
    assert accessibility_problems(page) == []
    screenshot(page, f"charts-{'phone' if phone else 'desktop'}.png", full_page=True)

    page.click('#view-charts [data-rules="express@1"]')
    expect(page.locator("#charts-empty")).to_contain_text("No finished ranked Express game yet")
    expect(page.locator('#view-charts [data-rules="express@1"]')).to_be_focused()
    assert page.url.endswith("#charts/express@1")

"""The daily streaks' fold: days played and won in a row, and the freezes that cover a missed day."""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import given
from hypothesis import strategies as st

from app.progress.streaks import MOST_FREEZES, DayOutcome, fold_streaks

TODAY = date(2026, 12, 4)
WON, LOST, PLAYING = DayOutcome.WON, DayOutcome.LOST, DayOutcome.PLAYING


def days_before(today: date, *outcomes: DayOutcome | None) -> dict[date, DayOutcome]:
    """The outcomes of consecutive days ending today (None: a missed day)."""
    first = today - timedelta(days=len(outcomes) - 1)
    return {first + timedelta(days=n): outcome for n, outcome in enumerate(outcomes) if outcome is not None}


def test_no_daily_game_is_no_streak() -> None:
    streaks = fold_streaks({}, TODAY)
    assert (streaks.played, streaks.best_played, streaks.won, streaks.freezes) == (0, 0, 0, 0)
    assert streaks.days_to_next_freeze == 7 and not streaks.played_today


def test_today_not_played_yet_breaks_nothing() -> None:
    streaks = fold_streaks(days_before(TODAY, WON, WON, WON, None), TODAY)
    assert (streaks.played, streaks.won, streaks.played_today) == (3, 3, False)


def test_a_loss_ends_the_won_streak_and_not_the_played_one() -> None:
    streaks = fold_streaks(days_before(TODAY, WON, WON, LOST, WON), TODAY)
    assert (streaks.played, streaks.won, streaks.best_won) == (4, 1, 2)


def test_todays_game_in_play_counts_as_played_and_breaks_no_won_streak() -> None:
    streaks = fold_streaks(days_before(TODAY, WON, WON, PLAYING), TODAY)
    assert (streaks.played, streaks.won, streaks.played_today) == (3, 2, True)


def test_a_game_left_in_play_on_a_past_day_is_a_loss() -> None:
    assert fold_streaks(days_before(TODAY, WON, PLAYING, WON), TODAY).won == 1


def test_a_missed_day_without_a_freeze_ends_both_streaks() -> None:
    streaks = fold_streaks(days_before(TODAY, *[WON] * 6, None, WON), TODAY)
    assert (streaks.played, streaks.won, streaks.best_played, streaks.best_won) == (1, 1, 6, 6)
    assert streaks.frozen_days == []


def test_a_week_of_streak_earns_a_freeze_that_covers_one_missed_day() -> None:
    week = fold_streaks(days_before(TODAY, *[WON] * 7), TODAY)
    assert (week.freezes, week.days_to_next_freeze) == (1, 7)
    missed = TODAY - timedelta(days=1)
    streaks = fold_streaks(days_before(TODAY, *[WON] * 7, None, WON), TODAY)
    assert (streaks.played, streaks.won, streaks.freezes, streaks.frozen_days) == (8, 8, 0, [missed])


def test_at_most_two_freezes_are_held_and_each_covers_one_day() -> None:
    three_weeks = [WON] * 21
    assert fold_streaks(days_before(TODAY, *three_weeks), TODAY).freezes == MOST_FREEZES
    assert fold_streaks(days_before(TODAY, *three_weeks), TODAY).days_to_next_freeze is None
    two_missed = fold_streaks(days_before(TODAY, *three_weeks, None, None, LOST), TODAY)
    assert (two_missed.played, two_missed.won, two_missed.freezes) == (22, 0, 0)
    three_missed = fold_streaks(days_before(TODAY, *three_weeks, None, None, None, WON), TODAY)
    assert (three_missed.played, three_missed.best_played, len(three_missed.frozen_days)) == (1, 21, 2)


def test_a_freeze_spent_on_yesterday_keeps_the_streak_alive_for_today() -> None:
    streaks = fold_streaks(days_before(TODAY, *[LOST] * 7, None, None), TODAY)
    assert (streaks.played, streaks.freezes, streaks.played_today) == (7, 0, False)


def test_days_after_today_are_not_counted() -> None:
    streaks = fold_streaks({TODAY: WON, TODAY + timedelta(days=1): WON}, TODAY)
    assert (streaks.played, streaks.won) == (1, 1)


outcomes = st.lists(st.sampled_from([WON, LOST, None]), min_size=1, max_size=60)


@given(outcomes)
def test_the_figures_hold_together(history: list[DayOutcome | None]) -> None:
    days = days_before(TODAY, *history)
    streaks = fold_streaks(days, TODAY)
    assert 0 <= streaks.won <= streaks.played <= streaks.best_played
    assert streaks.won <= streaks.best_won <= streaks.best_played
    assert 0 <= streaks.freezes <= MOST_FREEZES
    assert all(day not in days and day < TODAY for day in streaks.frozen_days)
    assert streaks.played_today == (history[-1] is not None)


@given(outcomes)
def test_without_a_missed_day_the_streak_is_every_day(history: list[DayOutcome | None]) -> None:
    played = [outcome or WON for outcome in history]
    streaks = fold_streaks(days_before(TODAY, *played), TODAY)
    assert streaks.played == streaks.best_played == len(played)
    trailing_wins = len(played) - max((n + 1 for n, outcome in enumerate(played) if outcome is LOST), default=0)
    assert streaks.won == trailing_wins


@given(outcomes, st.sampled_from([WON, LOST]))
def test_playing_today_adds_one_day_to_the_played_streak(history: list[DayOutcome | None], today: DayOutcome) -> None:
    before = fold_streaks(days_before(TODAY, *history, None), TODAY)
    after = fold_streaks(days_before(TODAY, *history, today), TODAY)
    assert after.played == before.played + 1
    assert after.won == (before.won + 1 if today is WON else 0)

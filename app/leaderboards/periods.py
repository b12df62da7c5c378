"""Board periods: all time, the ISO week and the UTC date a game finished, and each daily deal."""

from __future__ import annotations

import re
from datetime import date, datetime

_PERIOD = re.compile(r"^(all|week|day|daily)(?::(.+))?$")
_WEEK = re.compile(r"^(\d{4})-W(\d{2})$")


PERIOD_PATTERN = (
    r"^(all|week|day|daily)$"
    r"|^week:[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$"
    r"|^(day|daily):[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"
)


class InvalidPeriodError(ValueError):
    pass


class NoSuchPeriodError(ValueError):
    """Well formed, but no such date or week (2026-02-30, or week 53 of a 52-week year)."""


def week_key(moment: datetime) -> str:
    year, week, _ = moment.isocalendar()
    return f"week:{year}-W{week:02d}"


def periods_of(finished_at: datetime, daily_date: date | None) -> list[str]:
    """Every period a game finished at ``finished_at`` (UTC) counts in."""
    periods = ["all", week_key(finished_at), f"day:{finished_at.date().isoformat()}"]
    if daily_date is not None:
        periods.append(f"daily:{daily_date.isoformat()}")
    return periods


def resolve_period(text: str, now: datetime) -> str:
    """``week`` means this ISO week, ``day`` and ``daily`` today (UTC); explicit keys are checked."""
    match = _PERIOD.match(text)
    if match is None or not re.match(PERIOD_PATTERN, text):
        raise InvalidPeriodError(f"unknown period {text!r}: use all, week, day, daily, week:2026-W48 or day:2026-11-29")
    kind, value = match.groups()
    if kind == "all":
        if value is not None:
            raise InvalidPeriodError("the period 'all' takes no date")
        return "all"
    if value is None:
        return week_key(now) if kind == "week" else f"{kind}:{now.date().isoformat()}"
    try:
        if kind == "week":
            week = _WEEK.match(value)
            if week is None:
                raise ValueError
            date.fromisocalendar(int(week[1]), int(week[2]), 1)
        else:
            date.fromisoformat(value)
    except ValueError:
        raise NoSuchPeriodError(f"there is no {kind} {value}: check the calendar") from None
    return f"{kind}:{value}"

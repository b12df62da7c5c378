"""Shared deals whose seeds are server secrets: the daily deal and the Classic Campaign.

Seeds derive from SECRET_KEY, so every server process deals the same ones and the commitment
(SHA-256 of the seed) can be published in advance.

A campaign level's deal is the first of its candidate seeds (``campaign:LEVEL:0``, ``:1``, ...)
that the solver proves winnable without a redeal. The worker chooses it (never a request: a proof
takes seconds) and stores it once: whichever worker stores it first decides, so a level never changes
under its players. A level without a proven deal yet cannot be started (503 with Retry-After).
"""

from __future__ import annotations

import hashlib
import hmac
import time
from datetime import date, datetime
from typing import cast

from sqlalchemy import Table, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from app.engine import deal, get_rules
from app.engine.findings import line_to_json
from app.engine.solver import prove
from app.games.models import CampaignDeal
from app.kit.bridge import off_the_loop

CAMPAIGN_DEALS = cast(Table, CampaignDeal.__table__)
CAMPAIGN_LEVELS = 12
CAMPAIGN_RULES = "classic@1"
DAILY_RULES = "classic@1"
FIRST_DAILY_DATE = date(2000, 1, 1)
"""The first day with a daily deal: any day's deal since may be practised once the day is over."""


def _derive(secret_key: str, label: str) -> str:
    return hmac.new(secret_key.encode(), label.encode(), hashlib.sha256).hexdigest()


def daily_seed(secret_key: str, day: date) -> str:
    return _derive(secret_key, f"daily:{day.isoformat()}")


def campaign_candidate(secret_key: str, level: int, attempt: int) -> str:
    return _derive(secret_key, f"campaign:{level}:{attempt}")


def campaign_deals(session: Session) -> dict[int, CampaignDeal]:
    return {row.level: row for row in session.scalars(select(CampaignDeal))}


def campaign_deal(session: Session, level: int) -> CampaignDeal | None:
    return session.get(CampaignDeal, level)


def choose_campaign_deal(
    session: Session,
    secret_key: str,
    level: int,
    now: datetime,
    *,
    rules: str,
    seconds: float,
    candidates: range,
) -> CampaignDeal | None:
    """The level's deal, choosing it if nobody has yet: the first of ``candidates`` the solver proves winnable in
    ``seconds`` of CPU time. None when none of them is proven (the worker tries the next candidates later)."""
    chosen = session.get(CampaignDeal, level)
    if chosen is not None:
        return chosen
    for attempt in candidates:
        candidate = campaign_candidate(secret_key, level, attempt)
        proof = off_the_loop(prove, deal(get_rules(rules), candidate), seconds, clock=time.process_time)
        if proof.verdict == "winnable":
            insert = postgresql.insert if session.get_bind().dialect.name == "postgresql" else sqlite.insert
            line = line_to_json(get_rules(rules), proof.line)
            values = {"level": level, "seed": candidate, "par_moves": len(proof.line), "chosen_at": now, "line": line}
            session.connection().execute(insert(CAMPAIGN_DEALS).values(values).on_conflict_do_nothing())
            return session.get(CampaignDeal, level, populate_existing=True)
    return None


def prove_lines_again(session: Session, *, rules: str, seconds: float) -> int:
    """Give the proven levels chosen before their lines were kept a winning line again, each within ``seconds`` of
    CPU time (the par stays: it is what their players saw); returns how many got one."""
    missing = session.scalars(
        select(CampaignDeal).where(CampaignDeal.par_moves.is_not(None), CampaignDeal.line.is_(None))
    ).all()
    found = 0
    for chosen in missing:
        proof = off_the_loop(prove, deal(get_rules(rules), chosen.seed), seconds, clock=time.process_time)
        if proof.verdict == "winnable":
            line = line_to_json(get_rules(rules), proof.line)
            unlined = (CAMPAIGN_DEALS.c.level == chosen.level) & CAMPAIGN_DEALS.c.line.is_(None)
            session.connection().execute(update(CAMPAIGN_DEALS).where(unlined).values(line=line))
            found += 1
    return found

"""A pool of deals proven winnable in their first deal, filled in the background by ``python -m app.games.pool``.

A player who asks for a winnable deal gets one of them, as a ranked game with a secret seed; its
par is the length of the winning line the solver found.
"""

from __future__ import annotations

import argparse
import logging
import secrets
import time
from collections.abc import Callable, Iterable
from datetime import datetime
from typing import cast

from sqlalchemy import Table, func, select, update
from sqlalchemy.orm import Session

from app.config import Settings
from app.db import Database, utcnow
from app.engine import deal, get_rules
from app.engine.solver import prove
from app.games.deals import choose_campaign_deal
from app.games.models import WinnableDeal
from app.progress.catalog import CAMPAIGN_LEVELS, CAMPAIGN_RULES

DEALS = cast(Table, WinnableDeal.__table__)
POOL_RULES = "classic@1"
logger = logging.getLogger("montana.pool")


def available(session: Session, rules: str = POOL_RULES) -> int:
    query = select(func.count()).select_from(DEALS).where(DEALS.c.rules == rules, DEALS.c.game_id.is_(None))
    return int(session.connection().execute(query).scalar_one())


def fill(
    session: Session,
    now: datetime,
    *,
    wanted: int,
    seconds: float,
    seeds: Iterable[str] | None = None,
    rules: str = POOL_RULES,
) -> int:
    """Prove fresh seeds until ``wanted`` winnable ones are stored or ``seeds`` run out; returns how many."""
    candidates = seeds if seeds is not None else iter(lambda: secrets.token_hex(32), None)
    stored = 0
    for seed in candidates:
        if stored >= wanted:
            break
        proof = prove(deal(get_rules(rules), seed), seconds)
        if proof.verdict == "winnable":
            session.add(WinnableDeal(seed=seed, rules=rules, par_moves=len(proof.line), proved_at=now))
            session.flush()
            stored += 1
    return stored


def take(session: Session, rules: str, game_id: str) -> WinnableDeal | None:
    """Reserve an unused proven deal for ``game_id`` (two players can never get the same one)."""
    while True:
        query = select(WinnableDeal).where(WinnableDeal.rules == rules, WinnableDeal.game_id.is_(None)).limit(1)
        candidate = session.scalars(query.with_for_update(skip_locked=True)).first()
        if candidate is None:
            return None
        claimed = session.connection().execute(
            update(DEALS).where(DEALS.c.seed == candidate.seed, DEALS.c.game_id.is_(None)).values(game_id=game_id)
        )
        if claimed.rowcount == 1:
            candidate.game_id = game_id
            return candidate


def run_filler(
    database: Database, target: int, settings: Settings, pause: Callable[[float], None] = time.sleep
) -> None:
    """Choose the campaign's deals, then keep ``target`` proven deals ready, forever (the background worker)."""
    seconds = settings.campaign_proof_seconds * 4
    for level in range(1, CAMPAIGN_LEVELS + 1):
        with database.sessions() as session:
            choose_campaign_deal(
                session, settings.secret_key, level, utcnow(), rules=CAMPAIGN_RULES, seconds=seconds,
                candidates=settings.campaign_candidates * 3,
            )  # fmt: skip
            session.commit()
    while True:
        with database.sessions() as session:
            missing = target - available(session)
            if missing > 0:
                made = fill(session, utcnow(), wanted=1, seconds=seconds)
                session.commit()
                logger.info("proved a winnable deal", extra={"fields": {"stored": made, "missing": missing - made}})
                continue
        pause(30)


def main() -> None:
    from app.config import get_settings  # the worker's own settings, read when it starts

    parser = argparse.ArgumentParser(description="Keep a pool of deals proven winnable.")
    parser.add_argument("--target", type=int, default=20, help="proven deals to keep ready")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO)
    settings = get_settings()
    run_filler(Database(settings.database_url), args.target, settings)


if __name__ == "__main__":
    main()

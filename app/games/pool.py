"""A pool of deals proven winnable in their first deal, filled in the background by the worker (``app.worker``).

A player who asks for a winnable deal gets one of them, as a ranked game with a secret seed; its
par is the length of the winning line the solver found, and that line is the game's first finding, which its
hints follow.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Iterable
from datetime import datetime
from typing import cast

from sqlalchemy import Table, func, select, update
from sqlalchemy.orm import Session

from app.engine import deal, get_rules
from app.engine.findings import line_to_json
from app.engine.solver import prove
from app.games.models import WinnableDeal
from app.kit.bridge import off_the_loop

DEALS = cast(Table, WinnableDeal.__table__)
POOL_RULES = "classic@1"


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
        proof = off_the_loop(prove, deal(get_rules(rules), seed), seconds, clock=time.process_time)
        if proof.verdict == "winnable":
            line = line_to_json(get_rules(rules), proof.line)
            session.add(WinnableDeal(seed=seed, rules=rules, par_moves=len(proof.line), proved_at=now, line=line))
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

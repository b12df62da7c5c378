"""Deals proven winnable: filled in the background, each dealt once, with its par shown after."""

from __future__ import annotations

import hashlib
import time

from fastapi.testclient import TestClient

from app.engine import Board, Game, get_rules
from app.engine.solver import prove
from app.games.deals import choose_campaign_deal
from app.games.pool import available, fill
from app.kit.db import Database
from tests.conftest import TEST_SECRET_KEY, FakeClock, new_player

WINNABLE = "winnable-119"  # proved winnable in about a millisecond
UNWINNABLE = "winnable-35"  # proved unwinnable in about a millisecond


def test_the_filler_keeps_only_seeds_proven_winnable(database: Database, clock: FakeClock) -> None:
    with database.sessions() as session:
        stored = fill(session, clock(), wanted=5, seconds=1.0, seeds=[UNWINNABLE, WINNABLE])
        session.commit()
        assert (stored, available(session)) == (1, 1)


def test_a_player_gets_a_proven_deal_once_and_its_par_after_the_game(
    client: TestClient, database: Database, clock: FakeClock
) -> None:
    with database.sessions() as session:
        fill(session, clock(), wanted=1, seconds=1.0, seeds=[WINNABLE])
        session.commit()
    auth = new_player(client)
    game = client.post("/api/v1/games", json={"rules": "classic@1", "winnable": True}, headers=auth)
    assert game.status_code == 201
    state = game.json()
    assert state["ranked"] is True and state["seed"] is None and state["par_moves"] is None
    assert state["seed_commitment"] == hashlib.sha256(WINNABLE.encode()).hexdigest()

    empty = client.post("/api/v1/games", json={"rules": "classic@1", "winnable": True}, headers=new_player(client))
    assert empty.status_code == 503 and empty.headers["retry-after"] == "60", "each proven deal is dealt once"
    assert "try again" in empty.json()["detail"]

    over = client.post(f"/api/v1/games/{state['id']}/actions", json={"type": "resign"}, headers=auth).json()
    proof = prove(
        Board.from_rows(get_rules("classic@1"), Game("classic@1", WINNABLE).board.rows()), 1.0, clock=time.process_time
    )
    assert over["par_moves"] == len(proof.line) and over["seed"] == WINNABLE


def test_winnable_deals_are_ranked_classic_deals(client: TestClient) -> None:
    auth = new_player(client)
    for body in ({"rules": "relaxed@1", "winnable": True}, {"seed": "x", "winnable": True}):
        response = client.post("/api/v1/games", json=body, headers=auth)
        assert response.status_code == 422, body


def test_a_campaign_level_gets_a_deal_proven_winnable_and_keeps_it(database: Database, clock: FakeClock) -> None:
    with database.sessions() as session:
        chosen = choose_campaign_deal(
            session, TEST_SECRET_KEY, 1, clock(), rules="classic@1", seconds=1.0, candidates=range(12)
        )
        session.commit()
        assert chosen is not None and chosen.par_moves is not None, (
            "one of twelve candidates is proven winnable within a second"
        )
        proof = prove(Game("classic@1", chosen.seed).board, 2.0, clock=time.process_time)
        assert proof.verdict == "winnable"
        again = choose_campaign_deal(
            session, "another secret entirely", 1, clock(), rules="classic@1", seconds=1.0, candidates=range(12)
        )
        assert again is not None and again.seed == chosen.seed, "once chosen, a level's deal never changes"

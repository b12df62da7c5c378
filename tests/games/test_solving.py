"""Hints that follow what the solver found, background searches within a player's budget, and deal ratings
(SQLite and PostgreSQL)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from app.config import Settings
from app.engine import Game, Move
from app.engine.findings import position_id
from app.engine.solver import prove
from app.games.hints import HintPool
from app.games.models import CampaignDeal, DealRating, GameFinding, SolverUsage, WinnableDeal
from app.games.pool import fill
from app.games.solving import RATING_JOB, SEARCH_JOB
from app.jobs import queue
from app.jobs.models import Job
from app.kit.db import Database
from app.main import create_app
from app.worker import Worker
from tests.conftest import (
    FakeClock,
    new_player,
    on_a_loop_of_its_own,
    rig_one_move_from_a_win,
    rig_seed,
    settings_with,
    win,
)

WINNABLE = "winnable-119"  # proved winnable in about a millisecond
HARD_TO_HINT = "bench-1"  # no win within the few hundred positions of a 1 ms hint; one within 6,000 positions
QUICK_HINTS = {"hint_search_seconds": 0.001}


class WarmHints(HintPool):
    """One pool of hint processes for the whole module: starting one on a busy machine takes seconds."""

    def close(self) -> None:
        pass

    def close_for_good(self) -> None:
        super().close()


@pytest.fixture(scope="module")
def hints() -> Iterator[WarmHints]:
    pool = WarmHints(processes=1, queued=16, timeout=60, seconds=QUICK_HINTS["hint_search_seconds"])
    yield pool
    pool.close_for_good()


class Server:
    """A client of the app with some settings, and a worker beside it on the same database and read cache."""

    def __init__(self, database: Database, clock: FakeClock, hints: HintPool, **settings: Any) -> None:
        self.settings: Settings = settings_with(database, **settings)
        self.app = create_app(self.settings, database, clock=clock)
        self.app.state.hints = hints
        self.client = TestClient(self.app)
        self.database, self.clock = database, clock

    def worker(self) -> Worker:
        return Worker(
            self.database, self.settings, pool_target=0, clock=self.clock, read_cache=self.app.state.read_cache
        )

    def run_jobs(self) -> int:
        worker, ran = self.worker(), 0
        while on_a_loop_of_its_own(worker.run_job()):
            ran += 1
        return ran

    def jobs(self, kind: str) -> list[Job]:
        with self.database.sessions() as session:
            return list(session.scalars(select(Job).where(Job.kind == kind)))

    def findings(self, game_id: str) -> list[GameFinding]:
        with self.database.sessions() as session:
            return list(session.scalars(select(GameFinding).where(GameFinding.game_id == game_id)))

    def start(self, auth: dict[str, str], **body: Any) -> dict[str, Any]:
        response = self.client.post("/api/v1/games", json=body, headers=auth)
        assert response.status_code == 201, response.text
        return dict(response.json())

    def act(
        self, auth: dict[str, str], game_id: str, idempotency_key: str | None = None, **action: Any
    ) -> dict[str, Any]:
        headers = auth if idempotency_key is None else {**auth, "Idempotency-Key": idempotency_key}
        response = self.client.post(f"/api/v1/games/{game_id}/actions", json=action, headers=headers)
        assert response.status_code == 200, response.text
        return dict(response.json())

    def hint(self, auth: dict[str, str], game_id: str) -> dict[str, Any]:
        response = self.client.post(f"/api/v1/games/{game_id}/hint", headers=auth)
        assert response.status_code == 200, response.text
        return dict(response.json())


@pytest.fixture
def server(database: Database, clock: FakeClock, hints: WarmHints) -> Iterator[Server]:
    made = Server(database, clock, hints, **QUICK_HINTS)
    with made.client:
        yield made


def moves_of(line: list[dict[str, Any]]) -> list[tuple[str, list[int]]]:
    return [(move["card"], move["to"]) for move in line]


# -- hints that follow a known win -----------------------------------------------------------------------


def test_a_proven_deals_hints_follow_its_proof_from_the_first_move(server: Server, database: Database) -> None:
    with database.sessions() as session:
        assert fill(session, server.clock(), wanted=1, seconds=2.0, seeds=[WINNABLE]) == 1
        session.commit()
        proof = session.get(WinnableDeal, WINNABLE).line  # type: ignore[union-attr]
    auth = new_player(server.client)
    game = server.start(auth, rules="classic@1", winnable=True)
    hint = server.hint(auth, game["id"])
    assert (hint["kind"], hint["wins"], hint["verdict"]) == ("move", True, "winnable")
    assert moves_of(hint["line"]) == moves_of(proof) and (hint["card"], hint["to"]) == moves_of(proof)[0]
    assert hint["verdict_text"] == f"known winnable: following the hints from here wins in {len(proof)} moves"
    server.act(auth, game["id"], type="move", card=hint["card"], to=hint["to"])
    assert moves_of(server.hint(auth, game["id"])["line"]) == moves_of(proof)[1:]
    assert server.jobs(SEARCH_JOB) == [], "no background search while a win is known"


def test_a_campaign_levels_hints_follow_its_proof(server: Server, database: Database) -> None:
    game = Game("classic@1", WINNABLE)
    line = prove(game.board, 2.0).line
    assert line
    proof = [{"card": move.card, "to": list(move.to)} for move in _as_moves(game, line)]
    with database.sessions() as session:
        session.add(CampaignDeal(level=1, seed=WINNABLE, par_moves=len(line), chosen_at=server.clock(), line=proof))
        session.commit()
    auth = new_player(server.client)
    started = server.client.post("/api/v1/campaign/1/games", headers=auth)
    assert started.status_code == 201, started.text
    hint = server.hint(auth, started.json()["id"])
    assert hint["wins"] and moves_of(hint["line"]) == moves_of(proof)


def test_a_level_chosen_before_proof_lines_were_kept_gets_one_from_the_worker(
    database: Database, clock: FakeClock, hints: WarmHints
) -> None:
    with database.sessions() as session:
        for level in range(1, 13):  # every level chosen, level 1 proven without its line
            seed = WINNABLE if level == 1 else f"level-{level}"
            par = 1 if level == 1 else None
            session.add(CampaignDeal(level=level, seed=seed, par_moves=par, chosen_at=clock()))
        session.commit()
    server = Server(database, clock, hints, campaign_proof_seconds=2.0)
    with server.client:
        worker = server.worker()
        assert (
            on_a_loop_of_its_own(worker.choose_campaign()) is True
            and on_a_loop_of_its_own(worker.choose_campaign()) is False
        ), "once per worker"
        auth = new_player(server.client)
        started = server.client.post("/api/v1/campaign/1/games", headers=auth)
        assert started.status_code == 201, started.text
        assert server.hint(auth, started.json()["id"])["wins"]


def _as_moves(game: Game, line: list[tuple[int, int]]) -> list[Move]:
    from app.engine.cards import card_name

    return [Move(card_name(card), game.board.coords(to), 0) for card, to in line]


# -- background searches --------------------------------------------------------------------------------


def test_a_hint_without_a_win_has_the_worker_search_on_and_the_next_hint_follows_what_it_found(
    server: Server,
) -> None:
    auth = new_player(server.client)
    game = server.start(auth, seed=HARD_TO_HINT)
    first = server.hint(auth, game["id"])
    assert (first["kind"], first["wins"], first["verdict"]) == ("move", False, "unknown")
    assert first["verdict_text"] == "unknown: no win found from here yet"
    [job] = server.jobs(SEARCH_JOB)
    after = Game("classic@1", HARD_TO_HINT)
    after.apply(Move(first["card"], tuple(first["to"]), 0))  # type: ignore[arg-type]
    assert job.key == game["id"] and job.payload["request"]["position"] == position_id(after.board)
    assert HARD_TO_HINT not in str(job.payload), "a search names the position on the table, never the seed"
    assert server.hint(auth, game["id"]) == first and len(server.jobs(SEARCH_JOB)) == 1

    assert server.run_jobs() == 1
    [finding] = server.findings(game["id"])
    assert (finding.source, finding.finding["verdict"]) == ("search", "winnable")
    with server.database.sessions() as session:
        assert session.scalars(select(SolverUsage.seconds)).one() > 0, "the player's budget paid for it"
    followed = server.hint(auth, game["id"])  # the same version: a hint kept from before would be stale
    assert (followed["wins"], followed["verdict"]) == (True, "winnable")
    assert followed["line"][0] == first["line"][0] and len(followed["line"]) == len(finding.finding["line"]) + 1


def test_one_background_search_per_game_at_a_time_about_the_latest_position(server: Server) -> None:
    auth = new_player(server.client)
    game = server.start(auth, seed=HARD_TO_HINT)
    hint = server.hint(auth, game["id"])
    server.act(auth, game["id"], type="move", card=hint["card"], to=hint["to"])
    second = server.hint(auth, game["id"])
    [job] = server.jobs(SEARCH_JOB)
    latest = Game("classic@1", HARD_TO_HINT)
    for move in (hint, second):
        latest.apply(Move(move["card"], tuple(move["to"]), 0))  # type: ignore[arg-type]
    assert job.payload["request"]["position"] == position_id(latest.board), "the newer position replaced the older"
    with server.database.sessions() as session:  # a worker takes it...
        taken = queue.take(session, server.clock(), timedelta(minutes=5), [SEARCH_JOB])
        session.commit()
    assert taken is not None and taken.payload == job.payload
    server.act(auth, game["id"], type="move", card=second["card"], to=second["to"])
    server.hint(auth, game["id"])
    [running] = server.jobs(SEARCH_JOB)
    assert running.payload == job.payload, "...and a hint meanwhile queues nothing more for this game"


def test_the_solvers_budget_is_per_player_and_day(database: Database, clock: FakeClock, hints: WarmHints) -> None:
    with Server(database, clock, hints, solver_seconds_per_player_day=0, **QUICK_HINTS).client as client:
        auth = new_player(client)
        game = client.post("/api/v1/games", json={"seed": HARD_TO_HINT}, headers=auth).json()
        assert client.post(f"/api/v1/games/{game['id']}/hint", headers=auth).json()["verdict"] == "unknown"
    with database.sessions() as session:
        assert session.scalars(select(Job)).all() == [], "no budget, no search queued"

    server = Server(database, clock, hints, solver_seconds_per_player_day=1.0, **QUICK_HINTS)
    with server.client:
        auth = new_player(server.client)
        game = server.start(auth, seed=HARD_TO_HINT)
        hint = server.hint(auth, game["id"])
        player_id = server.client.get("/api/v1/players/me", headers=auth).json()["id"]
        with database.sessions() as session:  # spent since: by the time the worker takes the search
            session.add(SolverUsage(player_id=player_id, day=clock().date(), seconds=1.0))
            session.commit()
        assert server.run_jobs() == 1 and server.findings(game["id"]) == [], "not searched beyond the budget"
        clock.advance(days=1)  # a new day, a new budget
        server.act(auth, game["id"], type="move", card=hint["card"], to=hint["to"])
        assert server.hint(auth, game["id"])["verdict"] == "unknown" and len(server.jobs(SEARCH_JOB)) == 1


def test_one_address_queues_few_solver_jobs_however_many_players_it_holds(
    database: Database, clock: FakeClock, hints: WarmHints
) -> None:
    server = Server(database, clock, hints, rate_limit_solver_address="2/hour", **QUICK_HINTS)
    with server.client:
        for _ in range(3):  # a fresh guest each time, from the same address
            auth = new_player(server.client)
            game = server.start(auth, seed=HARD_TO_HINT)
            assert server.hint(auth, game["id"])["verdict"] == "unknown", "the hint itself still answers"
        auth = new_player(server.client)
        ranked = server.start(auth)
        server.act(auth, ranked["id"], type="resign")
        assert len(server.jobs(SEARCH_JOB)) == 2 and server.jobs(RATING_JOB) == []


# With an Idempotency-Key the action is saved in the request's unit of work, without one (on PostgreSQL) in a batch.
@pytest.mark.parametrize("idempotency_key", [None, "redeal-once"], ids=["batched", "in-the-unit-of-work"])
def test_a_redeal_drops_what_was_found_about_the_last_phase(server: Server, idempotency_key: str | None) -> None:
    auth = new_player(server.client)
    searched, waiting = server.start(auth, seed=HARD_TO_HINT), server.start(auth, seed=HARD_TO_HINT)
    server.hint(auth, searched["id"])
    assert server.run_jobs() == 1 and len(server.findings(searched["id"])) == 1
    server.act(auth, searched["id"], idempotency_key, type="redeal")
    assert server.findings(searched["id"]) == []

    server.hint(auth, waiting["id"])
    server.act(auth, waiting["id"], type="redeal")
    assert server.run_jobs() == 1 and server.findings(waiting["id"]) == [], "a search of the last phase is not run"


def test_a_game_that_ends_drops_what_was_found_about_it(server: Server) -> None:
    auth = new_player(server.client)
    game = server.start(auth, seed=HARD_TO_HINT)
    server.hint(auth, game["id"])
    assert server.run_jobs() == 1 and len(server.findings(game["id"])) == 1
    server.act(auth, game["id"], type="resign")
    assert server.findings(game["id"]) == []


def test_where_undo_is_allowed_a_player_who_left_a_known_win_is_told_to_undo(server: Server) -> None:
    auth = new_player(server.client)
    game = server.start(auth, rules="relaxed@1", seed="bench-3")
    first = server.hint(auth, game["id"])
    assert server.run_jobs() == 1
    server.act(auth, game["id"], type="move", card=first["card"], to=first["to"])
    on_the_line = server.hint(auth, game["id"])
    assert on_the_line["wins"]
    state = server.client.get(f"/api/v1/games/{game['id']}", headers=auth).json()
    astray = next(m for m in state["legal_moves"] if [m["card"], m["to"]] != [on_the_line["card"], on_the_line["to"]])
    server.act(auth, game["id"], type="move", card=astray["card"], to=astray["to"])
    undo = server.hint(auth, game["id"])
    assert (undo["kind"], undo["card"], undo["to"], undo["verdict"]) == ("undo", None, None, "winnable")
    assert undo["reason"].startswith("a win is known from 1 move back: undo")
    server.act(auth, game["id"], type="undo")
    assert server.hint(auth, game["id"])["wins"]


def test_classic_hints_never_say_undo(server: Server) -> None:
    auth = new_player(server.client)
    game = server.start(auth, seed="bench-3")
    first = server.hint(auth, game["id"])
    assert server.run_jobs() == 1
    server.act(auth, game["id"], type="move", card=first["card"], to=first["to"])
    on_the_line = server.hint(auth, game["id"])
    state = server.client.get(f"/api/v1/games/{game['id']}", headers=auth).json()
    astray = next(m for m in state["legal_moves"] if [m["card"], m["to"]] != [on_the_line["card"], on_the_line["to"]])
    server.act(auth, game["id"], type="move", card=astray["card"], to=astray["to"])
    assert server.hint(auth, game["id"])["kind"] == "move"


# -- deal ratings ------------------------------------------------------------------------------------------


def test_a_finished_ranked_game_gets_its_deals_difficulty_from_the_worker(server: Server, database: Database) -> None:
    auth = new_player(server.client)
    game = server.start(auth)
    rig_seed(database, game["id"], WINNABLE)
    over = server.act(auth, game["id"], type="resign")
    assert over["difficulty"] is None, "rated in the worker, after the game"
    [job] = server.jobs(RATING_JOB)
    assert job.payload == {"game_id": game["id"]}, "a rating job names the game, not its seed"
    replay = server.client.get(f"/api/v1/games/{game['id']}/replay")
    assert replay.json()["difficulty"] is None and "immutable" not in replay.headers["cache-control"]

    assert server.run_jobs() == 1
    state = server.client.get(f"/api/v1/games/{game['id']}", headers={**auth, "If-None-Match": f'"{over["version"]}"'})
    assert state.status_code == 200, "a new version: the state changed"
    difficulty = state.json()["difficulty"]
    par = len(prove(Game("classic@1", WINNABLE).board, 2.0).line)
    assert difficulty["verdict"] == "winnable" and 0 < difficulty["par"] <= par
    assert difficulty["text"] == f"par {difficulty['par']} moves"
    replay = server.client.get(f"/api/v1/games/{game['id']}/replay")
    assert replay.json()["difficulty"] == difficulty and "immutable" in replay.headers["cache-control"]


def test_a_deal_is_rated_once_however_many_play_it(server: Server, database: Database) -> None:
    ids = []
    for _ in range(2):
        auth = new_player(server.client)
        game = server.start(auth)
        rig_seed(database, game["id"], WINNABLE)
        server.act(auth, game["id"], type="resign")
        ids.append((auth, game["id"]))
    assert len(server.jobs(RATING_JOB)) == 1 and server.run_jobs() == 1
    for auth, game_id in ids:
        assert server.client.get(f"/api/v1/games/{game_id}", headers=auth).json()["difficulty"]["verdict"] == "winnable"
    auth = new_player(server.client)
    game = server.start(auth)
    rig_seed(database, game["id"], WINNABLE)
    assert server.act(auth, game["id"], type="resign")["difficulty"]["verdict"] == "winnable"
    assert server.jobs(RATING_JOB) == [], "rated already: nothing queued"


def test_a_deal_queued_already_spends_none_of_the_addresss_rating_limit(
    database: Database, clock: FakeClock, hints: WarmHints
) -> None:
    server = Server(database, clock, hints, rate_limit_solver_address="2/hour", **QUICK_HINTS)
    with server.client:
        for _ in range(2):  # two guests of one address play the same deal: one rating queued, one use of the limit
            auth = new_player(server.client)
            game = server.start(auth)
            rig_seed(database, game["id"], WINNABLE)
            server.act(auth, game["id"], type="resign")
        assert len(server.jobs(RATING_JOB)) == 1
        for _ in range(2):
            auth = new_player(server.client)
            other = server.start(auth)
            server.act(auth, other["id"], type="resign")
        assert len(server.jobs(RATING_JOB)) == 2, "the second use queues a new deal, the third is over the limit"


def test_practice_games_are_not_rated(server: Server) -> None:
    auth = new_player(server.client)
    game = server.start(auth, seed=WINNABLE)
    assert server.act(auth, game["id"], type="resign")["difficulty"] is None
    assert server.jobs(RATING_JOB) == []


def test_without_budget_a_players_deal_is_rated_unknown_unsearched_but_the_daily_deal_still_is_rated(
    database: Database, clock: FakeClock, hints: WarmHints
) -> None:
    clock.now = datetime(2026, 11, 29, 22, 0, tzinfo=UTC)
    server = Server(database, clock, hints, solver_seconds_per_player_day=0)
    with server.client:
        auth = new_player(server.client)
        game = server.start(auth)
        server.act(auth, game["id"], type="resign")
        assert server.run_jobs() == 1
        state = server.client.get(f"/api/v1/games/{game['id']}", headers=auth).json()
        assert state["difficulty"] == {"verdict": "unknown", "par": None, "text": "not decided by the solver"}
        with database.sessions() as session:
            assert session.scalars(select(DealRating.seconds)).one() == 0

        player = new_player(server.client)
        daily = server.client.post("/api/v1/daily/game", headers=player)
        assert daily.status_code == 201, daily.text
        over = server.act(player, daily.json()["id"], type="resign")
        assert server.run_jobs() == 1
        again = server.client.get(f"/api/v1/games/{over['id']}", headers=player).json()
        assert again["difficulty"] is None, "others still play today's deal: shown when its day is over"
        clock.advance(hours=3)
        shown = server.client.get(f"/api/v1/games/{over['id']}", headers=player).json()["difficulty"]
        assert shown is not None and shown["verdict"] in ("winnable", "unwinnable", "unknown")
        with database.sessions() as session:
            rated = session.scalars(select(DealRating).where(DealRating.seed_commitment == over["seed_commitment"]))
            assert rated.one().seconds > 0, "the server's own deal is rated at its own cost"


def test_the_public_profile_shows_the_hardest_deal_won_and_its_cached_copy_follows(
    database: Database, clock: FakeClock, hints: WarmHints
) -> None:
    server = Server(database, clock, hints, read_cache_seconds=60)
    with server.client:
        auth = new_player(server.client)
        me = server.client.get("/api/v1/players/me", headers=auth).json()["id"]
        game = server.start(auth)
        rig_seed(database, game["id"], WINNABLE)
        rig_one_move_from_a_win(database, game["id"])
        win(server.client, auth, game["id"])
        assert server.client.get(f"/api/v1/players/{me}").json()["hardest_win"] is None  # kept a minute
        assert server.run_jobs() >= 1
        hardest = server.client.get(f"/api/v1/players/{me}").json()["hardest_win"]
        rating = server.client.get(f"/api/v1/games/{game['id']}", headers=auth).json()["difficulty"]
        assert hardest["game_id"] == game["id"] and hardest["rules"] == "classic@1"
        assert (hardest["verdict"], hardest["par"]) == ("winnable", rating["par"])

"""Boards people can trust: assisted and abandoned games, bots, reviews, moderators, shared deals (SQLite and
PostgreSQL)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from fastapi.testclient import TestClient

from app.cli import main as montana
from app.config import Settings
from app.engine import Game, card_name, verify_record
from app.engine.solver import prove
from app.kit.db import Database
from app.leaderboards.repository import LeaderboardRepository
from app.worker import Worker
from tests.conftest import (
    TEST_SECRET_KEY,
    UNLIMITED,
    FakeClock,
    new_player,
    on_a_loop_of_its_own,
    rig_one_move_from_a_win,
    rig_seed,
    win,
)
from tests.games.test_pool import WINNABLE
from tests.leaderboards.test_api import assert_ranks_exact

Auth = dict[str, str]


def start(client: TestClient, auth: Auth, **body: Any) -> dict[str, Any]:
    response = client.post("/api/v1/games", json=body, headers=auth)
    assert response.status_code == 201, response.text
    return dict(response.json())


def act(client: TestClient, auth: Auth, game_id: str, **action: Any) -> dict[str, Any]:
    response = client.post(f"/api/v1/games/{game_id}/actions", json=action, headers=auth)
    assert response.status_code == 200, response.text
    return dict(response.json())


def account(client: TestClient, username: str, **extra: Any) -> tuple[str, Auth]:
    response = client.post("/api/v1/players", json=extra).json()
    auth = {"Authorization": f"Bearer {response['token']}"}
    made = client.post(
        "/api/v1/players/me/account", json={"username": username, "password": "correct horse battery"}, headers=auth
    )
    assert made.status_code == 200, made.text
    return response["player"]["id"], auth


def moderator(client: TestClient, database: Database) -> Auth:
    _, auth = account(client, "marshal")
    assert montana(["admin", "grant-moderator", "marshal", "--database-url", database.url]) == 0
    return auth


def board(client: TestClient, name: str = "speed", auth: Auth | None = None, **params: Any) -> dict[str, Any]:
    response = client.get(f"/api/v1/leaderboards/{name}", params={"period": "all", **params}, headers=auth or {})
    assert response.status_code == 200, response.text
    return dict(response.json())


def play_fast(client: TestClient, clock: FakeClock, auth: Auth, game: dict[str, Any], pairs: int, ms: int) -> None:
    """Real, legal actions at a program's pace: a move and its undo, ``pairs`` times, ``ms`` apart."""
    for _ in range(pairs):
        clock.advance(milliseconds=ms)
        state = act(client, auth, game["id"], type="move", **move_of(game["legal_moves"][0]))
        clock.advance(milliseconds=ms)
        game = act(client, auth, game["id"], type="undo")
        assert state["moves"] < game["moves"]


def move_of(legal: dict[str, Any]) -> dict[str, Any]:
    return {"card": legal["card"], "to": legal["to"]}


def play_like_a_person(client: TestClient, clock: FakeClock, auth: Auth, game: dict[str, Any], pairs: int) -> None:
    for n in range(pairs):
        clock.advance(milliseconds=1400 + 300 * (n % 5))
        act(client, auth, game["id"], type="move", **move_of(game["legal_moves"][0]))
        clock.advance(milliseconds=1100 + 250 * (n % 3))
        game = act(client, auth, game["id"], type="undo")


# -- 1. assisted games ---------------------------------------------------------------------------


def test_a_hint_marks_the_game_assisted_and_keeps_it_off_the_boards(
    client: TestClient, database: Database, clock: FakeClock
) -> None:
    auth = new_player(client)
    game = start(client, auth)
    assert game["assisted"] is False
    clock.advance(seconds=3)
    hint = client.post(f"/api/v1/games/{game['id']}/hint", headers=auth)
    assert hint.status_code == 200 and hint.json()["assisted"] is True
    assert hint.json()["version"] == game["version"] + 1 == int(hint.headers["ETag"].strip('"'))
    state = client.get(f"/api/v1/games/{game['id']}", headers=auth).json()
    assert state["assisted"] is True and state["version"] == game["version"] + 1
    again = client.post(f"/api/v1/games/{game['id']}/hint", headers=auth).json()
    assert again["version"] == state["version"], "only the first hint changes the game"
    rig_one_move_from_a_win(database, game["id"])
    clock.advance(seconds=40)
    celebration = win(client, auth, game["id"])["celebration"]
    assert celebration["improved_boards"] == [] and "hint" in celebration["off_boards"]
    assert celebration["off_boards_code"] == "assisted"
    assert board(client, "speed")["items"] == board(client, "score")["items"] == []
    stats = client.get("/api/v1/players/me/stats", headers=auth).json()["classic@1"]
    assert (stats["played"], stats["won"]) == (1, 1), "an assisted game still counts in statistics"
    record = client.get(f"/api/v1/games/{game['id']}/replay", headers=auth).json()
    assert record["assisted"] is True


def test_a_hint_in_practice_marks_only_that_game(client: TestClient) -> None:
    auth = new_player(client)
    practice = start(client, auth, seed="demo")
    assert client.post(f"/api/v1/games/{practice['id']}/hint", headers=auth).json()["assisted"] is True
    ranked = start(client, auth)
    assert ranked["assisted"] is False


# -- 2. one ranked game in play at a time ----------------------------------------------------------


def test_a_second_ranked_game_is_409_with_the_first_ones_id(client: TestClient) -> None:
    auth = new_player(client)
    first = start(client, auth)
    for path, body in (("/api/v1/games", {}), ("/api/v1/daily/game", None), ("/api/v1/games", {"winnable": True})):
        response = client.post(path, json=body, headers=auth)
        assert response.status_code == 409, path
        problem = response.json()
        assert problem["type"] == "/problems/ranked-game-in-play" and problem["game_id"] == first["id"]
        assert "abandon_current" in problem["detail"]
    assert start(client, auth, seed="practice")["ranked"] is False, "practice games do not count"
    assert client.get(f"/api/v1/games/{first['id']}", headers=auth).json()["status"] == "playing"


def test_abandoning_ends_the_game_as_a_counted_loss_that_verifies(client: TestClient, clock: FakeClock) -> None:
    auth = new_player(client)
    first = start(client, auth)
    clock.advance(seconds=7)
    act(client, auth, first["id"], type="move", **move_of(first["legal_moves"][0]))
    clock.advance(seconds=5)
    second = start(client, auth, abandon_current=True)
    left = client.get(f"/api/v1/games/{first['id']}", headers=auth).json()
    assert (left["status"], left["reason"], left["cause"]) == ("lost", "resigned", "abandoned")
    assert left["seed"] is not None and left["elapsed_ms"] == 12_000
    record = client.get(f"/api/v1/games/{first['id']}/replay", headers=auth).json()
    assert [a["type"] for a in record["actions"]] == ["move", "resign"] and record["cause"] == "abandoned"
    assert verify_record(record).report["ok"] is True, "montana verify needs no new rule"
    late = client.post(f"/api/v1/games/{first['id']}/actions", json={"type": "undo"}, headers=auth)
    assert late.status_code == 409 and "abandoned" in late.json()["detail"]
    stats = client.get("/api/v1/players/me/stats", headers=auth).json()["classic@1"]
    assert (stats["played"], stats["won"], stats["abandoned"]) == (1, 0, 1)
    me = client.get("/api/v1/players/me", headers=auth).json()["id"]
    assert client.get(f"/api/v1/players/{me}").json()["best"]["classic@1"]["abandoned"] == 1
    assert client.get(f"/api/v1/games/{second['id']}", headers=auth).json()["status"] == "playing"


def test_the_daily_deal_and_campaign_follow_the_same_rule(client: TestClient, database: Database) -> None:
    from tests.conftest import choose_campaign_deals

    choose_campaign_deals(database)
    auth = new_player(client)
    daily = client.post("/api/v1/daily/game", headers=auth)
    assert daily.status_code == 201
    assert client.post("/api/v1/daily/game", headers=auth).status_code == 200, "resuming today's deal is fine"
    blocked = client.post("/api/v1/campaign/1/games", headers=auth)
    assert blocked.status_code == 409 and blocked.json()["game_id"] == daily.json()["id"]
    level = client.post("/api/v1/campaign/1/games", json={"abandon_current": True}, headers=auth)
    assert level.status_code == 201
    assert client.get(f"/api/v1/games/{daily.json()['id']}", headers=auth).json()["cause"] == "abandoned"
    assert client.post("/api/v1/daily/game", headers=auth).status_code == 200, "today's attempt was used"


def test_an_idle_ranked_game_ends_as_abandoned_when_read_or_swept(
    client: TestClient, database: Database, clock: FakeClock, app: Any
) -> None:
    read_later, swept = new_player(client), new_player(client)
    first, second = start(client, read_later), start(client, swept)
    clock.advance(hours=23, minutes=59)
    assert client.get(f"/api/v1/games/{first['id']}", headers=read_later).json()["status"] == "playing"
    clock.advance(minutes=2)
    worker = Worker(database, app.state.settings, pool_target=0, clock=clock)
    assert on_a_loop_of_its_own(worker.sweep()) is True
    assert client.get(f"/api/v1/games/{second['id']}", headers=swept).json()["cause"] == "abandoned"
    idle = client.get(f"/api/v1/games/{first['id']}", headers=read_later).json()
    assert (idle["status"], idle["cause"], idle["elapsed_ms"]) == ("lost", "abandoned", 24 * 3600 * 1000)
    stats = client.get("/api/v1/players/me/stats", headers=read_later).json()["classic@1"]
    assert (stats["played"], stats["abandoned"]) == (1, 1)


def test_two_ranked_starts_at_once_leave_one_game_in_play(client: TestClient) -> None:
    import threading

    auth = new_player(client)
    barrier = threading.Barrier(4)
    statuses: list[int] = []

    def begin() -> None:
        barrier.wait()
        statuses.append(client.post("/api/v1/games", json={}, headers=auth).status_code)

    threads = [threading.Thread(target=begin) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(statuses) == [201, 409, 409, 409]
    assert len(client.get("/api/v1/games?status=playing", headers=auth).json()["items"]) == 1
    practice = client.post("/api/v1/games", json={"seed": "practice"}, headers=auth).json()
    in_play = client.get("/api/v1/games?status=playing&ranked=false", headers=auth).json()["items"]
    assert [game["id"] for game in in_play] == [practice["id"]]
    assert len(client.get("/api/v1/games?status=playing&ranked=true", headers=auth).json()["items"]) == 1


# -- 3. bots ---------------------------------------------------------------------------------------


def test_a_bots_win_goes_on_the_bots_board_only(client: TestClient, database: Database, clock: FakeClock) -> None:
    made = client.post("/api/v1/players", json={"bot": True}).json()
    auth = {"Authorization": f"Bearer {made['token']}"}
    assert made["player"]["bot"] is True
    game = start(client, auth)
    assert game["bot"] is True
    play_fast(client, clock, auth, game, pairs=15, ms=30)
    rig_one_move_from_a_win(database, game["id"])
    celebration = win(client, auth, game["id"])["celebration"]
    assert {b["league"] for b in celebration["improved_boards"]} == {"bots"}
    assert celebration["under_review"] is False, "a declared bot's speed is no surprise"
    assert board(client)["items"] == []
    [entry] = board(client, players="bots")["items"]
    assert entry["game_id"] == game["id"] and entry["player"]["bot"] is True
    assert client.get(f"/api/v1/players/{made['player']['id']}").json()["bot"] is True


# -- 4. plausibility review and 5. moderation ------------------------------------------------------------------------


def test_a_script_at_full_speed_is_held_until_a_moderator_clears_it(
    client: TestClient, database: Database, clock: FakeClock
) -> None:
    person_id, person = account(client, "steady")
    steady = start(client, person)
    play_like_a_person(client, clock, person, steady, pairs=12)
    rig_one_move_from_a_win(database, steady["id"])
    clock.advance(seconds=200)
    person_win = win(client, person, steady["id"])
    assert person_win["celebration"]["under_review"] is False
    assert board(client)["items"][0]["game_id"] == steady["id"]

    script_id, script = account(client, "speedy")
    game = start(client, script)
    play_fast(client, clock, script, game, pairs=15, ms=50)
    rig_one_move_from_a_win(database, game["id"])
    over = win(client, script, game["id"])
    assert over["celebration"]["under_review"] is True and over["celebration"]["improved_boards"] == []
    public = board(client)
    assert [e["game_id"] for e in public["items"]] == [steady["id"]], "held entries are not public"
    mine = board(client, auth=script)
    assert [(e["game_id"], e["would_rank"]) for e in mine["under_review"]] == [(game["id"], 1)]
    assert board(client, auth=script, players="bots")["under_review"] == [], "a person's game is not a bot's"
    assert board(client, auth=person)["under_review"] == []

    assert client.get("/api/v1/moderation/queue", headers=script).status_code == 403, "a forged moderator call"
    assert client.post(
        f"/api/v1/moderation/games/{game['id']}/clear", json={"reason": "looks fine to me"}, headers=script
    ).status_code == 403  # fmt: skip
    marshal = moderator(client, database)
    queue = client.get("/api/v1/moderation/queue", headers=marshal).json()["items"]
    [held] = queue
    assert held["game_id"] == game["id"] and held["player"]["id"] == script_id
    assert held["facts"]["fastest_window_rate"] > 10 and any("a second" in flag for flag in held["flags"])
    assert client.get(held["replay"], headers=marshal).status_code == 200
    cleared = client.post(
        f"/api/v1/moderation/games/{game['id']}/clear", json={"reason": "watched: a fast player"}, headers=marshal
    )
    assert cleared.status_code == 200 and cleared.json()["status"] == "cleared"
    entries = board(client)["items"]
    assert [(e["rank"], e["game_id"]) for e in entries] == [(1, game["id"]), (2, steady["id"])]
    again = client.post(f"/api/v1/moderation/games/{game['id']}/clear", json={"reason": "twice"}, headers=marshal)
    assert again.status_code == 409
    decisions = client.get("/api/v1/moderation/decisions", headers=marshal).json()["items"]
    assert [(d["action"], d["game_id"], d["reason"]) for d in decisions] == [
        ("clear", game["id"], "watched: a fast player")
    ]
    with database.sessions() as session:
        assert_ranks_exact(LeaderboardRepository(session))
    assert person_id != script_id


def test_a_rejected_game_never_ranks_and_the_players_earlier_best_stays(
    client: TestClient, database: Database, clock: FakeClock
) -> None:
    _, script = account(client, "fastfinger")
    earlier = start(client, script)
    play_like_a_person(client, clock, script, earlier, pairs=11)
    rig_one_move_from_a_win(database, earlier["id"])
    clock.advance(seconds=300)
    win(client, script, earlier["id"])
    game = start(client, script)
    play_fast(client, clock, script, game, pairs=15, ms=40)
    rig_one_move_from_a_win(database, game["id"])
    win(client, script, game["id"])
    assert [e["game_id"] for e in board(client)["items"]] == [earlier["id"]], "the held game replaced nothing"
    marshal = moderator(client, database)
    reject = client.post(f"/api/v1/moderation/games/{game['id']}/reject", json={"reason": "a script"}, headers=marshal)
    assert reject.status_code == 200 and reject.json()["status"] == "rejected"
    assert [e["game_id"] for e in board(client)["items"]] == [earlier["id"]]
    assert board(client, auth=script)["under_review"] == []


def test_a_ban_takes_every_entry_off_every_board_and_the_player_sees_why(
    client: TestClient, database: Database, clock: FakeClock
) -> None:
    cheat_id, cheat = account(client, "cheat")
    honest_id, honest = account(client, "honest")
    for auth, seconds in ((cheat, 100), (honest, 300)):
        game = start(client, auth)
        play_like_a_person(client, clock, auth, game, pairs=11)
        rig_one_move_from_a_win(database, game["id"])
        clock.advance(seconds=seconds)
        win(client, auth, game["id"])
    game = start(client, cheat)
    act(client, cheat, game["id"], type="resign")
    assert [e["player"]["id"] for e in board(client)["items"]] == [cheat_id, honest_id]
    marshal = moderator(client, database)
    banned = client.post(
        f"/api/v1/moderation/players/{cheat_id}/ban", json={"banned": True, "reason": "shared an account"},
        headers=marshal,
    )  # fmt: skip
    assert banned.status_code == 200 and banned.json()["banned"] == "shared an account"
    for name in ("speed", "score"):
        for period in ("all", "week", "day"):
            entries = board(client, name, period=period)["items"]
            assert [e["player"]["id"] for e in entries] == [honest_id], (name, period)
            assert entries[0]["rank"] == 1
    with database.sessions() as session:
        assert_ranks_exact(LeaderboardRepository(session))
    me = client.get("/api/v1/players/me", headers=cheat).json()
    assert me["banned"] == "shared an account", "the player can still sign in and sees why"
    next_game = start(client, cheat)
    assert act(client, cheat, next_game["id"], type="resign")["celebration"]["improved_boards"] == []
    client.post(
        f"/api/v1/moderation/players/{cheat_id}/ban", json={"banned": False, "reason": "appeal upheld"},
        headers=marshal,
    )  # fmt: skip
    assert [e["player"]["id"] for e in board(client)["items"]] == [cheat_id, honest_id]
    with database.sessions() as session:
        assert_ranks_exact(LeaderboardRepository(session))
    actions = [d["action"] for d in client.get("/api/v1/moderation/decisions", headers=marshal).json()["items"]]
    assert actions == ["unban", "ban"]


def test_a_moderator_can_mark_a_player_as_a_bot(client: TestClient, database: Database, clock: FakeClock) -> None:
    quiet_bot, auth = account(client, "quietbot")
    game = start(client, auth)
    play_like_a_person(client, clock, auth, game, pairs=11)
    rig_one_move_from_a_win(database, game["id"])
    win(client, auth, game["id"])
    marshal = moderator(client, database)
    marked = client.post(
        f"/api/v1/moderation/players/{quiet_bot}/bot", json={"bot": True, "reason": "plays every hour on the hour"},
        headers=marshal,
    )  # fmt: skip
    assert marked.json() == {"id": quiet_bot, "bot": True, "banned": None}
    assert board(client)["items"] == []
    assert [e["player"]["id"] for e in board(client, players="bots")["items"]] == [quiet_bot]
    with database.sessions() as session:
        assert_ranks_exact(LeaderboardRepository(session))


def test_moderation_needs_the_role_and_a_reason(client: TestClient, database: Database) -> None:
    nobody = new_player(client)
    for method, path, body in (
        ("GET", "/api/v1/moderation/queue", None),
        ("GET", "/api/v1/moderation/decisions", None),
        ("POST", f"/api/v1/moderation/players/{'a' * 32}/ban", {"banned": True, "reason": "because"}),
    ):
        response = client.request(method, path, json=body, headers=nobody)
        assert response.status_code == 403 and "moderators only" in response.json()["detail"]
    assert client.get("/api/v1/moderation/queue").status_code == 401
    marshal = moderator(client, database)
    no_reason = client.post(f"/api/v1/moderation/players/{'a' * 32}/ban", json={"banned": True}, headers=marshal)
    assert no_reason.status_code == 422
    operations = client.get("/api/v1/openapi.json").json()["paths"]
    for decision, body in (("ban", {"banned": True, "reason": "spam"}), ("bot", {"bot": True, "reason": "a script"})):
        path = f"/api/v1/moderation/players/{'a' * 32}/{decision}"
        unknown = client.post(path, json=body, headers=marshal)
        assert unknown.status_code == 404 and unknown.json()["type"] == "/problems/not-found"
        documented = operations[f"/api/v1/moderation/players/{{player_id}}/{decision}"]["post"]["responses"]
        assert "404" in documented and "application/problem+json" in documented["404"]["content"]


def test_the_solver_agreement_check_can_hold_a_game_later(
    client: TestClient, database: Database, clock: FakeClock, app: Any
) -> None:
    _, auth = account(client, "follower")
    game = start(client, auth)
    rig_seed(database, game["id"], WINNABLE)
    proof = prove(Game("classic@1", WINNABLE).board, 2.0)
    assert proof.verdict == "winnable"
    coords = Game("classic@1", WINNABLE).board.coords
    for n, (card, to) in enumerate(proof.line):
        clock.advance(milliseconds=1500 + 100 * (n % 7))
        state = act(client, auth, game["id"], type="move", card=card_name(card), to=list(coords(to)))
    assert state["status"] == "won" and state["celebration"]["under_review"] is False
    assert len(board(client)["items"]) == 1
    strict = app.state.settings.model_copy(
        update={"review_max_solver_agreement": 0.0, "review_min_agreement_choices": 1}
    )
    worker = Worker(database, strict, pool_target=0, clock=clock)
    ran = 0
    while on_a_loop_of_its_own(worker.run_job()):  # the agreement check, and the deal's rating
        ran += 1
    assert ran == 2
    marshal = moderator(client, database)
    [held] = client.get("/api/v1/moderation/queue", headers=marshal).json()["items"]
    assert held["facts"]["agreement_choices"] > 0 and held["facts"]["solver_agreement"] > 0
    assert any("solver's first choice" in flag for flag in held["flags"])
    assert board(client)["items"] == [], "held after the worker's check"
    with database.sessions() as session:
        assert_ranks_exact(LeaderboardRepository(session))


# -- 6. shared deals stay secret until their day is over ----------------------------------------------


def test_a_daily_game_in_play_at_midnight_is_closed_before_its_seed_is_public(
    client: TestClient, clock: FakeClock
) -> None:
    clock.now = datetime(2026, 11, 29, 23, 59, 30, tzinfo=UTC)
    auth = new_player(client)
    game = client.post("/api/v1/daily/game", headers=auth).json()
    clock.advance(seconds=20)
    act(client, auth, game["id"], type="move", **move_of(game["legal_moves"][0]))
    clock.advance(seconds=15)  # 00:00:05 the next day
    late = client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "undo"}, headers=auth)
    assert late.status_code == 409 and "midnight UTC" in late.json()["detail"]
    closed = late.json()["state"]
    assert (closed["status"], closed["reason"], closed["cause"]) == ("lost", "resigned", "expired")
    assert closed["elapsed_ms"] == 30_000, "the resign is stamped at the day's end"
    assert closed["seed"] == client.get("/api/v1/daily").json()["yesterday_seed"]
    record = client.get(f"/api/v1/games/{game['id']}/replay", headers=auth).json()
    assert verify_record(record).report["ok"] is True


def test_another_players_daily_replay_is_refused_until_the_day_is_over(client: TestClient, clock: FakeClock) -> None:
    owner, other = new_player(client), new_player(client)
    game = client.post("/api/v1/daily/game", headers=owner).json()
    act(client, owner, game["id"], type="redeal")
    act(client, owner, game["id"], type="resign")
    for path in ("replay", "replay/steps"):
        for viewer in (other, {}):
            refused = client.get(f"/api/v1/games/{game['id']}/{path}", headers=viewer)
            assert refused.status_code == 404 and "midnight UTC" in refused.json()["detail"], path
        assert client.get(f"/api/v1/games/{game['id']}/{path}", headers=owner).status_code == 200
    assert client.get(f"/api/v1/games/{game['id']}/replay", headers=owner).json()["seed"] is None
    clock.advance(days=1)
    shown = client.get(f"/api/v1/games/{game['id']}/replay", headers=other)
    assert shown.status_code == 200 and shown.json()["seed"] is not None


def test_a_moderator_sees_a_secret_deal_only_from_a_device_and_never_one_they_may_still_play(
    client: TestClient, database: Database
) -> None:
    owner = new_player(client)
    game = client.post("/api/v1/daily/game", headers=owner).json()
    act(client, owner, game["id"], type="resign")
    marshal = moderator(client, database)
    steps = f"/api/v1/games/{game['id']}/replay/steps"
    assert client.get(steps, headers=marshal).status_code == 404, "today's deal, which the moderator may still play"
    mine = client.post("/api/v1/daily/game", headers=marshal).json()
    assert client.get(steps, headers=marshal).status_code == 404, "nor while their own attempt is in play"
    act(client, marshal, mine["id"], type="resign")
    assert client.get(steps, headers=marshal).status_code == 200, "their attempt is over: now they may review it"
    reader = client.post("/api/v1/tokens", json={"name": "stats", "scopes": ["read"]}, headers=marshal).json()
    assert client.get(steps, headers={"Authorization": f"Bearer {reader['token']}"}).status_code == 404


def test_campaign_replays_are_for_their_player_only(client: TestClient, database: Database) -> None:
    from tests.conftest import choose_campaign_deals

    choose_campaign_deals(database)
    owner = new_player(client)
    game = client.post("/api/v1/campaign/2/games", headers=owner).json()
    act(client, owner, game["id"], type="resign")
    assert client.get(f"/api/v1/games/{game['id']}/replay").status_code == 404
    mine = client.get(f"/api/v1/games/{game['id']}/replay", headers=owner).json()
    assert mine["seed"] is None, "a campaign deal is never revealed"


def test_the_daily_board_ranks_accounts_older_than_the_day(
    client: TestClient, database: Database, clock: FakeClock
) -> None:
    veteran_id, veteran = account(client, "veteran")
    clock.advance(days=1)
    _, newcomer = account(client, "newcomer")
    guest = new_player(client)
    celebrations = {}
    for name, auth in (("veteran", veteran), ("newcomer", newcomer), ("guest", guest)):
        game = client.post("/api/v1/daily/game", headers=auth).json()
        celebrations[name] = act(client, auth, game["id"], type="resign")["celebration"]
    assert [b["period"] for b in celebrations["veteran"]["improved_boards"]] == ["daily:2026-11-30"]
    for name in ("newcomer", "guest"):
        assert "before its day began" in celebrations[name]["off_boards"]
    daily = board(client, "score", period="daily")["items"]
    assert [e["player"]["id"] for e in daily] == [veteran_id]
    assert board(client, "score", period="all")["items"] == [], "a shared deal ranks on its own board only"


def test_the_pool_of_proven_deals_is_shared_out_a_few_a_day(database: Database, clock: FakeClock) -> None:
    from app.games.models import WinnableDeal
    from app.main import create_app

    settings = Settings(
        environment="test",
        database_url=database.url,
        secret_key=TEST_SECRET_KEY,
        **{**UNLIMITED, "winnable_per_day": 2, "rate_limit_winnable_address": "5/day"},
    )
    with database.sessions() as session:
        for n in range(6):
            session.add(WinnableDeal(seed=f"{n:064x}", rules="classic@1", par_moves=80, proved_at=clock()))
        session.commit()
    with TestClient(create_app(settings, database, clock=clock)) as client:
        auth = new_player(client)
        for _ in range(2):
            game = start(client, auth, winnable=True, abandon_current=True)
            assert game["kind"] == "winnable"
        third = client.post("/api/v1/games", json={"winnable": True, "abandon_current": True}, headers=auth)
        assert third.status_code == 429 and third.json()["type"] == "/problems/winnable-share-used"
        assert int(third.headers["retry-after"]) == 12 * 3600 + 1
        celebration = act(client, auth, game["id"], type="resign")["celebration"]
        assert celebration["improved_boards"] == [] and "proven deals" in celebration["off_boards"]
        clock.advance(days=1)
        assert start(client, auth, winnable=True)["kind"] == "winnable"
        assert start(client, new_player(client), winnable=True)["kind"] == "winnable"
        drained = client.post("/api/v1/games", json={"winnable": True}, headers=new_player(client))
        assert drained.status_code == 429, "fresh guests from one address share the address's share"
        assert drained.json()["type"] == "/problems/too-many-requests"

"""Named achievements: each earned once by a ranked game's end, from what the server refereed, never claimed."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import update

from app.games.models import GameRecord
from app.kit.db import Database
from app.progress.models import PlayerStats
from app.progress.repository import ProgressRepository
from app.progress.service import ProgressService
from tests.conftest import FakeClock, choose_campaign_deals, new_player, rig_one_move_from_a_win, win

ACHIEVEMENTS = "/api/v1/achievements"


def won(client: TestClient, auth: dict[str, str], database: Database, rules: str = "classic@1") -> dict[str, Any]:
    game = client.post("/api/v1/games", json={"rules": rules}, headers=auth).json()
    rig_one_move_from_a_win(database, game["id"])
    return win(client, auth, game["id"])


def earned(client: TestClient, auth: dict[str, str]) -> dict[str, dict[str, Any]]:
    return {item["code"]: item for item in client.get(ACHIEVEMENTS, headers=auth).json()["items"] if item["earned_at"]}


def player_id(client: TestClient, auth: dict[str, str]) -> str:
    return str(client.get("/api/v1/players/me", headers=auth).json()["id"])


def test_a_first_win_earns_its_achievements_once_with_the_game_and_the_date(
    client: TestClient, database: Database, clock: FakeClock
) -> None:
    auth = new_player(client)
    catalog = client.get(ACHIEVEMENTS, headers=auth).json()
    assert catalog["next_cursor"] is None and len(catalog["items"]) == 12
    assert all(item["earned_at"] is None and item["how_to_earn"] for item in catalog["items"])
    first = won(client, auth, database)
    assert first["celebration"]["achievements"] == ["first-win-classic", "no-redeal-win"]
    mine = earned(client, auth)
    assert set(mine) == {"first-win-classic", "no-redeal-win"}
    assert mine["first-win-classic"]["game_id"] == first["id"]
    assert mine["first-win-classic"]["earned_at"] == clock.now.isoformat().replace("+00:00", "Z")
    assert mine["first-win-classic"]["name"] == "Classic Winner"
    again = won(client, auth, database)
    assert again["celebration"]["achievements"] == [], "each is earned once"
    assert earned(client, auth)["first-win-classic"]["game_id"] == first["id"]
    relaxed = won(client, auth, database, "relaxed@1")
    assert relaxed["celebration"]["achievements"] == ["first-win-relaxed"]


def test_a_hint_earns_no_achievement_of_skill_and_a_loss_none_at_all(client: TestClient, database: Database) -> None:
    auth = new_player(client)
    game = client.post("/api/v1/games", json={"rules": "classic@1"}, headers=auth).json()
    resigned = client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=auth).json()
    assert resigned["celebration"]["achievements"] == []
    game = client.post("/api/v1/games", json={"rules": "classic@1"}, headers=auth).json()
    assert client.post(f"/api/v1/games/{game['id']}/hint", headers=auth).status_code == 200
    rig_one_move_from_a_win(database, game["id"])
    assert win(client, auth, game["id"])["celebration"]["achievements"] == ["first-win-classic"]


def test_express_under_two_minutes_and_a_win_under_par(
    client: TestClient, database: Database, clock: FakeClock
) -> None:
    auth = new_player(client)
    slow = client.post("/api/v1/games", json={"rules": "express@1"}, headers=auth).json()
    rig_one_move_from_a_win(database, slow["id"])
    clock.advance(minutes=2, seconds=1)
    assert "express-sprint" not in win(client, auth, slow["id"])["celebration"]["achievements"]
    quick = client.post("/api/v1/games", json={"rules": "express@1"}, headers=auth).json()
    rig_one_move_from_a_win(database, quick["id"])
    clock.advance(minutes=1, seconds=59)
    assert win(client, auth, quick["id"])["celebration"]["achievements"] == ["express-sprint"]

    over_par = client.post("/api/v1/games", json={"rules": "classic@1"}, headers=auth).json()
    with database.sessions() as session:
        session.execute(update(GameRecord).where(GameRecord.id == over_par["id"]).values(par_moves=0))
        session.commit()
    rig_one_move_from_a_win(database, over_par["id"])
    assert "under-par" not in win(client, auth, over_par["id"])["celebration"]["achievements"]
    at_par = client.post("/api/v1/games", json={"rules": "classic@1"}, headers=auth).json()
    with database.sessions() as session:
        session.execute(update(GameRecord).where(GameRecord.id == at_par["id"]).values(par_moves=1))
        session.commit()
    rig_one_move_from_a_win(database, at_par["id"])
    assert win(client, auth, at_par["id"])["celebration"]["achievements"] == ["under-par"]


def test_a_week_of_daily_deals_a_gold_stop_and_a_hundred_wins(
    client: TestClient, database: Database, clock: FakeClock
) -> None:
    auth = new_player(client)
    for day in range(7):
        game = client.post("/api/v1/daily/game", headers=auth).json()
        ended = client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=auth).json()
        assert ended["celebration"]["achievements"] == (["daily-week"] if day == 6 else []), day
        clock.advance(days=1)
    choose_campaign_deals(database)
    stop = client.post("/api/v1/campaign/1/games", headers=auth).json()
    rig_one_move_from_a_win(database, stop["id"])
    gold = win(client, auth, stop["id"])
    assert gold["badge"] == "gold" and "campaign-gold" in gold["celebration"]["achievements"]
    with database.sessions() as session:
        session.execute(update(PlayerStats).where(PlayerStats.player_id == player_id(client, auth)).values(won=98))
        session.commit()
    assert "hundred-wins" not in won(client, auth, database)["celebration"]["achievements"]  # the 99th
    assert won(client, auth, database)["celebration"]["achievements"] == ["hundred-wins"]


def test_an_achievement_earned_meanwhile_is_not_granted_again(client: TestClient, database: Database) -> None:
    """Two ends that both find an achievement missing (as two transactions could): the second grants nothing."""
    auth = new_player(client)
    player = player_id(client, auth)
    now = datetime(2026, 11, 29, 12, tzinfo=UTC)
    with database.sessions() as session:
        repository = ProgressRepository(session)
        assert repository.grant_achievements(player, ["first-win-classic"], "a" * 32, now) == ["first-win-classic"]
        granted = repository.grant_achievements(player, ["first-win-classic", "no-redeal-win"], "b" * 32, now)
        assert granted == ["no-redeal-win"]
        session.commit()
    assert earned(client, auth)["first-win-classic"]["game_id"] == "a" * 32


def test_the_achievements_stored_are_those_the_games_earn(client: TestClient, database: Database) -> None:
    auth = new_player(client)
    won(client, auth, database)
    won(client, auth, database, "relaxed@1")
    game = client.post("/api/v1/games", json={"rules": "express@1"}, headers=auth).json()
    client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=auth)
    with database.sessions() as session:
        progress = ProgressService(ProgressRepository(session), datetime.now(UTC))
        stored, rebuilt = progress.stored(player_id(client, auth)), progress.rebuilt(player_id(client, auth))
    assert (
        stored["achievements"] == rebuilt["achievements"] == {"first-win-classic", "first-win-relaxed", "no-redeal-win"}
    )

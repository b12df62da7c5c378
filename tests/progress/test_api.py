"""Profiles, settings that sync, statistics, badges, the campaign, card backs, the daily deal."""

from __future__ import annotations

import hashlib
import random
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import update

from app.games.models import CampaignDeal
from app.kit.db import Database
from app.progress.repository import ProgressRepository
from app.progress.service import ProgressService
from tests.conftest import FakeClock, choose_campaign_deals, new_player, rig_one_move_from_a_win, win

SETTINGS = "/api/v1/players/me/settings"


def player_id(client: TestClient, auth: dict[str, str]) -> str:
    return str(client.get("/api/v1/players/me", headers=auth).json()["id"])


def resign(client: TestClient, auth: dict[str, str], game: dict[str, Any]) -> dict[str, Any]:
    response = client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=auth)
    assert response.status_code == 200, response.text
    return dict(response.json())


def ranked(client: TestClient, auth: dict[str, str], rules: str = "classic@1") -> dict[str, Any]:
    return dict(client.post("/api/v1/games", json={"rules": rules}, headers=auth).json())


# -- settings -------------------------------------------------------------------------


def test_settings_start_at_the_defaults_with_a_version(client: TestClient) -> None:
    response = client.get(SETTINGS, headers=new_player(client))
    assert response.headers["ETag"] == '"1"'
    assert response.json() == {
        "version": 1,
        "settings": {
            "theme": "classic-felt", "card_back": "red-lattice", "four_colour_suits": False, "sound": True,
            "music": False, "animation_speed": "normal", "highlight_moves": False, "left_handed": False,
            "language": None,
        },
    }  # fmt: skip


def test_the_language_setting_takes_the_four_languages_or_the_browsers_choice(client: TestClient) -> None:
    auth = new_player(client)
    current = client.get(SETTINGS, headers=auth).json()
    saved = client.put(SETTINGS, json={**current["settings"], "language": "de"}, headers={**auth, "If-Match": '"1"'})
    assert saved.status_code == 200 and saved.json()["settings"]["language"] == "de"
    refused = client.put(SETTINGS, json={**current["settings"], "language": "pt"}, headers={**auth, "If-Match": '"2"'})
    assert refused.status_code == 422 and refused.headers["content-type"].startswith("application/problem+json")
    assert client.get(SETTINGS, headers=auth).json()["settings"]["language"] == "de", "a refusal changes nothing"


def test_two_devices_never_silently_overwrite_each_others_settings(client: TestClient) -> None:
    auth = new_player(client)
    current = client.get(SETTINGS, headers=auth).json()["settings"]
    phone = {**current, "theme": "aged-pine"}
    laptop = {**current, "animation_speed": "off"}
    missing = client.put(SETTINGS, json=phone, headers=auth)
    assert missing.status_code == 428 and "If-Match" in missing.json()["detail"]
    saved = client.put(SETTINGS, json=phone, headers={**auth, "If-Match": '"1"'})
    assert saved.status_code == 200 and saved.headers["ETag"] == '"2"'
    stale = client.put(SETTINGS, json=laptop, headers={**auth, "If-Match": '"1"'})
    assert stale.status_code == 412
    assert stale.json()["settings"]["theme"] == "aged-pine" and stale.json()["version"] == 2
    merged = client.put(SETTINGS, json={**laptop, "theme": "aged-pine"}, headers={**auth, "If-Match": '"2"'})
    assert merged.json()["settings"] == {**current, "theme": "aged-pine", "animation_speed": "off"}


def test_settings_follow_the_player_to_another_device(client: TestClient) -> None:
    phone = new_player(client)
    client.post("/api/v1/players/me/account", json={"username": "jane", "password": "calamity-jane"}, headers=phone)
    settings = {**client.get(SETTINGS, headers=phone).json()["settings"], "four_colour_suits": True}
    client.put(SETTINGS, json=settings, headers={**phone, "If-Match": '"1"'})
    token = client.post("/api/v1/sessions", json={"username": "jane", "password": "calamity-jane"}).json()["token"]
    laptop = client.get(SETTINGS, headers={"Authorization": f"Bearer {token}"}).json()
    assert laptop["settings"]["four_colour_suits"] is True and laptop["version"] == 2


def test_invalid_settings_and_locked_card_backs_are_refused(client: TestClient) -> None:
    auth = {**new_player(client), "If-Match": '"1"'}
    current = client.get(SETTINGS, headers=auth).json()["settings"]
    for bad in ({**current, "theme": "neon"}, {**current, "volume": 3}, {**current, "card_back": "gold-rush"}):
        response = client.put(SETTINGS, json=bad, headers=auth)
        assert response.status_code == 422, bad
        assert response.headers["content-type"] == "application/problem+json"
    assert "not yours yet" in client.put(SETTINGS, json={**current, "card_back": "gold-rush"}, headers=auth).text
    assert client.get(SETTINGS, headers=auth).json()["version"] == 1


# -- profile --------------------------------------------------------------------------


def test_display_names_are_unique_whatever_their_case(client: TestClient) -> None:
    first, second = new_player(client), new_player(client)
    named = client.patch("/api/v1/players/me", json={"display_name": "Calamity  Jane"}, headers=first)
    assert named.status_code == 200 and named.json()["display_name"] == "Calamity Jane"
    taken = client.patch("/api/v1/players/me", json={"display_name": "calamity jane"}, headers=second)
    assert taken.status_code == 409 and "taken" in taken.json()["detail"]
    for bad in ("ab", " Jane", "<script>", "x" * 25):
        assert client.patch("/api/v1/players/me", json={"display_name": bad}, headers=second).status_code == 422


def test_the_public_profile_shows_figures_but_nothing_private(client: TestClient, database: Database) -> None:
    auth = new_player(client)
    client.post(
        "/api/v1/players/me/account", json={"username": "secret-login", "password": "pw-12345678"}, headers=auth
    )
    client.patch("/api/v1/players/me", json={"display_name": "Wild Bill"}, headers=auth)
    game = ranked(client, auth)
    rig_one_move_from_a_win(database, game["id"])
    win(client, auth, game["id"])
    profile = client.get(f"/api/v1/players/{player_id(client, auth)}")
    assert profile.status_code == 200
    body = profile.json()
    assert body["name"] == "Wild Bill" and body["badges"] == {"gold": 1, "silver": 0, "bronze": 0}
    assert body["best"]["classic@1"]["won"] == 1
    assert "secret-login" not in profile.text and "settings" not in body
    assert client.get(f"/api/v1/players/{'b' * 32}").status_code == 404
    assert client.get("/api/v1/players/nobody").status_code == 422, "not an id at all"


# -- statistics, badges, unlocks ------------------------------------------------------------


def test_stats_rebuilt_from_the_games_equal_the_stored_ones(
    client: TestClient, database: Database, clock: FakeClock
) -> None:
    auth = new_player(client)
    rng = random.Random(4)
    for number in range(14):
        rules = ["classic@1", "express@1", "relaxed@1"][number % 3]
        game = ranked(client, auth, rules)
        if number % 4 == 0:
            rig_one_move_from_a_win(database, game["id"])
            clock.advance(seconds=rng.randrange(30, 400))
            win(client, auth, game["id"])
        elif rules == "express@1" and number % 2:
            clock.advance(seconds=181)
            client.get(f"/api/v1/games/{game['id']}", headers=auth)
        else:
            clock.advance(seconds=rng.randrange(5, 50))
            resign(client, auth, game)
        clock.advance(hours=rng.randrange(1, 30))
    client.post("/api/v1/games", json={"seed": "practice"}, headers=auth)
    pid = player_id(client, auth)
    with database.sessions() as session:
        progress = ProgressService(ProgressRepository(session), clock())
        stored, rebuilt = progress.stored(pid), progress.rebuilt(pid)
    assert stored == rebuilt
    assert sum(figures["played"] for figures in stored["stats"].values()) == 14
    stats = client.get("/api/v1/players/me/stats", headers=auth).json()
    classic = stats["classic@1"]
    assert classic["won"] == sum(1 for n in range(14) if n % 3 == 0 and n % 4 == 0)
    assert classic["win_rate"] == round(classic["won"] / classic["played"], 4)
    assert len(classic["last_30_days"]) == 30
    assert sum(day["played"] for day in classic["last_30_days"]) <= classic["played"]


def test_a_days_figures_add_up_the_games_of_that_day(client: TestClient, database: Database) -> None:
    auth = new_player(client)
    scores = [resign(client, auth, ranked(client, auth))["score"]]
    game = ranked(client, auth)
    rig_one_move_from_a_win(database, game["id"])
    scores.append(win(client, auth, game["id"])["score"])
    scores.append(resign(client, auth, ranked(client, auth))["score"])
    today = client.get("/api/v1/players/me/stats", headers=auth).json()["classic@1"]["last_30_days"][-1]
    assert (today["played"], today["won"], today["best_score"]) == (3, 1, max(scores))
    assert scores[1] > scores[2], "a lower score after the best one leaves the best as it was"


def test_streaks_count_wins_in_a_row(client: TestClient, database: Database) -> None:
    auth = new_player(client)
    for outcome in ("win", "win", "loss", "win", "win", "win", "loss", "win"):
        game = ranked(client, auth)
        if outcome == "win":
            rig_one_move_from_a_win(database, game["id"])
            win(client, auth, game["id"])
        else:
            resign(client, auth, game)
    classic = client.get("/api/v1/players/me/stats", headers=auth).json()["classic@1"]
    assert (classic["current_streak"], classic["best_streak"], classic["won"], classic["played"]) == (1, 3, 6, 8)
    assert classic["fewest_moves_win"] == 1 and classic["gold"] == 6


def test_card_backs_unlock_by_deeds_once(client: TestClient, database: Database) -> None:
    auth = new_player(client)
    first = ranked(client, auth)
    rig_one_move_from_a_win(database, first["id"])
    earned = win(client, auth, first["id"])["celebration"]["unlocked_card_backs"]
    assert earned == ["brass-star", "gold-rush"]
    second = ranked(client, auth)
    rig_one_move_from_a_win(database, second["id"])
    assert win(client, auth, second["id"])["celebration"]["unlocked_card_backs"] == []
    backs = {b["id"]: b for b in client.get("/api/v1/card-backs", headers=auth).json()["items"]}
    assert backs["gold-rush"]["owned"] and not backs["prairie-sunset"]["owned"]
    assert backs["prairie-sunset"]["how_to_earn"] == "win 10 games"
    assert backs["prairie-sunset"]["earned_by"] == {"code": "wins", "count": 10}
    assert backs["red-lattice"]["earned_by"] is None and backs["red-lattice"]["owned"]
    settings = {**client.get(SETTINGS, headers=auth).json()["settings"], "card_back": "gold-rush"}
    assert client.put(SETTINGS, json=settings, headers={**auth, "If-Match": '"1"'}).status_code == 200


# -- campaign ----------------------------------------------------------------------------


def test_the_campaign_keeps_the_best_badge_per_level_and_crowns_a_grand_marshal(
    client: TestClient, database: Database
) -> None:
    auth = new_player(client)
    before = client.get("/api/v1/campaign", headers=auth).json()
    assert [level["level"] for level in before["levels"]] == list(range(1, 13))
    assert {level["commitment"] for level in before["levels"]} == {None}, "no level's deal is chosen yet"
    not_ready = client.post("/api/v1/campaign/1/games", headers=auth)
    assert not_ready.status_code == 503 and not_ready.headers["retry-after"] == "60", "the worker chooses deals"
    choose_campaign_deals(database)
    level_one = client.post("/api/v1/campaign/1/games", headers=auth).json()
    assert (level_one["kind"], level_one["campaign_level"], level_one["seed"]) == ("campaign", 1, None)
    resign(client, auth, level_one)
    celebration = None
    shown = client.get("/api/v1/campaign", headers=auth).json()["levels"][0]
    assert shown["commitment"] == level_one["seed_commitment"]
    assert (shown["proven_winnable"], shown["par_moves"]) == (False, None), "a deal not proven has no par"
    with database.sessions() as session:
        session.execute(update(CampaignDeal).where(CampaignDeal.level == 2).values(par_moves=61))
        session.commit()
    proven = client.get("/api/v1/campaign", headers=auth).json()["levels"][1]
    assert (proven["proven_winnable"], proven["par_moves"]) == (True, 61), "a stop's par is known before it starts"
    for level in range(1, 13):
        game = client.post(f"/api/v1/campaign/{level}/games", headers=auth).json()
        rig_one_move_from_a_win(database, game["id"])
        celebration = win(client, auth, game["id"])["celebration"]
        assert celebration["campaign"] == {"level": level, "best_badge": "gold"}
        assert celebration["improved_boards"] == [], "campaign deals are retried puzzles, not on the boards"
    assert celebration is not None and celebration["title"] == "Grand Marshal"
    assert "marshal-badge" in celebration["unlocked_card_backs"]
    again = client.get("/api/v1/campaign", headers=auth).json()
    assert again["title"] == "Grand Marshal"
    assert len({level["commitment"] for level in again["levels"]}) == 12
    assert again["levels"][0]["attempts"] == 2 and again["levels"][0]["best_badge"] == "gold"
    other = client.post("/api/v1/campaign/3/games", headers=new_player(client)).json()
    assert other["board"] == client.post("/api/v1/campaign/3/games", headers=auth).json()["board"], "same deal"
    assert client.post("/api/v1/campaign/13/games", headers=auth).status_code == 422


# -- the daily deal ---------------------------------------------------------------------------


def test_the_daily_deal_is_one_attempt_the_same_for_everyone_revealed_the_next_day(
    client: TestClient, clock: FakeClock
) -> None:
    overview = client.get("/api/v1/daily").json()
    assert overview["today"]["date"] == "2026-11-29" and overview["tomorrow"]["date"] == "2026-11-30"
    first, second = new_player(client), new_player(client)
    started = client.post("/api/v1/daily/game", headers=first)
    assert started.status_code == 201
    game = started.json()
    assert (game["kind"], game["daily_date"], game["seed"]) == ("daily", "2026-11-29", None)
    assert game["seed_commitment"] == overview["today"]["commitment"]
    resumed = client.post("/api/v1/daily/game", headers=first)
    assert resumed.status_code == 200 and resumed.json()["id"] == game["id"]
    clock.advance(seconds=30)
    mine = client.get("/api/v1/daily", headers=first).json()["my_game"]
    assert (mine["id"], mine["status"], mine["elapsed_ms"], mine["finished_at"]) == (game["id"], "playing", 30000, None)
    assert client.get("/api/v1/daily", headers=second).json()["my_game"] is None
    assert client.get("/api/v1/daily").json()["my_game"] is None
    assert client.post("/api/v1/daily/game", headers=second).json()["board"] == game["board"]
    over = resign(client, first, game)
    assert over["seed"] is None, "the seed stays secret while others may still play today"
    assert client.post("/api/v1/daily/game", headers=first).json()["id"] == game["id"], "no second attempt"
    assert over["celebration"]["improved_boards"] == [] and "accounts" in over["celebration"]["off_boards"]
    assert over["celebration"]["off_boards_code"] == "daily_too_new"
    mine = client.get("/api/v1/daily", headers=first).json()["my_game"]
    assert (mine["status"], mine["reason"], mine["score"]) == ("lost", "resigned", over["score"])
    clock.advance(days=1)
    seed = client.get(f"/api/v1/games/{game['id']}", headers=first).json()["seed"]
    assert hashlib.sha256(seed.encode()).hexdigest() == overview["today"]["commitment"]
    assert client.get("/api/v1/daily").json()["yesterday_seed"] == seed
    assert client.get("/api/v1/daily").json()["today"]["commitment"] == overview["tomorrow"]["commitment"]
    tomorrow = client.post("/api/v1/daily/game", headers=first)
    assert tomorrow.status_code == 201 and tomorrow.json()["id"] != game["id"]


def test_seven_daily_deals_in_a_row_unlock_the_sunrise_rider(client: TestClient, clock: FakeClock) -> None:
    auth = new_player(client)
    unlocked: list[str] = []
    for _ in range(7):
        game = client.post("/api/v1/daily/game", headers=auth).json()
        unlocked += resign(client, auth, game)["celebration"]["unlocked_card_backs"]
        clock.advance(days=1)
    assert unlocked == ["sunrise-rider"]

"""What anyone may read: a player's finished games (not what others may still play), and anyone's rank."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.conftest import FakeClock, choose_campaign_deals, new_player


def finish(client: TestClient, auth: dict[str, str], path: str = "/api/v1/games", **body: object) -> dict[str, object]:
    game = client.post(path, json=body or None, headers=auth).json()
    return dict(client.post(f"/api/v1/games/{game['id']}/actions", json={"type": "resign"}, headers=auth).json())


def test_a_players_finished_games_are_public_and_paged(client: TestClient, database: object, clock: FakeClock) -> None:
    choose_campaign_deals(database)  # type: ignore[arg-type]
    auth = new_player(client)
    player_id = client.get("/api/v1/players/me", headers=auth).json()["id"]
    finished = []
    for rules in ("classic@1", "relaxed@1", "classic@1"):
        clock.advance(seconds=10)
        finished.append(finish(client, auth, rules=rules))
    clock.advance(seconds=10)
    daily = finish(client, auth, "/api/v1/daily/game")
    campaign = finish(client, auth, "/api/v1/campaign/1/games")
    in_play = client.post("/api/v1/games", json={}, headers=auth).json()
    page = client.get(f"/api/v1/players/{player_id}/games?limit=2").json()
    assert [g["id"] for g in page["items"]] == [finished[2]["id"], finished[1]["id"]]
    rest = client.get(f"/api/v1/players/{player_id}/games?limit=2&cursor={page['next_cursor']}").json()
    assert [g["id"] for g in rest["items"]] == [finished[0]["id"]] and rest["next_cursor"] is None
    shown = {g["id"] for g in page["items"] + rest["items"]}
    assert not shown & {daily["id"], campaign["id"], in_play["id"]}, "shared deals and games in play stay private"
    item = page["items"][0]
    assert item["result"]["status"] == "lost" and item["replay"] == f"/api/v1/games/{item['id']}/replay"
    classic = client.get(f"/api/v1/players/{player_id}/games?rules=relaxed@1&status=lost").json()["items"]
    assert [g["id"] for g in classic] == [finished[1]["id"]]
    clock.advance(days=1)
    later = client.get(f"/api/v1/players/{player_id}/games").json()["items"]
    assert daily["id"] in {g["id"] for g in later}, "a daily deal's games appear once its day is over"
    assert client.get(f"/api/v1/players/{player_id}/games?status=playing").status_code == 422
    assert client.get(f"/api/v1/players/{'c' * 32}/games").json()["items"] == []


def test_a_lesson_is_a_practice_game_that_stays_off_the_public_list(client: TestClient) -> None:
    auth = new_player(client)
    player_id = client.get("/api/v1/players/me", headers=auth).json()["id"]
    practice = finish(client, auth, rules="classic@1", seed="demo")
    lesson = finish(client, auth, rules="classic@1", seed="lesson-2494", lesson=True)
    assert (lesson["kind"], lesson["ranked"], lesson["seed"]) == ("lesson", False, "lesson-2494")
    shown = [g["id"] for g in client.get(f"/api/v1/players/{player_id}/games").json()["items"]]
    assert shown == [practice["id"]], "the tutorial is no game to show others"
    mine = client.get("/api/v1/games?status=finished", headers=auth).json()["items"]
    assert lesson["id"] in {g["id"] for g in mine}, "its player still finds it"
    refused = client.post("/api/v1/games", json={"lesson": True}, headers=auth)
    assert refused.status_code == 422 and "give its 'seed'" in refused.text


def test_anyones_rank_on_any_board(client: TestClient) -> None:
    players = [new_player(client) for _ in range(3)]
    ids = []
    for auth in players:
        ids.append(client.get("/api/v1/players/me", headers=auth).json()["id"])
        finish(client, auth)
    for player_id in ids:
        around = client.get(f"/api/v1/leaderboards/score/around/{player_id}?window=1")
        assert around.status_code == 200 and player_id in [e["player"]["id"] for e in around.json()["items"]]
    assert client.get("/api/v1/leaderboards/score/around/me").status_code == 401
    assert client.get(f"/api/v1/leaderboards/speed/around/{ids[0]}").json()["rank"] is None, "a loss: no speed"

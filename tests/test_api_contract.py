"""The API's contract, as generated clients see it: named operations and schemas, each enum once, typed problems
and headers; and a Python client generated from the live document plays a whole game."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from openapi_spec_validator import OpenAPIV31SpecValidator

from app.config import Settings
from app.engine import verify_record
from app.kit.errors import problem_types
from app.main import create_app
from tests.conftest import ROOT
from tests.servers import Server, running


@pytest.fixture(scope="module")
def document() -> dict[str, Any]:
    return create_app(Settings(log_json=False)).openapi()


def operations(document: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    for path, item in document["paths"].items():
        for method, operation in item.items():
            yield method.upper(), path, operation


def walk(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from walk(value)
    elif isinstance(node, list):
        for value in node:
            yield from walk(value)


def test_the_document_is_valid_openapi_with_every_reference_resolved(document: dict[str, Any]) -> None:
    assert document["openapi"].startswith("3.1.")  # what the client generators read
    errors = [error.message for error in OpenAPIV31SpecValidator(document).iter_errors()]
    assert errors == []
    refs = {node["$ref"] for node in walk(document) if isinstance(node.get("$ref"), str)}
    named = {f"#/components/schemas/{name}" for name in document["components"]["schemas"]}
    assert refs <= named, refs - named


def test_an_optional_header_or_query_parameter_is_typed_as_its_value_not_as_nullable(
    document: dict[str, Any],
) -> None:
    optional = [
        (method, path, parameter)
        for method, path, operation in operations(document)
        for parameter in operation.get("parameters", [])
        if parameter["in"] in ("header", "query") and not parameter.get("required")
    ]
    assert len(optional) > 20
    for method, path, parameter in optional:
        assert {"type": "null"} not in parameter["schema"].get("anyOf", []), (method, path, parameter["name"])
    acted = document["paths"]["/api/v1/games/{game_id}/actions"]["post"]["parameters"]
    assert next(p for p in acted if p["name"] == "If-Match")["schema"]["type"] == "string"


def test_each_stream_declares_the_data_of_each_of_its_events(document: dict[str, Any]) -> None:
    """A generated client types what a stream yields: the data of its one kind of event, or of the `end` event the
    server sends when it ends the stream, and `x-events` says which event carries which."""
    streams = {
        path: response
        for method, path, operation in operations(document)
        for response in operation["responses"].values()
        if "text/event-stream" in response.get("content", {})
    }
    declared = {path: response["x-events"] for path, response in streams.items()}
    assert declared == {
        "/api/v1/games/{game_id}/events": {"state": "GameState", "end": "StreamEnded"},
        "/api/v1/players/me/events": {"settings": "SettingsOut", "end": "StreamEnded"},
        "/api/v1/races/{race}/events": {"race": "RaceOut", "end": "StreamEnded"},
        "/api/v1/players/me/feed": {
            "game-started": "GameStarted", "game-ended": "GameEnded", "race-matched": "RaceMatched",
            "race-starting": "RaceStarting", "moderation": "ModerationNotice", "follow-requested": "FollowRequested",
            "followed": "Followed", "follow-accepted": "FollowAccepted", "challenged": "Challenged",
            "challenge-finished": "ChallengeFinished", "end": "StreamEnded",
        },
    }  # fmt: skip
    for path, response in streams.items():
        schema = response["content"]["text/event-stream"]["schema"]
        assert schema == {"anyOf": [{"$ref": f"#/components/schemas/{name}"} for name in declared[path].values()]}
    ended = document["components"]["schemas"]["StreamEnded"]
    assert ended["required"] == ["reason", "detail"] and "retry_after" in ended["properties"]


def test_the_document_names_the_version_the_changelog_describes_last(document: dict[str, Any]) -> None:
    changelog = (ROOT / "docs" / "changelog.md").read_text(encoding="utf-8")
    versions = [line.split()[1] for line in changelog.splitlines() if line.startswith("## ")]
    assert versions[0] == document["info"]["version"] and versions[-1] == "1.0.0"
    assert versions == sorted(versions, key=lambda text: tuple(map(int, text.split("."))), reverse=True)


def test_every_operation_has_a_short_stable_name(document: dict[str, Any]) -> None:
    ids = [operation["operationId"] for _, _, operation in operations(document)]
    assert len(ids) == len(set(ids)) > 40
    assert all(identifier.isidentifier() and "api_v1" not in identifier and len(identifier) <= 30 for identifier in ids)
    named = {f"{method} {path}": operation["operationId"] for method, path, operation in operations(document)}
    assert named["POST /api/v1/games/{game_id}/actions"] == "play_action"
    assert named["GET /api/v1/leaderboards/{board}"] == "get_leaderboard"
    assert named["GET /api/v1/games/{game_id}/events"] == "stream_game"


def test_schema_names_are_chosen_and_each_enum_is_declared_once(document: dict[str, Any]) -> None:
    names = list(document["components"]["schemas"])
    assert not [name for name in names if "Api_v1" in name or name.startswith("Body_") or "__" in name]
    enums = [tuple(node["enum"]) for node in walk(document) if "enum" in node]
    assert [values for values, count in Counter(enums).items() if count > 1] == []
    components = document["components"]["schemas"]
    declared = {tuple(schema["enum"]) for schema in components.values() if "enum" in schema}
    assert set(enums) == declared, "every enum is a named schema, referenced where it is used"
    for name in ("Rules", "Board", "League", "GameStatus", "Badge", "GameKind", "Figure", "GameResult", "MoveAction"):
        assert name in components, name
    assert components["Rules"]["x-enum-varnames"] == ["CLASSIC", "RELAXED", "EXPRESS", "BLUE_MOON"]


def test_every_answer_is_a_named_schema_with_its_headers(document: dict[str, Any]) -> None:
    for method, path, operation in operations(document):
        for status, response in operation["responses"].items():
            assert "X-Request-ID" in response["headers"], (method, path, status)
            for media, content in response.get("content", {}).items():
                schema = content["schema"]
                inline_object = schema.get("type") == "object" and "$ref" not in schema
                assert not inline_object, f"{method} {path} {status} {media}: an unnamed object"
                if status.isdigit() and int(status) >= 400:
                    oauth_error = path in ("/api/v1/oauth/token", "/api/v1/oauth/revoke") and status == "400"
                    expected = "application/json" if oauth_error else "application/problem+json"  # RFC 6749 5.2
                    assert media == expected, (method, path, status)
            if status in ("429", "503"):
                assert "Retry-After" in response["headers"], (method, path, status)
    started = document["paths"]["/api/v1/games"]["post"]["responses"]
    assert {"ETag", "Location"} <= set(started["201"]["headers"])
    assert started["409"]["content"]["application/problem+json"]["schema"]["$ref"].endswith("RankedGameInPlayProblem")
    acted = document["paths"]["/api/v1/games/{game_id}/actions"]["post"]["responses"]
    assert acted["412"]["content"]["application/problem+json"]["schema"]["$ref"].endswith("GameStateProblem")
    invalid = acted["422"]["content"]["application/problem+json"]["schema"]["$ref"]
    assert invalid.endswith("ValidationProblem")
    settings = document["paths"]["/api/v1/players/me/settings"]["put"]["responses"]["412"]
    assert settings["content"]["application/problem+json"]["schema"]["$ref"].endswith("StaleSettingsProblem")


def test_every_list_is_items_and_next_cursor_and_what_is_to_go_says_so(document: dict[str, Any]) -> None:
    schemas = document["components"]["schemas"]

    def resolved(schema: dict[str, Any]) -> dict[str, Any]:
        return dict(schemas[schema["$ref"].rsplit("/", 1)[1]]) if "$ref" in schema else schema

    for method, path, operation in operations(document):
        answer = operation["responses"].get("200", {}).get("content", {}).get("application/json")
        if answer is None:
            continue
        schema = resolved(answer["schema"])
        if operation.get("deprecated"):
            assert {"Deprecation", "Sunset", "Link"} <= set(operation["responses"]["200"]["headers"]), path
            continue
        assert schema.get("type") != "array", f"{method} {path} answers a bare list"
        properties = schema.get("properties", {})
        if "next_cursor" in properties:
            assert properties["items"]["type"] == "array", path
        lists = [name for name, field in properties.items() if field.get("type") == "array"]
        old = [name for name in lists if properties[name].get("deprecated")]
        assert old in ([], ["entries"]), path
        if old:
            assert {"Deprecation", "Sunset"} <= set(operation["responses"]["200"]["headers"]), path


def test_optional_bodies_are_plain_references_and_every_post_with_a_token_takes_a_key(
    document: dict[str, Any],
) -> None:
    start = document["paths"]["/api/v1/games"]["post"]["requestBody"]
    assert start.get("required") is not True
    assert start["content"]["application/json"]["schema"]["$ref"].endswith("/NewGame")
    for method, path, operation in operations(document):
        keyed = any(parameter["name"] == "Idempotency-Key" for parameter in operation.get("parameters", []))
        anonymous = path in ("/api/v1/players", "/api/v1/sessions", "/api/v1/oauth/token", "/api/v1/oauth/revoke")
        assert keyed == (method == "POST" and not anonymous), (method, path)


def test_each_operation_says_once_whether_it_needs_a_bearer_token(document: dict[str, Any]) -> None:
    assert document["components"]["securitySchemes"]["HTTPBearer"] == {
        "type": "http", "scheme": "bearer", "description": "the token from POST /api/v1/players or /api/v1/sessions",
    }  # fmt: skip
    for method, path, operation in operations(document):
        security = operation.get("security", [])
        assert len(security) == len({json.dumps(each) for each in security}), (method, path, security)
    needs = {f"{method} {path}": operation.get("security") for method, path, operation in operations(document)}
    assert needs["POST /api/v1/games/{game_id}/actions"] == [{"HTTPBearer": []}]
    assert needs["GET /api/v1/players/me"] == [{"HTTPBearer": []}]
    assert needs["POST /api/v1/players"] == [{}, {"HTTPBearer": []}], "a guest may be made with or without a token"
    assert needs["GET /api/v1/games/{game_id}/events"] == [{"HTTPBearer": []}]


def test_the_error_table_of_the_docs_lists_every_problem_the_code_can_answer() -> None:
    table = (ROOT / "docs" / "api.md").read_text(encoding="utf-8").split("| status | `type` | when |", 1)[1]
    rows = {
        (int(cells[1]), cells[2].strip("` "), cells[3])
        for line in table.splitlines()
        if line.startswith("| ") and (cells := [cell.strip() for cell in line.split("|")])[1].isdigit()
    }
    defined = {(kind.status, f"/problems/{kind.slug}", kind.when) for kind in problem_types()}
    assert rows == defined, "each row says what its problem's page says"


GENERATORS = ROOT / "tools" / "generators"


@pytest.mark.slow
def test_the_typescript_generators_read_the_document_without_a_word_of_complaint(
    document: dict[str, Any], tmp_path: Path
) -> None:
    """openapi-typescript and @hey-api/openapi-ts, at the versions tools/generators pins, generate from the document
    with nothing on stderr and no warning, and what they generate type-checks under strict TypeScript."""
    if not (GENERATORS / "node_modules" / ".bin" / "openapi-ts").exists():
        installed = subprocess.run(
            ["npm", "ci", "--no-audit", "--no-fund", "--silent"], cwd=GENERATORS, capture_output=True, text=True
        )
        assert installed.returncode == 0, installed.stderr
    (tmp_path / "openapi.json").write_text(json.dumps(document))
    tools = GENERATORS / "node_modules" / ".bin"
    runs = [
        [tools / "openapi-typescript", tmp_path / "openapi.json", "-o", tmp_path / "schema.d.ts"],
        [tools / "openapi-ts", "-i", tmp_path / "openapi.json", "-o", tmp_path / "hey"],
    ]
    for command in runs:
        run = subprocess.run(command, capture_output=True, text=True, env={**os.environ, "NO_COLOR": "1"})
        complaint = run.stderr.strip() or "\n".join(
            line for line in run.stdout.splitlines() if any(word in line.lower() for word in ("warn", "error"))
        )
        assert run.returncode == 0 and not complaint, f"{command[0].name}: {run.stdout}{run.stderr}"
    checked = subprocess.run(
        [tools / "tsc", "--noEmit", "--strict", "--target", "es2022", "--module", "nodenext",
         "--moduleResolution", "nodenext", "--skipLibCheck", tmp_path / "schema.d.ts",
         *sorted((tmp_path / "hey").rglob("*.ts"))],
        capture_output=True, text=True,
    )  # fmt: skip
    assert checked.returncode == 0, checked.stdout + checked.stderr


@pytest.mark.slow
def test_a_generated_python_client_plays_a_whole_game(tmp_path: Path) -> None:
    database = f"sqlite:///{tmp_path / 'montana.db'}"
    from app.migrate import upgrade_to_head

    upgrade_to_head(database)
    with running(Server(database)) as server:
        (tmp_path / "openapi.json").write_text(httpx.get(f"{server.base}/api/v1/openapi.json").text)
        (tmp_path / "config.yml").write_text("post_hooks: []\npackage_name_override: montana_client\n")
        generated = subprocess.run(
            [Path(sys.executable).parent / "openapi-python-client", "generate", "--path", tmp_path / "openapi.json",
             "--output-path", tmp_path / "montana_client", "--config", tmp_path / "config.yml", "--meta", "none"],
            capture_output=True, text=True,
        )  # fmt: skip
        complaint = "Warning" in generated.stdout or generated.stderr.strip()
        assert generated.returncode == 0 and not complaint, generated.stdout + generated.stderr
        sys.path.insert(0, str(tmp_path))
        try:
            play_through_the_generated_client(server.base)
        finally:
            sys.path.remove(str(tmp_path))
            for name in [name for name in sys.modules if name.startswith("montana_client")]:
                del sys.modules[name]


def play_through_the_generated_client(base: str) -> None:
    client_module = importlib.import_module("montana_client")
    api = lambda name: importlib.import_module(f"montana_client.api.{name}")  # noqa: E731
    models = importlib.import_module("montana_client.models")

    anonymous = client_module.Client(base_url=base)
    guest = api("players.create_guest").sync(client=anonymous, body=models.NewPlayer(bot=True))  # a script says so
    me = client_module.AuthenticatedClient(base_url=base, token=guest.token)
    game = api("games.start_game").sync(client=me)
    assert isinstance(game, models.GameState) and game.ranked and game.rules == models.Rules.CLASSIC
    assert models.Rules.BLUE_MOON.value == "blue-moon@1", "enum members read as the rules are named"
    moves = 0
    while game.status == models.GameStatus.PLAYING and moves < 30:
        safe = [move for move in game.legal_moves if not move.ends_game]
        if safe:
            move = safe[0]
            action: Any = models.MoveRequest(type_="move", card=move.card, to=list(move.to))
        elif game.can_redeal:
            action = models.RedealRequest(type_="redeal")
        else:
            break
        answer = api("games.play_action").sync_detailed(
            game_id=game.id, client=me, body=action, if_match=f'"{game.version}"'
        )
        assert answer.status_code == 200, answer.content
        game = answer.parsed
        moves += 1
    if game.status == models.GameStatus.PLAYING:
        game = api("games.play_action").sync(game_id=game.id, client=me, body=models.ResignRequest(type_="resign"))
    assert game.status in (models.GameStatus.WON, models.GameStatus.LOST)
    stale = api("games.play_action").sync_detailed(
        game_id=game.id, client=me, body=models.UndoRequest(type_="undo"), if_match='"1"'
    )
    assert stale.status_code == 412 and isinstance(stale.parsed, models.GameStateProblem)
    assert stale.parsed.state.id == game.id
    record = api("games.get_replay").sync(game_id=game.id, client=anonymous)
    assert isinstance(record, models.ReplayRecord)
    assert verify_record(json.loads(json.dumps(record.to_dict()))).report["ok"] is True
    page = api("leaderboards.get_leaderboard").sync(
        board=models.Board.SCORE, client=anonymous, players=models.League.BOTS
    )
    assert page.items[0].figure.score == game.score and page.items[0].player.bot

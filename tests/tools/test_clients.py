"""The SDKs in clients/: generated from the current document, and each one's example bot plays a game to its end
through a live server while following its stream, leaving a replay that `montana verify` accepts."""

from __future__ import annotations

import filecmp
import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from app.main import API_VERSION
from app.migrate import upgrade_to_head
from tests.servers import DEFAULT_LIMITS_ENV, Server, running
from tools.clients import CLIENTS, GENERATED, generate

TYPESCRIPT = CLIENTS / "typescript"


def differences(made: Path, kept: Path) -> list[str]:
    if made.is_file():
        return [] if kept.is_file() and filecmp.cmp(made, kept, shallow=False) else [str(kept)]
    compared = filecmp.dircmp(made, kept)
    found = [str(kept / name) for name in compared.left_only + compared.right_only + compared.diff_files]
    found += [str(kept / name) for name in compared.funny_files]
    for name in compared.common_dirs:
        found += differences(made / name, kept / name)
    return found


@pytest.mark.slow
def test_the_sdks_are_what_the_current_document_generates(tmp_path: Path) -> None:
    generate(tmp_path)
    stale = [name for part in GENERATED for name in differences(tmp_path / part, CLIENTS / part)]
    assert not stale, f"clients/ is not what the document generates: run `make clients` ({stale[:5]})"


def test_each_sdk_is_versioned_as_the_api_it_was_generated_from() -> None:
    package = json.loads((TYPESCRIPT / "package.json").read_text())
    project = tomllib.loads((CLIENTS / "python" / "pyproject.toml").read_text())["project"]
    document = json.loads((CLIENTS / "openapi.json").read_text())
    assert package["version"] == project["version"] == document["info"]["version"] == API_VERSION


def test_the_python_sdk_reads_event_streams_as_the_html_standard_says() -> None:
    sys.path.insert(0, str(CLIENTS / "python"))
    try:
        from montana_client.types import read_events
    finally:
        sys.path.remove(str(CLIENTS / "python"))
    # Cut anywhere, CR LF split across chunks, a line separator inside JSON (not a line end), comments, a BOM.
    chunks = ['\ufeffevent: state\nid: 3\ndata: {"a": "x\u2028y"}\r', "\n\r\n: ping\n\ndata: 1\nda", "ta: 2\n\n"]
    assert list(read_events(chunks)) == [("state", "3", '{"a": "x\u2028y"}'), ("message", "3", "1\n2")]


def verified(replay: Path) -> dict[str, object]:
    montana = Path(sys.executable).parent / "montana"
    checked = subprocess.run([montana, "verify", replay], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    report: dict[str, object] = json.loads(checked.stdout)
    return report


def played(command: list[str | Path], cwd: Path, **env: str) -> str:
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, env={**os.environ, **env}, timeout=240)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


@pytest.mark.slow
def test_both_example_bots_play_a_game_to_its_end_and_their_replays_verify(tmp_path: Path) -> None:
    database = f"sqlite:///{tmp_path / 'montana.db'}"
    upgrade_to_head(database)
    if not (TYPESCRIPT / "node_modules" / ".bin" / "tsc").exists():
        played(["npm", "ci", "--no-audit", "--no-fund", "--silent"], TYPESCRIPT)
    played([TYPESCRIPT / "node_modules" / ".bin" / "tsc", "-p", TYPESCRIPT, "--outDir", tmp_path / "dist"], TYPESCRIPT)
    # The server's default rate limits, which the bots must live within (they wait when told to).
    with running(Server(database, **DEFAULT_LIMITS_ENV)) as server:
        python = played(
            [sys.executable, "examples/bot.py", "--base", server.base, "--replay", tmp_path / "python.json"],
            CLIENTS / "python",
            PYTHONPATH=str(CLIENTS / "python"),
        )
        typescript = played(
            ["node", tmp_path / "dist" / "examples" / "bot.js", "--base", server.base,
             "--replay", tmp_path / "typescript.json"],
            TYPESCRIPT,
        )  # fmt: skip
    for said, replay in ((python, "python.json"), (typescript, "typescript.json")):
        assert "the stream sent" in said and "ended: the game is over" in said, said
        report = verified(tmp_path / replay)
        assert report["ok"] is True, report

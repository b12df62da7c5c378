"""docs/api.md, followed literally: every shell block runs, in order, in one shell, against a live server with the
default limits, and prints what the doc says it prints."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from app.games.deals import CAMPAIGN_RULES, choose_campaign_deal
from app.migrate import upgrade_to_head
from tests.conftest import ROOT, TEST_SECRET_KEY, choose_campaign_deals
from tests.servers import DEFAULT_LIMITS_ENV, Server, running

DOC = ROOT / "docs" / "api.md"
BLOCK = re.compile(r"^```sh\n(.*?)^```", re.S | re.M)
MARK = "::montana-docs-block::"


def shell_blocks() -> list[str]:
    return BLOCK.findall(DOC.read_text(encoding="utf-8"))


def expectations(block: str) -> list[str]:
    """The output a block shows: its comment lines that start with ``# `` (``...`` stands for anything)."""
    return [line[2:] for line in block.splitlines() if line.startswith("# ")]


def find(pattern: str, output: str, start: int) -> int | None:
    """Where ``pattern`` (``...`` for anything on the line) ends in ``output`` after ``start``; None if absent."""
    regex = "[^\n]*".join(re.escape(part) for part in pattern.split("..."))
    found = re.compile(regex).search(output, start)
    return None if found is None else found.end()


@pytest.mark.slow
def test_every_shell_block_of_the_api_walkthrough_runs_as_written(tmp_path: Path) -> None:
    database_url = f"sqlite:///{tmp_path / 'montana.db'}"
    upgrade_to_head(database_url)
    from app.kit.db import Database

    database = Database(database_url)
    with database.sessions() as session:  # the walkthrough's first level, proven as the worker proves it
        proven = choose_campaign_deal(
            session, TEST_SECRET_KEY, 1, datetime.now(UTC), rules=CAMPAIGN_RULES, seconds=3.0, candidates=range(4)
        )
        assert proven is not None and proven.par_moves is not None
        session.commit()
    choose_campaign_deals(database)  # what the worker does on a server that has been up a minute
    database.engine.dispose()
    blocks = shell_blocks()
    assert len(blocks) >= 10
    # Under the limits `make run` has: the walkthrough paces itself as it tells a script to.
    with running(Server(database_url, port=None, **DEFAULT_LIMITS_ENV)) as server:
        host = server.base.removeprefix("http://")
        script = "\n".join(f"echo '{MARK}'\n{block.replace('localhost:8000', host)}" for block in blocks)
        environment = {
            **server.env, "PATH": f"{Path(sys.executable).parent}:{os.environ['PATH']}", "HOME": str(tmp_path),
        }  # fmt: skip
        run = subprocess.run(
            ["bash", "-u", "-c", script], cwd=tmp_path, env=environment, capture_output=True, text=True, timeout=300
        )
    outputs = run.stdout.split(MARK + "\n")[1:]
    assert len(outputs) == len(blocks), f"the walkthrough stopped early:\n{run.stderr[-3000:]}"
    if os.environ.get("MONTANA_DOCS_DUMP"):
        for number, output in enumerate(outputs):
            print(f"--- block {number} ---\n{output}")
    for number, (block, output) in enumerate(zip(blocks, outputs, strict=True)):
        position: int | None = 0
        for expected in expectations(block):
            position = find(expected, output, position or 0)
            assert position is not None, (
                f"block {number} should print {expected!r}; it printed:\n{output}\nstderr:\n{run.stderr[-2000:]}"
            )

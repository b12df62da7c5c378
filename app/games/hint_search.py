"""What a hint process runs: the engine's hint for a stored position and the findings stored about it.

Kept apart from ``app.games.hints`` so that a new hint process imports the engine alone, not the web framework:
on a busy machine that is the difference between a first hint in a fraction of a second and one in seconds.
"""

from __future__ import annotations

from typing import Any

from app.engine import Game
from app.engine.findings import Finding, MalformedFindingError
from app.engine.hint import Hint, hint_for


def search(rules: str, snapshot: dict[str, Any], known: list[dict[str, Any]], allow_undo: bool, seconds: float) -> Hint:
    # The seed stays in the server process: a hint reads only the position on the table and what was found about it.
    findings = []
    for data in known:
        try:
            findings.append(Finding.from_json(data))
        except MalformedFindingError:
            continue  # one unreadable finding costs its own knowledge, not the hint
    return hint_for(Game.restore(rules, "", snapshot), findings, seconds, allow_undo=allow_undo)

"""Checking published replay records: the seed against its commitment, then the actions, then the claimed result."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.engine.actions import action_from_json
from app.engine.errors import ActionError
from app.engine.game import Game
from app.engine.rules import UnknownRulesError
from app.engine.stream import commitment

OK = 0
RESULT_DIFFERS = 1
REFUSED = 2
"""Outcomes, ordered by severity: they double as ``montana verify`` exit statuses."""


@dataclass(frozen=True, slots=True)
class Verdict:
    outcome: int
    report: dict[str, Any]


def verify_record(record: object) -> Verdict:
    """Replay one record of rules-v1.md and say whether its claimed result holds."""
    if not isinstance(record, dict):
        return Verdict(REFUSED, {"ok": False, "error": "a replay record is a JSON object"})
    rules, seed, actions = record.get("rules"), record.get("seed"), record.get("actions")
    if not isinstance(seed, str):
        return Verdict(REFUSED, {"ok": False, "error": "the record has no seed (a string) to rebuild the deal from"})
    if not isinstance(actions, list):
        return Verdict(REFUSED, {"ok": False, "error": "the record's 'actions' must be a list"})
    claimed_commitment = record.get("seed_commitment")
    if claimed_commitment is not None and claimed_commitment != commitment(seed):
        return Verdict(
            REFUSED,
            {
                "ok": False,
                "error": f"the seed does not match the record's seed_commitment: SHA-256 of the seed is "
                f"{commitment(seed)}, the record says {claimed_commitment}",
            },
        )
    try:
        game = Game(rules, seed)  # type: ignore[arg-type]
    except UnknownRulesError as error:
        return Verdict(REFUSED, {"ok": False, "error": str(error)})
    apply = game.apply
    for index, data in enumerate(actions):
        try:
            apply(action_from_json(data))
        except ActionError as error:
            return Verdict(REFUSED, {"ok": False, "error": str(error), "action_index": index})
    result = game.result().to_json()
    claimed = record.get("result")
    if claimed is None or claimed == result:
        return Verdict(OK, {"ok": True, "result": result})
    if isinstance(claimed, dict):
        differs = sorted(key for key in result.keys() | claimed.keys() if result.get(key) != claimed.get(key))
    else:
        differs = ["result"]
    return Verdict(RESULT_DIFFERS, {"ok": False, "result": result, "claimed": claimed, "differs": differs})

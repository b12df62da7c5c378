"""The known answers of rules-v1.md, through the engine."""

from __future__ import annotations

import os

import pytest

from app.engine import ActionError, Game, Stream, action_from_json, commitment, deal, get_rules
from tests.conftest import ROOT, VECTORS, load_vectors

SHARED_SPEC = ROOT.parent / "shared" / "spec"

STREAM = load_vectors("stream.json")
DEALS = load_vectors("deals.json")
REPLAYS = load_vectors("replays.json")
ILLEGAL = load_vectors("illegal.json")


def test_the_vendored_spec_and_vectors_match_the_shared_ones() -> None:
    if not SHARED_SPEC.exists():
        if os.environ.get("CI"):
            pytest.fail(f"{SHARED_SPEC} is missing: CI checks the vendored spec against the shared one")
        pytest.skip(f"no shared spec at {SHARED_SPEC} to compare the vendored copy with")
    assert (ROOT / "docs" / "spec" / "rules-v1.md").read_bytes() == (SHARED_SPEC / "rules-v1.md").read_bytes()
    shared = sorted(path.name for path in (SHARED_SPEC / "vectors").iterdir())
    assert sorted(path.name for path in VECTORS.iterdir()) == shared
    for name in shared:
        assert (VECTORS / name).read_bytes() == (SHARED_SPEC / "vectors" / name).read_bytes(), name


def test_stream_integers() -> None:
    stream = Stream(STREAM["seed"], STREAM["label"])
    assert [stream.next_u32() for _ in STREAM["first_u32"]] == STREAM["first_u32"]


def test_uniform_draws_of_a_deck_shuffle() -> None:
    stream = Stream(STREAM["seed"], STREAM["label"])
    assert [stream.uniform(n) for n in range(52, 1, -1)] == STREAM["uniform_n_from_52_down_to_2"]


@pytest.mark.parametrize("case", DEALS, ids=lambda case: f"{case['rules']}-{case['seed']}")
def test_deal(case: dict) -> None:
    assert commitment(case["seed"]) == case["commitment"]
    assert deal(get_rules(case["rules"]), case["seed"]).rows() == case["board"]


@pytest.mark.parametrize("case", REPLAYS, ids=lambda case: f"{case['rules']}-{case['seed']}")
def test_replay_reproduces_the_result(case: dict) -> None:
    game = Game.replay(case["rules"], case["seed"], [action_from_json(a) for a in case["actions"]])
    assert game.result().to_json() == case["result"]


@pytest.mark.parametrize("case", ILLEGAL, ids=lambda case: f"{case['seed']}-{case['why']}")
def test_illegal_action_is_refused_and_changes_nothing(case: dict) -> None:
    game = Game(case["rules"], case["seed"])
    actions = case["actions"]
    for data in actions[: case["illegal_at"]]:
        game.apply(action_from_json(data))
    before = (game.board.key(), game.result(), len(game.actions))
    with pytest.raises(ActionError) as refused:
        game.apply(action_from_json(actions[case["illegal_at"]]))
    assert str(refused.value)
    assert (game.board.key(), game.result(), len(game.actions)) == before

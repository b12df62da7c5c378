"""How often a game's moves were the solver's first choice: a slow fact, computed by the worker."""

from __future__ import annotations

import time
from typing import Any

from app.engine import Game, Move, action_from_json
from app.engine.hint import hint_for

REAL_CHOICE = 3
"""Legal moves a position needs before picking one is a choice worth comparing."""


def solver_agreement(
    rules: str, seed: str, actions: list[dict[str, Any]], *, seconds: float, per_position: float
) -> tuple[float | None, int]:
    """The share of sampled real choices where the player's move was the hint's move, and how many were sampled.

    Choices are sampled evenly across the game, as many as ``seconds`` of search allows at ``per_position`` each.
    """
    game = Game(rules, seed)
    choices: list[tuple[int, Move]] = []
    for index, data in enumerate(actions):
        action = action_from_json(data)
        if isinstance(action, Move) and len(game.board.legal_moves()) >= REAL_CHOICE:
            choices.append((index, action))
        game.apply(action)
    wanted = max(1, int(seconds / per_position))
    step = max(1, len(choices) // wanted)
    sampled = {index for index, _ in choices[::step][:wanted]}
    if not sampled:
        return None, 0
    game, agreed, asked = Game(rules, seed), 0, 0
    deadline = time.perf_counter() + seconds * 1.5
    for index, data in enumerate(actions):
        action = action_from_json(data)
        if index in sampled and time.perf_counter() < deadline:
            hint = hint_for(game, seconds=per_position)
            asked += 1
            agreed += isinstance(action, Move) and hint.card == action.card and hint.to == action.to
        game.apply(action)
    return (round(agreed / asked, 3) if asked else None), asked

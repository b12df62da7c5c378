"""A hint: the engine's suggestion from the position, following what earlier searches found about the deal's phase."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Any

from cachetools import LRUCache

from app.engine import Game
from app.engine.hint import Hint, hint_for
from app.games.playing import Playing
from app.games.referee import LoadedGame
from app.games.solving import SolverService
from app.kit.errors import PreconditionFailed

HintSearch = Callable[[Game, Sequence[dict[str, Any]], bool], Hint]
"""Finds the hint for a game's position from the findings stored about its phase (as JSON), with or without undo
hints (the server runs it in a bounded pool of solver processes)."""
UNDO_HINT_RULES = ("relaxed@1",)
"""Where a hint may say "undo": relaxed play, made for trying lines out."""


_HINTS: LRUCache[tuple[str, int, int], Hint] = LRUCache(4096)
_HINTS_LOCK = threading.Lock()
"""Hints by (game, version, newest finding): a position is searched once however often its hint is asked for,
and again once a search (in any process, or the worker) has stored something new about the game."""


class Hinting(Playing):
    """The hint use case (its search runs in the solver processes, ``app.games.hints``)."""

    def hint(self, loaded: LoadedGame, search: HintSearch, may_search: Callable[[], bool] = lambda: True) -> Hint:
        """The hint for the game's position, following what earlier searches found about its deal phase. The first
        hint marks the game assisted: it then ranks nowhere.

        What the hint's own search establishes is stored for the next hints; when it finds no win, the position
        after the suggested move is searched in the worker, within the player's budget (and ``may_search``, the
        address's limit), while the player moves.
        """
        record, game = loaded.record, loaded.game
        if game.is_over:
            return hint_for(game)
        phase = game.redeals_used
        solver = SolverService(self.games.session, self.now, self.policy.solver)
        known = solver.known(record.id, phase)
        newest = known[-1][0] if known else 0
        with _HINTS_LOCK:
            found = _HINTS.get((record.id, record.version, newest))
        searched = found is None
        if found is None:
            # The search comes before the game is marked assisted: the mark locks the game's row until the answer,
            # and the player's own actions must not wait on a search for it.
            found = search(game, [finding for _, finding in known], record.rules in UNDO_HINT_RULES)
        if not record.assisted:  # the game's row first, then what hangs from it (the lock order)
            if not self.games.mark_assisted(record):
                raise PreconditionFailed("another request changed this game at the same time: ask for the hint again")
            if self.publish is not None:
                self.publish(self.games.session, f"game:{record.id}", record.version)
        if searched:
            if found.finding is not None:
                newest = solver.store(record.id, phase, "hint", found.finding)
            if found.search_next is not None:
                solver.queue_search(record, phase, found.search_next, may_search)
        with _HINTS_LOCK:  # an LRU cache reorders itself on every read: one thread at a time
            _HINTS[(record.id, record.version, newest)] = found
        return found

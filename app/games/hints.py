"""Hint searches in their own processes, a bounded number at a time.

A search is pure CPU. Run in a server thread it would hold the interpreter lock and slow every other
request of the process; in a separate process it costs the machine one core at most. The pool takes
``processes`` searches at once and lets ``queued`` more wait; beyond that a hint is refused at once with
503 and ``Retry-After`` rather than piling up behind the others.
"""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from multiprocessing import forkserver, resource_tracker
from typing import Any

from app.engine import Game
from app.engine.hint import HINT_SECONDS, Hint
from app.games.hint_search import search as _search
from app.kit.errors import HintsBusy

STARTUP_TIMEOUT = 30.0


class HintPool:
    # The fork server and resource tracker are one per interpreter, shared by every pool in it: only the last
    # pool to close may stop them (stopping the tracker waits for every process that holds its pipe, which
    # includes the search processes of a pool still open, so stopping it earlier would never return).
    _open = 0
    _open_lock = threading.Lock()

    def __init__(
        self, processes: int = 1, queued: int = 4, timeout: float = 5.0, seconds: float = HINT_SECONDS
    ) -> None:
        """``seconds``: each hint's own search, when no known line wins from the position."""
        self.processes, self.timeout, self.seconds = processes, timeout, seconds
        self.slots = threading.BoundedSemaphore(processes + queued)
        self._executor: ProcessPoolExecutor | None = None
        self._started = False
        self._lock = threading.Lock()

    def search(self, game: Game, known: Sequence[dict[str, Any]] = (), allow_undo: bool = False) -> Hint:
        if not self.slots.acquire(blocking=False):
            raise HintsBusy("many players are asking for hints right now: ask again in a second",
                            headers={"Retry-After": "1"})  # fmt: skip
        try:
            future = self._pool().submit(
                _search, game.rules.name, game.snapshot(), list(known), allow_undo, self.seconds
            )
            # The first search also starts the fork server and a search process: on a busy machine that alone
            # can take seconds, which says nothing of the searches to come.
            timeout = self.timeout if self._started else max(self.timeout, STARTUP_TIMEOUT)
            try:
                found = future.result(timeout=timeout)
                self._started = True
                return found
            except FutureTimeout:
                future.cancel()
                raise HintsBusy("the hint took too long: ask again in a second", headers={"Retry-After": "1"}) from None
        finally:
            self.slots.release()

    def _pool(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._executor is None:
                # forkserver: the server process has threads, and forking a threaded process is unsafe.
                context = multiprocessing.get_context("forkserver")
                with HintPool._open_lock:
                    HintPool._open += 1
                    self._executor = ProcessPoolExecutor(self.processes, mp_context=context)
            return self._executor

    def close(self) -> None:
        """Stop the search processes, and the fork server and resource tracker that started them, so that a
        server that stops leaves no process behind."""
        with self._lock:
            executor, self._executor, self._started = self._executor, None, False
        if executor is None:
            return
        executor.shutdown(wait=True, cancel_futures=True)
        if not isinstance(executor, ProcessPoolExecutor):
            return
        with HintPool._open_lock:
            HintPool._open -= 1
            if HintPool._open:
                return
            # Private hooks: multiprocessing stops these helpers only when the interpreter exits, and not always then.
            for helper in (forkserver._forkserver, resource_tracker._resource_tracker):
                stop = getattr(helper, "_stop", None)
                if stop is not None:
                    stop()

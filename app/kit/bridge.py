"""Waiting from the sync code of a unit of work without holding the event loop.

A use case, a request's or the worker's, is sync code run on the event loop by ``AsyncSession.run_sync``
(``app.kit.db.run_unit_of_work``): its statements already wait as coroutines do, through SQLAlchemy's greenlet
bridge. Its other waits go through here: :func:`awaited` for a coroutine (the shared store of the rate limits and the
read cache), :func:`off_the_loop` for a call that blocks or computes for long (a password hash, a wait for a solver
process, the worker's own searches), which then runs in a thread while the loop serves the rest. Outside a unit of
work (the command line) there is no loop to keep free: :func:`off_the_loop` calls the function itself.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from typing import ParamSpec, TypeVar

import anyio.to_thread
from sqlalchemy.util.concurrency import await_only, in_greenlet

Result = TypeVar("Result")
Arguments = ParamSpec("Arguments")


def awaited(awaitable: Awaitable[Result]) -> Result:
    """Wait for ``awaitable`` from the sync code of a unit of work on the event loop (the loop serves others
    meanwhile); anywhere else it is an error, raised at once."""
    return await_only(awaitable)


def off_the_loop(function: Callable[Arguments, Result], *args: Arguments.args, **kwargs: Arguments.kwargs) -> Result:
    """Call ``function``, which blocks: in a thread when the caller is a unit of work on the event loop, directly
    anywhere else."""
    if not in_greenlet():
        return function(*args, **kwargs)
    return await_only(anyio.to_thread.run_sync(functools.partial(function, *args, **kwargs)))

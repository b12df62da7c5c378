"""Why an action is refused. Every error is a ``ValueError`` whose message says why."""

from __future__ import annotations


class ActionError(ValueError):
    """An action the game refuses."""


class MalformedActionError(ActionError):
    """The action is not well formed: unknown type, missing field, bad card code, off the board."""


class IllegalActionError(ActionError):
    """The action is well formed but the rules do not allow it in this position."""


class GameOverError(IllegalActionError):
    """The game has ended; it takes no further action."""

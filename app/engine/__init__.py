"""The rules of Montana Solitaire (rules-v1.md), in pure Python.

This package imports nothing from the web or the database: the server, the command line,
the solver and any third-party verifier share it.

>>> game = Game("classic@1", "demo")
>>> game.rules.redeals, len(game.board.gaps), game.status
(2, 4, 'playing')
"""

from app.engine.actions import Action, Move, Redeal, Resign, Timeout, Undo, action_from_json
from app.engine.board import GAP, Board, deal, redeal
from app.engine.cards import InvalidCardError, card_name, parse_card, spoken_name
from app.engine.errors import ActionError, GameOverError, IllegalActionError, MalformedActionError
from app.engine.game import BLOCKED, LOST, PLAYING, RESIGNED, TIME_UP, WON, Game, GapView, LegalMove, Result
from app.engine.replay import Verdict, verify_record
from app.engine.rules import PROFILES, Rules, UnknownRulesError, get_rules
from app.engine.stream import Stream, commitment

__all__ = [
    "BLOCKED",
    "GAP",
    "LOST",
    "PLAYING",
    "PROFILES",
    "RESIGNED",
    "TIME_UP",
    "WON",
    "Action",
    "ActionError",
    "Board",
    "GameOverError",
    "Game",
    "GapView",
    "IllegalActionError",
    "InvalidCardError",
    "LegalMove",
    "MalformedActionError",
    "Move",
    "Redeal",
    "Resign",
    "Result",
    "Rules",
    "Stream",
    "Timeout",
    "Undo",
    "UnknownRulesError",
    "Verdict",
    "action_from_json",
    "card_name",
    "commitment",
    "deal",
    "get_rules",
    "parse_card",
    "redeal",
    "spoken_name",
    "verify_record",
]

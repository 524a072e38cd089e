"""The cheap test of the endgame's Legacy answer for the listing (``Verb.check``,
rules/phase.py): it accepts exactly what ``verbs.legacy`` accepts, without playing it out
(the last answer scores the game). tests/games/carta_imperia/test_cheap_checks.py holds it
to its handler."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.state import Action, State


def legacy(board: Board, s: State, a: Action) -> bool | None:
    """A player still to answer, and a whole number of Legacy points, 0 or more."""
    if a.player not in s.waiting:
        return False
    if not a.args:
        return False
    try:
        return int(a.args[0]) >= 0
    except ValueError:
        return False

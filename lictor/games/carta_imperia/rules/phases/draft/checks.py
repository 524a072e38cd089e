"""The cheap test of the Events Draft's pick for the listing (``Verb.check``,
rules/phase.py): it accepts exactly what ``verbs.pick`` accepts, without playing it out
(the last pick passes the hands on, or ends the draft). tests/games/carta_imperia/
test_cheap_checks.py holds it to its handler."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.state import Action, State


def pick(board: Board, s: State, a: Action) -> bool | None:
    """A player still to pick, and a card of the hand in front of him."""
    if a.player not in s.waiting or not a.args:
        return False
    return a.args[0] in s.familia(a.player).hand

"""The cheap test of eXtort's secret court card for the listing (``Verb.check``,
rules/phase.py): it accepts exactly what ``verbs.court`` accepts, without playing it out
(the last card decides the suit). tests/games/carta_imperia/test_cheap_checks.py holds it
to its handler."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.phases.extort.rulings import CARDS
from lictor.games.carta_imperia.rules.state import Action, State


def court(board: Board, s: State, a: Action) -> bool | None:
    """A player still to choose, and a court card (bribery, evidence, oratory)."""
    if s.suit is None or not a.args:
        return None
    return a.player in s.waiting and a.args[0].strip().lower() in CARDS

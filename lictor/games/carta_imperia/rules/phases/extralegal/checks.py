"""The cheap tests of V. eXtra-Legal's offers for the listing (``Verb.check``,
rules/phase.py): each accepts exactly what its handler in ``verbs.py`` accepts, without
playing it out (the last card player's deed ends the Era, and a Rubicon crossed then sets
up the Civil War). tests/games/carta_imperia/test_cheap_checks.py holds them to their
handlers."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.payment import mixes
from lictor.games.carta_imperia.rules.phases.extralegal.steps import can_act
from lictor.games.carta_imperia.rules.state import Action, State


def rubicon(board: Board, s: State, a: Action) -> bool | None:
    """``verbs.rubicon``: the card player whose turn it is, in Era VI or VII (and the
    eXtra-Legal Eras), who can pay 1 Prestige. Words after the player: the handler's."""
    if a.args:
        return None
    if not s.waiting or s.waiting[0] != a.player or not can_act(s):
        return False
    return s.era in (6, 7) and bool(mixes(s.familia(a.player), 1))

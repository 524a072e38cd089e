"""The cheap test of Scenario II's placements for the listing (``Verb.check``,
rules/phase.py): it accepts exactly the Governors ``phase.place`` accepts, without placing
them (each placement runs the next placer's turn on, and asks for the reachable regions
again); a Romanisation or a Reform is left to the handler."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board, Region
from lictor.games.carta_imperia.rules.common_verbs import _region, _turn
from lictor.games.carta_imperia.rules.phases.scenario_setup.steps import SCEN2, placeable
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import Refuse, conquerable, governor_of, regions

_LAST: list[tuple[State, list[Region]]] = []  # the listing asks of one state many times


def _placeable(board: Board, s: State) -> list[Region]:
    if not _LAST or _LAST[0][0] is not s:  # a state is immutable: its answer is kept
        _LAST[:] = [(s, placeable(board, s))]
    return _LAST[0][1]


def place(board: Board, s: State, a: Action) -> bool | None:
    """A Governor from Stock: the placer's turn, a Bust in Stock, one region that can hold a
    Governor, not governed, and among the regions it may go to now (``placeable``: reached
    from Rome or a governed Province, overseas only once Italy is governed, and there the
    lowest Status)."""
    if not a.args or a.args[0] in ("romanise", "reform"):
        return None
    if len(a.args) != 1 or not s.familia(a.player).stock:
        return False
    try:
        _turn(s, a, SCEN2)
        r = regions(board, s)[_region(board, s, a.args[0])]
    except Refuse:
        return False
    return conquerable(r) and governor_of(s, r.name) is None and r in _placeable(board, s)

"""The cheap test of Scenario II's placements for the listing (``Verb.check``,
rules/phase.py): it accepts exactly the Governors ``phase.place`` accepts, without placing
them (each placement runs the next placer's turn on, and asks for the reachable regions
again); a Romanisation or a Reform is left to the handler."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.phase import per_state
from lictor.games.carta_imperia.rules.phases.scenario_setup.steps import placeable
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import conquerable, governor_of, regions
from lictor.slugs import slug


@per_state
def _placeable(board: Board, s: State) -> frozenset[str]:
    """The words of the regions a Governor may go to now (asked once per listed state)."""
    here = regions(board, s)
    first: dict[str, str] = {}  # ``common_verbs._region``: a word names its first region
    for name in here:
        first.setdefault(slug(name), name)
    ok = {r.name for r in placeable(board, s)}
    return frozenset(
        word
        for word, name in first.items()
        if name in ok and conquerable(here[name]) and governor_of(s, name) is None
    )


def place(board: Board, s: State, a: Action) -> bool | None:
    """A Governor from Stock: the placer's turn, a Bust in Stock, one region that can hold a
    Governor, not governed, and among the regions it may go to now (``placeable``: reached
    from Rome or a governed Province, overseas only once Italy is governed, and there the
    lowest Status)."""
    if not a.args or a.args[0] in ("romanise", "reform"):
        return None
    if len(a.args) != 1 or not s.familia(a.player).stock:
        return False
    if not s.waiting or s.waiting[0] != a.player:  # ``common_verbs._turn``
        return False
    return slug(a.args[0]) in _placeable(board, s)

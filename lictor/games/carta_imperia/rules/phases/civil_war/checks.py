"""The cheap test of the Civil War's Campaign Moves for the listing (``Verb.check``,
rules/phase.py): it accepts exactly the marches ``verbs.campaign`` accepts, without marching
(a march finds its route and plays the interceptions on; issue 27). A state's targets are
found once, for the offers and the test alike. tests/games/carta_imperia/test_cheap_checks.py
holds it to its handler."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.phase import per_state
from lictor.games.carta_imperia.rules.phases.civil_war import campaigns
from lictor.games.carta_imperia.rules.phases.civil_war.common import war_of
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import regions
from lictor.slugs import slug


@per_state
def targets_now(board: Board, s: State) -> tuple[tuple[str, str], ...]:
    """``campaigns.targets`` of the player whose Campaign Move it is, once a state (none
    when nobody is waiting or he has no army: the handler says why)."""
    if not s.waiting or s.war is None or war_of(s).army(s.waiting[0]) is None:
        return ()
    return tuple(campaigns.targets(board, s, s.waiting[0]))


@per_state
def _words(board: Board, s: State) -> dict[str, bool]:
    """Each region's word (``common_verbs._region``: a word names its first region), and
    whether the mover may march on it."""
    allowed = {r for r, _ in targets_now(board, s)}
    out: dict[str, bool] = {}
    for name in regions(board, s):
        out.setdefault(slug(name), name in allowed)
    return out


def campaign(board: Board, s: State, a: Action) -> bool | None:
    """The mover's turn, one region of the map, among his targets (a player without an
    army is left to the handler)."""
    if not s.waiting or s.waiting[0] != a.player:  # ``common_verbs._turn``
        return False
    if s.war is None or war_of(s).army(a.player) is None:
        return None
    return _words(board, s).get(slug(" ".join(a.args)), False)  # no such region: refused

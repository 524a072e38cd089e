"""The cheap tests of the Civil War's offers for the listing (``Verb.check``,
rules/phase.py): raising the Standard and a Campaign Move, each accepting exactly what its
handler in ``verbs.py`` accepts, without playing it out (the last Standard raised opens the
Factions; a march finds its route and plays the interceptions on; issue 27). A state's
targets are found once, for the offers, the test and the move alike.
tests/games/carta_imperia/test_cheap_checks.py holds them to their handlers."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_verbs import on_turn, region_named
from lictor.games.carta_imperia.rules.phase import per_state
from lictor.games.carta_imperia.rules.phases.civil_war import campaigns
from lictor.games.carta_imperia.rules.phases.civil_war import steps as cw
from lictor.games.carta_imperia.rules.phases.civil_war.common import war_of
from lictor.games.carta_imperia.rules.state import Action, State


@per_state
def targets_now(board: Board, s: State) -> tuple[tuple[str, str], ...]:
    """``campaigns.targets`` of the player whose Campaign Move it is, once a state (none
    when nobody is waiting or he has no army: the handler says why)."""
    if not s.waiting or s.war is None or war_of(s).army(s.waiting[0]) is None:
        return ()
    return tuple(campaigns.targets(board, s, s.waiting[0]))


def campaign(board: Board, s: State, a: Action) -> bool | None:
    """The mover's turn, one region of the map, among his targets (a player without an
    army is left to the handler)."""
    if not on_turn(s, a):
        return False
    if s.war is None or war_of(s).army(a.player) is None:
        return None
    where = region_named(board, s, " ".join(a.args))  # None: no such region, refused
    return where is not None and any(r == where for r, _ in targets_now(board, s))


def raise_(board: Board, s: State, a: Action) -> bool | None:
    """Raising the Standard (``verbs.raise_``): the player on turn, ``none`` or one of the
    Provinces he may raise it in (``steps.standard_regions``)."""
    if not on_turn(s, a):
        return False
    text = " ".join(a.args)
    if not text:
        return False
    if text == "none":
        return True
    where = region_named(board, s, text)
    return where is not None and where in cw.standard_regions(board, s, a.player)

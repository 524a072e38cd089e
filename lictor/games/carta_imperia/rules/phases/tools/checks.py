"""The cheap test of a payment's mix for the listing (``Verb.check``, rules/phase.py): it
accepts exactly what ``pay.pay`` accepts, without paying (a payment hands play back to the
step it stopped). tests/games/carta_imperia/test_cheap_checks.py holds it to its handler."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_verbs import on_turn
from lictor.games.carta_imperia.rules.phase import per_state
from lictor.games.carta_imperia.rules.phases.tools.pay import options
from lictor.games.carta_imperia.rules.state import Action, State


@per_state
def _mixes(board: Board, s: State) -> frozenset[tuple[int, int]]:
    """The (Dignitas, Auctoritas) of each way the payment due can be made."""
    return frozenset((m.dignitas, m.auctoritas) for m in options(s))


def pay(board: Board, s: State, a: Action) -> bool | None:
    """The payer on turn says how: ``dignitas N auctoritas M`` (either, once or more, as the
    handler reads them), one of the mixes that pays the amount due exactly."""
    if s.due is None:
        return None
    if not on_turn(s, a):
        return False
    words = a.args
    if not words or len(words) % 2:
        return False
    given = {"dignitas": 0, "auctoritas": 0}
    for what, n in zip(words[::2], words[1::2], strict=True):
        if what not in given or not n.isdigit():
            return False
        given[what] = int(n)
    return (given["dignitas"], given["auctoritas"]) in _mixes(board, s)

"""The cheap tests of eXtort's offers for the listing (``Verb.check``, rules/phase.py): the
secret court card and thumb, passing, prosecuting, impeaching the Primus, Beware the Ides
and settling out of court, each accepting exactly what its handler in ``verbs.py`` accepts,
without playing it out (the last card or thumb decides the suit; the others hand the turn
on). tests/games/carta_imperia/test_cheap_checks.py holds them to their handlers."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import cards_of
from lictor.games.carta_imperia.rules.common_verbs import on_turn
from lictor.games.carta_imperia.rules.payment import mixes
from lictor.games.carta_imperia.rules.phases.extort.rulings import CARDS
from lictor.games.carta_imperia.rules.state import Action, State


def court(board: Board, s: State, a: Action) -> bool | None:
    """A player still to choose, and a court card (bribery, evidence, oratory)."""
    if s.suit is None or not a.args:
        return None
    return a.player in s.waiting and a.args[0].strip().lower() in CARDS


def pass_(board: Board, s: State, a: Action) -> bool | None:
    """The litigant on turn brings no suit."""
    return on_turn(s, a)


def settle(board: Board, s: State, a: Action) -> bool | None:
    """Out of court, on a deal's terms (``verbs.settle``): before a suit, the litigant on
    turn and another player not sued yet; once declared, its litigant naming its defendant.
    A sum named (the Historical variant's) is left to the handler."""
    if len(a.args) != 1:
        return None if a.args else False  # nobody named: refused (``_arg``)
    named = a.args[0].lower()
    suit = s.suit
    if suit is not None:
        return a.player == suit.litigant and named == suit.target.lower()
    return on_turn(s, a) and _suable(s, a)


def _suable(s: State, a: Action) -> bool:
    """``verbs._target``: another player named, not sued yet this Era."""
    if not a.args:
        return False  # nobody named: refused (``_arg``)
    named = a.args[0].lower()
    target = next((n for n in s.names if n.lower() == named), None)
    return target is not None and target != a.player and target not in s.sued


def prosecute(board: Board, s: State, a: Action) -> bool | None:
    """The litigant on turn prosecutes another player not sued yet."""
    return on_turn(s, a) and _suable(s, a)


def impeach(board: Board, s: State, a: Action) -> bool | None:
    """The Primus impeached by another litigant on turn, unless he declared Beware the Ides
    or was sued already; naming a target (the Quaestor) is left to the handler."""
    if a.args:
        return None
    if not on_turn(s, a):
        return False
    target = s.primus
    return a.player != target and not s.ides and target not in s.sued


def ides(board: Board, s: State, a: Action) -> bool | None:
    """Beware the Ides: the Primus on turn, able to pay a Prestige for each eXtort card."""
    if not on_turn(s, a) or a.player != s.primus:
        return False
    cost = len(cards_of(s, "extort"))
    return cost <= 0 or bool(mixes(s.familia(a.player), cost))


def thumb(board: Board, s: State, a: Action) -> bool | None:
    """A secret thumb, up or down, from a player still to vote."""
    if s.suit is None:
        return None
    return a.player in s.waiting and bool(a.args) and a.args[0] in ("up", "down")

"""The cheap tests of the Era's offers for the listing (``Verb.check``, rules/phase.py): each
accepts exactly what its handler in ``verbs.py`` accepts, without playing the answer out."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import action_cards, actions_per_player
from lictor.games.carta_imperia.rules.historical import choice_refusal
from lictor.games.carta_imperia.rules.phases.era import turn
from lictor.games.carta_imperia.rules.state import ACTIONS, Action, State


def choose(board: Board, s: State, a: Action) -> bool:
    """``verbs.choose``'s own refusals (a waiting player, Action cards of this Era, how
    many): the last secret choice reveals them all and runs the Era on, which made listing
    each player's choices cost a whole reveal apiece."""
    if a.player not in s.waiting:
        return False
    cards = tuple(a.args)
    allowed = action_cards(board, s)
    if any(c not in ACTIONS or c not in allowed for c in cards):
        return False
    h = s.historical
    if h is not None:  # the Familiae share the Era's Actions
        return not choice_refusal(s, h, a.player, cards)
    k = actions_per_player(s)
    return len(cards) == k and len(set(cards)) == k


def direction(board: Board, s: State, a: Action) -> bool | None:
    """The Primus' direction of play: left or right."""
    return a.args[0] in ("left", "right") if a.args else False


def draw(board: Board, s: State, a: Action) -> bool | None:
    """lictor draws a virtual game's Historical Event (an empty deck is left to the
    handler)."""
    if s.physical:
        return False
    return True if s.history.draw_pile else None


def revealed(board: Board, s: State, a: Action) -> bool:
    """A --physical table's ``revealed ACTION PLAYER...`` (era/turn.py): the counts it
    checks, without opening the Action - every subset of the players is an offer, and
    opening one would play that Action's beginning apiece."""
    return turn.check(board, s, a)

"""A card's effect makes a player discard Draft Events of his choice (a virtual game,
phases/era/effects.py): the step that asks him which, one card at a time, hidden
(``discard PLAYER CARD``); nobody else learns which he offered or kept."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import draft_deck, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.card_effects import card_cited
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.common_verbs import _arg, _turn, refuse
from lictor.games.carta_imperia.rules.phases.era.effects import apply_card, card_rule
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t, tn
from lictor.rules.fast import replace
from lictor.rules.ruling import RuleRef

DRAFT = ref("Events Draft", "the Draft Events are held in secret")


def park(s: State) -> State:
    """After an action: a discard still to be chosen stops play until it is made."""
    d = s.discard
    if d is None or d.step or not d.owed:
        return s
    if s.step == "over":
        return replace(s, discard=None)
    d = replace(d, step=s.step, waiting=s.waiting)
    return replace(s, discard=d, step="discard", waiting=(d.owed[0][0],))


def rule_of(board: Board, s: State) -> RuleRef:
    d = s.discard
    if d is None or not d.card:
        return DRAFT
    return card_rule(board.card_effects(d.card)[0])


def prompt(board: Board, s: State) -> str:
    d = s.discard
    if d is None or not d.owed:
        return ""
    who, n = d.owed[0]
    return tn(
        "{who} discards {n} Draft Event of their choice, hidden: the first choice offered "
        "is the default (`discard {who} CARD`)",
        "{who} discards {n} Draft Events of their choice, one at a time, hidden: the first "
        "choice offered is the default (`discard {who} CARD`)",
        n,
        who=who,
    )


def offers(board: Board, s: State) -> list[Action]:
    """The discarder's own cards, the sensible default first (rules/draft_deck.py)."""
    d = s.discard
    if d is None or not d.owed:
        return []
    who = d.owed[0][0]
    return [Action("discard", who, (c,)) for c in draft_deck.by_default(board, s, who)]


def discard(board: Board, s: State, a: Action) -> tuple[State, E]:
    d = s.discard
    assert d is not None
    rule = rule_of(board, s)
    _turn(s, a, rule)
    card = _arg(a, 0, "card")
    if card not in s.familia(a.player).draft:  # said to his own screen alone (secret verb)
        raise refuse("no-event", t("{name} does not hold {card}", name=a.player, card=card), rule)
    s = draft_deck.discarded(s, a.player, (card,))
    who, n = d.owed[0]
    owed = ((who, n - 1), *d.owed[1:]) if n > 1 else d.owed[1:]
    said = [
        ev(
            tn(
                "{player} discards {n} Draft Event",
                "{player} discards {n} Draft Events",
                1,
                player=a.player,
            ),
            rule,
        )
    ]
    if d.card:  # the card's own line, cited to it beside the text
        said = card_cited(said, rule)
    if owed:
        waiting = (owed[0][0],)
        return replace(s, discard=replace(d, owed=owed), waiting=waiting), said
    s = replace(s, step=d.step, waiting=d.waiting, discard=None)
    s, more, _ = apply_card(board, s, d.card, d.player, d.rest)  # the card's other effects
    return s, said + more

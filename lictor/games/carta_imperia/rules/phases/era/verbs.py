"""The start of an Era's answers: the Primus' direction of play, the Historical Event
drawn or revealed, the secret Action cards."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import (
    CHOOSE,
    HIST,
    SEQ,
    E,
    action_cards,
    actions_per_player,
    ev,
)
from lictor.games.carta_imperia.rules.common_verbs import (
    _arg,
    _done,
    _waiting,
    refuse,
)
from lictor.games.carta_imperia.rules.historical import ACTIONS as HISTORICAL_ACTIONS
from lictor.games.carta_imperia.rules.historical import choice_refusal
from lictor.games.carta_imperia.rules.phases.era import senators
from lictor.games.carta_imperia.rules.phases.era import steps as era_steps
from lictor.games.carta_imperia.rules.phases.era.steps import drew_event, start_era
from lictor.games.carta_imperia.rules.phases.extralegal.steps import THE_CARD
from lictor.games.carta_imperia.rules.state import ACTIONS, Action, State
from lictor.games.carta_imperia.rules.table import (
    primus_order,
    with_familia,
)
from lictor.i18n import t, tn
from lictor.rules.fast import replace
from lictor.slugs import slug


def direction(board: Board, s: State, a: Action) -> tuple[State, E]:
    d = _arg(a, 0, "direction (left or right)")
    if d not in ("left", "right"):
        raise refuse("direction", t("the direction is left or right"), INPUT)
    s = replace(s, direction=d)
    s, said = start_era(board, s)
    order = primus_order(s)
    return s, [
        ev(t("Primus Order: {order}", order=" -> ".join(order)), ref("Primus Inter Pares")),
        *said,
    ]


def draw(board: Board, s: State, a: Action) -> tuple[State, E]:
    if s.physical:
        raise refuse("physical", t("the table draws real cards: reveal CARD or combat CARD"), SEQ)
    return drew_event(board, s, s.history.next_virtual())


def reveal(board: Board, s: State, a: Action) -> tuple[State, E]:
    if not s.physical:
        raise refuse("virtual", t("lictor draws this deck: draw"), SEQ)
    card = slug(_arg(a, 0, "card"))
    if card not in s.history.draw_pile:
        raise refuse(
            "not-in-deck",
            t(
                "{card} is not in the Historical Event deck (left: {left})",
                card=repr(card),
                left=", ".join(sorted(set(s.history.draw_pile))),
            ),
            HIST,
        )
    return drew_event(board, s, card)


def choose(board: Board, s: State, a: Action) -> tuple[State, E]:
    _waiting(s, a, CHOOSE)
    k = actions_per_player(s)
    cards = tuple(a.args)
    bad = [c for c in cards if c not in ACTIONS]
    if bad:
        raise refuse(
            "unknown-card",
            t(
                "{card} is not an Action card ({cards})",
                card=repr(bad[0]),
                cards=", ".join(ACTIONS),
            ),
            INPUT,
        )
    if any(c not in action_cards(board, s) for c in cards):
        raise refuse(
            "not-yet",
            t(
                "the eXtra-Legal Action card joins in Era {first} of a scenario that plays it "
                "(this is Era {era})",
                first=board.scenario.extra_legal_era or "VI",
                era=s.era,
            ),
            THE_CARD,
        )
    h = s.historical
    if h is not None:  # the Familiae share the Era's Actions
        why = choice_refusal(s, h, a.player, cards)
        if why:
            raise refuse("card-count", why, HISTORICAL_ACTIONS)
    elif len(cards) != k or len(set(cards)) != k:
        raise refuse(
            "card-count",
            tn(
                "with {players} players each chooses {n} different Action card",
                "with {players} players each chooses {n} different Action cards",
                k,
                players=len(s.players),
            ),
            ref("Action Cards", "2 with 1-4 players, 1 with 5-6"),
        )
    ordered = tuple(c for c in ACTIONS if c in cards)
    s = _done(with_familia(s, a.player, actions=ordered), a.player)
    said = [ev(t("{player} has chosen", player=a.player), CHOOSE)]
    if s.waiting:
        return s, said
    if s.npcs:  # the Dealmaking variant: the NPC Senators draw theirs now
        s, drawn_ = senators.begin_npc_actions(board, s)
        said += drawn_
        if s.step == "npc-actions":
            return s, said
    s, more = era_steps.reveal(board, s)
    return s, said + more


def omen(board: Board, s: State, a: Action) -> tuple[State, E]:
    """A --physical table's Omen card revealed for an NPC's Inheritance."""
    if not s.physical:
        raise refuse("virtual", t("lictor draws the Omens in a virtual game"), senators.INHERIT)
    who = senators.next_heir(board, s)
    if a.player != who:
        raise refuse(
            "not-npc",
            t("the Omens are revealed for {npc} now, not {player}", npc=str(who), player=a.player),
            senators.INHERIT,
        )
    card = slug(_arg(a, 0, "Omen card (an Early Republic Combat card)"))
    if not senators.shield(board, card)[0]:
        cards = sorted({c for c, _, _ in board.combat})
        raise refuse(
            "unknown-card",
            t("{card} is not an Omen card ({cards})", card=repr(card), cards=", ".join(cards)),
            senators.INHERIT,
        )
    left = senators.omens_left(board, s, a.player)
    if card not in left:
        raise refuse(
            "omen-drawn",
            t(
                "{card} was already revealed in {npc}'s draw: the Omens are drawn without "
                "putting a card back (left: {cards})",
                card=card,
                npc=a.player,
                cards=", ".join(sorted(set(left))),
            ),
            senators.INHERIT,
        )
    return senators.omen_revealed(board, s, a.player, card)


def drawn(board: Board, s: State, a: Action) -> tuple[State, E]:
    """A --physical table's NPC Action cards drawn: ``drawn Rufus exec expand``."""
    due = [n for n in s.npcs if not s.familia(n).actions]
    if not due or a.player != due[0]:
        raise refuse(
            "not-npc",
            t(
                "the NPC Action cards are drawn for {npc} now, not {player}",
                npc=due[0],
                player=a.player,
            )
            if due
            else t("the NPC Action cards are drawn for no one now, not {player}", player=a.player),
            senators.NPC_ACTIONS,
        )
    k = actions_per_player(s)
    cards = tuple(a.args)
    bad = [c for c in cards if c not in action_cards(board, s)]
    if bad:
        raise refuse(
            "unknown-card",
            t(
                "{card} is not an Action card this Era ({cards})",
                card=repr(bad[0]),
                cards=", ".join(action_cards(board, s)),
            ),
            senators.NPC_ACTIONS,
        )
    if len(cards) != k or len(set(cards)) != k:
        raise refuse(
            "card-count",
            tn(
                "{player} draws {n} different Action card",
                "{player} draws {n} different Action cards",
                k,
                player=a.player,
            ),
            senators.NPC_ACTIONS,
        )
    s, said = senators.npc_drew(board, s, a.player, cards)
    s, more = senators.ask_drawn(board, s)
    if more:
        return s, said + more
    s, more = era_steps.reveal(board, s)
    return s, said + more

"""Dealmaking: a deal between two players, offered by one and agreed by the other, then
recorded as one event, all or nothing.

``deal A B GOODS... [for GOODS...]``: A offers B the goods before ``for`` for those after
it. The offer waits (``State.offers``) until B answers on his own screen, ``agree B A``
(the goods change hands) or ``reject B A``; A may ``withdraw A B`` it before. Nothing else
waits for it: the game goes on around an open offer.

No oracle: the offer is checked against A's holdings (A's own, on A's screen) and B's
public ones only; B's hidden goods (a Draft Event in a virtual game) are checked when B
agrees, and a refusal then is B's alone. A Draft Event A offers is promised: A cannot play
or deal it elsewhere while the offer stands, so B's agree never fails on A's hidden hand.

Goods: ``dignitas N``, ``legions N`` (Allied), ``private N``, ``event CARD`` (a
Draft Event; ``event N`` with physical cards), ``province PROVINCE`` (the Governorship: the
giver's Bust goes home to Reserve, the taker's takes its place from Reserve) and ``bust N``.
Legacy cards, Auctoritas and the Legions of Rome are not for dealmaking.
"""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.common_verbs import refuse
from lictor.games.carta_imperia.rules.phases.tools.deal_goods import (
    DEALMAKING,
    hand_over,
)
from lictor.games.carta_imperia.rules.phases.tools.share import closed
from lictor.games.carta_imperia.rules.state import Action, Offer, State
from lictor.i18n import t
from lictor.rules.fast import replace

USAGE = (
    "deal A B GOODS... [for GOODS...] - goods: dignitas N, legions N, private N, event CARD, "
    "province PROVINCE, bust N"
)


def deal(board: Board, s: State, a: Action) -> tuple[State, E]:
    """``deal A B ...``: A offers B a deal; it waits for B's answer."""
    closed(s, "deal")
    other, mine, theirs = _terms(s, a)
    if _offer(s, a.player, other) is not None:
        raise refuse(
            "pending",
            t(
                "{by} already offers {to} a deal: withdraw it first (withdraw {by} {to})",
                by=a.player,
                to=other,
            ),
            DEALMAKING,
        )
    hand_over(board, s, a.player, other, mine)  # A's side, as it stands
    hand_over(board, s, other, a.player, theirs, public=True)  # B's, what all may see
    offer = Offer(a.player, other, tuple(a.args[1:]))
    s = replace(s, offers=(*s.offers, offer))
    return s, [
        ev(
            t(
                "{by} offers {to} a deal: {to} answers (agree {to} {by}, or reject {to} "
                "{by}; {by} may withdraw {by} {to})",
                by=a.player,
                to=other,
            ),
            DEALMAKING,
        )
    ]


def agree(board: Board, s: State, a: Action) -> tuple[State, E]:
    """``agree B A``: B accepts A's offer; the goods change hands now, checked in full."""
    by = _party(s, a, "agree")
    offer = _offer(s, by, a.player)
    if offer is None:
        raise refuse(
            "no-offer", t("{by} offers {a_player} no deal", by=by, a_player=a.player), DEALMAKING
        )
    s = replace(s, offers=tuple(o for o in s.offers if o != offer))
    other, mine, theirs = _terms(s, Action("deal", by, (a.player, *offer.terms)))
    sides = ((by, other, mine), (other, by, theirs))
    for giver, taker, goods in sides:  # each side gives from what it held before the deal
        hand_over(board, s, giver, taker, goods)
    said: E = []
    for giver, taker, goods in sides:
        s, more = hand_over(board, s, giver, taker, goods)
        said += more
    return s, [
        ev(
            t(
                "{a_player} agrees: deal between {by} and {other}: ",
                a_player=a.player,
                by=by,
                other=other,
            )
            + "; ".join(e.text for e in said),
            DEALMAKING,
        )
    ]


def reject(board: Board, s: State, a: Action) -> tuple[State, E]:
    """``reject B A``: B turns A's offer down."""
    by = _party(s, a, "reject")
    offer = _offer(s, by, a.player)
    if offer is None:
        raise refuse(
            "no-offer", t("{by} offers {a_player} no deal", by=by, a_player=a.player), DEALMAKING
        )
    s = replace(s, offers=tuple(o for o in s.offers if o != offer))
    return s, [ev(t("{a_player} rejects {by}'s offer", a_player=a.player, by=by), DEALMAKING)]


def withdraw(board: Board, s: State, a: Action) -> tuple[State, E]:
    """``withdraw A B``: A takes back the offer B has not answered yet."""
    to = _party(s, a, "withdraw")
    offer = _offer(s, a.player, to)
    if offer is None and any(b.by == a.player and b.to == to for b in s.bids):
        raise refuse(
            "bid",
            t(
                "{a_player}'s blind bid to {to} stays in until the reveal: a new `offer "
                "{a_player} {slug} ...` replaces it, `offer {a_player} {slug} pass` makes it "
                "a pass",
                a_player=a.player,
                to=to,
                slug=to.lower(),
            ),
            DEALMAKING,
        )
    if offer is None:
        raise refuse(
            "no-offer", t("{a_player} offers {to} no deal", a_player=a.player, to=to), DEALMAKING
        )
    s = replace(s, offers=tuple(o for o in s.offers if o != offer))
    return s, [
        ev(t("{a_player} withdraws the offer to {to}", a_player=a.player, to=to), DEALMAKING)
    ]


def _offer(s: State, by: str, to: str) -> Offer | None:
    return next((o for o in s.offers if o.by == by and o.to == to), None)


def _party(s: State, a: Action, verb: str) -> str:
    if len(a.args) != 1:
        raise refuse(
            "usage",
            t("{verb} {a_player} PLAYER: name the other party", verb=verb, a_player=a.player),
            INPUT,
        )
    other = next((n for n in s.names if n.lower() == a.args[0].lower()), None)
    if other is None:
        raise refuse(
            "unknown-player",
            t(
                "{name} is not a player (players: {names})",
                name=repr(a.args[0]),
                names=", ".join(s.names),
            ),
            INPUT,
        )
    return other


def _terms(s: State, a: Action) -> tuple[str, list[str], list[str]]:
    """The other party and the goods each side gives, from ``deal A B ...``'s words."""
    if not a.args:
        raise refuse("usage", USAGE, INPUT)
    other = next((n for n in s.names if n.lower() == a.args[0].lower()), None)
    if other is None:
        raise refuse(
            "unknown-player",
            t(
                "{name} is not a player (players: {names})",
                name=repr(a.args[0]),
                names=", ".join(s.names),
            ),
            INPUT,
        )
    if other == a.player:
        raise refuse("self", t("{a_player} cannot deal with themselves", a_player=a.player), INPUT)
    if other in s.npcs:  # nobody would answer it: the referee plays the NPC at `offer`
        raise refuse(
            "npc",
            t(
                "deal: {name} is an NPC Senator, whom the referee plays: offer him a deal with "
                "`offer {by} {slug} give ... demand ...`",
                name=other,
                by=a.player,
                slug=other.lower(),
            ),
            DEALMAKING,
        )
    words = list(a.args[1:])
    if "for" in words:
        i = words.index("for")
        mine, theirs = words[:i], words[i + 1 :]
        if not mine or not theirs:
            side = "before" if not mine else "after"
            raise refuse(
                "usage",
                t(
                    "name what changes hands {side} `for`: deal A B GOODS... "
                    "[for GOODS...] - goods: dignitas N, legions N, private "
                    "N, event CARD, province PROVINCE, bust N",
                    side=side,
                ),
                INPUT,
            )
    else:
        mine, theirs = words, []
    if not mine and not theirs:
        raise refuse(
            "usage",
            t(
                "name what changes hands: deal A B GOODS... [for "
                "GOODS...] - goods: dignitas N, legions N, private N, "
                "event CARD, province PROVINCE, bust N"
            ),
            INPUT,
        )
    return other, mine, theirs

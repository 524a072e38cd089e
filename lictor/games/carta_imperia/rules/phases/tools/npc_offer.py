"""A player offers an NPC Senator a deal in a session (Solo & 2-Player Addenda): the referee
rules on it at once - the Thumbs value line by line, the Attitude, the Omens (drawn by
lictor in a virtual game, said by the table at a --physical one), the arithmetic - and an
accepted deal is honoured in the same logged action, all or nothing. With two or more
players the offers are blind bids, revealed together (``npc_bids.py``).

``offer PLAYER NPC give ... [demand ...] [omens ...]`` (words: npc_terms.py; the goods and
the promises: npc_goods.py).
"""

from __future__ import annotations

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules import INPUT
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev, rng
from lictor.games.carta_imperia.rules.common_verbs import refuse
from lictor.games.carta_imperia.rules.omens import draw_from_deck
from lictor.games.carta_imperia.rules.phases.tools.npc_bids import bid, bidding
from lictor.games.carta_imperia.rules.phases.tools.npc_deal import needs_omens, rule_deal
from lictor.games.carta_imperia.rules.phases.tools.npc_goods import honoured, omens_cards, prepare
from lictor.games.carta_imperia.rules.phases.tools.npc_terms import USAGE, table_of
from lictor.games.carta_imperia.rules.phases.tools.thumbs import rule
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import N_, t
from lictor.rules.fast import replace

OFFER = rule(N_("an offer to an NPC Senator"))
__all__ = ["OFFER", "offer", "omens_cards"]


def offer(board: Board, s: State, a: Action) -> tuple[State, E]:
    if not a.args:
        raise refuse("usage", t(USAGE), INPUT)
    npc = next((n for n in s.names if n.lower() == a.args[0].lower()), None)
    if npc is None or npc not in s.npcs:
        npcs = ", ".join(s.npcs) or t("none in this game")
        raise refuse(
            "not-npc",
            t(
                "offer: {name} is not an NPC Senator (NPCs: {npcs}); a deal between "
                "players is `deal`",
                name=repr(a.args[0]),
                npcs=npcs,
            ),
            OFFER,
        )
    if a.player in s.npcs:
        raise refuse(
            "npc", t("{player} is an NPC Senator: players make the offers", player=a.player), OFFER
        )
    if bidding(s):
        return bid(board, s, a.player, npc, a.args[1:])
    terms, said_omens, goods = prepare(board, s, a.player, npc, a.args[1:])
    table = table_of(board, s, npc, a.player, board.solo.legion_demanded)
    draws = None
    if needs_omens(table, terms):
        if s.physical and said_omens is None:
            raise refuse(
                "omens",
                t(
                    "offer: shuffle the Omens (the Early Republic deck), reveal cards until a "
                    "Legionary shield and say them after the offer: ... omens phalanx "
                    "barbarian:2 legionary"
                ),
                OFFER,
            )
        if not s.physical and said_omens is not None:
            raise refuse("virtual", t("offer: lictor draws the Omens in a virtual game"), OFFER)
        if said_omens is not None:
            draws = said_omens
        else:
            seed = rng(s, "omens").randrange(2**31)
            draws = tuple(draw_from_deck(omens_cards(board), seed))
            s = replace(s, counter=s.counter + 1)
    elif said_omens is not None:
        raise refuse("omens", t("offer: {npc} refuses before the Omens; say none", npc=npc), OFFER)
    try:
        r = rule_deal(table, terms, draws)
    except BadInput as e:  # the Omens said do not stop at a legionary shield
        raise refuse("omens", t("offer: {why}", why=str(e)), OFFER) from None
    said: E = [ev(t("{player} offers {npc} a deal", player=a.player, npc=npc), OFFER)]
    said += [ev(line.text, line.rule) for line in r.lines]
    if not r.accepts:
        return s, [
            *said,
            ev(t("{npc} refuses: nothing changes hands", npc=npc), OFFER),
        ]
    s, text, now = honoured(board, s, a.player, npc, goods)
    return s, [*said, ev(text, OFFER), *now]

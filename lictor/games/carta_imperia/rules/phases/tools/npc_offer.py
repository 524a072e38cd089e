"""A player offers an NPC Senator a deal in a session (Solo & 2-Player Addenda): the referee
rules on it at once - the Thumbs value line by line, the Attitude, the Omens (drawn by
lictor in a virtual game, said by the table at a --physical one), the arithmetic - and an
accepted deal is honoured in the same logged action, all or nothing.

``offer PLAYER NPC give ... [demand ...] [omens ...]`` (words: npc_terms.py). Goods that
change hands now: Dignitas, Allied Legions, Busts (Reserve to Reserve, as a deal's),
a Governorship the giver holds. Promises the table keeps (lictor records them in the log,
and the NPC's policy does not read them back; reconstruction): the player's support in the
Election, the NPC's votes, the campaign's Dignitas, and a Governorship of the region the
NPC's campaign invades (he installs his Governor there if it falls).
"""

from __future__ import annotations

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules import INPUT
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev, rng
from lictor.games.carta_imperia.rules.common_verbs import refuse
from lictor.games.carta_imperia.rules.fast import replace
from lictor.games.carta_imperia.rules.omens import draw_from_deck
from lictor.games.carta_imperia.rules.phases.tools.deal import _hand_over
from lictor.games.carta_imperia.rules.phases.tools.npc_deal import needs_omens, rule_deal
from lictor.games.carta_imperia.rules.phases.tools.npc_terms import USAGE, read_offer, table_of
from lictor.games.carta_imperia.rules.phases.tools.thumbs import Item, Terms, rule
from lictor.games.carta_imperia.rules.state import Action, State

OFFER = rule("an offer to an NPC Senator")
GOODS = {"dignitas": "dignitas", "legions": "legions", "busts": "bust"}


def omens_cards(board: Board) -> tuple[tuple[str, ...], ...]:
    """The Omens deck: the Early Republic Combat deck, each card's shields."""
    return tuple((kind,) * n if kind else () for _, kind, n in board.combat)


def offer(board: Board, s: State, a: Action) -> tuple[State, E]:
    if not a.args:
        raise refuse("usage", USAGE, INPUT)
    npc = next((n for n in s.names if n.lower() == a.args[0].lower()), None)
    if npc is None or npc not in s.npcs:
        npcs = ", ".join(s.npcs) or "none in this game"
        raise refuse(
            "not-npc",
            f"offer: {a.args[0]!r} is not an NPC Senator (NPCs: {npcs}); a deal between "
            "players is `deal`",
            OFFER,
        )
    if a.player in s.npcs:
        raise refuse("npc", f"{a.player} is an NPC Senator: players make the offers", OFFER)
    terms, said_omens = read_offer(board, s, a.args[1:])
    now, later = _split(board, s, npc, terms)
    giving, asking = now
    _hand_over(board, s, a.player, npc, giving)  # checked before anything is drawn
    _hand_over(board, s, npc, a.player, asking)
    table = table_of(board, s, npc, a.player, board.solo.legion_demanded)
    draws = None
    if needs_omens(table, terms):
        if s.physical and said_omens is None:
            raise refuse(
                "omens",
                "offer: shuffle the Omens (the Early Republic deck), reveal cards until a "
                "Legionary shield and say them after the offer: ... omens phalanx "
                "barbarian:2 legionary",
                OFFER,
            )
        if not s.physical and said_omens is not None:
            raise refuse("virtual", "offer: lictor draws the Omens in a virtual game", OFFER)
        if said_omens is not None:
            draws = said_omens
        else:
            seed = rng(s, "omens").randrange(2**31)
            draws = tuple(draw_from_deck(omens_cards(board), seed))
            s = replace(s, counter=s.counter + 1)
    elif said_omens is not None:
        raise refuse("omens", f"offer: {npc} refuses before the Omens; say none", OFFER)
    try:
        r = rule_deal(table, terms, draws)
    except BadInput as e:  # the Omens said do not stop at a legionary shield
        raise refuse("omens", f"offer: {e}", OFFER) from None
    said: E = [ev(f"{a.player} offers {npc} a deal", OFFER)]
    said += [ev(line.text, line.rule) for line in r.lines]
    if not r.accepts:
        return s, [*said, ev(f"{npc} refuses: nothing changes hands", OFFER)]
    moved: E = []
    for giver, taker, goods in ((a.player, npc, giving), (npc, a.player, asking)):
        s, more = _hand_over(board, s, giver, taker, goods)
        moved += more
    honoured = "; ".join([e.text for e in moved] + [f"promised: {p}" for p in later])
    return s, [*said, ev(f"{npc} takes {a.player}'s deal: {honoured}", OFFER)]


def _split(
    board: Board, s: State, npc: str, terms: Terms
) -> tuple[tuple[list[str], list[str]], list[str]]:
    """The goods that change hands now (the deal tool's words, each side) and the
    promises the table keeps."""
    giving: list[str] = []
    asking: list[str] = []
    later: list[str] = []
    targets = {b.target for b in s.battles if npc in b.generals and not b.result}
    for side, items, out in (("give", terms.give, giving), ("demand", terms.demand, asking)):
        for i in items:
            if i.kind in GOODS:
                out += [GOODS[i.kind], str(i.amount)]
            elif i.kind == "governorship" and (side == "demand" or i.province not in targets):
                out += ["province", i.province]
            else:
                later.append(_promise(side, i))
    return (giving, asking), later


def _promise(side: str, i: Item) -> str:
    if i.kind == "governorship":
        return f"the Governorship of {i.province} when it falls"
    if i.kind == "support":
        return "the player's support in the Election"
    if i.kind == "votes":
        return "the NPC's votes in the Election"
    return f"the campaign's Dignitas ({i.amount or 'all of it'})"

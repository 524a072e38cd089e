"""NPC Primus: the direction of play (Primus Inter Pares: "The Primus decides which way play
goes round the table"). The Addenda give no line for it, and the two directions are not equal,
so this is a reconstruction. The game breaks its ties in Primus Order, nearest the Primus
first: Generals tied on Prestige in eXpand (the first is dealt the first of Rome's Legions and
chooses its campaign first), the first claim of the Lex Hortensia, the order of Vetoes, command
in a Civil War. An NPC Primus sits first whichever way it chooses. So it sends play the way
that puts the leading Player last (the last tie-break of the NPC Action Summary: an equal
choice disadvantages the leading Player most). When both ways put him in the same place, the
next Player by Prestige is put as late as can be, and so on. When every Player sits at the same
place either way, the choice is equal, and the last tie-break is left to decide it."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_npc import decision, equal_choice, leader
from lictor.games.carta_imperia.rules.npc_types import Policy
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import primus_order
from lictor.i18n import N_, t
from lictor.rules.fast import replace
from lictor.rules.npc import Decision

WAYS = {"left": N_("left"), "right": N_("right")}


def direction(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """The way that seats the leading Player furthest from the NPC Primus in Primus Order;
    where both ways seat him alike, the next Player by Prestige, and so on."""
    lead = leader(s)
    ways = [a for a in offers if a.verb == "direction" and a.args and a.args[0] in WAYS]
    if s.primus != npc or lead is None or len(ways) < 2:
        return None
    humans = sorted(s.humans, key=lambda h: (-s.familia(h).prestige, s.names.index(h)))
    orders = {a.args[0]: primus_order(replace(s, direction=a.args[0])) for a in ways}
    places = {w: tuple(o.index(h) for h in humans) for w, o in orders.items()}
    best = max(places.values())
    picks = [a for a in ways if places[a.args[0]] == best]
    if len(picks) != 1:  # every Player in the same place either way: an equal choice
        same = t(
            "every Player sits at the same place in Primus Order whichever way play goes "
            "(Primus Inter Pares; reconstruction: the Addenda give no line)"
        )
        return equal_choice(board, s, npc, picks, [same])
    pick = picks[0]
    way = pick.args[0]
    order = ", ".join(orders[way])
    if len({p[0] for p in places.values()}) > 1:
        why = t(
            "play goes {way}, so {lead}, the leading Player, comes last in Primus Order "
            "({order}): ties the game breaks in Primus Order go first to the seats nearest "
            "the Primus (Primus Inter Pares; reconstruction: the Addenda give no line)",
            way=t(WAYS[way]),
            lead=lead,
            order=order,
        )
    else:
        why = t(
            "{lead}, the leading Player, sits at the same place either way; play goes {way}, "
            "which seats the other Players later in Primus Order ({order}): ties the game "
            "breaks in Primus Order go first to the seats nearest the Primus (Primus Inter "
            "Pares; reconstruction: the Addenda give no line)",
            way=t(WAYS[way]),
            lead=lead,
            order=order,
        )
    return decision(pick, [why])


POLICIES: dict[str, Policy] = {"direction": direction}

"""An NPC Primus orders the Generals tied on Prestige (IV. eXpand: "In a tie, the Primus
decides who goes first"). The orders are not equal for the NPC, so it decides by a stated
rule and a thumb flip only settles what the rule leaves truly equal.

Readings of our own (reconstruction; the Addenda give no line for this step):
- going first is the advantage: the first General is dealt the first of Rome's Legions and
  chooses its campaign first, so the NPC puts itself as early as the tie allows;
- then the Addenda's last tie-break ("an equal choice disadvantages the leading Player
  most", NPC Action Summary): the leading Player (``common_npc.leader``, the human with the
  most Prestige, a tie going to the first in seating order) goes as late as the tie allows,
  as the NPC's direction seats him last;
- what is still tied after both (the leading Player not among the tied Generals, or several
  Generals tied beside him) goes to a thumb flip, said as such."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_npc import TIE, flip, leader
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t, tn
from lictor.rules.npc import Decision


def _names(s: State, a: Action) -> list[str]:
    by_word = {n.lower(): n for n in s.names}
    return [by_word.get(w, w) for w in a.args]


def order(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    orders = [a for a in offers if a.verb == "order"]
    if not orders:
        return None
    seen = [_names(s, a) for a in orders]
    tied = [n for n in seen[0] if len({x.index(n) for x in seen if n in x}) > 1]
    lead = leader(s)
    me = npc if npc in tied else None
    him = lead if lead in tied and lead != npc else None

    def key(a: Action) -> tuple[int, int]:
        names = _names(s, a)
        mine = names.index(me) if me is not None and me in names else 0
        theirs = -names.index(him) if him is not None and him in names else 0
        return (mine, theirs)

    best_key = min(key(a) for a in orders)
    best = [a for a in orders if key(a) == best_key]
    why: list[str] = []
    if me is not None:
        why.append(
            t(
                "going first is dealt the first of Rome's Legions and chooses its campaign "
                "first: it puts itself as early as the tie allows (reconstruction)"
            )
        )
    if him is not None:
        why.append(
            t(
                "{tie}: {lead}, the leading Player, goes as late as the tie allows "
                "(reconstruction: going first is the advantage)",
                tie=t(TIE),
                lead=him,
            )
        )
    if len(best) > 1:
        if lead is None:
            why.append(t("{tie}: there is no leading Player to disadvantage", tie=t(TIE)))
        elif him is None:
            why.append(
                t(
                    "{tie}: {lead}, the leading Player, is not among the tied Generals, so "
                    "no order of theirs disadvantages him more",
                    tie=t(TIE),
                    lead=lead,
                )
            )
        else:
            why.append(
                t(
                    "the order of the others does not disadvantage {lead} more",
                    lead=lead,
                )
            )
        words = flip(s, npc, [a.words() for a in best])
        pick = next(a for a in best if a.words() == words)
        why.append(
            tn(
                "still tied with {n} other option: a thumb flip chose it",
                "still tied with {n} other options: a thumb flip chose it",
                len(best) - 1,
            )
        )
    else:
        pick = best[0]
    why.append(
        t(
            "the tied Generals ({tied}) go in this order: {order}",
            tied=", ".join(tied),
            order=", ".join(_names(s, pick)),
        )
    )
    return Decision(pick.words(), tuple(why))

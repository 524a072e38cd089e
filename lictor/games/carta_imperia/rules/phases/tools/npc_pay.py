"""How an NPC Senator pays a Prestige cost (Prestige: "you can choose whether to pay it in
Dignitas, Auctoritas, or a mixture of the two"). Every mix costs the same Prestige (payment.py
gives change back), but the mixes leave different holdings, and the Addenda give no line on
which. Reconstruction: the NPC keeps as much Auctoritas as it can and pays in Dignitas first.
The Addenda themselves have an NPC convert Dignitas into Auctoritas (NPC eXec). The rulebook
calls Dignitas ephemeral: deals, lawsuits and Mob Rule take it. Auctoritas gains value in
pairs (2 are worth 3)."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_npc import decision
from lictor.games.carta_imperia.rules.npc_types import Policy
from lictor.games.carta_imperia.rules.phases.tools.pay import before, options
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t, tn
from lictor.rules.npc import Decision


def _mix(a: Action) -> tuple[int, int] | None:
    words = dict(zip(a.args[::2], a.args[1::2], strict=False))
    try:
        return int(words["dignitas"]), int(words["auctoritas"])
    except (KeyError, ValueError):
        return None


def pay(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """The mix that spends the least Auctoritas."""
    due = s.due
    if due is None or due.payer != npc:
        return None
    ways = {(m.dignitas, m.auctoritas) for m in options(s)}
    found = [(m, a) for a in offers if a.verb == "pay" and (m := _mix(a)) in ways and m]
    if len(found) < 2:
        return None
    (dignitas, auctoritas), pick = min(found, key=lambda x: (x[0][1], -x[0][0]))
    kept = before(s, due).auctoritas - auctoritas
    return decision(
        pick,
        [
            tn(
                "it pays in Dignitas first and keeps {n} Auctoritas: the Addenda have an NPC "
                "convert Dignitas into Auctoritas (NPC eXec), and Dignitas is what deals, "
                "lawsuits and Mob Rule take (Prestige; reconstruction)",
                "it pays in Dignitas first and keeps {n} Auctoritas: the Addenda have an NPC "
                "convert Dignitas into Auctoritas (NPC eXec), and Dignitas is what deals, "
                "lawsuits and Mob Rule take (Prestige; reconstruction)",
                kept,
            ),
            t(
                "every mix costs {amount} Prestige; it pays {dignitas} Dignitas and {auctoritas} "
                "Auctoritas",
                amount=due.amount,
                dignitas=dignitas,
                auctoritas=auctoritas,
            ),
        ],
    )


POLICIES: dict[str, Policy] = {"pay": pay}

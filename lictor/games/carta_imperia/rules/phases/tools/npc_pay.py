"""How an NPC Senator pays a Prestige cost (Prestige: "you can choose whether to pay it in
Dignitas, Auctoritas, or a mixture of the two"). The Addenda give no line for it, and the
mixes are not equal, so this is a reconstruction. The NPC pays the way that leaves it the most
Prestige: Auctoritas is worth more in pairs (1 = 1 Prestige, 2 = 3), so spending one of a pair
can cost it 2. When two ways leave it the same, it keeps its Auctoritas and pays in Dignitas.
The rulebook calls Dignitas ephemeral, won and lost by deals, lawsuits and conquest, while
Auctoritas gains value the more of it a Familia holds."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_npc import decision
from lictor.games.carta_imperia.rules.npc_types import Policy
from lictor.games.carta_imperia.rules.payment import Mix, auctoritas_value, paid
from lictor.games.carta_imperia.rules.phases.tools.pay import before, options
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t
from lictor.rules.npc import Decision


def _mix(a: Action) -> Mix | None:
    words = dict(zip(a.args[::2], a.args[1::2], strict=False))
    try:
        return Mix(int(words["dignitas"]), int(words["auctoritas"]))
    except (KeyError, ValueError):
        return None


def pay(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """The mix leaving the NPC the most Prestige; a tie: the one keeping most Auctoritas."""
    due = s.due
    if due is None or due.payer != npc:
        return None
    f = before(s, due)
    ways = {(m.dignitas, m.auctoritas): m for m in options(s)}
    found: list[tuple[tuple[int, int], Action, int]] = []
    for a in offers:
        m = _mix(a)
        if a.verb != "pay" or m is None or (m.dignitas, m.auctoritas) not in ways:
            continue
        dignitas, auctoritas = paid(f, ways[m.dignitas, m.auctoritas])
        left = dignitas + auctoritas_value(auctoritas)
        found.append(((left, auctoritas), a, left))
    if not found:
        return None
    _, pick, left = max(found, key=lambda x: x[0])
    worst = min(x[2] for x in found)
    why = [
        t(
            "it pays the way that leaves it the most Prestige ({left}) (Prestige: 2 "
            "Auctoritas are worth 3; reconstruction)",
            left=left,
        )
    ]
    if worst < left:
        why.append(t("another mix would leave it {worst}", worst=worst))
    if sum(1 for x in found if x[2] == left) > 1:
        why.append(
            t(
                "tied: it keeps its Auctoritas and pays in Dignitas, which the rulebook calls "
                "ephemeral (Prestige; reconstruction)"
            )
        )
    return decision(pick, why)


POLICIES: dict[str, Policy] = {"pay": pay}

"""NPC Senators at the end of an Era (Ending the Campaign): keeping Private Legions in
service for 1 Auctoritas, or letting them go home. The Addenda give no line for it, so this
is a reconstruction: the NPC keeps them when the Legions kept are worth at least the Prestige
that the Auctoritas costs it. A Legion is valued at the Addenda's own price (NPC eXpand b: NPCs
buy Allied Legions at 1 Dignitas each). The Auctoritas is valued by what it is worth (Prestige:
1 Auctoritas = 1 Prestige, 2 = 3, so spending the second of a pair costs 2)."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_npc import decision
from lictor.games.carta_imperia.rules.npc_types import Policy
from lictor.games.carta_imperia.rules.payment import auctoritas_value
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t, tn
from lictor.rules.npc import Decision

PRICE = 1  # Dignitas per Legion, the Addenda's price (NPC eXpand b)


def retain(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """Keep the Private Legions when they are worth the Prestige the Auctoritas costs."""
    verbs = {a.verb: a for a in offers if a.player == npc}
    if "keep" not in verbs or "release" not in verbs:
        return None
    f = s.familia(npc)
    n = f.professional
    cost = auctoritas_value(f.auctoritas) - auctoritas_value(f.auctoritas - 1)
    worth = n * PRICE
    legions = tn("{n} Legion", "{n} Legions", n)
    if worth >= cost:
        return decision(
            verbs["keep"],
            [
                t(
                    "it keeps {legions} in service: worth {worth} Dignitas at the Addenda's price "
                    "of 1 a Legion, against the {cost} Prestige the 1 Auctoritas it pays is worth "
                    "(Ending the Campaign; reconstruction)",
                    legions=legions,
                    worth=worth,
                    cost=cost,
                )
            ],
        )
    return decision(
        verbs["release"],
        [
            t(
                "it lets {legions} go home: worth {worth} Dignitas at the Addenda's price of 1 a "
                "Legion, less than the {cost} Prestige the 1 Auctoritas it pays is worth (Ending "
                "the Campaign; reconstruction)",
                legions=legions,
                worth=worth,
                cost=cost,
            )
        ],
    )


POLICIES: dict[str, Policy] = {"retain": retain}

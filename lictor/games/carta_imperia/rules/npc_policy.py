"""The NPC Senators' policies composed (Solo & 2-Player Addenda, NPC Action Summary): the
step the game stands at names the policy, beside the phase it plays
(``phases/<phase>/npc.py``); a step no priority list of the Addenda covers falls to the
Addenda's last tie-break (``common_npc.equal_choice``).

A policy is a pure function ``(board, state, npc, offers) -> Decision | None``: ``offers``
are the step's actions naming the NPC that the rules accept (it picks among them, like a
player, and goes through the same checks); None hands the choice to the tie-break."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_npc import After, equal_choice

__all__ = ["After", "decide"]
from lictor.games.carta_imperia.rules.npc_types import Policy
from lictor.games.carta_imperia.rules.phases.civil_war import npc as civil_war_npc
from lictor.games.carta_imperia.rules.phases.elections import npc as elections_npc
from lictor.games.carta_imperia.rules.phases.end_of_era import npc as end_of_era_npc
from lictor.games.carta_imperia.rules.phases.endgame import npc as endgame_npc
from lictor.games.carta_imperia.rules.phases.era import npc as era_npc
from lictor.games.carta_imperia.rules.phases.exec import npc as exec_npc
from lictor.games.carta_imperia.rules.phases.expand import npc as expand_npc
from lictor.games.carta_imperia.rules.phases.exploit import npc as exploit_npc
from lictor.games.carta_imperia.rules.phases.extort import npc as extort_npc
from lictor.games.carta_imperia.rules.phases.extralegal import npc as extralegal_npc
from lictor.games.carta_imperia.rules.phases.scenario_setup import npc as scenario_setup_npc
from lictor.games.carta_imperia.rules.phases.tools import npc_buy, npc_pay, npc_reforms
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t
from lictor.rules.npc import Decision

POLICIES: dict[str, Policy] = {
    **exploit_npc.POLICIES,
    **exec_npc.POLICIES,
    **elections_npc.POLICIES,
    **extort_npc.POLICIES,
    **endgame_npc.POLICIES,
    **expand_npc.POLICIES,
    **extralegal_npc.POLICIES,
    **civil_war_npc.POLICIES,
    **scenario_setup_npc.POLICIES,
    **era_npc.POLICIES,  # npc15: the Primus' direction
    **end_of_era_npc.POLICIES,  # npc15: Private Legions kept
    **npc_pay.POLICIES,  # npc15: an NPC's payment mix
}
# steps an NPC answers without being waited on, while its policy has something to say
FREE: dict[str, Policy] = {
    **civil_war_npc.FREE,
    "lend": npc_buy.lend_policy,  # the muster: its own Legions committed, Legions sold
    "battle": npc_reforms.battle_policy,  # Pilum, the Professional Army before the card
}


def decide(
    board: Board, s: State, npc: str, offers: list[Action], after: After | None = None
) -> Decision:
    """The NPC's decision among ``offers`` (never empty); ``after``: the state an offer
    leads to, for the last tie-break."""
    policy = POLICIES.get(s.step)
    if policy is not None:
        found = policy(board, s, npc, offers)
        if found is not None:
            return found  # HUMAN (npc_types) when a person decides for it
        return equal_choice(board, s, npc, offers, (), after)
    return equal_choice(
        board,
        s,
        npc,
        offers,
        (
            t(
                "the Addenda give no priority for this step ({step}) "
                "(reconstruction: their last tie-break decides)",
                step=s.step,
            ),
        ),
        after,
    )

"""The shape of an NPC Senator's policy (Solo & 2-Player Addenda): ``(board, state, npc,
offers) -> Decision | None``, ``offers`` the step's actions naming the NPC that the rules
accept; None leaves the choice to the last tie-break (``common_npc.equal_choice``)."""

from __future__ import annotations

from collections.abc import Callable

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.rules.npc import Decision

Policy = Callable[[Board, State, str, list[Action]], Decision | None]

# a policy's answer where the rule gives the choice to a human (Players decide for an NPC
# of their Faction): not the NPC's turn, a person answers for it
HUMAN = Decision("", ("a Player of its Faction decides for it",))


def bidding(s: State) -> bool:
    """Whether offers to an NPC are blind bids (tools/npc_bids.py): two or more players and
    an NPC, outside the Historical variant."""
    return bool(s.npcs) and len(s.humans) >= 2 and s.historical is None

"""One entry point to the NPC Senators' policies (Solo & 2-Player Addenda, Dealmaking
variant), for whoever plays Carta Imperia without a session: the balance lab, a benchmark,
a script. Pure: the same state gives the same decision.

    from lictor.games.carta_imperia.npc import npc_decision
    d = npc_decision(state, "Rufus")          # Decision(action="nominate Rufus gallia",
    d.action, d.because                       #          because=("the highest-value ...",))

``state`` is a Carta Imperia ``State`` (rules/state.py) of a game set up with that player
among its NPC seats (``options={"npc": [...]}``) or not: the policy plays any seat it is
asked about. ``board``: the game's board (``CartaGame.board``; default the state's own map
or the Full Game's)."""

from __future__ import annotations

from functools import lru_cache

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.board_user import load_board
from lictor.games.carta_imperia.rules.game import PROCEDURE
from lictor.games.carta_imperia.rules.npc_seats import npc_decision_of
from lictor.games.carta_imperia.rules.state import State
from lictor.rules.npc import Decision

__all__ = ["Decision", "npc_decision"]


@lru_cache(maxsize=4)
def _default(scenario: str) -> Board:
    return load_board(scenario=scenario)


def npc_decision(state: State, player: str, board: Board | None = None) -> Decision:
    """``player``'s decision now, as the words ``lictor referee act`` takes and the rule
    lines that chose it. Refused (ValueError) when the step asks nothing of ``player``."""
    b = board or state.board or _default("full")
    found = npc_decision_of(PROCEDURE, b, state, player)
    if found is None or not found.action:
        raise ValueError(f"{player} has nothing to answer at this step ({state.step})")
    return found

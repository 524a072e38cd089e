"""NPC Game End (Solo & 2-Player Addenda, Setup): an NPC holds no Legacy card, so scores
none."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_npc import decision
from lictor.games.carta_imperia.rules.npc_types import Policy
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t
from lictor.rules.npc import Decision


def legacy(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    zero = next((a for a in offers if a.args == ("0",)), None)
    if zero is None:
        return None
    return decision(zero, [t("an NPC is dealt no Legacy card (Solo & 2-Player Addenda, Setup)")])


POLICIES: dict[str, Policy] = {"legacy": legacy}

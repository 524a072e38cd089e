"""II. eXec: Convert, Adopt, Enact."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import EXEC, E, cards_of, ev, revealing
from lictor.games.carta_imperia.rules.fast import replace
from lictor.games.carta_imperia.rules.phases.extort.steps import begin_extort
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import primus_order
from lictor.i18n import t


@revealing("exec")
def begin_exec(board: Board, s: State) -> tuple[State, E]:
    if not cards_of(s, "exec"):
        return begin_extort(board, s)
    return replace(s, step="exec", waiting=primus_order(s)), [
        ev(
            t(
                "eXec: everyone may Convert, Adopt or Enact a Reform once; card players do two "
                "different ones (done PLAYER when finished)"
            ),
            EXEC,
        )
    ]

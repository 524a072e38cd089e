"""II. eXec: Convert, Adopt, Enact."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import EXEC, E, cards_of, ev, revealing
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import primus_order
from lictor.i18n import t
from lictor.lazy import lazy_function
from lictor.rules.fast import replace

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.extort.steps import begin_extort
else:  # the next phase's steps, imported when the game reaches it (issue 27)
    begin_extort = lazy_function(
        "lictor.games.carta_imperia.rules.phases.extort.steps:begin_extort"
    )


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

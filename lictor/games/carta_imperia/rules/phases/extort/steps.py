"""III. eXtort: the litigants in Primus Order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import EXTORT, E, cards_of, ev, revealing
from lictor.games.carta_imperia.rules.state import State
from lictor.i18n import t
from lictor.lazy import lazy_function
from lictor.rules.fast import replace

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.expand.steps import begin_expand
else:  # the next phase's steps, imported when the game reaches it (issue 27)
    begin_expand = lazy_function(
        "lictor.games.carta_imperia.rules.phases.expand.steps:begin_expand"
    )


@revealing("extort")
def begin_extort(board: Board, s: State) -> tuple[State, E]:
    players = cards_of(s, "extort")
    if not players:
        return begin_expand(board, s)
    return replace(s, step="extort", waiting=players, suit=None), [
        ev(
            t(
                "eXtort, in Primus Order: prosecute PLAYER TARGET, impeach PLAYER, ides PLAYER "
                "(the Primus), settle PLAYER TARGET, or pass PLAYER"
            ),
            EXTORT,
        )
    ]


def next_litigant(board: Board, s: State, after: str) -> tuple[State, E]:
    players = cards_of(s, "extort")
    rest = tuple(players[players.index(after) + 1 :])
    if rest:
        return replace(s, step="extort", waiting=rest, suit=None), []
    return begin_expand(board, replace(s, suit=None))

"""The end of an Era's answers: Private Legions kept for 1 Auctoritas, or let go home."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT, late
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import PRIVATE, E, ev
from lictor.games.carta_imperia.rules.common_verbs import (
    _turn,
    refuse,
)
from lictor.games.carta_imperia.rules.phases.end_of_era import steps as end_of_era_steps
from lictor.games.carta_imperia.rules.phases.end_of_era.steps import next_primus
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import (
    add,
)
from lictor.i18n import t, tn
from lictor.rules.fast import replace


def keep(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Ending the Campaign: Professional Army Legions (from Era VI, with the Mules of Marius,
    all of a Familia's Private Legions) kept in service for 1 Auctoritas."""
    _turn(s, a, PRIVATE)
    _no_more(a)
    f = s.familia(a.player)
    s = add(s, a.player, auctoritas=-1)
    n = f.professional
    kept = (
        tn(
            "{player} pays 1 Auctoritas to keep {n} Private Legion in service",
            "{player} pays 1 Auctoritas to keep {n} Private Legions in service",
            n,
            player=a.player,
        )
        if late.mules(board, s)
        else tn(
            "{player} pays 1 Auctoritas to keep {n} Professional Army Legion in service",
            "{player} pays 1 Auctoritas to keep {n} Professional Army Legions in service",
            n,
            player=a.player,
        )
    )
    said = [ev(kept, PRIVATE)]
    return _retained(board, replace(s, waiting=s.waiting[1:]), said)


def release(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, PRIVATE)
    _no_more(a)
    s, said = end_of_era_steps.release(s, a.player, True, late.mules(board, s))
    return _retained(board, replace(s, waiting=s.waiting[1:]), said)


def _no_more(a: Action) -> None:
    if a.args:
        raise refuse(
            "usage",
            t(
                "{verb} PLAYER takes nothing more, not {words}",
                verb=a.verb,
                words=repr(" ".join(a.args)),
            ),
            INPUT,
        )


def _retained(board: Board, s: State, said: E) -> tuple[State, E]:
    if s.waiting:
        return s, said
    return next_primus(board, s, said)

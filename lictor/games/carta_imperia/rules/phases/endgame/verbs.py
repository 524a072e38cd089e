"""Game End & Victory's answer: each player's Legacy card scored."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import (
    END,
    E,
    ev,
)
from lictor.games.carta_imperia.rules.common_verbs import (
    _done,
    _int,
    _waiting,
    refuse,
)
from lictor.games.carta_imperia.rules.phases.endgame.steps import finish
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import (
    with_familia,
)
from lictor.i18n import N_, t


def legacy(board: Board, s: State, a: Action) -> tuple[State, E]:
    _waiting(s, a, END)
    n = _int(a, 0, N_("Legacy points"))
    if n < 0:
        raise refuse("number", t("Legacy points are 0 or more"), INPUT)
    s = _done(with_familia(s, a.player, legacy_points=n), a.player)
    said = [ev(t("{player}'s Legacy scores {n}", player=a.player, n=n), END)]
    if s.waiting:
        return s, said
    s, more = finish(board, s)
    return s, said + more

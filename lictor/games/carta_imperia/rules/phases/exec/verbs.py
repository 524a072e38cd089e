"""II. eXec: adopting a Bust, converting Dignitas, enacting a Reform."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT, late
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import EXEC, E, cards_of, ev
from lictor.games.carta_imperia.rules.common_verbs import (
    ADOPT,
    CONVERT,
    REFORMS,
    _arg,
    _done,
    _int,
    _waiting,
    refuse,
)
from lictor.games.carta_imperia.rules.fast import replace
from lictor.games.carta_imperia.rules.phases.elections.steps import begin_nominations
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import (
    add,
    friendly_emporia,
    pay_prestige,
)
from lictor.slugs import slug


def _exec(s: State, a: Action, kind: str) -> None:
    _waiting(s, a, EXEC)
    used = [k for w, k in s.execs if w == a.player]
    if kind in used:
        raise refuse("same-twice", f"{a.player} has already done '{kind}' this eXec", EXEC)


def _exec_done(board: Board, s: State, a: Action, kind: str, said: E) -> tuple[State, E]:
    s = replace(s, execs=(*s.execs, (a.player, kind)))
    limit = 2 if "exec" in s.familia(a.player).actions else 1
    if sum(1 for w, _ in s.execs if w == a.player) >= limit:
        s = _done(s, a.player)
    if not s.waiting:
        s, more = begin_nominations(board, s, cards_of(s, "exec"))
        said = said + more
    return s, said


def adopt(board: Board, s: State, a: Action) -> tuple[State, E]:
    _exec(s, a, "adopt")
    f = s.familia(a.player)
    if not f.stock:
        raise refuse("no-stock", f"{a.player} has no Bust left in Stock to adopt", ADOPT)
    cost = board.busts - f.stock
    s, paid = pay_prestige(s, a.player, cost, ADOPT)
    s = add(s, a.player, stock=-1, reserve=1)
    return _exec_done(
        board, s, a, "adopt", [ev(f"{a.player} pays {paid} and adopts a Bust", ADOPT)]
    )


def convert(board: Board, s: State, a: Action) -> tuple[State, E]:
    _exec(s, a, "convert")
    n = _int(a, 0, "number of Dignitas to convert")
    limit = friendly_emporia(board, s, a.player)
    f = s.familia(a.player)
    if not 1 <= n <= limit:
        raise refuse(
            "emporia", f"{a.player} has {limit} friendly Emporia: convert 1 to {limit}", CONVERT
        )
    if n > f.dignitas:
        raise refuse("dignitas", f"{a.player} has only {f.dignitas} Dignitas", CONVERT)
    s = add(s, a.player, dignitas=-n, auctoritas=n)
    return _exec_done(
        board, s, a, "convert", [ev(f"{a.player} converts {n} Dignitas into Auctoritas", CONVERT)]
    )


def enact(board: Board, s: State, a: Action) -> tuple[State, E]:
    _exec(s, a, "enact")
    try:
        row, names = board.reform_row(_arg(a, 0, "row (military, administrative, political)"))
    except Exception as exc:
        raise refuse("unknown-row", str(exc), INPUT) from None
    col = 1 + sum(1 for r, *_ in s.reforms if r == row)
    if col > len(names):
        raise refuse("row-full", f"every {row} Reform is enacted", REFORMS)
    wanted = a.args[1:] and " ".join(a.args[1:])
    if wanted and slug(wanted) != slug(names[col - 1]):
        raise refuse(
            "out-of-order",
            f"{names[col - 1]} must be enacted before any later {row} Reform",
            REFORMS,
        )
    cost = board.reform_costs[col - 1]
    f = s.familia(a.player)
    if not f.reserve:
        raise refuse(
            "no-reserve", f"{a.player} has no Bust in Reserve to place on a Reform", REFORMS
        )
    if f.auctoritas < cost:
        raise refuse(
            "auctoritas",
            f"{names[col - 1]} costs {cost} Auctoritas; {a.player} has {f.auctoritas}",
            REFORMS,
        )
    s = add(s, a.player, auctoritas=-cost, reserve=-1)
    s = replace(s, reforms=(*s.reforms, (row, col, a.player)))
    said = [
        ev(
            f"{a.player} enacts {names[col - 1]} ({row}, column {col}) for {cost} Auctoritas",
            REFORMS,
        )
    ]
    s, more = late.reform_enacted(board, s, names[col - 1], a.player)  # the Lex Plautia Papiria
    return _exec_done(board, s, a, "enact", said + more)


def done(board: Board, s: State, a: Action) -> tuple[State, E]:
    """eXec: a player has adopted, converted and enacted all they will."""
    _waiting(s, a, EXEC)
    s = _done(s, a.player)
    said = [ev(f"{a.player} is done", EXEC)]
    if s.waiting:
        return s, said
    s, more = begin_nominations(board, s, cards_of(s, "exec"))
    return s, said + more

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
from lictor.games.carta_imperia.rules.phases.elections.steps import begin_nominations
from lictor.games.carta_imperia.rules.phases.exec.rows import reform_row
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import (
    add,
    friendly_emporia,
    pay_prestige,
)
from lictor.i18n import t, tn
from lictor.rules.fast import replace
from lictor.slugs import slug


def _exec(s: State, a: Action, kind: str) -> None:
    _waiting(s, a, EXEC)
    used = [k for w, k in s.execs if w == a.player]
    if kind in used:
        raise refuse(
            "same-twice",
            t("{player} has already done '{kind}' this eXec", player=a.player, kind=kind),
            EXEC,
        )


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
        raise refuse(
            "no-stock", t("{player} has no Bust left in Stock to adopt", player=a.player), ADOPT
        )
    cost = board.busts - f.stock
    s, paid = pay_prestige(s, a.player, cost, ADOPT)
    s = add(s, a.player, stock=-1, reserve=1)
    return _exec_done(
        board,
        s,
        a,
        "adopt",
        [ev(t("{player} pays {paid} and adopts a Bust", player=a.player, paid=paid), ADOPT)],
    )


def convert(board: Board, s: State, a: Action) -> tuple[State, E]:
    _exec(s, a, "convert")
    n = _int(a, 0, "number of Dignitas to convert")
    limit = friendly_emporia(board, s, a.player)
    f = s.familia(a.player)
    if not 1 <= n <= limit:
        raise refuse(
            "emporia",
            tn(
                "{player} has {limit} friendly Emporia: convert 1 to {limit}",
                "{player} has {limit} friendly Emporia: convert 1 to {limit}",
                limit,
                player=a.player,
                limit=limit,
            ),
            CONVERT,
        )
    if n > f.dignitas:
        raise refuse(
            "dignitas",
            t("{player} has only {n} Dignitas", player=a.player, n=f.dignitas),
            CONVERT,
        )
    s = add(s, a.player, dignitas=-n, auctoritas=n)
    return _exec_done(
        board,
        s,
        a,
        "convert",
        [ev(t("{player} converts {n} Dignitas into Auctoritas", player=a.player, n=n), CONVERT)],
    )


def enact(board: Board, s: State, a: Action) -> tuple[State, E]:
    _exec(s, a, "enact")
    try:
        row, names = board.reform_row(_arg(a, 0, "row (military, administrative, political)"))
    except Exception as exc:
        raise refuse("unknown-row", str(exc), INPUT) from None
    col = 1 + sum(1 for r, *_ in s.reforms if r == row)
    if col > len(names):
        raise refuse("row-full", t("every {row} Reform is enacted", row=reform_row(row)), REFORMS)
    wanted = a.args[1:] and " ".join(a.args[1:])
    if wanted and slug(wanted) not in {slug(n) for n in names}:
        # words left over that name no Reform of the row: refused naming them
        raise refuse(
            "unknown-reform",
            t(
                "enact: {words} is no {row} Reform ({reforms}); `enact {player} {typed}` "
                "enacts the next",
                words=repr(wanted),
                row=reform_row(row),
                reforms=", ".join(t(n) for n in names),
                player=a.player,
                typed=a.args[0],
            ),
            INPUT,
        )
    if wanted and slug(wanted) != slug(names[col - 1]):
        raise refuse(
            "out-of-order",
            t(
                "{reform} must be enacted before any later {row} Reform",
                reform=t(names[col - 1]),
                row=reform_row(row),
            ),
            REFORMS,
        )
    cost = board.reform_costs[col - 1]
    f = s.familia(a.player)
    if not f.reserve:
        raise refuse(
            "no-reserve",
            t("{player} has no Bust in Reserve to place on a Reform", player=a.player),
            REFORMS,
        )
    if f.auctoritas < cost:
        raise refuse(
            "auctoritas",
            t(
                "{reform} costs {cost} Auctoritas; {player} has {n}",
                reform=t(names[col - 1]),
                cost=cost,
                player=a.player,
                n=f.auctoritas,
            ),
            REFORMS,
        )
    s = add(s, a.player, auctoritas=-cost, reserve=-1)
    s = replace(s, reforms=(*s.reforms, (row, col, a.player)))
    said = [
        ev(
            t(
                "{player} enacts {reform} ({row}, column {col}) for {cost} Auctoritas",
                player=a.player,
                reform=t(names[col - 1]),
                row=reform_row(row),
                col=col,
                cost=cost,
            ),
            REFORMS,
        )
    ]
    s, more = late.reform_enacted(board, s, names[col - 1], a.player)  # the Lex Plautia Papiria
    return _exec_done(board, s, a, "enact", said + more)


def done(board: Board, s: State, a: Action) -> tuple[State, E]:
    """eXec: a player has adopted, converted and enacted all they will."""
    _waiting(s, a, EXEC)
    s = _done(s, a.player)
    said = [ev(t("{player} is done", player=a.player), EXEC)]
    if s.waiting:
        return s, said
    s, more = begin_nominations(board, s, cards_of(s, "exec"))
    return s, said + more

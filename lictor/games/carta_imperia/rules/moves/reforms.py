"""Reforms in use: once per Era each, 1 Auctoritas to the enactor."""

from __future__ import annotations

from dataclasses import replace

from lictor.games.carta_imperia.rules import INPUT, flow, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.flow import E, ev
from lictor.games.carta_imperia.rules.moves.common import refuse
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import (
    add,
    enacted,
)
from lictor.slugs import slug


def _use_reform(board: Board, s: State, name: str, reform: str) -> tuple[State, E]:
    """Reforms: once enacted anyone may use one, once per Era, for 1 Auctoritas paid to
    its enactor (who uses it free)."""
    rule = ref("Reforms", "using an enacted Reform")
    lex = enacted(board, s, reform)
    if lex is None:
        raise refuse("not-enacted", f"the {reform} Reform is not enacted", rule)
    if (name, reform) in s.used_reforms:
        raise refuse("once-per-era", f"{name} has used the {reform} this Era", rule)
    fee, _ = flow.reform_fee(board, s, name, reform)
    if s.familia(name).auctoritas < fee:
        raise refuse(
            "cannot-pay", f"{name} has no Auctoritas to pay {lex[2]} for the {reform}", rule
        )
    if fee:
        s = add(add(s, name, auctoritas=-fee), lex[2], auctoritas=fee)
    s = replace(s, used_reforms=(*s.used_reforms, (name, reform)))
    paid = f", paying {fee} Auctoritas to {lex[2]}" if fee else ""
    return s, [ev(f"{name} uses the {reform}{paid}", rule)]


def use(board: Board, s: State, a: Action) -> tuple[State, E]:
    """A table tool: record the use of an enacted Reform whose effect the table applies
    (its Strength with `strength`, anything else with `adjust`)."""
    text = " ".join(a.args)
    names = [n for _, row in board.reform_rows for n in row]
    reform = next((n for n in names if slug(n) == slug(text)), None)
    if reform is None:
        raise refuse(
            "unknown-reform",
            f"no Reform {text!r} (Reforms: {', '.join(slug(n) for n in names)})",
            INPUT,
        )
    if reform in ("Lex Sacrata", "Lex Hortensia"):
        verb = "veto" if reform == "Lex Sacrata" else "hortensia"
        raise refuse(
            "in-election", f"the {reform} is used in an election: {verb} PLAYER", ref("Reforms")
        )
    return _use_reform(board, s, a.player, reform)

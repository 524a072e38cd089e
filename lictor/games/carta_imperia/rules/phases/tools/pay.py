"""Prestige: the payer of a Prestige cost says how it is paid - Dignitas, Auctoritas or a
mixture (``pay PLAYER dignitas N auctoritas M``) - when more than one way is possible."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.common_verbs import _turn, refuse
from lictor.games.carta_imperia.rules.payment import Mix, mixes, paid
from lictor.games.carta_imperia.rules.state import Action, Due, Familia, State
from lictor.games.carta_imperia.rules.table import PRESTIGE, with_familia
from lictor.i18n import t
from lictor.rules.fast import replace

USAGE = "pay PLAYER dignitas N auctoritas M"


def park(s: State) -> State:
    """After an action: a payment left due stops play until its payer says how."""
    due = s.due
    if due is None or due.step:
        return s
    if s.step == "over":
        return replace(s, due=None)
    due = replace(due, step=s.step, waiting=s.waiting)
    return replace(s, due=due, step="pay", waiting=(due.payer,))


def before(s: State, due: Due) -> Familia:
    """The payer as they were before the default mix was applied."""
    f = s.familia(due.payer)
    d, a, change = due.paid
    return replace(f, dignitas=f.dignitas + d - change, auctoritas=f.auctoritas + a)


def options(s: State) -> list[Mix]:
    """The ways the payment due can be made, the default (Dignitas first) first."""
    return [] if s.due is None else mixes(before(s, s.due), s.due.amount)


def pay(board: Board, s: State, a: Action) -> tuple[State, E]:
    due = s.due
    assert due is not None
    _turn(s, a, PRESTIGE)
    words = list(a.args)
    given = {"dignitas": 0, "auctoritas": 0}
    if not words or len(words) % 2:
        raise refuse("usage", t("say how: pay PLAYER dignitas N auctoritas M"), INPUT)
    for what, n in zip(words[::2], words[1::2], strict=True):
        if what not in given or not n.isdigit():
            raise refuse(
                "usage",
                t("{what} {n}: say how as pay PLAYER dignitas N auctoritas M", what=what, n=n),
                INPUT,
            )
        given[what] = int(n)
    ways = options(s)
    mix = next(
        (m for m in ways if (m.dignitas, m.auctoritas) == (given["dignitas"], given["auctoritas"])),
        None,
    )
    if mix is None:
        listed = "; ".join(" ".join(m.words()) for m in ways)
        raise refuse(
            "mix",
            t(
                "{given_dignitas} Dignitas and {given_auctoritas} "
                "Auctoritas do not pay {due_amount} Prestige exactly "
                "(ways: {listed})",
                given_dignitas=given["dignitas"],
                given_auctoritas=given["auctoritas"],
                due_amount=due.amount,
                listed=listed,
            ),
            PRESTIGE,
        )
    dignitas, auctoritas = paid(before(s, due), mix)
    s = with_familia(s, a.player, dignitas=dignitas, auctoritas=auctoritas)
    s = replace(s, step=due.step, waiting=due.waiting, due=None)
    return s, [
        ev(
            t(
                "{a_player} pays {due_amount} Prestige with {mix_text}",
                a_player=a.player,
                due_amount=due.amount,
                mix_text=mix.text(),
            ),
            PRESTIGE,
        )
    ]

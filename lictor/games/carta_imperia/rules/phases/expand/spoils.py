"""IV. eXpand's answers after a battle and before the campaign: a Governor installed in
the defeated region (or declined), and the Primus' order of Generals tied on Prestige."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, cards_of, ev
from lictor.games.carta_imperia.rules.common_verbs import SPOILS, _turn, refuse, take_bust
from lictor.games.carta_imperia.rules.phases.expand.casualties import _spoils
from lictor.games.carta_imperia.rules.phases.expand.steps import muster, next_battle
from lictor.games.carta_imperia.rules.phases.tools.npc_join import ceded
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import reverse_prestige, set_governor
from lictor.i18n import t
from lictor.rules.fast import replace


def install(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, SPOILS)
    b = s.battles[s.current]
    ceded(board, s, a.player, b.target)  # the Governorship given in a deal (tools/npc_join.py)
    holder = s.governor(b.target)
    if holder is not None:
        raise refuse(
            "governed",
            t(
                "{target} already has a Governor ({player}): decline",
                target=t(b.target),
                player=holder,
            ),
            SPOILS,
        )
    s, said = take_bust(board, s, a.player, a.args)
    s = set_governor(s, b.target, a.player)
    said = [
        *said,
        ev(
            t("{player} installs a Governor in {target}", player=a.player, target=t(b.target)),
            SPOILS,
        ),
    ]
    s, more = _spoils(replace(s, spoils=0), b, s.spoils, a.player)
    s2, rest = next_battle(board, s)
    return s2, said + more + rest


def decline(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, SPOILS)
    b = s.battles[s.current]
    s = replace(s, waiting=s.waiting[1:])
    said = [ev(t("{player} installs no Governor", player=a.player), SPOILS)]
    if s.waiting:
        return s, said
    said.append(ev(t("{target} is defeated but unconquered", target=t(b.target)), SPOILS))
    s, more = _spoils(replace(s, spoils=0), b, s.spoils, "")
    s2, rest = next_battle(board, s)
    return s2, said + more + rest


def order(board: Board, s: State, a: Action) -> tuple[State, E]:
    """IV. eXpand: "In a tie, the Primus decides who goes first" - the Primus gives the
    Generals' order, least Prestige first, tied Generals in the order of their choice."""
    rule = ref("IV. eXpand", "in a tie, the Primus decides who goes first")
    _turn(s, a, rule)
    generals = reverse_prestige(s, cards_of(s, "expand"))
    named = []
    for text in a.args:
        who = next((n for n in generals if n.lower() == text.lower()), None)
        if who is None:
            raise refuse(
                "not-general",
                t(
                    "{player} is not a General this Era ({generals})",
                    player=repr(text),
                    generals=", ".join(generals),
                ),
                rule,
            )
        named.append(who)
    if sorted(named) != sorted(generals):
        raise refuse(
            "usage", t("name every General once: {generals}", generals=" ".join(generals)), INPUT
        )
    prestige = [s.familia(n).prestige for n in named]
    if prestige != sorted(prestige):
        raise refuse(
            "prestige",
            t("the Generals go least Prestige first; only tied Generals are the Primus's to order"),
            rule,
        )
    s, said = muster(board, s, tuple(named))
    return s, [
        ev(
            t(
                "{player}, the Primus, orders the Generals: {generals}",
                player=a.player,
                generals=", ".join(named),
            ),
            rule,
        ),
        *said,
    ]

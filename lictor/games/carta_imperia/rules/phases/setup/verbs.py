"""Setup's answers: a Start Card dealt to each player, the Primus named from a tie."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT, common_steps, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import (
    SETUP,
    E,
    ev,
)
from lictor.games.carta_imperia.rules.common_verbs import (
    _arg,
    _done,
    _waiting,
    refuse,
)
from lictor.games.carta_imperia.rules.phases.draft.steps import begin_draft
from lictor.games.carta_imperia.rules.phases.end_of_era.steps import after_primus, last_place_bonus
from lictor.games.carta_imperia.rules.phases.setup.steps import (
    give_start_card,
    make_primus,
)
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t
from lictor.rules.fast import replace


def start(board: Board, s: State, a: Action) -> tuple[State, E]:
    _waiting(s, a, SETUP)
    try:
        card = board.start_card(_arg(a, 0, "Start Card"))
    except Exception as exc:
        raise refuse("unknown-card", str(exc), INPUT) from None
    if any(f.start_card == card for f in s.players):
        raise refuse("card-dealt", t("{card} is already dealt", card=t(card)), SETUP)
    s, said = give_start_card(board, s, a.player, card)
    s = _done(s, a.player)
    if not s.waiting:
        s, more = begin_draft(board, s)
        said += more
    return s, said


def primus(board: Board, s: State, a: Action) -> tuple[State, E]:
    from lictor.games.carta_imperia.rules.era import most_prestige

    leaders = most_prestige({f.name: f.prestige for f in s.players})
    if a.player not in leaders:
        raise refuse(
            "not-tied",
            t(
                "{player} is not among the leaders ({leaders})",
                player=a.player,
                leaders=", ".join(leaders),
            ),
            ref("Primus Inter Pares", "the most Prestige"),
        )
    if not s.primus:
        return make_primus(s, a.player, t("chosen by the table from the tied leaders"))
    s = replace(s, primus=a.player)
    s, said = last_place_bonus(s)
    return after_primus(
        board, s, [ev(t("{player} is Primus", player=a.player), common_steps.SEQ), *said]
    )

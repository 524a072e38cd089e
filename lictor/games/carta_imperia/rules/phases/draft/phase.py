"""The Events Draft joins the referee: a card picked in secret from each hand, or a
--physical table's draft done at the table."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import DRAFT
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.phases.draft import checks
from lictor.games.carta_imperia.rules.phases.draft.steps import eras_in_game
from lictor.games.carta_imperia.rules.phases.draft.verbs import drafted, pick
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t


def _prompt(board: Board, s: State) -> str:
    if s.physical and s.npcs:
        n = eras_in_game(board)
        if len(s.humans) == 1:
            return t(
                "Deal each player 2 Draft Events face down and a hand of {n} and keep them "
                "(solo: no draft); none to the NPC Senators; then: drafted",
                n=n,
            )
        return t(
            "Deal each player 2 Draft Events face down and a hand of {n} and draft them at "
            "the table; none to the NPC Senators; then: drafted",
            n=n,
        )
    if s.physical:
        return t(
            "Deal {n} Draft Events to each player and draft them at the table; then: drafted",
            n=board.scenario.draft,
        )
    return t(
        "Events Draft: each player picks one card of the hand in front of them "
        "(pick PLAYER CARD); hands pass left"
    )


def _offer(board: Board, s: State) -> list[Action]:
    if s.physical:
        return [Action("drafted")]
    return [Action("pick", p, (c,)) for p in s.waiting for c in s.familia(p).hand]


PHASE = Phase(
    "draft",
    verbs={
        "pick": Verb(pick, ("draft",), arity=1, secret=True, check=checks.pick),
        "drafted": Verb(drafted, ("draft",), player=False),
    },
    steps={
        "draft": Step(
            _prompt, DRAFT, _offer, secret=True, secret_verb="pick", hidden_at_table=False
        )
    },
)

"""Setup joins the referee: the Start Cards dealt, the Primus named from a tie."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import SETUP
from lictor.games.carta_imperia.rules.era import most_prestige
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.phases.setup.verbs import primus, start
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.slugs import slug


def _offer_start(board: Board, s: State) -> list[Action]:
    held = {f.start_card for f in s.players}
    return [
        Action("start", p, (slug(c),)) for p in s.waiting for c in s.start_deck if c not in held
    ]


def _offer_primus(board: Board, s: State) -> list[Action]:
    return [Action("primus", p) for p in most_prestige({f.name: f.prestige for f in s.players})]


PHASE = Phase(
    "setup",
    verbs={
        "start": Verb(start, ("start",), arity=1),
        "primus": Verb(primus, ("primus",)),
    },
    steps={
        "start": Step("Deal a Start Card to each player (start PLAYER CARD)", SETUP, _offer_start),
        "primus": Step(
            "Tie for Primus: name one of the leaders (primus NAME)", SETUP, _offer_primus
        ),
    },
)

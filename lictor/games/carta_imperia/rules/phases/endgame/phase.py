"""Game End & Victory joins the referee: each player's Legacy card scored."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import END
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.phases.endgame import checks
from lictor.games.carta_imperia.rules.phases.endgame.verbs import legacy
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t


def _legacy_prompt(board: Board, s: State) -> str:
    return t("Each player scores one Legacy card (legacy PLAYER POINTS)")


PHASE = Phase(
    "endgame",
    verbs={"legacy": Verb(legacy, ("legacy",), arity=1, check=checks.legacy)},
    steps={
        "legacy": Step(
            _legacy_prompt,
            END,
            lambda board, s: [Action("legacy", p, (str(n),)) for p in s.waiting for n in (0, 2, 4)],
        ),
    },
)

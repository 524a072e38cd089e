"""The end of an Era joins the referee: Private Legions kept for 1 Auctoritas or let go."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.phases.end_of_era.verbs import keep, release
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t


def _retain_prompt(board: Board, s: State) -> str:
    return t(
        "{first}: keep your Private Legions (the Professional Army's; from Era VI, the Mules "
        "of Marius, all but the Gens Claudii's) for 1 Auctoritas (keep {first}) or let "
        "them go home (release {first})",
        first=s.waiting[0] if s.waiting else "",
    )


PHASE = Phase(
    "end-of-era",
    verbs={
        "keep": Verb(keep, ("retain",)),
        "release": Verb(release, ("retain",)),
    },
    steps={
        "retain": Step(
            _retain_prompt,
            ref("IV. eXpand", "Ending the Campaign: Private Legions kept for 1 Auctoritas"),
            lambda board, s: [Action("keep", s.waiting[0]), Action("release", s.waiting[0])],
        ),
    },
)

"""Setup joins the referee: the Start Cards dealt, the Primus named from a tie."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import SETUP
from lictor.games.carta_imperia.rules.era import most_prestige
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.phases.setup.verbs import primus, start
from lictor.games.carta_imperia.rules.phases.tools.tiebreaker import named_breaker
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t
from lictor.rules.ruling import RuleRef
from lictor.slugs import slug


def _offer_start(board: Board, s: State) -> list[Action]:
    held = {f.start_card for f in s.players}
    return [
        Action("start", p, (slug(c),)) for p in s.waiting for c in s.start_deck if c not in held
    ]


def _offer_primus(board: Board, s: State) -> list[Action]:
    return [Action("primus", p) for p in most_prestige({f.name: f.prestige for f in s.players})]


def _primus_rule(board: Board, s: State) -> RuleRef:
    """The first Primus' tie is Full Game Setup's; an Era's end is the Primus' to break
    (Primus Inter Pares: "they get to choose who breaks ties")."""
    return SETUP if not s.primus else ref("Primus Inter Pares", "the Primus breaks ties")


def _primus_prompt(board: Board, s: State) -> str:
    if not s.primus:
        return t("Tie for Primus: name one of the leaders (primus NAME)")
    breaker = named_breaker(s)
    if breaker:
        return t(
            "Tie for Primus next Era: {breaker}, named by {primus}, the Primus, names one of "
            "the leaders (primus NAME)",
            breaker=breaker,
            primus=s.primus,
        )
    return t(
        "Tie for Primus next Era: {primus}, the Primus, names one of the leaders (primus NAME)",
        primus=s.primus,
    )


def _start_prompt(board: Board, s: State) -> str:
    return t("Deal a Start Card to each player (start PLAYER CARD)")


PHASE = Phase(
    "setup",
    verbs={
        "start": Verb(start, ("start",), arity=1),
        "primus": Verb(primus, ("primus",)),
    },
    steps={
        "start": Step(_start_prompt, SETUP, _offer_start),
        "primus": Step(_primus_prompt, _primus_rule, _offer_primus),
    },
)

"""The table's tools join the referee, legal at any step (deals, cards' and deals'
effects, corrections), and the step any phase opens for a Prestige payment."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.phases.tools.deal import deal
from lictor.games.carta_imperia.rules.phases.tools.pay import options, pay
from lictor.games.carta_imperia.rules.phases.tools.verbs import (
    adjust,
    give,
    move_bust,
    play,
    rebel,
    sack_,
)
from lictor.games.carta_imperia.rules.state import Action

PHASE = Phase(
    "tools",
    verbs={
        "give": Verb(give, (), arity=3),
        "adjust": Verb(adjust, (), arity=2),
        "move-bust": Verb(move_bust, (), arity=2),
        "sack": Verb(sack_, (), player=False),
        "rebel": Verb(rebel, (), player=False, arity=2),
        "play": Verb(play, (), arity=1),
        "deal": Verb(deal, (), arity=None),
        "pay": Verb(pay, ("pay",), arity=None),
    },
    steps={
        "pay": Step(
            "{first} pays {amount} Prestige ({why}) in Dignitas, Auctoritas or a mixture: "
            "pay {first} dignitas N auctoritas M (the first choice is Dignitas first)",
            ref("Prestige", "the payer chooses the mix"),
            lambda board, s: [Action("pay", s.waiting[0], mix.words()) for mix in options(s)],
        ),
    },
)

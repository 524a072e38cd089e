"""The Elections join the referee: nominations, candidates, votes, the Primus' tie-break,
the Lex Sacrata's veto."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import ELECT
from lictor.games.carta_imperia.rules.common_verbs import placing
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.phases.elections.steps import nominable
from lictor.games.carta_imperia.rules.phases.elections.verbs import (
    hortensia,
    nominate,
    pass_,
    stand,
    tiebreak,
    veto,
    vote,
    votes,
)
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.slugs import slug


def _offer_nominate(board: Board, s: State) -> list[Action]:
    w = s.waiting
    return [Action("nominate", w[0], (slug(p),)) for p in nominable(board, s)] + [
        Action("pass", w[0])
    ]


def _offer_vote(board: Board, s: State) -> list[Action]:
    e = s.election
    assert e is not None
    out = [Action("hortensia", p) for p in s.waiting if p in e.candidates]
    for p in s.waiting:
        out += [Action("vote", p, (c.lower(),)) for c in e.candidates]
        out += [Action("vote", p, ("abstain",))]
    return out


def _offer_tiebreak(board: Board, s: State) -> list[Action]:
    e = s.election
    assert e is not None
    return [Action("tiebreak", s.primus, (c.lower(),)) for c in e.candidates]


PHASE = Phase(
    "elections",
    verbs={
        "nominate": Verb(nominate, ("nominate",), arity=1),
        "stand": Verb(stand, ("stand",), arity=None),
        "hortensia": Verb(hortensia, ("vote",)),
        "vote": Verb(vote, ("vote",), arity=1),
        "votes": Verb(votes, ("vote",), arity=2),
        "tiebreak": Verb(tiebreak, ("tiebreak",), arity=1),
        "veto": Verb(veto, ("veto",)),
        "pass": Verb(pass_, ("stand", "veto", "nominate")),
    },
    steps={
        "nominate": Step(
            "{first} nominates a Province for election (nominate {first} PROVINCE)",
            ELECT,
            _offer_nominate,
        ),
        "stand": Step(
            "Election in {province}: {first} may stand a candidate (stand {first} / pass {first})",
            ELECT,
            lambda board, s: [
                *placing("stand", board, s, s.waiting[0]),
                Action("pass", s.waiting[0]),
            ],
        ),
        "vote": Step(
            "Election in {province}: everyone votes (vote PLAYER CANDIDATE|abstain; before "
            "the last ballot: hortensia PLAYER, or an Event's votes PLAYER CANDIDATE +N)",
            ELECT,
            _offer_vote,
        ),
        "tiebreak": Step(
            "Election in {province} is tied: {primus}, the Primus, chooses "
            "(tiebreak {primus} NAME)",
            ref("Primus Inter Pares", "the Primus breaks ties"),
            _offer_tiebreak,
        ),
        "veto": Step(
            "Election in {province}: {first} may veto with the Lex Sacrata "
            "(veto {first} / pass {first})",
            ref("Elections", "5d: the Lex Sacrata"),
            lambda board, s: [Action("veto", s.waiting[0]), Action("pass", s.waiting[0])],
        ),
    },
)

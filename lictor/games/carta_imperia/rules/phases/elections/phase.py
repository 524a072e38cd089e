"""The Elections join the referee: nominations, candidates, votes, the Primus' tie-break,
the Lex Sacrata's veto."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import ELECT
from lictor.games.carta_imperia.rules.common_verbs import placing
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.phases.elections import checks
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
from lictor.games.carta_imperia.rules.phases.tools.tiebreaker import named_breaker
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t
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
    breaker = named_breaker(s) or s.primus
    return [Action("tiebreak", breaker, (c.lower(),)) for c in e.candidates]


def _first(s: State) -> str:
    return s.waiting[0] if s.waiting else ""


def _province(s: State) -> str:
    return t(s.election.province) if s.election else ""


def _nominate_prompt(board: Board, s: State) -> str:
    return t(
        "{first} nominates a Province for election (nominate {first} PROVINCE)", first=_first(s)
    )


def _stand_prompt(board: Board, s: State) -> str:
    return t(
        "Election in {province}: {first} may stand a candidate (stand {first} / pass {first})",
        province=_province(s),
        first=_first(s),
    )


def _vote_prompt(board: Board, s: State) -> str:
    return t(
        "Election in {province}: everyone votes (vote PLAYER CANDIDATE|abstain; before "
        "the last ballot: hortensia PLAYER, or an Event's votes PLAYER CANDIDATE +N)",
        province=_province(s),
    )


def _tiebreak_prompt(board: Board, s: State) -> str:
    breaker = named_breaker(s)
    if breaker:
        return t(
            "Election in {province} is tied: {breaker}, named by {primus}, the Primus, chooses "
            "(tiebreak {breaker} NAME)",
            province=_province(s),
            breaker=breaker,
            primus=s.primus,
        )
    return t(
        "Election in {province} is tied: {primus}, the Primus, chooses (tiebreak {primus} NAME)",
        province=_province(s),
        primus=s.primus,
    )


def _veto_prompt(board: Board, s: State) -> str:
    return t(
        "Election in {province}: {first} may veto with the Lex Sacrata "
        "(veto {first} / pass {first})",
        province=_province(s),
        first=_first(s),
    )


PHASE = Phase(
    "elections",
    verbs={
        "nominate": Verb(nominate, ("nominate",), arity=1, check=checks.nominate),
        "stand": Verb(stand, ("stand",), arity=None, check=checks.stand),
        "hortensia": Verb(hortensia, ("vote",), check=checks.hortensia),
        "vote": Verb(vote, ("vote",), arity=1, check=checks.vote),
        "votes": Verb(votes, ("vote",), arity=2),
        "tiebreak": Verb(tiebreak, ("tiebreak",), arity=1),
        "veto": Verb(veto, ("veto",), check=checks.veto),
        "pass": Verb(pass_, ("stand", "veto", "nominate"), check=checks.pass_),
    },
    steps={
        "nominate": Step(
            _nominate_prompt,
            ELECT,
            _offer_nominate,
        ),
        "stand": Step(
            _stand_prompt,
            ELECT,
            lambda board, s: [
                *placing("stand", board, s, s.waiting[0]),
                Action("pass", s.waiting[0]),
            ],
        ),
        "vote": Step(
            _vote_prompt,
            ELECT,
            _offer_vote,
        ),
        "tiebreak": Step(
            _tiebreak_prompt,
            ref("Primus Inter Pares", "the Primus breaks ties"),
            _offer_tiebreak,
        ),
        "veto": Step(
            _veto_prompt,
            ref("Elections", "5d: the Lex Sacrata"),
            lambda board, s: [Action("veto", s.waiting[0]), Action("pass", s.waiting[0])],
        ),
    },
)

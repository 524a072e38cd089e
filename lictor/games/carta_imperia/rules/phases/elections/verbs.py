"""Elections: nominating, standing, voting, the Lex Hortensia and the Lex Sacrata."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import ELECT, E, ev
from lictor.games.carta_imperia.rules.common_verbs import (
    HORTENSIA,
    SACRATA,
    _arg,
    _done,
    _int,
    _region,
    _turn,
    refuse,
    take_bust,
)
from lictor.games.carta_imperia.rules.phases.elections import steps as elections_steps
from lictor.games.carta_imperia.rules.phases.elections.rulings import nomination_cost
from lictor.games.carta_imperia.rules.phases.elections.steps import (
    begin_election,
    begin_nominations,
    can_veto,
    count_votes,
    finish_election,
    hortensia_votes,
    may_claim_hortensia,
    nominable,
    open_vote,
    reform_fee,
    tallied,
    winner_known,
)
from lictor.games.carta_imperia.rules.phases.tools.npc_promises import backing_kept, remember_veto
from lictor.games.carta_imperia.rules.phases.tools.tiebreaker import named_breaker
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import (
    add,
    enacted,
    pay_prestige,
    primus_order,
)
from lictor.i18n import t, tn
from lictor.rules.fast import replace


def nominate(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, ELECT)
    prov = _region(board, s, _arg(a, 0, "province"))
    if prov in s.nominated:
        raise refuse(
            "renominated",
            t("{province} was already nominated this Era", province=t(prov)),
            ref("Elections", "1: never twice in an Era"),
        )
    options = elections_steps.nominable(board, s)
    if prov not in options:
        raise refuse(
            "not-nominable",
            t(
                "{province} cannot be nominated now (can: {options})",
                province=t(prov),
                options=", ".join(t(o) for o in options),
            ),
            ref("Elections", "1: a Province with a Governor"),
        )
    cost = nomination_cost(s.familia(a.player).prestige)
    s, paid = pay_prestige(s, a.player, cost, ELECT)
    s = replace(s, waiting=s.waiting[1:])
    s2, said = begin_election(board, s, prov, a.player)
    return s2, [
        ev(
            t(
                "{player} pays {paid} and nominates {province}",
                player=a.player,
                paid=paid,
                province=t(prov),
            ),
            ELECT,
        ),
        *said,
    ]


def stand(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, ELECT)
    e = s.election
    assert e is not None
    s, said = take_bust(board, s, a.player, a.args)
    s = replace(s, election=replace(e, candidates=(*e.candidates, a.player)), waiting=s.waiting[1:])
    said = [
        *said,
        ev(t("{player} stands for {province}", player=a.player, province=t(e.province)), ELECT),
    ]
    if not s.waiting:
        s, more = open_vote(board, s)
        said += more
    return s, said


# Election.hortensia after a veto when the Lex Hortensia was used before it (no Familia's name)
USED_BEFORE_VETO = "-"


def hortensia(board: Board, s: State, a: Action) -> tuple[State, E]:
    e = s.election
    assert e is not None
    lex = enacted(board, s, "Lex Hortensia")
    if lex is None:
        raise refuse("not-enacted", t("the Lex Hortensia is not enacted"), HORTENSIA)
    if a.player not in e.candidates:
        raise refuse(
            "not-candidate",
            t(
                "{player} is not standing in {province}: only a Candidate can use the Lex "
                "Hortensia (candidates: {candidates})",
                player=a.player,
                province=t(e.province),
                candidates=", ".join(e.candidates),
            ),
            HORTENSIA,
        )
    if e.hortensia == USED_BEFORE_VETO:
        raise refuse(
            "used",
            t(
                "the Lex Hortensia was used in this election before the veto: not again until "
                "the next election"
            ),
            HORTENSIA,
        )
    if e.hortensia:
        raise refuse(
            "used",
            t("{player} already uses the Lex Hortensia in this election", player=e.hortensia),
            HORTENSIA,
        )
    if any(v == a.player for v, _ in e.votes):
        raise refuse(
            "voted",
            t("{player} has voted: the Lex Hortensia is claimed before voting", player=a.player),
            HORTENSIA,
        )
    voted = {v for v, _ in e.votes}
    first = next(
        (
            c
            for c in primus_order(s)
            if c in e.candidates and c not in voted and may_claim_hortensia(board, s, c)
        ),
        a.player,
    )
    if first != a.player:
        raise refuse(
            "primus-order",
            t(
                "{first} comes before {player} in Primus Order: the Lex Hortensia is "
                "{first}'s to claim until {first} votes",
                first=first,
                player=a.player,
            ),
            HORTENSIA,
        )
    if (a.player, "Lex Hortensia") in s.used_reforms:
        raise refuse(
            "once-per-era",
            t("{player} has used the Lex Hortensia this Era", player=a.player),
            ref("Reforms", "once per Era each"),
        )
    fee, _ = reform_fee(board, s, a.player, "Lex Hortensia")
    if s.familia(a.player).auctoritas < fee:
        raise refuse(
            "cannot-pay",
            t(
                "{player} has no Auctoritas to pay {enactor} for the Lex Hortensia",
                player=a.player,
                enactor=lex[2],
            ),
            ref("Reforms", "using an enacted Reform"),
        )
    if fee:
        s = add(add(s, a.player, auctoritas=-fee), lex[2], auctoritas=fee)
    s = replace(
        s,
        election=replace(e, hortensia=a.player),
        used_reforms=(*s.used_reforms, (a.player, "Lex Hortensia")),
    )
    return s, [
        ev(
            t(
                "{player} uses the Lex Hortensia: +{n} votes to the candidate they vote for",
                player=a.player,
                n=hortensia_votes(board, s),
            ),
            HORTENSIA,
        )
    ]


def vote(board: Board, s: State, a: Action) -> tuple[State, E]:
    e = s.election
    assert e is not None
    if any(v == a.player for v, _ in e.votes):
        raise refuse(
            "voted-twice",
            t("{player} has already voted in this election", player=a.player),
            ref("Elections", "5a: one vote each, not split"),
        )
    choice = _arg(a, 0, "candidate or abstain")
    if choice != "abstain":
        match = [c for c in e.candidates if c.lower() == choice.lower()]
        if not match:
            raise refuse(
                "not-candidate",
                t(
                    "{choice} is not standing (candidates: {candidates})",
                    choice=choice,
                    candidates=", ".join(e.candidates),
                ),
                ELECT,
            )
        choice = match[0]
    backing_kept(s, a.player, choice)  # a support promised in a deal (tools/npc_promises.py)
    s = _done(replace(s, election=replace(e, votes=(*e.votes, (a.player, choice)))), a.player)
    n = s.familia(a.player).prestige
    if choice == "abstain":
        text = tn(
            "{player} abstains ({n} vote)", "{player} abstains ({n} votes)", n, player=a.player
        )
    else:
        text = tn(
            "{player} votes for {choice} ({n} vote)",
            "{player} votes for {choice} ({n} votes)",
            n,
            player=a.player,
            choice=choice,
        )
    said = [ev(text, ELECT)]
    if s.waiting:
        return s, said
    s, more = tallied(board, s)
    return s, said + more


def votes(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Elections 5c: an Event card that changes the vote, played before the last ballot
    (``votes PLAYER CANDIDATE +N``: PLAYER plays it, CANDIDATE gains or loses N)."""
    rule = ref("Elections", "5c: Event cards that affect the vote")
    e = s.election
    assert e is not None
    who = _arg(a, 0, "candidate")
    match = [c for c in e.candidates if c.lower() == who.lower()]
    if not match:
        raise refuse(
            "not-candidate",
            t(
                "{choice} is not standing ({candidates})",
                choice=who,
                candidates=", ".join(e.candidates),
            ),
            rule,
        )
    n = _int(a, 1, "number of votes (+N or -N)")
    if not n:
        raise refuse("number", t("votes: give +N or -N"), INPUT)
    s = replace(s, election=replace(e, extra=(*e.extra, (match[0], n))))
    return s, [
        ev(
            tn(
                "{player} plays an Event: {candidate} {signed} votes",
                "{player} plays an Event: {candidate} {signed} votes",
                abs(n),
                player=a.player,
                candidate=match[0],
                signed=f"{n:+d}",
            ),
            rule,
        )
    ]


def tiebreak(board: Board, s: State, a: Action) -> tuple[State, E]:
    breaker = named_breaker(s)
    if breaker and a.player != breaker:
        raise refuse(
            "not-breaker",
            t(
                "only {breaker}, named by the Primus ({primus}), breaks the tie",
                breaker=breaker,
                primus=s.primus,
            ),
            ref("Primus Inter Pares", "the Primus chooses who breaks ties"),
        )
    if not breaker and a.player != s.primus:
        raise refuse(
            "not-primus",
            t("only the Primus ({primus}) breaks the tie", primus=s.primus),
            ref("Primus Inter Pares"),
        )
    votes = count_votes(board, s)
    top = max(votes.values())
    choice = _arg(a, 0, "candidate")
    leaders = [c for c, n in votes.items() if n == top]
    match = [c for c in leaders if c.lower() == choice.lower()]
    if not match:
        raise refuse(
            "not-tied",
            t(
                "{choice} is not among the tied ({leaders})",
                choice=choice,
                leaders=", ".join(leaders),
            ),
            ref("Primus Inter Pares"),
        )
    return winner_known(board, s, match[0])


def veto(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, SACRATA)
    e = s.election
    assert e is not None
    lex = enacted(board, s, "Lex Sacrata")
    assert lex is not None
    fee, dignitas = reform_fee(board, s, a.player, "Lex Sacrata")
    if not can_veto(board, s, a.player):
        raise refuse(
            "cannot-veto",
            t("{player} cannot pay for the Lex Sacrata or used it this Era", player=a.player),
            SACRATA,
        )
    s = add(s, a.player, auctoritas=-fee, dignitas=-dignitas)
    if fee:
        s = add(s, lex[2], auctoritas=fee)
    winner = e.winner
    rest = tuple(c for c in e.candidates if c != winner)
    if winner != e.incumbent:
        s = add(s, winner, reserve=1)
    e = replace(
        e,
        candidates=rest,
        removed=(*e.removed, winner),
        vetoed=True,
        votes=(),
        # the rerun is the same election: a Lex Hortensia used stays used, and its votes went
        # with the vetoed vote (reconstruction: the rulebook is silent on the rerun's +votes)
        hortensia=USED_BEFORE_VETO if e.hortensia else "",
        winner="",
    )
    s = replace(s, election=e, used_reforms=(*s.used_reforms, (a.player, "Lex Sacrata")))
    s = remember_veto(s, a.player, winner, e.province)  # an NPC's memory (npc_promises.py)
    said = [
        ev(
            t(
                "{player} vetoes {winner} with the Lex Sacrata; the others vote again, "
                "without veto",
                player=a.player,
                winner=winner,
            ),
            SACRATA,
        )
    ]
    if len(rest) >= 2:
        s, more = open_vote(board, s)
    else:
        s, more = finish_election(board, s, rest[0] if rest else "")
    return s, said + more


def pass_(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Nominating (only when no Province is left), standing or vetoing: the player on
    turn does not."""
    rule = SACRATA if s.step == "veto" else ELECT
    _turn(s, a, rule)
    said = [ev(t("{player} passes", player=a.player), rule)]
    if s.step == "nominate":
        if nominable(board, s):
            raise refuse(
                "must-nominate",
                t("{player} must nominate a Province while one is available", player=a.player),
                ref("Elections", "each eXec player MUST nominate"),
            )
        s, more = begin_nominations(board, s, s.waiting[1:])
        return s, [
            ev(t("No Province is left to nominate: {player} passes", player=a.player), rule),
            *more,
        ]
    s = replace(s, waiting=s.waiting[1:])
    if s.waiting:
        return s, said
    if s.step == "stand":
        s, more = open_vote(board, s)
    else:
        assert s.election is not None
        s, more = finish_election(board, s, s.election.winner)
    return s, said + more

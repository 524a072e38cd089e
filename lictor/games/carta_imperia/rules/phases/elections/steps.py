"""Elections (after II. eXec): nominations, standing, the vote, the Lex Sacrata's veto."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import ELECT, E, cards_of, ev
from lictor.games.carta_imperia.rules.state import Election, State
from lictor.games.carta_imperia.rules.table import add, enacted, primus_order, regions, set_governor
from lictor.i18n import t
from lictor.lazy import lazy_function
from lictor.rules.fast import replace

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.extort.steps import begin_extort
else:  # the next phase's steps, imported when the game reaches it (issue 27)
    begin_extort = lazy_function(
        "lictor.games.carta_imperia.rules.phases.extort.steps:begin_extort"
    )


def nominable(board: Board, s: State) -> list[str]:
    """Elections 1: Provinces "containing a Governor" not nominated yet. A Romanised
    Province emptied by moving its Bust must go first (II. eXec, placing: "it must be the
    first Province nominated"; lictor reads it for a Province emptied any other way too:
    table.set_governor); one no Governor ever held (Sardinia) is not nominated, but
    invaded, unless the pack's reading ``never_conquered_province: elect`` says otherwise."""
    here = regions(board, s)
    first = [
        n
        for n in s.emptied
        if n in here and here[n].romanised and s.governor(n) is None and n not in s.nominated
    ]
    if first:
        return first
    out = [p for p, _ in s.governors if p in here and p not in s.nominated]
    if board.reading("never_conquered_province") == "elect":
        out += [
            n
            for n, r in here.items()
            if r.romanised and s.governor(n) is None and n not in s.nominated and n not in out
        ]
    return out


def begin_nominations(board: Board, s: State, queue: tuple[str, ...]) -> tuple[State, E]:
    queue = tuple(q for q in queue)
    if queue and not nominable(board, s):  # Elections: "if one is available": said
        s, more = begin_extort(board, s)
        skipped = t(
            "No Province is left to nominate: {players} cannot nominate one this Era",
            players=", ".join(queue),
        )
        return s, [ev(skipped, ELECT), *more]
    if not queue:
        return begin_extort(board, s)
    return replace(s, step="nominate", waiting=queue, election=None), [
        ev(
            t(
                "{player} must nominate a Province for election (nominate {player} PROVINCE)",
                player=queue[0],
            ),
            ELECT,
        )
    ]


def begin_election(board: Board, s: State, province: str, nominator: str) -> tuple[State, E]:
    incumbent = s.governor(province)
    e = Election(province, nominator, incumbent, (incumbent,) if incumbent else ())
    s = replace(s, election=e, nominated=(*s.nominated, province))
    standers = tuple(n for n in primus_order(s) if n != incumbent and can_place(board, s, n))
    if standers:
        return replace(s, step="stand", waiting=standers), [
            ev(
                t(
                    "Election in {province}: in Primus Order each player may stand a Bust from "
                    "Reserve (stand PLAYER / pass PLAYER)",
                    province=t(province),
                ),
                ELECT,
            )
        ]
    return open_vote(board, s)


def can_place(board: Board, s: State, name: str) -> bool:
    """A Bust to place: one in Reserve, or (with none there) a Province ``name`` governs
    other than the one being elected (II. eXec: placing with an empty Reserve)."""
    if s.familia(name).reserve:
        return True
    here = regions(board, s)
    e = s.election
    return any(w == name and p in here and (e is None or p != e.province) for p, w in s.governors)


def open_vote(board: Board, s: State) -> tuple[State, E]:
    e = s.election
    assert e is not None
    if len(e.candidates) <= 1:
        return finish_election(board, s, e.candidates[0] if e.candidates else "")
    e = replace(e, votes=())
    return replace(s, election=e, step="vote", waiting=primus_order(s)), [
        ev(
            t(
                "Vote in {province}: candidates {candidates}; your Prestige is your votes "
                "(vote PLAYER CANDIDATE | vote PLAYER abstain)",
                province=t(e.province),
                candidates=", ".join(e.candidates),
            ),
            ELECT,
        )
    ]


def hortensia_votes(board: Board, s: State) -> int:
    return s.era if board.hortensia == "era" else int(board.hortensia)


def count_votes(board: Board, s: State) -> dict[str, int]:
    e = s.election
    assert e is not None
    votes = {c: 0 for c in e.candidates}
    for voter, choice in e.votes:
        if choice in votes:
            votes[choice] += s.familia(voter).prestige
            if voter == e.hortensia:
                votes[choice] += hortensia_votes(board, s)
    for candidate, n in e.extra:
        if candidate in votes:
            votes[candidate] = max(0, votes[candidate] + n)
    return votes


def tallied(board: Board, s: State) -> tuple[State, E]:
    votes = count_votes(board, s)
    top = max(votes.values())
    leaders = [c for c in s.election.candidates if votes[c] == top]  # type: ignore[union-attr]
    said = [ev(t("Votes: {votes}", votes=", ".join(f"{c} {n}" for c, n in votes.items())), ELECT)]
    if len(leaders) > 1:
        return replace(s, step="tiebreak", waiting=(s.primus,)), [
            *said,
            ev(
                t(
                    "{leaders} tie: the Primus chooses (tiebreak {primus} NAME)",
                    leaders=", ".join(leaders),
                    primus=s.primus,
                ),
                ELECT,
            ),
        ]
    s, more = winner_known(board, s, leaders[0])
    return s, said + more


def winner_known(board: Board, s: State, winner: str) -> tuple[State, E]:
    e = s.election
    assert e is not None
    e = replace(e, winner=winner)
    s = replace(s, election=e)
    lex = enacted(board, s, "Lex Sacrata")
    if lex is not None and not e.vetoed:
        losers = tuple(
            n
            for n in primus_order(s)
            if n in e.candidates and n != winner and can_veto(board, s, n)
        )
        if losers:
            return replace(s, step="veto", waiting=losers), [
                ev(
                    t(
                        "{winner} leads. Losers may veto with the Lex Sacrata, in Primus Order "
                        "(veto PLAYER / pass PLAYER)",
                        winner=winner,
                    ),
                    ref("Elections", "5d: the Lex Sacrata"),
                )
            ]
    return finish_election(board, s, winner)


def reform_fee(board: Board, s: State, name: str, reform: str) -> tuple[int, int]:
    """(Auctoritas to the enactor, Dignitas) a player pays to use a Reform."""
    lex = enacted(board, s, reform)
    fee = 0 if lex is not None and lex[2] == name else 1
    dignitas = max(0, s.era - 2) if reform == "Lex Sacrata" else 0
    return fee, dignitas


def can_veto(board: Board, s: State, name: str) -> bool:
    if (name, "Lex Sacrata") in s.used_reforms:
        return False
    fee, dig = reform_fee(board, s, name, "Lex Sacrata")
    f = s.familia(name)
    return f.auctoritas >= fee and f.dignitas >= dig


def finish_election(board: Board, s: State, winner: str) -> tuple[State, E]:
    """Elections 6: the winner is installed; every other candidate's Bust goes home."""
    e = s.election
    assert e is not None
    said: E = []
    for c in e.candidates:
        if c != winner and c != e.incumbent:
            s = add(s, c, reserve=1)
    if e.incumbent and e.incumbent != winner and s.governor(e.province) == e.incumbent:
        s = add(set_governor(s, e.province, None), e.incumbent, reserve=1)
    if winner:
        s = set_governor(s, e.province, winner)
        said.append(
            ev(t("{player} governs {province}", player=winner, province=t(e.province)), ELECT)
        )
    queue = _nominators_left(s)
    s = replace(s, election=None)
    s, more = begin_nominations(board, s, queue)
    return s, said + more


def _nominators_left(s: State) -> tuple[str, ...]:
    e = s.election
    players = cards_of(s, "exec")
    if e is None:
        return players
    return players[players.index(e.nominator) + 1 :]


def may_claim_hortensia(board: Board, s: State, name: str) -> bool:
    """A Candidate who could still claim the Lex Hortensia (unused this Era, fee payable)."""
    if (name, "Lex Hortensia") in s.used_reforms:
        return False
    fee, _ = reform_fee(board, s, name, "Lex Hortensia")
    return s.familia(name).auctoritas >= fee

"""NPC Elections (Solo & 2-Player Addenda, NPC eXec): the NPC that nominated the Province
puts its Bust into the running (with a spare Governor); another stands with a spare
Governor when the Province is worth at least what it could conquer this Era (if it played
eXpand); vote for
itself when standing, else for the NPC with the lowest Prestige, else abstain (an NPC
votes for a Player only for a deal).

Reconstruction: "a Province it could conquer" is an unconquered region on the table whose
Strength is at most its Legions plus the Legions of Rome; a Veto's memory (abstaining
rather than vote for the NPC that Vetoed it from this post) is the Province's, for the rest
of the game (tools/npc_promises.remember_veto); the Lex Hortensia's swing and the Lex
Sacrata's runoff are read from the votes cast so far (the runoff: the Veto's price off the
NPC's votes, the Vetoed winner's votes all going to the strongest other candidate);
"likely to be Vetoed" is a rival holding the Lex Sacrata."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_npc import by_slug, decision, said_value, value
from lictor.games.carta_imperia.rules.npc_types import Policy
from lictor.games.carta_imperia.rules.phases.elections.steps import (
    count_votes,
    hortensia_votes,
    reform_fee,
)
from lictor.games.carta_imperia.rules.phases.expand.npc_odds import defence
from lictor.games.carta_imperia.rules.phases.tools.npc_promises import kept, vetoed_by
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import conquerable, enacted, is_roman, regions
from lictor.i18n import t, tn
from lictor.rules.fast import replace
from lictor.rules.npc import Decision

SACRATA = "Lex Sacrata"


def stand(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    yes = next((a for a in offers if a.verb == "stand"), None)
    no = next((a for a in offers if a.verb == "pass"), None)
    if yes is None or no is None or s.election is None:
        return None
    f = s.familia(npc)
    here = by_slug(board, s)
    up = next((r for r in here.values() if r.name == s.election.province), None)
    if up is None:
        return None
    if f.reserve < 1:
        return decision(no, [t("no spare Governor to stand (NPC eXec, Elections)")])
    if s.election.nominator == npc:  # the value test below is for the other NPCs
        return decision(
            yes,
            [
                t(
                    "it nominated {up_name} and puts its Bust into the running (NPC eXec)",
                    up_name=t(up.name),
                )
            ],
        )
    if "expand" in f.actions:
        force = f.legions + f.private + s.rome_card
        odds = defence(board, s, npc)  # a Naval region's defence doubled, as in battle
        prey = [
            r
            for r in regions(board, s).values()
            if conquerable(r) and not is_roman(s, r) and odds(r) <= force
        ]
        best = max(prey, key=value, default=None)
        if best is not None and value(best) > value(up):
            return decision(
                no,
                [
                    t(
                        "{best_name} ({best_value}), which it could conquer, "
                        "is worth more than {up_name} ({up_value}) (NPC "
                        "eXec, Elections)",
                        best_name=t(best.name),
                        best_value=said_value(best),
                        up_name=t(up.name),
                        up_value=said_value(up),
                    )
                ],
            )
    if "expand" not in f.actions:  # the Addenda's comparison is only for an eXpand Era
        return decision(
            yes,
            [t("a spare Governor, and it has not played eXpand this Era (NPC eXec, Elections)")],
        )
    return decision(
        yes,
        [
            t(
                "a spare Governor, and {up_name} is worth as much as "
                "anything it could conquer (NPC eXec, Elections)",
                up_name=t(up.name),
            )
        ],
    )


def lex(board: Board, s: State, reform: str) -> str | None:
    """Who enacted ``reform`` (None: nobody yet)."""
    found = enacted(board, s, reform)
    return found[2] if found else None


def hortensia_swings(board: Board, s: State, npc: str) -> bool:
    """Reforms (NPC eXec): the Lex Hortensia's votes would win it the Election that its own
    votes alone would not, on the votes cast so far (the pre-dealmaking maths)."""
    e = s.election
    if e is None or npc not in e.candidates:
        return False
    votes = count_votes(board, s)
    mine = votes.get(npc, 0) + s.familia(npc).prestige
    top = max((n for c, n in votes.items() if c != npc), default=0)
    return mine <= top < mine + hortensia_votes(board, s)


def vote(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    votes = {a.args[0]: a for a in offers if a.verb == "vote" and a.args}
    for player in kept(s, npc, "votes"):  # "unless they make a Deal not to"
        if player.lower() in votes:
            return decision(
                votes[player.lower()],
                [
                    t(
                        "it promised {player} its votes in a deal: it votes for {player} "
                        "(NPC eXec, Elections)",
                        player=player,
                    )
                ],
            )
    use = next((a for a in offers if a.verb == "hortensia"), None)
    if use is not None and hortensia_swings(board, s, npc):
        sacrata = lex(board, s, SACRATA)
        if sacrata is None or sacrata == npc:
            return decision(
                use, [t("the Lex Hortensia's votes would win it the Election (NPC eXec, Reforms)")]
            )
    if npc.lower() in votes:
        return decision(
            votes[npc.lower()], [t("it stands, and votes for itself (NPC eXec, Elections)")]
        )
    npcs = [s.familia(n) for n in s.npcs if n.lower() in votes]
    if npcs:
        low = min(f.prestige for f in npcs)
        pick = next(f for f in npcs if f.prestige == low)
        memory = vetoed_in(s, npc, pick.name)
        if memory and "abstain" in votes:
            e = s.election
            if e is not None and e.vetoed and npc in e.removed and memory == s.era:
                why = t(
                    "{vetoer} Vetoed it from this post: it abstains rather than vote for "
                    "{vetoer} (NPC eXec, Elections)",
                    vetoer=pick.name,
                )
            else:  # an earlier Election of this Province
                why = t(
                    "{vetoer} Vetoed it from {province} in Era {era}, and it remembers: it "
                    "abstains rather than vote for {vetoer} (NPC eXec, Elections; the memory "
                    "lasts the game: reconstruction)",
                    vetoer=pick.name,
                    province=t(e.province) if e is not None else "",
                    era=memory,
                )
            return decision(votes["abstain"], [why])
        return decision(
            votes[pick.name.lower()],
            [
                t(
                    "not standing: it votes for the NPC with the lowest "
                    "Prestige, {pick_name} (NPC eXec, Elections)",
                    pick_name=pick.name,
                )
            ],
        )
    if "abstain" in votes:
        return decision(
            votes["abstain"],
            [t("it votes for a Player only for a deal: abstains (NPC eXec, Elections)")],
        )
    return None


def vetoed_in(s: State, npc: str, other: str) -> int:
    """The Era in which ``other`` last Vetoed ``npc`` from the Province up for Election, in
    this Election's runoff or an earlier one (0: never; the memory lasts the game:
    npc_promises.remember_veto)."""
    e = s.election
    if e is None:
        return 0
    eras = [p.era for p in vetoed_by(s, npc, e.province) if p.player == other]
    return eras[-1] if eras else 0


def veto(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    yes = next((a for a in offers if a.verb == "veto"), None)
    no = next((a for a in offers if a.verb == "pass"), None)
    e = s.election
    if yes is None or no is None or e is None:
        return None
    mine = npc if npc in e.candidates else dict(e.votes).get(npc, "")
    votes = count_votes(board, s)
    ranked = sorted(votes, key=lambda c: -votes[c])
    if len(ranked) < 2 or ranked[1] != mine:
        return decision(no, [t("its candidate does not come second: no Veto (NPC eXec, Reforms)")])
    # the runoff's maths (reconstruction): the Lex Sacrata's price comes off the NPC's own
    # votes (its Prestige), and the Vetoed winner's votes, cast again, may all go to the
    # strongest other candidate
    fee, dignitas = reform_fee(board, s, npc, SACRATA)
    f = s.familia(npc)
    paid = replace(f, auctoritas=max(0, f.auctoritas - fee), dignitas=max(0, f.dignitas - dignitas))
    loss = f.prestige - paid.prestige
    after = votes[mine] - (loss if dict(e.votes).get(npc) == mine else 0)
    others = [n for c, n in votes.items() if c not in (ranked[0], mine)]
    best = max(others) + votes[ranked[0]] if others else 0
    if after > best:
        return decision(
            yes,
            [
                tn(
                    "its candidate {mine} comes second and would win the runoff: {n} "
                    "vote after the Lex Sacrata's price, against at most {best} once "
                    "{winner}'s are cast again: Veto (NPC eXec, Reforms; reconstruction)",
                    "its candidate {mine} comes second and would win the runoff: {n} "
                    "votes after the Lex Sacrata's price, against at most {best} once "
                    "{winner}'s are cast again: Veto (NPC eXec, Reforms; reconstruction)",
                    after,
                    mine=mine,
                    best=best,
                    winner=ranked[0],
                )
            ],
        )
    return decision(
        no,
        [
            tn(
                "its candidate comes second but could lose the runoff: {n} vote after "
                "the Lex Sacrata's price, against up to {best} once {winner}'s are cast again "
                "(NPC eXec, Reforms; reconstruction)",
                "its candidate comes second but could lose the runoff: {n} votes after "
                "the Lex Sacrata's price, against up to {best} once {winner}'s are cast again "
                "(NPC eXec, Reforms; reconstruction)",
                after,
                best=best,
                winner=ranked[0],
            )
        ],
    )


def tiebreak(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """The NPC Primus breaks a tied Election (Primus Inter Pares) as it would vote (NPC
    eXec): for itself when it is one of the tied candidates, else for the tied NPC with the
    lowest Prestige (unless it promised a Player its votes, or that NPC Vetoed it from this
    post). Reconstruction: the Addenda give the tie-break no line of its own; its vote's
    lines are the NPC's preference. Only Players tied: the last tie-break (None)."""
    e = s.election
    if e is None:
        return None
    votes = count_votes(board, s)
    top = max(votes.values(), default=0)
    tied = {c.lower(): c for c in e.candidates if votes.get(c) == top}
    picks = {a.args[0]: a for a in offers if a.verb == "tiebreak" and a.args and a.args[0] in tied}
    for player in kept(s, npc, "votes"):
        if player.lower() in picks:
            return decision(
                picks[player.lower()],
                [
                    t(
                        "it promised {player} its votes in a deal: it breaks the tie for "
                        "{player} (NPC eXec, Elections)",
                        player=player,
                    )
                ],
            )
    if npc.lower() in picks:
        return decision(
            picks[npc.lower()],
            [
                t(
                    "it stands in the tied Election: as it votes for itself, it breaks the tie "
                    "for itself (NPC eXec, Elections; reconstruction)"
                )
            ],
        )
    npcs = [s.familia(n) for n in s.npcs if n.lower() in picks and not vetoed_in(s, npc, n)]
    if npcs:
        pick = min(npcs, key=lambda f: (f.prestige, s.names.index(f.name)))
        return decision(
            picks[pick.name.lower()],
            [
                t(
                    "as it would vote, it breaks the tie for the NPC with the lowest Prestige, "
                    "{pick} (NPC eXec, Elections; reconstruction)",
                    pick=pick.name,
                )
            ],
        )
    return None


POLICIES: dict[str, Policy] = {"stand": stand, "vote": vote, "veto": veto, "tiebreak": tiebreak}

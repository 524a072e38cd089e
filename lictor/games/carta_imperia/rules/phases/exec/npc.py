"""NPC eXec (Solo & 2-Player Addenda, NPC Action Summary): buy a Bust with fewer than 2 in
Reserve, convert Dignitas into Auctoritas, enact the left-topmost Reform it can afford; when
it triggers an Election, nominate the highest-value Province it does not govern (the printed
tie-breaks: more shields, then Legionary > Auxilia > Phalanx > Barbarian, then the Province of
the most prestigious Player, then the one closest to being Romanised, then a thumb flip).

With an Aedile of its own (NPCs Using Reforms) it holds the games once those priorities
are done, if it can pay for them; with another Senator's, only when the games would swing
the game's result its way (``_others_aedile``).

Reconstruction: a conversion turns 1 Dignitas into Auctoritas per eXec (the rest kept for
the Reform the next priority may buy)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from lictor.games.carta_imperia.rules.board import Board, Region
from lictor.games.carta_imperia.rules.common_npc import (
    RANK,
    SHIELDS,
    by_slug,
    decision,
    flip,
    own_reform,
    standing,
    to_romanise,
)
from lictor.games.carta_imperia.rules.npc_types import Policy
from lictor.games.carta_imperia.rules.phases.elections.steps import reform_fee
from lictor.games.carta_imperia.rules.phases.exec.rows import reform_row
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import add, enacted
from lictor.i18n import t, tn
from lictor.rules.npc import Decision


def exec_(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    f = s.familia(npc)
    done_here = {k for p, k in s.execs if p == npc}
    verbs = {a.verb: a for a in offers}
    if f.reserve < 2 and "adopt" in verbs:
        return decision(verbs["adopt"], [t("fewer than 2 Busts in Reserve: it buys 1 (NPC eXec)")])
    converts = [a for a in offers if a.verb == "convert"]
    if (
        converts
        and "convert" not in done_here
        and not any(k.startswith("convert") for k in done_here)
    ):
        pick = min(converts, key=lambda a: int(a.args[0]) if a.args else 0)
        return decision(pick, [t("it converts Dignitas into Auctoritas (NPC eXec)")])
    enacts = [a for a in offers if a.verb == "enact"]
    if enacts:
        column = {a.args[0]: sum(1 for r, _, _ in s.reforms if r == a.args[0]) for a in enacts}
        # reconstruction: "left-topmost available" is the row with the fewest Reforms
        # enacted (the leftmost open column), rows top to bottom on a tie (offers run so)
        pick = min(enacts, key=lambda a: column[a.args[0]])
        return decision(
            pick,
            [
                t(
                    "it can afford a Reform: the left-topmost available ({reform}) (NPC eXec)",
                    reform=reform_row(pick.args[0]),  # the row as the language says it
                )
            ],
        )
    games = _aedile(board, s, npc)
    if games is not None and "done" in verbs:
        return games
    if "done" in verbs:
        return decision(verbs["done"], [t("nothing more its eXec priorities ask")])
    return None


def _aedile(board: Board, s: State, npc: str) -> Decision | None:
    """Its own Aedile (NPCs Using Reforms): it holds the games once its eXec priorities are
    done, when it can pay for them (reconstruction: "relevant" is "affordable"; the games
    are a thumb, up wins the prize and the Dignitas back). A --physical table flips the
    thumb and says it (reform NPC aedile up|down): not sent for it."""
    fx = board.effect("Aedile")
    if fx is None or not fx.games or s.physical:
        return None
    if not own_reform(board, s, npc, "Aedile"):
        return _others_aedile(
            board, s, npc, fx.prize, s.era if fx.games == "era" else int(fx.games)
        )
    cost = s.era if fx.games == "era" else int(fx.games)
    if s.familia(npc).dignitas < cost:
        return None
    return decision(
        Action("reform", npc, ("aedile",)),
        [
            t(
                "an NPC always uses a Reform it Enacted if relevant: its Aedile holds games "
                "for {cost} Dignitas, a thumb up wins {prize} and the {cost} back (NPCs Using "
                "Reforms)",
                cost=cost,
                prize=fx.prize,
            )
        ],
    )


def _others_aedile(board: Board, s: State, npc: str, prize: int, cost: int) -> Decision | None:
    """Another Senator's Aedile (NPCs Using Reforms: it pays "only if using that Reform would
    swing the result of the event in question in favour of the NPC"). Reconstruction: the
    games are a thumb flip whose only result at stake is the game's, so it pays for them
    only in the final Era, when it is not ahead and a thumb up (the prize, less the
    Auctoritas fee, which its enactor gains) would put it ahead of every rival: a loss
    turned into an even chance of a win. "Ahead" is what the final score weighs (Game End &
    Victory): Prestige with the endgame Status of the Provinces held (``standing``). It needs
    the games' Dignitas and the fee in hand."""
    where = enacted(board, s, "Aedile")
    if where is None or where[2] == npc or (npc, "Aedile") in s.used_reforms:
        return None
    if s.era != s.final_era:
        return None
    fee, _ = reform_fee(board, s, npc, "Aedile")
    f = s.familia(npc)
    if f.dignitas < cost or f.auctoritas < fee:
        return None
    rivals = [x.name for x in s.players if x.name != npc]

    def score(state: State, name: str) -> int:
        return standing(board, state, name)[0]

    lead = max(rivals, key=lambda n: score(s, n))
    if score(s, npc) > score(s, lead):
        return None  # it is ahead already: nothing to swing
    up = add(add(s, npc, auctoritas=-fee, dignitas=prize), where[2], auctoritas=fee)
    best = max(score(up, n) for n in rivals)
    if score(up, npc) <= best:
        return None
    return decision(
        Action("reform", npc, ("aedile",)),
        [
            t(
                "it pays {enactor} {fee} Auctoritas for the Aedile: in the final Era it is not "
                "ahead of {lead} on Prestige and Provinces' Status ({mine} to {theirs}), and a "
                "thumb up would put it ahead ({after} to {best}) (NPCs Using Reforms; Game End "
                "& Victory; reconstruction: the games swing the game's result)",
                enactor=where[2],
                fee=fee,
                lead=lead,
                theirs=score(s, lead),
                mine=score(s, npc),
                after=score(up, npc),
                best=best,
            )
        ],
    )


@dataclass(frozen=True)
class Candidate:
    """A Province an NPC might nominate, as the printed tie-breaks read it."""

    name: str
    shields: int
    kind: str  # its best shield kind
    governor: str | None
    governor_prestige: int  # -1 when nobody governs it
    to_romanise: int  # regions of its tile not yet Roman (0: Romanisable next turn)


def kind_rank(c: Candidate) -> int:
    """Its best shield kind's place in Legionary > Auxilia > Phalanx > Barbarian."""
    return RANK.get(c.kind, -1)


def narrow(
    found: list[Candidate], key: Callable[[Candidate], int], best: Callable[[list[int]], int]
) -> tuple[list[Candidate], list[str]]:
    """Those whose ``key`` is the ``best`` (max or min) of all, and the names of the rest."""
    top = best([key(c) for c in found])
    return [c for c in found if key(c) == top], [t(c.name) for c in found if key(c) != top]


def rank_nominations(npc: str, found: list[Candidate]) -> tuple[list[Candidate], list[str]]:
    """The printed nomination priorities over plain values: those still tied after them
    (more than one: a thumb flip), and the reasons, in order."""
    why: list[str] = []
    left = [c for c in found if c.governor != npc]
    mine = [t(c.name) for c in found if c.governor == npc]
    if mine:
        why.append(t("not {names}, which it governs", names=", ".join(mine)))
    if not left:
        return [], why
    left, fewer = narrow(left, lambda c: c.shields, max)
    if fewer:
        why.append(
            tn(
                "{names} has fewer shields",
                "{names} have fewer shields",
                len(fewer),
                names=", ".join(fewer),
            )
        )
    if len(left) > 1:
        left, lower = narrow(left, kind_rank, max)
        if lower:
            why.append(t("{names}: a lower shield kind", names=", ".join(lower)))
    if len(left) > 1:
        tied = t(" and ").join(t(c.name) for c in left)
        kind = left[0].kind
        top = left[0].shields
        said = (
            tn(*SHIELDS[kind], top)
            if kind in SHIELDS
            else tn("{n} {kind} shield", "{n} {kind} shields", top, kind=t(kind.title()))
        )
        why.append(t("tied: {names} on {shields}", names=tied, shields=said))
        most = max(c.governor_prestige for c in left)
        if any(c.governor_prestige < most for c in left):
            left = [c for c in left if c.governor_prestige == most]
            why.append(
                t("{name} is governed by the rival with most Prestige", name=t(left[0].name))
            )
    if len(left) > 1:
        near = min(c.to_romanise for c in left)
        if any(c.to_romanise > near for c in left):
            left = [c for c in left if c.to_romanise == near]
            if near == 0:
                why.append(t("{name} can be Romanised next turn", name=t(left[0].name)))
            else:
                why.append(t("{name} is closest to being Romanised", name=t(left[0].name)))
    return left, why


def nominate(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    picks = [a for a in offers if a.verb == "nominate"]
    if not picks:
        return None
    here = by_slug(board, s)
    found = []
    for a in picks:
        r = here.get(a.args[0])
        if r is None:
            continue
        gov = s.governor(r.name)
        kinds = [k for k, n in r.shields if n]
        found.append(
            Candidate(
                r.name,
                sum(n for _, n in r.shields),
                max(kinds, key=lambda k: RANK.get(k, -1)) if kinds else "",
                gov,
                s.familia(gov).prestige if gov else -1,
                to_romanise(board, s, r),
            )
        )
    left, why = rank_nominations(npc, found)
    if not left:
        return _own_nomination(s, npc, picks, here, found)
    chosen = (
        left[0]
        if len(left) == 1
        else next(c for c in left if c.name.lower() == flip(s, npc, [c.name.lower() for c in left]))
    )
    if len(left) > 1:
        why.append(t("still tied: a thumb flip chose it"))
    head = t("the highest-value Province it does not govern (NPC eXec)")
    action = next(
        a for a in picks if here.get(a.args[0]) is not None and here[a.args[0]].name == chosen.name
    )
    return decision(action, [head, *why])


def least_to_lose(npc: str, found: list[Candidate]) -> tuple[list[Candidate], list[str]]:
    """Every Province it may nominate is its own (reconstruction: the Addenda rank only
    those it does not govern, and it must nominate): the one it would lose least, fewest
    shields, then the lowest shield kind, then the farthest from being Romanised; those
    still tied (a thumb flip), and the reasons."""
    mine = [c for c in found if c.governor == npc]
    if not mine:
        return [], []
    why = [
        t(
            "it governs every Province it may nominate: it puts up the one it would lose "
            "least (reconstruction: the Addenda rank only Provinces it does not govern)"
        )
    ]
    left, more = narrow(mine, lambda c: c.shields, min)
    if more:
        why.append(
            tn(
                "{names} has more shields",
                "{names} have more shields",
                len(more),
                names=", ".join(more),
            )
        )
    if len(left) > 1:
        left, higher = narrow(left, kind_rank, min)
        if higher:
            why.append(t("{names}: a higher shield kind", names=", ".join(higher)))
    if len(left) > 1:
        far = max(c.to_romanise for c in left)
        if any(c.to_romanise < far for c in left):
            left = [c for c in left if c.to_romanise == far]
            why.append(t("{name} is farthest from being Romanised", name=t(left[0].name)))
    return left, why


def _own_nomination(
    s: State, npc: str, picks: list[Action], here: dict[str, Region], found: list[Candidate]
) -> Decision | None:
    left, why = least_to_lose(npc, found)
    if not left:
        return None
    names = [c.name.lower() for c in left]
    chosen = (
        left[0]
        if len(left) == 1
        else next(c for c in left if c.name.lower() == flip(s, npc, names))
    )
    if len(left) > 1:
        tied = t(" and ").join(t(c.name) for c in left)
        why.append(
            t("{names} still tied: a thumb flip chose {name}", names=tied, name=t(chosen.name))
        )
    action = next(a for a in picks if a.args[0] in here and here[a.args[0]].name == chosen.name)
    return decision(action, [t("it must nominate a Province (eXec)"), *why])


POLICIES: dict[str, Policy] = {"exec": exec_, "nominate": nominate}

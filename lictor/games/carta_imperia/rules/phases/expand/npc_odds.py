"""The odds an NPC General reads in eXpand (Solo & 2-Player Addenda, NPC eXpand b): his
forces, a region's defence as his forces must outnumber it, "closest to Rome", and the
lowest-Prestige General who could tip a battle. Shared by the priority list (npc.py) and
the answer to an ask and the unasked join (npc_join_choice.py), so neither imports the other.

Reconstruction: its forces are the Legions under its command (of Rome, Allied and Private),
or those it holds before it commands any."""

from __future__ import annotations

from collections.abc import Callable

from lictor.games.carta_imperia.rules.board import Board, Region
from lictor.games.carta_imperia.rules.common_npc import shields
from lictor.games.carta_imperia.rules.state import Promise, State
from lictor.games.carta_imperia.rules.table import overland, regions, roman_land
from lictor.i18n import tn

ELEPHANTS = 2  # Elephants count as +2 to the region (as printed)
PROFESSIONAL = "Professional Army"


def force(s: State, npc: str) -> int:
    g = s.general(npc)
    if g is not None and g.legions:
        return g.legions
    f = s.familia(npc)
    return f.legions + f.private


def legions(n: int) -> str:
    return tn("{n} Legion", "{n} Legions", n)


def odds_against(r: Region) -> int:
    return r.strength + (ELEPHANTS if "elephants" in r.features else 0)


Odds = Callable[[Region], int]


def defence(board: Board, s: State, who: str) -> Odds:
    """A region's Strength as ``who``'s forces must outnumber it (NPC eXpand b: Elephants +2
    "in this calculation"), with Naval Supremacy read as the battle reads it: a Naval region
    not adjacent to Roman land, with no Naval Governor of ``who``'s and no overland route,
    has its defence doubled (with Italia Romanised, Rome -1 instead: the region counted 1
    more)."""
    here = regions(board, s)
    fleet = any("naval-port" in here[p].features for p, w in s.governors if w == who and p in here)
    near = near_rome(board, s)

    def odds(r: Region) -> int:
        base = r.strength
        if "naval-port" in r.features and not fleet and not near(r) and not overland(board, s, r):
            base = base + 1 if "Italia" in s.romanised else base * 2
        return base + (ELEPHANTS if "elephants" in r.features else 0)

    return odds


def near_rome(board: Board, s: State) -> Callable[[Region], bool]:
    """``adjacent_to_rome`` with Roman land found once, for ranking many regions."""
    roman = roman_land(board, s)
    return lambda r: any(board.adjacent(r, x) for x in roman if x.name != r.name)


# the ask of a Player for support and his answer (support.py), kept in State.promises
ASKED, SUPPORT, NO_SUPPORT = "asked", "support", "no-support"


def agreed_support(s: State, npc: str) -> Promise | None:
    """The support a Player agreed this Era to give ``npc`` (``about``: the region)."""
    return next(
        (p for p in s.promises if p.npc == npc and p.era == s.era and p.kind == SUPPORT), None
    )


def helper(
    s: State,
    npc: str,
    fresh: list[Region],
    mine: int,
    forces: Callable[[str], int],
    odds: Odds = odds_against,
) -> tuple[str, int, list[Region]] | None:
    """The lowest-Prestige uncommitted General (no Standard placed, no support agreed to
    another NPC) who can help ``npc`` outnumber one of the ``fresh`` regions, an NPC only
    with no viable target of its own that would earn it more Prestige: (the General, his
    Legions, the regions he would tip), or None. Ties on Prestige: seating order.

    Reconstruction ("a viable alternative target that would earn them higher Prestige"):
    what a campaign earns is its Dignitas, the region's shields (the Addenda's Volsci
    example); alone the helper would take all of its own target's, helping it takes half of
    the best region it tips ("split evenly"); it helps unless its own earns more."""
    placed = {g for b in s.battles for g in b.generals}
    busy = {p.player for p in s.promises if p.kind == SUPPORT and p.era == s.era and p.npc != npc}
    names = [g.name for g in s.generals if g.name != npc and g.name not in placed | busy]
    for name in sorted(names, key=lambda g: (s.familia(g).prestige, s.names.index(g))):
        theirs = forces(name)
        helped = [r for r in fresh if mine <= odds(r) < mine + theirs]
        if not helped:
            continue
        if name in s.npcs:
            own = [shields(r) for r in fresh if theirs > odds(r)]
            if own and max(own) > max(shields(r) for r in helped) / 2:
                continue  # a viable target of its own that earns it more
        return name, theirs, helped
    return None

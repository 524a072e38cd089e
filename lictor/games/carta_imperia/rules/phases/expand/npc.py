"""NPC eXpand (Solo & 2-Player Addenda, NPC Action Summary): a General invades the
highest-value region its forces outnumber that nobody has invaded yet (Elephants +2 to the
region; ties: Phalanx over Barbarian, then the region closest to Rome); else it joins the
General who invaded the highest-value region so far; else it invades the weakest region it
can at least equal; else it refuses to campaign. The Commanding General takes the
Governorship if it can.

Asking for support: an NPC General asks the lowest-Prestige uncommitted NPC General who
can tip the balance and has no target of its own, and that General supports the invasion
its Legions tip (``ask_support``). Buying Legions at 1 Dignitas and the Professional Army
are deals (phases/tools); a Historical Event's foe is forced on the first Standard by the rules, so
the offers already hold only it.

Reconstruction: "closest to Rome" is a region bordering Rome before one that does not, then
the table's order of the map; its forces are the Legions under its command (of Rome, Allied
and Private), or those it holds before it commands any."""

from __future__ import annotations

from collections.abc import Callable

from lictor.games.carta_imperia.rules.board import Board, Region
from lictor.games.carta_imperia.rules.common_npc import RANK, best_kind, by_slug, decision
from lictor.games.carta_imperia.rules.npc_types import Policy
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import roman_land
from lictor.i18n import t, tn
from lictor.rules.npc import Decision

ELEPHANTS = 2  # Elephants count as +2 to the region (as printed)


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


def near_rome(board: Board, s: State) -> Callable[[Region], bool]:
    """``adjacent_to_rome`` with Roman land found once, for ranking many regions."""
    roman = roman_land(board, s)
    return lambda r: any(board.adjacent(r, x) for x in roman if x.name != r.name)


def standard(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    here = by_slug(board, s)
    none = next((a for a in offers if a.args == ("none",)), None)
    targets = [(a, here[a.args[0]]) for a in offers if a.args and a.args[0] in here]
    if not targets:
        return None
    mine = force(s, npc)
    invaded = {b.target for b in s.battles}
    fresh = [(a, r) for a, r in targets if r.name not in invaded and mine > odds_against(r)]
    if fresh:
        near = near_rome(board, s)

        def rank(item: tuple[Action, Region]) -> tuple[int, int, int]:
            r = item[1]
            return (r.strength, RANK.get(best_kind(r), -1), near(r))

        a, r = max(fresh, key=rank)
        why = [
            t(
                "the highest-value region its {mine} Legions outnumber, "
                "not invaded yet: {r_name} (Strength {strength}) "
                "(NPC eXpand)",
                mine=mine,
                r_name=r.name,
                strength=odds_against(r),
            )
        ]
        if "elephants" in r.features:
            why.append(t("Elephants count +2 to the region"))
        return decision(a, why)
    asked = ask_support(board, s, npc, targets, mine, invaded)
    if asked is not None:
        return asked
    joined = [(a, r) for a, r in targets if r.name in invaded]
    tips = [(a, r) for a, r in joined if _tips(s, r, mine)]
    if tips:  # NPCs support other NPCs: the invasion its Legions tip first
        a, r = max(tips, key=lambda item: item[1].strength)
        commander = next(b.generals[0] for b in s.battles if b.target == r.name)
        return decision(
            a,
            [
                t(
                    "no fresh region it outnumbers: it supports {commander}'s invasion of "
                    "{region}, which its {legions} would tip (NPC eXpand, asking for support)",
                    commander=commander,
                    region=r.name,
                    legions=legions(mine),
                )
            ],
        )
    if joined:
        a, r = max(joined, key=lambda item: item[1].strength)
        return decision(
            a,
            [
                t(
                    "it outnumbers no fresh region: it joins the invasion of {r_name} (NPC eXpand)",
                    r_name=r.name,
                )
            ],
        )
    equal = [(a, r) for a, r in targets if mine >= odds_against(r)]
    if equal:
        a, r = min(equal, key=lambda item: odds_against(item[1]))
        return decision(
            a, [t("the weakest region it can at least equal: {r_name} (NPC eXpand)", r_name=r.name)]
        )
    if none is not None:
        return decision(none, [t("nothing it can achieve: it refuses to campaign (NPC eXpand)")])
    return None


def _side(s: State, region: str) -> int:
    """The Legions already invading ``region`` (its Generals' forces)."""
    return sum(force(s, g) for b in s.battles if b.target == region for g in b.generals)


def _tips(s: State, r: Region, mine: int) -> bool:
    side = _side(s, r.name)
    return side <= odds_against(r) < side + mine


def uncommitted(s: State, npc: str) -> list[str]:
    """The NPC Generals still uncommitted (no Standard placed yet), lowest Prestige first."""
    placed = {g for b in s.battles for g in b.generals}
    out = [g.name for g in s.generals if g.name != npc and g.name not in placed]
    return sorted(
        (g for g in out if g in s.npcs), key=lambda g: (s.familia(g).prestige, s.names.index(g))
    )


def support_for(
    s: State,
    npc: str,
    fresh: list[Region],
    mine: int,
    forces: Callable[[str], int] | None = None,
) -> tuple[str, int, list[Region]] | None:
    """The lowest-Prestige uncommitted NPC General with no viable target of its own whose
    Legions would tip one of the ``fresh`` regions ``npc`` cannot outnumber alone: (the
    helper, its Legions, the regions it would tip), or None."""
    of = forces or (lambda g: force(s, g))
    for helper in uncommitted(s, npc):
        theirs = of(helper)
        if any(theirs > odds_against(r) for r in fresh):
            continue  # a viable target of its own
        helped = [r for r in fresh if mine <= odds_against(r) < mine + theirs]
        if helped:
            return helper, theirs, helped
    return None


def ask_support(
    board: Board,
    s: State,
    npc: str,
    targets: list[tuple[Action, Region]],
    mine: int,
    invaded: set[str],
) -> Decision | None:
    """Ask for support (NPC eXpand a): the lowest-Prestige uncommitted General who can help
    it outnumber a fresh region, and has no viable target of its own (NPCs support other
    NPCs only then). Reconstruction: only NPC Generals are asked this way (a Player's
    support is a deal he offers: `offer PLAYER NPC give legions N`), and the helper's
    answer is its own policy's (it joins the invasion its Legions tip)."""
    fresh = [(a, r) for a, r in targets if r.name not in invaded]
    found = support_for(s, npc, [r for _, r in fresh], mine)
    if found is None:
        return None
    helper, theirs, helped = found
    names = {r.name for r in helped}
    a, r = max(
        ((a, r) for a, r in fresh if r.name in names),
        key=lambda item: (item[1].strength, RANK.get(best_kind(item[1]), -1)),
    )
    return decision(
        a,
        [
            t(
                "with {legions} it outnumbers no fresh region alone: it invades {region} "
                "(Strength {strength}) and asks {helper}, the lowest-Prestige uncommitted "
                "General, whose {theirs} would tip the balance (NPC eXpand, asking for "
                "support)",
                legions=legions(mine),
                region=r.name,
                strength=odds_against(r),
                helper=helper,
                theirs=legions(theirs),
            )
        ],
    )


def install(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    yes = next((a for a in offers if a.verb == "install"), None)
    if yes is None:
        return None
    return decision(
        yes, [t("the Commanding General takes the Governorship if it can (NPC eXpand)")]
    )


POLICIES: dict[str, Policy] = {"standard": standard, "install": install}

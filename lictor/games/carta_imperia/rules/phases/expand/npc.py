"""NPC eXpand (Solo & 2-Player Addenda, NPC Action Summary): a General invades the
highest-value region its forces outnumber that nobody has invaded yet (Elephants +2 to the
region; ties: Phalanx over Barbarian, then the region closest to Rome); else it joins the
General who invaded the highest-value region so far; else it invades the weakest region it
can at least equal; else it refuses to campaign. The Commanding General takes the
Governorship if it can.

Asking for support, buying Legions at 1 Dignitas and the Professional Army are deals
(phases/tools); a Historical Event's foe is forced on the first Standard by the rules, so
the offers already hold only it.

Reconstruction: "closest to Rome" is a region bordering Rome before one that does not, then
the table's order of the map; its forces are the Legions under its command (of Rome, Allied
and Private), or those it holds before it commands any."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board, Region
from lictor.games.carta_imperia.rules.common_npc import RANK, best_kind, by_slug, decision
from lictor.games.carta_imperia.rules.npc_types import Policy
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import adjacent_to_rome
from lictor.i18n import t
from lictor.rules.npc import Decision

ELEPHANTS = 2  # Elephants count as +2 to the region (as printed)


def force(s: State, npc: str) -> int:
    g = s.general(npc)
    if g is not None and g.legions:
        return g.legions
    f = s.familia(npc)
    return f.legions + f.private


def odds_against(r: Region) -> int:
    return r.strength + (ELEPHANTS if "elephants" in r.features else 0)


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

        def rank(item: tuple[Action, Region]) -> tuple[int, int, int]:
            r = item[1]
            return (r.strength, RANK.get(best_kind(r), -1), adjacent_to_rome(board, s, r))

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
    joined = [(a, r) for a, r in targets if r.name in invaded]
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


def install(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    yes = next((a for a in offers if a.verb == "install"), None)
    if yes is None:
        return None
    return decision(
        yes, [t("the Commanding General takes the Governorship if it can (NPC eXpand)")]
    )


POLICIES: dict[str, Policy] = {"standard": standard, "install": install}

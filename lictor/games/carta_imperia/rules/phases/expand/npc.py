"""NPC eXpand (Solo & 2-Player Addenda, NPC Action Summary): a General invades the highest-
value region its forces outnumber that nobody has invaded yet (Elephants +2 to the region;
ties: Phalanx over Barbarian, then the region closest to Rome); else it joins the General
who invaded the highest-value region so far; else it invades the weakest region it can at
least equal; else it refuses to campaign. The Commanding General takes the Governorship if
it can.

Asking for support: an NPC General asks the lowest-Prestige uncommitted NPC General who can
tip the balance and has no target of its own, and that General supports it (``ask_support``;
the answer and the unasked join: npc_join_choice.py; the install: npc_install.py; the
Primus's order of tied Generals: npc_order.py). Buying Legions at 1 Dignitas and the
Professional Army are deals (phases/tools); a Historical Event's foe is forced on the first
Standard by the rules, so the offers already hold only it.

It is one module for a reason: the printed list (invade, ask for support, buy, the
Professional Army, join, the weakest region, refuse) is one priority list that ``standard``
reads top to bottom; the odds its steps share (``defence``, ``helper``) are npc_odds.py,
which the answer to an ask reads too.

Reconstruction: "closest to Rome" is a region bordering Rome before one that does not, then
the table's order of the map; its forces are the Legions under its command (of Rome, Allied
and Private), or those it holds before it commands any."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board, Foe, Region
from lictor.games.carta_imperia.rules.common_npc import (
    RANK,
    best_kind,
    bust_lost,
    by_slug,
    decision,
)
from lictor.games.carta_imperia.rules.npc_types import Policy
from lictor.games.carta_imperia.rules.phases.expand import npc_install, npc_losses, npc_order
from lictor.games.carta_imperia.rules.phases.expand.npc_odds import (
    ELEPHANTS,
    PROFESSIONAL,
    Odds,
    agreed_support,
    defence,
    force,
    helper,
    legions,
    near_rome,
    odds_against,
)
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import enacted
from lictor.i18n import t, tn
from lictor.rules.npc import Decision
from lictor.slugs import slug


def forced_foes(board: Board, s: State) -> list[Foe]:
    """The Historical Events the first Standards must march against now (steps.forced,
    read here without importing the steps)."""
    if s.season != 1:
        return []
    return [f for f in (board.foe(e) for e in s.events) if f is not None]


def foe_odds(foe: Foe) -> int:
    """A Historical Event's Strength: its shields (Elephants +2, as for a region)."""
    return sum(n for _, n in foe.shields) + (ELEPHANTS if "elephants" in foe.features else 0)


def against_foe(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """NPC eXpand a: "an NPC General will invade any Historical Event that would Sack Rome or
    make them lose a Province" - the foe whose first Standards the rules force. It marches
    against it when it outnumbers it alone, else joins a General already against it, else
    marches against it anyway (the printed line asks no odds); never the Rome option.
    Reconstruction: the forced foes (Brennus, Pyrrhus, Hannibal...) are the events that
    line means; the foe's Strength is its shields, Elephants +2."""
    foes = {slug(f.name): f for f in forced_foes(board, s)}
    if not foes:
        return None
    mine = force(s, npc)
    plain = [(a, foes[a.args[0]]) for a in offers if len(a.args) == 1 and a.args[0] in foes]
    joins = [a for a in offers if len(a.args) == 3 and a.args[0] in foes and a.args[1] == "join"]
    alone = [(a, f) for a, f in plain if mine > foe_odds(f)]
    if alone:
        a, f = alone[0]
        return decision(
            a,
            [
                t(
                    "a Historical Event that would Sack Rome or cost it a Province: it marches "
                    "against {foe} (Strength {strength}), which its {legions} outnumber (NPC "
                    "eXpand a)",
                    foe=t(f.name),
                    strength=foe_odds(f),
                    legions=legions(mine),
                )
            ],
        )
    fighting = [b for b in s.battles if slug(b.target) in foes]
    if fighting:
        b = fighting[0]
        join = next((a for a in joins if a.args[2] == b.generals[0].lower()), None)
        f = foes[slug(b.target)]
        same = next((a for a, x in plain if x is f and not f.max_generals), None)
        pick = join or same
        if pick is not None:
            return decision(
                pick,
                [
                    t(
                        "a Historical Event that would Sack Rome or cost it a Province: with "
                        "{legions} it does not outnumber {foe} (Strength {strength}) alone, so "
                        "it joins {general} against it (NPC eXpand a)",
                        legions=legions(mine),
                        foe=t(f.name),
                        strength=foe_odds(f),
                        general=b.generals[0],
                    )
                ],
            )
    if plain:
        a, f = plain[0]
        return decision(
            a,
            [
                t(
                    "a Historical Event that would Sack Rome or cost it a Province: it marches "
                    "against {foe} (Strength {strength}), though its {legions} do not outnumber "
                    "it (NPC eXpand a)",
                    foe=t(f.name),
                    strength=foe_odds(f),
                    legions=legions(mine),
                )
            ],
        )
    return None


def standard(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    foe = against_foe(board, s, npc, offers)
    if foe is not None:
        return foe
    here = by_slug(board, s)
    none = next((a for a in offers if a.args == ("none",)), None)
    targets = [(a, here[a.args[0]]) for a in offers if a.args and a.args[0] in here]
    if not targets:
        return None
    from lictor.games.carta_imperia.rules.phases.expand import npc_join_choice

    asked = npc_join_choice.asked_join(board, s, npc, targets)
    if asked is not None:
        return asked
    mine = force(s, npc)
    invaded = {b.target for b in s.battles}
    odds = defence(board, s, npc)
    fresh = [(a, r) for a, r in targets if r.name not in invaded and mine > odds(r)]
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
                r_name=t(r.name),
                strength=odds(r),
            )
        ]
        if odds(r) > odds_against(r):
            why.append(t("no friendly naval access: its defence counts doubled (Naval Supremacy)"))
        if "elephants" in r.features:
            why.append(t("Elephants count +2 to the region"))
        return decision(a, why)
    deal = supported(s, npc, targets, invaded)
    if deal is not None:
        return deal
    asked = ask_support(board, s, npc, targets, mine, invaded, odds)
    if asked is not None:
        return asked
    army = last_resort(board, s, npc, targets, mine, odds)
    if army is not None:
        return army
    joined = [(a, r) for a, r in targets if r.name in invaded]
    join = npc_join_choice.unasked_join(board, s, npc, joined)
    if join is not None:
        return join
    equal = [(a, r) for a, r in targets if mine >= odds(r)]
    if equal:
        a, r = min(equal, key=lambda item: odds(item[1]))
        return decision(
            a,
            [
                t(
                    "the weakest region it can at least equal: {r_name} (NPC eXpand)",
                    r_name=t(r.name),
                )
            ],
        )
    if none is not None:
        return decision(none, [t("nothing it can achieve: it refuses to campaign (NPC eXpand)")])
    return None


def ask_support(
    board: Board,
    s: State,
    npc: str,
    targets: list[tuple[Action, Region]],
    mine: int,
    invaded: set[str],
    odds: Odds = odds_against,
) -> Decision | None:
    """Ask for support (NPC eXpand a): the lowest-Prestige uncommitted General who can help
    it outnumber a fresh region, and has no viable target of its own (NPCs support other
    NPCs only then); the helper's answer is its own policy's (it joins the invasion its
    Legions tip). When that General is a Player, he was asked while the Generals mustered
    (support.py): his answer is read back in ``standard``, and no NPC is asked after him."""
    fresh = [(a, r) for a, r in targets if r.name not in invaded]
    found = helper(s, npc, [r for _, r in fresh], mine, lambda g: force(s, g), odds)
    if found is None or found[0] not in s.npcs:
        return None
    helper_name, theirs, helped = found
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
                region=t(r.name),
                strength=odds(r),
                helper=helper_name,
                theirs=legions(theirs),
            )
        ],
    )


def supported(
    s: State, npc: str, targets: list[tuple[Action, Region]], invaded: set[str]
) -> Decision | None:
    """The region a Player agreed to support ``npc`` against (NPC eXpand a): it invades
    it, or joins the Standard already there."""
    deal = agreed_support(s, npc)
    if deal is None:
        return None
    hit = next(((a, r) for a, r in targets if r.name == deal.about), None)
    if hit is None:
        return None
    a, r = hit
    if r.name in invaded:
        return decision(
            a,
            [
                t(
                    "{player} agreed to support it against {region}, where a Standard stands "
                    "already: it joins the invasion (NPC eXpand a, asking for support)",
                    player=deal.player,
                    region=t(r.name),
                )
            ],
        )
    return decision(
        a,
        [
            t(
                "{player} agreed to support it against {region} (Strength {strength}): it "
                "invades, {player}'s Standard to join it there (NPC eXpand a, asking for "
                "support)",
                player=deal.player,
                region=t(r.name),
                strength=odds_against(r),
            )
        ],
    )


def last_resort(
    board: Board,
    s: State,
    npc: str,
    targets: list[tuple[Action, Region]],
    mine: int,
    odds: Odds = odds_against,
) -> Decision | None:
    """The Professional Army (NPC eXpand: "only ... if they cannot gain the Legions they
    need any other way"): no General supports it and the muster sold it none (a Player who
    could sell marched on), so it invades the highest-value fresh region the Reform's
    Legions would let it outnumber, and buys them at the battle, before the card
    (npc_reforms.battle_policy). Reconstruction: the same ranking as its invasion."""
    invaded = {b.target for b in s.battles}
    found = [
        (a, r, odds(r) - mine + 1)
        for a, r in targets
        if r.name not in invaded and can_buy_army(board, s, npc, odds(r) - mine + 1)
    ]
    if not found:
        return None
    a, r, n = max(found, key=lambda x: (x[1].strength, RANK.get(best_kind(x[1]), -1)))
    return decision(
        a,
        [
            tn(
                "with {legions} it outnumbers no fresh region, no General supports it and "
                "nobody sold it Legions: its last resort is the Professional Army, {n} "
                "Legion bought at the battle before the card, so it invades {region} "
                "(Strength {strength}) (NPC eXpand)",
                "with {legions} it outnumbers no fresh region, no General supports it and "
                "nobody sold it Legions: its last resort is the Professional Army, {n} "
                "Legions bought at the battle before the card, so it invades {region} "
                "(Strength {strength}) (NPC eXpand)",
                n,
                legions=legions(mine),
                region=t(r.name),
                strength=odds(r),
            )
        ],
    )


def can_buy_army(board: Board, s: State, npc: str, n: int) -> bool:
    """Whether ``npc`` may use the Professional Army for ``n`` Legions now: the Reform in
    force and unused by it this Era, its fee (1 Auctoritas to another enactor) in hand,
    within the Era's limit, its purse and the Legions in supply."""
    fx = board.effect(PROFESSIONAL)
    where = enacted(board, s, PROFESSIONAL)
    if fx is None or where is None or (npc, PROFESSIONAL) in s.used_reforms:
        return False
    f = s.familia(npc)
    if f.auctoritas < (0 if where[2] == npc else 1):
        return False
    limit = s.era if fx.legions == "era" else int(fx.legions)
    return n <= limit and n * fx.price <= f.dignitas and s.allied_supply >= n


POLICIES: dict[str, Policy] = {
    "standard": standard,
    "install": npc_install.install,
    "killed": bust_lost,
    "order": npc_order.order,
    **npc_losses.POLICIES,
}

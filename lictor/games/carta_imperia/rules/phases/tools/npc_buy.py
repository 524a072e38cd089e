"""NPC eXpand b (Solo & 2-Player Addenda): an NPC General that outnumbers no region, and
finds no NPC General to support it, "attempts to buy Allied Legions from NPCs/Players at a
cost of 1 Dignitas per Legion"; "NPCs will only sell Legions if they have not chosen
eXpand. They will never sell Legions in Era VII of the game."

It happens while the Generals muster (IV. eXpand 1b, the `lend` step, where "players can
offer any Allied Legions under their control to any General ... they are encouraged to do
deals in return"): ``sell SELLER GENERAL N`` - SELLER's N Allied Legions join the NPC
GENERAL's command and the General pays N Dignitas to SELLER. An NPC seller sends it by its
policy (``lend_policy``); a Player sees the NPC's wish in the step's prompt and `sell` among
his options, and takes it or leaves it (`march` goes on without).

Readings of our own (reconstruction, each said where it applies):
- the NPC buys just enough to outnumber the highest-value region bordering Roman land
  that it can then afford, from one seller holding them all;
- NPC sellers are asked first, the lowest Prestige first (as support is asked), then
  Players; a Player's sale is his choice, offered, never made for him;
- an NPC General first commits every Allied Legion it holds to its own command (its
  forces are what it outnumbers with), and never buys against a Historical Event's forced
  first Standard;
- when no NPC or Player holds the Legions it needs, its last resort is the Professional
  Army at the muster (npc_reforms.muster_army); a Player who holds them is offered the sale
  first, and if he marches on without selling the Professional Army waits for the battle.
"""

from __future__ import annotations

from dataclasses import dataclass

from lictor.games.carta_imperia.rules import INPUT, late, ref
from lictor.games.carta_imperia.rules.board import Board, Region
from lictor.games.carta_imperia.rules.common_npc import RANK, best_kind, decision
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.common_verbs import refuse
from lictor.games.carta_imperia.rules.phases.expand.npc_odds import defence, near_rome
from lictor.games.carta_imperia.rules.phases.expand.steps import forced
from lictor.games.carta_imperia.rules.phases.expand.support import blocks_buying, helper_at_muster
from lictor.games.carta_imperia.rules.phases.tools.npc_reforms import muster_army
from lictor.games.carta_imperia.rules.sections import said_step
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import (
    add,
    invadable,
    is_roman,
    regions,
    set_general,
)
from lictor.i18n import t, tn
from lictor.rules.fast import replace
from lictor.rules.npc import Decision

PRICE = 1  # Dignitas per Legion, as printed
BUYING = ref("Solo & 2-Player Addenda", "NPC eXpand")
# "They will never sell Legions in Era VII of the game." Reconstruction: Era VII read as the
# Era numbered 7, as printed, whatever the scenario (one that ends earlier never meets it)
NO_SALE_ERA = 7


@dataclass(frozen=True)
class Want:
    """An NPC General's purchase: ``legions`` Allied Legions to outnumber ``region``,
    from one of ``sellers`` (NPCs first)."""

    buyer: str
    region: Region
    legions: int
    sellers: tuple[str, ...]
    mine: int  # the Legions it musters without them
    strength: int  # the region's, as it must outnumber it (expand.npc.defence)


def no_sale(s: State, npc: str) -> str:
    """Why the NPC ``npc`` sells no Legions now ("" it sells)."""
    if s.era == NO_SALE_ERA:
        return t("NPCs never sell Legions in Era VII (NPC eXpand)")
    if "expand" in s.familia(npc).actions:
        return t(
            "{npc} chose eXpand this Era: NPCs sell Legions only without it (NPC eXpand)",
            npc=npc,
        )
    return ""


def _sellers(board: Board, s: State, buyer: str, n: int) -> tuple[str, ...]:
    def order(name: str) -> tuple[int, int]:
        return (s.familia(name).prestige, s.names.index(name))

    npcs = sorted(
        (x for x in s.npcs if x != buyer and not no_sale(s, x) and late.lendable(board, s, x) >= n),
        key=order,
    )
    humans = sorted(
        (x for x in s.humans if x != buyer and late.lendable(board, s, x) >= n), key=order
    )
    return (*npcs, *humans)


def mustered(board: Board, s: State, npc: str) -> int:
    """The Legions the NPC General will command: its own, and those it holds to commit."""
    g = s.general(npc)
    own = late.lendable(board, s, npc)
    return (g.legions if g is not None else 0) + own


def targets(board: Board, s: State) -> list[Region]:
    """The regions a General can march on from Roman land (no naval or beyond-region
    invasion is bought for: reconstruction)."""
    near = near_rome(board, s)
    return [
        r for r in regions(board, s).values() if invadable(r) and not is_roman(s, r) and near(r)
    ]


def wants(board: Board, s: State, npc: str, anyone: bool = False) -> Want | None:
    """The NPC General's purchase now, or None (it needs none, would be supported, cannot
    afford one, or nobody holds the Legions; ``anyone``: the Legions it needs whoever holds
    them, ``sellers`` then empty when nobody does)."""
    if s.step != "lend" or npc not in s.npcs or s.general(npc) is None or forced(board, s):
        return None
    mine = mustered(board, s, npc)
    here = targets(board, s)
    odds = defence(board, s, npc)
    if any(mine > odds(r) for r in here):
        return None
    if blocks_buying(s, npc) or helper_at_muster(board, s, npc, here, mine):
        return None  # it asks for support first (NPC eXpand a)
    purse = s.familia(npc).dignitas
    found: list[tuple[Region, int, tuple[str, ...]]] = []
    for r in here:
        n = odds(r) - mine + 1
        if n >= 1 and n * PRICE <= purse:
            sellers = _sellers(board, s, npc, n)
            if sellers or anyone:
                found.append((r, n, sellers))
    if not found:
        return None

    def rank(x: tuple[Region, int, tuple[str, ...]]) -> tuple[int, int]:
        return (x[0].strength, RANK.get(best_kind(x[0]), -1))  # all border Roman land

    r, n, sellers = max(found, key=rank)
    return Want(npc, r, n, sellers, mine, odds(r))


def said_want(w: Want) -> str:
    return tn(
        "{buyer} buys {n} Allied Legion at 1 Dignitas each to outnumber {region} (Strength "
        "{strength}): with {mine} it outnumbers no region and no NPC General can support it "
        "(NPC eXpand b)",
        "{buyer} buys {n} Allied Legions at 1 Dignitas each to outnumber {region} (Strength "
        "{strength}): with {mine} it outnumbers no region and no NPC General can support it "
        "(NPC eXpand b)",
        w.legions,
        buyer=w.buyer,
        region=t(w.region.name),
        strength=w.strength,
        mine=tn("{n} Legion", "{n} Legions", w.mine),
    )


def lend_policy(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """The `lend` step, answered unasked: an NPC General commits its own Allied Legions;
    an NPC that sells supplies an NPC General's purchase."""
    if s.step != "lend":
        return None
    own = late.lendable(board, s, npc)
    if own and s.general(npc) is not None:
        return decision(
            Action("lend", npc, (npc.lower(), str(own))),
            [
                tn(
                    "an NPC General commits the {n} Allied Legion it holds to its own command "
                    "(NPC eXpand; reconstruction)",
                    "an NPC General commits the {n} Allied Legions it holds to its own command "
                    "(NPC eXpand; reconstruction)",
                    own,
                )
            ],
        )
    if s.general(npc) is not None and wants(board, s, npc) is None:
        need = wants(board, s, npc, anyone=True)
        if need is not None and not need.sellers:  # nobody holds them: its last resort
            found = muster_army(board, s, npc, need.legions, need.region.name, need.mine)
            if found is not None:
                return found
    if not own or no_sale(s, npc):
        return None
    for buyer in s.npcs:
        w = wants(board, s, buyer)
        if w is None or not w.sellers or w.sellers[0] != npc:
            continue
        return decision(
            Action("sell", npc, (buyer.lower(), str(w.legions))),
            [
                said_want(w),
                t(
                    "{npc} sells: it has not chosen eXpand this Era and this is not Era VII "
                    "(NPC eXpand)",
                    npc=npc,
                ),
            ],
        )
    return None


def sell(board: Board, s: State, a: Action) -> tuple[State, E]:
    """``sell SELLER GENERAL N``: SELLER's N Allied Legions join the NPC GENERAL's command,
    for N Dignitas."""
    if len(a.args) != 2 or not a.args[1].isdigit() or int(a.args[1]) < 1:
        raise refuse("usage", t("sell SELLER GENERAL N (N Allied Legions, 1 or more)"), INPUT)
    buyer = next((n for n in s.names if n.lower() == a.args[0].lower()), None)
    n = int(a.args[1])
    if buyer is None or buyer not in s.npcs:
        raise refuse(
            "not-npc",
            t(
                "sell: {name} is not an NPC Senator; Legions change hands between players by "
                "`deal` and `lend`",
                name=repr(a.args[0]),
            ),
            BUYING,
        )
    if s.step != "lend":
        raise refuse(
            "not-now",
            t(
                "sell: Legions are bought while the Generals muster, not at the {step} step",
                step=said_step(s.step),
            ),
            BUYING,
        )
    if a.player in s.npcs and no_sale(s, a.player):
        raise refuse("no-sale", no_sale(s, a.player), BUYING)
    w = wants(board, s, buyer)
    if w is None:
        raise refuse("not-buying", t("{buyer} buys no Legions now", buyer=buyer), BUYING)
    if n != w.legions:
        raise refuse(
            "amount",
            tn(
                "{buyer} buys {n} Allied Legion, no more and no fewer",
                "{buyer} buys {n} Allied Legions, no more and no fewer",
                w.legions,
                buyer=buyer,
            ),
            BUYING,
        )
    if late.lendable(board, s, a.player) < n:
        raise refuse(
            "legions",
            tn(
                "{player} has {held} Legion to sell, not {n}",
                "{player} has {held} Legions to sell, not {n}",
                late.lendable(board, s, a.player),
                player=a.player,
                held=late.lendable(board, s, a.player),
                n=n,
            ),
            BUYING,
        )
    s = add(add(late.lend_from(board, s, a.player, n), buyer, dignitas=-n * PRICE), a.player,
            dignitas=n * PRICE)  # fmt: skip
    g = s.general(buyer)
    assert g is not None
    s = set_general(s, replace(g, allied=g.allied + n))
    return s, [
        ev(
            tn(
                "{seller} sells {buyer} {n} Allied Legion for {cost} Dignitas: it joins "
                "{buyer}'s command",
                "{seller} sells {buyer} {n} Allied Legions for {cost} Dignitas: they join "
                "{buyer}'s command",
                n,
                seller=a.player,
                buyer=buyer,
                cost=n * PRICE,
            ),
            BUYING,
        )
    ]


def sale_offers(board: Board, s: State) -> list[Action]:
    """A Player's `sell` to each NPC General that wants Legions he holds."""
    if s.step != "lend" or not s.npcs:
        return []
    out = []
    for buyer in s.npcs:
        w = wants(board, s, buyer)
        if w is not None:
            out += [
                Action("sell", h, (buyer.lower(), str(w.legions)))
                for h in w.sellers
                if h in s.humans
            ]
    return out


def wants_said(board: Board, s: State) -> list[str]:
    """For the `lend` prompt: each NPC General's purchase, and how a Player makes it."""
    out = []
    for buyer in s.npcs:
        w = wants(board, s, buyer)
        if w is None:
            continue
        humans = [h for h in w.sellers if h in s.humans]
        if not humans:
            continue
        out.append(
            t(
                "{want}; a Player may sell them: `sell PLAYER {word} {n}`",
                want=said_want(w),
                word=buyer.lower(),
                n=w.legions,
            )
        )
    return out

"""An NPC's Civil War steps that the Addenda's NPC eXtra-Legal list does not cover (it
covers the sides, the Campaign Move and the crown: civil_war/npc.py). Each choice here is
unequal for the NPC, so each is a reconstruction in the Addenda's spirit: the NPC serves its
army, its Provinces and its Prestige. A thumb flip is no way to settle them.

- ``raise`` (Raising the Standard, Raising an Army): it raises its Standard where the levies
  give its army the most Strength (a Legion of Rome counts 2). On a tie it prefers Italia,
  because holding Rome wins the war when the Primus fights no battle (Winning the War).
  After that come the most shields. It always takes part: all NPCs ally against the Primus,
  and an NPC Primus defends itself.
- ``intercept`` (Marching on Campaign): it intercepts when its stack is stronger than the
  marching army. The Attacker wins ties (Battle), so a tie is a lost battle and it lets the
  march pass.
- ``war-split`` (Battle: the Faction Leader commands): an NPC commander puts as few of its
  side's losses on its own army as it can, the rest first on the leading Player, then the
  other Players, fellow NPCs last (the last tie-break, read as eXpand's Casualties read it:
  reconstruction); an army's Legions lost are Dignitas its
  side pays if it loses the war (Winning the War).
- ``war-redraw`` (Battle: the commander "must either accept the result of the Redraw or draw
  again"): it accepts a card that wins its side the battle, and draws again on one that loses
  it. At a --physical table the table draws the new card, so a redraw is left to the table.
- ``war-losses`` (Battle): it loses Private Legions before Legions of Rome, which are worth 2.
- ``war-seize`` (Battle: the winner "can replace the Governor of a defeated Province"): it
  puts in its own Bust from its Reserve. With no Bust there, it moves a Governor from one of its
  Provinces of lower endgame Status. Failing both, it puts in another NPC's Bust from that NPC's
  Reserve, since the NPCs are one Faction. Otherwise it spares the Governor.
- ``war-retreat`` (Battle: to the nearest friendly Province): among the nearest, Italia first
  (Rome), then a Province it governs itself, the one of highest endgame Status first."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_npc import (
    by_slug,
    decision,
    falls_first_on,
    losses_first_on,
    table_draw,
)
from lictor.games.carta_imperia.rules.npc_types import Policy
from lictor.games.carta_imperia.rules.phases.civil_war.clash import sides
from lictor.games.carta_imperia.rules.phases.civil_war.losses import side_order
from lictor.games.carta_imperia.rules.phases.civil_war.rulings import (
    battle,
    legion_strength,
    levies,
)
from lictor.games.carta_imperia.rules.phases.tools.thumbs_words import status_of
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import province_of
from lictor.i18n import t
from lictor.rules.npc import Decision
from lictor.slugs import slug

ROME = "italia"


def raise_(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """The Province whose levies make its army strongest; ties: Italia, then more shields."""
    here = by_slug(board, s)
    found = []
    for a in offers:
        if a.verb != "raise" or not a.args or a.args[0] not in here:
            continue
        r = here[a.args[0]]
        rome, private = levies(dict(r.shields)) if s.governor(r.name) == npc else (0, 0)
        rome, private = min(rome, s.rome_supply), min(private, s.allied_supply)
        found.append(((legion_strength(rome, private), a.args[0] == ROME, r.strength), a, r))
    if not found:
        return None
    key, pick, r = max(found, key=lambda x: x[0])
    if npc == s.primus:  # reaudit15 N7: the war is against it; it does not ally against itself
        head = t(
            "it raises its Standard in {province}: its levies add the most Strength to its "
            "army ({n}) (Raising an Army; reconstruction: the NPCs' Faction rises against it, "
            "the Primus, so it takes part)",
            province=t(r.name),
            n=key[0],
        )
    else:
        head = t(
            "it raises its Standard in {province}: its levies add the most Strength to its "
            "army ({n}) (Raising an Army; reconstruction: NPCs ally against the Primus, so it "
            "takes part)",
            province=t(r.name),
            n=key[0],
        )
    why = [head]
    if key[1] and sum(1 for x in found if x[0][0] == key[0]) > 1:
        why.append(
            t(
                "tied: Italia holds Rome, whose Governor wins if the Primus fights no battle "
                "(Winning the War)"
            )
        )
    return decision(pick, why)


def intercept(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """Intercept only a march it outnumbers in Strength (the Attacker wins ties)."""
    w = s.war
    verbs = {a.verb: a for a in offers if a.player == npc}
    if w is None or "intercept" not in verbs or "ignore" not in verbs:
        return None
    mine = sum(x.strength + x.beasts for x in w.stack(npc))
    theirs = sum(x.strength + x.beasts for n in w.marching if (x := w.army(n)) is not None)
    if mine > theirs:
        return decision(
            verbs["intercept"],
            [
                t(
                    "it intercepts: its Strength ({mine}) beats the marching army's "
                    "({theirs}) (Marching on Campaign; reconstruction: as it engages the "
                    "Primus only when it outnumbers him, NPC Civil War)",
                    mine=mine,
                    theirs=theirs,
                )
            ],
        )
    return decision(
        verbs["ignore"],
        [
            t(
                "it lets the march pass: its Strength ({mine}) does not beat the marching "
                "army's ({theirs}), and the Attacker wins ties (Battle; reconstruction)",
                mine=mine,
                theirs=theirs,
            )
        ],
    )


def redraw(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """Accept a card that wins the battle for its side; draw again on one that loses it."""
    w = s.war
    accept = next((a for a in offers if a.verb == "accept"), None)
    if w is None or w.clash is None or accept is None:
        return None
    c = w.clash
    mine = 0 if npc in c.attackers or w.allies(npc, c.attackers[0]) else 1
    out = battle(*sides(board, s))
    wins = out.attacker_wins == (mine == 0)
    ours, theirs = (out.attacker, out.defender) if mine == 0 else (out.defender, out.attacker)
    if wins:
        return decision(
            accept,
            [
                t(
                    "it accepts {card}: its side wins the battle on these cards ({ours} to "
                    "{theirs}) (Battle; reconstruction)",
                    card=c.cards[mine],
                    ours=ours,
                    theirs=theirs,
                )
            ],
        )
    why = t(
        "it draws again: on {card} its side loses the battle ({ours} to {theirs}) (Battle; "
        "reconstruction)",
        card=c.cards[mine],
        ours=ours,
        theirs=theirs,
    )
    if s.physical:
        return Decision("", (why,))  # the table draws the card and enters it
    again = next((a for a in offers if a.verb == "redraw"), None)
    return decision(again, [why]) if again is not None else None


def fallen(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """Its losses: Private Legions before Legions of Rome (Strength 2)."""
    ways = [(int(a.args[0]), a) for a in offers if a.verb == "fallen" and a.args[0].isdigit()]
    if not ways:
        return None
    n, pick = min(ways, key=lambda x: x[0])
    return decision(
        pick,
        [
            t(
                "it loses Private Legions before Legions of Rome, which are worth 2 Strength "
                "each ({n} of Rome lost) (Battle; reconstruction)",
                n=n,
            )
        ],
    )


def split(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """An NPC commander's share-out: least on its own army, then on the leading Player, the
    other Players and last fellow NPCs (``losses_first_on``, as eXpand's Casualties)."""
    w = s.war
    if w is None or not w.splits:
        return None
    names = side_order(s, w.splits[0][0])
    if npc not in names:
        return None
    me = names.index(npc)
    ways = []
    for a in offers:
        if a.verb == "split" and len(a.args) == len(names) and all(x.isdigit() for x in a.args):
            ways.append((tuple(int(x) for x in a.args), a))
    if not ways:
        return None
    others = losses_first_on(s, names, me)
    shares, pick = min(ways, key=lambda v: (v[0][me], *(-v[0][i] for i in others)))
    why = [
        t(
            "the commander shares out the losses: {npc} keeps as many of its own Legions as "
            "it can ({n} lost) (Battle; reconstruction)",
            npc=npc,
            n=shares[me],
        )
    ]
    if others and any(shares[i] for i in others):
        why.append(falls_first_on(s, names[others[0]]))
    return decision(pick, why)


def seize(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """Its own Bust into the defeated Province when that gains it Status; else another
    NPC's from its Reserve; else spare."""
    w = s.war
    spare = next((a for a in offers if a.verb == "spare"), None)
    if w is None or w.clash is None or spare is None:
        return None
    here = by_slug(board, s)
    prov = here.get(slug(province_of(s, w.clash.region)))
    if prov is None:
        return None
    gain = status_of(prov)
    seizes = [a for a in offers if a.verb == "seize" and a.args]
    own = [a for a in seizes if a.args[0] == npc.lower()]
    reserve = next((a for a in own if len(a.args) == 1), None)
    if reserve is not None:
        return decision(
            reserve,
            [
                t(
                    "it puts a Governor of its own from its Reserve into {province} (Status "
                    "{n}) (Battle; reconstruction)",
                    province=t(prov.name),
                    n=gain,
                )
            ],
        )
    moves = [(status_of(here[a.args[2]]), a) for a in own if len(a.args) == 3 and a.args[2] in here]
    low = min(moves, key=lambda x: x[0], default=None)
    if low is not None and low[0] < gain:
        return decision(
            low[1],
            [
                t(
                    "no Bust in its Reserve: it moves its Governor from {source} (Status "
                    "{low}) to {province} (Status {n}) (Battle; reconstruction)",
                    source=t(here[low[1].args[2]].name),
                    low=low[0],
                    province=t(prov.name),
                    n=gain,
                )
            ],
        )
    names = {n.lower(): n for n in s.npcs}
    ally = next((a for a in seizes if a.args[0] in names and len(a.args) == 1), None)
    if ally is not None and ally.args[0] != npc.lower():
        return decision(
            ally,
            [
                t(
                    "it puts in a Governor of {ally}'s from its Reserve: the NPCs are one "
                    "Faction (NPC Civil War; reconstruction)",
                    ally=names[ally.args[0]],
                )
            ],
        )
    return decision(
        spare,
        [
            t(
                "no Bust of its own to gain Status with, nor another NPC's in Reserve: it "
                "spares the Governor (Battle; reconstruction)"
            )
        ],
    )


def retreat(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """Among the nearest friendly Provinces: Italia, then its own of highest Status."""
    here = by_slug(board, s)
    ways = [a for a in offers if a.verb == "retreat" and a.args and a.args[0] in here]
    if not ways:
        return None

    def rank(a: Action) -> tuple[bool, bool, int]:
        r = here[a.args[0]]
        return (a.args[0] == ROME, s.governor(r.name) == npc, status_of(r))

    pick = max(ways, key=rank)
    r = here[pick.args[0]]
    if pick.args[0] == ROME:
        why = t("it retreats to Italia, which holds Rome (Winning the War; reconstruction)")
    elif s.governor(r.name) == npc:
        why = t(
            "it retreats to {province}, the Province of its own of highest Status among the "
            "nearest (Battle; reconstruction)",
            province=t(r.name),
        )
    else:
        why = t(
            "it retreats to {province}, its ally's Province of highest Status among the "
            "nearest (Battle; reconstruction)",
            province=t(r.name),
        )
    return decision(pick, [why])


POLICIES: dict[str, Policy] = {
    "raise": raise_,
    "intercept": intercept,
    "war-split": split,
    "war-redraw": redraw,
    "war-losses": fallen,
    "war-seize": seize,
    "war-retreat": retreat,
    "war-rout": table_draw,  # the beaten General's thumb: the table's at a --physical table
}

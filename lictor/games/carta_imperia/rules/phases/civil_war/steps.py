"""The Civil War at the end of an Era in which the Rubicon was crossed: Standards raised,
Factions formed, one Campaign Move each in the Order of March, the battles, and the war won.

It runs at the very start of the end of the Era (after every foreign campaign, before the
Legions go home): ``end_era`` hands over here while ``State.rubicon`` is not empty, and
the war hands back with it cleared.
"""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev, plural
from lictor.games.carta_imperia.rules.fast import replace
from lictor.games.carta_imperia.rules.phases.civil_war.common import (
    commander,
    enemies_at,
    path,
    prestige_order,
    set_army,
    set_war,
    war_of,
)
from lictor.games.carta_imperia.rules.phases.civil_war.end import end_war, finish_war, view
from lictor.games.carta_imperia.rules.phases.civil_war.losses import (
    bust_choices,
    lose_bust,
    lose_legions,
    side_order,
    split_choices,
    ways_to_lose,
)
from lictor.games.carta_imperia.rules.phases.civil_war.rulings import (
    ARMY,
    BATTLE,
    CAMPAIGNS,
    CIVIL_WAR,
    MARCH,
    RAISE,
    ROME_NAVY,
    Army,
    Clash,
    Side,
    War,
    battle,
    card_effect,
    levies,
    naval_interception,
    order_of_march,
    province_strength,
)
from lictor.games.carta_imperia.rules.phases.end_of_era.steps import close_era
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import (
    governor_of,
    province_of,
    regions,
    set_general,
    with_familia,
)

SUPPLY_SHORT = ARMY  # Raising an Army: a supply running short raises what is left


# -- Raising the Standard -------------------------------------------------------------


def standard_regions(board: Board, s: State, name: str) -> list[str]:
    """Raising the Standard: the Provinces ``name`` governs; with none, and eXpand played
    this Era, the region where its General last campaigned. Never where another Standard
    already stands (each Familia raises its Standard in a separate Province)."""
    here = regions(board, s)
    taken = {a.where for a in s.war.armies} if s.war is not None else set()
    govs = [p for p, w in s.governors if w == name and p in here and not here[p].neutral]
    if not govs and "expand" in s.familia(name).actions:
        last = dict(s.campaigned).get(name)
        govs = [last] if last is not None and last in here else []
    most = sorted(govs, key=lambda p: (-here[p].strength, p))  # the strongest offered first
    return [p for p in most if p not in taken]


def takes_part(board: Board, s: State, name: str) -> bool:
    """A Familia with neither a General nor a Governor takes no part in the war."""
    return bool(standard_regions(board, s, name))


def end_era(board: Board, s: State) -> tuple[State, E]:
    """The Era ends: first the Civil War when a Rubicon was crossed (after the campaigns,
    before the Legions go home), then the end of the Era (``end_of_era.close_era``)."""
    if s.rubicon and s.war is None:
        return begin_war(board, s)
    return close_era(board, s)


def begin_war(board: Board, s: State) -> tuple[State, E]:
    crossers = prestige_order(s, [n for n in s.names if n in s.rubicon])
    others = prestige_order(s, [n for n in s.names if n not in s.rubicon])
    s = replace(s, war=War())
    order = tuple(n for n in crossers + others if takes_part(board, s, n))
    said = [
        ev(
            f"{' and '.join(crossers)} crossed the Rubicon: Civil War at the end of Era {s.era}",
            CIVIL_WAR,
        )
    ]
    left = [n for n in s.names if n not in order]
    if left:
        said.append(
            ev(
                f"{', '.join(left)}: no General and no Governor, no part in the war",
                RAISE,
            )
        )
    if not order:
        s2, more = end_war(board, s)
        return s2, said + more
    s = replace(s, step="raise", waiting=order)
    said.append(
        ev(
            f"Raising the Standard, from {order[0]}: each Familia may raise its Standard on a "
            "Province it governs (raise PLAYER PROVINCE, or raise PLAYER none)",
            RAISE,
        )
    )
    return s, said


def raise_army(board: Board, s: State, name: str, where: str) -> tuple[State, E]:
    """Raising an Army: the Legions of Rome the General kept, the Familia's Private
    Legions, and the Standard's Province's levies, taken from the supplies."""
    here = regions(board, s)
    f = s.familia(name)
    g = s.general(name)
    rome = g.rome if g is not None else 0
    # Mules of Marius (Era VI on): Allied Legions are Private Legions - those lent to the
    # General and those the Familia holds at home serve in its army ("any Private Legions
    # under their control"); the home ones are kept after the war for 1 Auctoritas, as the
    # Mules would have made them at the Era's end
    lent = g.allied if g is not None else 0
    home = f.legions
    private = (g.private if g is not None else 0) + f.private + lent + home
    professional = (g.professional if g is not None else 0) + f.professional + home
    if g is not None:
        s = set_general(s, replace(g, rome=0, allied=0, private=0, professional=0))
    s = with_familia(s, name, private=0, professional=0, legions=0)
    said: E = []
    levy_rome = levy_private = 0
    beast = ""
    if s.governor(where) == name:  # not where a General merely campaigned
        want_rome, want_private = levies(dict(here[where].shields))
        levy_rome = min(want_rome, s.rome_supply)
        levy_private = min(want_private, s.allied_supply)
        if (levy_rome, levy_private) != (want_rome, want_private):
            said.append(
                ev(
                    f"The supply runs short: {name} raises only what is left "
                    f"({levy_rome} of {want_rome} Legions of Rome, {levy_private} of "
                    f"{want_private} Private)",
                    SUPPLY_SHORT,
                )
            )
        s = replace(
            s,
            rome_supply=s.rome_supply - levy_rome,
            allied_supply=s.allied_supply - levy_private,
        )
        beast = next((x for x in ("elephants", "cataphracts") if x in here[where].features), "")
    army = Army(
        name,
        where,
        rome=rome + levy_rome,
        private=private + levy_private,
        levy_rome=levy_rome,
        levy_private=levy_private,
        lent=lent,
        professional=professional,
        beast=beast,
    )
    w = war_of(s)
    s = set_war(s, replace(w, armies=(*w.armies, army), faction=(*w.faction, (name, name))))
    said.append(
        ev(
            f"{name} raises the Standard in {where}: {plural(army.rome, 'Legion')} of Rome, "
            f"{army.private} Private (Strength {army.strength})"
            + (f"; {where}'s {beast} may be risked on a thumb (gamble {name})" if beast else ""),
            ARMY,
        )
    )
    return s, said


def after_raising(board: Board, s: State) -> tuple[State, E]:
    if s.waiting:
        return s, []
    if not war_of(s).armies:
        return end_war(board, s)
    s = replace(s, step="war-sides", waiting=())
    return s, [
        ev(
            "Factions: declare alliances (side PLAYER LEADER), agree a Leader (lead PLAYER), "
            "play a Roman General (general PLAYER N CARD; at a --physical table general "
            "PLAYER N), risk beasts (gamble PLAYER); then: muster",
            RAISE,
        )
    ]


# -- the Order of March ---------------------------------------------------------------


def next_move(board: Board, s: State) -> tuple[State, E]:
    w = war_of(s)
    w = replace(w, marching=(), route=(), passed=(), by_sea=False, clash=None, losers=())
    s = set_war(s, w)
    seats = s.names
    stacks = []
    seen: set[str] = set()
    for a in w.standing():
        if a.name in seen:
            continue
        stack = w.stack(a.name)
        seen.update(x.name for x in stack)
        free = [x.name for x in stack if x.name not in w.moved]
        if not free:
            continue
        mover = prestige_order(s, free)[0]
        size = sum(x.legions for x in stack)
        stacks.append((size, s.familia(mover).prestige, seats.index(mover), mover))
    first = order_of_march(stacks)
    if first is None:
        return end_war(board, s)
    mover = first
    stack = w.stack(mover)
    s = replace(s, step="war-move", waiting=(mover,))
    return s, [
        ev(
            f"Order of March: {mover}'s army ({plural(sum(x.legions for x in stack), 'Legion')}"
            f" in {stack[0].where}) moves: campaign {mover} REGION (to combine or engage), "
            f"or fortify {mover}",
            CAMPAIGNS,
        )
    ]


def targets(board: Board, s: State, name: str) -> list[tuple[str, str]]:
    """Where ``name``'s army may march: (region, "combine" | "engage"), reachable ones."""
    w = war_of(s)
    me = w.army(name)
    assert me is not None
    here = regions(board, s)
    out: dict[str, str] = {}
    for a in w.standing():
        if a.where == me.where:
            continue
        out[a.where] = "combine" if w.allies(a.name, name) else "engage"
    for p, gov in s.governors:
        if p not in here or p == me.where or w.army(gov) is None:
            continue
        if out.get(p) == "engage":
            continue
        out[p] = "combine" if w.allies(gov, name) else "engage"
    return sorted(
        ((r, k) for r, k in out.items() if path(board, s, me.where, r) is not None),
        key=lambda x: (x[1] != "engage", x[0]),
    )


def begin_march(board: Board, s: State, name: str, goal: str) -> tuple[State, E]:
    w = war_of(s)
    stack = w.stack(name)
    me = w.army(name)
    assert me is not None
    found = path(board, s, me.where, goal)
    assert found is not None
    steps, sea = found
    for a in stack:
        w = w.with_army(replace(a, fortified=""))
    w = replace(
        w,
        moved=(*w.moved, name),
        marching=tuple(a.name for a in stack),
        route=steps[1:],
        passed=(),
        by_sea=False,
    )
    s = set_war(s, w)
    said = [
        ev(
            f"{name} marches on {goal} with {', '.join(a.name for a in stack)}: "
            f"{' - '.join(steps)}" + (" (across the sea)" if sea else ""),
            MARCH,
        )
    ]
    s, more = advance(board, s)
    return s, said + more


def _crosses(board: Board, s: State, a: str, b: str) -> bool:
    here = regions(board, s)
    return not board.adjacent(here[a], here[b])


def advance(board: Board, s: State) -> tuple[State, E]:
    """Marching on Campaign: step by step along the route; an enemy Standard on the way
    may intercept; at the target, battle an enemy or combine with a friend."""
    w = war_of(s)
    lead = w.marching[0]
    while w.route:
        cur = w.army(lead)
        assert cur is not None
        nxt = w.route[0]
        by_sea = w.by_sea or _crosses(board, s, cur.where, nxt)
        w = replace(w, by_sea=by_sea)
        s = set_war(s, w)
        foes = enemies_at(s, nxt, lead)
        if len(w.route) > 1:
            if foes and nxt not in w.passed:
                who = commander(s, foes)
                s = replace(s, step="intercept", waiting=(who,))
                return s, [
                    ev(
                        f"{w.marching[0]}'s march passes {nxt}: {who} may intercept it "
                        f"(intercept {who}, or ignore {who})",
                        MARCH,
                    )
                ]
            w = _move(w, nxt)
            w = replace(w, route=w.route[1:])
            s = set_war(s, w)
            continue
        # the target
        if foes:
            return open_clash(board, s, nxt, foes, "")
        gov = governor_of(s, nxt)
        if gov is not None and w.army(gov) is not None and not w.allies(gov, lead):
            return open_clash(board, s, nxt, (), province_of(s, nxt))
        w = replace(_move(w, nxt), route=())
        s = set_war(s, w)
        said = [
            ev(
                f"{', '.join(w.marching)} "
                + (
                    "reaches {} and combines" if len(w.marching) == 1 else "reach {} and combine"
                ).format(nxt),
                CAMPAIGNS,
            )
        ]
        s2, more = next_move(board, s)
        return s2, said + more
    s2, more = next_move(board, s)
    return s2, more


def _move(w: War, region: str) -> War:
    for n in w.marching:
        a = w.army(n)
        assert a is not None
        w = w.with_army(replace(a, where=region))
    return w


def icons(board: Board, s: State, leader: str) -> int:
    """Naval Supremacy: the Naval Icons a Faction controls - the Naval Ports of its
    members' Provinces, and Rome's Navy (1 Icon) for the Faction governing Italia
    (reconstruction: the rulebook does not say whose Rome's Navy is)."""
    w = war_of(s)
    here = regions(board, s)
    members = set(w.members(leader)) | {leader}
    n = sum(
        here[p].features.count("naval-port") for p, g in s.governors if g in members and p in here
    )
    rome = governor_of(s, "Roma")
    if rome is not None and rome in members:
        n += ROME_NAVY
    return n


def open_clash(
    board: Board, s: State, region: str, defenders: tuple[str, ...], province: str
) -> tuple[State, E]:
    w = war_of(s)
    naval = 0
    said: E = []
    if w.by_sea:
        mine = icons(board, s, w.leader_of(w.marching[0]))
        theirs_of = defenders[0] if defenders else s.governor(province) or ""
        theirs = icons(board, s, w.leader_of(theirs_of)) if theirs_of else 0
        naval = naval_interception(mine, theirs)
        said.append(
            ev(
                f"Naval Interception: the attackers came by sea ({plural(mine, 'Naval Icon')} "
                f"against {theirs}): -{naval} Strength",
                BATTLE,
            )
        )
    clash = Clash(
        region,
        w.marching,
        defenders,
        province=province,
        naval=naval,
        intercepted=len(w.route) > 1,
    )
    s = set_war(s, replace(w, clash=clash))
    s = replace(s, step="war-battle", waiting=())
    foe = ", ".join(defenders) if defenders else f"the Province of {province}"
    draw = "fight" if not s.physical else "fight ATTACKER-CARD DEFENDER-CARD"
    said.append(
        ev(
            f"Battle in {region}: {', '.join(w.marching)} "
            f"{'attacks' if len(w.marching) == 1 else 'attack'} {foe}; each side draws a "
            f"Late Republic Combat card ({draw})",
            BATTLE,
        )
    )
    return s, said


# -- the battle -------------------------------------------------------------------------


def draw_card(s: State, card: str | None) -> tuple[State, str]:
    """One Late Republic Combat card: the seeded deck's next, or the one the table drew."""
    deck = s.late_combat
    if not deck.draw_pile:
        deck = replace(deck, draw_pile=deck.discards, discards=(), ordered=False)
        if not s.physical:
            deck = deck.shuffled(s.seed + 11 * s.counter + 5)
    if card is None:
        card = deck.next_virtual()
    deck = deck.draw(card)
    return replace(s, late_combat=deck, counter=s.counter + 1), card


def sides(board: Board, s: State) -> tuple[Side, Side]:
    w = war_of(s)
    c = w.clash
    assert c is not None
    here = regions(board, s)
    out = []
    for i, names in enumerate((c.attackers, c.defenders)):
        card = c.cards[i]
        kind = board_card(board, card)
        effect = card_effect(card, c.redraws[i] > 0) if card else ""
        if c.disaster[i]:
            effect = "disaster"
        if i == 1 and not names:
            r = here[c.region]
            base = province_strength(r.strength, r.romanised)
            out.append(Side(base, 0, 0, card=kind, effect=effect))
            continue
        armies = [a for n in names if (a := w.army(n)) is not None]
        boss = w.army(commander(s, names))
        assert boss is not None
        out.append(
            Side(
                sum(a.strength for a in armies),
                sum(a.generalship for a in armies if not a.killed),
                0 if boss.killed else boss.generalship,
                extra=sum(
                    a.beasts + a.bonus + (3 if a.fortified == c.region else 0) for a in armies
                ),
                naval=c.naval if i == 0 else 0,
                card=kind,
                effect=effect,
            )
        )
    return out[0], out[1]


def board_card(board: Board, card: str) -> tuple[str | None, int]:
    if not card:
        return None, 0
    found = next((x for x in board.late_combat if x[0] == card), None)
    return (found[1], found[2]) if found is not None else (None, 0)


def redraws_left(s: State, i: int) -> int:
    w = war_of(s)
    c = w.clash
    assert c is not None
    names = (c.attackers, c.defenders)[i]
    if not names or c.disaster[i] or c.done[i]:
        return 0
    boss = w.army(commander(s, names))
    assert boss is not None
    return 0 if boss.killed else max(0, boss.generalship - c.redraws[i])


def after_cards(board: Board, s: State) -> tuple[State, E]:
    """Battle: each commander with Redraws left accepts the card or draws again."""
    w = war_of(s)
    c = w.clash
    assert c is not None
    for i in (0, 1):
        if redraws_left(s, i):
            names = (c.attackers, c.defenders)[i]
            who = commander(s, names)
            s = replace(s, step="war-redraw", waiting=(who,))
            return s, [
                ev(
                    f"{who} commands with {plural(redraws_left(s, i), 'Redraw')} left: accept "
                    f"{c.cards[i]} (accept {who}) or draw again (redraw {who})",
                    BATTLE,
                )
            ]
    return resolve_clash(board, s)


def resolve_clash(board: Board, s: State) -> tuple[State, E]:
    w = war_of(s)
    c = w.clash
    assert c is not None
    att, dfn = sides(board, s)
    out = battle(att, dfn)
    win_names, lose_names = (
        (c.attackers, c.defenders) if out.attacker_wins else (c.defenders, c.attackers)
    )
    side = "the attackers" if out.attacker_wins else "the defenders"
    said = [
        ev(
            f"Strength {out.attacker} (attackers) against {out.defender} (defenders): "
            f"{side} win" + (" (the attacker wins ties)" if out.attacker == out.defender else ""),
            BATTLE,
        )
    ]
    primus = s.primus
    involved = primus in c.attackers or primus in c.defenders
    winner_side = win_names or (s.governor(c.province) or "",)
    if involved and winner_side[0]:
        w = replace(w, victor=w.leader_of(winner_side[0]))
    if primus in lose_names and win_names:  # Battle: his Leader is Primus at once
        s = replace(s, primus=w.leader_of(win_names[0]))
        said.append(ev(f"{primus}, the Primus, is defeated: {s.primus} becomes Primus", BATTLE))
    w = replace(
        w,
        battles=w.battles + 1,
        losers=lose_names,
        clash=replace(c, attackers_won=out.attacker_wins),
    )
    s = set_war(s, w)
    w = replace(war_of(s), splits=((win_names, out.winner_loses), (lose_names, out.loser_loses)))
    s2, more = next_split(board, set_war(s, w))
    return s2, said + more


def next_split(board: Board, s: State) -> tuple[State, E]:
    """Battle casualties, side by side: where a side's losses can be shared more than one
    way among its armies, its commander decides (split PLAYER N...); then each army with
    both kinds of Legion says which fall (fallen PLAYER N)."""
    w = war_of(s)
    while w.splits:
        names, total = w.splits[0]
        w = replace(w, splits=w.splits[1:])
        ways = split_choices(s, names, total) if names and total else []
        if len(ways) > 1:
            who = commander(s, names)
            s = set_war(s, replace(w, splits=((names, total), *w.splits)))
            s = replace(s, step="war-split", waiting=(who,))
            order = side_order(s, names)
            return s, [
                ev(
                    f"{who} commands: how {'is' if total == 1 else 'are'} the "
                    f"{plural(total, 'Legion')} lost shared out? "
                    f"(split {who} {' '.join('N' for _ in order)}: {', '.join(order)})",
                    BATTLE,
                )
            ]
        if ways:
            order = side_order(s, names)
            w = replace(w, shares=(*w.shares, *zip(order, ways[0], strict=True)))
    s = set_war(s, w)
    return settle_shares(board, s)


def settle_shares(board: Board, s: State) -> tuple[State, E]:
    w = war_of(s)
    said: E = []
    asked = []
    for n, k in w.shares:
        ways = ways_to_lose(s, n, k)
        if len(ways) > 1:
            asked.append((n, k))
        elif k:
            s, more = lose_legions(s, n, ways[0])
            said += more
    s = set_war(s, replace(war_of(s), shares=tuple(asked)))
    if asked:
        s = replace(s, step="war-losses", waiting=tuple(n for n, _ in asked))
        said.append(
            ev(
                "Which Legions are lost? Each army says how many of them are Legions of Rome "
                f"(fallen PLAYER N): {', '.join(f'{n} {k}' for n, k in asked)}",
                BATTLE,
            )
        )
        return s, said
    s2, more = after_losses(board, s)
    return s2, said + more


def after_losses(board: Board, s: State) -> tuple[State, E]:
    """Casualties settled: each beaten General flips a thumb."""
    w = war_of(s)
    routed = tuple(n for n in w.losers if (a := w.army(n)) and not a.killed)
    if routed:
        s = replace(s, step="war-rout", waiting=routed)
        return s, [
            ev(
                f"Each beaten General flips a thumb: down, he is killed (rout PLAYER): "
                f"{', '.join(routed)}",
                BATTLE,
            )
        ]
    return after_rout(board, s)


def killed(board: Board, s: State, name: str) -> tuple[State, E]:
    """Battle: thumbs down - the General is killed: a Bust and 1 Auctoritas lost."""
    a = war_of(s).army(name)
    assert a is not None
    s = set_army(s, replace(a, killed=True))
    f = s.familia(name)
    s = with_familia(s, name, auctoritas=max(0, f.auctoritas - 1))
    said = [ev(f"{name} loses {min(1, f.auctoritas)} Auctoritas", BATTLE)]
    where = bust_choices(board, s, name)
    if len(where) > 1:
        s = replace(s, step="war-bust")
        said.append(
            ev(
                f"{name} chooses which Bust is lost "
                f"(bust {name} {' | '.join(w.lower().replace(' ', '-') for w in where)})",
                BATTLE,
            )
        )
        return s, said
    if where:
        s, more = lose_bust(s, name, where[0])
        said += more
    return s, said


def after_rout(board: Board, s: State) -> tuple[State, E]:
    """The beaten side has flipped: a Province taken may change Governor."""
    w = war_of(s)
    c = w.clash
    assert c is not None
    prov = province_of(s, c.region)
    gov = s.governor(prov)
    winners = c.attackers if c.attackers_won else c.defenders
    if gov is not None and winners and w.army(gov) is not None and not w.allies(gov, winners[0]):
        who = commander(s, winners)
        s = replace(s, step="war-seize", waiting=(who,))
        return s, [
            ev(
                f"{who} may replace {gov}'s Governor of {prov} with one of the Faction's "
                f"(seize {who} MEMBER, or spare {who})",
                BATTLE,
            )
        ]
    return after_battle(board, s)


def after_battle(board: Board, s: State) -> tuple[State, E]:
    """The beaten armies retreat or surrender, one by one."""
    w = war_of(s)
    return retreats(board, set_war(s, replace(w, retreating=w.losers)))


def retreats(board: Board, s: State) -> tuple[State, E]:
    """Battle: a beaten army with Legions left retreats to the nearest friendly Province
    (its player chooses among Provinces as near), or surrenders; with none it is destroyed."""
    w = war_of(s)
    c = w.clash
    assert c is not None
    said: E = []
    while w.retreating:
        n = w.retreating[0]
        a = w.army(n)
        assert a is not None
        if not a.legions:
            w = replace(w.with_army(replace(a, out=True)), retreating=w.retreating[1:])
            said.append(ev(f"{n}'s army is destroyed", BATTLE))
            continue
        s = set_war(s, w)
        homes = retreat_choices(board, s, n, c.region)
        if len(homes) > 1:
            s = replace(s, step="war-retreat", waiting=(n,))
            said.append(
                ev(
                    f"{n} retreats to the nearest friendly Province: "
                    f"{' or '.join(homes)} (retreat {n} PROVINCE)",
                    BATTLE,
                )
            )
            return s, said
        s, more = fall_back(s, n, homes[0] if homes else None)
        said += more
        w = war_of(s)
    s2, more = march_on(board, set_war(s, w))
    return s2, said + more


def fall_back(s: State, name: str, home: str | None) -> tuple[State, E]:
    w = war_of(s)
    a = w.army(name)
    assert a is not None
    w = replace(w, retreating=tuple(x for x in w.retreating if x != name))
    if home is None:
        w = w.with_army(replace(a, out=True))
        text = f"{name} has no friendly Province to retreat to: surrenders"
    else:
        w = w.with_army(replace(a, where=home, fortified=""))
        text = f"{name} retreats to {home}"
    return set_war(s, w), [ev(text, BATTLE)]


def march_on(board: Board, s: State) -> tuple[State, E]:
    """After the battle: a march that won goes on (If the Army was Intercepted, it can
    now complete its Move); otherwise the next army in the Order of March moves."""
    w = war_of(s)
    c = w.clash
    assert c is not None
    w = replace(w, clash=None, losers=())
    if c.attackers_won:
        w = _move(w, c.region)
        w = replace(w, route=w.route[1:], passed=(*w.passed, c.region))
        if not sum(a.legions for n in w.marching if (a := w.army(n)) is not None):
            # reconstruction: a winning march left without Legions stops where it won
            w = replace(w, route=())
        s = set_war(s, w)
        if w.route:
            return advance(board, s)
    return next_move(board, set_war(s, w))


def retreat_choices(board: Board, s: State, name: str, lost_in: str) -> list[str]:
    """Battle: the nearest friendly Provinces - those a member of the Faction governs with
    no enemy Standard on them - all as near, in alphabetical order."""
    w = war_of(s)
    a = w.army(name)
    assert a is not None
    here = regions(board, s)
    found: list[tuple[int, str]] = []
    for p, gov in s.governors:
        if p not in here or p == lost_in or w.army(gov) is None or not w.allies(gov, name):
            continue
        if enemies_at(s, p, name):
            continue
        way = path(board, s, a.where, p)
        if way is not None:
            found.append((len(way[0]), p))
    if not found:
        return []
    near = min(d for d, _ in found)
    return sorted(p for d, p in found if d == near)


__all__ = [
    "bust_choices",
    "commander",
    "end_war",
    "enemies_at",
    "finish_war",
    "lose_bust",
    "lose_legions",
    "path",
    "prestige_order",
    "set_army",
    "set_war",
    "side_order",
    "split_choices",
    "view",
    "war_of",
    "ways_to_lose",
]

"""The Civil War's campaigns: each Campaign Move (a march or fortifying), the march and its
interception, a battle's course from the cards to the losses and routs, and the retreats,
until no army can move.

Just over the house's ~400 lines, for a reason: a march and a battle call each other (a
battle ends in retreats and the march goes on), so they stay in one module rather than two
that import each other."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.phases.civil_war.clash import (
    fall_back,
    open_clash,
    redraws_left,
    retreat_choices,
    seizers,
    sides,
)
from lictor.games.carta_imperia.rules.phases.civil_war.common import (
    commander,
    enemies_at,
    path,
    prestige_order,
    set_war,
    war_of,
)
from lictor.games.carta_imperia.rules.phases.civil_war.end import end_war
from lictor.games.carta_imperia.rules.phases.civil_war.losses import (
    lose_legions,
    side_order,
    split_choices,
    ways_to_lose,
)
from lictor.games.carta_imperia.rules.phases.civil_war.rulings import (
    BATTLE,
    CAMPAIGNS,
    MARCH,
    War,
    battle,
    order_of_march,
)
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import (
    governor_of,
    province_of,
    regions,
)
from lictor.i18n import t, tn
from lictor.rules.fast import replace
from lictor.rules.ruling import RuleRef


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
            tn(
                "Order of March: {player}'s army ({n} Legion in {region}) moves: campaign "
                "{player} REGION (to combine or engage), or fortify {player}",
                "Order of March: {player}'s army ({n} Legions in {region}) moves: campaign "
                "{player} REGION (to combine or engage), or fortify {player}",
                sum(x.legions for x in stack),
                player=mover,
                region=t(stack[0].where),
            ),
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
            t(
                "{player} marches on {region} with {armies}: {route} (across the sea)",
                player=name,
                region=t(goal),
                armies=", ".join(a.name for a in stack),
                route=" - ".join(t(x) for x in steps),
            )
            if sea
            else t(
                "{player} marches on {region} with {armies}: {route}",
                player=name,
                region=t(goal),
                armies=", ".join(a.name for a in stack),
                route=" - ".join(t(x) for x in steps),
            ),
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
                return _ask(
                    s,
                    "intercept",
                    who,
                    t(
                        "{player}'s march passes {region}: {who} may intercept it "
                        "(intercept {who}, or ignore {who})",
                        player=w.marching[0],
                        region=t(nxt),
                        who=who,
                    ),
                    MARCH,
                )
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
                t(
                    "{armies} reaches {region} and combines",
                    armies=", ".join(w.marching),
                    region=t(nxt),
                )
                if len(w.marching) == 1
                else t(
                    "{armies} reach {region} and combine",
                    armies=", ".join(w.marching),
                    region=t(nxt),
                ),
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


def after_cards(board: Board, s: State) -> tuple[State, E]:
    """Battle: each commander with Redraws left accepts the card or draws again."""
    w = war_of(s)
    c = w.clash
    assert c is not None
    for i in (0, 1):
        if redraws_left(s, i):
            names = (c.attackers, c.defenders)[i]
            who = commander(s, names)
            return _ask(
                s,
                "war-redraw",
                who,
                tn(
                    "{player} commands with {n} Redraw left: accept {card} (accept {player}) or "
                    "draw again (redraw {player})",
                    "{player} commands with {n} Redraws left: accept {card} (accept {player}) or "
                    "draw again (redraw {player})",
                    redraws_left(s, i),
                    player=who,
                    card=c.cards[i],
                ),
                BATTLE,
            )
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
    said = [ev(_strengths(out.attacker, out.defender, out.attacker_wins), BATTLE)]
    primus = s.primus
    involved = primus in c.attackers or primus in c.defenders
    winner_side = win_names or (s.governor(c.province) or "",)
    if involved and winner_side[0]:
        w = replace(w, victor=w.leader_of(winner_side[0]))
    if primus in lose_names and winner_side[0]:  # Battle: his Leader is Primus at once
        # a Province defending alone wins for its Governor's Faction
        s = replace(s, primus=w.leader_of(winner_side[0]))
        said.append(
            ev(
                t(
                    "{primus}, the Primus, is defeated: {player} becomes Primus",
                    primus=primus,
                    player=s.primus,
                ),
                BATTLE,
            )
        )
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
                    tn(
                        "{player} commands: how is the {n} Legion lost shared out? "
                        "(split {player} {numbers}: {armies})",
                        "{player} commands: how are the {n} Legions lost shared out? "
                        "(split {player} {numbers}: {armies})",
                        total,
                        player=who,
                        numbers=" ".join("N" for _ in order),
                        armies=", ".join(order),
                    ),
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
                t(
                    "Which Legions are lost? Each army says how many of them are Legions of "
                    "Rome (fallen PLAYER N): {shares}",
                    shares=", ".join(f"{n} {k}" for n, k in asked),
                ),
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
                t(
                    "Each beaten General flips a thumb: down, he is killed (rout PLAYER): "
                    "{players}",
                    players=", ".join(routed),
                ),
                BATTLE,
            )
        ]
    return after_rout(board, s)


def after_rout(board: Board, s: State) -> tuple[State, E]:
    """The beaten side has flipped: a Province taken may change Governor."""
    w = war_of(s)
    c = w.clash
    assert c is not None
    prov = province_of(s, c.region)
    gov = s.governor(prov)
    winners = c.attackers if c.attackers_won else c.defenders
    # Battle: "replace the Governor of a defeated Province" - one that fought and lost:
    # defending alone, or its Governor's own army beaten there
    defeated = (not c.defenders and c.attackers_won) or gov in w.losers
    if (
        gov is not None
        and defeated
        and winners
        and w.army(gov) is not None
        and not w.allies(gov, winners[0])
        and seizers(board, s, commander(s, winners))
    ):
        who = commander(s, winners)
        return _ask(
            s,
            "war-seize",
            who,
            t(
                "{player} may replace {governor}'s Governor of {province} with one of the "
                "Faction's (seize {player} MEMBER [from PROVINCE], or spare {player})",
                player=who,
                governor=gov,
                province=t(prov),
            ),
            BATTLE,
        )
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
            said.append(ev(t("{player}'s army is destroyed", player=n), BATTLE))
            continue
        s = set_war(s, w)
        homes = retreat_choices(board, s, n, c.region)
        if len(homes) > 1:
            s = replace(s, step="war-retreat", waiting=(n,))
            said.append(
                ev(
                    t(
                        "{player} retreats to the nearest friendly Province: {choices} "
                        "(retreat {player} PROVINCE)",
                        player=n,
                        choices=t(" or ").join(t(x) for x in homes),
                    ),
                    BATTLE,
                )
            )
            return s, said
        s, more = fall_back(s, n, homes[0] if homes else None)
        said += more
        w = war_of(s)
    s2, more = march_on(board, set_war(s, w))
    return s2, said + more


def _strengths(attack: int, defence: int, attacker_wins: bool) -> str:
    """A battle's Strengths compared, and who wins."""
    if attack == defence:
        return t(
            "Strength {attack} (attackers) against {defence} (defenders): the attackers win "
            "(the attacker wins ties)",
            attack=attack,
            defence=defence,
        )
    if attacker_wins:
        return t(
            "Strength {attack} (attackers) against {defence} (defenders): the attackers win",
            attack=attack,
            defence=defence,
        )
    return t(
        "Strength {attack} (attackers) against {defence} (defenders): the defenders win",
        attack=attack,
        defence=defence,
    )


def _ask(s: State, step: str, who: str, text: str, rule: RuleRef) -> tuple[State, E]:
    """The war waits on ``who`` at ``step``, saying what he may answer."""
    return replace(s, step=step, waiting=(who,)), [ev(text, rule)]

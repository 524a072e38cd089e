"""Winning the War: the victorious Faction, the losers' price, the Legions back, the new
Primus and his choice of the purple; and the war as ``status`` shows it."""

from __future__ import annotations

from typing import Any

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.era import most_prestige
from lictor.games.carta_imperia.rules.phases.civil_war.common import (
    prestige_order,
    set_army,
    set_war,
    war_of,
)
from lictor.games.carta_imperia.rules.phases.civil_war.rulings import CIVIL_WAR, WINNING
from lictor.games.carta_imperia.rules.phases.end_of_era.steps import close_era
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import (
    add,
    governor_of,
    set_general,
    with_familia,
)
from lictor.i18n import t, tn
from lictor.rules.fast import replace


def end_war(board: Board, s: State) -> tuple[State, E]:
    """Winning the War: the winner of the last battle involving the Primus, else the
    Governor of Rome; the losers pay their casualties; the Legions go back."""
    w = war_of(s)
    said: E = []
    if w.victor:
        leader = w.victor
        said.append(
            ev(
                t("{player}'s Faction won the last battle involving the Primus", player=leader),
                WINNING,
            )
        )
    else:
        gov = governor_of(s, "Roma")
        leader = w.leader_of(gov) if gov is not None else ""
        if leader:
            said.append(
                ev(
                    t(
                        "The Primus fought no battle: {governor} governs Rome, {player}'s "
                        "Faction wins",
                        governor=str(gov),
                        player=leader,
                    ),
                    WINNING,
                )
            )
        else:
            said.append(
                ev(t("The Primus fought no battle and nobody governs Rome: nobody wins"), WINNING)
            )
    for a in w.armies:
        if not leader or w.leader_of(a.name) == leader or not a.lost:
            continue
        f = s.familia(a.name)
        d = min(f.dignitas, a.lost)
        au = min(f.auctoritas, a.lost - d)
        s = with_familia(s, a.name, dignitas=f.dignitas - d, auctoritas=f.auctoritas - au)
        said.append(
            ev(
                tn(
                    "{player} lost the war: -{dignitas} Dignitas, -{auctoritas} Auctoritas for "
                    "{n} casualty",
                    "{player} lost the war: -{dignitas} Dignitas, -{auctoritas} Auctoritas for "
                    "{n} casualties",
                    a.lost,
                    player=a.name,
                    dignitas=d,
                    auctoritas=au,
                ),
                WINNING,
            )
        )
    s, more = _legions_back(s)
    said += more
    w = replace(war_of(s), leader=leader)
    s = set_war(s, w)
    if not leader:
        return finish_war(board, s, said)
    # an Emperor on the winning side is not deposed: he stays Emperor, so Primus (Imperator),
    # even when the victorious Leader fell
    if s.emperor and w.army(s.emperor) is not None and w.allies(s.emperor, leader):
        s = replace(s, primus=s.emperor, war_primus=s.emperor, primus_by="")
        said.append(
            ev(
                t("{player}, Emperor, is on the winning side: stays Emperor", player=s.emperor),
                WINNING,
            )
        )
        return finish_war(board, s, said)
    boss = w.army(leader)
    if boss is not None and boss.killed:
        top = most_prestige({f.name: f.prestige for f in s.players})
        primus = prestige_order(s, top)[0]
        s = replace(s, primus=primus, war_primus=primus, primus_by="")
        said.append(
            ev(
                t(
                    "{leader}, the victorious Leader, was killed: {player}, the most "
                    "prestigious, becomes Primus and may not be Emperor",
                    leader=leader,
                    player=primus,
                ),
                WINNING,
            )
        )
        if s.emperor and s.emperor != primus:
            said.append(ev(t("{player} is deposed", player=s.emperor), WINNING))
            s = replace(s, emperor="")
        return finish_war(board, s, said)
    if s.emperor and s.emperor != leader:
        said.append(ev(t("{player}, Emperor, lost the war: deposed", player=s.emperor), WINNING))
        s = replace(s, emperor="")
    s = replace(s, primus=leader, war_primus=leader, primus_by="")
    if s.emperor == leader:
        said.append(
            ev(t("{player}, Emperor, wins the war and stays Primus", player=leader), WINNING)
        )
        return finish_war(board, s, said)
    s = replace(s, step="war-crown", waiting=(leader,))
    said.append(
        ev(
            t(
                "{player} becomes Primus and may declare himself Emperor (crown {player} yes|no)",
                player=leader,
            ),
            WINNING,
        )
    )
    return s, said


def _legions_back(s: State) -> tuple[State, E]:
    """After the war the levies go home to the supplies and the rest return to their
    General (or, without one, to the Familia and the Army of Rome's card); the end of
    the Era then sends them on as usual (Ending the Campaign)."""
    w = war_of(s)
    home_rome = home_private = 0
    for a in w.armies:
        home_rome += a.levy_rome
        home_private += a.levy_private
        rome, private = a.rome - a.levy_rome, a.private - a.levy_private
        lent = min(a.lent, private)  # back to the General as the Allied Legions they were
        private -= lent
        professional = min(a.professional, private)
        g = s.general(a.name)
        if g is not None:
            s = set_general(
                s,
                replace(
                    g,
                    rome=g.rome + rome,
                    allied=g.allied + lent,
                    private=g.private + private,
                    professional=g.professional + professional,
                ),
            )
        else:
            s = replace(s, rome_card=s.rome_card + rome)
            s = add(s, a.name, private=private, professional=professional)
        s = set_army(s, replace(a, rome=0, private=0, levy_rome=0, levy_private=0))
    s = replace(
        s, rome_supply=s.rome_supply + home_rome, allied_supply=s.allied_supply + home_private
    )
    if not (home_rome or home_private):
        return s, []
    return s, [
        ev(
            tn(
                "The Provinces' levies go home: {n} Legion of Rome, {private} Private",
                "The Provinces' levies go home: {n} Legions of Rome, {private} Private",
                home_rome,
                private=home_private,
            ),
            CIVIL_WAR,
        )
    ]


def finish_war(board: Board, s: State, said: E) -> tuple[State, E]:
    s = replace(s, war=None, rubicon=(), step="end", waiting=())
    s2, more = close_era(board, s)
    return s2, [*said, ev(t("The Civil War is over"), CIVIL_WAR), *more]


def view(s: State) -> dict[str, Any] | None:
    """The war for ``status``: each army, its Faction Leader, and the battle being fought."""
    w = s.war
    if w is None:
        return None
    c = w.clash
    return {
        "armies": [
            {
                "name": a.name,
                "leader": w.leader_of(a.name),
                "where": a.where,
                "rome": a.rome,
                "private": a.private,
                "generalship": a.generalship,
                "fortified": bool(a.fortified),
                "beasts": a.beasts,
                "bonus": a.bonus,
                "lost": a.lost,
                "killed": a.killed,
                "out": a.out,
                "moved": a.name in w.moved,
            }
            for a in w.armies
        ],
        "battle": None
        if c is None
        else {
            "region": c.region,
            "attackers": list(c.attackers),
            "defenders": list(c.defenders) or [c.province],
            "cards": [x for x in c.cards if x],
        },
    }

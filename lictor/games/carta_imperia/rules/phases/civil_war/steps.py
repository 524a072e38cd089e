"""The Civil War at the end of an Era in which the Rubicon was crossed: Standards raised,
Factions formed, one Campaign Move each in the Order of March, the battles, and the war won.

It runs at the very start of the end of the Era (after every foreign campaign, before the
Legions go home): ``end_era`` hands over here while ``State.rubicon`` is not empty, and
the war hands back with it cleared.
"""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev
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
    CIVIL_WAR,
    RAISE,
    Army,
    War,
    levies,
)
from lictor.games.carta_imperia.rules.phases.end_of_era.steps import close_era
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import (
    regions,
    set_general,
    with_familia,
)
from lictor.i18n import t, tn
from lictor.rules.fast import replace

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
            t(
                "{players} crossed the Rubicon: Civil War at the end of Era {era}",
                players=t(" and ").join(crossers),
                era=s.era,
            ),
            CIVIL_WAR,
        )
    ]
    left = [n for n in s.names if n not in order]
    if left:
        said.append(
            ev(
                t(
                    "{players}: no General and no Governor, no part in the war",
                    players=", ".join(left),
                ),
                RAISE,
            )
        )
    if not order:
        s2, more = end_war(board, s)
        return s2, said + more
    s = replace(s, step="raise", waiting=order)
    said.append(
        ev(
            t(
                "Raising the Standard, from {player}: each Familia may raise its Standard on a "
                "Province it governs (raise PLAYER PROVINCE, or raise PLAYER none)",
                player=order[0],
            ),
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
                    t(
                        "The supply runs short: {player} raises only what is left "
                        "({rome} of {want_rome} Legions of Rome, {private} of "
                        "{want_private} Private)",
                        player=name,
                        rome=levy_rome,
                        want_rome=want_rome,
                        private=levy_private,
                        want_private=want_private,
                    ),
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
            _raised(name, where, army, beast),
            ARMY,
        )
    )
    return s, said


def _raised(name: str, where: str, army: Army, beast: str) -> str:
    """The Standard raised: the army's Legions and Strength, and the beasts it may risk."""
    fields: dict[str, int | str] = {
        "player": name,
        "province": t(where),
        "private": army.private,
        "strength": army.strength,
    }
    if beast == "elephants":
        return tn(
            "{player} raises the Standard in {province}: {n} Legion of Rome, {private} Private "
            "(Strength {strength}); {province}'s elephants may be risked on a thumb "
            "(gamble {player})",
            "{player} raises the Standard in {province}: {n} Legions of Rome, {private} Private "
            "(Strength {strength}); {province}'s elephants may be risked on a thumb "
            "(gamble {player})",
            army.rome,
            **fields,
        )
    if beast:
        return tn(
            "{player} raises the Standard in {province}: {n} Legion of Rome, {private} Private "
            "(Strength {strength}); {province}'s cataphracts may be risked on a thumb "
            "(gamble {player})",
            "{player} raises the Standard in {province}: {n} Legions of Rome, {private} Private "
            "(Strength {strength}); {province}'s cataphracts may be risked on a thumb "
            "(gamble {player})",
            army.rome,
            **fields,
        )
    return tn(
        "{player} raises the Standard in {province}: {n} Legion of Rome, {private} Private "
        "(Strength {strength})",
        "{player} raises the Standard in {province}: {n} Legions of Rome, {private} Private "
        "(Strength {strength})",
        army.rome,
        **fields,
    )


def after_raising(board: Board, s: State) -> tuple[State, E]:
    if s.waiting:
        return s, []
    if not war_of(s).armies:
        return end_war(board, s)
    s = replace(s, step="war-sides", waiting=())
    return s, [
        ev(
            t(
                "Factions: declare alliances (side PLAYER LEADER), agree a Leader (lead PLAYER), "
                "play a Roman General (general PLAYER N CARD; at a --physical table general "
                "PLAYER N), risk beasts (gamble PLAYER); then: muster"
            ),
            RAISE,
        )
    ]


# -- the Order of March ---------------------------------------------------------------


# -- the battle -------------------------------------------------------------------------


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

"""IV. eXpand: lending Allied Legions, placing Standards, installing Governors."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT, late, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import HANNIBAL, E, cards_of, ev, plural
from lictor.games.carta_imperia.rules.common_verbs import (
    CAMPAIGN,
    SPOILS,
    _arg,
    _int,
    _region,
    _turn,
    play_event,
    refuse,
    take_bust,
)
from lictor.games.carta_imperia.rules.fast import replace
from lictor.games.carta_imperia.rules.phases.expand.casualties import _spoils
from lictor.games.carta_imperia.rules.phases.expand.steps import (
    begin_battles,
    begin_season,
    foes_now,
    forced,
    muster,
    next_battle,
)
from lictor.games.carta_imperia.rules.state import Action, Battle, State
from lictor.games.carta_imperia.rules.table import (
    adjacent_to_rome,
    invadable,
    is_roman,
    lose,
    never_governed,
    regions,
    reverse_prestige,
    set_general,
    set_governor,
)
from lictor.slugs import slug


def lend(board: Board, s: State, a: Action) -> tuple[State, E]:
    g = s.general(_arg(a, 0, "General").capitalize()) or next(
        (x for x in s.generals if x.name.lower() == a.args[0]), None
    )
    if g is None:
        raise refuse(
            "not-general",
            f"{a.args[0]} is not a General this Era ({', '.join(x.name for x in s.generals)})",
            ref("IV. eXpand", "Allied Legions offered"),
        )
    n = _int(a, 1, "number of Legions")
    if n < 1:
        raise refuse("number", "lend 1 or more Legions", INPUT)
    have = late.lendable(board, s, a.player)  # Allied; from Era VI Private ones too
    if n > have and late.mules(board, s):
        raise refuse(
            "legions",
            f"{a.player} has {plural(have, 'Legion')} to offer, cannot lend {n}",
            ref("IV. eXpand", "Allied Legions offered"),
        )
    s = late.lend_from(board, s, a.player, n)
    s = set_general(s, replace(g, allied=g.allied + n))
    return s, [
        ev(
            f"{a.player} lends {n} Allied Legions to {g.name}",
            ref("IV. eXpand", "Allied Legions offered"),
        )
    ]


def march(board: Board, s: State, a: Action) -> tuple[State, E]:
    return begin_season(board, s)


def standard(board: Board, s: State, a: Action) -> tuple[State, E]:
    g = s.general(a.player)
    if g is None:
        raise refuse(
            "not-general", f"{a.player} did not play eXpand: not a General this Era", CAMPAIGN
        )
    if not g.legions:
        raise refuse(
            "no-legions",
            f"{a.player} has no Legions left under command and cannot place a Standard",
            ref("IV. eXpand", "2a: no Standard without Legions"),
        )
    _turn(s, a, CAMPAIGN)
    target = _arg(a, 0, "target (a region, a foe such as hannibal, rome, or none)")
    foes = forced(board, s)
    names = " or ".join(f.name for f in foes)
    must = ref(foes[0].section) if foes else CAMPAIGN
    said: E = []
    # a second Standard may go against this Era's Historical Event too (only the first must)
    foe = next((f for f in foes_now(board, s) if slug(f.name) == target), None)
    extra = a.args[1:]
    if extra and (foe is None or extra[0] not in ("join", "fabian") or len(extra) > 2):
        raise refuse(
            "usage",
            f"standard {a.player} {target} takes nothing more, not {' '.join(extra)!r} "
            "(only against a Historical Event: join [GENERAL], or fabian against Hannibal)",
            INPUT,
        )
    if target == "none":
        if foes:
            raise refuse("must-fight", f"every General's first Standard goes against {names}", must)
        s, n = lose(s, a.player, "dignitas", 1)
        said.append(
            ev(
                f"{a.player} places no Standard: -{n} Dignitas for dereliction of duty",
                ref("IV. eXpand", "dereliction of duty"),
            )
        )
    elif target == "rome" and any(f.rome_instead for f in foes):
        said.append(
            ev(
                f"{a.player}'s Standard stays in Rome: it takes no part in the campaign",
                CAMPAIGN,
            )
        )
    elif foe is not None:
        if extra == ("fabian",) and foe.card == "hannibalic-war":
            return _fabian(board, s, a)
        if extra[:1] == ("fabian",):
            raise refuse(
                "usage", f"Fabian Tactics avoid only Hannibal, not {foe.name}", ref(foe.section)
            )
        join = extra[:1] == ("join",)
        battles = list(s.battles)
        mine = [i for i, b in enumerate(battles) if b.target == foe.name]
        if len(extra) == 2:  # join GENERAL: whom the Standard joins
            mine = [i for i in mine if extra[1] in (n.lower() for n in battles[i].generals)]
            if not mine:
                raise refuse(
                    "no-such-battle",
                    f"{extra[1]!r} has no Standard against {foe.name} to join",
                    ref(foe.section),
                )
        if foe.max_generals and join:
            open_ = [i for i in mine if len(battles[i].generals) < foe.max_generals]
            if not mine:
                raise refuse(
                    "no-battle",
                    f"no General has a Standard against {foe.name} yet: nothing to join "
                    f"(standard {a.player} {slug(foe.name)} starts a battle)",
                    ref(foe.section),
                )
            if not open_:
                whose = f"{extra[1].title()}'s battle" if len(extra) == 2 else "every battle"
                raise refuse(
                    "no-pair",
                    f"{whose} against {foe.name} has no room "
                    f"(at most {foe.max_generals} Generals combine)",
                    ref(foe.section),
                )
            mine = open_[-1:]
        if mine and (join or not foe.max_generals):
            i = mine[-1]
            battles[i] = replace(battles[i], generals=(*battles[i].generals, a.player))
            said.append(
                ev(
                    f"{a.player} joins {battles[i].generals[0]} against {foe.name}",
                    ref(foe.section),
                )
            )
        else:
            battles.append(Battle(foe.name, (a.player,), s.season))
            said.append(ev(f"{a.player} marches against {foe.name}", ref(foe.section)))
        s = replace(s, battles=tuple(battles))
    elif board.foe_named(target.title()) is not None or target == "rome":
        raise refuse(
            "no-foe",
            f"{target!r} is not a target now (a General marches only against a Historical "
            "Event of this Era that calls for it)",
            CAMPAIGN,
        )
    else:
        if foes:
            raise refuse("must-fight", f"every General's first Standard goes against {names}", must)
        region = _region(board, s, target)
        here = regions(board, s)
        r = here[region]
        if not invadable(r):
            raise refuse(
                "neutral",
                f"{region} is Neutral territory without Barbarians: nothing to invade",
                ref("Neutral Territory"),
            )
        if is_roman(s, r) and region not in s.rebels and not never_governed(board, s, r):
            raise refuse("roman", f"{region} is Roman territory", CAMPAIGN)
        via = ""
        earlier = [t for t in [b.target for b in s.battles] + list(s.defeated) if t in here]
        if not (adjacent_to_rome(board, s, r) or "naval-port" in r.features):
            beyond = [t for t in earlier if board.adjacent(r, here[t])]
            if not beyond:
                raise refuse(
                    "not-adjacent",
                    f"{region} is not adjacent to Roman territory and has no Naval icon",
                    ref("IV. eXpand", "2b: adjacent to Roman territory"),
                )
            via = "" if beyond[0] in s.defeated else beyond[0]
        battles = list(s.battles)
        same = [i for i, b in enumerate(battles) if b.target == region]
        if same:
            i = same[0]
            battles[i] = replace(battles[i], generals=(*battles[i].generals, a.player))
            said.append(
                ev(
                    f"{a.player} joins {battles[i].generals[0]} against {region}",
                    ref("IV. eXpand", "2c: combined forces"),
                )
            )
        else:
            battles.append(Battle(region, (a.player,), s.season, via=via))
            said.append(
                ev(
                    f"{a.player} places a Standard on {region}"
                    + (f" (beyond {via})" if via else ""),
                    CAMPAIGN,
                )
            )
        s = replace(s, battles=tuple(battles))
    return _placed(board, s, said)


def _placed(board: Board, s: State, said: E) -> tuple[State, E]:
    """A General's Standard is placed: the next General's turn, or the season's battles."""
    s = replace(s, waiting=s.waiting[1:])
    if s.waiting:
        return s, said
    s, more = begin_battles(board, s)
    return s, said + more


def _fabian(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Scenario I, Hannibal: Fabian Tactics avoids the battle but uses the Standard and
    counts as opposing him (the Draft Event is played from the General's hand)."""
    s = play_event(s, a.player, "fabian-tactics", HANNIBAL, "Fabian Tactics")
    said = [
        ev(
            f"{a.player} plays Fabian Tactics: the Standard opposes Hannibal without a battle",
            HANNIBAL,
        )
    ]
    return _placed(board, s, said)


def install(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, SPOILS)
    b = s.battles[s.current]
    holder = s.governor(b.target)
    if holder is not None:
        raise refuse("governed", f"{b.target} already has a Governor ({holder}): decline", SPOILS)
    s, said = take_bust(board, s, a.player, a.args)
    s = set_governor(s, b.target, a.player)
    said = [*said, ev(f"{a.player} installs a Governor in {b.target}", SPOILS)]
    s, more = _spoils(replace(s, spoils=0), b, s.spoils, a.player)
    s2, rest = next_battle(board, s)
    return s2, said + more + rest


def decline(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, SPOILS)
    b = s.battles[s.current]
    s = replace(s, waiting=s.waiting[1:])
    said = [ev(f"{a.player} installs no Governor", SPOILS)]
    if s.waiting:
        return s, said
    said.append(ev(f"{b.target} is defeated but unconquered", SPOILS))
    s, more = _spoils(replace(s, spoils=0), b, s.spoils, "")
    s2, rest = next_battle(board, s)
    return s2, said + more + rest


def order(board: Board, s: State, a: Action) -> tuple[State, E]:
    """IV. eXpand: "In a tie, the Primus decides who goes first" - the Primus gives the
    Generals' order, least Prestige first, tied Generals in the order of their choice."""
    rule = ref("IV. eXpand", "in a tie, the Primus decides who goes first")
    _turn(s, a, rule)
    generals = reverse_prestige(s, cards_of(s, "expand"))
    named = []
    for text in a.args:
        who = next((n for n in generals if n.lower() == text.lower()), None)
        if who is None:
            raise refuse(
                "not-general", f"{text!r} is not a General this Era ({', '.join(generals)})", rule
            )
        named.append(who)
    if sorted(named) != sorted(generals):
        raise refuse("usage", f"name every General once: {' '.join(generals)}", INPUT)
    prestige = [s.familia(n).prestige for n in named]
    if prestige != sorted(prestige):
        raise refuse(
            "prestige",
            "the Generals go least Prestige first; only tied Generals are the Primus's to order",
            rule,
        )
    s, said = muster(board, s, tuple(named))
    return s, [ev(f"{a.player}, the Primus, orders the Generals: {', '.join(named)}", rule), *said]

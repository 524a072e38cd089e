"""IV. eXpand: lending Allied Legions, placing Standards (the Governors installed and the
Generals ordered by the Primus: spoils.py)."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT, late, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import HANNIBAL, E, ev
from lictor.games.carta_imperia.rules.common_verbs import (
    CAMPAIGN,
    _arg,
    _int,
    _region,
    _turn,
    play_event,
    refuse,
)
from lictor.games.carta_imperia.rules.phases.expand import support
from lictor.games.carta_imperia.rules.phases.expand.steps import (
    begin_battles,
    begin_season,
    foes_now,
    forced,
    open_muster,
)
from lictor.games.carta_imperia.rules.state import Action, Battle, State
from lictor.games.carta_imperia.rules.table import (
    adjacent_to_rome,
    invadable,
    is_roman,
    lose,
    never_governed,
    regions,
    set_general,
)
from lictor.i18n import t, tn
from lictor.rules.fast import replace
from lictor.slugs import slug


def lend(board: Board, s: State, a: Action) -> tuple[State, E]:
    g = s.general(_arg(a, 0, "General").capitalize()) or next(
        (x for x in s.generals if x.name.lower() == a.args[0]), None
    )
    if g is None:
        raise refuse(
            "not-general",
            t(
                "{player} is not a General this Era ({generals})",
                player=a.args[0],
                generals=", ".join(x.name for x in s.generals),
            ),
            ref("IV. eXpand", "Allied Legions offered"),
        )
    n = _int(a, 1, "number of Legions")
    if n < 1:
        raise refuse("number", t("lend 1 or more Legions"), INPUT)
    have = late.lendable(board, s, a.player)  # Allied; from Era VI Private ones too
    if n > have:  # said as a loan, whatever the Era (not as a loss)
        raise refuse(
            "legions",
            tn(
                "{player} has {n} Legion to offer, cannot lend {asked}",
                "{player} has {n} Legions to offer, cannot lend {asked}",
                have,
                player=a.player,
                asked=n,
            ),
            ref("IV. eXpand", "Allied Legions offered"),
        )
    s = late.lend_from(board, s, a.player, n)
    s = set_general(s, replace(g, allied=g.allied + n))
    return s, [
        ev(
            tn(
                "{player} lends {n} Allied Legions to {general}",
                "{player} lends {n} Allied Legions to {general}",
                n,
                player=a.player,
                general=g.name,
            ),
            ref("IV. eXpand", "Allied Legions offered"),
        )
    ]


def march(board: Board, s: State, a: Action) -> tuple[State, E]:
    return begin_season(board, s)


def standard(board: Board, s: State, a: Action) -> tuple[State, E]:
    g = s.general(a.player)
    if g is None:
        raise refuse(
            "not-general",
            t("{player} did not play eXpand: not a General this Era", player=a.player),
            CAMPAIGN,
        )
    if not g.legions:
        raise refuse(
            "no-legions",
            t(
                "{player} has no Legions left under command and cannot place a Standard",
                player=a.player,
            ),
            ref("IV. eXpand", "2a: no Standard without Legions"),
        )
    _turn(s, a, CAMPAIGN)
    target = _arg(a, 0, "target (a region, a foe such as hannibal, rome, or none)")
    support.kept_word(s, a, target)
    foes = forced(board, s)
    names = t(" or ").join(t(f.name) for f in foes)
    must = ref(foes[0].section) if foes else CAMPAIGN
    said: E = []
    # a second Standard may go against this Era's Historical Event too (only the first must)
    foe = next((f for f in foes_now(board, s) if slug(f.name) == target), None)
    extra = a.args[1:]
    if extra and (foe is None or extra[0] not in ("join", "fabian") or len(extra) > 2):
        raise refuse(
            "usage",
            t(
                "standard {player} {target} takes nothing more, not {extra} "
                "(only against a Historical Event: join [GENERAL], or fabian against Hannibal)",
                player=a.player,
                target=target,
                extra=repr(" ".join(extra)),
            ),
            INPUT,
        )
    if target == "none":
        if foes:
            raise refuse(
                "must-fight",
                t("every General's first Standard goes against {foes}", foes=names),
                must,
            )
        s, n = lose(s, a.player, "dignitas", 1)
        said.append(
            ev(
                t(
                    "{player} places no Standard: -{n} Dignitas for dereliction of duty",
                    player=a.player,
                    n=n,
                ),
                ref("IV. eXpand", "dereliction of duty"),
            )
        )
    elif target == "rome" and any(f.rome_instead for f in foes):
        said.append(
            ev(
                t(
                    "{player}'s Standard stays in Rome: it takes no part in the campaign",
                    player=a.player,
                ),
                CAMPAIGN,
            )
        )
    elif foe is not None:
        if extra == ("fabian",) and foe.card == "hannibalic-war":
            return _fabian(board, s, a)
        if extra[:1] == ("fabian",):
            raise refuse(
                "usage",
                t("Fabian Tactics avoid only Hannibal, not {foe}", foe=t(foe.name)),
                ref(foe.section),
            )
        join = extra[:1] == ("join",)
        battles = list(s.battles)
        mine = [i for i, b in enumerate(battles) if b.target == foe.name]
        if len(extra) == 2:  # join GENERAL: whom the Standard joins
            mine = [i for i in mine if extra[1] in (n.lower() for n in battles[i].generals)]
            if not mine:
                raise refuse(
                    "no-such-battle",
                    t(
                        "{general} has no Standard against {foe} to join",
                        general=repr(extra[1]),
                        foe=t(foe.name),
                    ),
                    ref(foe.section),
                )
        if foe.max_generals and join:
            open_ = [i for i in mine if len(battles[i].generals) < foe.max_generals]
            if not mine:
                raise refuse(
                    "no-battle",
                    t(
                        "no General has a Standard against {foe} yet: nothing to join "
                        "(standard {player} {word} starts a battle)",
                        foe=t(foe.name),
                        player=a.player,
                        word=slug(foe.name),
                    ),
                    ref(foe.section),
                )
            if not open_:
                if len(extra) == 2:
                    why = t(
                        "{general}'s battle against {foe} has no room "
                        "(at most {n} Generals combine)",
                        general=extra[1].title(),
                        foe=t(foe.name),
                        n=foe.max_generals,
                    )
                else:
                    why = t(
                        "every battle against {foe} has no room (at most {n} Generals combine)",
                        foe=t(foe.name),
                        n=foe.max_generals,
                    )
                raise refuse("no-pair", why, ref(foe.section))
            mine = open_[-1:]
        if mine and (join or not foe.max_generals):
            i = mine[-1]
            battles[i] = replace(battles[i], generals=(*battles[i].generals, a.player))
            said.append(
                ev(
                    t(
                        "{player} joins {general} against {target}",
                        player=a.player,
                        general=battles[i].generals[0],
                        target=t(foe.name),
                    ),
                    ref(foe.section),
                )
            )
        else:
            battles.append(Battle(foe.name, (a.player,), s.season))
            said.append(
                ev(
                    t("{player} marches against {foe}", player=a.player, foe=t(foe.name)),
                    ref(foe.section),
                )
            )
        s = replace(s, battles=tuple(battles))
    elif board.foe_named(target.title()) is not None or target == "rome":
        beaten = board.foe_named(target.title())
        if beaten is not None and beaten.name in s.defeated and beaten.card in s.events:
            raise refuse(
                "beaten",
                t(
                    "{foe} is defeated this Era: a beaten foe is not fought again "
                    "(reading defeated_foe: once)",
                    foe=t(beaten.name),
                ),
                CAMPAIGN,
            )
        raise refuse(
            "no-foe",
            t(
                "{target} is not a target now (a General marches only against a Historical "
                "Event of this Era that calls for it)",
                target=repr(target),
            ),
            CAMPAIGN,
        )
    else:
        if foes:
            raise refuse(
                "must-fight",
                t("every General's first Standard goes against {foes}", foes=names),
                must,
            )
        region = _region(board, s, target)
        here = regions(board, s)
        r = here[region]
        if not invadable(r):
            raise refuse(
                "neutral",
                t(
                    "{region} is Neutral territory without Barbarians: nothing to invade",
                    region=t(region),
                ),
                ref("Neutral Territory"),
            )
        if is_roman(s, r) and region not in s.rebels and not never_governed(board, s, r):
            raise refuse("roman", t("{region} is Roman territory", region=t(region)), CAMPAIGN)
        via = ""
        earlier = [t for t in [b.target for b in s.battles] + list(s.defeated) if t in here]
        if not (adjacent_to_rome(board, s, r) or "naval-port" in r.features):
            beyond = [t for t in earlier if board.adjacent(r, here[t])]
            if not beyond:
                raise refuse(
                    "not-adjacent",
                    t(
                        "{region} is not adjacent to Roman territory and has no Naval icon",
                        region=t(region),
                    ),
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
                    t(
                        "{player} joins {general} against {target}",
                        player=a.player,
                        general=battles[i].generals[0],
                        target=t(region),
                    ),
                    ref("IV. eXpand", "2c: combined forces"),
                )
            )
        else:
            battles.append(Battle(region, (a.player,), s.season, via=via))
            said.append(
                ev(
                    t(
                        "{player} places a Standard on {region} (beyond {via})",
                        player=a.player,
                        region=t(region),
                        via=t(via),
                    )
                    if via
                    else t(
                        "{player} places a Standard on {region}", player=a.player, region=t(region)
                    ),
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
            t(
                "{player} plays Fabian Tactics: the Standard opposes Hannibal without a battle",
                player=a.player,
            ),
            HANNIBAL,
        )
    ]
    return _placed(board, s, said)


def answer_support(board: Board, s: State, a: Action) -> tuple[State, E]:
    """``support PLAYER NPC`` / ``refuse PLAYER NPC``: the Player's answer to the NPC
    General asking for his support (Solo & 2-Player Addenda, NPC eXpand a; support.py)."""
    asked = support.pending(s)
    if asked is None or asked.player != a.player:
        raise refuse("not-asked", t("{player} is not asked for support now", player=a.player),
                     support.ASKING)  # fmt: skip
    word = _arg(a, 0, "NPC")
    if word != asked.npc.lower():
        raise refuse(
            "wrong-npc",
            t(
                "{npc} asks {player} for support, not {word} (`{verb} {player} {slug}`)",
                npc=asked.npc,
                player=a.player,
                word=repr(word),
                verb=a.verb,
                slug=asked.npc.lower(),
            ),
            support.ASKING,
        )
    kind = support.SUPPORT if a.verb == "support" else support.NO_SUPPORT
    s = replace(
        s,
        promises=tuple(replace(p, kind=kind) if p is asked else p for p in s.promises),
        waiting=(),
    )
    region = t(asked.about)
    if kind == support.SUPPORT:
        text = t(
            "{player} will support {npc} against {region}: both Standards go there, the first "
            "placed commands, the Dignitas won is split evenly (NPC eXpand a)",
            player=a.player,
            npc=asked.npc,
            region=region,
        )
    else:
        text = t(
            "{player} refuses to support {npc} against {region}: {npc} goes on down its list "
            "(buying Legions, the Professional Army, joining another invasion, the weakest "
            "region) (NPC eXpand)",
            player=a.player,
            npc=asked.npc,
            region=region,
        )
    s, more = open_muster(board, s)
    return s, [ev(text, support.ASKING), *more]

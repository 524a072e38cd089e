"""IV. eXpand: the Generals, the Legions of Rome shared out, the campaign seasons and battles."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lictor.games.carta_imperia.rules import late, ref
from lictor.games.carta_imperia.rules.board import Board, Foe
from lictor.games.carta_imperia.rules.common_steps import E, cards_of, ev, revealing, tied
from lictor.games.carta_imperia.rules.phases.expand import support
from lictor.games.carta_imperia.rules.state import General, Promise, State
from lictor.games.carta_imperia.rules.table import battles_with, regions, reverse_prestige
from lictor.i18n import N_, said_section, t, tn
from lictor.lazy import lazy_function
from lictor.rules.fast import replace
from lictor.rules.game import Event

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.extralegal.steps import begin_extralegal
else:  # the next phase's steps, imported when the game reaches it (issue 27)
    begin_extralegal = lazy_function(
        "lictor.games.carta_imperia.rules.phases.extralegal.steps:begin_extralegal"
    )

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.endgame.steps import game_over
else:
    game_over = lazy_function("lictor.games.carta_imperia.rules.phases.endgame.steps:game_over")


@revealing("expand")
def begin_expand(board: Board, s: State) -> tuple[State, E]:
    generals = reverse_prestige(s, cards_of(s, "expand"))
    if generals and tied(s, generals):
        s = replace(s, step="order", waiting=(s.primus,))
        return s, [
            ev(
                t(
                    "Generals tie on Prestige: {primus}, the Primus, says who goes first "
                    "(order {primus} GENERAL...; offered first: {generals})",
                    primus=s.primus,
                    generals=" ".join(generals),
                ),
                ref("IV. eXpand", "in a tie, the Primus decides who goes first"),
            )
        ]
    return muster(board, s, generals)


UNOPPOSED = N_("nobody played eXpand against {foe}: he defeats Rome and everybody loses")


def said_unopposed(foe: Foe) -> str:
    """Why Rome fell to a foe nobody opposed, in the language now spoken."""
    return t(UNOPPOSED, foe=t(foe.name))


def unopposed_spared(foe: Foe) -> Event:
    """Nobody opposed ``foe`` outside the scenario printing his rule: Rome stands."""
    return ev(
        t(
            "nobody played eXpand against {foe}: Rome falls to him unopposed only in the "
            "scenario of {section}, not in this game (reading unopposed_foe: scenario-only)",
            foe=t(foe.name),
            section=said_section(foe.section),
        ),
        ref("IV. eXpand", "March on Campaign"),
    )


def unopposed_loses(board: Board, foe: Foe) -> bool:
    """Whether nobody opposing ``foe`` defeats Rome in this game: his rule, in every game he
    is drawn in or only in the scenario printing it (the labelled reading ``unopposed_foe``:
    the core's eXpand sends "for more information on Hannibal" to Scenario I's page)."""
    if not foe.unopposed_loses:
        return False
    if board.reading("unopposed_foe") == "every-game":
        return True
    return board.scenario.section.split(":")[0] == foe.section.split(":")[0]


def muster(board: Board, s: State, generals: tuple[str, ...]) -> tuple[State, E]:
    """IV. eXpand 1a: in reverse order of Prestige (the order given), the Legions of Rome
    are dealt to the Generals one at a time."""
    if not generals:
        spared: E = []
        for foe in foes_now(board, s):
            if unopposed_loses(board, foe):
                return game_over(
                    s,
                    "rome-falls",
                    (),
                    UNOPPOSED.format(foe=foe.name),
                    ref(foe.section),
                    said=said_unopposed(foe),
                )
            if foe.unopposed_loses:  # the table's reading keeps the rule to its scenario
                spared.append(unopposed_spared(foe))
        s, more = begin_extralegal(board, s)
        return s, spared + more
    gs = [
        General(n, private=s.familia(n).private, professional=s.familia(n).professional)
        for n in generals
    ]
    s = replace(
        s,
        players=tuple(
            replace(f, private=0, professional=0) if f.name in generals else f for f in s.players
        ),
    )
    rome = s.rome_card
    i = 0
    while rome:
        g = gs[i % len(gs)]
        gs[i % len(gs)] = replace(g, rome=g.rome + 1)
        rome -= 1
        i += 1
    s = replace(s, generals=tuple(gs), rome_card=0, season=1, battles=(), current=-1)
    said = [
        ev(
            t(
                "Generals, least Prestige first: {generals}",
                generals=", ".join(
                    tn(
                        "{general} ({n} Legions of Rome)",
                        "{general} ({n} Legions of Rome)",
                        g.rome,
                        general=g.name,
                    )
                    for g in gs
                ),
            ),
            ref("IV. eXpand", "share out the Legions of Rome"),
        )
    ]
    s, more = open_muster(board, s)
    return s, said + more


def open_muster(board: Board, s: State) -> tuple[State, E]:
    """IV. eXpand 1b, once the Legions of Rome are shared: an NPC General asking a Player
    for support first (Solo & 2-Player Addenda, NPC eXpand a: support.py), then the Allied
    Legions offered, or the first campaign season."""
    said: E = []
    ask = support.next_ask(board, s)
    if ask is not None:
        s = replace(
            s,
            step="support",
            waiting=(ask.player,),
            promises=(
                *s.promises,
                Promise(ask.npc, ask.player, support.ASKED, s.era, ask.region.name),
            ),
        )
        return s, [ev(support.said_ask(ask), support.ASKING)]
    if any(late.lendable(board, s, f.name) for f in s.players):  # Era VI: Private ones too
        s = replace(s, step="lend", waiting=())
        said.append(
            ev(
                t(
                    "Players may offer Allied Legions to any General (lend PLAYER GENERAL N); "
                    "then: march"
                ),
                ref("IV. eXpand", "Allied Legions offered"),
            )
        )
        return s, said
    s, more = begin_season(board, s)
    return s, said + more


def foes_now(board: Board, s: State) -> list[Foe]:
    """This Era's Historical Events that take the Generals' first Standards, but a foe
    beaten this Era (the reading ``defeated_foe``; Hannibal is never reduced)."""
    again = board.reading("defeated_foe") == "fights-again"
    return [
        f
        for f in (board.foe(e) for e in s.events)
        if f is not None and (again or f.unbeaten or f.name not in s.defeated)
    ]


def forced(board: Board, s: State) -> list[Foe]:
    """The foes a Standard must march against now (each General's first one)."""
    return foes_now(board, s) if s.season == 1 else []


def begin_season(board: Board, s: State) -> tuple[State, E]:
    order = tuple(g.name for g in s.generals if g.legions > 0)
    if not order:
        return begin_extralegal(board, s)
    s = replace(s, step="standard", waiting=order, battles=(), current=-1)
    foes = forced(board, s)
    if foes:
        text = t(
            "Campaign season {season}: each General places a Standard on {foes} "
            "(standard GENERAL TARGET, or none)",
            season=s.season,
            foes=t(" or ").join(t(f.name) for f in foes),
        )
    else:
        text = t(
            "Campaign season {season}: each General places a Standard on a Region "
            "(standard GENERAL TARGET, or none)",
            season=s.season,
        )
    return s, [
        ev(
            text,
            ref("IV. eXpand", "March on Campaign"),
        )
    ]


def begin_battles(board: Board, s: State) -> tuple[State, E]:
    return next_battle(board, replace(s, current=-1))


def next_battle(board: Board, s: State) -> tuple[State, E]:
    i = s.current + 1
    if i >= len(s.battles):
        if s.season == 1:
            s = replace(s, season=2)
            return begin_season(board, s)
        return begin_extralegal(board, s)
    s = replace(s, current=i, step="battle", waiting=())
    b = s.battles[i]
    if b.via and b.via not in s.defeated:
        s = replace(s, battles=battles_with(s, i, replace(b, result="cancelled")))
        more = [
            ev(
                t(
                    "The march on {target} is cancelled: {via} was not defeated first "
                    "(no Dignitas lost)",
                    target=t(b.target),
                    via=t(b.via),
                ),
                ref("IV. eXpand", "invading beyond"),
            )
        ]
        s2, rest = next_battle(board, s)
        return s2, more + rest
    return s, [
        ev(
            t(
                "Battle for {target}: {generals}",
                target=t(b.target),
                generals=", ".join(b.generals),
            ),
            ref("How to Fight a Campaign"),
        )
    ]


def needs_elephant_flip(board: Board, s: State) -> bool:
    b = s.battles[s.current]
    foe = board.foe_named(b.target)
    if foe is not None:
        return "elephants" in foe.features
    r = regions(board, s).get(b.target)
    return r is not None and "elephants" in r.features

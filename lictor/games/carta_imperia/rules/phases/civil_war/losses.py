"""A Civil War battle's losses: how a side's casualties can be shared among its armies and
which Legions each can lose; a killed General's Bust."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.phases.civil_war.common import commander, set_war, war_of
from lictor.games.carta_imperia.rules.phases.civil_war.rulings import BATTLE
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import (
    add,
    regions,
    set_governor,
)
from lictor.i18n import t, tn
from lictor.rules.fast import replace


def side_order(s: State, names: tuple[str, ...]) -> list[str]:
    """A side's armies, its commander's first."""
    boss = commander(s, names)
    return [boss, *[n for n in names if n != boss]]


def split_choices(s: State, names: tuple[str, ...], total: int) -> list[tuple[int, ...]]:
    """Casualties: every way the commander can share ``total`` losses among the side's
    armies (in ``side_order``), the commander's own army first as the default."""
    w = war_of(s)
    sizes = [a.legions for n in side_order(s, names) if (a := w.army(n)) is not None]
    total = min(total, sum(sizes))
    out: list[tuple[int, ...]] = []

    def fill(i: int, left: int, acc: tuple[int, ...]) -> None:
        if len(out) >= 24:
            return
        if i == len(sizes):
            if not left:
                out.append(acc)
            return
        for k in range(min(sizes[i], left), -1, -1):
            fill(i + 1, left - k, (*acc, k))

    fill(0, total, ())
    return out


def ways_to_lose(s: State, name: str, k: int) -> list[tuple[int, int]]:
    """Battle: the ways ``name``'s army can lose ``k`` Legions, as (of Rome, Private) - the
    default first: Private Legions before the Legions of Rome (worth 2 each)."""
    a = war_of(s).army(name)
    assert a is not None
    k = min(k, a.legions)
    low, high = max(0, k - a.private), min(a.rome, k)
    return [(r, k - r) for r in range(low, high + 1)]


def lose_legions(s: State, name: str, way: tuple[int, int]) -> tuple[State, E]:
    """Lost Legions go to the supplies; a Province's levies are lost before the Familia's
    own (reconstruction)."""
    rome, private = way
    w = war_of(s)
    a = w.army(name)
    assert a is not None
    a = replace(
        a,
        private=a.private - private,
        rome=a.rome - rome,
        levy_private=max(0, a.levy_private - private),
        levy_rome=max(0, a.levy_rome - rome),
        lost=a.lost + rome + private,
    )
    s = set_war(s, w.with_army(a))
    s = replace(s, rome_supply=s.rome_supply + rome, allied_supply=s.allied_supply + private)
    k = rome + private
    return s, [
        ev(
            tn(
                "{player} loses {n} Legion ({private} Private, {rome} of Rome)",
                "{player} loses {n} Legions ({private} Private, {rome} of Rome)",
                k,
                player=name,
                private=private,
                rome=rome,
            ),
            BATTLE,
        )
    ]


def bust_choices(board: Board, s: State, name: str) -> list[str]:
    """Where a killed General's Bust comes from: the Reserve first, then each Province,
    fewest shields first."""
    here = regions(board, s)
    govs = sorted((here[p].strength, p) for p, w in s.governors if w == name and p in here)
    return (["reserve"] if s.familia(name).reserve else []) + [p for _, p in govs]


def lose_bust(s: State, name: str, where: str) -> tuple[State, E]:
    if where == "reserve":
        s = add(s, name, reserve=-1, stock=1)
        text = t("{player}'s General is killed: a Bust from Reserve goes to Stock", player=name)
    else:
        s = add(set_governor(s, where, None), name, stock=1)
        text = t(
            "{player}'s General is killed: the Governor of {province} goes to Stock",
            player=name,
            province=t(where),
        )
    return s, [ev(text, BATTLE)]

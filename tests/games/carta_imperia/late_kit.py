"""A game at the start of Era V as Scenario II sets it up (Scenario II: Fall of the
Republic, Setup), built directly: the setup procedure of that scenario is another phase's."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import bust_count, regions, set_governor
from tests.games.carta_imperia.referee_kit import G, seats

NAMES = ("Ann", "Ben", "Cy", "Dee", "Eve", "Fay")
# the Provinces the 12 Busts go to, in turn: Italy first, then overseas by reach
PLACES = ("Etruria", "Samnium", "Volsci", "Tarentum", "Sardinia", "Gallia", "Ligures",
          "Bruttium", "Sicilia", "Carthago", "Veneti", "Hispania Citerior")  # fmt: skip


def fall_of_the_republic(
    players: int = 3, seed: int = 1, physical: bool = False, **changes: Any
) -> State:
    """Era V, the Primus to choose the direction: 12 Busts placed in turn, 1 Dignitas per
    shield governed (5 with none), no Draft Events, the Primus the most prestigious (ties
    to the Governor of Italia's lands, else the first in seat order)."""
    names = NAMES[:players]
    s = G.setup(seats(*names), seed, physical, {"scenario": "fall-of-the-republic"})
    board = s.board
    assert board is not None and board.scenario.id == "fall-of-the-republic"
    s = replace(
        s,
        players=tuple(
            replace(f, dignitas=0, hand=(), draft=(), draft_count=0, start_card="")
            for f in s.players
        ),
        governors=(),
    )
    for i, place in enumerate(PLACES):
        who = names[i % players]
        f = s.familia(who)
        s = set_governor(s, place, who)
        s = replace(
            s, players=tuple(replace(x, stock=x.stock - 1) if x is f else x for x in s.players)
        )
    here = regions(board, s)
    gains = {n: sum(here[p].strength for p, w in s.governors if w == n) for n in names}
    s = replace(
        s,
        players=tuple(replace(f, dignitas=gains[f.name] or 5) for f in s.players),
    )
    top = max(f.prestige for f in s.players)
    primus = next(f.name for f in s.players if f.prestige == top)
    s = replace(s, era=5, primus=primus, step="direction", waiting=(primus,), **changes)
    for n in names:
        assert bust_count(s, n) == board.busts
    return s


def board_of(s: State) -> Board:
    assert s.board is not None
    return s.board

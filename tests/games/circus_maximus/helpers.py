"""Positions for Circus Maximus tests, written in the printed hex ids."""

from __future__ import annotations

from dataclasses import replace

import pytest

from lictor.games.circus_maximus.rules.game import CircusGame
from lictor.games.circus_maximus.rules.order import movement_order
from lictor.games.circus_maximus.rules.state import NOWHERE, State, chariot_index
from lictor.rules.game import Seats, apply_checked
from lictor.rules.violation import IllegalAction

G = CircusGame()
T = G.track
TWO = Seats((("red", "Ann"), ("blue", "Ben")))


def start(seats: Seats = TWO, **options: object) -> State:
    return G.setup(seats, 0, False, G.check_options(options))


def race(
    where: dict[str, str],
    *,
    lapped: tuple[str, ...] = (),
    seats: Seats = TWO,
    **options: object,
) -> State:
    """Round 1 with every chariot on the hex named (``F...``: in the finish area, in the
    order named); ``lapped`` chariots have done their lap."""
    s = start(seats, **options)
    hexes = [NOWHERE] * len(s.hexes)
    progress = [0.0] * len(s.hexes)
    places = [0] * len(s.hexes)
    for name, hex_id in where.items():
        c = chariot_index(s.colours, name)
        h = T.by_id[hex_id]
        hexes[c] = h
        progress[c] = T.hexes[h].along + (T.loop if name in lapped else 0.0)
        if hex_id.startswith("F"):
            places[c] = max(places) + 1
            progress[c] = T.loop
    assert NOWHERE not in hexes, "name every chariot"
    s = replace(
        s, hexes=tuple(hexes), progress=tuple(progress), places=tuple(places), round=1, turn=0
    )
    return replace(s, order=movement_order(T, s))


def play(s: State, *lines: str) -> State:
    for line in lines:
        s, _ = apply_checked(G, s, G.parse(s, line.split()))
    return s


def refused(s: State, line: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        apply_checked(G, s, G.parse(s, line.split()))
    return info.value


def order(s: State) -> list[str]:
    return [f"{s.colours[c // 3]}-{c % 3 + 1}" for c in s.order]


def hex_of(s: State, name: str) -> str:
    return T.hexes[s.hexes[chariot_index(s.colours, name)]].id

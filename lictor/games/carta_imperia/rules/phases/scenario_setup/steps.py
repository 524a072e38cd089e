"""Scenario II's setup: the Player Order drawn, the Busts placed in turn (a Governor, a
Romanisation or a Reform each), the Dignitas their shields bring, the conversions at the
Emporia; then the Events Draft as in every scenario (Scenario II: Fall of the Republic,
Setup).

The rulebook leaves some words open; the pack's scenario data holds lictor's reading
(``setup_italy``, ``setup_conversions``, ``setup_reform_max``, labelled reconstruction):

- "Italy" is the list ``setup_italy`` (the peninsula's regions joined to Rome by land on
  the Era I-III tiles); any other region is "overseas".
- A region "can currently be reached" when it borders Rome or a governed Province by land,
  or - across the sea - when it has a naval port and a governed Province has one too.
- "The lowest Status": a region's Status as Game End & Victory scores it for a Governor
  holding it alone (1 per shield, 2 once Romanised, plus its Emporia squared). It binds the
  overseas Governors only: within Italy any reachable region may be chosen.
"""

from __future__ import annotations

import random

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board, Region, Tile
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.phase import per_state
from lictor.games.carta_imperia.rules.phases.draft.steps import begin_draft
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import (
    add,
    conquerable,
    friendly_emporia,
    governor_of,
    regions,
    tile_regions,
)
from lictor.i18n import t, tn
from lictor.rules.fast import replace

SCEN2 = ref("Scenario II: Fall of the Republic", "Setup")
ROMANS = ("Roma",)  # the region every placement may start from (adjacent to Rome)


# -- the map as the placement reads it ----------------------------------------------------
def in_italy(board: Board, r: Region) -> bool:
    return any(b in board.scenario.setup_italy for b in r.base)


def status(r: Region) -> int:
    """Game End & Victory: 1 Status per shield (2 once Romanised), Emporia squared."""
    return r.strength * (2 if r.romanised else 1) + r.emporia**2


def governed(s: State, r: Region) -> bool:
    return governor_of(s, r.name) is not None


def reachable(board: Board, s: State) -> list[Region]:
    """The empty regions a Governor can reach now: bordering Rome or a governed Province
    by land, or by sea from a governed Province with a naval port to a naval port."""
    return list(_reachable(board, s))


@per_state
def _reachable(board: Board, s: State) -> tuple[Region, ...]:
    """``reachable``, once a state: each region's Governor looked up once (a placement
    asks this of each player, and the offers of each region: issue 27)."""
    here = regions(board, s)
    held = [r for r in here.values() if governed(s, r)]
    taken = {r.name for r in held}
    starts = held + [here[n] for n in ROMANS if n in here]
    by_sea = any("naval-port" in r.features for r in held)
    out = []
    for r in here.values():
        if r.name in taken or r.name in ROMANS or not conquerable(r):
            continue
        # r is neither governed nor Rome, so no start is r itself
        if (by_sea and "naval-port" in r.features) or any(board.adjacent(r, x) for x in starts):
            out.append(r)
    return tuple(out)


def italy_governed(board: Board, s: State) -> bool:
    here = regions(board, s)
    return all(governed(s, r) for r in here.values() if in_italy(board, r) and conquerable(r))


def placeable(board: Board, s: State) -> list[Region]:
    """Scenario II, Setup: the regions a Governor may be placed on now - reachable ones
    in Italy; overseas only once Italy is all governed, and then only the lowest Status."""
    return list(_placeable(board, s))


@per_state
def _placeable(board: Board, s: State) -> tuple[Region, ...]:
    near = _reachable(board, s)
    home = [r for r in near if in_italy(board, r)]
    if not italy_governed(board, s):
        return tuple(home)
    abroad = [r for r in near if not in_italy(board, r)]
    if not abroad:
        return tuple(home)
    low = min(status(r) for r in abroad)
    return (*home, *(r for r in abroad if status(r) == low))


def full_tiles(board: Board, s: State) -> list[str]:
    """Map tiles every one of whose regions holds a Governor (the optional ones aside,
    as Sardinia): Romanisable with a Bust."""
    out = []
    for tile_ in board.tiles:
        if tile_.name not in s.tiles or tile_.name in s.romanised:
            continue
        needed = [r for r in tile_.front if conquerable(r) and r.name not in tile_.optional]
        if needed and all(s.governor(r.name) is not None for r in needed):
            out.append(tile_.name)
    return out


def governs_on(board: Board, s: State, name: str, tile: Tile) -> bool:
    """I. eXploit, Romanisation: the Romaniser controls a region of the tile."""
    return any(governor_of(s, r.name) == name for r in tile_regions(board, s, tile))


def open_reforms(board: Board, s: State) -> list[tuple[str, int, str]]:
    """The next slot of each Reform row a placed Bust may enact: (row, column, name) -
    never one dearer than the scenario allows (no 2-Auctoritas Reform)."""
    out = []
    for row, names in board.reform_rows:
        col = 1 + sum(1 for r, *_ in s.reforms if r == row)
        if col <= len(names) and board.reform_costs[col - 1] <= board.scenario.setup_reform_max:
            out.append((row, col, names[col - 1]))
    return out


def can_place(board: Board, s: State, name: str) -> bool:
    if not s.familia(name).stock:
        return False
    return bool(placeable(board, s) or full_tiles(board, s) or open_reforms(board, s))


# -- the flow ------------------------------------------------------------------------------
def begin_setup(board: Board, s: State) -> tuple[State, E]:
    """Scenario II, Setup 3: the Player Order is drawn at random (the table's draw at a
    --physical table)."""
    if s.physical:
        return replace(s, step="setup-order", waiting=()), [
            ev(
                t(
                    "Draw the Player Order for placing Busts at random at the table; then say "
                    "it (player-order NAME NAME ...)"
                ),
                SCEN2,
            )
        ]
    order = list(s.names)
    random.Random(f"{s.seed}:setup-order").shuffle(order)
    return begin_placement(board, s, tuple(order))


def begin_placement(board: Board, s: State, order: tuple[str, ...]) -> tuple[State, E]:
    s = replace(s, setup_order=order, placed=0)
    said = [
        ev(
            t(
                "Player Order for placing Busts (drawn at random): {order}",
                order=" -> ".join(order),
            ),
            SCEN2,
        )
    ]
    s, more = next_placer(board, s, len(order) - 1)
    return s, said + more


def next_placer(board: Board, s: State, last: int) -> tuple[State, E]:
    """The next player in the Player Order after index ``last`` who can place a Bust; once
    the scenario's Busts are placed (or nobody can place one), the Dignitas."""
    n = len(s.setup_order)
    if s.placed < board.scenario.setup_busts:
        for k in range(1, n + 1):
            who = s.setup_order[(last + k) % n]
            if can_place(board, s, who):
                left = board.scenario.setup_busts - s.placed
                return replace(s, step="placement", waiting=(who,)), [
                    ev(
                        tn(
                            "Next to place a Bust: {player} ({n} Bust still to place)",
                            "Next to place a Bust: {player} ({n} Busts still to place)",
                            left,
                            player=who,
                        ),
                        SCEN2,
                    )
                ]
    said = []
    if s.placed < board.scenario.setup_busts:
        said.append(ev(t("Nobody can place another Bust: {n} placed", n=s.placed), SCEN2))
    s, more = after_placement(board, s)
    return s, said + more


def shields_governed(board: Board, s: State, name: str) -> int | None:
    """The shields on ``name``'s Provinces, or None with no Governor."""
    here = regions(board, s)
    mine = [here[p] for p, w in s.governors if w == name and p in here]
    return sum(r.strength for r in mine) if mine else None


def after_placement(board: Board, s: State) -> tuple[State, E]:
    """Scenario II, Setup 3: 1 Dignitas per shield on one's Provinces, 5 with none; then
    the conversions at the Emporia."""
    said: E = []
    for name in s.setup_order or s.names:
        shields = shields_governed(board, s, name)
        if shields is None:
            s = add(s, name, dignitas=5)
            said.append(ev(t("{player} governs no Province: 5 Dignitas", player=name), SCEN2))
        else:
            s = add(s, name, dignitas=shields)
            said.append(
                ev(
                    t(
                        "{player} gains {n} Dignitas (1 per shield on their Provinces)",
                        player=name,
                        n=shields,
                    ),
                    SCEN2,
                )
            )
    who = tuple(n for n in s.setup_order or s.names if conversion_limit(board, s, n))
    if not who:
        s, more = begin_draft(board, s)
        return s, said + more
    s = replace(s, step="setup-convert", waiting=who)
    said.append(
        ev(
            t(
                "Each player may convert Dignitas into Auctoritas at the Emporia "
                "(exchange PLAYER N): {players}",
                players=", ".join(who),
            ),
            SCEN2,
        )
    )
    return s, said


def conversion_limit(board: Board, s: State, name: str) -> int:
    """Scenario II, Setup 3: up to ``setup_conversions`` conversions, each 1 Dignitas per
    friendly Emporium (Emporia & Auctoritas), never more than the Dignitas held."""
    per = friendly_emporia(board, s, name)
    return min(s.familia(name).dignitas, board.scenario.setup_conversions * per)

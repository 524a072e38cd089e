"""What the Civil War's steps share: the war in the state, Prestige order, who commands a
side, who stands where, and the route between two regions."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from lictor.games.carta_imperia.rules.board import Board, Region
from lictor.games.carta_imperia.rules.phases.civil_war.rulings import Army, War, route
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import (
    primus_order,
    regions,
)
from lictor.rules.fast import replace


def war_of(s: State) -> War:
    assert s.war is not None
    return s.war


def set_war(s: State, war: War) -> State:
    return replace(s, war=war)


def set_army(s: State, army: Army) -> State:
    return set_war(s, war_of(s).with_army(army))


def prestige_order(s: State, names: list[str] | tuple[str, ...]) -> list[str]:
    """Most Prestige first; ties in Primus Order."""
    order = primus_order(s)
    return sorted(names, key=lambda n: (-s.familia(n).prestige, order.index(n)))


def commander(s: State, names: tuple[str, ...]) -> str:
    """Battle: the Faction Leader commands if present, else the most prestigious General
    present (a killed General commands no more while another lives)."""
    w = war_of(s)
    for n in names:
        if w.leader_of(n) == n:
            return n
    alive = [n for n in names if not (a := w.army(n)) or not a.killed] or list(names)
    return prestige_order(s, alive)[0]


def enemies_at(s: State, region: str, name: str) -> tuple[str, ...]:
    w = war_of(s)
    return tuple(a.name for a in w.standing() if a.where == region and not w.allies(a.name, name))


def path(board: Board, s: State, start: str, goal: str) -> tuple[tuple[str, ...], bool] | None:
    here = regions(board, s)
    ports = [n for n, r in here.items() if "naval-port" in r.features]
    near = _borders(board, here)
    land = lambda a, b: b in near[a]  # noqa: E731
    return route(start, goal, here, land, ports, _links(here, land, ports))


# Each map's steps (neighbour, by sea), found once per map: ``regions`` keeps one Mapping
# per map (tiles laid, tiles Romanised), so its identity names the map; the Mapping is held
# here with its steps, so that identity is never another's while the entry lives.
_LINKS: dict[int, tuple[Mapping[str, Region], dict[str, list[tuple[str, bool]]]]] = {}


def _links(
    here: Mapping[str, Region], land: Callable[[str, str], bool], ports: list[str]
) -> dict[str, list[tuple[str, bool]]]:
    hit = _LINKS.get(id(here))
    if hit is not None and hit[0] is here:
        return hit[1]
    names, harbours = sorted(here), set(ports)
    out: dict[str, list[tuple[str, bool]]] = {}
    for cur in names:
        steps = out[cur] = []
        for n in names:
            if n != cur:
                by_land = land(cur, n)
                if by_land or (cur in harbours and n in harbours):
                    steps.append((n, not by_land))
    if len(_LINKS) >= 64:
        _LINKS.clear()
    _LINKS[id(here)] = (here, out)
    return out


# the land borders of the map on the table, kept per map (the regions' mapping is itself
# kept per tiles laid and Romanised, table.regions): a march's route asks them thousands of
# times (an NPC's Campaign Move weighs every target)
_BORDERS: dict[int, tuple[object, dict[str, frozenset[str]]]] = {}


def _borders(board: Board, here: Mapping[str, Region]) -> dict[str, frozenset[str]]:
    hit = _BORDERS.get(id(here))
    if hit is not None and hit[0] is here:
        return hit[1]
    near = {
        a: frozenset(b for b in here if b != a and board.adjacent(here[a], here[b])) for a in here
    }
    if len(_BORDERS) >= 64:
        _BORDERS.clear()
    _BORDERS[id(here)] = (here, near)
    return near

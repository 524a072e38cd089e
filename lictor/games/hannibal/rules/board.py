"""The Hannibal vs Rome map, read from the game's content pack (indices for speed)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from lictor.content.yamlsource import load_plain
from lictor.i18n import t
from lictor.rules.violation import BadAction
from lictor.slugs import slug

CONTENT = Path(__file__).parent.parent / "content.yaml"
SIDES = ("rome", "carthage")


@dataclass(frozen=True)
class SideInfo:
    name: str
    capital: int
    legions: int
    fleets: int
    home_route: int
    hannibal: bool
    dominance: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class Board:
    provinces: tuple[str, ...]
    islands: frozenset[int]
    land: frozenset[tuple[int, int]]
    routes: tuple[tuple[int, int], ...]
    sides: tuple[SideInfo, SideInfo]  # rome, carthage
    first: int
    cards: tuple[int, ...]
    source: str
    note: str
    # for speed: each province's (neighbour, sea route or -1 for a land border)
    links: tuple[tuple[tuple[int, int], ...], ...] = ()
    route_of: dict[tuple[int, int], int] | None = None

    def province_index(self, text: str) -> int:
        i = _province_words(self.provinces).get(slug(text))
        if i is not None:
            return i
        raise BadAction(
            t(
                "unknown province {name} (provinces: {known})",
                name=repr(text),
                known=", ".join(slug(p) for p in self.provinces),
            )
        )

    def route_index(self, text: str) -> int:
        i = _route_words(self.provinces, self.routes).get(slug(text))
        if i is not None:
            return i
        raise BadAction(
            t(
                "unknown sea route {name} (routes: {known})",
                name=repr(text),
                known=", ".join(self.route_name(i) for i in range(len(self.routes))),
            )
        )

    def route_name(self, i: int) -> str:
        a, b = self.routes[i]
        return f"{self.provinces[a]}-{self.provinces[b]}"

    def route_slug(self, i: int) -> str:
        a, b = self.routes[i]
        return f"{slug(self.provinces[a])}-{slug(self.provinces[b])}"

    def route_between(self, a: int, b: int) -> int | None:
        assert self.route_of is not None
        return self.route_of.get((a, b))

    def adjacent(self, a: int, b: int) -> bool:
        return (a, b) in self.land


def _load(data: dict[str, Any]) -> Board:
    m = data["data"]["map"]
    provinces = tuple(m["provinces"])
    index = {p: i for i, p in enumerate(provinces)}
    land = set()
    for a, b in m["land"]:
        land.add((index[a], index[b]))
        land.add((index[b], index[a]))
    routes = tuple((index[a], index[b]) for a, b in m["sea"])

    def route_of(pair: list[str]) -> int:
        a, b = index[pair[0]], index[pair[1]]
        return next(i for i, r in enumerate(routes) if r in ((a, b), (b, a)))

    sides = []
    for key in SIDES:
        s = m["sides"][key]
        sides.append(
            SideInfo(
                s["name"],
                index[s["capital"]],
                int(s["legions"]),
                int(s["fleets"]),
                route_of(s["home_route"]),
                bool(s.get("hannibal", False)),
                tuple(tuple(index[p] for p in group) for group in s["dominance"]),
            )
        )
    route_map: dict[tuple[int, int], int] = {}
    for i, (a, b) in enumerate(routes):
        route_map[(a, b)] = route_map[(b, a)] = i
    links = tuple(
        tuple(
            sorted(
                {(q, -1) for q in range(len(provinces)) if (p, q) in land}
                | {(q, route_map[(p, q)]) for q in range(len(provinces)) if (p, q) in route_map}
            )
        )
        for p in range(len(provinces))
    )
    return Board(
        provinces,
        frozenset(index[p] for p in m["islands"]),
        frozenset(land),
        routes,
        (sides[0], sides[1]),
        SIDES.index(m["first"]),
        tuple(m["cards"]),
        m.get("source", "reconstruction"),
        m.get("note", ""),
        links,
        route_map,
    )


@lru_cache(maxsize=1)
def load_board() -> Board:
    return _load(load_plain(CONTENT))  # through the pack cache (lictor/content/cache.py)


@lru_cache(maxsize=8)
def _province_words(provinces: tuple[str, ...]) -> dict[str, int]:
    """Each province's word and its index, the first of a word (read once a map: every
    move the referee reads names two; issue 27). Never changed: shared."""
    out: dict[str, int] = {}
    for i, name in enumerate(provinces):
        out.setdefault(slug(name), i)
    return out


@lru_cache(maxsize=8)
def _route_words(provinces: tuple[str, ...], routes: tuple[tuple[int, int], ...]) -> dict[str, int]:
    """Each sea route's words (``roma-corsica`` and ``corsica-roma``) and its index, the
    first route of a word."""
    out: dict[str, int] = {}
    for i, (a, b) in enumerate(routes):
        x, y = slug(provinces[a]), slug(provinces[b])
        out.setdefault(f"{x}-{y}", i)
        out.setdefault(f"{y}-{x}", i)
    return out

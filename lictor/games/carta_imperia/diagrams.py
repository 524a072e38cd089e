"""The Carta Imperia map tiles drawn as maps, from the data the referee reads.

Each region is a node with its name, shields and icons; a thick brown bar is a land
border (from ``data.referee.adjacency`` and ``adjacency_late``, the referee's own), and a
brown strip under a region names the regions on other tiles it borders, where a General may
invade. The
back is the Romanised side: Provinces fold regions, and a Province borders whatever one
of its regions borders, as the referee counts it.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Mapping
from typing import Any

from lictor.generators.sketch import Diagram, Sketch
from lictor.i18n import N_

NODE_W, NODE_H = 33.0, 17.0  # mm
MAP = (6.0, 21.0, 114.0, 53.0)  # x, y, w, h of the map area on a 126 x 88 tile
BORDER = "#7a5a35"


def _nodes(row: Mapping[str, Any], back: bool) -> list[dict[str, Any]]:
    """The regions (front) or Provinces and untouched regions (back) of a tile."""
    regions = list(row.get("regions", []))
    romanised = row.get("romanised") or {}
    if not back or not romanised:
        return [{**r, "base": [r["name"]]} for r in regions]
    out = [
        {
            "name": p["name"],
            "base": list(p["from"]),
            "shields": {("legionary" if k == "legion" else k): n for k, n in p["shields"].items()},
            "features": p.get("features", []),
            "romanised": True,
        }
        for p in romanised.get("provinces", [])
    ]
    folded = {name for p in out for name in p["base"]}
    out += [{**r, "base": [r["name"]]} for r in regions if r["name"] not in folded]
    return out


def _places(n: int) -> list[tuple[float, float]]:
    """Node centres: a row for up to three, two rows for up to six (three a row fit
    side by side: an ellipse of five or six overlaps its boxes), an ellipse for more."""
    x, y, w, h = MAP
    cx, cy = x + w / 2, y + h / 2
    if n <= 3:
        step = w / n
        return [(x + step * (i + 0.5), cy) for i in range(n)]
    if n <= 6:
        top = (n + 1) // 2
        out = [(x + w / top * (i + 0.5), y + h / 4) for i in range(top)]
        bottom = n - top
        return out + [(x + w / bottom * (i + 0.5), y + 3 * h / 4) for i in range(bottom)]
    rx, ry = w / 2 - NODE_W / 2 - 1, h / 2 - NODE_H / 2 - 1
    return [
        (cx + rx * math.cos(a), cy + ry * math.sin(a))
        for a in (math.pi + 2 * math.pi * i / n for i in range(n))
    ]


def _arrange(
    places: list[tuple[float, float]], edges: list[tuple[int, int]]
) -> list[tuple[float, float]]:
    """The places given to the nodes so that the border bars cross each other, and pass
    behind another node, as little as can be (the data's order when nothing is gained)."""
    if len(places) > 6 or not edges:
        return places
    return list(_best(tuple(places), tuple(edges)))


@functools.cache
def _best(
    places: tuple[tuple[float, float], ...], edges: tuple[tuple[int, int], ...]
) -> tuple[tuple[float, float], ...]:
    """``_arrange``'s search over every order, once a process for each tile (a served
    board is drawn again after every action)."""

    def cost(order: tuple[int, ...]) -> tuple[int, float]:
        at = [places[k] for k in order]
        bad = 0
        for a, (i, j) in enumerate(edges):
            for k, m in edges[a + 1 :]:
                if len({i, j, k, m}) == 4 and _cross(at[i], at[j], at[k], at[m]):
                    bad += 1
            bad += sum(
                1 for n in range(len(at)) if n not in (i, j) and _behind(at[i], at[j], at[n])
            )
        return bad, sum(math.dist(at[i], at[j]) for i, j in edges)

    best = min(itertools.permutations(range(len(places))), key=cost)
    return tuple(places[k] for k in best)


def _cross(a: tuple[float, float], b: tuple[float, float], c: tuple[float, float],
           d: tuple[float, float]) -> bool:  # fmt: skip
    """Segments ab and cd cross (strictly)."""

    def side(p: tuple[float, float], q: tuple[float, float], r: tuple[float, float]) -> float:
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    return side(a, b, c) * side(a, b, d) < 0 and side(c, d, a) * side(c, d, b) < 0


def _behind(a: tuple[float, float], b: tuple[float, float], n: tuple[float, float]) -> bool:
    """The bar from a to b passes under the node centred on n."""
    (ax, ay), (bx, by), (nx, ny) = a, b, n
    length = math.dist(a, b) or 1.0
    u = ((nx - ax) * (bx - ax) + (ny - ay) * (by - ay)) / length**2
    if not 0 < u < 1:
        return False
    px, py = ax + u * (bx - ax), ay + u * (by - ay)
    return abs(px - nx) < NODE_W / 2 and abs(py - ny) < NODE_H / 2


def _borders(a: Mapping[str, Any], b: Mapping[str, Any], adjacency: set[tuple[str, str]]) -> bool:
    return any((x, y) in adjacency for x in a["base"] for y in b["base"])


def _layout(
    row: Mapping[str, Any], back: bool, adjacency: set[tuple[str, str]]
) -> tuple[list[dict[str, Any]], list[tuple[float, float]], list[tuple[int, int]]]:
    """A side's nodes, their centres (mm on the tile) and the land borders between them."""
    nodes = _nodes(row, back)
    places = _places(len(nodes))
    edges = [
        (i, j)
        for i in range(len(nodes))
        for j in range(i + 1, len(nodes))
        if _borders(nodes[i], nodes[j], adjacency)
    ]
    if len(nodes) == 3 and len(edges) == 3:  # three regions each bordering the others
        x, y, w, h = MAP
        places = [(x + w / 4, y + h / 4), (x + 3 * w / 4, y + h / 4), (x + w / 2, y + 3 * h / 4)]
    return nodes, _arrange(places, edges), edges


def _behind_front(
    nodes: list[dict[str, Any]], fronts: Mapping[str, tuple[float, float]], width: float
) -> list[tuple[float, float]]:
    """Back node centres behind the front: each node behind the middle of the regions it
    holds (mirrored left-right, as the tile turns over); where two of those would overlap,
    each behind the one of its regions nearest that middle (no two share a region)."""

    def middle(node: Mapping[str, Any]) -> tuple[float, float]:
        pts = [fronts[b] for b in node["base"]]
        return sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)

    mids = [middle(n) for n in nodes]
    clash = any(
        abs(a[0] - b[0]) < NODE_W + 1 and abs(a[1] - b[1]) < NODE_H + 1
        for i, a in enumerate(mids)
        for b in mids[i + 1 :]
    )
    if clash:
        mids = [
            min((fronts[b] for b in n["base"]), key=lambda p, m=m: math.dist(p, m))  # type: ignore[misc]
            for n, m in zip(nodes, mids, strict=True)
        ]
    return [(width - x, y) for x, y in mids]


def carta_tile(data: Mapping[str, Any], row: Mapping[str, Any], s: Sketch) -> None:
    """A map tile; with a ``board`` (``lictor referee board``) the tiles in play with the
    pieces on them instead."""
    if "board" in row:
        from lictor.games.carta_imperia.board_drawing import carta_board

        carta_board(data, row["board"], s, carta_tile)
        return
    back = row.get("side") == "back"
    tr = s.maker.translate
    w, h = s.size.w, s.size.h
    b = s.maker.bleed
    s.rect(-b, -b, w + 2 * b, h + 2 * b, fill="sea")
    s.rect(4, 4, w - 8, h - 8, fill="#d9c9e6" if back else "land", radius=4)
    s.rect(
        2,
        2,
        w - 4,
        h - 4,
        stroke="purple" if back else row.get("edge", "gold"),
        width=1.2,
        radius=4,
    )
    s.text(7, 6, 88, 8, row["name"], font="title", size=12, min_size=7)
    s.text(
        96,
        6,
        23,
        8,
        f"Era {row.get('era_label', '')}",
        font="bold",
        size=10,
        min_size=6,
        align="right",
    )
    side = (
        N_("Romanised side: 2 Status per shield for its Governor")
        if back
        else N_("Un-Romanised side: 1 Status per shield for its Governor")
    )
    s.text(
        7, 14, 112, 5, side, font="italic", size=7, min_size=5, color="purple" if back else "muted"
    )
    referee = data.get("referee", {})
    late = (referee.get("adjacency_late") or {}).get("borders", [])  # the Era V-VII tiles'
    adjacency = {(tr(a), tr(b)) for a, b in [*referee.get("adjacency", []), *late]}
    adjacency |= {(b2, a2) for a2, b2 in adjacency}
    nodes, places, edges = _layout(row, False, adjacency)
    if back:
        # the Romanised side: each region behind itself, a Province behind the regions it
        # folds (a tile is turned over about its upright axis: left and right swap)
        fronts = {name: p for node, p in zip(nodes, places, strict=True) for name in node["base"]}
        nodes, _, edges = _layout(row, True, adjacency)
        places = _behind_front(nodes, fronts, w)
    here = {name for node in nodes for name in node["base"]}
    # on the table (``lictor referee board``): each region by the name it bears now
    shown_as = {tr(k): tr(v) for k, v in (row.get("shown_as") or {}).items()}

    # land borders between this tile's regions, under the nodes
    for i, j in edges:
        (x1, y1), (x2, y2) = places[i], places[j]
        s.line(x1, y1, x2, y2, stroke=BORDER, width=1.6)
    for node, (cx, cy) in zip(nodes, places, strict=True):
        neutral = node.get("neutral", False)
        fill = "neutral" if neutral else ("#efe6f6" if node.get("romanised") else "parchment")
        s.rect(
            cx - NODE_W / 2,
            cy - NODE_H / 2,
            NODE_W,
            NODE_H,
            fill=fill,
            stroke="purple" if node.get("romanised") else "ink",
            width=0.4,
            radius=2,
        )
        name = node["name"] + (" " + tr("(neutral)") if neutral else "")
        s.text(
            cx - NODE_W / 2 + 1,
            cy - NODE_H / 2 + 0.8,
            NODE_W - 2,
            4.5,
            name,
            font="bold",
            size=9 if "pieces" in row else 7,  # on the table's screen: larger where it fits
            min_size=4.5,
            align="center",
        )
        if node["base"] != [node["name"]]:
            s.text(
                cx - NODE_W / 2 + 1,
                cy - NODE_H / 2 + 5,
                NODE_W - 2,
                3,
                "(" + ", ".join(node["base"]) + ")",
                size=5,
                min_size=3.5,
                align="center",
                color="muted",
            )
        icons = [k for k, n in node.get("shields", {}).items() for _ in range(n)]
        icons += list(node.get("features", []))
        size = min(4.2, (NODE_W - 4) / max(1, len(icons)))
        start = cx - size * len(icons) / 2
        for i, icon in enumerate(icons):
            s.icon(icon, start + i * size, cy + NODE_H / 2 - size - 3.6, size * 0.92)
        # land borders with regions on other tiles: where a General may invade from here
        outside = sorted(
            {
                shown_as.get(y, y)
                for x in node["base"]
                for (a, y) in adjacency
                if a == x and y not in here
            }
        )
        if outside:
            s.rect(cx - NODE_W / 2, cy + NODE_H / 2 - 3.4, NODE_W, 3.4, fill=BORDER, radius=1)
            s.text(
                cx - NODE_W / 2 + 0.8,
                cy + NODE_H / 2 - 3.2,
                NODE_W - 1.6,
                3.0,
                "\u00bb " + ", ".join(outside),
                size=5,
                min_size=3.2,
                align="center",
                color="#ffffff",
            )
    pieces = row.get("pieces")
    if pieces:
        from lictor.games.carta_imperia.board_drawing import draw_pieces

        draw_pieces(s, pieces, [(n["name"], p) for n, p in zip(nodes, places, strict=True)])
    s.text(
        7,
        78,
        112,
        4,
        tr(N_("Reconstruction: the rulebook does not print the tiles' regions"))
        + f" - {row.get('section', '')}",
        size=5.5,
        min_size=4,
        color="muted",
    )


DIAGRAMS: dict[str, Diagram] = {"carta-tile": carta_tile}

"""The Hannibal vs Rome board, drawn from the map in the content pack."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from lictor.generators.sketch import Diagram, Sketch
from lictor.i18n import N_

ROUTE_W = 1.6  # mm, a sea route's dashed line
FRAME = (400.0, 277.0)  # mm, the board the content's map positions are given on
R = 24.0  # radius of a province disc, mm: room for 8 cubes of 10 mm (3 x 3 in the disc)


def hannibal_map(data: Mapping[str, Any], row: Mapping[str, Any], s: Sketch) -> None:
    m = data["map"]
    w, h = s.size.w, s.size.h
    # the map's positions are given on a FRAME-sized board: spread over this one's size
    # (the discs, the routes' labels and the legend keep their millimetres)
    sx, sy = w / FRAME[0], h / FRAME[1]
    pos = {name: (float(x) * sx, float(y) * sy) for name, (x, y) in m["positions"].items()}
    s.rect(0, 0, w, h, fill="sea")
    s.text(8, 6, 200, 12, N_("Hannibal vs Rome"), font="title", size=20, min_size=10)
    s.text(
        8,
        17,
        230,
        6,
        N_(
            "The western Mediterranean - map reconstructed by lictor: the rulebook "
            "names the provinces but does not print the map"
        ),
        font="italic",
        size=7,
        min_size=5,
        color="muted",
    )
    # sea routes first, under the provinces: dashed, with their names
    for a, b in m["sea"]:
        (x1, y1), (x2, y2) = pos[a], pos[b]
        s.line(x1, y1, x2, y2, stroke="#1d4f8a", width=ROUTE_W, dash=(4, 2.5))
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        length = math.hypot(x2 - x1, y2 - y1) or 1.0
        nx, ny = -(y2 - y1) / length, (x2 - x1) / length  # the label sits beside the route
        if ny > 0 or (ny == 0 and nx < 0):
            nx, ny = -nx, -ny
        label = f"{a}-{b}"
        tw, th = s.measure(label, size=6) + 1.0, 3.0
        # far enough along the normal that the label's box clears the dashed line
        d = abs(nx) * tw / 2 + abs(ny) * th / 2 + ROUTE_W / 2 + 1.2
        lx, ly = mx + nx * d, my + ny * d
        s.text(
            lx - tw / 2,
            ly - th / 2,
            tw,
            th,
            label,
            size=6,
            min_size=6,
            align="center",
            color="#1d4f8a",
            valign="middle",
        )
    for a, b in m["land"]:
        (x1, y1), (x2, y2) = pos[a], pos[b]
        s.line(x1, y1, x2, y2, stroke="border", width=4.0)
    capitals = {m["sides"][k]["capital"]: k for k in ("rome", "carthage")}
    islands = set(m["islands"])
    for name, (x, y) in pos.items():
        side = capitals.get(name)
        fill = "#f1d6d3" if side == "rome" else "#d5e1f2" if side == "carthage" else "land"
        s.ellipse(
            x, y, R, R * (0.9 if name in islands else 1.0), fill=fill, stroke="border", width=1.0
        )
        if side is not None:
            s.ellipse(
                x, y, R - 2.2, R - 2.2, stroke="rome" if side == "rome" else "carthage", width=0.8
            )
        s.text(
            x - R + 1,
            y - 4.5,
            2 * R - 2,
            9,
            name,
            keep=True,  # no poster seam cuts a province's name
            font="bold",
            size=8,
            min_size=5,
            align="center",
            valign="middle",
        )
        if side is not None:
            s.text(
                x - R,
                y + 4,
                2 * R,
                5,
                N_("capital"),
                font="italic",
                size=5.5,
                min_size=4,
                align="center",
            )
        if name in islands:
            s.text(
                x - R,
                y + 4,
                2 * R,
                5,
                N_("island: no Hannibal"),
                font="italic",
                size=4.5,
                min_size=3.5,
                align="center",
            )
    # dominance objectives: a flag per side beside each province in an objective group,
    # Rome's to the left and Carthage's to the right, turned round the disc until it
    # is clear of every border, route and other flag
    lines = [(pos[a], pos[b], 4.0) for a, b in m["land"]]
    lines += [(pos[a], pos[b], ROUTE_W) for a, b in m["sea"]]
    flags: list[tuple[float, float]] = []
    for k, colour, dx in (("rome", "rome", -1), ("carthage", "carthage", 1)):
        for n, group in enumerate(m["sides"][k]["dominance"], 1):
            for name in group:
                fx, fy = _flag_place(pos[name], dx, lines, flags)
                flags.append((fx, fy))
                s.rect(fx, fy, FLAG_W, FLAG_H, fill=colour, radius=1)
                s.text(
                    fx,
                    fy + 0.4,
                    FLAG_W,
                    5.2,
                    f"{k[0].upper()}{n}",
                    font="bold",
                    size=5.5,
                    min_size=4,
                    align="center",
                    valign="middle",
                    color="paper",
                )
    # legend
    lx, ly = w - 118, 8.0
    s.rect(lx, ly, 112, 56, fill="parchment", stroke="border", width=0.6, radius=2)
    s.text(
        lx + 4,
        ly + 3,
        104,
        7,
        N_("Objectives (hold all three at the end of your turn)"),
        font="bold",
        size=7,
        min_size=5,
    )
    s.text(
        lx + 4,
        ly + 11,
        104,
        20,
        N_("R1 Sardinia; R2 Hispania Ulterior or Mauretania; R3 Sicilia or Zama."),
        size=6.5,
        min_size=4.5,
        color="rome",
    )
    s.text(
        lx + 4,
        ly + 24,
        104,
        20,
        N_("C1 Corsica; C2 Hispania Citerior or Gallia; C3 Sicilia or Cannae."),
        size=6.5,
        min_size=4.5,
        color="carthage",
    )
    s.line(lx + 4, ly + 42, lx + 18, ly + 42, stroke="border", width=4.0)
    s.text(lx + 21, ly + 39.5, 40, 5, N_("land border"), size=6, min_size=4)
    s.line(lx + 58, ly + 42, lx + 72, ly + 42, stroke="#1d4f8a", width=1.6, dash=(4, 2.5))
    s.text(lx + 75, ly + 39.5, 35, 5, N_("sea route"), size=6, min_size=4)
    # a compass rose, for orientation
    cx, cy = 30.0, h - 30.0

    def at(radius: float, angle: float) -> tuple[float, float]:
        return cx + radius * math.sin(angle), cy - radius * math.cos(angle)

    for quarter in range(4):  # four arms alike, each a kite: its tip 16 mm out
        angle = quarter * math.pi / 2
        tip, left, right = at(16, angle), at(4, angle - math.pi / 4), at(4, angle + math.pi / 4)
        s.poly([(cx, cy), left, tip], fill="border")  # one half dark, one light: it reads
        s.poly([(cx, cy), tip, right], fill="#c9b48a", stroke="border", width=0.3)
    s.text(cx - 4, cy - 22.5, 8, 6, N_("N"), font="bold", size=8, min_size=5, align="center")
    for piece in row.get("pieces", ()) or ():
        _piece(s, pos, piece)


FLAG_W, FLAG_H = 7.0, 6.0  # mm, an objective's flag
Segment = tuple[tuple[float, float], tuple[float, float], float]  # ends and width, mm


def _flag_place(
    centre: tuple[float, float],
    side: int,
    lines: list[Segment],
    taken: list[tuple[float, float]],
) -> tuple[float, float]:
    """The top-left corner of a flag beside a province disc: the upper corner on its
    side (``side`` -1 left, 1 right) when that is clear, else the nearest angle round the
    disc that keeps the flag 1 mm off every line and other flag."""
    x, y = centre
    reach = R + 1.5 + math.hypot(FLAG_W, FLAG_H) / 2
    first = math.radians(135 if side < 0 else 45)  # maths angles, y up
    steps = [0] + [v for k in range(1, 13) for v in (k, -k)]
    place = (0.0, 0.0)
    for step in steps:
        angle = first + side * math.radians(10 * step)
        cx, cy = x + reach * math.cos(angle), y - reach * math.sin(angle)
        place = (cx - FLAG_W / 2, cy - FLAG_H / 2)
        clear = all(_box_to_segment(place, a, b) > w / 2 + 1.0 for a, b, w in lines)
        apart = all(
            abs(place[0] - u) > FLAG_W + 1 or abs(place[1] - v) > FLAG_H + 1 for u, v in taken
        )
        if clear and apart:
            return place
    return place


def _box_to_segment(
    corner: tuple[float, float], a: tuple[float, float], b: tuple[float, float]
) -> float:
    """The distance from a flag's box to a segment, mm (0 when they meet)."""
    x0, y0 = corner
    x1, y1 = x0 + FLAG_W, y0 + FLAG_H
    best = math.inf
    for k in range(41):
        px = a[0] + (b[0] - a[0]) * k / 40
        py = a[1] + (b[1] - a[1]) * k / 40
        dx = max(x0 - px, 0.0, px - x1)
        dy = max(y0 - py, 0.0, py - y1)
        best = min(best, math.hypot(dx, dy))
    return best


BLOCK = {"rome": ("rome", -11.0), "carthage": ("carthage", 1.0), "hannibal": ("#3f7a3a", -5.0)}


def _piece(s: Sketch, pos: Mapping[str, tuple[float, float]], piece: Mapping[str, Any]) -> None:
    """A block per side with its count: legions above a province's name, Hannibal below
    it, fleets on the middle of their sea route (``lictor referee board``)."""
    side = str(piece.get("side", ""))
    if side not in BLOCK:
        return
    colour, dx = BLOCK[side]
    if "route" in piece:
        a, b = piece["route"]
        (x1, y1), (x2, y2) = pos[a], pos[b]
        x, y = (x1 + x2) / 2 + dx, (y1 + y2) / 2 - 3.5
    else:
        px, py = pos[str(piece["place"])]
        x, y = px + dx, (py + 9.5 if side == "hannibal" else py - 14.5)
    label = "H" if side == "hannibal" else str(piece.get("count", ""))
    w = 10.0 if side == "hannibal" else 9.5
    s.rect(x, y, w, 7, fill=colour, stroke="#1a1a1a", width=0.4, radius=1)
    s.text(x, y, w, 7, label, font="bold", size=8, min_size=5, align="center", valign="middle",
           color="paper")  # fmt: skip


DIAGRAMS: dict[str, Diagram] = {"hannibal-map": hannibal_map}

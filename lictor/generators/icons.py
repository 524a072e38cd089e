"""Vector icons, drawn from simple shapes in a unit square (origin top-left, y down).

Backends scale a shape list to any box, so the same icon sits inline in a line of text
or fills a token. Colours follow the rulebooks where they name one (purple Roman
legions, blue barbarians, red auxilia).
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class IconShape:
    kind: str  # "poly", "circle", "ellipse", "rect"
    coords: tuple[float, ...]
    fill: str | None = None
    stroke: str | None = None
    width: float = 0.04  # stroke width, as a fraction of the icon's size


def _poly(
    points: list[tuple[float, float]],
    fill: str | None,
    stroke: str | None = None,
    width: float = 0.04,
) -> IconShape:
    return IconShape("poly", tuple(c for p in points for c in p), fill, stroke, width)


def _flip_y(shapes: tuple[IconShape, ...]) -> tuple[IconShape, ...]:
    out = []
    for s in shapes:
        c = list(s.coords)
        if s.kind == "poly":
            c = [v if i % 2 == 0 else 1 - v for i, v in enumerate(c)]
        elif s.kind in ("circle", "ellipse"):
            c[1] = 1 - c[1]
        elif s.kind == "rect":
            c[1] = 1 - c[1] - c[3]
        out.append(IconShape(s.kind, tuple(c), s.fill, s.stroke, s.width))
    return tuple(out)


INK = "#1a1a1a"
PURPLE = "#5b2a86"
GOLD = "#d4a017"
BRONZE = "#b07d2b"
BLUE = "#2f5fa8"
RED = "#b3261e"
SILVER = "#b9bcc2"


def _leaves(cx: float, cy: float, r: float, colour: str) -> list[IconShape]:
    leaves = []
    for k in range(14):
        if k in (0, 13):  # leave the wreath open at the top
            continue
        a = -math.pi / 2 + (k + 0.5) * 2 * math.pi / 14
        leaves.append(
            IconShape("ellipse", (cx + r * math.cos(a), cy + r * math.sin(a), 0.06, 0.06), colour)
        )
    return leaves


_THUMB_UP = (
    IconShape("rect", (0.22, 0.45, 0.5, 0.42), "#e8c9a0", INK, 0.05),
    _poly([(0.3, 0.45), (0.34, 0.12), (0.46, 0.1), (0.5, 0.45)], "#e8c9a0", INK, 0.05),
    IconShape("rect", (0.72, 0.5, 0.08, 0.3), INK),
)


def _hex_rose() -> tuple[IconShape, ...]:
    """A pointy-top hex with an arrow through each of its six sides: the straight lines
    a piece moves along on a hex board."""
    hexagon = [
        (
            0.5 + 0.3 * math.cos(math.radians(60 * k - 30)),
            0.5 + 0.3 * math.sin(math.radians(60 * k - 30)),
        )
        for k in range(6)
    ]
    shapes = [_poly(hexagon, None, INK, 0.03)]
    for k in range(6):
        a = math.radians(60 * k)
        ux, uy = math.cos(a), math.sin(a)
        px, py = -uy, ux
        tip = (0.5 + 0.48 * ux, 0.5 + 0.48 * uy)
        base = (0.5 + 0.36 * ux, 0.5 + 0.36 * uy)
        shapes.append(_poly([(0.5 + 0.1 * ux, 0.5 + 0.1 * uy), base], None, INK, 0.035))
        shapes.append(
            _poly(
                [
                    tip,
                    (base[0] + 0.06 * px, base[1] + 0.06 * py),
                    (base[0] - 0.06 * px, base[1] - 0.06 * py),
                ],
                INK,
            )
        )
    return tuple(shapes)


ICONS: dict[str, tuple[IconShape, ...]] = {
    "legionary": (
        IconShape("rect", (0.22, 0.04, 0.56, 0.92), PURPLE, INK, 0.05),
        IconShape("rect", (0.46, 0.08, 0.08, 0.84), GOLD),
        IconShape("circle", (0.5, 0.5, 0.13), GOLD, INK, 0.04),
    ),
    "phalanx": (
        IconShape("circle", (0.5, 0.5, 0.46), BRONZE, INK, 0.05),
        IconShape("circle", (0.5, 0.5, 0.32), None, "#f3e3b5", 0.05),
        _poly(
            [(0.5, 0.3), (0.66, 0.68), (0.57, 0.68), (0.5, 0.5), (0.43, 0.68), (0.34, 0.68)],
            "#f3e3b5",
        ),
    ),
    "barbarian": (
        _poly(
            [(0.5, 0.03), (0.86, 0.2), (0.86, 0.8), (0.5, 0.97), (0.14, 0.8), (0.14, 0.2)],
            BLUE,
            INK,
            0.05,
        ),
        IconShape("rect", (0.14, 0.45, 0.72, 0.1), "#cfd9ec"),
        IconShape("circle", (0.5, 0.5, 0.11), "#cfd9ec", INK, 0.04),
    ),
    "auxilia": (
        IconShape("ellipse", (0.5, 0.5, 0.34, 0.46), RED, INK, 0.05),
        IconShape("ellipse", (0.5, 0.5, 0.2, 0.32), None, "#f1c7c3", 0.05),
        IconShape("circle", (0.5, 0.5, 0.09), "#f1c7c3"),
    ),
    "elephants": (
        IconShape("ellipse", (0.45, 0.5, 0.32, 0.22), "#7d7f85"),
        IconShape("circle", (0.74, 0.4, 0.16), "#7d7f85"),
        _poly(
            [(0.84, 0.42), (0.95, 0.6), (0.93, 0.88), (0.86, 0.88), (0.86, 0.62), (0.78, 0.5)],
            "#7d7f85",
        ),
        IconShape("rect", (0.2, 0.62, 0.1, 0.3), "#7d7f85"),
        IconShape("rect", (0.52, 0.62, 0.1, 0.3), "#7d7f85"),
        _poly([(0.76, 0.48), (0.92, 0.5), (0.8, 0.54)], "#f4f1e8"),
        IconShape("ellipse", (0.3, 0.32, 0.12, 0.06), RED),
    ),
    "cataphracts": (
        _poly(
            [
                (0.3, 0.95),
                (0.3, 0.5),
                (0.42, 0.2),
                (0.52, 0.06),
                (0.58, 0.18),
                (0.86, 0.44),
                (0.84, 0.56),
                (0.62, 0.5),
                (0.66, 0.95),
            ],
            "#6b5b4b",
            INK,
            0.04,
        ),
        _poly([(0.34, 0.52), (0.44, 0.26), (0.6, 0.3), (0.6, 0.46)], SILVER),
        IconShape("circle", (0.6, 0.3, 0.035), INK),
        IconShape("rect", (0.3, 0.62, 0.36, 0.05), SILVER),
        IconShape("rect", (0.3, 0.74, 0.36, 0.05), SILVER),
        IconShape("rect", (0.3, 0.86, 0.36, 0.05), SILVER),
    ),
    "naval-port": (
        IconShape("circle", (0.5, 0.14, 0.09), None, "#1d3f72", 0.07),
        IconShape("rect", (0.46, 0.22, 0.08, 0.66), "#1d3f72"),
        IconShape("rect", (0.28, 0.32, 0.44, 0.07), "#1d3f72"),
        _poly(
            [(0.1, 0.58), (0.22, 0.56), (0.5, 0.86), (0.78, 0.56), (0.9, 0.58), (0.5, 0.97)],
            "#1d3f72",
        ),
    ),
    "emporium": (
        IconShape("ellipse", (0.5, 0.58, 0.26, 0.3), "#c06a2b", INK, 0.04),
        IconShape("rect", (0.42, 0.1, 0.16, 0.2), "#c06a2b", INK, 0.04),
        IconShape("ellipse", (0.28, 0.32, 0.07, 0.12), None, INK, 0.05),
        IconShape("ellipse", (0.72, 0.32, 0.07, 0.12), None, INK, 0.05),
        IconShape("rect", (0.28, 0.52, 0.44, 0.05), "#f3d9b5"),
    ),
    "prestige": (
        IconShape("circle", (0.5, 0.5, 0.46), "#f3e3b5", INK, 0.04),
        *_leaves(0.5, 0.5, 0.33, "#3f6b2a"),
    ),
    "dignitas": (
        IconShape("circle", (0.5, 0.5, 0.46), SILVER, INK, 0.05),
        IconShape("circle", (0.5, 0.5, 0.33), None, "#ffffff", 0.05),
    ),
    "auctoritas": (
        IconShape("circle", (0.5, 0.5, 0.46), GOLD, INK, 0.05),
        *_leaves(0.5, 0.5, 0.32, PURPLE),
    ),
    "thumbs-up": _THUMB_UP,
    "thumbs-down": _flip_y(_THUMB_UP),
    "standard": (
        IconShape("rect", (0.47, 0.05, 0.06, 0.9), "#6b4a2b"),
        IconShape("rect", (0.26, 0.18, 0.48, 0.36), RED, INK, 0.04),
        IconShape("circle", (0.5, 0.36, 0.08), GOLD),
        _poly([(0.4, 0.05), (0.5, 0.0), (0.6, 0.05), (0.5, 0.12)], GOLD),
    ),
    "bust": (  # a Governor's bust: head, neck and shoulders on a plinth (white marble)
        _poly(
            [(0.22, 0.78), (0.3, 0.6), (0.42, 0.55), (0.58, 0.55), (0.7, 0.6), (0.78, 0.78)],
            "#f4f1ea",
            INK,
            0.05,
        ),
        IconShape("rect", (0.44, 0.45, 0.12, 0.12), "#f4f1ea", INK, 0.05),
        IconShape("circle", (0.5, 0.32, 0.16), "#f4f1ea", INK, 0.05),
        IconShape("rect", (0.18, 0.78, 0.64, 0.14), "#9a8f7e", INK, 0.05),
    ),
    "sacked": (
        IconShape("circle", (0.5, 0.5, 0.46), "#2b2b2b", INK, 0.04),
        _poly([(0.28, 0.3), (0.7, 0.72), (0.72, 0.7), (0.3, 0.28)], None, "#e0b33a", 0.1),
        _poly([(0.7, 0.3), (0.28, 0.72), (0.3, 0.7), (0.72, 0.28)], None, "#e0b33a", 0.1),
    ),
    "hex-rose": _hex_rose(),
}


def icon_names() -> list[str]:
    return sorted(ICONS)

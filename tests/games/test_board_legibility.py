"""Every board and tile of every game reads by eye: no region (a disc, a box, a flag)
is drawn over a line it does not join, so a place never seems to sit on a border or a
route, and no label is printed across a visible line.

The faces are the ones the kit prints (both sides of every diagram deck); the check
reads their drawing primitives, sampling each line every half millimetre.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest

from lictor.content.loader import load_pack
from lictor.games import diagrams_of, registry
from lictor.generators.face import Face, FaceMaker, Shape, Text
from lictor.generators.fonts import FontSet
from lictor.generators.kit import DeckFaces
from lictor.units import pt_to_mm

GAMES = sorted(g.id for g in registry().values() if "build" in g.offers)
STEP = 0.5  # mm between the samples of a line
CLEAR = 0.3  # mm a label keeps from a line's edge


def _diagram_faces() -> Iterator[tuple[str, Face]]:
    for game in GAMES:
        pack = load_pack(registry()[game].content)  # type: ignore[arg-type]
        maker = FaceMaker(FontSet(pack.fonts), pack.palette, pack.base_dir, bleed=3)
        for deck in pack.decks:
            if deck.spec.diagram is None and deck.spec.back_diagram is None:
                continue
            faces = DeckFaces(deck, maker, pack, diagrams_of(game))
            for i, row in enumerate(deck.rows):
                for side in ("front", "back"):
                    face = faces.row_face(i, side)
                    if face is not None:
                        yield f"{game} / {deck.id} / {row.name} ({side})", face


FACES = list(_diagram_faces())


def _inside(shape: Shape, x: float, y: float, margin: float = 0.0) -> bool:
    """Whether (x, y) is inside a filled shape, ``margin`` mm in from its outline."""
    if shape.kind == "ellipse":
        rx, ry = shape.w / 2 - margin, shape.h / 2 - margin
        if rx <= 0 or ry <= 0:
            return False
        cx, cy = shape.x + shape.w / 2, shape.y + shape.h / 2
        return ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 < 1
    if shape.kind == "rect":
        x0, x1 = sorted((shape.x, shape.x + shape.w))
        y0, y1 = sorted((shape.y, shape.y + shape.h))
        return x0 + margin < x < x1 - margin and y0 + margin < y < y1 - margin
    if shape.kind == "poly":
        pts = list(zip(shape.points[::2], shape.points[1::2], strict=True))
        odd = False
        for (ax, ay), (bx, by) in zip(pts, pts[1:] + pts[:1], strict=True):
            if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
                odd = not odd
        return odd
    return False


def _samples(line: Shape, across: bool = False) -> list[tuple[float, float]]:
    """Points along the line's middle; with ``across``, over its whole width too (a
    thick line ends square at its end points, as the backends draw it)."""
    length = math.hypot(line.w, line.h)
    n = max(2, math.ceil(length / STEP))
    middle = [(line.x + line.w * k / n, line.y + line.h * k / n) for k in range(n + 1)]
    if not across:
        return middle
    nx, ny = -line.h / length, line.w / length
    half = line.stroke_width / 2
    m = max(1, math.ceil(half / STEP))
    offsets = [half * i / m for i in range(-m, m + 1)]
    return [(x + nx * t, y + ny * t) for x, y in middle for t in offsets]


def _within(inner: Shape, outer: Shape) -> bool:
    """Whether ``inner`` lies inside ``outer``'s bounding box (a strip of a region)."""

    def box(s: Shape) -> tuple[float, float, float, float]:
        if s.kind == "poly":
            xs, ys = s.points[::2], s.points[1::2]
            return min(xs), min(ys), max(xs), max(ys)
        return min(s.x, s.x + s.w), min(s.y, s.y + s.h), max(s.x, s.x + s.w), max(s.y, s.y + s.h)

    a, b = box(inner), box(outer)
    eps = 1e-6
    return a[0] >= b[0] - eps and a[1] >= b[1] - eps and a[2] <= b[2] + eps and a[3] <= b[3] + eps


def _regions_and_lines(face: Face) -> tuple[list[tuple[int, Shape]], list[tuple[int, Shape]]]:
    size = face.size
    regions, lines = [], []
    for k, p in enumerate(face.prims):
        if not isinstance(p, Shape):
            continue
        if p.kind == "line" and p.stroke is not None and math.hypot(p.w, p.h) > 1:
            lines.append((k, p))
        elif p.fill is not None and p.kind in ("rect", "ellipse", "poly"):
            whole = p.kind == "rect" and p.w >= size.w * 0.9 and p.h >= size.h * 0.9
            if not whole:  # the sea, the parchment: everything is drawn on it
                regions.append((k, p))
    return regions, lines


@pytest.mark.parametrize("name,face", FACES, ids=[n for n, _ in FACES])
def test_no_region_is_drawn_over_a_line_it_does_not_join(name: str, face: Face) -> None:
    regions, lines = _regions_and_lines(face)
    for k, line in lines:
        ends = [(line.x, line.y), (line.x + line.w, line.y + line.h)]
        points = _samples(line)
        for j, region in regions:
            if j < k:
                continue  # under the line: the line is drawn across it, in plain sight
            joined = [r for _, r in regions if any(_inside(r, x, y) for x, y in ends)]
            if any(_within(region, r) for r in joined):
                continue  # the line joins this region, or a place this part belongs to
            hidden = [pt for pt in points if _inside(region, *pt, margin=-line.stroke_width / 2)]
            assert not hidden, (
                f"{name}: a region at ({region.x:.1f}, {region.y:.1f}) is drawn over the "
                f"line {ends[0]} - {ends[1]} that does not lead to it"
            )


def _label_boxes(face: Face) -> Iterator[tuple[int, str, tuple[float, float, float, float]]]:
    for k, p in enumerate(face.prims):
        if not isinstance(p, Text):
            continue
        size = pt_to_mm(p.block.size)
        for ln in p.block.lines:
            words = "".join(r.text for r in ln.runs).strip()
            if not words or ln.width <= 0:
                continue
            x0 = p.x + ln.x
            base = p.y + ln.baseline
            yield k, words, (x0, base - 0.72 * size, x0 + ln.width, base + 0.2 * size)


@pytest.mark.parametrize("name,face", FACES, ids=[n for n, _ in FACES])
def test_no_label_is_printed_across_a_visible_line(name: str, face: Face) -> None:
    regions, lines = _regions_and_lines(face)
    for k, line in lines:
        later = [r for j, r in regions if j > k]
        visible = [
            pt for pt in _samples(line, across=True) if not any(_inside(r, *pt) for r in later)
        ]
        reach = CLEAR
        for t, words, (x0, y0, x1, y1) in _label_boxes(face):
            if any(j > t and _inside(r, (x0 + x1) / 2, (y0 + y1) / 2) for j, r in regions):
                continue  # the label is itself covered (a flag drawn over it): not shown
            crossing = [
                (x, y)
                for x, y in visible
                if x0 - reach < x < x1 + reach and y0 - reach < y < y1 + reach
            ]
            assert not crossing, (
                f"{name}: the label {words!r} at ({x0:.1f}, {y0:.1f}) lies across the line "
                f"({line.x:.1f}, {line.y:.1f}) - ({line.x + line.w:.1f}, {line.y + line.h:.1f})"
            )

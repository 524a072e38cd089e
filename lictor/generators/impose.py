"""Imposition: where each face goes on each printed sheet, and the marks around them.

Sheet coordinates are millimetres from the page's bottom-left corner (as in PDF). The
result is plain data, so every backend and every test reads the same placements.

Rules of thumb built in here:
- cards keep their own bleed when the grid fits that way; otherwise they abut and the
  block gets the bleed around it (poker cards on Letter: 3 x (88 + 6) mm does not fit);
- crop marks are drawn only in the margin, never over a card or its bleed;
- a backs page mirrors its fronts page so that back n lands behind front n after the
  duplex flip. A printer lays a page's long side along the paper's long side, so the
  flip mirrors a portrait page left-right on the long edge and top-bottom on the short
  edge, and a landscape page the other way round (its long side is the paper's long side).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal

from lictor.errors import BadInput
from lictor.generators.units import Size

Duplex = Literal["long", "short", "none"]
MIN_MARGIN = 1.0  # mm kept free at the paper's edge for crop marks
MARK_LENGTH = 5.0
MARK_GAP = 1.0


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def x2(self) -> float:
        return self.x + self.w

    @property
    def y2(self) -> float:
        return self.y + self.h

    def union(self, other: Rect) -> Rect:
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Rect(x, y, max(self.x2, other.x2) - x, max(self.y2, other.y2) - y)

    def contains_point(self, px: float, py: float, eps: float = 1e-6) -> bool:
        return self.x - eps <= px <= self.x2 + eps and self.y - eps <= py <= self.y2 + eps

    def intersects_segment(self, seg: Segment, eps: float = 1e-6) -> bool:
        """Whether an axis-aligned segment enters this rectangle's interior."""

        def overlaps(a1: float, a2: float, lo: float, hi: float) -> bool:
            a1, a2 = sorted((a1, a2))
            if abs(a2 - a1) < eps:
                return lo + eps < a1 < hi - eps
            return a1 < hi - eps and a2 > lo + eps

        return overlaps(seg.x1, seg.x2, self.x, self.x2) and overlaps(
            seg.y1, seg.y2, self.y, self.y2
        )


@dataclass(frozen=True)
class Segment:
    x1: float
    y1: float
    x2: float
    y2: float


@dataclass(frozen=True)
class Slot:
    face: int  # index of the face (card copy) in the deck's order
    side: Literal["front", "back"]
    trim: Rect
    clip: Rect  # trim plus the bleed this slot may paint


@dataclass(frozen=True)
class Sheet:
    size: Size
    side: Literal["front", "back", "both"]
    slots: tuple[Slot, ...]
    marks: tuple[Segment, ...]
    fold: Segment | None
    trim_box: Rect
    bleed_box: Rect


@dataclass(frozen=True)
class Grid:
    page: Size
    cols: int
    rows: int
    abut: bool

    @property
    def per_sheet(self) -> int:
        return self.cols * self.rows


def plan_grid(card: Size, area: Size, bleed: float) -> Grid | None:
    """The grid placing most cards in ``area``; cards keep their own bleed on a tie."""
    best: Grid | None = None
    for abut in (False, True):
        if abut:
            cols = int((area.w - 2 * bleed - 2 * MIN_MARGIN + 1e-9) // card.w)
            rows = int((area.h - 2 * bleed - 2 * MIN_MARGIN + 1e-9) // card.h)
        else:
            cols = int((area.w - 2 * MIN_MARGIN + 1e-9) // (card.w + 2 * bleed))
            rows = int((area.h - 2 * MIN_MARGIN + 1e-9) // (card.h + 2 * bleed))
        if cols < 1 or rows < 1:
            continue
        grid = Grid(area, cols, rows, abut)
        if best is None or grid.per_sheet > best.per_sheet:
            best = grid
    return best


def _grid_slots(card: Size, grid: Grid, bleed: float, origin: tuple[float, float]) -> list[Rect]:
    """Trim and clip rectangles of a grid centred in an area at ``origin``, row-major."""
    pitch_w = card.w if grid.abut else card.w + 2 * bleed
    pitch_h = card.h if grid.abut else card.h + 2 * bleed
    block_w = grid.cols * pitch_w + (2 * bleed if grid.abut else 0)
    block_h = grid.rows * pitch_h + (2 * bleed if grid.abut else 0)
    left = origin[0] + (grid.page.w - block_w) / 2 + bleed
    top = origin[1] + grid.page.h - (grid.page.h - block_h) / 2 - bleed
    out = []
    for r in range(grid.rows):
        for c in range(grid.cols):
            x = left + c * pitch_w
            y = top - r * pitch_h - card.h
            out.append(Rect(x, y, card.w, card.h))
    return out


def _clip(trim: Rect, bleed: float, grid: Grid, index: int) -> Rect:
    if not grid.abut:
        return Rect(trim.x - bleed, trim.y - bleed, trim.w + 2 * bleed, trim.h + 2 * bleed)
    r, c = divmod(index, grid.cols)
    left = bleed if c == 0 else 0.0
    right = bleed if c == grid.cols - 1 else 0.0
    top = bleed if r == 0 else 0.0
    bottom = bleed if r == grid.rows - 1 else 0.0
    return Rect(trim.x - left, trim.y - bottom, trim.w + left + right, trim.h + top + bottom)


def crop_marks(trims: list[Rect], bleed_box: Rect, page: Size) -> tuple[Segment, ...]:
    """Short hairlines in the margin, in line with every cut, never over the bleed."""
    xs = sorted({round(v, 4) for t in trims for v in (t.x, t.x2)})
    ys = sorted({round(v, 4) for t in trims for v in (t.y, t.y2)})
    marks: list[Segment] = []

    def run(margin: float) -> tuple[float, float] | None:
        gap = min(MARK_GAP, margin * 0.3)
        length = min(MARK_LENGTH, margin - gap)
        return (gap, length) if length > 0.2 else None

    top_m, bottom_m = page.h - bleed_box.y2, bleed_box.y
    left_m, right_m = bleed_box.x, page.w - bleed_box.x2
    for x in xs:
        if (t := run(top_m)) is not None:
            marks.append(Segment(x, bleed_box.y2 + t[0], x, bleed_box.y2 + t[0] + t[1]))
        if (b := run(bottom_m)) is not None:
            marks.append(Segment(x, bleed_box.y - b[0], x, bleed_box.y - b[0] - b[1]))
    for y in ys:
        if (lft := run(left_m)) is not None:
            marks.append(Segment(bleed_box.x - lft[0], y, bleed_box.x - lft[0] - lft[1], y))
        if (rgt := run(right_m)) is not None:
            marks.append(Segment(bleed_box.x2 + rgt[0], y, bleed_box.x2 + rgt[0] + rgt[1], y))
    return tuple(marks)


Axis = Literal["x", "y"]  # the coordinate a mirror negates: x = left-right, y = top-bottom


def flip_axis(page: Size, duplex: Duplex) -> Axis:
    """The mirror that puts a back behind its front after the printer's duplex flip."""
    landscape = page.w > page.h
    long_edge = duplex != "short"
    return "x" if long_edge != landscape else "y"


def _mirror_rect(r: Rect, page: Size, axis: Axis) -> Rect:
    if axis == "y":
        return Rect(r.x, page.h - r.y - r.h, r.w, r.h)
    return Rect(page.w - r.x - r.w, r.y, r.w, r.h)


def _mirror_seg(s: Segment, page: Size, axis: Axis) -> Segment:
    if axis == "y":
        return Segment(s.x1, page.h - s.y1, s.x2, page.h - s.y2)
    return Segment(page.w - s.x1, s.y1, page.w - s.x2, s.y2)


def _union(rects: list[Rect]) -> Rect:
    out = rects[0]
    for r in rects[1:]:
        out = out.union(r)
    return out


def impose(
    count: int,
    card: Size,
    paper: Size,
    *,
    bleed: float = 3.0,
    duplex: Duplex = "long",
    has_backs: bool = True,
    gutterfold: bool = False,
    per_page: int | None = None,
) -> Iterator[Sheet]:
    """Sheets for ``count`` faces: fronts pages, each followed by its backs page."""
    if bleed < 0:
        raise BadInput(f"bleed must be 0 mm or more, got {bleed:g}")
    if per_page == 1:
        yield from _one_per_page(count, card, bleed, duplex if has_backs else "none")
        return
    if per_page is not None:
        raise BadInput(f"--per-page takes 1 (print-shop mode) or nothing, got {per_page}")
    if gutterfold:
        yield from _gutterfold(count, card, paper, bleed)
        return
    grid = _best_orientation(card, paper, bleed)
    trims = _grid_slots(card, grid, bleed, (0.0, 0.0))
    clips = [_clip(t, bleed, grid, i) for i, t in enumerate(trims)]
    page = grid.page
    per = grid.per_sheet
    for start in range(0, count, per):
        n = min(per, count - start)
        used_t, used_c = trims[:n], clips[:n]
        trim_box, bleed_box = _union(used_t), _union(used_c)
        marks = crop_marks(used_t, bleed_box, page)
        front = tuple(Slot(start + i, "front", used_t[i], used_c[i]) for i in range(n))
        yield Sheet(page, "front", front, marks, None, trim_box, bleed_box)
        if has_backs and duplex != "none":
            axis = flip_axis(page, duplex)
            back = tuple(
                Slot(
                    s.face,
                    "back",
                    _mirror_rect(s.trim, page, axis),
                    _mirror_rect(s.clip, page, axis),
                )
                for s in front
            )
            yield Sheet(
                page,
                "back",
                back,
                tuple(_mirror_seg(m, page, axis) for m in marks),
                None,
                _mirror_rect(trim_box, page, axis),
                _mirror_rect(bleed_box, page, axis),
            )


def _best_orientation(card: Size, paper: Size, bleed: float) -> Grid:
    portrait = plan_grid(card, paper, bleed)
    landscape = plan_grid(card, paper.rotated(), bleed)
    grid = portrait
    if landscape is not None and (grid is None or landscape.per_sheet > grid.per_sheet):
        grid = landscape
    if grid is None:
        raise BadInput(
            f"a {card} face with {bleed:g} mm bleed does not fit on {paper} paper; "
            "choose larger paper or --per-page 1"
        )
    return grid


def _one_per_page(count: int, card: Size, bleed: float, duplex: Duplex) -> Iterator[Sheet]:
    page = Size(card.w + 2 * bleed, card.h + 2 * bleed)
    trim = Rect(bleed, bleed, card.w, card.h)
    clip = Rect(0, 0, page.w, page.h)
    for i in range(count):
        yield Sheet(page, "front", (Slot(i, "front", trim, clip),), (), None, trim, clip)
        if duplex != "none":
            yield Sheet(page, "back", (Slot(i, "back", trim, clip),), (), None, trim, clip)


def _gutterfold(count: int, card: Size, paper: Size, bleed: float) -> Iterator[Sheet]:
    """Fronts on one half, backs mirrored on the other, folded along the middle line."""
    options = []
    for page in (paper, paper.rotated()):
        for axis in ("vertical", "horizontal"):
            half = Size(page.w / 2, page.h) if axis == "vertical" else Size(page.w, page.h / 2)
            grid = plan_grid(card, half, bleed)
            if grid is not None:
                options.append((grid.per_sheet, page == paper, axis, page, grid))
    if not options:
        raise BadInput(f"a {card} face does not fit half of {paper} paper for a gutterfold")
    options.sort(key=lambda o: (o[0], o[1]), reverse=True)
    _, _, axis, page, grid = options[0]
    origin = (0.0, page.h / 2) if axis == "horizontal" else (0.0, 0.0)
    trims = _grid_slots(card, grid, bleed, origin)
    clips = [_clip(t, bleed, grid, i) for i, t in enumerate(trims)]
    per = grid.per_sheet
    mirror: Axis = "x" if axis == "vertical" else "y"  # across the fold
    if axis == "vertical":
        fold = Segment(page.w / 2, 0, page.w / 2, page.h)
    else:
        fold = Segment(0, page.h / 2, page.w, page.h / 2)
    for start in range(0, count, per):
        n = min(per, count - start)
        slots: list[Slot] = []
        for i in range(n):
            slots.append(Slot(start + i, "front", trims[i], clips[i]))
            slots.append(
                Slot(
                    start + i,
                    "back",
                    _mirror_rect(trims[i], page, mirror),
                    _mirror_rect(clips[i], page, mirror),
                )
            )
        all_t = [s.trim for s in slots]
        all_c = [s.clip for s in slots]
        bleed_box = _union(all_c)
        marks = [
            m
            for m in crop_marks(all_t, bleed_box, page)
            if not any(c.intersects_segment(m) for c in all_c)
        ]
        yield Sheet(page, "both", tuple(slots), tuple(marks), fold, _union(all_t), bleed_box)

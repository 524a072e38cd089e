"""Imposition: where each face goes on each printed sheet, and the marks around them.

Longer than the house's ~400 lines, for a reason: one concept (a face's place on a sheet),
whose rules below read each other; the gutter and the bleed notes grew it past the mark.

Sheet coordinates are millimetres from the page's bottom-left corner (as in PDF). The
result is plain data, so every backend and every test reads the same placements.

Rules of thumb built in here:
- cards keep their own bleed when the grid fits that way; otherwise they abut and the
  block gets the bleed around it (poker cards on Letter: 3 x (88 + 6) mm does not fit);
- crop marks are drawn only in the margin, never over a card or its bleed, and only
  inside the printable area (5 mm from the paper's edge), above the sheet's footer;
- a backs page mirrors its fronts page so that back n lands behind front n after the
  duplex flip. A printer lays a page's long side along the paper's long side, so the
  flip mirrors a portrait page left-right on the long edge and top-bottom on the short
  edge, and a landscape page the other way round (its long side is the paper's long side).
  Where the flip mirrors a page top-bottom, each back is drawn a half turn round in its
  slot: a piece cut out and turned over left to right then shows its back upright, on
  every sheet (a double-sided reference card, a map tile whose regions lie behind
  themselves read the same from A4 portrait as from a Letter landscape sheet).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Literal

from lictor.errors import BadInput
from lictor.units import Size

Duplex = Literal["long", "short", "none"]
PRINTABLE = 5.0  # mm at the paper's edge a home printer may not print: no mark goes there
FOOTER_TOP = 8.0  # the sheet footer prints between PRINTABLE and this, under the cards
MARK_LENGTH = 5.0  # mm, the longest crop mark
MARK_MIN = 3.0  # mm, the shortest crop mark worth drawing
MARK_GAP = 0.5  # mm between the bleed's edge and a mark
SIDE_ROOM = PRINTABLE + MARK_GAP + MARK_MIN  # margin beyond the bleed a mark needs
FOOT_ROOM = FOOTER_TOP + MARK_GAP + MARK_MIN  # the same at the bottom, above the footer
MIN_MARGIN = 1.0  # mm kept free at the edge when a face is too large for marks
MIN_OUTER_BLEED = 1.0  # mm: abutting cards' outer bleed is trimmed to no less than this
# The shared corner (a reconstruction, no rulebook speaks of it): on a part-filled sheet
# the card above the first empty slot and the last card (left of that slot) both bleed
# into the slot's top corner, a bleed x bleed square. The last card, drawn after, paints
# it: a card cut 0.5 mm off shows at most a 0.5 mm square of its neighbour's colour at one
# corner, where withholding the upper card's bottom bleed (as before) showed a white line
# along its whole bottom edge.


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
    # a back drawn a half turn round in its slot: on a sheet mirrored top-bottom for the
    # flip, so that every piece, turned over about its own upright axis (as one turns a
    # card or a page), shows its back upright, whatever the sheet and the duplex flip
    turned: bool = False


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
    bleed_x: float = 0.0  # bleed on the block's left and right edges (abutting cards)
    bleed_y: float = 0.0  # bleed on the block's top and bottom edges (abutting cards)
    gap: float = 0.0  # mm between neighbouring cards' cut lines (``--gutter``)

    @property
    def per_sheet(self) -> int:
        return self.cols * self.rows


def _fit(
    length: float, card: float, bleed: float, room: float, abut: bool, gap: float = 0.0
) -> tuple[int, float]:
    """Cards along one side of the area and the outer bleed they leave room for; abutting
    cards are ``gap`` mm apart (a gutter: each card keeps its own cut lines)."""
    if not abut:
        return int((length - 2 * room + 1e-9) // (card + 2 * bleed)), bleed
    floor = min(bleed, MIN_OUTER_BLEED)
    n = int((length - 2 * room - 2 * floor + gap + 1e-9) // (card + gap))
    return n, min(bleed, (length - 2 * room - n * card - max(n - 1, 0) * gap) / 2)


def plan_grid(card: Size, area: Size, bleed: float, gutter: float | None = None) -> Grid | None:
    """The grid placing most cards in ``area`` with room for crop marks in the printable
    margin; cards keep their own bleed on a tie. Abutting cards share their cut lines and
    get the bleed around the block only, trimmed (not below 1 mm) where the paper is
    tight, so the marks still print (poker cards on A4: 2 mm left and right).
    Only a face too large for that is placed without room for marks.
    With a ``gutter`` the cards never abut: they stand ``gutter`` mm apart, each with its
    own cut lines and as much of the bleed as half the gutter holds."""
    modes = (False, True) if gutter is None else (True,)
    gap = 0.0 if gutter is None else gutter
    for room_x, room_y in ((SIDE_ROOM, FOOT_ROOM), (MIN_MARGIN, MIN_MARGIN)):
        best: Grid | None = None
        for abut in modes:
            cols, bx = _fit(area.w, card.w, bleed, room_x, abut, gap)
            rows, by = _fit(area.h, card.h, bleed, room_y, abut, gap)
            if cols < 1 or rows < 1:
                continue
            grid = Grid(area, cols, rows, abut, bx, by, gap)
            if best is None or grid.per_sheet > best.per_sheet:
                best = grid
        if best is not None:
            return best
    return None


def _grid_slots(card: Size, grid: Grid, bleed: float, origin: tuple[float, float]) -> list[Rect]:
    """Trim rectangles of a grid centred in an area at ``origin``, row-major."""
    pitch_w = card.w + grid.gap if grid.abut else card.w + 2 * bleed
    pitch_h = card.h + grid.gap if grid.abut else card.h + 2 * bleed
    edge_x = grid.bleed_x if grid.abut else bleed
    edge_y = grid.bleed_y if grid.abut else bleed
    block_w = grid.cols * pitch_w + (2 * edge_x - grid.gap if grid.abut else 0)
    block_h = grid.rows * pitch_h + (2 * edge_y - grid.gap if grid.abut else 0)
    left = origin[0] + (grid.page.w - block_w) / 2 + edge_x
    top = origin[1] + grid.page.h - (grid.page.h - block_h) / 2 - edge_y
    out = []
    for r in range(grid.rows):
        for c in range(grid.cols):
            x = left + c * pitch_w
            y = top - r * pitch_h - card.h
            out.append(Rect(x, y, card.w, card.h))
    return out


def _clip(trim: Rect, bleed: float, grid: Grid, index: int, filled: int | None = None) -> Rect:
    """The slot's trim and the bleed it paints: half the gutter (nothing, abutting) toward
    a neighbour, the block's outer bleed at the block's edges and beside an empty slot of
    a part-filled sheet (``filled``: the cards on it, filled row by row)."""
    if not grid.abut:
        return Rect(trim.x - bleed, trim.y - bleed, trim.w + 2 * bleed, trim.h + 2 * bleed)
    r, c = divmod(index, grid.cols)
    n = grid.per_sheet if filled is None else filled
    inner = min(bleed, grid.gap / 2)  # into the gutter: half of it, never the neighbour's
    left = grid.bleed_x if c == 0 else inner
    right = grid.bleed_x if c == grid.cols - 1 or index + 1 >= n else inner
    top = grid.bleed_y if r == 0 else inner
    # an empty slot below: the outer bleed, for every card. The card diagonally above the
    # last one shares a bleed x bleed corner of that slot with the last card's right bleed;
    # the last card, drawn later, paints it (the trade-off: see the note on MIN_OUTER_BLEED).
    # With a gutter that card keeps its own half-gutter bleed there instead, as every card
    # does: no white line, and no card paints past another's half of the gutter.
    corner = grid.gap > 0 and index == n - grid.cols and n % grid.cols != 0
    empty_below = index + grid.cols >= n and not corner
    bottom = grid.bleed_y if r == grid.rows - 1 or empty_below else inner
    return Rect(trim.x - left, trim.y - bottom, trim.w + left + right, trim.h + top + bottom)


def crop_marks(
    trims: list[Rect],
    bleed_box: Rect,
    page: Size,
    *,
    top_limit: float | None = None,
    bottom_limit: float | None = None,
) -> tuple[Segment, ...]:
    """Hairlines in line with every cut, in the margin between the bleed and the
    printable edge, at least ``MARK_MIN`` long; the bottom ones stop above the footer.
    ``top_limit``/``bottom_limit`` stop the vertical ones short of a neighbouring block."""
    xs = sorted({round(v, 4) for t in trims for v in (t.x, t.x2)})
    ys = sorted({round(v, 4) for t in trims for v in (t.y, t.y2)})
    marks: list[Segment] = []

    def run(start: float, limit: float) -> tuple[float, float] | None:
        """From ``start`` (the bleed edge) outward, stopping at ``limit``: (near, far)."""
        room = abs(limit - start) - MARK_GAP
        if room < MARK_MIN - 1e-9:
            return None
        step = 1 if limit > start else -1
        near = start + step * MARK_GAP
        return near, near + step * min(MARK_LENGTH, room)

    top = run(bleed_box.y2, page.h - PRINTABLE if top_limit is None else top_limit)
    bottom = run(bleed_box.y, FOOTER_TOP if bottom_limit is None else bottom_limit)
    left = run(bleed_box.x, PRINTABLE)
    right = run(bleed_box.x2, page.w - PRINTABLE)
    for x in xs:
        for r in (top, bottom):
            if r is not None:
                marks.append(Segment(x, r[0], x, r[1]))
    for y in ys:
        for r in (left, right):
            if r is not None:
                marks.append(Segment(r[0], y, r[1], y))
    return tuple(marks)


Axis = Literal["x", "y"]  # the coordinate a mirror negates: x = left-right, y = top-bottom


def flip_axis(page: Size, duplex: Duplex) -> Axis:
    """The mirror that puts a back behind its front after the printer's duplex flip."""
    landscape = page.w > page.h
    long_edge = duplex != "short"
    return "x" if long_edge != landscape else "y"


def page_offset(page: Size, offset: tuple[float, float]) -> tuple[float, float]:
    """``--back-offset`` (read off the portrait calibration page: x along the paper's
    short edge, to the right; y along its long edge, up) in a page's own frame.

    A landscape page is printed on the paper turned a quarter turn: its top lies along
    the portrait paper's left edge (PostScript's and the PDF print dialogs' usual +90
    degrees), so the page's x runs up the paper and its y runs to the paper's left.
    """
    x, y = offset
    if page.w > page.h:
        return y, -x
    return x, y


def back_shift(page: Size, duplex: Duplex, offset: tuple[float, float]) -> tuple[float, float]:
    """How far to move a back page's drawing (its own x right, y up, mm) so that, seen
    from the front, the back moves ``offset`` in the paper's frame as the portrait
    calibration page reads it (x right, y up), whatever the page's orientation."""
    if duplex == "none":
        return 0.0, 0.0
    x, y = page_offset(page, offset)
    return (-x, y) if flip_axis(page, duplex) == "x" else (x, -y)


def _mirror_rect(r: Rect, page: Size, axis: Axis) -> Rect:
    if axis == "y":
        return Rect(r.x, page.h - r.y - r.h, r.w, r.h)
    return Rect(page.w - r.x - r.w, r.y, r.w, r.h)


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
    gutter: float | None = None,
) -> Iterator[Sheet]:
    """Sheets for ``count`` faces: fronts pages, each followed by its backs page."""
    if bleed < 0:
        raise BadInput(f"bleed must be 0 mm or more, got {bleed:g}")
    if per_page == 1:
        yield from _one_per_page(count, card, bleed, duplex if has_backs else "none")
        return
    if per_page is not None:
        raise BadInput(f"--per-page takes 1 (print-shop mode) or nothing, got {per_page}")
    if gutterfold and has_backs:
        yield from _gutterfold(count, card, paper, bleed, gutter)
        return
    # (a face with no back has nothing to fold over: under --gutterfold too it prints on
    # plain single-sided sheets, both halves used)
    grid = best_orientation(card, paper, bleed, gutter)
    trims = _grid_slots(card, grid, bleed, (0.0, 0.0))
    clips = [_clip(t, bleed, grid, i) for i, t in enumerate(trims)]
    page = grid.page
    per = grid.per_sheet
    for start in range(0, count, per):
        n = min(per, count - start)
        used_t = trims[:n]
        used_c = (
            clips[:n] if n == per else [_clip(t, bleed, grid, i, n) for i, t in enumerate(used_t)]
        )
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
                    turned=axis == "y",
                )
                for s in front
            )
            back_bleed = _mirror_rect(bleed_box, page, axis)
            yield Sheet(
                page,
                "back",
                back,
                # the same cuts, but marks of its own: the footer is at the bottom here too
                crop_marks([s.trim for s in back], back_bleed, page),
                None,
                _mirror_rect(trim_box, page, axis),
                back_bleed,
            )


def best_orientation(card: Size, paper: Size, bleed: float, gutter: float | None = None) -> Grid:
    portrait = plan_grid(card, paper, bleed, gutter)
    landscape = plan_grid(card, paper.rotated(), bleed, gutter)
    grid = portrait
    if landscape is not None and (grid is None or landscape.per_sheet > grid.per_sheet):
        grid = landscape
    if grid is None:
        raise BadInput(
            f"a {card} face with {bleed:g} mm bleed"
            + (f" and a {gutter:g} mm gutter" if gutter else "")
            + f" does not fit on {paper} paper; choose larger paper or --per-page 1"
        )
    return grid


def _one_per_page(count: int, card: Size, bleed: float, duplex: Duplex) -> Iterator[Sheet]:
    page = Size(card.w + 2 * bleed, card.h + 2 * bleed)
    trim = Rect(bleed, bleed, card.w, card.h)
    clip = Rect(0, 0, page.w, page.h)
    for i in range(count):
        yield Sheet(page, "front", (Slot(i, "front", trim, clip),), (), None, trim, clip)
        if duplex != "none":
            # a flip that mirrors the page top to bottom: the back a half turn round, so a
            # piece turned over left to right shows it upright (as on the grids' sheets)
            turned = flip_axis(page, duplex) == "y"
            back = Slot(i, "back", trim, clip, turned=turned)
            yield Sheet(page, "back", (back,), (), None, trim, clip)


def gutterfold_plan(
    card: Size, paper: Size, bleed: float, gutter: float | None = None
) -> tuple[str, Size, Grid]:
    """The fold's axis, the page and the grid of one half for a gutterfold sheet (the
    cards ``gutter`` mm apart when given, as on a duplex sheet)."""
    options = []
    for page in (paper, paper.rotated()):
        for axis in ("vertical", "horizontal"):
            half = Size(page.w / 2, page.h) if axis == "vertical" else Size(page.w, page.h / 2)
            grid = plan_grid(card, half, bleed, gutter)
            if grid is not None:
                options.append((grid.per_sheet, page == paper, axis, page, grid))
    if not options:
        raise BadInput(f"a {card} face does not fit half of {paper} paper for a gutterfold")
    options.sort(key=lambda o: (o[0], o[1]), reverse=True)
    _, _, axis, page, grid = options[0]
    return axis, page, grid


def _gutterfold(
    count: int, card: Size, paper: Size, bleed: float, gutter: float | None = None
) -> Iterator[Sheet]:
    """Fronts on one half, backs mirrored on the other, folded along the middle line."""
    axis, page, grid = gutterfold_plan(card, paper, bleed, gutter)
    origin = (0.0, page.h / 2) if axis == "horizontal" else (0.0, 0.0)
    trims = _grid_slots(card, grid, bleed, origin)
    clips = [_clip(t, bleed, grid, i) for i, t in enumerate(trims)]
    per = grid.per_sheet
    mirror: Axis = "x" if axis == "vertical" else "y"  # across the fold
    # the fold line stays in the printable area and above the footer
    if axis == "vertical":
        fold = Segment(page.w / 2, FOOTER_TOP, page.w / 2, page.h - PRINTABLE)
    else:
        fold = Segment(PRINTABLE, page.h / 2, page.w - PRINTABLE, page.h / 2)
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
                    turned=mirror == "y",
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


def paper_name(paper: str) -> str:
    """A paper as a maker writes it: ``A4``, ``A3``, ``Letter`` (not ``LETTER``)."""
    return paper.upper() if paper[:1] == "a" and paper[1:].isdigit() else paper.capitalize()


def bleed_note(card: Size, grid: Grid, bleed: float, tr: Callable[[str], str] = str) -> str | None:
    """Why a sheet prints less bleed than asked (``None`` when every card has it all), in
    the words of ``tr`` (a ``Translator``: the kit's language)."""
    from lictor.i18n import N_

    inner = min(bleed, grid.gap / 2) if grid.abut else bleed
    edges = (
        {N_("{mm} mm at the block's sides"): grid.bleed_x,
         N_("{mm} mm at the block's top and bottom"): grid.bleed_y}
        if grid.abut
        else {}
    )  # fmt: skip
    short = [tr(k).format(mm=f"{v:g}") for k, v in edges.items() if v < bleed - 1e-9]
    if inner >= bleed - 1e-9 and not short:
        return None
    n = grid.per_sheet
    if grid.gap == 0:
        between = tr(N_("the cards abut, no bleed between them"))
        hint = tr(N_("; --gutter MM gives each card its own bleed (fewer a sheet)"))
    else:
        between = tr(N_("{gap} mm apart, {inner} mm bleed each (half the gutter)")).format(
            gap=f"{grid.gap:g}", inner=f"{inner:g}"
        )
        hint = ""
    why = tr(N_(" so that the crop marks print")) if short else ""
    parts = ", ".join([between, *short])
    return tr(N_("{n} a sheet, bleed {bleed} mm asked: {parts}{why}{hint}")).format(
        n=n, bleed=f"{bleed:g}", parts=parts, why=why, hint=hint
    )

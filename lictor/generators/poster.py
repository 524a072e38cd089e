"""Posters: a face larger than the paper, printed over several sheets that overlap.

Each sheet shows a window of the face, a margin the printer can reach, and in the overlap
a dashed line where the next sheet's picture starts, so sheets can be trimmed and glued
edge to edge. A face that fits the paper (A3 for most boards) is one page.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from lictor.generators.impose import Rect
from lictor.units import Size

MARGIN = 8.0  # mm the printer may not reach
OVERLAP = 12.0  # mm of picture shared by neighbouring sheets


@dataclass(frozen=True)
class Tile:
    page: Size
    row: int
    col: int
    rows: int
    cols: int
    window: Rect  # the part of the face shown (face coordinates, y down from the top)
    origin: tuple[float, float]  # where the window's top-left lands (page mm, y up)
    glue_right: bool
    glue_below: bool


Span = tuple[float, float]  # (start, end) mm along one side of the face


def _starts(length: float, n: int, usable: float, keep: list[Span]) -> list[float]:
    """Where each of ``n`` sheets starts along a side of ``length``: equal shares, then
    each seam moved, within what the sheets can hold, off any ``keep`` span it cuts."""
    each = (length + (n - 1) * OVERLAP) / n
    starts = [i * (each - OVERLAP) for i in range(n)]

    def ok(st: list[float]) -> bool:
        ends = [st[i + 1] + OVERLAP for i in range(n - 1)] + [length]
        return all(0 < e - b <= usable + 1e-6 for b, e in zip(st, ends, strict=True)) and all(
            st[i] < st[i + 1] for i in range(n - 1)
        )

    for i in range(1, n):
        for k0, k1 in keep:
            # sheet i is trimmed at its picture's start and laid there: that is the join
            if k1 <= starts[i] or k0 >= starts[i]:
                continue
            for moved in (k1 + 1.0, k0 - 1.0):  # the sheet before takes it, or this one
                trial = [*starts[:i], moved, *starts[i + 1 :]]
                if ok(trial):
                    starts = trial
                    break
    return starts


def plan_tiles(
    face: Size, paper: Size, keep: tuple[tuple[float, float, float, float], ...] = ()
) -> list[Tile]:
    """The sheets of a poster; ``keep`` (x, y, w, h mm) are parts no seam may cut (a
    board's title), where the sheets' spare room allows."""
    best: list[Tile] | None = None
    for page in (paper, paper.rotated()):
        usable = Size(page.w - 2 * MARGIN, page.h - 2 * MARGIN)
        if face.w <= usable.w and face.h <= usable.h:
            window = Rect(0, 0, face.w, face.h)
            origin = ((page.w - face.w) / 2, page.h - (page.h - face.h) / 2)
            return [Tile(page, 0, 0, 1, 1, window, origin, False, False)]
        step_w, step_h = usable.w - OVERLAP, usable.h - OVERLAP
        cols = 1 if face.w <= usable.w else 1 + math.ceil((face.w - usable.w) / step_w)
        rows = 1 if face.h <= usable.h else 1 + math.ceil((face.h - usable.h) / step_h)
        # every sheet shows an equal share (no thin strip left for the last one), unless a
        # seam would cut what the face keeps whole
        xs = _starts(face.w, cols, usable.w, [(k[0], k[0] + k[2]) for k in keep])
        ys = _starts(face.h, rows, usable.h, [(k[1], k[1] + k[3]) for k in keep])
        tiles = []
        for r in range(rows):
            for c in range(cols):
                x0, y0 = xs[c], ys[r]
                w = (xs[c + 1] + OVERLAP if c + 1 < cols else face.w) - x0
                h = (ys[r + 1] + OVERLAP if r + 1 < rows else face.h) - y0
                tiles.append(
                    Tile(
                        page,
                        r,
                        c,
                        rows,
                        cols,
                        Rect(x0, y0, w, h),
                        (MARGIN, page.h - MARGIN),
                        c < cols - 1,
                        r < rows - 1,
                    )
                )
        if best is None or len(tiles) < len(best):
            best = tiles
    assert best is not None
    return best

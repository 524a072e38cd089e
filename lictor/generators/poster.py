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


def plan_tiles(face: Size, paper: Size) -> list[Tile]:
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
        # every sheet shows an equal share: no thin strip left for the last one
        each_w = (face.w + (cols - 1) * OVERLAP) / cols
        each_h = (face.h + (rows - 1) * OVERLAP) / rows
        tiles = []
        for r in range(rows):
            for c in range(cols):
                x0, y0 = c * (each_w - OVERLAP), r * (each_h - OVERLAP)
                w = min(each_w, face.w - x0)
                h = min(each_h, face.h - y0)
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

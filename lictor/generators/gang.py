"""Ganging: faces of different sizes on shared sheets (less paper for small pieces).

Each size is laid as a block of abutting cards (bleed around the block, as ``impose`` does
when that fits more), blocks stacked down the sheet with a gap between them; a block that
does not fit the rest of a sheet continues on the next.

The gap is cut first: a split mark in the side margins at its middle, and each block's
marks on its own side of that line (the upper block's below it, the lower block's above
it, ``SPLIT`` mm apart), so a strip cut off along the split line carries every mark of its
block and none of another's, and no cut of one block runs through another block's card.
A backs sheet mirrors its fronts sheet as ``impose`` does, so each back lands behind its
own front after the duplex flip.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from lictor.generators.impose import (
    FOOT_ROOM,
    MARK_GAP,
    MARK_LENGTH,
    MARK_MIN,
    MIN_OUTER_BLEED,
    PRINTABLE,
    SIDE_ROOM,
    Duplex,
    Rect,
    Segment,
    Sheet,
    Slot,
    _mirror_rect,
    _union,
    crop_marks,
    flip_axis,
)
from lictor.units import Size

SPLIT = 2.0  # mm between the tips of two blocks' marks, the split line in its middle
BLOCK_GAP = SPLIT + 2 * (MARK_GAP + MARK_MIN) + 0.01  # mm between blocks: both their marks


@dataclass(frozen=True)
class _Block:
    trims: tuple[Rect, ...]
    clips: tuple[Rect, ...]
    faces: tuple[int, ...]

    @property
    def bleed_box(self) -> Rect:
        return _union(list(self.clips))


def _cols(card: Size, paper: Size, bleed: float) -> tuple[int, float]:
    area = paper.w - 2 * SIDE_ROOM
    floor = min(bleed, MIN_OUTER_BLEED)
    cols = int((area - 2 * floor + 1e-9) // card.w)
    return cols, (min(bleed, (area - cols * card.w) / 2) if cols > 0 else 0.0)


def fits(card: Size, paper: Size, bleed: float) -> bool:
    """Whether a row of ``card`` faces fits a ganged sheet of ``paper`` (portrait)."""
    return _cols(card, paper, bleed)[0] >= 1 and card.h + 2 * bleed <= paper.h - 2 * FOOT_ROOM


def _block(faces: Sequence[int], card: Size, paper: Size, bleed: float, top: float) -> _Block:
    """``faces`` in rows of abutting cards, centred, the block's top bleed edge at ``top``."""
    cols, bx = _cols(card, paper, bleed)
    left = (paper.w - cols * card.w) / 2
    n = len(faces)
    rows = -(-n // cols)
    trims, clips = [], []
    for k in range(n):
        r, c = divmod(k, cols)
        trim = Rect(left + c * card.w, top - bleed - (r + 1) * card.h, card.w, card.h)
        lb = bx if c == 0 else 0.0
        rb = bx if (c == cols - 1 or k == n - 1) else 0.0
        tb = bleed if r == 0 else 0.0
        # an empty slot below: the outer bleed (its corner beside the last card is the last
        # card's, drawn later: impose's shared corner)
        bb = bleed if (r == rows - 1 or k + cols >= n) else 0.0
        trims.append(trim)
        clips.append(Rect(trim.x - lb, trim.y - bb, trim.w + lb + rb, trim.h + tb + bb))
    return _Block(tuple(trims), tuple(clips), tuple(faces))


def _marks(blocks: list[_Block], page: Size) -> tuple[Segment, ...]:
    """Each block's marks within its own strip of the sheet, and a split mark in the side
    margins at the middle of each gap between two blocks (the first cut)."""
    out: list[Segment] = []
    ordered = sorted(blocks, key=lambda b: -b.bleed_box.y2)
    splits = [
        (upper.bleed_box.y + lower.bleed_box.y2) / 2 for upper, lower in itertools.pairwise(ordered)
    ]
    for i, b in enumerate(ordered):
        above = splits[i - 1] - SPLIT / 2 if i > 0 else None
        below = splits[i] + SPLIT / 2 if i < len(splits) else None
        out.extend(
            crop_marks(list(b.trims), b.bleed_box, page, top_limit=above, bottom_limit=below)
        )
    for i, y in enumerate(splits):
        pair = ordered[i].bleed_box.union(ordered[i + 1].bleed_box)
        left = (max(PRINTABLE, pair.x - MARK_GAP - MARK_LENGTH), pair.x - MARK_GAP)
        right = (pair.x2 + MARK_GAP, min(page.w - PRINTABLE, pair.x2 + MARK_GAP + MARK_LENGTH))
        for x1, x2 in (left, right):
            if x2 - x1 >= MARK_MIN - 1e-9:
                out.append(Segment(x1, y, x2, y))
    return tuple(out)


def gang(
    sizes: Sequence[Size],
    paper: Size,
    *,
    bleed: float = 3.0,
    duplex: Duplex = "long",
    has_backs: bool = True,
) -> list[Sheet]:
    """Sheets for faces ``0..len(sizes)-1`` of mixed sizes (each must ``fit``): the
    tallest sizes first, each size's faces in their order; each fronts sheet followed by
    its backs sheet when the faces have backs and the print is duplex."""
    order: dict[Size, list[int]] = {}
    for i, size in enumerate(sizes):
        order.setdefault(size, []).append(i)
    groups = sorted(order.items(), key=lambda kv: -kv[0].h)
    pages: list[list[_Block]] = [[]]
    top = paper.h - FOOT_ROOM
    for card, faces in groups:
        cols = _cols(card, paper, bleed)[0]
        queue = list(faces)
        while queue:
            start = top - (BLOCK_GAP if pages[-1] else 0.0)
            rows = int((start - FOOT_ROOM - 2 * bleed + 1e-9) // card.h)
            if rows < 1:
                pages.append([])
                top = paper.h - FOOT_ROOM
                continue
            take, queue = queue[: rows * cols], queue[rows * cols :]
            block = _block(take, card, paper, bleed, start)
            pages[-1].append(block)
            top = block.bleed_box.y
    sheets: list[Sheet] = []
    for blocks in pages:
        if not blocks:
            continue
        trims = [t for b in blocks for t in b.trims]
        clips = [c for b in blocks for c in b.clips]
        front = tuple(
            Slot(f, "front", t, c)
            for b in blocks
            for f, t, c in zip(b.faces, b.trims, b.clips, strict=True)
        )
        sheets.append(
            Sheet(paper, "front", front, _marks(blocks, paper), None, _union(trims), _union(clips))
        )
        if has_backs and duplex != "none":
            axis = flip_axis(paper, duplex)
            mirrored = [
                _Block(
                    tuple(_mirror_rect(t, paper, axis) for t in b.trims),
                    tuple(_mirror_rect(c, paper, axis) for c in b.clips),
                    b.faces,
                )
                for b in blocks
            ]
            back = tuple(
                Slot(f, "back", t, c, turned=axis == "y")
                for b in mirrored
                for f, t, c in zip(b.faces, b.trims, b.clips, strict=True)
            )
            sheets.append(
                Sheet(
                    paper,
                    "back",
                    back,
                    _marks(mirrored, paper),
                    None,
                    _mirror_rect(_union(trims), paper, axis),
                    _mirror_rect(_union(clips), paper, axis),
                )
            )
    return sheets
